import { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits. In Redis when REDIS_URL is set, so several server instances share them;
 * in process memory otherwise (a single instance). `hit` is atomic in both: under parallel requests exactly
 * `max` of them pass a window.
 */
export interface Limiter {
  /** Counts one event; `ok` is false when this event is over `max` for the window. */
  hit(key: string, max: number, windowMs: number): Promise<{ ok: boolean; count: number }>;
  /** The current count without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export class LimiterUnavailableError extends Error {
  constructor(cause: unknown) {
    super('rate-limit store unavailable', { cause });
    this.name = 'LimiterUnavailableError';
  }
}

export class MemoryLimiter implements Limiter {
  readonly kind = 'memory' as const;
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => {
      const t = this.now();
      for (const [k, v] of this.counters) if (v.resetAt <= t) this.counters.delete(k);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, max: number, windowMs: number) {
    const t = this.now();
    let c = this.counters.get(key);
    if (!c || c.resetAt <= t) {
      c = { count: 0, resetAt: t + windowMs };
      this.counters.set(key, c);
    }
    c.count += 1;
    return { ok: c.count <= max, count: c.count };
  }

  async peek(key: string) {
    const c = this.counters.get(key);
    return c && c.resetAt > this.now() ? c.count : 0;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

export class RedisLimiter implements Limiter {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'gaokao:rl:',
    onError: (err: Error) => void = (err) => console.error(`redis error: ${err.message}`),
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 3000,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    // ioredis reconnects by itself; an unhandled 'error' event would crash the process. Errors are reported (logged
    // and counted by main.ts), once per kind until the connection is back, so an outage does not flood the log.
    let last = '';
    this.redis.on('error', (err: Error) => {
      const kind = `${(err as NodeJS.ErrnoException).code ?? ''}:${err.message}`;
      if (kind === last) return;
      last = kind;
      onError(err);
    });
    this.redis.on('ready', () => {
      last = '';
    });
  }

  async hit(key: string, max: number, windowMs: number) {
    try {
      const count = Number(await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs)));
      return { ok: count <= max, count };
    } catch (err) {
      throw new LimiterUnavailableError(err);
    }
  }

  async peek(key: string) {
    try {
      const v = await this.redis.get(this.prefix + key);
      return v ? Number(v) : 0;
    } catch (err) {
      throw new LimiterUnavailableError(err);
    }
  }

  async reset(key: string) {
    try {
      await this.redis.del(this.prefix + key);
    } catch (err) {
      throw new LimiterUnavailableError(err);
    }
  }

  async close() {
    this.redis.disconnect();
  }
}
