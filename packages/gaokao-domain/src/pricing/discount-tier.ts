/** Which discount applies to a card order: full price, the 3–5 card tier, the 6+ tier, or the agent's. */
export type DiscountTier = 'full' | 'san' | 'liu' | 'daili';

/** The discount tier of an order: agents always `daili`; others full price under 3 cards, `san` for 3–5, `liu` for 6+. */
export function discountTier(quantity: number, isAgent: boolean): DiscountTier {
  if (isAgent) return 'daili';
  if (quantity >= 6) return 'liu';
  if (quantity >= 3) return 'san';
  return 'full';
}
