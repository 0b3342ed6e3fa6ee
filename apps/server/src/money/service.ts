import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely, type SqlBool, type Transaction } from 'kysely';
import {
  CARD_STATUS,
  ORDER_LIMITS,
  PAY_STATUS,
  ROLE,
  WITHDRAW_STATUS,
  cardOrderState,
  checkOrderCreation,
  payChannelOf,
  vipExpiryAfterCards,
  withdrawalPendingRoom,
  type CardOrderState,
} from 'gaokao-domain';
import type { Database } from '../db/types';
import type { Channel, Payments, VerifiedPayment } from './provider';
import { PAY_TYPE } from './provider';
import { COMMISSION_BP } from './config';

const CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CARD_ALPHABET[crypto.randomInt(CARD_ALPHABET.length)];
  return s;
}

/**
 * A new card code and password (`VK` + 14 and 12 characters of an alphabet without 0/O, 1/I: 70 and 60 random bits).
 * Every card is made here: a paid order's and a batch the operator console issues.
 */
export function newCardCode(): { card_no: string; card_password: string } {
  return { card_no: `VK${randomCode(14)}`, card_password: randomCode(12) };
}

/** Cards are inserted 500 rows per statement. */
export const CARD_INSERT_CHUNK = 500;

/** Our order number: 32 characters at most, letters and digits (both providers accept it). */
export function newOutTradeNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `VP${stamp}${crypto.randomBytes(6).toString('hex')}`;
}

export type PaidOutcome = 'paid' | 'duplicate' | 'already-paid' | 'refused';

/**
 * Applies a verified payment, once: records (channel, transaction id) — a duplicate notification stops here —, checks
 * the order (same channel, amount in fen equal to the order), marks it paid, creates its cards and credits the
 * inviter's commission, all in one transaction. A refused payment rolls back and leaves no trace.
 */
export async function applyPayment(db: Kysely<Database>, channel: Channel, p: VerifiedPayment): Promise<PaidOutcome> {
  return db
    .transaction()
    .execute(async (trx) => {
      const order = await trx.selectFrom('vippay').selectAll().where('out_trade_no', '=', p.outTradeNo).forUpdate().executeTakeFirst();
      if (!order || order.pay_type !== PAY_TYPE[channel] || Number(order.price) !== p.amountFen) throw new Refused();
      const seen = await trx
        .insertInto('payment_notification')
        .values({ channel, transaction_id: p.transactionId, vippay_id: order.vippay_id })
        .onConflict((oc) => oc.columns(['channel', 'transaction_id']).doNothing())
        .returning('notification_id')
        .executeTakeFirst();
      if (!seen) return 'duplicate' as const;
      const marked = await trx
        .updateTable('vippay')
        .set({ pay_status: PAY_STATUS.paid, pay_time: sql<Date>`now()`, transaction_id: p.transactionId })
        .where('vippay_id', '=', order.vippay_id)
        .where('pay_status', '=', PAY_STATUS.awaiting)
        .executeTakeFirst();
      // A second, different transaction for an order already paid: recorded, nothing else (refunds are manual).
      if (Number(marked.numUpdatedRows) !== 1) return 'already-paid' as const;
      await createCards(trx, order.vippay_id, order.memberuser_id, order.num);
      await creditCommission(trx, order.memberuser_id, order.vippay_id, Number(order.price));
      return 'paid' as const;
    })
    .catch((err: unknown) => {
      if (err instanceof Refused) return 'refused' as const;
      throw err;
    });
}

class Refused extends Error {}

async function createCards(trx: Transaction<Database>, vippayId: number, ownerId: number, num: number): Promise<void> {
  for (let start = 0; start < num; start += CARD_INSERT_CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(num, start + CARD_INSERT_CHUNK); i++) {
      rows.push({ vippay_id: vippayId, memberuser_id: ownerId, ...newCardCode() });
    }
    await trx.insertInto('vip_card').values(rows).execute();
  }
}

