import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { SERVER_MSG, STATUS_BAD_REQUEST, type CallName, type Envelope } from 'gaokao-contract';
import type { Database } from '../db/types';
import { ApiError } from './reply';

/** The request header that names one intended change; a retry of it carries the same value (contract README). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key answers its retries; older keys of the member are removed when the member uses a new one. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The request's Idempotency-Key, undefined without one; a malformed one is refused (请求标识格式不正确). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.idempotencyKeyInvalid);
  return raw;
}

/**
 * Runs a change in one transaction, at most once per (member, key). The key is claimed in the change's own
 * transaction: a change that fails (a refusal, a crash) leaves no key, so its retry runs again; a change that commits
 * stores its reply with the key, so a retry — even one arriving while the first is still running, which on PostgreSQL
 * waits at the claim for the first to commit — answers that same reply and changes nothing. Without a key the change
 * simply runs in a transaction.
 */
export async function runOnce<R extends Envelope<unknown>>(
  db: Kysely<Database>,
  scope: { memberuserId: number; key: string | undefined; call: CallName; now: Date },
  change: (trx: Transaction<Database>) => Promise<R>,
): Promise<R> {
  const { memberuserId, key, call, now } = scope;
  if (key === undefined) return db.transaction().execute(change);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('idempotency_key')
      .where('memberuser_id', '=', memberuserId)
      .where('create_time', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
      .execute();
    const claimed = await trx
      .insertInto('idempotency_key')
      .values({ memberuser_id: memberuserId, key, call, reply: '', create_time: now })
      .onConflict((oc) => oc.columns(['memberuser_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('idempotency_key')
        .select(['call', 'reply'])
        .where('memberuser_id', '=', memberuserId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (earlier.call !== call) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.idempotencyKeyReused);
      return JSON.parse(earlier.reply) as R;
    }
    const reply = await change(trx);
    await trx.updateTable('idempotency_key').set({ reply: JSON.stringify(reply) }).where('memberuser_id', '=', memberuserId).where('key', '=', key).execute();
    return reply;
  });
}
