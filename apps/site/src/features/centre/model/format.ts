import { formatFen } from 'gaokao-domain';

/** Fen as money on screen: ¥12.34. */
export function yuan(fen: number | string | null | undefined): string {
  const n = Number(fen ?? 0);
  return `¥${formatFen(Number.isSafeInteger(n) ? n : 0)}`;
}

/** pay_type / withdrawal type on the wire: 1 WeChat, 2 Alipay. */
export function channelLabel(type: number | string | null | undefined): string {
  return Number(type) === 2 ? '支付宝' : '微信';
}

/** Withdrawal status: 1 待处理, 2 已打款, 3 已驳回. */
export function withdrawStatusLabel(status: number | string | null | undefined): string {
  const n = Number(status);
  return n === 2 ? '已打款' : n === 3 ? '已驳回' : '待处理';
}

/** Card status: 1 未激活, 2 已激活. */
export function cardStatusLabel(status: number | string | null | undefined): string {
  return Number(status) === 2 ? '已激活' : '未激活';
}

/** A discount in tenths as Chinese text: 10 → 原价, 8.5 → 8.5折. */
export function discountLabel(tenths: number): string {
  return tenths >= 10 ? '原价' : `${tenths}折`;
}
