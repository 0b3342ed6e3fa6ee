import {
  MSG,
  PAY_STATUS,
  ROLE,
  WITHDRAW_STATUS,
  WITHDRAWAL_TYPE,
  cardPrice,
  checkOrderCancel,
  normalizeCardInput,
  validateCardActivation,
  validateCardQuantity,
  validateWithdrawal,
} from 'gaokao-domain';
import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, STATUS_RATE_LIMITED } from 'gaokao-contract';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../http/register';
import type { AuthedUser } from '../http/auth';
import { ApiError, ok } from '../http/reply';
import { activateCard, cancelOrder, newOutTradeNo, openUnpaidOrders, reserveOrder, withdraw } from './service';
import { ORDER_SUBJECT } from './config';
import { PAY_TYPE, type Channel, type Payments } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Wrong card code or password attempts per member per hour. */
const CARD_FAILS_PER_HOUR = 10;

const me = (u: AuthedUser | null) => u!.memberuser_id;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

async function createOrder(req: FastifyRequest, user: AuthedUser, num: number, channel: Channel, replaces?: number) {
  const check = validateCardQuantity(num);
  if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
  const provider = req.server.payments[channel];
  if (!provider) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.channelClosed);
  const { db, now } = req.server.ctx;
  const buyer = await db
    .selectFrom('member_user')
    .select(['role', 'vip_price', 'san_zhekou', 'liu_zhekou', 'daili_zhekou'])
    .where('memberuser_id', '=', user.memberuser_id)
    .executeTakeFirstOrThrow();
  const price = cardPrice({
    quantity: num,
    unitPriceFen: Number(buyer.vip_price),
    san_zhekou: buyer.san_zhekou,
    liu_zhekou: buyer.liu_zhekou,
    daili_zhekou: buyer.daili_zhekou,
    isAgent: buyer.role === ROLE.agent,
  });
  if (price.totalFen <= 0) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.orderAmount);
  const outTradeNo = newOutTradeNo(now());
  // The caps on unpaid orders and orders per hour are counted and the row inserted under the member's row lock
  // (service.ts), before the provider is called: a refused order costs no provider call and leaves no row.
  const reserved = await reserveOrder(db, {
    memberuser_id: user.memberuser_id,
    num,
    price: price.totalFen,
    unit_price: price.unitFen,
    discount: String(price.discountTenths),
    pay_type: PAY_TYPE[channel],
    out_trade_no: outTradeNo,
  }, replaces);
  if (!reserved.ok) throw new ApiError(STATUS_BAD_REQUEST, reserved.message);
  const order = { vippay_id: reserved.vippayId };
  let codeUrl: string;
  try {
    ({ codeUrl } = await provider.createOrder({ outTradeNo, amountFen: price.totalFen, subject: ORDER_SUBJECT, origin: req.server.publicOrigin() }));
  } catch (err) {
    req.log.warn({ err: { message: (err as Error).message }, channel }, 'payment provider refused the order');
    throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.orderFailed);
  }
  await db.updateTable('vippay').set({ code_url: codeUrl }).where('vippay_id', '=', order.vippay_id).execute();
  return ok({ vippay_id: order.vippay_id, code_url: codeUrl, price: price.totalFen, num, discount: price.discountTenths, pay_type: PAY_TYPE[channel] });
}

