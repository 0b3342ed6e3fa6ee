import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/types';
import type { Limiter } from './lib/limiter';
import type { SmsProvider } from './accounts/sms-provider';
import type { SeasonPort } from './season-port';
import type { ReadCaches } from './http/read-caches';

/** Session lifetime policy. */
export interface SessionPolicy {
  /** A session unused this long expires. */
  idleMs: number;
  /** A session expires this long after login, used or not. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 7 * 24 * 3600_000,
  absoluteMs: 30 * 24 * 3600_000,
};

/** Everything a handler needs; one per app instance, nothing user-specific kept here. */
export interface AppContext {
  db: Kysely<Database>;
  limiter: Limiter;
  sms: SmsProvider;
  /** Season data (colleges, majors, units); undefined until the season store has loaded. */
  season: SeasonPort | undefined;
  sessions: SessionPolicy;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Sessions kept in memory (see http/read-caches.ts); undefined when the database was opened with cache: false. */
  caches: ReadCaches | undefined;
  /**
   * The folder of files operators upload (the contact QR, videos), served under `/media/uploads/` (media.ts). Several
   * instances on PostgreSQL share it as a mounted volume.
   */
  mediaDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
