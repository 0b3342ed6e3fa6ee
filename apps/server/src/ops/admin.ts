import { sql, type Kysely } from 'kysely';
import { ROLE, WITHDRAW_STATUS, type MemberRole } from 'gaokao-domain';
import type { Database } from '../db/types';

/**
 * Operator actions that the site does not offer (`pnpm run admin`, scripts/admin.ts): pay out or reject pending
 * withdrawals, and set a member's role. Every balance change goes through the wallet ledger in the same transaction
 * (`member_user.blance = Σ wallet_ledger.amount`).
 */

/** withdraw.status (gaokao-domain): 1 待处理, 2 已打款, 3 已驳回. */
export { WITHDRAW_STATUS };

export interface PendingWithdrawal {
  withdraw_id: number;
  memberuser_id: number;
  phone: string;
  /** fen */
  price: number;
  /** 1 WeChat, 2 Alipay */
  type: number;
  identity: string;
  name: string;
  openid: string;
  create_time: Date;
}

/** Withdrawals waiting for an operator, oldest first. */
export async function listPendingWithdrawals(db: Kysely<Database>): Promise<PendingWithdrawal[]> {
  const rows = await db
    .selectFrom('withdraw')
    .innerJoin('member_user', 'member_user.memberuser_id', 'withdraw.memberuser_id')
    .select([
      'withdraw.withdraw_id',
      'withdraw.memberuser_id',
      'member_user.phone',
      'member_user.openid',
      'withdraw.price',
      'withdraw.type',
      'withdraw.identity',
      'withdraw.name',
      'withdraw.create_time',
    ])
    .where('withdraw.status', '=', WITHDRAW_STATUS.pending)
    .orderBy('withdraw.withdraw_id', 'asc')
    .execute();
  return rows.map((r) => ({
    ...r,
    phone: r.phone ?? '',
    openid: r.openid ?? '',
    price: Number(r.price),
    create_time: new Date(r.create_time),
  }));
}

export type SettleOutcome = { ok: true; memberuser_id: number; price: number } | { ok: false; reason: 'not-found' | 'not-pending'; status?: number };

/**
 * Marks a pending withdrawal paid out (status 2). The money already left the balance when the member asked; only the
 * row changes. A withdrawal that is not pending is left as it is.
 */
export async function markWithdrawalPaid(db: Kysely<Database>, withdrawId: number, remark = '已打款'): Promise<SettleOutcome> {
  return settle(db, withdrawId, WITHDRAW_STATUS.paid, remark, false);
}

/**
 * Rejects a pending withdrawal (status 3) and returns its amount to the member's balance with an `income` ledger row
 * (remark `提现驳回退回`), all in one transaction. The status changes only from pending, so the amount comes back once
 * even when two operators reject the same row at the same time.
 */
export async function rejectWithdrawal(db: Kysely<Database>, withdrawId: number, reason = '已驳回'): Promise<SettleOutcome> {
  return settle(db, withdrawId, WITHDRAW_STATUS.rejected, reason, true);
}

async function settle(db: Kysely<Database>, withdrawId: number, status: typeof WITHDRAW_STATUS.paid | typeof WITHDRAW_STATUS.rejected, remark: string, refund: boolean): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const changed = await trx
      .updateTable('withdraw')
      .set({ status, remark })
      .where('withdraw_id', '=', withdrawId)
      .where('status', '=', WITHDRAW_STATUS.pending)
      .returning(['memberuser_id', 'price'])
      .executeTakeFirst();
    if (!changed) {
      const row = await trx.selectFrom('withdraw').select('status').where('withdraw_id', '=', withdrawId).executeTakeFirst();
      return row ? { ok: false, reason: 'not-pending', status: row.status } : { ok: false, reason: 'not-found' };
    }
    const price = Number(changed.price);
    if (refund) {
      await trx
        .updateTable('member_user')
        .set({ blance: sql<number>`blance + ${price}` })
        .where('memberuser_id', '=', changed.memberuser_id)
        .execute();
      await trx
        .insertInto('wallet_ledger')
        .values({ memberuser_id: changed.memberuser_id, kind: 'income', amount: price, withdraw_id: withdrawId, remark: '提现驳回退回' })
        .execute();
    }
    return { ok: true, memberuser_id: changed.memberuser_id, price };
  });
}

export const ROLE_NAMES: Record<string, MemberRole> = { free: ROLE.free, vip: ROLE.vip, agent: ROLE.agent };

/** Reads a role given on the command line: 1/2/3 or free/vip/agent. */
export function parseRole(s: string): MemberRole | null {
  const byName = ROLE_NAMES[s.toLowerCase()];
  if (byName) return byName;
  const n = Number(s);
  return n === ROLE.free || n === ROLE.vip || n === ROLE.agent ? n : null;
}

export interface MemberRef {
  memberuser_id: number;
  phone: string;
  role: number;
  vip_expire_time: Date | null;
}

/** A member by phone number (11 digits) or by memberuser_id. */
export async function findMember(db: Kysely<Database>, who: string): Promise<MemberRef | null> {
  const q = db.selectFrom('member_user').select(['memberuser_id', 'phone', 'role', 'vip_expire_time']);
  const row = /^1\d{10}$/.test(who)
    ? await q.where('phone', '=', who).executeTakeFirst()
    : /^\d{1,9}$/.test(who)
      ? await q.where('memberuser_id', '=', Number(who)).executeTakeFirst()
      : undefined;
  if (!row) return null;
  return {
    memberuser_id: row.memberuser_id,
    phone: row.phone ?? '',
    role: row.role,
    vip_expire_time: row.vip_expire_time ? new Date(row.vip_expire_time) : null,
  };
}

/**
 * Sets a member's role. Agents (3) and free members (1) need no period; a VIP (2) keeps a period still running, and
 * `vipDays` sets one of that many days from now (without it, a VIP with no running period is VIP until changed).
 * The member's sessions are kept: on PostgreSQL the next request reads the new role; the embedded database can only
 * be changed while the server is stopped, so it starts with the new role.
 */
export async function setRole(db: Kysely<Database>, memberId: number, role: MemberRole, opts: { vipDays?: number } = {}): Promise<boolean> {
  const res = await db
    .updateTable('member_user')
    .set({
      role,
      ...(opts.vipDays !== undefined ? { vip_expire_time: sql<Date>`now() + make_interval(days => ${opts.vipDays})` } : {}),
      update_time: sql<Date>`now()`,
    })
    .where('memberuser_id', '=', memberId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