async function ownOrder(req: FastifyRequest, userId: number, vippayId: number) {
  const order = await req.server.ctx.db
    .selectFrom('vippay')
    .selectAll()
    .where('vippay_id', '=', vippayId)
    .where('memberuser_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.orderNotFound);
  return order;
}

async function doWithdraw(req: FastifyRequest, userId: number, input: { price: string; type: 1 | 2; identity?: string; name?: string }) {
  const { db } = req.server.ctx;
  // One statement, one snapshot: balance and waiting withdrawals change together, so the message matches one state.
  const u = await db
    .selectFrom('member_user')
    .select((eb) => [
      'blance',
      'openid',
      eb
        .selectFrom('withdraw')
        .select((w) => w.fn.countAll<string>().as('n'))
        .where('withdraw.memberuser_id', '=', userId)
        .where('withdraw.status', '=', WITHDRAW_STATUS.pending)
        .as('pending'),
    ])
    .where('memberuser_id', '=', userId)
    .executeTakeFirstOrThrow();
  const pending = Number(u.pending ?? 0);
  const check = validateWithdrawal({
    amountYuan: input.price,
    balanceFen: Number(u.blance),
    type: input.type,
    alipayAccount: input.identity,
    alipayName: input.name,
    wechatBound: (u.openid ?? '') !== '',
    pendingCount: pending,
  });
  if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
  // What was read above only orders the messages; the conditional update and the count under the member's row lock
  // decide (service.ts), so parallel requests cannot slip past either.
  const outcome = await withdraw(db, userId, check.amountFen, { type: input.type, identity: input.identity?.trim() ?? '', name: input.name?.trim() ?? '' });
  if (outcome === 'insufficient') throw new ApiError(STATUS_BAD_REQUEST, MSG.insufficientBalance);
  if (outcome === 'too-many-pending') throw new ApiError(STATUS_BAD_REQUEST, MSG.withdrawPendingTooMany);
  return ok({ withdraw_id: outcome.withdrawId, price: check.amountFen, status: WITHDRAW_STATUS.pending }, MSG.withdrawDone);
}

const pageOf = (p: { page: number; limit: number }) => ({ limit: p.limit, offset: (Math.max(1, p.page) - 1) * p.limit });

export const moneyHandlers: Handlers = {
  wxCreateOrder: async (input, req, user) => createOrder(req, user!, input.num, 'wxpay', input.replaces),
  aliCreateOrder: async (input, req, user) => createOrder(req, user!, input.num, 'alipay', input.replaces),

  // The browser polls this every second: it reads our own database only.
  wxPollOrder: async (input, req, user) => {
    const o = await ownOrder(req, me(user), input.vippay_id);
    return ok({ vippay_id: o.vippay_id, pay_status: o.pay_status, pay_time: iso(o.pay_time) });
  },

  activeListNo: async (input, req, user) => {
    const o = await ownOrder(req, me(user), input.vippay_id);
    const cards = await req.server.ctx.db
      .selectFrom('vip_card')
      .select(['card_no', 'card_password', 'active_status', 'create_time'])
      .where('vippay_id', '=', o.vippay_id)
      .orderBy('card_id')
      .execute();
    return ok({ total: cards.length, data: cards.map((c) => ({ ...c, create_time: iso(c.create_time) })) });
  },

  vippayIndex: async (input, req, user) => {
    const { db } = req.server.ctx;
    const { limit, offset } = pageOf(input);
    const where = db.selectFrom('vippay').where('memberuser_id', '=', me(user)).where('pay_status', '=', PAY_STATUS.paid);
    const total = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await where
      .select(['vippay_id', 'num', 'price', 'pay_type', 'pay_status', 'pay_time', 'create_time'])
      .orderBy('vippay_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return ok({ total: Number(total.n), data: rows.map((r) => ({ ...r, pay_time: iso(r.pay_time), create_time: iso(r.create_time) })) });
  },

  activeRecord: async (_input, req, user) => {
    const rows = await req.server.ctx.db
      .selectFrom('vip_card')
      .select(['card_no', 'active_status', 'active_time', 'create_time'])
      .where('active_user_id', '=', me(user))
      .orderBy('active_time', 'desc')
      .limit(200)
      .execute();
    return ok({ total: rows.length, data: rows.map((r) => ({ ...r, active_time: iso(r.active_time), create_time: iso(r.create_time) })) });
  },

  ruzhangList: async (input, req, user) => {
    const { db } = req.server.ctx;
    const { limit, offset } = pageOf(input);
    const where = db.selectFrom('wallet_ledger').where('wallet_ledger.memberuser_id', '=', me(user)).where('kind', '=', 'income');
    const total = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await where
      .leftJoin('member_user', 'member_user.memberuser_id', 'wallet_ledger.from_user_id')
      .select(['wallet_ledger.ledger_id', 'wallet_ledger.amount', 'wallet_ledger.remark', 'wallet_ledger.create_time', 'member_user.code', 'member_user.phone'])
      .orderBy('wallet_ledger.ledger_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return ok({
      total: Number(total.n),
      data: rows.map((r) => ({
        id: r.ledger_id,
        code: r.code ?? '',
        phone: r.phone ? `${r.phone.slice(0, 3)}****${r.phone.slice(-4)}` : '',
        price: Number(r.amount),
        remark: r.remark,
        create_time: iso(r.create_time),
      })),
    });
  },

  zhichuRecord: async (input, req, user) => {
    const { db } = req.server.ctx;
    const { limit, offset } = pageOf(input);
    const where = db.selectFrom('vippay').where('memberuser_id', '=', me(user)).where('pay_status', '=', PAY_STATUS.paid);
    const total = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await where.select(['vippay_id', 'num', 'price', 'pay_type', 'pay_time']).orderBy('vippay_id', 'desc').limit(limit).offset(offset).execute();
    return ok({
      total: Number(total.n),
      data: rows.map((r) => ({ vippay_id: r.vippay_id, num: r.num, price: Number(r.price), pay_type: r.pay_type, create_time: iso(r.pay_time) })),
    });
  },

  // The orders the unpaid cap counts, so a member locked out by it can see and close them.
  unpaidList: async (_input, req, user) => {
    const rows = await openUnpaidOrders(req.server.ctx.db, me(user));
    return ok({
      total: rows.length,
      data: rows.map((r) => ({ vippay_id: r.vippay_id, num: r.num, price: Number(r.price), pay_type: r.pay_type, create_time: iso(r.create_time) })),
    });
  },

  cancelOrder: async (input, req, user) => {
    const outcome = await cancelOrder(req.server.ctx.db, me(user), input.vippay_id);
    // Another member's order answers as if it did not exist (SECURITY.md, access control).
    if (outcome === 'not-found') throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.orderNotFound);
    if (outcome !== 'cancelled') {
      const check = checkOrderCancel(outcome);
      throw new ApiError(STATUS_BAD_REQUEST, check.ok ? SERVER_MSG.badRequest : check.message);
    }
    return ok({ vippay_id: input.vippay_id }, MSG.orderCancelDone);
  },

  withdrawList: async (input, req, user) => {
    const { db } = req.server.ctx;
    const { limit, offset } = pageOf(input);
    const where = db.selectFrom('withdraw').where('memberuser_id', '=', me(user));
    const total = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await where
      .select(['withdraw_id', 'price', 'type', 'status', 'remark', 'create_time'])
      .orderBy('withdraw_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return ok({ total: Number(total.n), data: rows.map((r) => ({ ...r, price: Number(r.price), create_time: iso(r.create_time) })) });
  },

  wxWithdraw: async (input, req, user) => doWithdraw(req, me(user), { price: input.price, type: WITHDRAWAL_TYPE.wechat }),
  aliWithdraw: async (input, req, user) =>
    doWithdraw(req, me(user), { price: input.price, type: WITHDRAWAL_TYPE.alipay, identity: input.identity, name: input.name }),

  cardActive: async (input, req, user) => {
    const check = validateCardActivation({ cardNo: input.card_no, cardPassword: input.card_password });
    if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
    // Codes and passwords carry 70 and 60 random bits; the limit still keeps guessing from being free. Every attempt
    // is counted (atomically) before the database is asked, so parallel guesses cannot all slip past a check made
    // before any of them was counted; a correct activation clears the count.
    const { limiter } = req.server.ctx;
    const failKey = `card:fail:${me(user)}`;
    const attempt = await limiter.hit(failKey, CARD_FAILS_PER_HOUR, 3600_000);
    if (!attempt.ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
    // Codes and passwords are made of upper-case letters and digits only: a hand-typed lower case (or full-width) one is
    // the same card (gaokao-domain normalizeCardInput).
    const outcome = await activateCard(req.server.ctx.db, me(user), normalizeCardInput(input.card_no), normalizeCardInput(input.card_password));
    if (outcome === 'wrong') throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.cardWrong);
    if (outcome === 'used') throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.cardUsed);
    if (outcome === 'void') throw new ApiError(STATUS_BAD_REQUEST, MSG.cardVoided);
    if (outcome === 'expired') throw new ApiError(STATUS_BAD_REQUEST, MSG.cardExpired);
    await limiter.reset(failKey);
    const u = await req.server.ctx.db.selectFrom('member_user').select(['role', 'vip_expire_time']).where('memberuser_id', '=', me(user)).executeTakeFirstOrThrow();
    return ok({ role: u.role, vip_expire_time: iso(u.vip_expire_time) }, MSG.activateDone);
  },
};

