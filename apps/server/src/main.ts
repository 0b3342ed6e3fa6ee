import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { openDatabase, DataDirLockedError } from './db/connect';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import { backupEmbedded, restoreEmbedded } from './db/backup';
import { redisErrors, watchPool } from './metrics';
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
      // The one-off migration command of a deployment: migrate, load (and seed) the season data, exit.
      migrate: { type: 'boolean' },
      // Embedded engine: a consistent archive of the data directory, and its restore (the server must be stopped).
      backup: { type: 'string' },
      restore: { type: 'string' },
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
  if (values.backup !== undefined || values.restore !== undefined) {
    if (databaseUrl) {
      console.error('--backup/--restore copy the embedded database; for PostgreSQL use deploy/scripts/backup-postgres.sh and restore-postgres.sh');
      process.exit(1);
    }
    try {
      if (values.backup !== undefined) {
        const s = await backupEmbedded(dataDir, values.backup);
        console.log(`backup: ${values.backup} (${s.migrations} migrations, ${s.members} members)`);
      } else {
        const s = await restoreEmbedded(values.restore!, dataDir);
        console.log(`restore: ${dataDir} (${s.migrations} migrations, ${s.members} members)${s.keptAside ? `; the previous database is kept in ${s.keptAside}` : ''}`);
      }
    } catch (err) {
      console.error(err instanceof DataDirLockedError ? err.message : `${(err as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  }
  // Relative to the working directory, like --data-dir (the static file server needs an absolute path).
  const siteDir = path.resolve(values['site-dir'] ?? path.join(SERVER_DIR, '../site/dist'));
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
      // The migration command keeps nothing in memory: no listening connection.
      ...(values.migrate ? { cache: false } : {}),
      log: { warn: (o, m) => log.warn(o, m), info: (o, m) => log.info(o, m) },
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
    if (values.migrate || config.migrate === 'auto') {
      await migrateToLatest(handle.db);
    } else {
      // GAOKAO_MIGRATE=check: several instances share the database and the migration command runs before them.
      // Until it has, the port stays closed, so nginx passes requests to the other instances.
      for (let said = false; ; said = true) {
        const pending = await pendingMigrations(handle.db);
        if (pending.length === 0) break;
        if (!said) log.warn({ pending }, 'waiting for the migration command (node dist/main.js --migrate) before opening the port');
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
    // GAOKAO_SEED_DEMO=0: start with empty season tables instead of writing the demo set (real-data deployments, tests).
    // The migration command waits until the demo set is in the database (an instance writes it behind its first
    // requests): exiting earlier dropped the write, and every instance then seeded it again on its own.
    const season = await SeasonStore.open(handle.db, { log, seedDemo: config.seedDemo, demoScale: config.demoScale, ...(values.migrate ? { seedInBackground: false } : {}) });
    if (values.migrate) {
      console.log(`高考志愿填报助手: migrations done; season data: ${season.unitById.size > 0 ? `${season.dataset}, ${season.unitById.size} units` : 'empty'}`);
      season.close();
      await release();
      process.exit(0);
    }
    const limiter = config.redisUrl
      ? new RedisLimiter(config.redisUrl, config.redisPrefix, (err) => {
          redisErrors.inc();
          log.error({ err: { message: err.message, code: (err as NodeJS.ErrnoException).code } }, 'redis error');
        })
      : new MemoryLimiter();
    watchPool(() => handle.pool);
    await handle.bus?.ready;
    const app = await buildApp({
      db: handle.db,
      limiter,
      sms,
      trustProxy: config.trustProxy,
      ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
      payments,
      wechatLogin: wechatLoginFromConfig(config.wechatLogin),
      season,
      seasonCalls: seasonHandlers(season, handle.db),
      siteDir,
      mediaDir: path.resolve(config.mediaDir),
      logger: loggerOptions(config.logLevel),
      engine: handle.engine,
      seasonReady: () => season.unitById.size > 0,
    });
    log = app.log;
    await app.listen({ port, host });
    // Unpaid orders whose notification never came are asked about at their provider (money/reconcile.ts).
    const reconciler = startReconciler({ db: handle.db, payments, log: app.log });
    const addr = app.server.address();
    const shown = typeof addr === 'object' && addr ? `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}` : String(addr);
    // The address is printed once the server answers on it (a request to /health/ready over the port), not when
    // listen() returns: a first start's background writes can hold the event loop, and an address printed before the
    // port answers sent people (and scripts) to a server that did not reply yet.
    if (typeof addr === 'object' && addr) await answersOn(host, addr.port);
    console.log(`高考志愿填报助手 running at ${shown}`);
    console.log(
      `  database: ${handle.engine === 'pglite' ? `embedded (${handle.dataDir})` : 'PostgreSQL (DATABASE_URL)'}; rate limits: ${limiter.kind}; SMS: ${app.ctx.sms.name}; season data: ${season.unitById.size > 0 ? `${season.dataset}, ${season.unitById.size} units` : 'empty'}`,
    );
    if (app.unimplemented.length) console.log(`  calls answered 501 (not yet available): ${app.unimplemented.length}`);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      // Draining behind nginx (GAOKAO_DRAIN_MS > 0): the port stops accepting at once — a refused connection is one
      // nginx passes to another instance, even for a POST, and it marks this one down —, while the connections nginx
      // already holds keep being served, each answer with Connection: close, and readiness fails. nginx closes the
      // ones left idle after its keepalive_timeout (4 s < the drain), so when the drain ends no connection can carry a
      // request that would be cut; then in-flight requests finish and the process exits. (Closing idle connections
      // while still accepting new ones would cut a request nginx had just written to a fresh connection.)
      app.readiness.draining = true;
      log.info({ signal, drainMs: config.drainMs }, 'shutting down: draining');
      const force = setTimeout(() => {
        log.error('shutdown took over 15 s after draining; exiting');
        process.exit(1);
      }, config.drainMs + 15_000);
      force.unref();
      try {
        if (config.drainMs > 0) {
          // net.Server's close stops accepting only; http.Server's would also drop the idle kept-alive connections.
          net.Server.prototype.close.call(app.server);
          await new Promise((r) => setTimeout(r, config.drainMs));
        }
        log.info('closing, finishing in-flight requests');
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

/**
 * Resolves when the server answers on the port with its database: GET /health/ready says the database answers and the
 * migrations ran (a season still empty — GAOKAO_SEED_DEMO=0 — does not hold the address back). A wildcard host is
 * reached on loopback.
 */
async function answersOn(host: string, port: number): Promise<void> {
  const target = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: target, port, path: '/health/ready', timeout: 10_000 }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          try {
            const j = JSON.parse(body) as { data?: { db?: boolean; migrations?: boolean } };
            resolve(j.data?.db === true && j.data.migrations === true);
          } catch {
            resolve(false);
          }
        });
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
