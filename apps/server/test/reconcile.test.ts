import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTempPgDatabase, findPgAdmin, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';
import { invitedBuyer } from './money-suite';
import { SandboxProvider, type CreateOrderInput, type NotifyAck, type PaymentProvider, type VerifiedPayment } from '../src/money/provider';
import { reconcileRound, startReconciler, RECONCILE_DEFAULTS, type RoundSummary, type SchedulerClock } from '../src/money/reconcile';

const MIN = 60_000;

/** A provider whose order query answers from a script and records what it was asked. */
class ScriptedProvider implements PaymentProvider {
  readonly channel = 'wxpay' as const;
  readonly kind = 'real' as const;
  readonly asked: string[] = [];
  readonly answers = new Map<string, VerifiedPayment | 'unpaid' | 'throw'>();
  async createOrder(input: CreateOrderInput) {
    return { codeUrl: `weixin://wxpay/bizpayurl?pr=${input.outTradeNo}` };
  }
  async verifyNotification() {
    return null;
  }
  ack(ok: boolean): NotifyAck {
    return { code: ok ? 200 : 400, type: 'text/plain', body: '' };
  }
  async queryOrder(outTradeNo: string) {
    this.asked.push(outTradeNo);
    const a = this.answers.get(outTradeNo) ?? 'unpaid';
    if (a === 'throw') throw new Error('provider unreachable');
    return a === 'unpaid' ? null : a;
  }
}

/** A clock that moves only when told and a timer whose callbacks run only when fired. */
class FakeClock implements SchedulerClock {
  t: number;
  timers = new Map<number, { fn: () => void; ms: number }>();
  private seq = 0;
  constructor(start: Date) {
    this.t = start.getTime();
  }
  now() {
    return new Date(this.t);
  }
  setTimeout(fn: () => void, ms: number) {
    this.seq += 1;
    this.timers.set(this.seq, { fn, ms });
    return this.seq;
  }
  clearTimeout(h: unknown) {
    this.timers.delete(h as number);
  }
  /** Moves the clock by the pending timer's delay and runs it. */
  fire() {
    expect(this.timers.size).toBe(1);
    const [id, timer] = [...this.timers][0]!;
    this.timers.delete(id);
    this.t += timer.ms;
    timer.fn();
  }
}

/** An unpaid order of a member of its own (a member holds at most 5 unpaid orders), made `ageMs` old at `now`. */
async function orderAged(s: TestServer, now: Date, ageMs: number) {
  const { token } = await smsLogin(s);
  const r = await call(s.app, '/api/WxPay/pc_create_order', { num: 1 }, { token });
  expect(r.status).toBe(200);
  const { vippay_id } = r.data as { vippay_id: number };
  const row = await s.handle.db
    .updateTable('vippay')
    .set({ create_time: new Date(now.getTime() - ageMs) })
    .where('vippay_id', '=', vippay_id)
    .returning(['out_trade_no', 'price'])
    .executeTakeFirstOrThrow();
  return { id: vippay_id, no: row.out_trade_no, price: Number(row.price) };
}

async function state(s: TestServer, id: number) {
  const o = await s.handle.db.selectFrom('vippay').select('pay_status').where('vippay_id', '=', id).executeTakeFirstOrThrow();
  const cards = await s.handle.db.selectFrom('vip_card').select('card_id').where('vippay_id', '=', id).execute();
  return { pay_status: o.pay_status, cards: cards.length };
}

