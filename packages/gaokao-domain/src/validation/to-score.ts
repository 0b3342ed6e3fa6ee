/**
 * Reads a score typed into a form: a finite, non-negative number (a number, or a string such as "612" or " 612.5 "),
 * or undefined when the value is missing or not such a number.
 */
export function toScore(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // Number('') is 0 and Number('1e3') is 1000: accept plain decimals only.
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}
