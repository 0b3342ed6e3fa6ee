import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { MSG, ORDER_LIMITS, WITHDRAWAL_PENDING_MAX, addCalendarYears } from 'gaokao-domain';
import { markWithdrawalPaid } from '../src/ops/admin';
import { call, smsLogin, type TestServer } from './helpers';
import type { SandboxProvider } from '../src/money/provider';

type Page<T> = { total: number; data: T[] };
type Card = { card_no: string; card_password: string; active_status: number };

/** A signed-in member invited by another one (pid set from the inviter's referral code at first login). */
export async function invitedBuyer(s: TestServer) {
  const inviter = await smsLogin(s);
  const { code } = await s.handle.db.selectFrom('member_user').select('code').where('memberuser_id', '=', inviter.id).executeTakeFirstOrThrow();
  const buyer = await smsLogin(s, undefined, code);
  return { inviter, buyer };
}

export async function balanceOf(s: TestServer, id: number): Promise<number> {
  const r = await s.handle.db.selectFrom('member_user').select('blance').where('memberuser_id', '=', id).executeTakeFirstOrThrow();
  return Number(r.blance);
}

export async function ledgerSum(s: TestServer, id: number): Promise<number> {
  const rows = await s.handle.db.selectFrom('wallet_ledger').select('amount').where('memberuser_id', '=', id).execute();
  return rows.reduce((a, r) => a + Number(r.amount), 0);
}

