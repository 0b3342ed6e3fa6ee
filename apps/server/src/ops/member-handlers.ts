import { SERVER_MSG, STATUS_NOT_FOUND, type OpsMember } from 'gaokao-contract';
import type { MemberRole } from 'gaokao-domain';
import type { Handlers } from '../http/register';
import { ApiError, ok } from '../http/reply';
import { chinaDayStart, timeFields } from '../lib/china-time';
import { setRole } from './admin';
import { stateOf } from './cards';
import { memberById, memberDetail, searchMembers, type MemberRow } from './members';
import { actorOf } from './operator-of';
import { writeAudit } from './operators';

/**
 * 会员管理 of the console: search, one member's page, role and VIP end. A role change is setRole, the command line's
 * function (the same transaction and audit row); searching and opening a member are audited too (members' phones and
 * money are read).
 */

export function memberWire(m: MemberRow): OpsMember {
  return { ...m, vip_expire_time: timeFields(m.vip_expire_time), create_time: timeFields(m.create_time)! };
}

/** The VIP end the console's date means: the last second of that day in China time. */
export function vipEndOf(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + 86_400_000 - 1000);
}

export const memberHandlers: Handlers = {
  opsMembers: async (input, req) => {
    const actor = actorOf(req);
    const { total, rows } = await searchMembers(req.server.ctx.db, input.q);
    await writeAudit(req.server.ctx.db, actor, 'member.search', 'members', null, { q: input.q, rows: total });
    return ok({ total, data: rows.map(memberWire) });
  },

  opsMember: async (input, req) => {
    const actor = actorOf(req);
    const d = await memberDetail(req.server.ctx.db, input.memberuser_id);
    if (!d) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    await writeAudit(req.server.ctx.db, actor, 'member.view', `member:${input.memberuser_id}`, null, null);
    const now = req.server.ctx.now();
    return ok({
      member: memberWire(d.member),
      orders: d.orders.map((o) => ({ ...o, create_time: timeFields(o.create_time)!, pay_time: timeFields(o.pay_time) })),
      cards: d.cards.map((c) => ({
        card_no: c.card_no,
        relation: c.relation,
        state: stateOf(c, now),
        vippay_id: c.vippay_id,
        batch_id: c.batch_id,
        create_time: timeFields(c.create_time)!,
        active_time: timeFields(c.active_time),
      })),
      ledger: d.ledger.map((l) => ({ ...l, create_time: timeFields(l.create_time)! })),
      referrals: d.referrals.map((r) => ({ ...r, create_time: timeFields(r.create_time)! })),
      counts: d.counts,
    });
  },

  opsMemberRole: async (input, req) => {
    const actor = actorOf(req);
    const done = await setRole(req.server.ctx.db, input.memberuser_id, input.role as MemberRole, { actor, ...(input.vip_expire ? { vipExpire: vipEndOf(input.vip_expire) } : {}) });
    if (!done) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    const m = await memberById(req.server.ctx.db, input.memberuser_id);
    if (!m) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    return ok(memberWire(m));
  },
};
