import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { registerMedia } from './media';
import { sql, type Kysely } from 'kysely';
import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, STATUS_OK, STATUS_SERVER_ERROR, STATUS_UNAVAILABLE, type CallName } from 'gaokao-contract';
import type { Database } from './db/types';
import { isDbUnavailable } from './db/errors';
import { DEFAULT_SESSION_POLICY, type AppContext, type SessionPolicy } from './context';
import { MemoryLimiter, LimiterUnavailableError, type Limiter } from './lib/limiter';
import { DevSmsProvider, type SmsProvider } from './accounts/sms-provider';
import type { SeasonPort } from './season-port';
import { ApiError } from './http/reply';
import { registerCalls, type Handlers } from './http/register';
import { SECURITY_HEADERS } from './http/security-headers';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { accountHandlers } from './accounts/handlers';
import { planHandlers } from './plans/handlers';
import { contentHandlers } from './content/handlers';
import { assessmentHandlers } from './assessments/handlers';
import { moneyHandlers } from './money/handlers';
import { opsHandlers } from './ops/handlers';
import { opsSeasonHandlers, registerSeasonUpload } from './ops/season-handlers';
import { registerMediaUploads } from './ops/content-handlers';
import { registerWechatRoutes, wechatBindHandlers } from './accounts/wechat-bind';
import { SandboxWechatLogin, type WechatLoginProvider } from './accounts/wechat-login';
import { registerMoneyRoutes } from './money/routes';
import { paymentsFromConfig } from './money/config';
import type { LogLevel } from './config';
import type { Payments } from './money/provider';
import { readCachesFor } from './http/read-caches';
import { writeWatchOf } from './db/connect';
import { requestScope } from './db/write-watch';
import { migrations } from './db/migrations/index';
import { httpDuration, httpErrors, httpRequests, paymentProviderErrors, registry, smsProviderErrors } from './metrics';

export interface BuildOptions {
  db: Kysely<Database>;
  limiter?: Limiter;
  sms?: SmsProvider;
  season?: SeasonPort;
  /**
   * The season-data calls (`seasonHandlers(store, db)`, season/calls); they win over this server's fallbacks
   * (content/handlers.ts). Without them those calls answer 501.
   */
  seasonCalls?: Handlers;
  /** Built site to serve (apps/site/dist); skipped when absent. */
  siteDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  sessions?: SessionPolicy;
  /** Engine name for /health. */
  engine?: string;
  /** Payment providers; default the sandbox (main.ts passes the configured ones, see money/config.ts). */
  payments?: Payments;
  /** WeChat binding provider; default the sandbox, null: none (main.ts passes the configured one, see config.ts). */
  wechatLogin?: WechatLoginProvider | null;
  /** Proxies whose X-Forwarded-For is believed; default none (main.ts passes TRUST_PROXY, see http/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Whether the season data is loaded (readiness); default: a season was given. */
  seasonReady?: () => boolean;
  /**
   * Where browsers and phones reach this server (config.publicOrigin: PUBLIC_ORIGIN or the WeChat redirect's origin):
   * the sandbox payment QR code and the WeChat-binding QR code point there. Default: this server's own listening
   * address (`http://127.0.0.1:<port>`). A request's Host header is never used: it is whatever the client sent.
   */
  publicOrigin?: string;
  /**
   * The folder operators' uploads are written to and served from (config.mediaDir: GAOKAO_MEDIA_DIR, else `media` in
   * the data directory); default a new temporary folder.
   */
  mediaDir?: string;
  /** Serve GET /metrics (Prometheus); default true. */
  metrics?: boolean;
}

/** What GET /health/ready reports; `draining` is set by main.ts on SIGTERM. */
export interface Readiness {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls of the contract this server answers 501. */
    unimplemented: CallName[];
    readiness: Readiness;
    /** The origin QR codes and links to this server are built from (BuildOptions.publicOrigin). */
    publicOrigin(): string;
  }
}

const SENSITIVE_QUERY = /([?&](?:t|token|verify|verify_id|password|code|key|ticket|state)=)[^&]*/gi;

/** Logger defaults: no bodies (fastify logs none), no Authorization/cookies, secrets in query strings masked. */
export function loggerOptions(level: LogLevel = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.verify', '*.token', '*.code_hash'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: req.url.replace(SENSITIVE_QUERY, '$1***'), ip: req.ip };
      },
    },
  };
}

