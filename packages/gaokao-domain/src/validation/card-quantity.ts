import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** Fewest cards one order may buy. */
export const CARD_ORDER_MIN = 1;

/** Most cards one order may buy. */
export const CARD_ORDER_MAX = 9999;

/** Checks the number of cards to buy: a whole number from 1 to 9999 (购买数量须在1到9999之间). */
export function validateCardQuantity(quantity: number | string | null | undefined): Check {
  const n = typeof quantity === 'string' && /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : quantity;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < CARD_ORDER_MIN || n > CARD_ORDER_MAX) {
    return checkFail(MSG.cardQuantityRange, 'num');
  }
  return CHECK_OK;
}
