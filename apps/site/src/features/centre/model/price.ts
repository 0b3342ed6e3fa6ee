import { cardPrice, can, toMemberRole, validateCardQuantity, type CardPrice } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';

export type PriceFields = Pick<UserInfo, 'role' | 'vip_price' | 'san_zhekou' | 'liu_zhekou' | 'daili_zhekou'>;

/** True when the member buys at the agent's fixed discount (daili_zhekou). */
export function buysAsAgent(user: Pick<UserInfo, 'role'>): boolean {
  return can(toMemberRole(user.role), 'useAgentDiscount');
}

/**
 * What `quantity` cards cost this member, from the domain's discount tiers and the member's own unit price and
 * discounts; null for a quantity outside 1–9999 (the form shows 购买数量须在1到9999之间) or a price the domain refuses.
 */
export function priceFor(user: PriceFields, quantity: number | null): CardPrice | null {
  if (quantity == null || !validateCardQuantity(quantity).ok) return null;
  try {
    return cardPrice({
      quantity,
      unitPriceFen: Number(user.vip_price),
      san_zhekou: user.san_zhekou,
      liu_zhekou: user.liu_zhekou,
      daili_zhekou: user.daili_zhekou,
      isAgent: buysAsAgent(user),
    });
  } catch {
    return null;
  }
}
