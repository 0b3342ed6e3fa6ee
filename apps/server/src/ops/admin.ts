import { sql, type Kysely } from 'kysely';
import { ROLE, WITHDRAW_STATUS, type MemberRole } from 'gaokao-domain';
import type { Database } from '../db/types';
import { CLI_ACTOR, writeAudit, type Actor } from './operators';

/**
 * Operator actions that the site does not offer (`pnpm run admin`, scripts/admin.ts): pay out or reject pending
 * withdrawals, and set a member's role. Every balance change goes through the wallet ledger in the same transaction
 * (`member_user.blance = Σ wallet_ledger.amount`).
 */

/** withdraw.status (gaokao-domain): 1 待处理, 2 已打款, 3 已驳回. */
export { WITHDRAW_STATUS };

export interface WithdrawalRow {
  withdraw_id: number;
  memberuser_id: number;
  phone: string;
  /** fen */
  price: number;
  /** 1 WeChat, 2 Alipay */
  type: number;
  /** The Alipay account (type 2). */
  identity: string;
  name: string;
  /** The member's bound WeChat account (the payee of type 1), '' when none. */
  openid: string;
  /** 1 待处理, 2 已打款, 3 已驳回 */
  status: number;
  remark: string;
  payout_ref: string;
  create_time: Date;
  settle_time: Date | null;
}

/** Kept for the command line's list: a pending withdrawal is a withdrawal row. */
export type PendingWithdrawal = WithdrawalRow;

export interface WithdrawalFilter {
  /** One withdrawal, whatever its status. */
  withdrawId?: number | undefined;
  /** Default: pending (1); ignored with `withdrawId`. */
  status?: number | undefined;
  /** Asked at or after this instant (UTC). */
  from?: Date | undefined;
  /** Asked before this instant (UTC). */
  to?: Date | undefined;
  /** Default: all. */
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * Withdrawals by status (pending by default) and asking time, oldest first, with the member's phone and bound WeChat
 * account (the payee of a WeChat withdrawal). The command line and the console list through this.
 */
export async function listWithdrawals(db: Kysely<Database>, f: WithdrawalFilter = {}): Promise<{ total: number; rows: WithdrawalRow[] }> {
  let q = db
    .selectFrom('withdraw')
    .innerJoin('member_user', 'member_user.memberuser_id', 'withdraw.memberuser_id')
    .where((eb) => (f.withdrawId !== undefined ? eb('withdraw.withdraw_id', '=', f.withdrawId) : eb('withdraw.status', '=', f.status ?? WITHDRAW_STATUS.pending)));
  if (f.from) q = q.where('withdraw.create_time', '>=', f.from);
  if (f.to) q = q.where('withdraw.create_time', '<', f.to);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let rowsQ = q
    .select([
      'withdraw.withdraw_id',
      'withdraw.memberuser_id',
      'member_user.phone',
      'member_user.openid',
      'withdraw.price',
      'withdraw.type',
      'withdraw.identity',
      'withdraw.name',
      'withdraw.status',
      'withdraw.remark',
      'withdraw.payout_ref',
      'withdraw.create_time',
      'withdraw.settle_time',
    ])
    .orderBy('withdraw.withdraw_id', 'asc');
  if (f.limit !== undefined) rowsQ = rowsQ.limit(f.limit).offset(f.offset ?? 0);
  const rows = await rowsQ.execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      ...r,
      phone: r.phone ?? '',
      openid: r.openid ?? '',
      price: Number(r.price),
      create_time: new Date(r.create_time),
      settle_time: r.settle_time ? new Date(r.settle_time) : null,
    })),
  };
}

/** Withdrawals waiting for an operator, oldest first. */
export async function listPendingWithdrawals(db: Kysely<Database>): Promise<PendingWithdrawal[]> {
  return (await listWithdrawals(db)).rows;
}

export type SettleOutcome =
  | { ok: true; memberuser_id: number; price: number; settle_time: Date }
  | { ok: false; reason: 'not-found' | 'not-pending'; status?: number };

export interface SettleOptions {
  /** Who acts (the audit row's operator); the command line by default. */
  actor?: Actor;
  /** Stored as the row's remark (shown to the member). */
  remark?: string;
  /** Paid only: the payout's reference (the WeChat/Alipay transfer number). */
  reference?: string;
}

/**
 * Marks a pending withdrawal paid out (status 2) with the payout's reference. The money already left the balance when
 * the member asked; only the row changes. A withdrawal that is not pending is left as it is. One audit row.
 */
export async function markWithdrawalPaid(db: Kysely<Database>, withdrawId: number, opts: SettleOptions = {}): Promise<SettleOutcome> {
  return settle(db, withdrawId, WITHDRAW_STATUS.paid, opts.remark ?? '已打款', opts.reference ?? '', false, opts.actor ?? CLI_ACTOR);
}

