import { sql, type Kysely } from 'kysely';
import { CARD_STATUS, cardState, checkCardVoid, type CardState } from 'gaokao-domain';
import type { Database } from '../db/types';
import { CARD_INSERT_CHUNK, newCardCode } from '../money/service';
import { writeAudit, type Actor } from './operators';

/**
 * Card batches of the operator console (an offline sale): the cards are `vip_card` rows made by the same generator as
 * a paid order's (money/service.ts newCardCode) and activated by the same member call (`cardActive`). A batch card
 * may be activated until its batch's `expire_time`; an operator may void one nobody has activated. Each action writes
 * its audit row in its own transaction; no password is ever written to the audit table.
 */

type Db = Kysely<Database>;

export interface BatchRow {
  batch_id: number;
  count: number;
  valid_days: number;
  expire_time: Date;
  note: string;
  operator_name: string;
  create_time: Date;
  states: Record<CardState, number>;
}

export interface CardRow {
  card_id: number;
  card_no: string;
  batch_id: number | null;
  active_status: number;
  active_user_id: number | null;
  active_time: Date | null;
  void_time: Date | null;
  expire_time: Date | null;
  create_time: Date;
}

const date = (d: Date | null) => (d ? new Date(d) : null);

/** A card's state (gaokao-domain cardState) from its row. */
export function stateOf(c: Pick<CardRow, 'active_status' | 'void_time' | 'expire_time'>, now: Date): CardState {
  return cardState({ activeStatus: c.active_status, voidTime: c.void_time, expireTime: c.expire_time }, now);
}

/**
 * Issues `count` cards to be activated within `validDays` days from now: the batch row, its cards (500 per insert) and
 * the audit row (`card.issue`, the batch without any code), in one transaction.
 */
export async function issueCardBatch(db: Db, input: { count: number; validDays: number; note: string }, actor: Actor, now: Date): Promise<BatchRow> {
  const expire = new Date(now.getTime() + input.validDays * 86_400_000);
  const batchId = await db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('card_batch')
      .values({ count: input.count, valid_days: input.validDays, expire_time: expire, note: input.note, operator_id: actor.operatorId, operator_name: actor.name })
      .returning(['batch_id'])
      .executeTakeFirstOrThrow();
    for (let start = 0; start < input.count; start += CARD_INSERT_CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(input.count, start + CARD_INSERT_CHUNK); i++) rows.push({ batch_id: batch.batch_id, expire_time: expire, ...newCardCode() });
      await trx.insertInto('vip_card').values(rows).execute();
    }
    await writeAudit(trx, actor, 'card.issue', `card-batch:${batch.batch_id}`, null, {
      batch_id: batch.batch_id,
      count: input.count,
      valid_days: input.validDays,
      expire_time: expire.toISOString(),
      note: input.note,
    });
    return batch.batch_id;
  });
  const row = (await listCardBatches(db, { batchId, page: 1, limit: 1 }, now)).rows[0];
  if (!row) throw new Error(`card batch ${batchId} not found after its insert`);
  return row;
}

/** Batches, newest first, each with its cards counted by state at `now`. */
export async function listCardBatches(db: Db, q: { batchId?: number; page: number; limit: number }, now: Date): Promise<{ total: number; rows: BatchRow[] }> {
  let base = db.selectFrom('card_batch');
  if (q.batchId !== undefined) base = base.where('card_batch.batch_id', '=', q.batchId);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const active = sql.lit(CARD_STATUS.active);
  const inactive = sql.lit(CARD_STATUS.inactive);
  const rows = await base
    .leftJoin('vip_card', 'vip_card.batch_id', 'card_batch.batch_id')
    .select([
      'card_batch.batch_id',
      'card_batch.count',
      'card_batch.valid_days',
      'card_batch.expire_time',
      'card_batch.note',
      'card_batch.operator_name',
      'card_batch.create_time',
      // The domain's cardState, counted: activation first, then void, then expiry.
      sql<string>`count(vip_card.card_id) FILTER (WHERE vip_card.active_status = ${active})`.as('n_active'),
      sql<string>`count(vip_card.card_id) FILTER (WHERE vip_card.active_status = ${inactive} AND vip_card.void_time IS NOT NULL)`.as('n_void'),
      sql<string>`count(vip_card.card_id) FILTER (WHERE vip_card.active_status = ${inactive} AND vip_card.void_time IS NULL AND vip_card.expire_time <= ${now})`.as('n_expired'),
      sql<string>`count(vip_card.card_id) FILTER (WHERE vip_card.active_status = ${inactive} AND vip_card.void_time IS NULL AND (vip_card.expire_time IS NULL OR vip_card.expire_time > ${now}))`.as('n_inactive'),
    ])
    .groupBy('card_batch.batch_id')
    .orderBy('card_batch.batch_id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      batch_id: r.batch_id,
      count: r.count,
      valid_days: r.valid_days,
      expire_time: new Date(r.expire_time),
      note: r.note,
      operator_name: r.operator_name,
      create_time: new Date(r.create_time),
      states: { inactive: Number(r.n_inactive), active: Number(r.n_active), void: Number(r.n_void), expired: Number(r.n_expired) },
    })),
  };
}