/** A request id from the proxy (nginx's $request_id) is kept when it looks like one; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
let requestCounter = 0;
const instanceTag = crypto.randomBytes(3).toString('hex');

const MIGRATION_NAMES = Object.keys(migrations);

/** Counts failures of the SMS gateway and the payment providers for /metrics, changing nothing else. */
function instrument<T extends object>(target: T, methods: readonly string[], onError: (method: string, err: unknown) => void, onNull?: (method: string) => void): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const v: unknown = Reflect.get(t, prop, receiver);
      if (typeof prop !== 'string' || !methods.includes(prop) || typeof v !== 'function') return v;
      return async (...args: unknown[]) => {
        try {
          const out: unknown = await (v as (...a: unknown[]) => unknown).apply(t, args);
          if (out == null) onNull?.(prop);
          return out;
        } catch (err) {
          onError(prop, err);
          throw err;
        }
      };
    },
  });
}

/** `http://<address>:<port>` of the listening socket (an unspecified address as loopback); before listening, 127.0.0.1. */
function listeningOrigin(app: FastifyInstance): string {
  const addr = app.server.address();
  if (addr === null || typeof addr === 'string') return 'http://127.0.0.1';
  const host = addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address === '::' ? '::1' : addr.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`;
}

const ALL_HANDLERS: Handlers = { ...accountHandlers, ...planHandlers, ...contentHandlers, ...assessmentHandlers, ...moneyHandlers, ...wechatBindHandlers, ...opsHandlers, ...opsSeasonHandlers };

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // Longer than nginx's upstream keepalive_timeout (deploy/nginx), so nginx, not this server, closes idle connections.
    keepAliveTimeout: 75_000,
    genReqId(req) {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `${instanceTag}-${(++requestCounter).toString(36)}`;
    },
  });
  const readiness: Readiness = { draining: false };
  app.decorate('readiness', readiness);
  const watch = writeWatchOf(opts.db);
  const ctx: AppContext = {
    db: opts.db,
    limiter: opts.limiter ?? new MemoryLimiter(),
    sms: instrument(opts.sms ?? new DevSmsProvider((line) => app.log.warn({ sms: 'dev' }, line)), ['send'], (_m, err) => {
      smsProviderErrors.inc({ provider: (opts.sms ?? { name: 'dev' }).name });
      app.log.error({ err: { message: (err as Error).message } }, 'SMS provider error');
    }),
    season: opts.season,
    sessions: opts.sessions ?? DEFAULT_SESSION_POLICY,
    now: opts.now ?? (() => new Date()),
    log: app.log,
    caches: readCachesFor(opts.db),
    mediaDir: opts.mediaDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-media-')),
  };
  try {
    fs.mkdirSync(ctx.mediaDir, { recursive: true });
  } catch (err) {
    // Everything but the console's uploads works without it; an upload then fails with the error logged.
    app.log.error({ err: { message: (err as Error).message }, mediaDir: ctx.mediaDir }, 'media folder not writable: console uploads will fail');
  }
  // A temporary folder made here goes with the app.
  if (opts.mediaDir === undefined) app.addHook('onClose', async () => fs.promises.rm(ctx.mediaDir, { recursive: true, force: true }));
  app.decorate('ctx', ctx);
  app.decorate('unimplemented', [] as CallName[]);
  app.decorate('publicOrigin', () => opts.publicOrigin ?? listeningOrigin(app));

  await app.register(formbody);

  // One scope per request: the write watch marks requests that wrote (db/write-watch.ts).
  app.addHook('onRequest', (_req, _reply, done) => {
    requestScope.run({ wrote: false }, done);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const code = reply.statusCode;
    httpRequests.inc({ route, method: req.method, code: String(code) });
    httpDuration.observe({ route, method: req.method }, reply.elapsedTime / 1000);
    if (code >= 500) httpErrors.inc({ route, kind: code === 503 ? 'unavailable' : 'error' });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
    reply.header('x-request-id', req.id);
    // Draining: nginx drops this connection after the answer instead of keeping it for the next request.
    if (readiness.draining) reply.header('connection', 'close');
    // On PostgreSQL a request that wrote answers once its writes' notifications are back (read-your-writes).
    await watch?.settle();
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.httpStatus).send({ status: err.status, msg: err.msg, ...(err.data !== undefined ? { data: err.data } : {}) });
    }
    if (err instanceof LimiterUnavailableError || isDbUnavailable(err)) {
      req.log.warn({ err: { message: (err as Error).message } }, 'backing store unavailable');
      return reply.code(503).send({ status: STATUS_UNAVAILABLE, msg: SERVER_MSG.unavailable });
    }
    const statusCode = (err as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: STATUS_BAD_REQUEST, msg: SERVER_MSG.badRequest });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: STATUS_SERVER_ERROR, msg: SERVER_MSG.serverError });
  });

  // Liveness: the process answers. Readiness: it can serve — migrations ran, the season is loaded, the database
  // answers, and it is not draining. nginx (open source) does not probe; the deploy scripts and monitoring do.
  app.get('/health/live', async () => ({ status: 200, msg: 'ok', data: { live: true } }));
  let migrated = false;
  const seasonReady = opts.seasonReady ?? (() => ctx.season !== undefined);
  app.get('/health/ready', async (_req, reply) => {
    const data = { db: false, migrations: migrated, season: seasonReady(), draining: readiness.draining, engine: opts.engine ?? 'unknown' };
    try {
      if (!migrated) {
        const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration WHERE name IN (${sql.join(MIGRATION_NAMES)})`.execute(ctx.db);
        migrated = data.migrations = rows.rows[0]?.n === MIGRATION_NAMES.length;
      } else {
        await sql`SELECT 1`.execute(ctx.db);
      }
      data.db = true;
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'ready: database unreachable or not migrated');
    }
    const ready = data.db && data.migrations && data.season && !data.draining;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 200 : STATUS_UNAVAILABLE, msg: ready ? 'ok' : SERVER_MSG.unavailable, data });
  });
  if (opts.metrics !== false) {
    app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  }

  app.get('/health', async (_req, reply) => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'health: database unreachable');
      return reply.code(503).send({ status: STATUS_UNAVAILABLE, msg: SERVER_MSG.unavailable, data: { db: false, season: ctx.season !== undefined } });
    }
    return { status: STATUS_OK, msg: 'ok', data: { db: true, season: ctx.season !== undefined, engine: opts.engine ?? 'unknown' } };
  });

  const given = opts.payments ?? paymentsFromConfig({ mode: 'sandbox' });
  const payments = Object.fromEntries(
    Object.entries(given).map(([channel, p]) => [
      channel,
      p &&
        instrument(
          p as object,
          ['createOrder', 'queryOrder', 'verifyNotification'],
          (op) => paymentProviderErrors.inc({ channel, op }),
          (op) => {
            if (op === 'verifyNotification') paymentProviderErrors.inc({ channel, op: 'notification-refused' });
          },
        ),
    ]),
  ) as Payments;
  app.decorate('payments', payments);
  await registerMoneyRoutes(app, payments);
  await registerWechatRoutes(app, opts.wechatLogin === undefined ? new SandboxWechatLogin() : opts.wechatLogin);
  await registerSeasonUpload(app);
  await registerMediaUploads(app);
  app.unimplemented = registerCalls(app, { ...ALL_HANDLERS, ...opts.seasonCalls });

  await registerMedia(app, ctx.mediaDir);

  const siteDir = opts.siteDir ?? null;
  const indexHtml = siteDir ? path.join(siteDir, 'index.html') : null;
  const hasSite = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir!,
      prefix: '/',
      index: false,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  // Public pages come prerendered (apps/site/scripts/prerender.ts): dist/prerendered/manifest.json maps a lower-case
  // path to its HTML, painted before the scripts run and then hydrated. Only a request without a query gets it (a page
  // may read its query in its first render); everything else gets index.html, rendered in the browser.
  const prerendered = async (url: string): Promise<string | null> => {
    const [pathname = '/', query] = url.split('?');
    if (query !== undefined) return null;
    const key = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
    try {
      const manifest = JSON.parse(await fs.promises.readFile(path.join(siteDir!, 'prerendered/manifest.json'), 'utf8')) as Record<string, unknown>;
      const file = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
      return typeof file === 'string' && /^[\w-]+\.html$/.test(file) ? await fs.promises.readFile(path.join(siteDir!, 'prerendered', file), 'utf8') : null;
    } catch {
      return null;
    }
  };

  // The page carries the season's dataset (`<html data-dataset="demo">`), so the site shows 演示数据 in its first
  // render instead of pushing the page down when the answer arrives. Read per request: a rebuilt site is served at once.
  const sendIndex = async (url: string, reply: FastifyReply) => {
    const html = (await prerendered(url)) ?? (await fs.promises.readFile(indexHtml!, 'utf8'));
    const dataset = ctx.season?.dataset;
    const page = dataset ? html.replace('<html', `<html data-dataset="${dataset === 'real' ? 'real' : 'demo'}"`) : html;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
  if (hasSite) app.get('/', async (req, reply) => sendIndex(req.url, reply));

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (hasSite && (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && wantsHtml) {
      // SPA fallback: every route of the site (/Volunteer, /SchoolDetail …) is rendered by index.html.
      return sendIndex(req.url, reply);
    }
    return reply.code(404).send({ status: STATUS_NOT_FOUND, msg: SERVER_MSG.noSuchCall });
  });

  app.addHook('onClose', async () => {
    await ctx.limiter.close();
  });

  return app;
}
