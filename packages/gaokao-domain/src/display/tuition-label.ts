import { MSG } from '../messages';

/** Shows a tuition fee: -1 (or missing/unreadable) → 待定, 0 → 免费, otherwise `N元/年`. */
export function tuitionLabel(fee: number | string | null | undefined): string {
  const n = typeof fee === 'string' && fee.trim() !== '' ? Number(fee) : fee;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return MSG.tuitionPending;
  if (n === 0) return MSG.tuitionFree;
  return `${n}元/年`;
}
