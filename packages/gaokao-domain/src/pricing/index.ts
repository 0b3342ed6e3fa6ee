export { parseYuanToFen } from './parse-yuan-to-fen';
export { formatFen } from './format-fen';
export { discountTier } from './discount-tier';
export type { DiscountTier } from './discount-tier';
export { cardPrice } from './card-price';
export type { CardPrice, CardPriceInput, DiscountTenths } from './card-price';
export {
  PAY_TYPE,
  PAY_STATUS,
  WITHDRAW_STATUS,
  CARD_STATUS,
  payChannelOf,
  payChannelLabel,
  payStatusLabel,
  withdrawStatusLabel,
  withdrawRemarkLabel,
  cardStatusLabel,
} from './money-codes';
export type { PayChannel } from './money-codes';
export { cardState, cardStateLabel, checkCardVoid } from './card-state';
export type { CardFacts, CardState } from './card-state';
export { cardOrderState, checkOrderCancel } from './card-order-state';
export type { CardOrderFacts, CardOrderState } from './card-order-state';
export { CARD_YEARS, addCalendarYears, vipExpiryAfterCards } from './vip-expiry';
