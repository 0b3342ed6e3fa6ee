import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { CARD_ORDER_MAX, CARD_ORDER_MIN } from './card-quantity';

/** Longest validity of an issued batch, in days (ten years). */
export const CARD_VALID_DAYS_MAX = 3650;

export interface CardBatchInput {
  count: number | string | null | undefined;
  validDays: number | string | null | undefined;
}

const whole = (v: number | string | null | undefined): number | null => {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * Checks a card batch the console issues, in the form's order: the number of cards as an order's (1 to 9999,
 * 发卡数量须在1到9999之间), then the days its cards may be activated in (1 to 3650, 有效期须在1到3650天之间).
 */
export function validateCardBatch(input: CardBatchInput): Check {
  const count = whole(input.count);
  if (count === null || count < CARD_ORDER_MIN || count > CARD_ORDER_MAX) return checkFail(MSG.opsCardCountRange, 'count');
  const days = whole(input.validDays);
  if (days === null || days < 1 || days > CARD_VALID_DAYS_MAX) return checkFail(MSG.opsCardValidDaysRange, 'valid_days');
  return CHECK_OK;
}
