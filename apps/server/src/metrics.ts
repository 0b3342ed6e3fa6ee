import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of this process (GET /metrics, app.ts). One registry per process: tests that build several apps
 * in one process share the counters, so they compare differences, never absolute values.
 *
 * The nginx site (deploy/nginx/gaokao.conf) never forwards /metrics: Prometheus scrapes each instance on its own
 * loopback/private port.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'gaokao_' });

/** Requests by call (the route's path, never the raw URL), method and HTTP status: rate and errors. */
export const httpRequests = new Counter({
  name: 'gaokao_http_requests_total',
  help: 'HTTP requests answered, by route, method and HTTP status',
  labelNames: ['route', 'method', 'code'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'gaokao_http_request_duration_seconds',
  help: 'Time from the request arriving to the answer being sent, by route',
  labelNames: ['route', 'method'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Answers with a server-side failure: `error` (500, unhandled), `unavailable` (503: database or Redis down). */
export const httpErrors = new Counter({
  name: 'gaokao_http_errors_total',
  help: 'Answers that failed on the server side, by route and kind',
  labelNames: ['route', 'kind'] as const,
  registers: [registry],
});

/** Lookups of the in-memory read caches: hit, miss, or off (PostgreSQL listening connection not live). */
export const cacheLookups = new Counter({
  name: 'gaokao_cache_lookups_total',
  help: 'Read-cache lookups by cache and result (hit, miss, off)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const cacheBusLive = new Gauge({
  name: 'gaokao_cache_bus_live',
  help: '1 while the PostgreSQL LISTEN connection is up and current (caching on), 0 otherwise',
  registers: [registry],
});

export const cacheNotifications = new Counter({
  name: 'gaokao_cache_notifications_total',
  help: 'Invalidation notifications received from PostgreSQL (other than heartbeats)',
  registers: [registry],
});

export const cacheBusReconnects = new Counter({
  name: 'gaokao_cache_bus_disconnects_total',
  help: 'Times the LISTEN connection was lost (everything kept is dropped)',
  registers: [registry],
});

export const smsProviderErrors = new Counter({
  name: 'gaokao_sms_provider_errors_total',
  help: 'SMS sends that failed at the provider',
  labelNames: ['provider'] as const,
  registers: [registry],
});

export const paymentProviderErrors = new Counter({
  name: 'gaokao_payment_provider_errors_total',
  help: 'Payment provider calls that failed (create order, order query) or notifications refused by signature checks',
  labelNames: ['channel', 'op'] as const,
  registers: [registry],
});

export const redisErrors = new Counter({
  name: 'gaokao_redis_errors_total',
  help: 'Redis connection and command errors (rate-limit counters)',
  registers: [registry],
});

/** Pool usage; main.ts points it at the pool (PostgreSQL or the embedded adapter). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let poolSource: (() => PoolStats) | undefined;
export function watchPool(source: (() => PoolStats) | undefined): void {
  poolSource = source;
}
new Gauge({
  name: 'gaokao_db_pool_connections',
  help: 'Database pool connections by state (total, idle, busy) and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!poolSource) return;
    const s = poolSource();
    this.set({ state: 'total' }, s.totalCount);
    this.set({ state: 'idle' }, s.idleCount);
    this.set({ state: 'busy' }, s.totalCount - s.idleCount);
    this.set({ state: 'waiting' }, s.waitingCount);
  },
});
