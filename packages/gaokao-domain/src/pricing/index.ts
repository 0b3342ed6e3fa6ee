export { parseYuanToFen } from './parse-yuan-to-fen';
export { formatFen } from './format-fen';
export { discountTier } from './discount-tier';
export type { DiscountTier } from './discount-tier';
export { cardPrice } from './card-price';
export type { CardPrice, CardPriceInput, DiscountTenths } from './card-price';