/** Creates an order through the call and pays it through the sandbox page (the same notify route as real payments). */
export async function buyCards(s: TestServer, token: string, num: number, path = '/api/WxPay/pc_create_order') {
  const created = await call(s.app, path, { num }, { token });
  expect(created.status).toBe(200);
  const order = created.data as { vippay_id: number; code_url: string; price: number };
  const url = new URL(order.code_url);
  const paid = await s.app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: `order=${url.searchParams.get('order')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.body).toContain('支付成功');
  const cards = await call(s.app, '/api/Financial.Vippay/activeListNo', { vippay_id: order.vippay_id }, { token });
  return { order, cards: (cards.data as Page<Card>).data };
}

/** Binds a WeChat identity to a member as the binding callback does (accounts/wechat-bind.ts): type-1 withdrawals need one. */
export async function bindWechat(s: TestServer, id: number): Promise<void> {
  await s.handle.db.updateTable('member_user').set({ openid: `oTEST${id}` }).where('memberuser_id', '=', id).execute();
}

/** Every withdrawal row and ledger row of a member: what a refused request must leave as it was. */
export async function moneyRows(s: TestServer, id: number) {
  const withdrawals = await s.handle.db.selectFrom('withdraw').select(['withdraw_id', 'price', 'status']).where('memberuser_id', '=', id).orderBy('withdraw_id').execute();
  const ledger = await s.handle.db.selectFrom('wallet_ledger').select(['ledger_id', 'amount']).where('memberuser_id', '=', id).orderBy('ledger_id').execute();
  return { balance: await balanceOf(s, id), withdrawals, ledger };
}

async function outTradeNo(s: TestServer, vippayId: number) {
  const o = await s.handle.db.selectFrom('vippay').select(['out_trade_no', 'price']).where('vippay_id', '=', vippayId).executeTakeFirstOrThrow();
  return { no: o.out_trade_no, price: Number(o.price) };
}

/** Money calls on one engine. */
export function defineMoneySuite(get: () => TestServer) {
  describe('card orders (sandbox provider)', () => {
    it('given a WeChat order of 3 cards, should price it at san_zhekou, stay unpaid until the notification, then make 3 cards and pay the inviter 10 %', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      const created = await call(s.app, '/api/WxPay/pc_create_order', { num: 3 }, { token: buyer.token });
      expect(created).toMatchObject({ status: 200, data: { price: 36800 * 3 * 0.9, num: 3, pay_type: 1 } });
      const order = created.data as { vippay_id: number; code_url: string };
      expect(order.code_url).toMatch(/^http:\/\/[^/]+\/api\/sandbox\/pay\?order=VP\w+$/);
      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: order.vippay_id }, { token: buyer.token })).toMatchObject({ status: 200, data: { pay_status: 1 } });

      const page = await s.app.inject({ method: 'GET', url: new URL(order.code_url).pathname + new URL(order.code_url).search });
      expect(page.body).toContain('¥993.60');
      const paid = await s.app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: `order=${new URL(order.code_url).searchParams.get('order')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(paid.body).toContain('支付成功');

      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: order.vippay_id }, { token: buyer.token })).toMatchObject({ data: { pay_status: 2 } });
      const cards = (await call(s.app, '/api/Financial.Vippay/activeListNo', { vippay_id: order.vippay_id }, { token: buyer.token })).data as Page<Card>;
      expect(cards.total).toBe(3);
      expect(cards.data.every((c) => c.active_status === 1 && /^VK[A-Z2-9]{14}$/.test(c.card_no) && c.card_password.length === 12)).toBe(true);
      expect(new Set(cards.data.map((c) => c.card_no)).size).toBe(3);

      expect(await call(s.app, '/api/Financial.Vippay/index', { page: 1, limit: 20 }, { token: buyer.token })).toMatchObject({ data: { total: 1, data: [{ vippay_id: order.vippay_id, num: 3, price: 99360, pay_status: 2 }] } });
      expect(await call(s.app, '/api/Financial.Vippay/zhichuRecord', { page: 1 }, { token: buyer.token })).toMatchObject({ data: { total: 1, data: [{ price: 99360, pay_type: 1 }] } });
      expect(await call(s.app, '/api/Financial.Vippay/ruzhangList', { page: 1 }, { token: inviter.token })).toMatchObject({ data: { total: 1, data: [{ price: 9936 }] } });
      expect(await balanceOf(s, inviter.id)).toBe(9936);
      expect(await ledgerSum(s, inviter.id)).toBe(9936);
      expect(await balanceOf(s, buyer.id)).toBe(0);
    });

    it.each([
      { who: 'a member buying 1', role: 1, num: 1, price: 36800 },
      { who: 'a member buying 6', role: 1, num: 6, price: 36800 * 6 * 0.8 },
      { who: 'an agent buying 1', role: 3, num: 1, price: 25760 },
      { who: 'an agent buying 4', role: 3, num: 4, price: 36800 * 4 * 0.7 },
    ])('given $who card(s) by Alipay, should cost $price fen', async ({ role, num, price }) => {
      const s = get();
      const u = await smsLogin(s);
      await s.handle.db.updateTable('member_user').set({ role }).where('memberuser_id', '=', u.id).execute();
      expect(await call(s.app, '/api/Alipay/aliPay_create_order', { num }, { token: u.token })).toMatchObject({ status: 200, data: { price, pay_type: 2 } });
    });

    it.each([0, 10000, 1.5, 'abc'])('given num %s, should answer 购买数量须在1到9999之间', async (num) => {
      const s = get();
      const u = await smsLogin(s);
      expect(await call(s.app, '/api/WxPay/pc_create_order', { num }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.cardQuantityRange });
    });

    it("given another member's vippay_id, should answer as if it did not exist", async () => {
      const s = get();
      const a = await smsLogin(s);
      const b = await smsLogin(s);
      const { order } = await buyCards(s, a.token, 1);
      for (const path of ['/api/WxPay/lunWxPayorder', '/api/Financial.Vippay/activeListNo']) {
        expect(await call(s.app, path, { vippay_id: order.vippay_id }, { token: b.token })).toMatchObject({ status: 404, msg: '订单不存在' });
        expect(await call(s.app, path, { vippay_id: 999999 }, { token: b.token })).toMatchObject({ status: 404, msg: '订单不存在' });
      }
      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: order.vippay_id })).toMatchObject({ status: 101 });
    });

    it('given a notification with a bad signature or a wrong amount, should refuse it and change nothing', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      const created = await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: buyer.token });
      const { vippay_id } = created.data as { vippay_id: number };
      const { no, price } = await outTradeNo(s, vippay_id);
      const sandbox = s.app.payments.wxpay as SandboxProvider;
      const good = sandbox.notification({ outTradeNo: no, transactionId: 'T-tamper', amountFen: price });
      const forged = { ...good.headers, 'x-sandbox-signature': 'f'.repeat(64) };
      const wrongAmount = sandbox.notification({ outTradeNo: no, transactionId: 'T-amount', amountFen: price - 1 });
      const otherChannel = (s.app.payments.alipay as SandboxProvider).notification({ outTradeNo: no, transactionId: 'T-chan', amountFen: price });
      for (const [url, n] of [
        ['/api/WxPay/notify', { headers: forged, rawBody: good.rawBody }],
        ['/api/WxPay/notify', { headers: good.headers, rawBody: good.rawBody.replace(String(price), String(price + 100)) }],
        ['/api/WxPay/notify', wrongAmount],
        ['/api/Alipay/notify', otherChannel],
      ] as const) {
        const res = await s.app.inject({ method: 'POST', url, headers: n.headers as Record<string, string>, payload: n.rawBody });
        expect(res.statusCode).toBe(400);
      }
      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id }, { token: buyer.token })).toMatchObject({ data: { pay_status: 1 } });
      expect(await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', vippay_id).execute()).toHaveLength(0);
      expect(await s.handle.db.selectFrom('payment_notification').select('notification_id').where('vippay_id', '=', vippay_id).execute()).toHaveLength(0);
      expect(await balanceOf(s, inviter.id)).toBe(0);
    });

    it('given the same notification delivered 10 times at once, should process it once', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      await expectDuplicatesOnce(s, inviter.id, buyer.token, 10);
    });
  });

  describe('card activation', () => {
    it('given a bought card, should activate it once, make a member VIP for one calendar year and list the activation', async () => {
      const s = get();
      const buyer = await smsLogin(s);
      const friend = await smsLogin(s);
      const { cards } = await buyCards(s, buyer.token, 2);
      const [c] = cards;
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: c!.card_no, card_password: '' }, { token: friend.token })).toMatchObject({ status: 400, msg: MSG.cardFieldsRequired });
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: c!.card_no, card_password: 'AAAAAAAAAAAA' }, { token: friend.token })).toMatchObject({ status: 400, msg: '卡码或卡密错误' });
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: 'VKNOSUCHCARD00', card_password: c!.card_password }, { token: friend.token })).toMatchObject({ status: 400, msg: '卡码或卡密错误' });
      const before = new Date();
      // Typed by hand in lower case, with spaces around: the same card (codes and passwords are upper case by construction).
      const r = await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: ` ${c!.card_no.toLowerCase()} `, card_password: c!.card_password.toLowerCase(), role: 3, blance: 100 }, { token: friend.token });
      expect(r).toMatchObject({ status: 200, msg: MSG.activateDone, data: { role: 2 } });
      const first = new Date((r.data as { vip_expire_time: string }).vip_expire_time);
      expect(Math.abs(first.getTime() - addCalendarYears(before, 1).getTime())).toBeLessThan(60_000);
      expect(await balanceOf(s, friend.id)).toBe(0);
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: c!.card_no, card_password: c!.card_password }, { token: buyer.token })).toMatchObject({ status: 400, msg: '该卡已被激活' });
      expect(await call(s.app, '/api/Financial.Vippay/activeRecord', {}, { token: friend.token })).toMatchObject({ data: { total: 1, data: [{ card_no: c!.card_no, active_status: 2 }] } });
      const list = (await call(s.app, '/api/Financial.Vippay/activeListNo', { vippay_id: (await s.handle.db.selectFrom('vip_card').select('vippay_id').where('card_no', '=', c!.card_no).executeTakeFirstOrThrow()).vippay_id }, { token: buyer.token })).data as Page<Card>;
      expect(list.data.map((x) => x.active_status).sort()).toEqual([1, 2]);

      // A second card extends from the current expiry by a calendar year, across a leap day too (2027-11-29 02:30
      // China time → 2028-11-29 02:30, not 365 days); an agent stays an agent.
      await s.handle.db.updateTable('member_user').set({ vip_expire_time: new Date('2027-11-29T02:30:00+08:00') }).where('memberuser_id', '=', friend.id).execute();
      const r2 = await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[1]!.card_no, card_password: cards[1]!.card_password }, { token: friend.token });
      expect(new Date((r2.data as { vip_expire_time: string }).vip_expire_time).toISOString()).toBe(new Date('2028-11-29T02:30:00+08:00').toISOString());
      const agent = await smsLogin(s);
      await s.handle.db.updateTable('member_user').set({ role: 3 }).where('memberuser_id', '=', agent.id).execute();
      const { cards: more } = await buyCards(s, buyer.token, 1);
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: more[0]!.card_no, card_password: more[0]!.card_password }, { token: agent.token })).toMatchObject({ status: 200, data: { role: 3 } });
    });
  });

  describe('card guessing', () => {
    it('given 10 wrong card passwords within an hour, should refuse the 11th attempt (even a right one) with 429', async () => {
      const s = get();
      const buyer = await smsLogin(s);
      const guesser = await smsLogin(s);
      const { cards } = await buyCards(s, buyer.token, 1);
      for (let i = 0; i < 10; i++) {
        expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: `WRONG${i}` }, { token: guesser.token })).toMatchObject({ status: 400, msg: '卡码或卡密错误' });
      }
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: cards[0]!.card_password }, { token: guesser.token })).toMatchObject({ status: 429 });
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: cards[0]!.card_password }, { token: buyer.token })).toMatchObject({ status: 200 });
    });

    it('given 100 parallel wrong guesses, should evaluate at most 10 of them and refuse the rest with 429', async () => {
      const s = get();
      const buyer = await smsLogin(s);
      const guesser = await smsLogin(s);
      const { cards } = await buyCards(s, buyer.token, 1);
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: `WRONG${i}` }, { token: guesser.token })),
      );
      const evaluated = replies.filter((r) => r.msg === '卡码或卡密错误').length;
      console.log(`[race] 100 parallel wrong card guesses: ${evaluated} evaluated`);
      expect(evaluated).toBeLessThanOrEqual(10);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(100 - evaluated);
      // Still locked for the right password.
      expect(await call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: cards[0]!.card_password }, { token: guesser.token })).toMatchObject({ status: 429 });
    });

    it('given a correct activation after 9 wrong guesses, should clear the count', async () => {
      const s = get();
      const buyer = await smsLogin(s);
      const member = await smsLogin(s);
      const { cards } = await buyCards(s, buyer.token, 1);
      const guess = (password: string) => call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: password }, { token: member.token });
      for (let i = 0; i < 9; i++) expect(await guess(`TYPO${i}`)).toMatchObject({ status: 400, msg: '卡码或卡密错误' });
      expect(await guess(cards[0]!.card_password)).toMatchObject({ status: 200 });
      for (let i = 0; i < 10; i++) expect(await guess(`TYPO${i}`)).toMatchObject({ status: 400, msg: '卡码或卡密错误' });
      expect(await guess('TYPO10')).toMatchObject({ status: 429 });
    });
  });

  describe('withdrawals', () => {
    it.each([
      { name: 'no amount', path: '/api/WxPay/wxTixian', body: { price: '' }, msg: MSG.withdrawAmountRequired },
      { name: 'not a number', path: '/api/WxPay/wxTixian', body: { price: 'abc' }, msg: MSG.withdrawAmountInvalid },
      { name: 'three decimals', path: '/api/WxPay/wxTixian', body: { price: '1.001' }, msg: MSG.withdrawAmountInvalid },
      { name: 'above the balance', path: '/api/WxPay/wxTixian', body: { price: '3000.01' }, msg: MSG.insufficientBalance },
      { name: 'above 2000 yuan', path: '/api/WxPay/wxTixian', body: { price: '2000.01' }, msg: MSG.withdrawMaxPerTime },
      { name: 'Alipay without account', path: '/api/Alipay/withdraw_deposit', body: { price: '10', type: 2, identity: '', name: '张三' }, msg: MSG.alipayAccountRequired },
      { name: 'Alipay without name', path: '/api/Alipay/withdraw_deposit', body: { price: '10', type: 2, identity: 'a@b.cn', name: '' }, msg: MSG.alipayNameRequired },
      { name: 'one fen', path: '/api/WxPay/wxTixian', body: { price: '0.01' }, msg: MSG.withdrawMinPerTime },
      { name: '0.99 yuan by Alipay', path: '/api/Alipay/withdraw_deposit', body: { price: '0.99', type: 2, identity: 'a@b.cn', name: '张三' }, msg: MSG.withdrawMinPerTime },
    ])('given $name, should answer $msg and keep the balance', async ({ path, body, msg }) => {
      const s = get();
      const u = await smsLogin(s);
      await bindWechat(s, u.id);
      await s.handle.db.updateTable('member_user').set({ blance: 300_000 }).where('memberuser_id', '=', u.id).execute();
      expect(await call(s.app, path, body, { token: u.token })).toMatchObject({ status: 400, msg });
      expect(await balanceOf(s, u.id)).toBe(300_000);
    });

    it('given earned commission, should withdraw by WeChat and Alipay, record pending rows and ledger rows, and refuse beyond the balance', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      await buyCards(s, buyer.token, 10); // 10 × 368 × 0.8 = 2944 yuan → 294.40 yuan commission
      expect(await balanceOf(s, inviter.id)).toBe(29440);
      await bindWechat(s, inviter.id);
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '100.5' }, { token: inviter.token })).toMatchObject({ status: 200, msg: MSG.withdrawDone });
      expect(await call(s.app, '/api/Alipay/withdraw_deposit', { price: '193.9', type: 2, identity: 'a@b.cn', name: '张三' }, { token: inviter.token })).toMatchObject({ status: 200 });
      expect(await balanceOf(s, inviter.id)).toBe(0);
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '0.01' }, { token: inviter.token })).toMatchObject({ status: 400, msg: MSG.insufficientBalance });
      expect(await call(s.app, '/api/Financial.Withdraw/index', { page: 1, limit: 20 }, { token: inviter.token })).toMatchObject({
        data: { total: 2, data: [{ price: 19390, type: 2, status: 1, remark: '待处理' }, { price: 10050, type: 1, status: 1 }] },
      });
      expect(await ledgerSum(s, inviter.id)).toBe(0);
      expect(await call(s.app, '/api/Financial.Withdraw/index', { page: 1 }, { token: buyer.token })).toMatchObject({ data: { total: 0, data: [] } });
    });

    it('given no WeChat bound, should refuse a WeChat withdrawal (nobody could be paid) and change nothing; Alipay still works; once bound, WeChat works', async () => {
      const s = get();
      const u = await smsLogin(s);
      await s.handle.db.updateTable('member_user').set({ blance: 300_000 }).where('memberuser_id', '=', u.id).execute();
      const before = await moneyRows(s, u.id);
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '2000' }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.wechatNotBound });
      expect(await moneyRows(s, u.id)).toEqual(before);
      expect(await call(s.app, '/api/Alipay/withdraw_deposit', { price: '10', type: 2, identity: 'a@b.cn', name: '张三' }, { token: u.token })).toMatchObject({ status: 200 });
      await bindWechat(s, u.id);
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '20' }, { token: u.token })).toMatchObject({ status: 200, msg: MSG.withdrawDone });
      expect(await balanceOf(s, u.id)).toBe(300_000 - 1000 - 2000);
      expect(await balanceOf(s, u.id)).toBe(300_000 + (await ledgerSum(s, u.id)));
    });

    it('given 30 withdrawals of 1 yuan in a row, should accept 3 (the pending cap), refuse the rest without touching balance or ledger, and accept again once one is paid out', async () => {
      const s = get();
      const u = await smsLogin(s);
      await bindWechat(s, u.id);
      const start = 10_000;
      await s.handle.db.updateTable('member_user').set({ blance: start }).where('memberuser_id', '=', u.id).execute();
      const replies = [];
      for (let i = 0; i < 30; i++) replies.push(await call(s.app, i % 2 ? '/api/WxPay/wxTixian' : '/api/Alipay/withdraw_deposit', { price: '1', type: 2, identity: 'a@b.cn', name: '张三' }, { token: u.token }));
      expect(replies.slice(0, WITHDRAWAL_PENDING_MAX).map((r) => r.status)).toEqual(Array.from({ length: WITHDRAWAL_PENDING_MAX }, () => 200));
      expect(replies.slice(WITHDRAWAL_PENDING_MAX).every((r) => r.status === 400 && r.msg === MSG.withdrawPendingTooMany)).toBe(true);
      const after = await moneyRows(s, u.id);
      expect(after.withdrawals).toHaveLength(WITHDRAWAL_PENDING_MAX);
      expect(after.ledger).toHaveLength(WITHDRAWAL_PENDING_MAX);
      expect(after.balance).toBe(start - WITHDRAWAL_PENDING_MAX * 100);
      expect(after.balance).toBe(start + (await ledgerSum(s, u.id)));
      expect(await markWithdrawalPaid(s.handle.db, after.withdrawals[0]!.withdraw_id)).toMatchObject({ ok: true });
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '1' }, { token: u.token })).toMatchObject({ status: 200 });
      expect(await call(s.app, '/api/WxPay/wxTixian', { price: '1' }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.withdrawPendingTooMany });
    });
  });

  describe('order caps', () => {
    it('given 60 orders of 9,999 cards in a row, should create 5 (the unpaid cap), refuse the rest with a Chinese message, and call the provider only for the 5', async () => {
      const s = get();
      const u = await smsLogin(s);
      const provider = s.app.payments.wxpay!;
      let providerCalls = 0;
      const create = provider.createOrder.bind(provider);
      const counted = vi.spyOn(provider, 'createOrder').mockImplementation(async (input) => {
        providerCalls++;
        return create(input);
      });
      try {
        const replies = [];
        for (let i = 0; i < 60; i++) replies.push(await call(s.app, '/api/WxPay/pc_create_order', { num: 9999 }, { token: u.token }));
        expect(replies.filter((r) => r.status === 200)).toHaveLength(ORDER_LIMITS.unpaidMax);
        expect(replies.slice(ORDER_LIMITS.unpaidMax).every((r) => r.status === 400 && r.msg === MSG.orderUnpaidTooMany)).toBe(true);
        expect(providerCalls).toBe(ORDER_LIMITS.unpaidMax);
      } finally {
        counted.mockRestore();
      }
      const rows = await s.handle.db.selectFrom('vippay').select('vippay_id').where('memberuser_id', '=', u.id).execute();
      expect(rows).toHaveLength(ORDER_LIMITS.unpaidMax);
      // Unpaid orders older than the window (the QR code has expired) no longer count.
      await s.handle.db.updateTable('vippay').set({ create_time: sql<Date>`now() - interval '3 hours'` }).where('memberuser_id', '=', u.id).execute();
      expect(await call(s.app, '/api/Alipay/aliPay_create_order', { num: 1 }, { token: u.token })).toMatchObject({ status: 200 });
    });

    it('given one purchase switched between WeChat and Alipay 8 times (replaces), should keep one open order, never answer the unpaid cap, and still credit a superseded order paid later exactly once', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      const other = await smsLogin(s);
      const paths = ['/api/WxPay/pc_create_order', '/api/Alipay/aliPay_create_order'];
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        const reply = await call(s.app, paths[i % 2]!, { num: 2, ...(ids.length ? { replaces: ids.at(-1) } : {}) }, { token: buyer.token });
        expect(reply).toMatchObject({ status: 200 });
        ids.push((reply.data as { vippay_id: number }).vippay_id);
      }
      const rows = await s.handle.db.selectFrom('vippay').select(['vippay_id', 'pay_status', 'superseded_time']).where('memberuser_id', '=', buyer.id).orderBy('vippay_id').execute();
      expect(rows.map((r) => r.vippay_id)).toEqual(ids);
      expect(rows.filter((r) => r.superseded_time === null).map((r) => r.vippay_id)).toEqual([ids.at(-1)]);
      expect(rows.every((r) => r.pay_status === 1)).toBe(true);

      // Another member's order id replaces nothing.
      const theirs = await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: other.token });
      const theirId = (theirs.data as { vippay_id: number }).vippay_id;
      expect(await call(s.app, '/api/WxPay/pc_create_order', { num: 1, replaces: theirId }, { token: buyer.token })).toMatchObject({ status: 200 });
      expect(await s.handle.db.selectFrom('vippay').select('superseded_time').where('vippay_id', '=', theirId).executeTakeFirstOrThrow()).toEqual({ superseded_time: null });

      // The first (superseded) WeChat order is paid after all: credited once, like any order; a duplicate changes nothing.
      const { no, price } = await outTradeNo(s, ids[0]!);
      const note = (s.app.payments.wxpay as SandboxProvider).notification({ outTradeNo: no, transactionId: `T-superseded-${ids[0]}`, amountFen: price });
      const before = await balanceOf(s, inviter.id);
      for (let i = 0; i < 2; i++) {
        const r = await s.app.inject({ method: 'POST', url: '/api/WxPay/notify', headers: note.headers as Record<string, string>, payload: note.rawBody });
        expect(r.statusCode).toBe(200);
      }
      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: ids[0] }, { token: buyer.token })).toMatchObject({ data: { pay_status: 2 } });
      expect(await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', ids[0]!).execute()).toHaveLength(2);
      expect((await balanceOf(s, inviter.id)) - before).toBe(Math.floor(price / 10));
      expect(await balanceOf(s, inviter.id)).toBe(await ledgerSum(s, inviter.id));
    });

    it('given the hourly cap reached, should refuse a replacing order and leave the replaced order open', async () => {
      const s = get();
      const u = await smsLogin(s);
      let last = 0;
      for (let i = 0; i < ORDER_LIMITS.perHour; i++) {
        const reply = await call(s.app, '/api/WxPay/pc_create_order', { num: 1, ...(last ? { replaces: last } : {}) }, { token: u.token });
        expect(reply).toMatchObject({ status: 200 });
        last = (reply.data as { vippay_id: number }).vippay_id;
      }
      expect(await call(s.app, '/api/Alipay/aliPay_create_order', { num: 1, replaces: last }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.orderTooFrequent });
      expect(await s.handle.db.selectFrom('vippay').select('superseded_time').where('vippay_id', '=', last).executeTakeFirstOrThrow()).toEqual({ superseded_time: null });
    });

    it('given paid orders, should still cap creations at 10 an hour (下单过于频繁), and allow them again an hour later', async () => {
      const s = get();
      const u = await smsLogin(s);
      for (let i = 0; i < ORDER_LIMITS.perHour; i++) await buyCards(s, u.token, 1);
      const refused = await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: u.token });
      expect(refused).toMatchObject({ status: 400, msg: MSG.orderTooFrequent });
      expect(await s.handle.db.selectFrom('vippay').select('vippay_id').where('memberuser_id', '=', u.id).execute()).toHaveLength(ORDER_LIMITS.perHour);
      await s.handle.db.updateTable('vippay').set({ create_time: sql<Date>`now() - interval '61 minutes'` }).where('memberuser_id', '=', u.id).execute();
      expect(await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token: u.token })).toMatchObject({ status: 200 });
    });
  });

  defineUnpaidOrderTests(get);
}

