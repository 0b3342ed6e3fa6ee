import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTempPgDatabase, findPgAdmin, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';
import { MSG, ORDER_LIMITS, WITHDRAWAL_PENDING_MAX } from 'gaokao-domain';
import { balanceOf, bindWechat, buyCards, defineMoneySuite, expectDuplicatesOnce, invitedBuyer, ledgerSum, moneyRows } from './money-suite';
import { SandboxProvider } from '../src/money/provider';

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('money suite and races on PostgreSQL', pgAdmin.reason))('money on PostgreSQL (fresh database per run)', () => {
  let s: TestServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    s = await startServer({ databaseUrl: tmp.url, payments: { wxpay: new SandboxProvider('wxpay'), alipay: new SandboxProvider('alipay') } });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });
  defineMoneySuite(() => s);

  // The embedded engine runs one query at a time; only real PostgreSQL makes these races mean something.
  describe('races', () => {
    it('given 50 parallel withdrawals of 30 yuan from 100 yuan, should let exactly 3 through and keep balance = start + Σ ledger', async () => {
      const u = await smsLogin(s);
      await bindWechat(s, u.id);
      const start = 10_000;
      await s.handle.db.updateTable('member_user').set({ blance: start }).where('memberuser_id', '=', u.id).execute();
      const replies = await Promise.all(Array.from({ length: 50 }, () => call(s.app, '/api/WxPay/wxTixian', { price: '30' }, { token: u.token })));
      const okCount = replies.filter((r) => r.status === 200).length;
      console.log(`[race] 50 withdrawals of 30 yuan from 100 yuan: ${okCount} succeeded`);
      expect(okCount).toBe(3);
      expect(replies.filter((r) => r.status !== 200).every((r) => r.msg === '余额不足')).toBe(true);
      expect(await balanceOf(s, u.id)).toBe(1_000);
      expect(await balanceOf(s, u.id)).toBe(start + (await ledgerSum(s, u.id)));
      expect(await s.handle.db.selectFrom('withdraw').select('withdraw_id').where('memberuser_id', '=', u.id).execute()).toHaveLength(3);
    });

    it('given 50 parallel withdrawals of 1 yuan from 100 yuan, should let exactly 3 through (the pending cap) and keep balance = start + Σ ledger', async () => {
      const u = await smsLogin(s);
      await bindWechat(s, u.id);
      const start = 10_000;
      await s.handle.db.updateTable('member_user').set({ blance: start }).where('memberuser_id', '=', u.id).execute();
      const replies = await Promise.all(Array.from({ length: 50 }, () => call(s.app, '/api/WxPay/wxTixian', { price: '1' }, { token: u.token })));
      const okCount = replies.filter((r) => r.status === 200).length;
      console.log(`[race] 50 withdrawals of 1 yuan with a pending cap of ${WITHDRAWAL_PENDING_MAX}: ${okCount} succeeded`);
      expect(okCount).toBe(WITHDRAWAL_PENDING_MAX);
      expect(replies.filter((r) => r.status !== 200).every((r) => r.msg === MSG.withdrawPendingTooMany)).toBe(true);
      const rows = await moneyRows(s, u.id);
      expect(rows.withdrawals).toHaveLength(WITHDRAWAL_PENDING_MAX);
      expect(rows.balance).toBe(start - WITHDRAWAL_PENDING_MAX * 100);
      expect(rows.balance).toBe(start + (await ledgerSum(s, u.id)));
    });

    it('given 50 parallel order creations by one member, should create exactly 5 (the unpaid cap)', async () => {
      const u = await smsLogin(s);
      const replies = await Promise.all(Array.from({ length: 50 }, () => call(s.app, '/api/WxPay/pc_create_order', { num: 9999 }, { token: u.token })));
      const okCount = replies.filter((r) => r.status === 200).length;
      console.log(`[race] 50 parallel orders with an unpaid cap of ${ORDER_LIMITS.unpaidMax}: ${okCount} created`);
      expect(okCount).toBe(ORDER_LIMITS.unpaidMax);
      expect(replies.filter((r) => r.status !== 200).every((r) => r.msg === MSG.orderUnpaidTooMany)).toBe(true);
      expect(await s.handle.db.selectFrom('vippay').select('vippay_id').where('memberuser_id', '=', u.id).execute()).toHaveLength(ORDER_LIMITS.unpaidMax);
    });

    it('given one card activated by 20 parallel requests, should activate it exactly once', async () => {
      const buyer = await smsLogin(s);
      const { cards } = await buyCards(s, buyer.token, 1);
      const users = await Promise.all(Array.from({ length: 20 }, () => smsLogin(s)));
      const replies = await Promise.all(
        users.map((u) => call(s.app, '/api/Financial.Vippay/cardActive', { card_no: cards[0]!.card_no, card_password: cards[0]!.card_password }, { token: u.token })),
      );
      const winners = replies.filter((r) => r.status === 200).length;
      console.log(`[race] one card, 20 parallel activations: ${winners} succeeded`);
      expect(winners).toBe(1);
      const vips = await s.handle.db.selectFrom('member_user').select('memberuser_id').where('memberuser_id', 'in', users.map((u) => u.id)).where('role', '=', 2).execute();
      expect(vips).toHaveLength(1);
    });

    it('given 10 parallel duplicate notifications, should process the payment once', async () => {
      const { inviter, buyer } = await invitedBuyer(s);
      await expectDuplicatesOnce(s, inviter.id, buyer.token, 10);
    });
  });
});
