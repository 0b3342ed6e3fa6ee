import { ROLE, toMemberRole, type MemberRole } from './role';

/**
 * The role a member has now: a VIP (2) whose paid period ended at or before `now` counts as a free member (1); free
 * members and agents (3) keep their role whatever the date, and a VIP without an end date stays VIP. The stored role
 * is read with `toMemberRole`, so an unknown value is a free member. `vipExpireTime` is a Date or an ISO/SQL time text.
 */
export function effectiveRole(storedRole: unknown, vipExpireTime: Date | string | null | undefined, now: Date): MemberRole {
  const role = toMemberRole(storedRole);
  if (role !== ROLE.vip || vipExpireTime == null || vipExpireTime === '') return role;
  const end = new Date(vipExpireTime).getTime();
  // An unreadable end date is not a paid period: the member is not given VIP on a value nobody can check.
  if (Number.isNaN(end)) return ROLE.free;
  return end <= now.getTime() ? ROLE.free : role;
}
