import { MSG } from '../messages';
import { ROLE, type MemberRole } from './role';

/**
 * The identity shown for a role: role 1 is 普通会员 on the info panel and 临时会员 in the lower-level list (part 2 §6);
 * the spec does not name roles 2 and 3, so they read VIP会员 and 代理商 everywhere.
 */
export function roleLabel(role: MemberRole, where: 'info' | 'lowerLevel' = 'info'): string {
  if (role === ROLE.vip) return MSG.roleVip;
  if (role === ROLE.agent) return MSG.roleAgent;
  return where === 'lowerLevel' ? MSG.roleTemporary : MSG.roleFree;
}