/**
 * Rejects a pending withdrawal (status 3) and returns its amount to the member's balance with an `income` ledger row
 * (remark `提现驳回退回`), all in one transaction with the audit row. The status changes only from pending, so the
 * amount comes back once even when two operators reject the same row at the same time.
 */
export async function rejectWithdrawal(db: Kysely<Database>, withdrawId: number, opts: SettleOptions = {}): Promise<SettleOutcome> {
  return settle(db, withdrawId, WITHDRAW_STATUS.rejected, opts.remark ?? '已驳回', '', true, opts.actor ?? CLI_ACTOR);
}

async function settle(
  db: Kysely<Database>,
  withdrawId: number,
  status: typeof WITHDRAW_STATUS.paid | typeof WITHDRAW_STATUS.rejected,
  remark: string,
  reference: string,
  refund: boolean,
  actor: Actor,
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const changed = await trx
      .updateTable('withdraw')
      .set({ status, remark, payout_ref: reference, settle_time: sql<Date>`now()` })
      .where('withdraw_id', '=', withdrawId)
      .where('status', '=', WITHDRAW_STATUS.pending)
      .returning(['memberuser_id', 'price', 'settle_time', 'type', 'create_time'])
      .executeTakeFirst();
    if (!changed) {
      const row = await trx.selectFrom('withdraw').select('status').where('withdraw_id', '=', withdrawId).executeTakeFirst();
      return row ? { ok: false, reason: 'not-pending', status: row.status } : { ok: false, reason: 'not-found' };
    }
    const price = Number(changed.price);
    let balanceBefore: number | undefined;
    let balanceAfter: number | undefined;
    if (refund) {
      const m = await trx
        .updateTable('member_user')
        .set({ blance: sql<number>`blance + ${price}` })
        .where('memberuser_id', '=', changed.memberuser_id)
        .returning('blance')
        .executeTakeFirstOrThrow();
      balanceAfter = Number(m.blance);
      balanceBefore = balanceAfter - price;
      await trx
        .insertInto('wallet_ledger')
        .values({ memberuser_id: changed.memberuser_id, kind: 'income', amount: price, withdraw_id: withdrawId, remark: '提现驳回退回' })
        .execute();
    }
    const settleTime = new Date(changed.settle_time!);
    const common = { withdraw_id: withdrawId, memberuser_id: changed.memberuser_id, price, type: changed.type };
    await writeAudit(
      trx,
      actor,
      status === WITHDRAW_STATUS.paid ? 'withdrawal.paid' : 'withdrawal.reject',
      `withdraw:${withdrawId}`,
      { ...common, status: WITHDRAW_STATUS.pending, ...(refund ? { balance: balanceBefore } : {}) },
      { ...common, status, remark, ...(reference ? { payout_ref: reference } : {}), settle_time: settleTime.toISOString(), ...(refund ? { balance: balanceAfter, refund: price } : {}) },
    );
    return { ok: true, memberuser_id: changed.memberuser_id, price, settle_time: settleTime };
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
 * Sets a member's role. Agents (3) and free members (1) need no period; a VIP (2) keeps a period still running.
 * `vipDays` sets the VIP end that many days from now (the command line's `--vip-days`); `vipExpire` sets it to an
 * instant (the console's date); without either, the end stays (none: VIP until changed). The command line and the
 * console call this, so both write the same audit row (before/after role and end). The member's sessions are kept:
 * the next request reads the new role. Returns false for an unknown member.
 */
export async function setRole(db: Kysely<Database>, memberId: number, role: MemberRole, opts: { vipDays?: number; vipExpire?: Date; actor?: Actor } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('member_user').select(['role', 'vip_expire_time']).where('memberuser_id', '=', memberId).forUpdate().executeTakeFirst();
    if (!before) return false;
    const after = await trx
      .updateTable('member_user')
      .set({
        role,
        ...(opts.vipDays !== undefined ? { vip_expire_time: sql<Date>`now() + make_interval(days => ${opts.vipDays})` } : {}),
        ...(opts.vipExpire !== undefined ? { vip_expire_time: opts.vipExpire } : {}),
        update_time: sql<Date>`now()`,
      })
      .where('memberuser_id', '=', memberId)
      .returning(['role', 'vip_expire_time'])
      .executeTakeFirstOrThrow();
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    await writeAudit(
      trx,
      opts.actor ?? CLI_ACTOR,
      'member.role',
      `member:${memberId}`,
      { role: before.role, vip_expire_time: iso(before.vip_expire_time) },
      { role: after.role, vip_expire_time: iso(after.vip_expire_time) },
    );
    return true;
  });
}
