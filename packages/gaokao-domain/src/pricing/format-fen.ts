/** Integer fen as a yuan amount with two decimals: 1234 → "12.34", 5 → "0.05", -150 → "-1.50". */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
