import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { openDatabase, DataDirLockedError } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { MemoryLimiter, RedisLimiter } from './lib/limiter';
import { smsProviderFromConfig } from './accounts/sms-provider';
import { paymentsFromConfig } from './money/config';
import { startReconciler } from './money/reconcile';
import { wechatLoginFromConfig } from './accounts/wechat-login';
import { ConfigError, parseConfig, type ServerConfig } from './config';
import { SERVER_DIR } from './paths';
import { SeasonStore } from './season/store';
import { seasonHandlers } from './season/calls';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'site-dir': { type: 'string' },
    },
    allowPositionals: false,
  });
  // The environment is read here, once; a flag wins over its variable and is checked the same way.
  let config: ServerConfig;
  try {
    config = parseConfig({
      ...process.env,
      ...(values.port !== undefined ? { PORT: values.port } : {}),
      ...(values.host !== undefined ? { HOST: values.host } : {}),
      ...(values['data-dir'] !== undefined ? { GAOKAO_DATA_DIR: values['data-dir'] } : {}),
    });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error('高考志愿填报助手: the configuration is not valid, nothing was started:');
    for (const line of err.lines) console.error(`  ${line}`);
    process.exit(1);
  }
  const { port, host, databaseUrl, dataDir } = config;
  const siteDir = values['site-dir'] ?? path.join(SERVER_DIR, '../site/dist');
  // Until the app (and its pino logger) exists, messages go to the console.
  let log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = {
    info: (...a: unknown[]) => console.log(...a),
    warn: (...a: unknown[]) => console.warn(...a),
    error: (...a: unknown[]) => console.error(...a),
  } as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

  // Providers before the data directory: unreadable payment key files stop the server before it takes the lock.
  const sms = smsProviderFromConfig(config.sms, (line) => log.warn({ sms: 'dev' }, line));
  const payments = paymentsFromConfig(config.pay);

  let handle;
  try {
    handle = await openDatabase({
      ...(databaseUrl ? { databaseUrl } : { dataDir }),
      onPoolError: (err) => log.warn({ err: { message: err.message } }, 'database pool error'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const release = async () => {
    await handle.close().catch((err: unknown) => log.error({ err }, 'closing database'));
  };

  try {
    await migrateToLatest(handle.db as never);
    // GAOKAO_SEED_DEMO=0: start with empty season tables instead of writing the demo set (real-data deployments, tests).
    const season = await SeasonStore.open(handle.db, { log, seedDemo: config.seedDemo, demoScale: config.demoScale });
    const limiter = config.redisUrl ? new RedisLimiter(config.redisUrl) : new MemoryLimiter();
    const app = await buildApp({
      db: handle.db,
      limiter,
      sms,
      trustProxy: config.trustProxy,
      payments,
      wechatLogin: wechatLoginFromConfig(config.wechatLogin),
      season,
      seasonCalls: seasonHandlers(season, handle.db),
      siteDir,
      logger: loggerOptions(config.logLevel),
      engine: handle.engine,
    });
    log = app.log;
    await app.listen({ port, host });
    // Unpaid orders whose notification never came are asked about at their provider (money/reconcile.ts).
    const reconciler = startReconciler({ db: handle.db, payments, log: app.log });
    const addr = app.server.address();
    const shown = typeof addr === 'object' && addr ? `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}` : String(addr);
    console.log(`高考志愿填报助手 running at ${shown}`);
    console.log(
      `  database: ${handle.engine === 'pglite' ? `embedded (${handle.dataDir})` : 'PostgreSQL (DATABASE_URL)'}; rate limits: ${limiter.kind}; SMS: ${app.ctx.sms.name}; season data: ${season.unitById.size > 0 ? `${season.dataset}, ${season.unitById.size} units` : 'empty'}`,
    );
    if (app.unimplemented.length) console.log(`  calls answered 501 (not yet available): ${app.unimplemented.length}`);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down: draining in-flight requests');
      const force = setTimeout(() => {
        log.error('shutdown took over 15 s; exiting');
        process.exit(1);
      }, 15_000);
      force.unref();
      try {
        await reconciler.stop();
        await app.close();
        season.close();
      } finally {
        await release();
      }
      log.info('stopped');
      process.exit(0);
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));
  } catch (err) {
    await release();
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
