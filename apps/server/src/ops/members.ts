import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The console's reads of members: search by id or phone, and one member's orders, cards, wallet ledger and referrals.
 * Role changes go through setRole (admin.ts), the command line's function.
 */

export interface MemberRow {
  memberuser_id: number;
  phone: string;
  username: string;
  nickname: string;
  role: number;
  vip_expire_time: Date | null;
  blance: number;
  code: string;
  pid: number | null;
  create_time: Date;
}

type Db = Kysely<Database>;

const MEMBER_COLUMNS = ['memberuser_id', 'phone', 'username', 'nickname', 'role', 'vip_expire_time', 'blance', 'code', 'pid', 'create_time'] as const;

function memberOf(r: { [K in (typeof MEMBER_COLUMNS)[number]]: unknown }): MemberRow {
  return {
    memberuser_id: Number(r.memberuser_id),
    phone: String(r.phone ?? ''),
    username: String(r.username ?? ''),
    nickname: String(r.nickname ?? ''),
    role: Number(r.role),
    vip_expire_time: r.vip_expire_time ? new Date(r.vip_expire_time as Date) : null,
    blance: Number(r.blance),
    code: String(r.code ?? ''),
    pid: r.pid === null || r.pid === undefined ? null : Number(r.pid),
    create_time: new Date(r.create_time as Date),
  };
}

/** Most members one search answers. */
export const MEMBER_SEARCH_MAX = 50;

/**
 * Members whose id is `q` (up to 9 digits) or whose phone holds `q` (4 digits or more: 11 digits is one phone), newest
 * first, at most MEMBER_SEARCH_MAX; `total` counts them all. `q` is digits only (the contract checks).
 */
export async function searchMembers(db: Db, q: string): Promise<{ total: number; rows: MemberRow[] }> {
  const byId = q.length <= 9 ? Number(q) : null;
  const byPhone = q.length >= 4;
  if (byId === null && !byPhone) return { total: 0, rows: [] };
  const base = db.selectFrom('member_user').where((eb) =>
    eb.or([
      ...(byId !== null ? [eb('memberuser_id', '=', byId)] : []),
      ...(byPhone ? [q.length === 11 ? eb('phone', '=', q) : eb('phone', 'like', `%${q}%`)] : []),
    ]),
  );
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(MEMBER_COLUMNS).orderBy('memberuser_id', 'desc').limit(MEMBER_SEARCH_MAX).execute();
  return { total: Number(total.n), rows: rows.map(memberOf) };
}

/** One member, or null. */
export async function memberById(db: Db, memberId: number): Promise<MemberRow | null> {
  const row = await db.selectFrom('member_user').select(MEMBER_COLUMNS).where('memberuser_id', '=', memberId).executeTakeFirst();
  return row ? memberOf(row) : null;
}

/** Rows of each list on the member's page: the newest ones. */
export const MEMBER_LIST_MAX = 200;

export interface MemberDetail {
  member: MemberRow;
  orders: { vippay_id: number; num: number; price: number; discount: string; pay_type: number; pay_status: number; out_trade_no: string; create_time: Date; pay_time: Date | null }[];
  cards: { card_no: string; relation: 'owned' | 'activated'; active_status: number; void_time: Date | null; expire_time: Date | null; vippay_id: number | null; batch_id: number | null; create_time: Date; active_time: Date | null }[];
  ledger: { ledger_id: number; kind: 'income' | 'withdraw'; amount: number; from_user_id: number | null; vippay_id: number | null; withdraw_id: number | null; remark: string; create_time: Date }[];
  referrals: { memberuser_id: number; phone: string; role: number; create_time: Date }[];
  counts: { orders: number; cards: number; ledger: number; referrals: number };
}

/** A member's page: orders, cards bought or activated, ledger and invited members, newest first; null when unknown. */
export async function memberDetail(db: Db, memberId: number): Promise<MemberDetail | null> {
  const member = await memberById(db, memberId);
  if (!member) return null;
  const orders = db.selectFrom('vippay').where('memberuser_id', '=', memberId);
  const cards = db.selectFrom('vip_card').where((eb) => eb.or([eb('memberuser_id', '=', memberId), eb('active_user_id', '=', memberId)]));
  const ledger = db.selectFrom('wallet_ledger').where('memberuser_id', '=', memberId);
  const referrals = db.selectFrom('member_user').where('pid', '=', memberId);
  const [orderRows, cardRows, ledgerRows, referralRows] = await Promise.all([
    orders
      .select(['vippay_id', 'num', 'price', 'discount', 'pay_type', 'pay_status', 'out_trade_no', 'create_time', 'pay_time'])
      .orderBy('vippay_id', 'desc')
      .limit(MEMBER_LIST_MAX)
      .execute(),
    cards
      .select(['card_no', 'memberuser_id', 'active_user_id', 'active_status', 'void_time', 'expire_time', 'vippay_id', 'batch_id', 'create_time', 'active_time'])
      .orderBy('card_id', 'desc')
      .limit(MEMBER_LIST_MAX)
      .execute(),
    ledger.select(['ledger_id', 'kind', 'amount', 'from_user_id', 'vippay_id', 'withdraw_id', 'remark', 'create_time']).orderBy('ledger_id', 'desc').limit(MEMBER_LIST_MAX).execute(),
    referrals.select(['memberuser_id', 'phone', 'role', 'create_time']).orderBy('memberuser_id', 'desc').limit(MEMBER_LIST_MAX).execute(),
  ]);
  const counted = await Promise.all([
    orders.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    cards.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ledger.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    referrals.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const [nOrders, nCards, nLedger, nReferrals] = counted.map((r) => Number(r.n)) as [number, number, number, number];
  const counts = { orders: nOrders, cards: nCards, ledger: nLedger, referrals: nReferrals };
  const date = (d: Date | null) => (d ? new Date(d) : null);
  return {
    member,
    orders: orderRows.map((r) => ({ ...r, price: Number(r.price), create_time: new Date(r.create_time), pay_time: date(r.pay_time) })),
    cards: cardRows.map(({ memberuser_id: _owner, active_user_id, ...r }) => ({
      ...r,
      relation: active_user_id === memberId ? ('activated' as const) : ('owned' as const),
      void_time: date(r.void_time),
      expire_time: date(r.expire_time),
      create_time: new Date(r.create_time),
      active_time: date(r.active_time),
    })),
    ledger: ledgerRows.map((r) => ({ ...r, ledger_id: Number(r.ledger_id), amount: Number(r.amount), create_time: new Date(r.create_time) })),
    referrals: referralRows.map((r) => ({ ...r, phone: r.phone ?? '', create_time: new Date(r.create_time) })),
    counts,
  };
}
