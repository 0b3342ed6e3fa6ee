import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTempPgDatabase, freshIp, findPgAdmin, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';
import { codeNow, defineOpsSuite, newOperator, opsToken } from './ops-suite';
import { balanceOf, bindWechat, ledgerSum } from './money-suite';

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('operator console on PostgreSQL', pgAdmin.reason))('operator console on PostgreSQL (fresh database per run)', () => {
  let s: TestServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    s = await startServer({ databaseUrl: tmp.url });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });
  defineOpsSuite(() => s);

  // The embedded engine runs one query at a time; only real PostgreSQL makes these races mean something.
  it('given 10 parallel sign-ins with one TOTP code, should let exactly one through', async () => {
    const op = await newOperator(s);
    const code = await codeNow(s, op.secret);
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(s.app, '/api/ops/login', { name: op.name, password: op.password, code }, { ip: freshIp() })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await s.handle.db.selectFrom('operator_session').innerJoin('operator', 'operator.operator_id', 'operator_session.operator_id').select('session_id').where('operator.name', '=', op.name).execute()).toHaveLength(1);
  });

  it('given 20 parallel settlements of one withdrawal by two operators (10 reject, 10 pay), should settle it once and refund at most once', async () => {
    const [one, two] = [await opsToken(s), await opsToken(s)];
    const u = await smsLogin(s);
    await bindWechat(s, u.id);
    await s.handle.db.updateTable('member_user').set({ blance: 10_000 }).where('memberuser_id', '=', u.id).execute();
    expect((await call(s.app, '/api/WxPay/wxTixian', { price: '30' }, { token: u.token })).status).toBe(200);
    const w = await s.handle.db.selectFrom('withdraw').select('withdraw_id').where('memberuser_id', '=', u.id).executeTakeFirstOrThrow();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call(s.app, '/api/ops/withdrawals/reject', { withdraw_id: w.withdraw_id, reason: '重复测试' }, { token: one.token })
          : call(s.app, '/api/ops/withdrawals/paid', { withdraw_id: w.withdraw_id, payout_ref: `T${i}` }, { token: two.token }),
      ),
    );
    const winners = replies.filter((r) => r.status === 200);
    console.log(`[race] one withdrawal, 20 parallel settlements: ${winners.length} succeeded`);
    expect(winners).toHaveLength(1);
    const status = (winners[0]!.data as { status: number }).status;
    const refunds = await s.handle.db.selectFrom('wallet_ledger').select('amount').where('withdraw_id', '=', w.withdraw_id).where('kind', '=', 'income').execute();
    expect(refunds).toHaveLength(status === 3 ? 1 : 0);
    expect(await balanceOf(s, u.id)).toBe(status === 3 ? 10_000 : 7_000);
    expect(await balanceOf(s, u.id)).toBe(10_000 + (await ledgerSum(s, u.id)));
    const audit = await s.handle.db.selectFrom('operator_audit').select('action').where('target', '=', `withdraw:${w.withdraw_id}`).execute();
    expect(audit).toEqual([{ action: status === 3 ? 'withdrawal.reject' : 'withdrawal.paid' }]);
  });

  it('given a member activating a console card while an operator voids it (10 times, in parallel), should let exactly one of the two win each time', async () => {
    const { token } = await opsToken(s);
    const member = await smsLogin(s);
    const issued = await call(s.app, '/api/ops/cards/issue', { count: 10, valid_days: 7 }, { token });
    const batchId = (issued.data as { batch_id: number }).batch_id;
    const cards = await s.handle.db.selectFrom('vip_card').select(['card_no', 'card_password']).where('batch_id', '=', batchId).execute();
    let activations = 0;
    for (const c of cards) {
      const [activated, voided] = await Promise.all([
        call(s.app, '/api/Financial.Vippay/cardActive', { card_no: c.card_no, card_password: c.card_password }, { token: member.token }),
        call(s.app, '/api/ops/cards/void', { card_no: c.card_no }, { token }),
      ]);
      expect([activated.status, voided.status].filter((x) => x === 200)).toHaveLength(1);
      if (activated.status === 200) activations++;
      const row = await s.handle.db.selectFrom('vip_card').select(['active_status', 'void_time']).where('card_no', '=', c.card_no).executeTakeFirstOrThrow();
      expect(row.active_status === 2).toBe(row.void_time === null);
    }
    console.log(`[race] 10 cards, activate vs void in parallel: ${activations} activated, ${10 - activations} voided`);
  });
});
