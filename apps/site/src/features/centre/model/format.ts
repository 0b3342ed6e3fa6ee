import { formatFen } from 'gaokao-domain';

/** Fen as money on screen: ¥12.34. */
export function yuan(fen: number | string | null | undefined): string {
  const n = Number(fen ?? 0);
  return `¥${formatFen(Number.isSafeInteger(n) ? n : 0)}`;
}

/** The money codes' labels live in gaokao-domain (pricing/money-codes). */
export { payChannelLabel as channelLabel, withdrawStatusLabel, withdrawRemarkLabel, cardStatusLabel, payStatusLabel } from 'gaokao-domain';

/** A discount in tenths as Chinese text: 10 → 原价, 8.5 → 8.5折. */
export function discountLabel(tenths: number): string {
  return tenths >= 10 ? '原价' : `${tenths}折`;
}