describe('order reconciliation (embedded database)', () => {
  let s: TestServer;
  const provider = new ScriptedProvider();
  const sandbox = new SandboxProvider('alipay');
  beforeAll(async () => {
    s = await startServer({ payments: { wxpay: provider, alipay: sandbox } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('asks only about unpaid orders between 5 minutes and 3 hours old, pays the ones the provider says are paid, survives a failing query, and backs off', async () => {
    const T = new Date(Date.now() + 3600_000);
    const paidAtProvider = await orderAged(s, T, 10 * MIN);
    const young = await orderAged(s, T, 2 * MIN);
    const expired = await orderAged(s, T, 4 * 60 * MIN);
    const unpaid = await orderAged(s, T, 10 * MIN);
    const failing = await orderAged(s, T, 10 * MIN);
    const alreadyPaid = await orderAged(s, T, 10 * MIN);
    await s.handle.db.updateTable('vippay').set({ pay_status: 2 }).where('vippay_id', '=', alreadyPaid.id).execute();
    provider.answers.set(paidAtProvider.no, { outTradeNo: paidAtProvider.no, transactionId: 'TX-REC-1', amountFen: paidAtProvider.price });
    provider.answers.set(failing.no, 'throw');

    const first = await reconcileRound(s.handle.db, s.app.payments, T);
    expect(first).toEqual({ asked: 3, paid: 1, unpaid: 1, error: 1 });
    expect(provider.asked.sort()).toEqual([paidAtProvider.no, unpaid.no, failing.no].sort());
    expect(await state(s, paidAtProvider.id)).toEqual({ pay_status: 2, cards: 1 });
    for (const o of [young, expired, unpaid, failing]) expect(await state(s, o.id)).toEqual({ pay_status: 1, cards: 0 });

    // One minute later nothing is due: the two asked at 10 minutes old wait half that age (5 minutes).
    provider.asked.length = 0;
    expect(await reconcileRound(s.handle.db, s.app.payments, new Date(T.getTime() + MIN))).toEqual({ asked: 0 });
    // Five minutes later: those two again, and the young order, now 7 minutes old.
    provider.answers.set(failing.no, 'unpaid');
    const later = await reconcileRound(s.handle.db, s.app.payments, new Date(T.getTime() + 5 * MIN));
    expect(later).toEqual({ asked: 3, unpaid: 3 });
    expect(provider.asked.sort()).toEqual([young.no, unpaid.no, failing.no].sort());
    // The paid one is never asked again, and paying it twice is impossible anyway.
    expect(await state(s, paidAtProvider.id)).toEqual({ pay_status: 2, cards: 1 });
  });

  it('runs rounds on the clock it is given, one after the other, and stops', async () => {
    // Far past the first test's orders (over 3 hours old by then), so only this order can be due.
    const clock = new FakeClock(new Date(Date.now() + 10 * 3600_000));
    const o = await orderAged(s, clock.now(), 3 * MIN);
    provider.answers.set(o.no, { outTradeNo: o.no, transactionId: 'TX-REC-2', amountFen: o.price });
    const rounds: (RoundSummary | Error)[] = [];
    let roundDone: () => void = () => {};
    const reconciler = startReconciler({
      db: s.handle.db,
      payments: s.app.payments,
      clock,
      onRound: (r) => {
        rounds.push(r);
        roundDone();
      },
    });
    // Nothing runs at start; the first round waits one interval.
    expect([...clock.timers.values()].map((t) => t.ms)).toEqual([RECONCILE_DEFAULTS.everyMs]);
    expect(rounds).toEqual([]);

    // 4 minutes old at the first round: not yet due.
    let next = new Promise<void>((r) => (roundDone = r));
    clock.fire();
    expect(clock.timers.size).toBe(0); // no second round is scheduled while one runs
    await next;
    await Promise.resolve();
    expect(rounds.at(-1)).toEqual({ asked: 0 });
    expect(await state(s, o.id)).toEqual({ pay_status: 1, cards: 0 });

    // 5 minutes old at the second: paid from the provider's answer.
    next = new Promise<void>((r) => (roundDone = r));
    clock.fire();
    await next;
    await Promise.resolve();
    expect(rounds.at(-1)).toMatchObject({ asked: 1, paid: 1 });
    expect(await state(s, o.id)).toEqual({ pay_status: 2, cards: 1 });
    expect(clock.timers.size).toBe(1);

    await reconciler.stop();
    expect(clock.timers.size).toBe(0);
  });

  it('given a sandbox payment whose notification was lost (the page\'s second button), should leave the order unpaid until a round recovers it, with cards and the commission', async () => {
    const { inviter, buyer } = await invitedBuyer(s);
    const created = await call(s.app, '/api/Alipay/aliPay_create_order', { num: 2 }, { token: buyer.token });
    const order = created.data as { vippay_id: number; code_url: string; price: number };
    const no = new URL(order.code_url).searchParams.get('order')!;
    const page = await s.app.inject({ method: 'GET', url: `/api/sandbox/pay?order=${no}` });
    expect(page.body).toContain('支付但不发送通知');
    const lost = await s.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay',
      payload: `order=${no}&lost=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(lost.body).toContain('通知未发送');
    expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: order.vippay_id }, { token: buyer.token })).toMatchObject({ data: { pay_status: 1 } });

    const summary = await reconcileRound(s.handle.db, s.app.payments, new Date(Date.now() + 6 * MIN));
    expect(summary).toMatchObject({ paid: 1 });
    expect(await call(s.app, '/api/WxPay/lunWxPayorder', { vippay_id: order.vippay_id }, { token: buyer.token })).toMatchObject({ data: { pay_status: 2 } });
    expect(await state(s, order.vippay_id)).toEqual({ pay_status: 2, cards: 2 });
    const income = await s.handle.db.selectFrom('wallet_ledger').select('amount').where('memberuser_id', '=', inviter.id).where('vippay_id', '=', order.vippay_id).execute();
    expect(income.map((r) => Number(r.amount))).toEqual([Math.floor(order.price / 10)]);
  });
});

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('order reconciliation on PostgreSQL', pgAdmin.reason))('order reconciliation on PostgreSQL', () => {
  let s: TestServer;
  let drop: (() => Promise<void>) | undefined;
  const provider = new ScriptedProvider();
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    s = await startServer({ databaseUrl: tmp.url, payments: { wxpay: provider } });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it('given two instances running a round at the same moment, should ask about each due order once', async () => {
    const T = new Date(Date.now() + 3600_000);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await orderAged(s, T, (10 + i) * MIN));
    const rounds = await Promise.all([reconcileRound(s.handle.db, s.app.payments, T), reconcileRound(s.handle.db, s.app.payments, T)]);
    expect(rounds[0]!.asked + rounds[1]!.asked).toBe(8);
    expect(provider.asked.sort()).toEqual(orders.map((o) => o.no).sort());
  });
});