export interface CardFilter {
  batchId?: number | undefined;
  /** The start of a card code (case as printed). */
  cardNo?: string | undefined;
  state?: CardState | undefined;
  page: number;
  limit: number;
}

const CARD_COLUMNS = ['card_id', 'card_no', 'batch_id', 'active_status', 'active_user_id', 'active_time', 'void_time', 'expire_time', 'create_time'] as const;

/** Cards of the console's batches (never a purchased card), newest first; no passwords. */
export async function listCards(db: Db, f: CardFilter, now: Date): Promise<{ total: number; rows: CardRow[] }> {
  let base = db.selectFrom('vip_card').where('batch_id', 'is not', null);
  if (f.batchId !== undefined) base = base.where('batch_id', '=', f.batchId);
  if (f.cardNo) base = base.where('card_no', 'like', `${f.cardNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.state === 'active') base = base.where('active_status', '=', CARD_STATUS.active);
  else if (f.state) {
    base = base.where('active_status', '=', CARD_STATUS.inactive);
    if (f.state === 'void') base = base.where('void_time', 'is not', null);
    else {
      base = base.where('void_time', 'is', null);
      base = f.state === 'expired' ? base.where('expire_time', '<=', now) : base.where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', now)]));
    }
  }
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(CARD_COLUMNS)
    .orderBy('card_id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total.n), rows: rows.map(cardOf) };
}

function cardOf(r: Omit<CardRow, 'card_id'> & { card_id: number }): CardRow {
  return { ...r, active_time: date(r.active_time), void_time: date(r.void_time), expire_time: date(r.expire_time), create_time: new Date(r.create_time) };
}

export type VoidOutcome = { ok: true; card: CardRow } | { ok: false; reason: 'not-found' | 'not-issued' } | { ok: false; reason: 'refused'; message: string };

/**
 * Voids a card of a console batch that nobody has activated (gaokao-domain checkCardVoid: 该卡已被激活，不能作废 /
 * 该卡已作废). The update is conditional on the card being unactivated and not voided, so a member activating it at the
 * same moment and the operator voiding it: exactly one wins. A purchased card is a member's and is not voided here.
 * One audit row (`card.void`, the state before and after).
 */
export async function voidCard(db: Db, cardNo: string, actor: Actor, now: Date): Promise<VoidOutcome> {
  return db.transaction().execute(async (trx): Promise<VoidOutcome> => {
    const card = await trx.selectFrom('vip_card').select(CARD_COLUMNS).where('card_no', '=', cardNo).executeTakeFirst();
    if (!card) return { ok: false, reason: 'not-found' };
    if (card.batch_id === null) return { ok: false, reason: 'not-issued' };
    const before = stateOf(cardOf(card), now);
    const check = checkCardVoid(before);
    if (!check.ok) return { ok: false, reason: 'refused', message: check.message };
    const done = await trx
      .updateTable('vip_card')
      .set({ void_time: now })
      .where('card_id', '=', card.card_id)
      .where('active_status', '=', CARD_STATUS.inactive)
      .where('void_time', 'is', null)
      .returning(CARD_COLUMNS)
      .executeTakeFirst();
    if (!done) {
      // Activated or voided between the read and the update: the answer for what it is now.
      const nowRow = await trx.selectFrom('vip_card').select(CARD_COLUMNS).where('card_id', '=', card.card_id).executeTakeFirstOrThrow();
      const again = checkCardVoid(stateOf(cardOf(nowRow), now));
      return { ok: false, reason: 'refused', message: again.ok ? '' : again.message };
    }
    const after = cardOf(done);
    await writeAudit(trx, actor, 'card.void', `card:${card.card_no}`, { batch_id: card.batch_id, state: before }, { batch_id: card.batch_id, state: 'void', void_time: now.toISOString() });
    return { ok: true, card: after };
  });
}

/** One batch's cards with their passwords, oldest first, for the CSV of an offline sale; null for an unknown batch. */
export async function batchForExport(db: Db, batchId: number, now: Date): Promise<{ batch: BatchRow; cards: (CardRow & { card_password: string })[] } | null> {
  const batch = (await listCardBatches(db, { batchId, page: 1, limit: 1 }, now)).rows[0];
  if (!batch) return null;
  const cards = await db
    .selectFrom('vip_card')
    .select([...CARD_COLUMNS, 'card_password'])
    .where('batch_id', '=', batchId)
    .orderBy('card_id', 'asc')
    .execute();
  return { batch, cards: cards.map((c) => ({ ...cardOf(c), card_password: c.card_password })) };
}