async function creditCommission(trx: Transaction<Database>, buyerId: number, vippayId: number, priceFen: number): Promise<void> {
  const buyer = await trx.selectFrom('member_user').select(['pid']).where('memberuser_id', '=', buyerId).executeTakeFirst();
  const amount = Math.floor((priceFen * COMMISSION_BP) / 10_000);
  if (!buyer?.pid || buyer.pid === buyerId || amount <= 0) return;
  await trx
    .updateTable('member_user')
    .set({ blance: sql<number>`blance + ${amount}` })
    .where('memberuser_id', '=', buyer.pid)
    .execute();
  await trx
    .insertInto('wallet_ledger')
    .values({ memberuser_id: buyer.pid, kind: 'income', amount, from_user_id: buyerId, vippay_id: vippayId, remark: '推广佣金' })
    .execute();
}

/** A member's withdrawals waiting for the operator (status 待处理). */
export async function pendingWithdrawals(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('memberuser_id', '=', userId)
    .where('status', '=', WITHDRAW_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type WithdrawOutcome = { withdrawId: number } | 'insufficient' | 'too-many-pending';

/**
 * Takes `amountFen` from the balance and records the withdrawal and its ledger row, in one transaction. The balance
 * update is conditional (`blance >= amount`) and locks the member's row until commit, so the count of waiting
 * withdrawals taken after it sees every other withdrawal of that member that committed first (READ COMMITTED: a new
 * snapshot per statement; the embedded engine runs one transaction at a time): at most WITHDRAWAL_PENDING_MAX wait,
 * whatever the parallelism. A refusal rolls everything back: balance and ledger untouched.
 */
export async function withdraw(
  db: Kysely<Database>,
  userId: number,
  amountFen: number,
  w: { type: 1 | 2; identity: string; name: string },
): Promise<WithdrawOutcome> {
  return db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .updateTable('member_user')
        .set({ blance: sql<number>`blance - ${amountFen}` })
        .where('memberuser_id', '=', userId)
        .where('blance', '>=', amountFen)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return 'insufficient' as const;
      if (!withdrawalPendingRoom(await pendingWithdrawals(trx, userId))) throw new Refused();
      const row = await trx
        .insertInto('withdraw')
        .values({ memberuser_id: userId, price: amountFen, type: w.type, identity: w.identity, name: w.name, remark: '待处理' })
        .returning('withdraw_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wallet_ledger')
        .values({ memberuser_id: userId, kind: 'withdraw', amount: -amountFen, withdraw_id: row.withdraw_id, remark: w.type === 1 ? '微信提现' : '支付宝提现' })
        .execute();
      return { withdrawId: row.withdraw_id };
    })
    .catch((err: unknown) => {
      if (err instanceof Refused) return 'too-many-pending' as const;
      throw err;
    });
}

export type NewOrder = Insertable<Database['vippay']>;

/**
 * A `vippay` row that is an open unpaid order (gaokao-domain `cardOrderState` 'open'): awaiting payment, neither
 * superseded nor cancelled (`superseded_time`), created within `ORDER_LIMITS.unpaidWindowHours` by the database's
 * clock. What the unpaid cap counts (reserveOrder) and what `unpaidList` lists; written once so the two agree.
 */
const OPEN_UNPAID = sql<SqlBool>`(pay_status = ${sql.lit(PAY_STATUS.awaiting)} AND superseded_time IS NULL AND create_time > now() - make_interval(hours => ${sql.lit(ORDER_LIMITS.unpaidWindowHours)}))`;

/**
 * Inserts an unpaid order if the member's order caps allow it (gaokao-domain's checkOrderCreation: open unpaid orders
 * of the last 2 hours, orders of the last hour). `replaces`: the member's earlier unpaid order of the same purchase
 * (the page sends it when the family switches the payment method or comes back to the purchase); it is marked
 * superseded in the same transaction, before the count, so switching never piles up open orders (cancelOrder closes an
 * order the same way, at the member's request). A superseded order stays unpaid (pay_status 1): a payment that still
 * arrives for it is applied like any other (applyPayment, exactly once), and the reconciler keeps asking about it. An
 * id that is not the member's own open order replaces nothing. The member's row is locked first (`FOR UPDATE`), so
 * parallel creations of one member are counted one after another and the caps hold exactly on PostgreSQL; the embedded
 * engine runs one transaction at a time. A refusal rolls everything back (the replaced order stays open). Times are the
 * database's (`create_time` defaults to its now()).
 */
