import { MSG } from '../messages';

/**
 * The count typed into the one-key fill dialog, checked in the spec's order: empty, non-numeric or zero gives
 * 请输入填报记录数; nothing left to fill gives 暂无可填报的专业; otherwise the count, truncated to a whole number and
 * limited to 0…notYetFilled (a negative count is limited to 0 and so asks for a count again).
 */
export function validateOneKeyCount(
  count: number | string | null | undefined,
  notYetFilled: number,
): { ok: true; count: number } | { ok: false; message: string } {
  const n = typeof count === 'string' ? (count.trim() === '' ? Number.NaN : Number(count)) : (count ?? Number.NaN);
  if (!Number.isFinite(n) || Math.trunc(n) === 0) return { ok: false, message: MSG.fillCountRequired };
  if (!(notYetFilled > 0)) return { ok: false, message: MSG.noFillableMajors };
  const limited = Math.min(Math.max(Math.trunc(n), 0), Math.trunc(notYetFilled));
  if (limited === 0) return { ok: false, message: MSG.fillCountRequired };
  return { ok: true, count: limited };
}
