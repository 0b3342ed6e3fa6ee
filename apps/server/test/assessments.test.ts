import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { call, smsLogin, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

async function member(role: 1 | 2 | 3) {
  const u = await smsLogin(s);
  if (role !== 1) await s.handle.db.updateTable('member_user').set({ role }).where('memberuser_id', '=', u.id).execute();
  return u;
}

describe('assessments', () => {
  it.each([
    ['/api/Evaluation.MebiMember/lookDetailCengping', {}],
    ['/api/Evaluation.MebiMember/add', { result: ['A'] }],
    ['/api/Evaluation.HuoMember/lookHuolan', {}],
    ['/api/Evaluation.HuoMember/add', { result: ['是'] }],
  ])('given an ordinary member, %s answers status 5 (VIP only)', async (path, body) => {
    const u = await member(1);
    expect(await call(s.app, path, body, { token: u.token })).toMatchObject({ status: 5, msg: MSG.vipOnlyConfirm });
  });

  it('MBTI: the server computes the type from the answers, ignoring the one sent; the result page reads it back', async () => {
    const u = await member(2);
    expect((await call(s.app, '/api/Evaluation.MebiMember/lookDetailCengping', {}, { token: u.token })).data).toBeNull();
    // Questions 1-4 and 5-8 cover E/I, S/N, T/F, J/P: all A → ESTJ.
    const r = await call(s.app, '/api/Evaluation.MebiMember/add', { result: JSON.stringify(Array(8).fill('A')), mbtiresult: 'INFP' }, { token: u.token });
    expect(r).toMatchObject({ status: 200, msg: MSG.submitDone, data: { iden: 'ESTJ' } });
    const got = await call(s.app, '/api/Evaluation.MebiMember/lookDetailCengping', {}, { token: u.token });
    expect(got.data).toMatchObject({ iden: 'ESTJ', TITLE: 'ESTJ（测试）', gexing: 'ESTJ的个性', create_time: expect.any(String) });
    // Answers by sort number, any order; a 1-1 tie goes to the second letter (I N F P).
    const bySort = [8, 7, 6, 5, 4, 3, 2, 1].map((sort) => ({ sort, select: sort <= 4 ? 'A' : 'B' }));
    expect((await call(s.app, '/api/Evaluation.MebiMember/add', { result: bySort }, { token: u.token })).data).toEqual({ iden: 'INFP' });
  });

  it('MBTI: an unanswered question gives 第N题必做', async () => {
    const u = await member(3);
    const answers = ['A', 'B', 'A', null, 'A', 'A', 'A', 'A'];
    expect(await call(s.app, '/api/Evaluation.MebiMember/add', { result: answers }, { token: u.token })).toMatchObject({ status: 400, msg: '第4题必做' });
    expect(await call(s.app, '/api/Evaluation.MebiMember/add', { result: ['A', 'B'] }, { token: u.token })).toMatchObject({ status: 400, msg: '第3题必做' });
  });

  it('Holland: scores per type, the three-letter code, radar order and texts of the top type', async () => {
    const u = await member(2);
    // R I A S E C twice: yes to S and E both times, to C once.
    const answers = ['否', '否', '否', '是', '是', '是', '否', '否', '否', '是', '是', '否'];
    const r = await call(s.app, '/api/Evaluation.HuoMember/add', { result: answers, huolanresult: 'RRR' }, { token: u.token });
    expect(r).toMatchObject({ status: 200, data: { typeName: 'SEC' } });
    const got = await call(s.app, '/api/Evaluation.HuoMember/lookHuolan', {}, { token: u.token });
    expect(got.data).toMatchObject({
      typeName: 'SEC',
      scores: { R: 0, I: 0, A: 0, S: 2, E: 2, C: 1 },
      score: [0, 0, 2, 2, 0, 1],
      zhiye: 'S职业',
      cankao: 'S专业',
    });
    expect(await call(s.app, '/api/Evaluation.HuoMember/add', { result: ['是', '也许'] }, { token: u.token })).toMatchObject({ status: 400 });
  });

  it("one member's result is never another's", async () => {
    const a = await member(2);
    const b = await member(2);
    await call(s.app, '/api/Evaluation.MebiMember/add', { result: Array(8).fill('B') }, { token: a.token });
    expect((await call(s.app, '/api/Evaluation.MebiMember/lookDetailCengping', {}, { token: b.token })).data).toBeNull();
  });
});
