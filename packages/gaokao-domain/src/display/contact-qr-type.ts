/** China Standard Time is UTC+8 all year (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The customer-service QR type to ask for: 1 on even days of the month, 2 on odd days. The day is taken in China
 * Standard Time so a browser abroad and a UTC server agree with the users' calendar; a number is read as the day itself.
 */
export function contactQrType(date: Date | number): 1 | 2 {
  const day = typeof date === 'number' ? date : new Date(date.getTime() + CST_OFFSET_MS).getUTCDate();
  return day % 2 === 0 ? 1 : 2;
}
