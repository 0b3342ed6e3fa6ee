import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { openDatabase, DataDirLockedError, defaultDataDir } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { MemoryLimiter, RedisLimiter } from './lib/limiter';
import { smsProviderFromEnv } from './accounts/sms-provider';
import { trustProxyFromEnv } from './http/trust-proxy';
import { SeasonStore } from './season/store';
import { seasonRoutes } from './season/routes';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = values['data-dir'] ?? process.env.GAOKAO_DATA_DIR ?? defaultDataDir();
  const siteDir = values['site-dir'] ?? path.resolve(here, '../../site/dist');
  // Until the app (and its pino logger) exists, messages go to the console.
  let log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = {
    info: (...a: unknown[]) => console.log(...a),
    warn: (...a: unknown[]) => console.warn(...a),
    error: (...a: unknown[]) => console.error(...a),
  } as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

  // Configuration first: a production server without a real SMS provider, or an unreadable TRUST_PROXY, stops here,
  // before taking the data directory.
  let sms;
  let trustProxy;
  try {
    sms = smsProviderFromEnv(process.env, (line) => log.warn({ sms: 'dev' }, line));
    trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

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
    const season = await SeasonStore.open(handle.db, { log, seedDemo: process.env.GAOKAO_SEED_DEMO !== '0' });
    const limiter = process.env.REDIS_URL ? new RedisLimiter(process.env.REDIS_URL) : new MemoryLimiter();
    const app = await buildApp({
      db: handle.db,
      limiter,
      sms,
      trustProxy,
      season,
      seasonRoutes,
      siteDir,
      logger: loggerOptions(),
      engine: handle.engine,
    });
    log = app.log;
    await app.listen({ port, host });
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
