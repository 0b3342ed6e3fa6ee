import { CARD_ORDER_MAX, CARD_ORDER_MIN } from '../validation/card-quantity';
import { discountTier } from './discount-tier';

/** A discount in tenths (8 = 80 %, 8.5 = 85 %) as it arrives from the wire: a number or numeric text. */
export type DiscountTenths = number | string | null | undefined;

/** What a card order costs depends on: quantity, the unit price (vip_price) in fen, the three discounts, the buyer. */
export interface CardPriceInput {
  quantity: number;
  unitPriceFen: number;
  san_zhekou: DiscountTenths;
  liu_zhekou: DiscountTenths;
  daili_zhekou: DiscountTenths;
  isAgent: boolean;
}

/** The price of a card order, in fen, and the discount applied (10 = full price). */
export interface CardPrice {
  /** The discounted price of one card, rounded half up to the fen (for display). */
  unitFen: number;
  /** What the order costs: rounded once, half up, from the exact discounted total. */
  totalFen: number;
  /** The applied discount in tenths, e.g. 8.5; 10 for full price. */
  discountTenths: number;
}

/** Full price, in hundredths of a tenth. */
const FULL = 1000;

/**
 * The price of buying `quantity` VIP cards.
 *
 * Tiers (spec part 2 §9): under 3 cards full price; 3–5 cards san_zhekou tenths; 6 or more liu_zhekou tenths; agents
 * always daili_zhekou tenths. Discounts may carry up to two decimals (8.5 or "8.5" = 85 %). A discount that is
 * missing, empty or 0 means the tier has no discount configured and full price applies (never free cards).
 *
 * Rounding, in integers only: with d the discount in hundredths of a tenth (8.5 → 850),
 *   totalFen = round-half-up(unitPriceFen × quantity × d ÷ 1000)
 *   unitFen  = round-half-up(unitPriceFen × d ÷ 1000)
 * so the total is rounded once and may differ from unitFen × quantity by less than one fen per card.
 *
 * @throws RangeError for a quantity that is not a whole number from 1 to 9999, a unit price that is not a
 * non-negative safe integer of fen, or a discount that is not a number from 0 to 10 with at most two decimals.
 */
export function cardPrice(input: CardPriceInput): CardPrice {
  const { quantity, unitPriceFen } = input;
  if (!Number.isInteger(quantity) || quantity < CARD_ORDER_MIN || quantity > CARD_ORDER_MAX) {
    throw new RangeError(`quantity must be a whole number from ${CARD_ORDER_MIN} to ${CARD_ORDER_MAX}, got ${quantity}`);
  }
  if (!Number.isSafeInteger(unitPriceFen) || unitPriceFen < 0) {
    throw new RangeError(`unitPriceFen must be a non-negative integer, got ${unitPriceFen}`);
  }
  const tier = discountTier(quantity, input.isAgent);
  const d = tier === 'full' ? FULL : hundredthsOfTenth(input[`${tier}_zhekou`], `${tier}_zhekou`);
  const unit = BigInt(unitPriceFen);
  return {
    unitFen: roundHalfUp(unit * BigInt(d), 1000n),
    totalFen: roundHalfUp(unit * BigInt(quantity) * BigInt(d), 1000n),
    discountTenths: d / 100,
  };
}

/** A discount in tenths as an integer number of hundredths of a tenth (8.5 → 850); missing or 0 → full price. */
function hundredthsOfTenth(value: DiscountTenths, name: string): number {
  if (value == null) return FULL;
  let d: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return FULL;
    const match = /^(\d{1,2})(?:\.(\d{0,2}))?$/.exec(text);
    if (match === null) throw new RangeError(`${name} must be a number of tenths, got "${value}"`);
    d = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  } else {
    d = Math.round(value * 100);
    if (!Number.isFinite(value) || Math.abs(value * 100 - d) > 1e-6) {
      throw new RangeError(`${name} must have at most two decimals, got ${value}`);
    }
  }
  if (d === 0) return FULL;
  if (d < 0 || d > FULL) throw new RangeError(`${name} must be between 0 and 10 tenths, got ${value}`);
  return d;
}

function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