const WX = '/api/WxPay/pc_create_order';
const ALI = '/api/Alipay/aliPay_create_order';
const UNPAID = '/api/Financial.Vippay/unpaidList';
const CANCEL = '/api/Financial.Vippay/cancelOrder';
type UnpaidRow = { vippay_id: number; num: number; price: number; pay_type: number; create_time: string };

/** Creates an unpaid order through the call; its id. */
async function newOrder(s: TestServer, token: string, body: Record<string, unknown>, path = WX): Promise<number> {
  const reply = await call(s.app, path, body, { token });
  expect(reply).toMatchObject({ status: 200 });
  return (reply.data as { vippay_id: number }).vippay_id;
}

async function unpaidIds(s: TestServer, token: string): Promise<number[]> {
  const reply = await call(s.app, UNPAID, {}, { token });
  expect(reply).toMatchObject({ status: 200 });
  const page = reply.data as Page<UnpaidRow>;
  expect(page.total).toBe(page.data.length);
  return page.data.map((r) => r.vippay_id);
}

async function orderRow(s: TestServer, vippayId: number) {
  return s.handle.db.selectFrom('vippay').select(['pay_status', 'superseded_time']).where('vippay_id', '=', vippayId).executeTakeFirstOrThrow();
}

/** Delivers a verified WeChat notification for an order (as the provider would after the family paid its QR code). */
async function notifyPaid(s: TestServer, vippayId: number, transactionId: string) {
  const { no, price } = await outTradeNo(s, vippayId);
  const note = (s.app.payments.wxpay as SandboxProvider).notification({ outTradeNo: no, transactionId, amountFen: price });
  const res = await s.app.inject({ method: 'POST', url: '/api/WxPay/notify', headers: note.headers as Record<string, string>, payload: note.rawBody });
  return { status: res.statusCode, price };
}

