import { formatFen, withdrawStatusLabel } from 'gaokao-domain';
import type { OpsWithdrawal } from 'gaokao-contract';

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
