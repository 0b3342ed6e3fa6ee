import type { FastifyRequest } from 'fastify';
import { MSG, effectiveRole, isVip as isVipRole, type MemberRole } from 'gaokao-domain';
import { SERVER_MSG, STATUS_LOGIN, STATUS_VIP } from 'gaokao-contract';
import { ApiError } from './reply';
import { sha256Hex } from '../lib/crypto';
import type { SessionRow } from './read-caches';

export interface AuthedUser {
  memberuser_id: number;
  /** The role now (effectiveRole): a VIP whose period has ended is a free member here. */
  role: MemberRole;
  isZeng: 0 | 1;
  phone: string;
  session_id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoized per request: undefined = not looked up yet, null = no valid session. */
    authedUser?: AuthedUser | null;
  }
}

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const t = h.replace(/^Bearer\s+/i, '').trim();
  return t === '' || t === 'null' || t === 'undefined' ? undefined : t;
}

// Sliding idle expiry is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60_000;

export async function optionalUser(req: FastifyRequest): Promise<AuthedUser | null> {
  if (req.authedUser !== undefined) return req.authedUser;
  const token = tokenOf(req);
  if (!token || token.length > 200) return (req.authedUser = null);
  const { db, now, sessions, caches } = req.server.ctx;
  const t = now();
  const hash = sha256Hex(token);
  const read = (): Promise<SessionRow | undefined> =>
    db
      .selectFrom('member_session')
      .innerJoin('member_user', 'member_user.memberuser_id', 'member_session.memberuser_id')
      .select([
        'member_session.session_id',
        'member_session.last_seen_time',
        'member_session.expire_time',
        'member_user.memberuser_id',
        'member_user.role',
        'member_user.isZeng',
        'member_user.phone',
        'member_user.vip_expire_time',
      ])
      .where('member_session.token_hash', '=', hash)
      .executeTakeFirst();
  const row = caches ? await caches.sessions.load(hash, read) : await read();
  if (!row) return (req.authedUser = null);
  const idleDeadline = new Date(row.last_seen_time).getTime() + sessions.idleMs;
  if (new Date(row.expire_time).getTime() <= t.getTime() || idleDeadline <= t.getTime()) {
    await db.deleteFrom('member_session').where('session_id', '=', row.session_id).execute();
    return (req.authedUser = null);
  }
  if (t.getTime() - new Date(row.last_seen_time).getTime() > TOUCH_EVERY_MS) {
    // The touch moves only this session's idle clock. With sessions kept in memory it is written past the write watch
    // and the kept entry is updated in place: otherwise every signed-in user's touch, once a minute each, would drop
    // every kept session.
    await (caches ? db.withoutPlugins() : db)
      .updateTable('member_session')
      .set({ last_seen_time: t })
      .where('session_id', '=', row.session_id)
      .execute();
    caches?.sessions.replace(hash, { ...row, last_seen_time: t });
  }
  return (req.authedUser = {
    memberuser_id: row.memberuser_id,
    role: effectiveRole(row.role, row.vip_expire_time, t),
    isZeng: row.isZeng === 1 ? 1 : 0,
    phone: row.phone,
    session_id: row.session_id,
  });
}

export async function requireUser(req: FastifyRequest): Promise<AuthedUser> {
  if (!tokenOf(req)) throw new ApiError(STATUS_LOGIN, MSG.tokenMissing);
  const u = await optionalUser(req);
  if (!u) throw new ApiError(STATUS_LOGIN, SERVER_MSG.loginRequired);
  return u;
}

export function isVip(u: AuthedUser): boolean {
  return isVipRole(u.role);
}

export async function requireVip(req: FastifyRequest): Promise<AuthedUser> {
  const u = await requireUser(req);
  if (!isVip(u)) throw new ApiError(STATUS_VIP, MSG.vipOnlyConfirm);
  return u;
}
