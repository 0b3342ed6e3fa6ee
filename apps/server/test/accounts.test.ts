import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { SERVER_MSG } from 'gaokao-contract';
import { call, createTempPgDatabase, findPgAdmin, freshIp, freshPhone, sendCode, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';

// The suite below runs once per engine; `s` is the server of the engine block running.
let s: TestServer;

const pgAdmin = await findPgAdmin();
const skipPg = skipUnlessCI('account suite on PostgreSQL', pgAdmin.reason);

describe('embedded database (PGlite)', () => {
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s?.close();
  });
  accountSuite();
});

describe.skipIf(skipPg)('PostgreSQL (fresh database per run)', () => {
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
  accountSuite();
});


/** Sets the first password of an account made by SMS login: a fresh reset code, then resetPwd. */
async function setPassword(u: { token: string; phone: string }, password: string) {
  const sent = await sendCode(s, u.phone, 'reset');
  const r = await call(s.app, '/api/MemberUser/resetPwd', { password, repassword: password, verify_id: sent.key, verify: sent.code }, { token: u.token });
  expect(r, r.msg).toMatchObject({ status: 200, msg: MSG.passwordChanged });
}

async function member(role: 1 | 2 | 3) {
  const u = await smsLogin(s);
  if (role !== 1) await s.handle.db.updateTable('member_user').set({ role }).where('memberuser_id', '=', u.id).execute();
  return u;
}

