import { lowerLevelPanelVisible, toMemberRole } from 'gaokao-domain';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/**
 * The panels of /Home by `type` (spec part 2 §2): 1 basic info, 3 VIP, 4 my assessments, 5 change password, 6 wallet,
 * 7 lower-level members. The spec lists no type 2; here it is 我的志愿 (the saved plan, or 您当前没有志愿单，请返回首页创建).
 */
export const PANELS = [
  { type: 1, key: 'info', label: '基本信息' },
  { type: 2, key: 'plan', label: '我的志愿' },
  { type: 3, key: 'vip', label: 'VIP会员' },
  { type: 4, key: 'assessments', label: '我的测评' },
  { type: 5, key: 'password', label: '修改密码' },
  { type: 6, key: 'wallet', label: '我的钱包' },
  { type: 7, key: 'lowerLevel', label: '下级会员' },
] as const;

export type Panel = (typeof PANELS)[number];
export type PanelKey = Panel['key'];
export type PanelType = Panel['type'];

/** The panel a `type` picks; a missing or unknown value opens basic info (1). */
export function panelOfType(value: string | null): Panel {
  const n = Number(value);
  return PANELS.find((p) => p.type === n) ?? PANELS[0];
}

/** The member fields that decide which panels the side menu lists. */
export interface PanelViewer {
  role: unknown;
  is_sheng?: unknown;
  isFen?: unknown;
}

/** The panels a member's side menu lists: every one, except 下级会员 where the domain's visibility rule hides it. */
export function visiblePanels(user: PanelViewer): Panel[] {
  const lower = lowerLevelPanelVisible({ role: toMemberRole(user.role), is_sheng: user.is_sheng, isFen: user.isFen });
  return PANELS.filter((p) => p.key !== 'lowerLevel' || lower);
}

/** `/Home?type=N` of a panel. */
export function panelHref(type: PanelType): string {
  return href(paths.member, { type });
}

/** The wallet's three tabs (`tab` in the address). */
export const WALLET_TABS = [
  { value: 'income', label: '入账记录' },
  { value: 'withdraw', label: '提现记录' },
  { value: 'spending', label: '支出记录' },
] as const;

export type WalletTab = (typeof WALLET_TABS)[number]['value'];

/** The wallet tab of the address; anything else is income. */
export function walletTabOf(value: string | null): WalletTab {
  return WALLET_TABS.find((t) => t.value === value)?.value ?? 'income';
}

/** A page number from the address: a whole number ≥ 1, else 1. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
