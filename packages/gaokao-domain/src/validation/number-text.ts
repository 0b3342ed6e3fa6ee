import { MSG, numberOutOfRange } from '../messages';

/**
 * What a numeric field takes: whole numbers unless `decimal`; within `min`/`max` when given (a minus sign only below 0).
 * `rangeMessage`: the field's own words for a number outside the bounds, so the field and its form's rule say the
 * same thing (购买数量须在1到9999之间); numberOutOfRange otherwise.
 */
export type NumberTextRule = { decimal?: boolean | undefined; min?: number | undefined; max?: number | undefined; rangeMessage?: string | undefined };

/** The verdict of {@link readNumberText}: the number (null for a blank field), or the message saying what is wrong. */
export type NumberTextCheck = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Reads the text of a numeric field exactly as typed. Blank → null; digits (with a point and decimals where the rule
 * allows, a leading minus) → the number, if within bounds; otherwise the reason: 请输入数字 (letters, symbols, full-width
 * digits, a lone point or minus), 请输入整数 (a point in a whole-number field: "60.5" as a score), or the bounds
 * (numberOutOfRange). A field keeps what was typed and shows this message; it never drops a character to make the text
 * fit (typing "60.5" into a whole-number field once became 605).
 */
export function readNumberText(text: string, rule: NumberTextRule = {}): NumberTextCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const parts = /^-?(\d*)(?:\.(\d*))?$/.exec(trimmed);
  const whole = parts?.[1] ?? '';
  const fraction = parts?.[2];
  if (!parts || (whole === '' && !fraction)) return { ok: false, message: MSG.rangeNotNumeric };
  if (fraction !== undefined && !rule.decimal) return { ok: false, message: MSG.wholeNumberRequired };
  const value = Number(trimmed);
  if ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max)) {
    return { ok: false, message: rule.rangeMessage ?? numberOutOfRange(rule.min, rule.max) };
  }
  // -0 reads as 0: the field shows what was typed, the number is the plain one.
  return { ok: true, value: value === 0 ? 0 : value };
}
