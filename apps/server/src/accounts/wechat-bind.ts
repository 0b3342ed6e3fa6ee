import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from 'gaokao-domain';
import { SERVER_MSG, STATUS_NOT_IMPLEMENTED, calls } from 'gaokao-contract';
import type { Database } from '../db/types';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { sha256Hex } from '../lib/crypto';
import { CALLBACK_PATH, SANDBOX_AUTHORIZE_PATH, SandboxWechatLogin, type WechatLoginProvider } from './wechat-login';

/**
 * WeChat binding (绑定微信). The centre's dialog asks `wxBindTicket` for a QR address — jiutian_login with the member
 * id and a one-time ticket (256 random bits, SHA-256 stored, 10 minutes) — and polls `detail` until `openid` is set.
 * The phone that scans it opens jiutian_login, which checks the ticket and sends the phone to the provider's
 * authorization (state = the ticket); the provider returns it to `jiutian_callback` with a code, the server exchanges
 * the code for the openid and, in one statement each, uses up the ticket and sets the openid. An openid is bound to
 * one member at most (unique index).
 */

export const BIND_TICKET_TTL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The WeChat binding provider, or null when none is configured (binding answers 该功能暂未开放). */
    wechatLogin: WechatLoginProvider | null;
  }
}

const TICKET = /^[0-9a-f]{64}$/;

export async function createBindTicket(db: Kysely<Database>, memberId: number, now: Date): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('hex');
  await db.deleteFrom('wechat_bind_ticket').where('memberuser_id', '=', memberId).where('expire_time', '<', now).execute();
  await db
    .insertInto('wechat_bind_ticket')
    .values({ ticket_hash: sha256Hex(ticket), memberuser_id: memberId, expire_time: new Date(now.getTime() + BIND_TICKET_TTL_MS) })
    .execute();
  return ticket;
}

/** The member of a ticket that is unused and unexpired (and, when given, of that member), else null. */
export async function ticketMember(db: Kysely<Database>, ticket: string, now: Date, memberId?: number): Promise<number | null> {
  if (!TICKET.test(ticket)) return null;
  const row = await db
    .selectFrom('wechat_bind_ticket')
    .select('memberuser_id')
    .where('ticket_hash', '=', sha256Hex(ticket))
    .where('used_time', 'is', null)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  if (!row || (memberId !== undefined && row.memberuser_id !== memberId)) return null;
  return row.memberuser_id;
}

export type BindOutcome = { ok: true; memberId: number } | { ok: false; reason: 'invalid' | 'taken' };

/** Uses up the ticket and binds the openid to its member, in one transaction; once per ticket. */
export async function completeBinding(db: Kysely<Database>, ticket: string, openid: string, now: Date): Promise<BindOutcome> {
  if (!TICKET.test(ticket)) return { ok: false, reason: 'invalid' };
  try {
    return await db.transaction().execute(async (trx): Promise<BindOutcome> => {
      const used = await trx
        .updateTable('wechat_bind_ticket')
        .set({ used_time: now })
        .where('ticket_hash', '=', sha256Hex(ticket))
        .where('used_time', 'is', null)
        .where('expire_time', '>', now)
        .returning('memberuser_id')
        .executeTakeFirst();
      if (!used) return { ok: false, reason: 'invalid' };
      const other = await trx.selectFrom('member_user').select('memberuser_id').where('openid', '=', openid).where('memberuser_id', '<>', used.memberuser_id).executeTakeFirst();
      if (other) throw new Taken();
      await trx.updateTable('member_user').set({ openid, update_time: sql<Date>`now()` }).where('memberuser_id', '=', used.memberuser_id).execute();
      return { ok: true, memberId: used.memberuser_id };
    });
  } catch (err) {
    // Another member holds this openid (checked above, or the unique index under a race): nothing changed.
    if (err instanceof Taken || (err as { code?: string }).code === '23505') return { ok: false, reason: 'taken' };
    throw err;
  }
}

