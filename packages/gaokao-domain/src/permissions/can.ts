import { ROLE, type Viewer } from './role';

/** Something a viewer may see or do, from part 1 §6 and part 2 §6. */
export type Action =
  | 'viewHome'
  | 'browseLibraries'
  | 'smartFill'
  | 'openPlan'
  | 'openCentre'
  | 'queryEnrolmentPlan'
  | 'editName'
  | 'editSex'
  | 'editProvince'
  | 'editScore'
  | 'editBatch'
  | 'editSubjects'
  | 'seeAllCollegeData'
  | 'seeBaoyanPercent'
  | 'takeMbti'
  | 'takeHolland'
  | 'seeUpgradeBanner'
  | 'seeMemberCentre'
  | 'seeAgentCentre'
  | 'useAgentDiscount';

/**
 * What happens when a viewer attempts an action: allowed; `login` (open the login dialog); `vip` (offer 购买VIP,
 * going to /Home?type=3 — or show 升级VIP可修改 / 非VIP会员仅展示部分数据 where the page says so); `hidden` (the entry
 * is simply not shown, e.g. the upgrade banner for a VIP).
 */
export type Access = 'allowed' | 'login' | 'vip' | 'hidden';

type Rule = 'everyone' | 'member' | 'vip' | 'freeOnly' | 'freeOrVip' | 'agentOnly';

const RULES: Record<Action, Rule> = {
  viewHome: 'everyone',
  browseLibraries: 'everyone',
  smartFill: 'member',
  openPlan: 'member',
  openCentre: 'member',
  queryEnrolmentPlan: 'member',
  editName: 'member',
  editSex: 'member',
  editProvince: 'vip',
  editScore: 'vip',
  editBatch: 'vip',
  editSubjects: 'vip',
  seeAllCollegeData: 'vip',
  seeBaoyanPercent: 'vip',
  takeMbti: 'vip',
  takeHolland: 'vip',
  seeUpgradeBanner: 'freeOnly',
  seeMemberCentre: 'freeOrVip',
  seeAgentCentre: 'agentOnly',
  useAgentDiscount: 'agentOnly',
};

/** Every action {@link can} knows, for tables and tests. */
export const ACTIONS = Object.keys(RULES) as Action[];

/**
 * How a viewer may attempt an action. Visitors see the home page and the public libraries and query pages; everything
 * personal asks them to log in. Free users (1) are sent to VIP for VIP-only actions. Agents (3) see 代理中心 where
 * others see 会员中心. The server enforces the same table (status 5 for VIP, 101 for login).
 */
export function accessFor(viewer: Viewer, action: Action): Access {
  const rule = RULES[action];
  if (rule === 'everyone') return 'allowed';
  if (viewer === 'visitor') return rule === 'member' || rule === 'vip' ? 'login' : 'hidden';
  switch (rule) {
    case 'member':
      return 'allowed';
    case 'vip':
      return viewer === ROLE.free ? 'vip' : 'allowed';
    case 'freeOnly':
      return viewer === ROLE.free ? 'allowed' : 'hidden';
    case 'freeOrVip':
      return viewer === ROLE.agent ? 'hidden' : 'allowed';
    case 'agentOnly':
      return viewer === ROLE.agent ? 'allowed' : 'hidden';
  }
}

/** True when a viewer may see or do an action (see {@link accessFor} for what to do otherwise). */
export function can(viewer: Viewer, action: Action): boolean {
  return accessFor(viewer, action) === 'allowed';
}