export async function reserveOrder(
  db: Kysely<Database>,
  order: NewOrder,
  replaces?: number,
): Promise<{ ok: true; vippayId: number } | { ok: false; message: string }> {
  return db
    .transaction()
    .execute(async (trx) => {
      await trx.selectFrom('member_user').select('memberuser_id').where('memberuser_id', '=', order.memberuser_id).forUpdate().executeTakeFirstOrThrow();
      if (replaces !== undefined) {
        await trx
          .updateTable('vippay')
          .set({ superseded_time: sql<Date>`now()` })
          .where('vippay_id', '=', replaces)
          .where('memberuser_id', '=', order.memberuser_id)
          .where('pay_status', '=', PAY_STATUS.awaiting)
          .where('superseded_time', 'is', null)
          .execute();
      }
      const window = sql`make_interval(hours => ${sql.lit(Math.max(ORDER_LIMITS.unpaidWindowHours, 1))})`;
      const counts = await trx
        .selectFrom('vippay')
        .select([
          sql<string>`count(*) FILTER (WHERE ${OPEN_UNPAID})`.as('unpaid'),
          sql<string>`count(*) FILTER (WHERE create_time > now() - interval '1 hour')`.as('hour'),
        ])
        .where('memberuser_id', '=', order.memberuser_id)
        .where('create_time', '>', sql<Date>`now() - ${window}`)
        .executeTakeFirstOrThrow();
      const check = checkOrderCreation({ unpaidRecent: Number(counts.unpaid), createdLastHour: Number(counts.hour) });
      if (!check.ok) throw new OrderRefused(check.message);
      const row = await trx.insertInto('vippay').values(order).returning('vippay_id').executeTakeFirstOrThrow();
      return { ok: true as const, vippayId: row.vippay_id };
    })
    .catch((err: unknown) => {
      if (err instanceof OrderRefused) return { ok: false as const, message: err.message };
      throw err;
    });
}

class OrderRefused extends Error {}

/** A member's open unpaid orders, newest first: the ones the unpaid cap counts, which the member may cancel. */
export async function openUnpaidOrders(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('vippay')
    .select(['vippay_id', 'num', 'price', 'pay_type', 'create_time'])
    .where('memberuser_id', '=', userId)
    .where(OPEN_UNPAID)
    .orderBy('vippay_id', 'desc')
    // The cap keeps these at ORDER_LIMITS.unpaidMax; the limit only bounds the answer.
    .limit(100)
    .execute();
}

export type CancelOutcome = 'cancelled' | 'not-found' | Exclude<CardOrderState, 'open'>;

/**
 * Cancels one of the member's own open unpaid orders: sets its `superseded_time` (the column a superseding order
 * sets: the cap stops counting it at once), in one transaction. The order's row is locked first (`FOR UPDATE`, as
 * applyPayment locks it), so a cancel and a payment notification for the same order run one after the other; its
 * state is read with the database's now() and judged by gaokao-domain's `cardOrderState`, and the update is still
 * conditional (unpaid, not closed). Another member's order is 'not-found' and stays as it was. A cancelled order keeps
 * pay_status 1: a payment that still arrives for it is applied exactly once, like any order (applyPayment).
 */
export async function cancelOrder(db: Kysely<Database>, userId: number, vippayId: number): Promise<CancelOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('vippay')
      .select(['pay_status', 'superseded_time', 'create_time', sql<Date>`now()`.as('now')])
      .where('vippay_id', '=', vippayId)
      .where('memberuser_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return 'not-found' as const;
    const state = cardOrderState(
      { payStatus: order.pay_status, closedTime: order.superseded_time ? new Date(order.superseded_time) : null, createTime: new Date(order.create_time) },
      new Date(order.now),
    );
    if (state !== 'open') return state;
    const done = await trx
      .updateTable('vippay')
      .set({ superseded_time: sql<Date>`now()` })
      .where('vippay_id', '=', vippayId)
      .where('memberuser_id', '=', userId)
      .where('pay_status', '=', PAY_STATUS.awaiting)
      .where('superseded_time', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1 ? ('cancelled' as const) : ('closed' as const);
  });
}

