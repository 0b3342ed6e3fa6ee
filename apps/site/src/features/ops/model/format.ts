import { cardStateLabel, formatFen, payChannelLabel, payStatusLabel, roleLabel, toMemberRole, withdrawStatusLabel } from 'gaokao-domain';
import type { OpsCardState, OpsWithdrawal } from 'gaokao-contract';

/** ¥50.00 from fen. */
export const yuan = (fen: number): string => `¥${formatFen(fen)}`;

/** 微信 / 支付宝 */
export const channelLabel = (type: OpsWithdrawal['type']): string => (type === 2 ? '支付宝' : '微信');

/** 待处理 / 已打款 / 已驳回 */
export const statusLabel = (status: OpsWithdrawal['status']): string => withdrawStatusLabel(status);

/** The payee as the finance team pays it: the Alipay account and holder, or the bound WeChat openid (未绑定微信). */
export function payee(w: Pick<OpsWithdrawal, 'type' | 'account' | 'name'>): string {
  if (w.type === 2) return [w.account, w.name].filter(Boolean).join(' / ') || '—';
  return w.account ? `openid ${w.account}` : '（未绑定微信）';
}

/** Audit actions as the console names them; an action it does not know is shown as written. */
const ACTIONS: Record<string, string> = {
  'withdrawal.paid': '标记已付',
  'withdrawal.reject': '驳回提现',
  'withdrawal.export': '导出提现CSV',
  'operator.add': '新建运营账号',
  'operator.disable': '停用运营账号',
  'operator.login': '运营登录',
  'member.role': '修改会员身份',
  'member.search': '查询会员',
  'member.view': '查看会员',
  'card.issue': '发行卡密',
  'card.void': '作废卡密',
  'card.export': '导出卡密CSV',
  'news.save': '保存资讯',
  'news.publish': '发布资讯',
  'news.unpublish': '撤回资讯',
};

export const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** The known actions, for the audit filter. */
export const AUDIT_ACTIONS: readonly { value: string; label: string }[] = Object.entries(ACTIONS).map(([value, label]) => ({ value, label }));

/** A before/after value of the audit log as text: nothing as —, text as it is, anything else as indented JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** 普通会员 / VIP会员 / 代理商 for a member's role. */
export const memberRoleLabel = (role: number): string => roleLabel(toMemberRole(role));

/** 未激活 / 已激活 / 已作废 / 已过期 */
export const cardLabel = (state: OpsCardState): string => cardStateLabel(state);

/** 微信 / 支付宝 for an order's pay_type. */
export const payTypeLabel = (type: number): string => payChannelLabel(type);

/** 已支付 / 待支付 */
export const orderStatusLabel = (status: number): string => payStatusLabel(status);