/** Accounts, sessions, profile and assessments (which share this file's database: one start less). */
function accountSuite() {
  describe('SMS codes', () => {
    it('given a send, should reply a key at top level and in data, and deliver a 6-digit code', async () => {
      const phone = freshPhone();
      const r = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      expect(r.status).toBe(200);
      expect(r.msg).toBe('发送成功');
      expect(r.key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(r.data).toEqual({ key: r.key });
      expect(s.sms.last(phone)!.code).toMatch(/^\d{6}$/);
    });

    it.each([
      { name: 'missing phone', body: {}, msg: MSG.mobileRequired },
      { name: 'empty phone', body: { mobile: '' }, msg: MSG.mobileRequired },
      { name: 'malformed phone', body: { mobile: '12345' }, msg: MSG.mobileInvalid },
    ])('given $name, should answer 400 $msg', async ({ body, msg }) => {
      const r = await call(s.app, '/api/MemberUser/sendSms', body, { ip: freshIp() });
      expect(r).toMatchObject({ status: 400, msg });
    });

    it('given a used code, should refuse it the second time', async () => {
      const phone = freshPhone();
      const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      const body = { mobile: phone, verify_id: sent.key, verify: s.sms.last(phone)!.code };
      expect((await call(s.app, '/api/MemberUser/loginCode', body)).status).toBe(200);
      expect(await call(s.app, '/api/MemberUser/loginCode', body)).toMatchObject({ status: 400, msg: SERVER_MSG.smsCodeInvalid });
    });

    it('given 5 wrong tries, should burn the code (the right one fails afterwards)', async () => {
      const phone = freshPhone();
      const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      const right = s.sms.last(phone)!.code;
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: wrong })).status).toBe(400);
      }
      expect((await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: right })).status).toBe(400);
    });

    it('given 4 wrong tries, should still accept the right code', async () => {
      const phone = freshPhone();
      const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      const right = s.sms.last(phone)!.code;
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: wrong });
      expect((await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: right })).status).toBe(200);
    });

    it('given a code older than 10 minutes, should refuse it', async () => {
      const phone = freshPhone();
      const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      s.clock.offsetMs = 10 * 60_000 + 1000;
      try {
        const r = await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: s.sms.last(phone)!.code });
        expect(r.status).toBe(400);
      } finally {
        s.clock.offsetMs = 0;
      }
    });

    it('given a code sent for another phone or purpose, should refuse it', async () => {
      const phone = freshPhone();
      const other = freshPhone();
      const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
      const code = s.sms.last(phone)!.code;
      expect((await call(s.app, '/api/MemberUser/loginCode', { mobile: other, verify_id: sent.key, verify: code })).status).toBe(400);
      // A login code cannot reset a password.
      await smsLogin(s, other);
      const sent2 = await sendCode(s, other);
      const r = await call(s.app, '/api/MemberUser/updatePassword', { mobile: other, password: 'a-long-password', verify_id: sent2.key, verify: sent2.code });
      expect(r).toMatchObject({ status: 400, msg: SERVER_MSG.smsCodeInvalid });
    });

    it('given 50 parallel sends for one phone, should let exactly one through (1 per minute)', async () => {
      const phone = freshPhone();
      const before = s.sms.sent.length;
      const replies = await Promise.all(Array.from({ length: 50 }, () => call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() })));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 429).every((r) => r.msg === SERVER_MSG.tooManyRequests)).toBe(true);
      expect(s.sms.sent.length - before).toBe(1);
    });

    it('given one phone over an hour, should allow 5 sends and refuse the 6th', async () => {
      const phone = freshPhone();
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 6; i++) {
          s.clock.offsetMs = 0;
          // The in-memory limiter reads the wall clock of the app: step past the minute window by resetting its key.
          await s.app.ctx.limiter.reset(`sms:phone:${phone}:60000`);
          statuses.push((await call(s.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() })).status);
        }
      } finally {
        s.clock.offsetMs = 0;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('given one IP sending to many phones, should cap it at 10 an hour', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await call(s.app, '/api/MemberUser/sendSms', { mobile: freshPhone() }, { ip })).status);
      expect(statuses.filter((x) => x === 200)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    });

    it('given a reset for an unknown phone, should answer exactly like a known one and send nothing', async () => {
      const unknown = freshPhone();
      const known = (await smsLogin(s)).phone;
      const before = s.sms.sent.length;
      await s.app.ctx.limiter.reset(`sms:phone:${known}:60000`);
      const a = await call(s.app, '/api/MemberUser/sendSms', { mobile: unknown, type: 'reset' }, { ip: freshIp() });
      const b = await call(s.app, '/api/MemberUser/sendSms', { mobile: known, type: 'reset' }, { ip: freshIp() });
      expect({ ...a, key: 'k', data: 'd' }).toEqual({ ...b, key: 'k', data: 'd' });
      expect(s.sms.sent.length - before).toBe(1);
    });
  });

  describe('accounts', () => {
    it('given a first code login, should create a role-1 account without a password', async () => {
      const u = await smsLogin(s);
      const d = await call(s.app, '/api/MemberUser/detail', {}, { token: u.token });
      expect(d.status).toBe(200);
      expect(d.data).toMatchObject({ memberuser_id: u.id, phone: u.phone, role: 1, isZeng: 0, blance: 0, has_password: false, zhiyuan: null });
      // No shared default password: password login is impossible until the user sets one.
      for (const pw of ['123456', '12345678', u.phone, '']) {
        const r = await call(s.app, '/api/MemberUser/login', { username: u.phone, password: pw }, { ip: freshIp() });
        expect(r.status).not.toBe(200);
      }
    });

    it('given a referral code as scene, should link the inviter and list the member as lower-level', async () => {
      const inviter = await smsLogin(s);
      const code = ((await call(s.app, '/api/MemberUser/detail', {}, { token: inviter.token })).data as { code: string }).code;
      const invited = await smsLogin(s, freshPhone(), code);
      const list = await call(s.app, '/api/MemberUser/getXiajiList', { page: 1, limit: 20 }, { token: inviter.token });
      expect(list.status).toBe(200);
      const data = list.data as { total: number; data: { memberuser_id: number; phone: string }[] };
      expect(data.total).toBe(1);
      expect(data.data[0]!.memberuser_id).toBe(invited.id);
      expect(data.data[0]!.phone).toBe(`${invited.phone.slice(0, 3)}****${invited.phone.slice(-4)}`);
    });

    it.each([
      { name: 'no username', body: { password: 'x' }, msg: MSG.usernameRequired },
      { name: 'no password', body: { username: '13800000000' }, msg: MSG.passwordRequired },
    ])('given password login with $name, should answer $msg', async ({ body, msg }) => {
      expect(await call(s.app, '/api/MemberUser/login', body)).toMatchObject({ status: 400, msg });
    });

    it('given a password set by reset, should log in with it; unknown phone and wrong password answer alike', async () => {
      const u = await smsLogin(s);
      const sent = await sendCode(s, u.phone, 'reset');
      const reset = await call(s.app, '/api/MemberUser/updatePassword', {
        mobile: u.phone,
        password: 'correct horse battery',
        repassword: 'correct horse battery',
        verify_id: sent.key,
        verify: sent.code,
      });
      expect(reset).toMatchObject({ status: 200, msg: MSG.resetDone });
      const good = await call(s.app, '/api/MemberUser/login', { username: u.phone, password: 'correct horse battery' }, { ip: freshIp() });
      expect(good.status).toBe(200);
      expect((good.data as { userinfo: { has_password: boolean } }).userinfo.has_password).toBe(true);
      const wrong = await call(s.app, '/api/MemberUser/login', { username: u.phone, password: 'wrong password' }, { ip: freshIp() });
      const unknown = await call(s.app, '/api/MemberUser/login', { username: freshPhone(), password: 'wrong password' }, { ip: freshIp() });
      expect(wrong).toEqual(unknown);
      expect(wrong).toMatchObject({ status: 400, msg: SERVER_MSG.loginFailed });
    });

    it.each([
      { name: 'no phone', body: { password: 'abcdefgh', verify_id: 'x', verify: '1' }, msg: MSG.mobileRequired },
      { name: 'no password', body: { mobile: '13800000000', verify_id: 'x', verify: '1' }, msg: MSG.passwordRequired },
      { name: 'different passwords', body: { mobile: '13800000000', password: 'abcdefgh', repassword: 'abcdefgi', verify: '1' }, msg: MSG.passwordsDiffer },
      { name: 'no code', body: { mobile: '13800000000', password: 'abcdefgh', repassword: 'abcdefgh' }, msg: MSG.smsCodeRequired },
    ])('given a reset with $name, should answer $msg (spec order)', async ({ body, msg }) => {
      expect(await call(s.app, '/api/MemberUser/updatePassword', body)).toMatchObject({ status: 400, msg });
    });

    it('given a short new password, should refuse it', async () => {
      const u = await smsLogin(s);
      const sent = await sendCode(s, u.phone, 'reset');
      expect(await call(s.app, '/api/MemberUser/resetPwd', { password: 'short', verify_id: sent.key, verify: sent.code }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.passwordTooShort });
      await setPassword(u, 'the first password');
      expect(await call(s.app, '/api/MemberUser/resetPwd', { oldpassword: 'the first password', password: 'short' }, { token: u.token })).toMatchObject({ status: 400, msg: MSG.passwordTooShort });
    });

    describe('password change (resetPwd) asks who is changing it', () => {
      const change = (token: string, body: Record<string, unknown>) => call(s.app, '/api/MemberUser/resetPwd', body, { token, ip: freshIp() });
      const passwordLogin = (phone: string, password: string) => call(s.app, '/api/MemberUser/login', { username: phone, password }, { ip: freshIp() });

      it('given a password set, a token alone cannot change it: no current password → 请输入原密码, a wrong one → 原密码错误, nothing changes and other sessions live', async () => {
        const owner = await smsLogin(s);
        await setPassword(owner, 'the owner password');
        const stolen = await smsLogin(s, owner.phone);
        expect(await change(stolen.token, { password: 'attacker password' })).toMatchObject({ status: 400, msg: MSG.currentPasswordRequired });
        expect(await change(stolen.token, { oldpassword: '', password: 'attacker password', repassword: 'attacker password' })).toMatchObject({ status: 400, msg: MSG.currentPasswordRequired });
        expect(await change(stolen.token, { oldpassword: 'a guess at it', password: 'attacker password' })).toMatchObject({ status: 400, msg: SERVER_MSG.currentPasswordWrong });
        // An SMS code is no way around it while a password is set (the forgot-password reset is).
        const sent = await sendCode(s, owner.phone, 'reset');
        expect(await change(stolen.token, { password: 'attacker password', verify_id: sent.key, verify: sent.code })).toMatchObject({ status: 400, msg: MSG.currentPasswordRequired });
        expect((await passwordLogin(owner.phone, 'attacker password')).status).toBe(400);
        expect((await passwordLogin(owner.phone, 'the owner password')).status).toBe(200);
        expect((await call(s.app, '/api/MemberUser/detail', {}, { token: owner.token })).status).toBe(200);
      });

      it('given the current password, changes it: the old one stops working, the new one logs in', async () => {
        const u = await smsLogin(s);
        await setPassword(u, 'the first password');
        expect(await change(u.token, { oldpassword: 'the first password', password: 'the second password', repassword: 'the second password' })).toMatchObject({ status: 200, msg: MSG.passwordChanged });
        expect((await passwordLogin(u.phone, 'the first password')).status).toBe(400);
        expect((await passwordLogin(u.phone, 'the second password')).status).toBe(200);
      });

      it('given 5 wrong current passwords, refuses the next attempts (even the right one) with 429 for the window; 50 parallel guesses check at most 5', async () => {
        const u = await smsLogin(s);
        await setPassword(u, 'the right password');
        for (let i = 0; i < 5; i++) expect(await change(u.token, { oldpassword: `wrong ${i}`, password: 'a new password' })).toMatchObject({ status: 400, msg: SERVER_MSG.currentPasswordWrong });
        expect(await change(u.token, { oldpassword: 'the right password', password: 'a new password' })).toMatchObject({ status: 429, msg: SERVER_MSG.passwordChangeLocked });
        const v = await smsLogin(s);
        await setPassword(v, 'the right password');
        const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => change(v.token, { oldpassword: `guess ${i}`, password: 'a new password' })));
        expect(replies.filter((r) => r.msg === SERVER_MSG.currentPasswordWrong).length).toBeLessThanOrEqual(5);
        expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45);
        // The owner can still set a new password through the SMS reset.
        const sent = await sendCode(s, v.phone, 'reset');
        expect((await call(s.app, '/api/MemberUser/updatePassword', { mobile: v.phone, password: 'after the lock', verify_id: sent.key, verify: sent.code })).status).toBe(200);
      });

      it('given an account made by SMS (no password), sets the first one only with a fresh reset code', async () => {
        const u = await smsLogin(s);
        expect(await change(u.token, { password: 'my first password' })).toMatchObject({ status: 400, msg: MSG.smsCodeRequired });
        expect(await change(u.token, { password: 'my first password', verify_id: 'x' })).toMatchObject({ status: 400, msg: MSG.smsCodeRequired });
        // A login code is not a reset code; a wrong code counts toward burning it.
        const login = await sendCode(s, u.phone, 'login');
        expect(await change(u.token, { password: 'my first password', verify_id: login.key, verify: login.code })).toMatchObject({ status: 400, msg: SERVER_MSG.smsCodeInvalid });
        const reset = await sendCode(s, u.phone, 'reset');
        const wrong = reset.code === '000000' ? '111111' : '000000';
        expect(await change(u.token, { password: 'my first password', verify_id: reset.key, verify: wrong })).toMatchObject({ status: 400, msg: SERVER_MSG.smsCodeInvalid });
        // Another member's code for their own phone does not work on this account.
        const other = await smsLogin(s);
        const theirs = await sendCode(s, other.phone, 'reset');
        expect(await change(u.token, { password: 'my first password', verify_id: theirs.key, verify: theirs.code })).toMatchObject({ status: 400, msg: SERVER_MSG.smsCodeInvalid });
        expect(await change(u.token, { password: 'my first password', verify_id: reset.key, verify: reset.code })).toMatchObject({ status: 200, msg: MSG.passwordChanged });
        // Single use.
        expect(await change(u.token, { oldpassword: 'my first password', password: 'my second password', verify_id: reset.key, verify: reset.code })).toMatchObject({ status: 200 });
        expect((await passwordLogin(u.phone, 'my second password')).status).toBe(200);
        const d = await call(s.app, '/api/MemberUser/detail', {}, { token: u.token });
        expect(d.data).toMatchObject({ has_password: true });
      });
    });

    it('given 5 wrong passwords from one IP, should lock password login there, while SMS login still works', async () => {
      const u = await smsLogin(s);
      await setPassword(u, 'the right password');
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        expect((await call(s.app, '/api/MemberUser/login', { username: u.phone, password: `wrong ${i}` }, { ip })).msg).toBe(SERVER_MSG.loginFailed);
      }
      const locked = await call(s.app, '/api/MemberUser/login', { username: u.phone, password: 'the right password' }, { ip });
      expect(locked).toMatchObject({ status: 429, msg: SERVER_MSG.loginLocked });
      expect((await smsLogin(s, u.phone)).id).toBe(u.id);
    });

    it('given 50 parallel wrong passwords, should check at most 5 of them', async () => {
      const u = await smsLogin(s);
      await setPassword(u, 'the right password');
      const ip = freshIp();
      const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => call(s.app, '/api/MemberUser/login', { username: u.phone, password: `guess ${i}` }, { ip })));
      expect(replies.filter((r) => r.msg === SERVER_MSG.loginFailed).length).toBeLessThanOrEqual(5);
      expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45);
    });
  });

  describe('sessions', () => {
    it('given logout, should reject the token afterwards', async () => {
      const u = await smsLogin(s);
      expect((await call(s.app, '/api/MemberUser/logout', {}, { token: u.token })).status).toBe(200);
      expect(await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).toMatchObject({ status: 101, msg: SERVER_MSG.loginRequired });
    });

    it('given no Authorization header, should answer 101 token不能为空; a Bearer token is accepted', async () => {
      expect(await call(s.app, '/api/MemberUser/detail')).toMatchObject({ status: 101, msg: MSG.tokenMissing });
      const u = await smsLogin(s);
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: `Bearer ${u.token}` })).status).toBe(200);
    });

    it('given a password change, should end the other sessions and keep the current one', async () => {
      const a = await smsLogin(s);
      const b = await smsLogin(s, a.phone);
      await setPassword(a, 'new password 1');
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(200);
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: b.token })).status).toBe(101);
      const c = await smsLogin(s, a.phone);
      expect((await call(s.app, '/api/MemberUser/resetPwd', { oldpassword: 'new password 1', password: 'new password 2' }, { token: a.token })).msg).toBe(MSG.passwordChanged);
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(200);
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: c.token })).status).toBe(101);
    });

    it('given a password reset by SMS, should end every session', async () => {
      const a = await smsLogin(s);
      const sent = await sendCode(s, a.phone, 'reset');
      const r = await call(s.app, '/api/MemberUser/updatePassword', { mobile: a.phone, password: 'another password', verify_id: sent.key, verify: sent.code });
      expect(r.status).toBe(200);
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(101);
    });

    it('given 8 idle days, should expire the session (idle limit 7 days)', async () => {
      const a = await smsLogin(s);
      s.clock.offsetMs = 8 * 24 * 3600_000;
      try {
        expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(101);
      } finally {
        s.clock.offsetMs = 0;
      }
    });

    it('given 31 days of daily use, should expire the session (absolute limit 30 days)', async () => {
      const a = await smsLogin(s);
      try {
        for (let day = 1; day <= 29; day += 4) {
          s.clock.offsetMs = day * 24 * 3600_000;
          // Keep it fresh: the idle clock is the database's last_seen_time.
          await s.handle.db.updateTable('member_session').set({ last_seen_time: new Date(Date.now() + s.clock.offsetMs) }).execute();
          expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(200);
        }
        s.clock.offsetMs = 31 * 24 * 3600_000;
        await s.handle.db.updateTable('member_session').set({ last_seen_time: new Date(Date.now() + s.clock.offsetMs) }).execute();
        expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(101);
      } finally {
        s.clock.offsetMs = 0;
      }
    });

    it('should store only a SHA-256 of the token', async () => {
      const a = await smsLogin(s);
      const rows = await s.handle.db.selectFrom('member_session').select('token_hash').where('memberuser_id', '=', a.id).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(r.token_hash).not.toContain(a.token);
      }
      expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    });
  });

  describe('VIP status', () => {
    it('is_vip_login: role 1 no, role 2 yes until its expiry, role 3 yes', async () => {
      const u = await smsLogin(s);
      const vip = async () => (await call(s.app, '/api/MemberUser/is_vip_login', {}, { token: u.token })).data as { is_vip: number; role: number };
      expect(await vip()).toMatchObject({ is_vip: 0, role: 1 });
      await s.handle.db.updateTable('member_user').set({ role: 2, vip_expire_time: new Date(Date.now() + 86_400_000) }).where('memberuser_id', '=', u.id).execute();
      expect(await vip()).toMatchObject({ is_vip: 1, role: 2 });
      await s.handle.db.updateTable('member_user').set({ vip_expire_time: new Date(Date.now() - 1000) }).where('memberuser_id', '=', u.id).execute();
      expect(await vip()).toMatchObject({ is_vip: 0, role: 1 });
      await s.handle.db.updateTable('member_user').set({ role: 3, vip_expire_time: null }).where('memberuser_id', '=', u.id).execute();
      expect(await vip()).toMatchObject({ is_vip: 1, role: 3 });
    });
  });

  describe('profile', () => {
    it('given role, blance and VIP expiry in the body, should change only nickname and sex', async () => {
      const u = await smsLogin(s);
      const r = await call(
        s.app,
        '/api/MemberUser/update',
        { memberuser_id: u.id, nickname: '小明', sex: 1, role: 3, blance: 999999, vip_expire_time: '2099-01-01', isZeng: 1, code: 'HACKED' },
        { token: u.token },
      );
      expect(r).toMatchObject({ status: 200, msg: MSG.updateDone });
      expect(r.data).toMatchObject({ nickname: '小明', sex: 1, role: 1, blance: 0, vip_expire_time: null, isZeng: 0 });
      expect((r.data as { code: string }).code).not.toBe('HACKED');
    });

    it("given another user's memberuser_id, should answer 404 and change nothing", async () => {
      const a = await smsLogin(s);
      const b = await smsLogin(s);
      const r = await call(s.app, '/api/MemberUser/update', { memberuser_id: b.id, nickname: '入侵' }, { token: a.token });
      expect(r.status).toBe(404);
      const bd = await call(s.app, '/api/MemberUser/detail', {}, { token: b.token });
      const ad = await call(s.app, '/api/MemberUser/detail', {}, { token: a.token });
      expect((bd.data as { nickname: string }).nickname).toBe('');
      expect((ad.data as { nickname: string }).nickname).toBe('');
    });
  });

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
}
