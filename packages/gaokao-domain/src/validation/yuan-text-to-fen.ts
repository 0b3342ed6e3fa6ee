/**
 * Reads a yuan amount typed by a user ("12", "12.5", "0.05", " 100.00 ") as integer fen without floating point;
 * undefined for anything else (negative, more than two decimals, exponents, empty, beyond the safe-integer range).
 */
export function yuanTextToFen(text: string | null | undefined): number | undefined {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const yuan = match[1] ?? '';
  const fen = (match[2] ?? '').padEnd(2, '0');
  const value = Number(yuan) * 100 + Number(fen);
  return Number.isSafeInteger(value) ? value : undefined;
}