export type ActivateOutcome = 'activated' | 'wrong' | 'used' | 'void' | 'expired';

/**
 * Activates a card exactly once (conditional update) and extends the activating member's VIP by one calendar year in
 * China time (gaokao-domain's vipExpiryAfterCards, from the database's now(), under the member's row lock). A card of
 * a console batch must also not be voided nor past its batch's validity; the same conditional update checks both, so
 * an operator voiding a card and a member activating it at the same moment: one of the two wins.
 */
export async function activateCard(db: Kysely<Database>, userId: number, cardNo: string, cardPassword: string): Promise<ActivateOutcome> {
  return db.transaction().execute(async (trx) => {
    const card = await trx.selectFrom('vip_card').select(['card_id', 'card_password', 'active_status']).where('card_no', '=', cardNo).executeTakeFirst();
    const a = Buffer.from(card?.card_password ?? '');
    const b = Buffer.from(cardPassword);
    const match = card !== undefined && a.length === b.length && crypto.timingSafeEqual(a, b);
    if (!card || !match) return 'wrong' as const;
    const done = await trx
      .updateTable('vip_card')
      .set({ active_status: CARD_STATUS.active, active_user_id: userId, active_time: sql<Date>`now()` })
      .where('card_id', '=', card.card_id)
      .where('active_status', '=', CARD_STATUS.inactive)
      .where('void_time', 'is', null)
      .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const now = await trx.selectFrom('vip_card').select(['active_status', 'void_time', sql<boolean>`expire_time IS NOT NULL AND expire_time <= now()`.as('expired')]).where('card_id', '=', card.card_id).executeTakeFirstOrThrow();
      if (now.active_status === CARD_STATUS.active) return 'used' as const;
      return now.void_time ? ('void' as const) : now.expired ? ('expired' as const) : ('used' as const);
    }
    // The member's row is locked before its expiry is read, so two cards activated at once both count.
    const member = await trx
      .selectFrom('member_user')
      .select(['vip_expire_time', sql<Date>`now()`.as('now')])
      .where('memberuser_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const expiry = vipExpiryAfterCards(member.vip_expire_time ? new Date(member.vip_expire_time) : null, new Date(member.now));
    await trx
      .updateTable('member_user')
      .set({
        // An activated card makes a member VIP; agents stay agents.
        role: sql<number>`CASE WHEN role = ${sql.lit(ROLE.agent)} THEN ${sql.lit(ROLE.agent)} ELSE ${sql.lit(ROLE.vip)} END`,
        vip_expire_time: expiry,
        update_time: sql<Date>`now()`,
      })
      .where('memberuser_id', '=', userId)
      .execute();
    return 'activated' as const;
  });
}

export type ReconcileOutcome = PaidOutcome | 'unpaid' | 'unsupported' | 'not-found';

/**
 * Recovers a lost notification: asks the order's provider and applies a paid answer through applyPayment (same
 * checks, same exactly-once key). For an operator or a scheduled job; the page's poll never calls it.
 */
export async function reconcileOrder(db: Kysely<Database>, payments: Payments, vippayId: number): Promise<ReconcileOutcome> {
  const order = await db.selectFrom('vippay').select(['out_trade_no', 'pay_type', 'pay_status']).where('vippay_id', '=', vippayId).executeTakeFirst();
  if (!order) return 'not-found';
  if (order.pay_status === PAY_STATUS.paid) return 'already-paid';
  const channel: Channel = payChannelOf(order.pay_type);
  const provider = payments[channel];
  // A channel that is not configured (real mode without its variables) cannot be asked.
  if (!provider) return 'unsupported';
  const paid = await provider.queryOrder(order.out_trade_no);
  if (!paid) return 'unpaid';
  if (paid.outTradeNo !== order.out_trade_no) return 'refused';
  return applyPayment(db, channel, paid);
}
