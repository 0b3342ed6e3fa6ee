import { MSG, isVip, validatePasswordChange } from 'gaokao-domain';
import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, STATUS_OK, STATUS_RATE_LIMITED } from 'gaokao-contract';
import { sql } from 'kysely';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { maskPhone } from '../lib/crypto';
import { clientKeys } from '../lib/client-key';
import {
  LOGIN_FAILURES,
  LOGIN_FAILURES_PER_ACCOUNT,
  checkPasswordStrength,
  consumeSmsCode,
  createSession,
  dummyPasswordHash,
  findOrCreateUser,
  hashPassword,
  killSessions,
  sendSmsCode,
  userInfo,
  verifyPassword,
} from './service';

export const accountHandlers: Handlers = {
  sendSms: async (input, req) => {
    const key = await sendSmsCode(req.server.ctx, input.mobile, input.type, req.ip, { challenge: input.challenge, nonce: input.nonce });
    // Top-level key as the spec says ("returns key"), and in data for clients that read data.
    return { status: STATUS_OK, msg: SERVER_MSG.smsSent, key, data: { key } };
  },

  loginCode: async (input, req) => {
    const ctx = req.server.ctx;
    await consumeSmsCode(ctx, input.mobile, 'login', input.verify_id, input.verify);
    const id = await findOrCreateUser(ctx, input.mobile, input.scene);
    const token = await createSession(ctx, id);
    return ok({ token, userinfo: await userInfo(ctx, id) }, SERVER_MSG.loginDone);
  },

  login: async (input, req) => {
    const ctx = req.server.ctx;
    const username = input.username.trim();
    // Per account and client (an IPv4 address or an IPv6 /64: one client holds all of it), and per account whatever
    // the address (guesses spread over many addresses). Every attempt counts before the check, so parallel guesses
    // cannot slip past; a success clears both counts.
    const failKey = `loginfail:${username}:${clientKeys(req.ip).net}`;
    const accountKey = `loginfail:account:${username}`;
    const attempt = await ctx.limiter.hit(failKey, LOGIN_FAILURES.max, LOGIN_FAILURES.windowMs);
    if (!attempt.ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.loginLocked);
    const onAccount = await ctx.limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT.max, LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    if (!onAccount.ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.loginLocked);
    const u = await ctx.db
      .selectFrom('member_user')
      .select(['memberuser_id', 'password_hash'])
      .where((eb) => eb.or([eb('phone', '=', username), eb('username', '=', username)]))
      .executeTakeFirst();
    const good = await verifyPassword(u?.password_hash ?? (await dummyPasswordHash()), input.password);
    if (!u || !u.password_hash || !good) {
      throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.loginFailed);
    }
    await ctx.limiter.reset(failKey);
    await ctx.limiter.reset(accountKey);
    const token = await createSession(ctx, u.memberuser_id);
    return ok({ token, userinfo: await userInfo(ctx, u.memberuser_id) }, SERVER_MSG.loginDone);
  },

  updatePassword: async (input, req) => {
    const ctx = req.server.ctx;
    checkPasswordStrength(input.password);
    await consumeSmsCode(ctx, input.mobile, 'reset', input.verify_id, input.verify);
    const u = await ctx.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', input.mobile).executeTakeFirst();
    if (!u) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.smsCodeInvalid);
    await ctx.db
      .updateTable('member_user')
      .set({ password_hash: await hashPassword(input.password), update_time: sql<Date>`now()` })
      .where('memberuser_id', '=', u.memberuser_id)
      .execute();
    await killSessions(ctx, u.memberuser_id);
    return ok(null, MSG.resetDone);
  },

  detail: async (_input, req, user) => ok(await userInfo(req.server.ctx, user!.memberuser_id)),

  logout: async (_input, req, user) => {
    await req.server.ctx.db.deleteFrom('member_session').where('session_id', '=', user!.session_id).execute();
    return ok(null, SERVER_MSG.logoutDone);
  },

  updateMember: async (input, req, user) => {
    const ctx = req.server.ctx;
    if (input.memberuser_id !== undefined && input.memberuser_id !== user!.memberuser_id) {
      throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    }
    // Allow-list: nickname and sex only. role, blance, VIP expiry are never taken from a body.
    const patch: { nickname?: string; sex?: number } = {};
    if (input.nickname !== undefined) patch.nickname = input.nickname.trim();
    if (input.sex !== undefined) patch.sex = input.sex;
    if (Object.keys(patch).length > 0) {
      await ctx.db
        .updateTable('member_user')
        .set({ ...patch, update_time: sql<Date>`now()` })
        .where('memberuser_id', '=', user!.memberuser_id)
        .execute();
    }
    return ok(await userInfo(ctx, user!.memberuser_id), MSG.updateDone);
  },

  // Change password while signed in. A token alone is not enough (OWASP ASVS: a change needs the current password):
  // an account with a password gives it (`oldpassword`, failures limited per account like login); an account made by
  // SMS login, which has none, proves the phone with a fresh `reset` code (`verify_id`, `verify`).
  resetPwd: async (input, req, user) => {
    const ctx = req.server.ctx;
    const id = user!.memberuser_id;
    const u = await ctx.db.selectFrom('member_user').select(['phone', 'password_hash']).where('memberuser_id', '=', id).executeTakeFirstOrThrow();
    const hasPassword = u.password_hash !== null;
    const check = validatePasswordChange({
      hasPassword,
      current: input.oldpassword,
      password: input.password,
      confirm: input.repassword || input.password,
      code: input.verify_id && input.verify ? input.verify : '',
    });
    if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
    if (u.password_hash !== null) {
      const failKey = `pwchange:fail:${id}`;
      // Counted before the check, so parallel guesses cannot slip past; a right answer clears the count.
      const attempt = await ctx.limiter.hit(failKey, LOGIN_FAILURES.max, LOGIN_FAILURES.windowMs);
      if (!attempt.ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.passwordChangeLocked);
      if (!(await verifyPassword(u.password_hash, input.oldpassword ?? ''))) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.currentPasswordWrong);
      await ctx.limiter.reset(failKey);
    } else {
      await consumeSmsCode(ctx, u.phone, 'reset', input.verify_id ?? '', input.verify ?? '');
    }
    await ctx.db
      .updateTable('member_user')
      .set({ password_hash: await hashPassword(input.password), update_time: sql<Date>`now()` })
      .where('memberuser_id', '=', id)
      .execute();
    await killSessions(ctx, id, user!.session_id);
    return ok(null, MSG.passwordChanged);
  },

  // The spec names this call without its payload: it answers whether the signed-in member currently has VIP rights.
  isVipLogin: async (_input, req, user) => {
    const info = await userInfo(req.server.ctx, user!.memberuser_id);
    return ok({ is_vip: isVip(info.role) ? 1 : 0, role: info.role, vip_expire_time: info.vip_expire_time });
  },

  getXiajiList: async (input, req, user) => {
    const db = req.server.ctx.db;
    const base = db.selectFrom('member_user').where('pid', '=', user!.memberuser_id);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['memberuser_id', 'phone', 'create_time', 'role'])
      .orderBy('memberuser_id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute();
    return ok({
      total: Number(total.n),
      data: rows.map((r) => ({
        memberuser_id: r.memberuser_id,
        phone: maskPhone(r.phone),
        create_time: new Date(r.create_time).toISOString(),
        role: r.role,
      })),
    });
  },
};
