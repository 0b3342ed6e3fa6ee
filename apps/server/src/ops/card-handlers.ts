import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, type OpsCard, type OpsCardBatch } from 'gaokao-contract';
import { cardStateLabel } from 'gaokao-domain';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { timeFields } from '../lib/china-time';
import { batchForExport, issueCardBatch, listCardBatches, listCards, stateOf, voidCard, type BatchRow, type CardRow } from './cards';
import { csvText } from './csv';
import { actorOf, operatorOf } from './operator-of';
import { writeAudit } from './operators';

/** 卡密管理 of the console: issue a batch, list batches and cards, void an unused card, export a batch as CSV. */

function batchWire(b: BatchRow): OpsCardBatch {
  return { ...b, expire_time: timeFields(b.expire_time)!, create_time: timeFields(b.create_time)! };
}

function cardWire(c: CardRow, now: Date): OpsCard {
  return {
    card_id: c.card_id,
    card_no: c.card_no,
    batch_id: c.batch_id,
    state: stateOf(c, now),
    active_user_id: c.active_user_id,
    active_time: timeFields(c.active_time),
    void_time: timeFields(c.void_time),
    expire_time: timeFields(c.expire_time),
    create_time: timeFields(c.create_time)!,
  };
}

const CSV_HEADER = ['批次', '卡号', '卡密', '状态', '激活截止(北京时间)', '发行时间(北京时间)', '激活截止(UTC)'];

export const cardHandlers: Handlers = {
  opsCardBatches: async (input, req) => {
    operatorOf(req);
    const { total, rows } = await listCardBatches(req.server.ctx.db, { page: input.page, limit: input.limit }, req.server.ctx.now());
    return ok({ total, data: rows.map(batchWire) });
  },

  opsCardIssue: async (input, req) => {
    const batch = await issueCardBatch(req.server.ctx.db, { count: input.count, validDays: input.valid_days, note: input.note ?? '' }, actorOf(req), req.server.ctx.now());
    return ok(batchWire(batch));
  },

  opsCards: async (input, req) => {
    operatorOf(req);
    const now = req.server.ctx.now();
    const { total, rows } = await listCards(req.server.ctx.db, { batchId: input.batch_id, cardNo: input.card_no?.trim().toUpperCase(), state: input.state, page: input.page, limit: input.limit }, now);
    return ok({ total, data: rows.map((c) => cardWire(c, now)) });
  },

  opsCardVoid: async (input, req) => {
    const now = req.server.ctx.now();
    const done = await voidCard(req.server.ctx.db, input.card_no, actorOf(req), now);
    if (!done.ok) {
      if ('message' in done) throw new ApiError(STATUS_BAD_REQUEST, done.message);
      throw done.reason === 'not-found' ? new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound) : new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.opsCardNotIssued);
    }
    return ok(cardWire(done.card, now));
  },

  opsCardsCsv: async (input, req, _user, reply) => {
    const actor = actorOf(req);
    const now = req.server.ctx.now();
    const found = await batchForExport(req.server.ctx.db, input.batch_id, now);
    if (!found) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    const { batch, cards } = found;
    const body = csvText(
      CSV_HEADER,
      cards.map((c) => [batch.batch_id, c.card_no, c.card_password, cardStateLabel(stateOf(c, now)), timeFields(c.expire_time)?.china ?? '', timeFields(c.create_time)!.china, c.expire_time?.toISOString() ?? '']),
    );
    // Card passwords leave the system: who took which batch is recorded (the codes are not).
    await writeAudit(req.server.ctx.db, actor, 'card.export', `card-batch:${batch.batch_id}`, null, { batch_id: batch.batch_id, rows: cards.length });
    return reply!
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cards-${batch.batch_id}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  },
};
