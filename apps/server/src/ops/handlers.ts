import type { FastifyRequest } from 'fastify';
import { formatFen, withdrawStatusLabel } from 'gaokao-domain';
import { SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, STATUS_RATE_LIMITED, type OpsWithdrawal } from 'gaokao-contract';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { clientKeys } from '../lib/client-key';
import { chinaDayStart, timeFields } from '../lib/china-time';
import { LOGIN_FAILURES, LOGIN_FAILURES_PER_ACCOUNT } from '../accounts/service';
import { listWithdrawals, markWithdrawalPaid, rejectWithdrawal, type SettleOutcome, type WithdrawalFilter, type WithdrawalRow } from './admin';
import { listAudit, loginOperator, logoutOperator, writeAudit } from './operators';
import { actorOf, operatorOf } from './operator-of';
import { csvText } from './csv';
import { memberHandlers } from './member-handlers';
import { cardHandlers } from './card-handlers';
import { newsHandlers } from './news-handlers';
import { contentOpsHandlers } from './content-handlers';

/**
 * The operator console's calls (`/api/ops/…`, `auth: 'ops'` in the contract: register.ts has checked the operator's
 * token before a handler runs). Money actions go through the same service functions as the command line
 * (ops/admin.ts), which write the audit row in the action's transaction.
 */


function wire(r: WithdrawalRow): OpsWithdrawal {
  return {
    withdraw_id: r.withdraw_id,
    memberuser_id: r.memberuser_id,
    phone: r.phone,
    price: r.price,
    type: r.type === 2 ? 2 : 1,
    account: r.type === 2 ? r.identity : r.openid,
    name: r.name,
    status: r.status === 2 ? 2 : r.status === 3 ? 3 : 1,
    remark: r.remark,
    payout_ref: r.payout_ref,
    create_time: timeFields(r.create_time)!,
    settle_time: timeFields(r.settle_time),
  };
}

/** The filter of a list or export: a China-time day range, both days included. */
function filterOf(input: { status: number; date_from?: string | undefined; date_to?: string | undefined }): WithdrawalFilter {
  return {
    status: input.status,
    from: input.date_from ? chinaDayStart(input.date_from) : undefined,
    to: input.date_to ? new Date(chinaDayStart(input.date_to).getTime() + 86_400_000) : undefined,
  };
}

async function settled(req: FastifyRequest, withdrawId: number, done: SettleOutcome): Promise<OpsWithdrawal> {
  if (!done.ok) {
    if (done.reason === 'not-found') throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    throw new ApiError(STATUS_BAD_REQUEST, `${SERVER_MSG.opsWithdrawalNotPending}（${withdrawStatusLabel(done.status ?? 1)}）`);
  }
  const row = (await listWithdrawals(req.server.ctx.db, { withdrawId })).rows[0];
  if (!row) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
  return wire(row);
}


const CSV_HEADER = ['提现ID', '会员ID', '手机号', '金额(元)', '方式', '收款账号', '姓名', '状态', '转账单号', '备注', '申请时间(北京时间)', '处理时间(北京时间)', '申请时间(UTC)', '处理时间(UTC)'];

function csvRow(w: OpsWithdrawal): (string | number)[] {
  return [
    w.withdraw_id,
    w.memberuser_id,
    w.phone,
    formatFen(w.price),
    w.type === 2 ? '支付宝' : '微信',
    w.account,
    w.name,
    withdrawStatusLabel(w.status),
    w.payout_ref,
    w.remark,
    w.create_time.china,
    w.settle_time?.china ?? '',
    w.create_time.iso,
    w.settle_time?.iso ?? '',
  ];
}

export const opsHandlers: Handlers = {
  opsLogin: async (input, req) => {
    const ctx = req.server.ctx;
    const name = input.name.trim();
    // The member login's limits, on keys of their own: per name and client, and per name whatever the address.
    const failKey = `opsloginfail:${name}:${clientKeys(req.ip).net}`;
    const accountKey = `opsloginfail:account:${name}`;
    if (!(await ctx.limiter.hit(failKey, LOGIN_FAILURES.max, LOGIN_FAILURES.windowMs)).ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
    if (!(await ctx.limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT.max, LOGIN_FAILURES_PER_ACCOUNT.windowMs)).ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
    const done = await loginOperator(ctx.db, name, input.password, input.code.trim(), ctx.now());
    if (!done.ok) throw new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.opsLoginFailed);
    await ctx.limiter.reset(failKey);
    await ctx.limiter.reset(accountKey);
    return ok({ token: done.token, operator: { operator_id: done.operatorId, name: done.name }, expire_time: timeFields(done.expires)! }, SERVER_MSG.loginDone);
  },

  opsLogout: async (_input, req) => {
    await logoutOperator(req.server.ctx.db, operatorOf(req).sessionId);
    return ok(null, SERVER_MSG.logoutDone);
  },

  opsMe: async (_input, req) => {
    const op = operatorOf(req);
    return ok({ operator: { operator_id: op.operatorId, name: op.name } });
  },

  opsWithdrawals: async (input, req) => {
    operatorOf(req);
    const { total, rows } = await listWithdrawals(req.server.ctx.db, { ...filterOf(input), limit: input.limit, offset: (input.page - 1) * input.limit });
    return ok({ total, data: rows.map(wire) });
  },

  opsWithdrawalsCsv: async (input, req, _user, reply) => {
    const actor = actorOf(req);
    const { rows } = await listWithdrawals(req.server.ctx.db, filterOf(input));
    const body = csvText(CSV_HEADER, rows.map((r) => csvRow(wire(r))));
    // Members' phones and accounts leave the system: who took which rows is recorded.
    await writeAudit(req.server.ctx.db, actor, 'withdrawal.export', 'withdrawals', null, {
      status: input.status,
      date_from: input.date_from ?? null,
      date_to: input.date_to ?? null,
      rows: rows.length,
    });
    return reply!
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="withdrawals-${input.status}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  },

  opsWithdrawalPaid: async (input, req) => {
    const done = await markWithdrawalPaid(req.server.ctx.db, input.withdraw_id, { actor: actorOf(req), reference: input.payout_ref, remark: input.remark || '已打款' });
    return ok(await settled(req, input.withdraw_id, done));
  },

  opsWithdrawalReject: async (input, req) => {
    const done = await rejectWithdrawal(req.server.ctx.db, input.withdraw_id, { actor: actorOf(req), remark: input.reason });
    return ok(await settled(req, input.withdraw_id, done));
  },

  opsAudit: async (input, req) => {
    operatorOf(req);
    const { total, rows } = await listAudit(req.server.ctx.db, { action: input.action || undefined, target: input.target || undefined, page: input.page, limit: input.limit });
    return ok({ total, data: rows.map((r) => ({ ...r, at: timeFields(r.at)! })) });
  },

  ...memberHandlers,
  ...cardHandlers,
  ...newsHandlers,
  ...contentOpsHandlers,
};
