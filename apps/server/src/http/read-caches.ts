import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { writeWatchOf } from '../db/connect';
import { ReadCache } from '../db/write-watch';

/** A session joined with its member, as the auth check reads it. */
export interface SessionRow {
  session_id: number;
  last_seen_time: Date | string;
  expire_time: Date | string;
  memberuser_id: number;
  role: number;
  isZeng: number;
  phone: string;
  vip_expire_time: Date | string | null;
}

/**
 * What the per-request reads keep in memory: the session behind a token (the plan states of the screens are kept by
 * season/calls/plan-state.ts the same way). On the embedded engine each entry is dropped as soon as its tables may have been
 * written (db/write-watch.ts), so an answer is never older than the last write. On PostgreSQL entries are dropped by
 * the member's writes as other instances commit them (LISTEN/NOTIFY, db/cache-bus.ts: within 2 s at most, nothing kept
 * is used while the listening connection is down).
 */
export interface ReadCaches {
  /** token hash → session row */
  sessions: ReadCache<string, SessionRow | undefined>;
}

export function readCachesFor(db: Kysely<Database>): ReadCaches | undefined {
  const watch = writeWatchOf(db);
  if (!watch) return undefined;
  return {
    // A member row written (role, VIP expiry, deletion cascading to sessions) drops sessions too.
    sessions: new ReadCache(watch, ['member_session', 'member_user'], 20_000, (_hash, row) => row?.memberuser_id, 'sessions'),
  };
}