class Taken extends Error {}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page for the phone (no scripts: the CSP allows none inline). */
function page(reply: FastifyReply, code: number, title: string, body: string): FastifyReply {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const EXPIRED = '<p>二维码已失效或已使用，请在电脑上的会员中心重新打开“绑定微信”。</p>';

export const wechatBindHandlers: Handlers = {
  wxBindTicket: async (_input, req, user) => {
    const provider = req.server.wechatLogin;
    if (!provider) throw new ApiError(STATUS_NOT_IMPLEMENTED, SERVER_MSG.notImplemented);
    const { db, now } = req.server.ctx;
    const ticket = await createBindTicket(db, user!.memberuser_id, now());
    const q = new URLSearchParams({ memberuser_id: String(user!.memberuser_id), ticket });
    return ok({ url: `${req.server.publicOrigin()}${calls.jiutianLogin.path}?${q.toString()}`, expires_in: BIND_TICKET_TTL_MS / 1000, sandbox: provider.kind === 'sandbox' });
  },

  jiutianLogin: async (input, req, _user, reply) => {
    const provider = req.server.wechatLogin;
    if (!provider) return page(reply!, 501, '绑定微信', `<p>${SERVER_MSG.notImplemented}</p>`);
    const member = await ticketMember(req.server.ctx.db, input.ticket ?? '', req.server.ctx.now(), input.memberuser_id);
    if (member === null) return page(reply!, 400, '绑定微信', EXPIRED);
    return reply!.header('cache-control', 'no-store').redirect(provider.authorizeUrl(input.ticket!, req.server.publicOrigin()), 302);
  },
};

/** The provider's return address and, with the sandbox, its authorization page. */
export async function registerWechatRoutes(app: FastifyInstance, provider: WechatLoginProvider | null): Promise<void> {
  app.decorate('wechatLogin', provider);
  if (!provider) return;

  app.get(CALLBACK_PATH, async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const code = typeof q.code === 'string' ? q.code : '';
    const state = typeof q.state === 'string' ? q.state : '';
    const { db, now } = app.ctx;
    // The user declined, or an old link: no code.
    if (!code || code.length > 512 || (await ticketMember(db, state, now())) === null) return page(reply, 400, '绑定微信', code ? EXPIRED : '<p>未获得微信授权，绑定未完成。</p>');
    let openid: string;
    try {
      ({ openid } = await provider.exchangeCode(code));
    } catch (err) {
      req.log.warn({ err: { message: (err as Error).message } }, 'wechat binding: code exchange failed');
      return page(reply, 502, '绑定微信', '<p>微信授权失败，请重新扫码。</p>');
    }
    const done = await completeBinding(db, state, openid, now());
    if (!done.ok) return page(reply, 400, '绑定微信', done.reason === 'taken' ? '<p>该微信已绑定其他账号，请换一个微信或先在原账号解除绑定。</p>' : EXPIRED);
    req.log.info({ memberuser_id: done.memberId }, 'wechat bound');
    return page(reply, 200, MSG.bindDone, '<p>请回到电脑上的会员中心查看。</p>');
  });

  if (!(provider instanceof SandboxWechatLogin)) return;
  app.log.warn('wechat binding: sandbox provider in use, any binding completes with a made-up openid (set WECHAT_LOGIN_PROVIDER=real in production)');

  app.get(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
    const state = String(((req.query ?? {}) as Record<string, unknown>).state ?? '');
    if ((await ticketMember(app.ctx.db, state, app.ctx.now())) === null) return page(reply, 400, '微信授权（开发环境沙箱）', EXPIRED);
    return page(
      reply,
      200,
      '微信授权（开发环境沙箱）',
      `<p>本页代替微信的授权页面：确认后生成一个沙箱 openid 并绑定到扫码的账号。</p><form method="post" action="${SANDBOX_AUTHORIZE_PATH}"><input type="hidden" name="state" value="${escapeHtml(state)}"><button type="submit">确认授权</button></form>`,
    );
  });

  app.post(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
    const state = String(((req.body ?? {}) as Record<string, unknown>).state ?? '');
    // Back to the callback with a signed code, as WeChat would: the same ticket checks and the same binding code.
    const q = new URLSearchParams({ code: provider.issueCode(), state });
    return reply.redirect(`${CALLBACK_PATH}?${q.toString()}`, 303);
  });
}
