/**
 * A yuan amount as text ("12.34", "12", "0.5", " 100.00 ") in integer fen, parsed digit by digit without floating
 * point; null for anything else (empty, negative, signs, exponents, more than two decimals, beyond the safe-integer
 * range).
 */
export function parseYuanToFen(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (match === null) return null;
  const fen = BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return fen <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fen) : null;
}
