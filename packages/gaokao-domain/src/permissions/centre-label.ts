import { MSG } from '../messages';
import { ROLE, type MemberRole } from './role';

/** The top-bar entry to the personal centre: 代理中心 for agents (3), 会员中心 for everyone else. */
export function centreLabel(role: MemberRole): string {
  return role === ROLE.agent ? MSG.agentCentre : MSG.memberCentre;
}
