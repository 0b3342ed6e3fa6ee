import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CACHE_CHANNEL } from './migrations/0005-cache-notify';
import type { WriteFeed } from './write-watch';
import { cacheBusLive, cacheBusReconnects, cacheNotifications } from '../metrics';

/**
 * The listening side of cross-instance cache invalidation on PostgreSQL. One dedicated connection (outside the pool)
 * runs `LISTEN gaokao_cache`; the triggers of migration 0005 send `<table>:<memberuser_id>` when a write commits, and
 * each one is passed to `onChange` (WriteWatch.changed), which drops what this instance keeps of that member's rows.
 *
 * **The bound.** Every `HEARTBEAT_MS` the connection notifies itself (`hb:<bus id>:<n>`). PostgreSQL delivers
 * notifications to a listener in commit order, so when heartbeat n comes back, every write committed before it was
 * sent has been received and applied. The bus is *live* only while the last heartbeat that came back was sent less than
 * `MAX_LAG_MS` ago; while it is not live nothing kept is served or stored (every request reads the database). Hence:
 * **a write committed at time t is never answered from another instance's memory after t + MAX_LAG_MS (2 s)**; in
 * practice the notification arrives within milliseconds (see test/cache-bus.test.ts and the README).
 *
 * A lost connection drops everything kept (`onReset`), and the bus reconnects every second until it is back.
 */
export const HEARTBEAT_MS = 250;
export const MAX_LAG_MS = 2000;
const RECONNECT_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'gaokao-cache-bus';

export interface CacheBusOptions {
  connectionString: string;
  onChange: (table: string, tag: string | undefined) => void;
  onReset: () => void;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  heartbeatMs?: number;
  maxLagMs?: number;
}

export class CacheBus implements WriteFeed {
  readonly id = crypto.randomBytes(6).toString('hex');
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private seq = 0;
  private readonly sentAt = new Map<number, number>();
  private readonly waiters = new Map<number, Array<() => void>>();
  private confirmedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private toSend: Array<() => void> = [];
  /** The connection whose heartbeat query is running (one query at a time per connection). */
  private inFlight: pg.Client | undefined;
  private again = false;
  private readonly heartbeatMs: number;
  private readonly maxLagMs: number;
  /** Resolves when the first LISTEN succeeded or failed (start-up waits for it, so the first requests can be cached). */
  readonly ready: Promise<void>;
  private markReady: () => void = () => {};

  constructor(private readonly opts: CacheBusOptions) {
    this.heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
    this.maxLagMs = opts.maxLagMs ?? MAX_LAG_MS;
    this.ready = new Promise((r) => (this.markReady = r));
    this.timer = setInterval(() => {
      this.beat();
      cacheBusLive.set(this.live() ? 1 : 0);
    }, this.heartbeatMs);
    this.timer.unref();
    void this.connect();
  }

  live(): boolean {
    return this.client !== undefined && performance.now() - this.confirmedAt <= this.maxLagMs;
  }

  /** Resolves once every write committed before the call has reached this process, or at once while not live. */
  barrier(): Promise<void> {
    if (!this.live()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      // Waits for the next heartbeat sent from now on; callers meanwhile share it.
      this.toSend.push(resolve);
      // Never hold an answer longer than the bound: past it, caching is off anyway.
      setTimeout(resolve, this.maxLagMs).unref();
      this.beat();
    });
  }

  /** Sends a heartbeat, or one more right after the one in flight (one query at a time on the connection). */
  private beat(): void {
    const c = this.client;
    if (!c) return;
    if (this.inFlight === c) {
      this.again = true;
      return;
    }
    const n = ++this.seq;
    this.sentAt.set(n, performance.now());
    if (this.toSend.length > 0) {
      this.waiters.set(n, this.toSend);
      this.toSend = [];
    }
    this.inFlight = c;
    c.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `hb:${this.id}:${n}`])
      .catch(() => {
        // A failed query means a broken connection: 'error'/'end' handle it.
      })
      .finally(() => {
        if (this.inFlight !== c) return;
        this.inFlight = undefined;
        if (this.again && this.client === c) {
          this.again = false;
          this.beat();
        }
      });
  }

  private receive(payload: string): void {
    if (payload.startsWith('hb:')) {
      const [, id, n] = payload.split(':');
      if (id !== this.id) return;
      const seq = Number(n);
      const at = this.sentAt.get(seq);
      if (at !== undefined && at > this.confirmedAt) this.confirmedAt = at;
      for (const [k, fns] of this.waiters) {
        if (k > seq) continue;
        this.waiters.delete(k);
        for (const f of fns) f();
      }
      for (const k of this.sentAt.keys()) if (k <= seq) this.sentAt.delete(k);
      return;
    }
    cacheNotifications.inc();
    const i = payload.indexOf(':');
    if (i < 0) return this.opts.onReset();
    const table = payload.slice(0, i);
    const tag = payload.slice(i + 1);
    this.opts.onChange(table, tag === '*' || tag === '' ? undefined : tag);
  }

  private async connect(): Promise<void> {
    if (this.closed || this.connecting || this.client) return;
    this.connecting = true;
    const c = new pg.Client({ connectionString: this.opts.connectionString, connectionTimeoutMillis: 5000, keepAlive: true, application_name: BUS_APPLICATION_NAME });
    c.on('error', (err) => this.lost(c, err));
    c.on('end', () => this.lost(c));
    c.on('notification', (n) => this.receive(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      if (this.closed) {
        await c.end().catch(() => {});
        return;
      }
      this.client = c;
      // Whatever was kept before this connection may have missed notifications.
      this.opts.onReset();
      this.opts.log?.info({ bus: this.id }, 'cache bus: listening for invalidations');
      this.beat();
    } catch (err) {
      this.opts.log?.warn({ err: { message: (err as Error).message } }, 'cache bus: cannot listen, caching off until it can');
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      this.schedule();
    } finally {
      this.connecting = false;
      this.markReady();
    }
  }

  private lost(c: pg.Client, err?: Error): void {
    if (this.client !== c) return;
    this.client = undefined;
    this.confirmedAt = Number.NEGATIVE_INFINITY;
    cacheBusReconnects.inc();
    cacheBusLive.set(0);
    this.opts.onReset();
    this.releaseWaiters();
    this.sentAt.clear();
    this.inFlight = undefined;
    this.again = false;
    if (!this.closed) this.opts.log?.warn({ err: err ? { message: err.message } : undefined }, 'cache bus: listening connection lost, caching off until it is back');
    c.end().catch(() => {});
    this.schedule();
  }

  private releaseWaiters(): void {
    for (const fns of this.waiters.values()) for (const f of fns) f();
    this.waiters.clear();
    for (const f of this.toSend) f();
    this.toSend = [];
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    const c = this.client;
    this.client = undefined;
    this.releaseWaiters();
    if (c) await c.end().catch(() => {});
  }
}