/** Unpaid orders: the member's list of open ones and cancelling one (contract README, "Unpaid card orders"). */
function defineUnpaidOrderTests(get: () => TestServer) {
  describe('unpaid orders: list and cancel', () => {
    it('given orders open, superseded, paid, expired and another member’s, should list only the member’s open ones, newest first, with num, price, pay_type and create_time', async () => {
      const s = get();
      const a = await smsLogin(s);
      const b = await smsLogin(s);
      const first = await newOrder(s, a.token, { num: 1 });
      const replaced = await newOrder(s, a.token, { num: 2 }, ALI);
      const replacing = await newOrder(s, a.token, { num: 3, replaces: replaced });
      await buyCards(s, a.token, 1);
      const expired = await newOrder(s, a.token, { num: 5 });
      await s.handle.db.updateTable('vippay').set({ create_time: sql<Date>`now() - make_interval(hours => ${sql.lit(ORDER_LIMITS.unpaidWindowHours)}, secs => 1)` }).where('vippay_id', '=', expired).execute();
      // Just inside the window: still open.
      await s.handle.db.updateTable('vippay').set({ create_time: sql<Date>`now() - make_interval(hours => ${sql.lit(ORDER_LIMITS.unpaidWindowHours)}) + interval '1 minute'` }).where('vippay_id', '=', first).execute();
      const theirs = await newOrder(s, b.token, { num: 1 });

      const reply = await call(s.app, UNPAID, {}, { token: a.token });
      expect(reply).toMatchObject({ status: 200, data: { total: 2 } });
      const rows = (reply.data as Page<UnpaidRow>).data;
      expect(rows.map((r) => r.vippay_id)).toEqual([replacing, first]);
      expect(rows[0]).toEqual({ vippay_id: replacing, num: 3, price: 36800 * 3 * 0.9, pay_type: 1, create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
      expect(rows[1]).toMatchObject({ vippay_id: first, num: 1, price: 36800, pay_type: 1 });
      expect(await unpaidIds(s, b.token)).toEqual([theirs]);
      expect(await call(s.app, UNPAID, {})).toMatchObject({ status: 101 });
    });

    it('given the unpaid cap reached, should cancel one of the member’s open orders, stop counting it, and let a 6th order through', async () => {
      const s = get();
      const u = await smsLogin(s);
      const ids: number[] = [];
      for (let i = 0; i < ORDER_LIMITS.unpaidMax; i++) ids.push(await newOrder(s, u.token, { num: 1 }, i % 2 ? ALI : WX));
      expect(await call(s.app, WX, { num: 1 }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.orderUnpaidTooMany });
      expect(await unpaidIds(s, u.token)).toEqual([...ids].reverse());

      const cancelled = ids[1]!;
      expect(await call(s.app, CANCEL, { vippay_id: cancelled }, { token: u.token })).toEqual({ status: 200, msg: MSG.orderCancelDone, data: { vippay_id: cancelled }, http: 200 });
      const row = await orderRow(s, cancelled);
      expect(row.pay_status).toBe(1);
      expect(row.superseded_time).not.toBeNull();
      expect(await unpaidIds(s, u.token)).toEqual(ids.filter((id) => id !== cancelled).reverse());

      const sixth = await newOrder(s, u.token, { num: 1 });
      expect(await unpaidIds(s, u.token)).toEqual([sixth, ...ids.filter((id) => id !== cancelled).reverse()]);
      expect(await call(s.app, ALI, { num: 1 }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.orderUnpaidTooMany });
      // A second cancel of the same order changes nothing.
      const before = await orderRow(s, cancelled);
      expect(await call(s.app, CANCEL, { vippay_id: cancelled }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.orderCancelClosed });
      expect(await orderRow(s, cancelled)).toEqual(before);
    });

    it('given another member’s order, an unknown id or a bad one, should answer as if it did not exist and change nothing', async () => {
      const s = get();
      const owner = await smsLogin(s);
      const other = await smsLogin(s);
      const id = await newOrder(s, owner.token, { num: 1 });
      expect(await call(s.app, CANCEL, { vippay_id: id }, { token: other.token })).toMatchObject({ status: 404, msg: '订单不存在' });
      expect(await call(s.app, CANCEL, { vippay_id: 999_999 }, { token: other.token })).toMatchObject({ status: 404, msg: '订单不存在' });
      expect(await call(s.app, CANCEL, { vippay_id: 'abc' }, { token: owner.token })).toMatchObject({ status: 400, msg: '参数错误' });
      expect(await call(s.app, CANCEL, { vippay_id: id })).toMatchObject({ status: 101 });
      expect(await orderRow(s, id)).toEqual({ pay_status: 1, superseded_time: null });
      expect(await unpaidIds(s, owner.token)).toEqual([id]);
    });

    it('given the member’s own paid, superseded or expired order, should refuse with its Chinese message and change nothing', async () => {
      const s = get();
      const u = await smsLogin(s);
      const { order: paid } = await buyCards(s, u.token, 1);
      const superseded = await newOrder(s, u.token, { num: 1 });
      await newOrder(s, u.token, { num: 1, replaces: superseded }, ALI);
      const expired = await newOrder(s, u.token, { num: 1 });
      await s.handle.db.updateTable('vippay').set({ create_time: sql<Date>`now() - interval '3 hours'` }).where('vippay_id', '=', expired).execute();
      for (const [id, msg] of [
        [paid.vippay_id, MSG.orderCancelPaid],
        [superseded, MSG.orderCancelClosed],
        [expired, MSG.orderCancelExpired],
      ] as const) {
        const before = await orderRow(s, id);
        expect(await call(s.app, CANCEL, { vippay_id: id }, { token: u.token })).toMatchObject({ status: 400, msg });
        expect(await orderRow(s, id)).toEqual(before);
      }
      expect(await orderRow(s, expired)).toEqual({ pay_status: 1, superseded_time: null });
    });

    it('given a cancelled order paid after all (its QR was already scanned), should credit it exactly once: cards, commission, purchase records', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      const id = await newOrder(s, buyer.token, { num: 2 });
      expect(await call(s.app, CANCEL, { vippay_id: id }, { token: buyer.token })).toMatchObject({ status: 200, msg: MSG.orderCancelDone });
      const before = await balanceOf(s, inviter.id);
      for (let i = 0; i < 2; i++) expect((await notifyPaid(s, id, `T-cancelled-${id}`)).status).toBe(200);
      const { price } = await outTradeNo(s, id);
      expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: id }, { token: buyer.token })).toMatchObject({ data: { pay_status: 2 } });
      expect(await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', id).execute()).toHaveLength(2);
      expect(await s.handle.db.selectFrom('wallet_ledger').select('ledger_id').where('vippay_id', '=', id).execute()).toHaveLength(1);
      expect((await balanceOf(s, inviter.id)) - before).toBe(Math.floor(price / 10));
      expect(await balanceOf(s, inviter.id)).toBe(await ledgerSum(s, inviter.id));
      expect(await call(s.app, '/api/Financial.Vippay/index', { page: 1 }, { token: buyer.token })).toMatchObject({ data: { total: 1, data: [{ vippay_id: id, num: 2, pay_status: 2 }] } });
      expect(await unpaidIds(s, buyer.token)).toEqual([]);
      expect(await call(s.app, CANCEL, { vippay_id: id }, { token: buyer.token })).toMatchObject({ status: 400, msg: MSG.orderCancelPaid });
    });

    it('given a cancel and the order’s payment notification at the same moment, should pay it once whichever comes first', async () => {
      const s = get();
      const { inviter, buyer } = await invitedBuyer(s);
      const id = await newOrder(s, buyer.token, { num: 3 });
      const before = await balanceOf(s, inviter.id);
      const [cancelled, note] = await Promise.all([call(s.app, CANCEL, { vippay_id: id }, { token: buyer.token }), notifyPaid(s, id, `T-race-${id}`)]);
      expect(note.status).toBe(200);
      expect([MSG.orderCancelDone, MSG.orderCancelPaid]).toContain(cancelled.msg);
      expect((await orderRow(s, id)).pay_status).toBe(2);
      expect(await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', id).execute()).toHaveLength(3);
      expect((await balanceOf(s, inviter.id)) - before).toBe(Math.floor(note.price / 10));
    });
  });
}

/** The same verified notification `n` times at once: one set of cards, one commission. */
export async function expectDuplicatesOnce(s: TestServer, inviterId: number, buyerToken: string, n: number) {
  const created = await call(s.app, '/api/WxPay/pc_create_order', { num: 2 }, { token: buyerToken });
  const { vippay_id } = created.data as { vippay_id: number };
  const { no, price } = await outTradeNo(s, vippay_id);
  const note = (s.app.payments.wxpay as SandboxProvider).notification({ outTradeNo: no, transactionId: `T-dup-${vippay_id}`, amountFen: price });
  const before = await balanceOf(s, inviterId);
  const replies = await Promise.all(
    Array.from({ length: n }, () => s.app.inject({ method: 'POST', url: '/api/WxPay/notify', headers: note.headers as Record<string, string>, payload: note.rawBody })),
  );
  expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: n }, () => 200));
  expect(await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', vippay_id).execute()).toHaveLength(2);
  expect(await s.handle.db.selectFrom('wallet_ledger').select('ledger_id').where('vippay_id', '=', vippay_id).execute()).toHaveLength(1);
  expect((await balanceOf(s, inviterId)) - before).toBe(Math.floor(price / 10));
}
