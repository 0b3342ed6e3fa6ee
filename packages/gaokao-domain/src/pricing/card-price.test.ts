import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPrice, type CardPriceInput } from './card-price';
import { discountTier } from './discount-tier';

const base: CardPriceInput = { quantity: 1, unitPriceFen: 39900, san_zhekou: 8, liu_zhekou: 7, daili_zhekou: 6, isAgent: false };
const order = (extra: Partial<CardPriceInput>): CardPriceInput => ({ ...base, ...extra });

describe('discountTier', () => {
  it.each([
    { quantity: 1, isAgent: false, tier: 'full' },
    { quantity: 2, isAgent: false, tier: 'full' },
    { quantity: 3, isAgent: false, tier: 'san' },
    { quantity: 5, isAgent: false, tier: 'san' },
    { quantity: 6, isAgent: false, tier: 'liu' },
    { quantity: 9999, isAgent: false, tier: 'liu' },
    { quantity: 1, isAgent: true, tier: 'daili' },
    { quantity: 6, isAgent: true, tier: 'daili' },
  ])('$quantity cards, agent $isAgent → $tier', ({ quantity, isAgent, tier }) => {
    expect(discountTier(quantity, isAgent)).toBe(tier);
  });
});

describe('cardPrice', () => {
  it.each([
    { name: '1 card, full price', input: order({ quantity: 1 }), price: { unitFen: 39900, totalFen: 39900, discountTenths: 10 } },
    { name: '2 cards, full price', input: order({ quantity: 2 }), price: { unitFen: 39900, totalFen: 79800, discountTenths: 10 } },
    { name: '3 cards at san_zhekou 8 (80 %)', input: order({ quantity: 3 }), price: { unitFen: 31920, totalFen: 95760, discountTenths: 8 } },
    { name: '5 cards at san_zhekou 8', input: order({ quantity: 5 }), price: { unitFen: 31920, totalFen: 159600, discountTenths: 8 } },
    { name: '6 cards at liu_zhekou 7', input: order({ quantity: 6 }), price: { unitFen: 27930, totalFen: 167580, discountTenths: 7 } },
    { name: '9999 cards at liu_zhekou 7', input: order({ quantity: 9999 }), price: { unitFen: 27930, totalFen: 279272070, discountTenths: 7 } },
    { name: 'an agent buying 1 card at daili_zhekou 6', input: order({ quantity: 1, isAgent: true }), price: { unitFen: 23940, totalFen: 23940, discountTenths: 6 } },
    { name: 'an agent buying 10 cards still at daili_zhekou 6', input: order({ quantity: 10, isAgent: true }), price: { unitFen: 23940, totalFen: 239400, discountTenths: 6 } },
    {
      name: "'8.5' tenths as text: 999 × 3 × 0.85 = 2547.45 → 2547; unit 849.15 → 849",
      input: order({ quantity: 3, unitPriceFen: 999, san_zhekou: '8.5' }),
      price: { unitFen: 849, totalFen: 2547, discountTenths: 8.5 },
    },
    {
      name: 'a half fen rounds up: 3 × 3 × 0.5 = 4.5 → 5; unit 1.5 → 2',
      input: order({ quantity: 3, unitPriceFen: 3, san_zhekou: 5 }),
      price: { unitFen: 2, totalFen: 5, discountTenths: 5 },
    },
    {
      name: 'just under a half fen rounds down: 7 × 6 × 0.73 = 30.66 → 31; unit 5.11 → 5',
      input: order({ quantity: 6, unitPriceFen: 7, liu_zhekou: 7.3 }),
      price: { unitFen: 5, totalFen: 31, discountTenths: 7.3 },
    },
    { name: 'two decimals: 7.25 tenths', input: order({ isAgent: true, unitPriceFen: 10000, daili_zhekou: '7.25' }), price: { unitFen: 7250, totalFen: 7250, discountTenths: 7.25 } },
    { name: 'a discount of 10 is full price', input: order({ quantity: 3, san_zhekou: '10' }), price: { unitFen: 39900, totalFen: 119700, discountTenths: 10 } },
    { name: 'a missing discount means full price', input: order({ quantity: 3, san_zhekou: null }), price: { unitFen: 39900, totalFen: 119700, discountTenths: 10 } },
    { name: 'an empty discount means full price', input: order({ quantity: 6, liu_zhekou: ' ' }), price: { unitFen: 39900, totalFen: 239400, discountTenths: 10 } },
    { name: 'a discount of 0 means full price, never free', input: order({ isAgent: true, daili_zhekou: 0 }), price: { unitFen: 39900, totalFen: 39900, discountTenths: 10 } },
    { name: "a discount of '0.0' too", input: order({ isAgent: true, daili_zhekou: '0.0' }), price: { unitFen: 39900, totalFen: 39900, discountTenths: 10 } },
    { name: 'a free card price', input: order({ quantity: 4, unitPriceFen: 0 }), price: { unitFen: 0, totalFen: 0, discountTenths: 8 } },
    { name: 'the unused tiers are not checked', input: order({ quantity: 1, san_zhekou: 'bad', liu_zhekou: 42 }), price: { unitFen: 39900, totalFen: 39900, discountTenths: 10 } },
  ])('$name', ({ input, price }) => {
    expect(cardPrice(input)).toEqual(price);
  });

  it.each([
    { name: 'no cards', input: order({ quantity: 0 }) },
    { name: '10000 cards', input: order({ quantity: 10000 }) },
    { name: 'half a card', input: order({ quantity: 2.5 }) },
    { name: 'a quantity that is not a number', input: order({ quantity: Number.NaN }) },
    { name: 'a negative unit price', input: order({ unitPriceFen: -1 }) },
    { name: 'a unit price with a fraction of a fen', input: order({ unitPriceFen: 1.5 }) },
    { name: 'a discount above 10', input: order({ quantity: 3, san_zhekou: 11 }) },
    { name: 'a negative discount', input: order({ quantity: 3, san_zhekou: -1 }) },
    { name: 'a discount with three decimals', input: order({ quantity: 3, san_zhekou: '8.555' }) },
    { name: 'a numeric discount with three decimals', input: order({ quantity: 6, liu_zhekou: 8.555 }) },
    { name: 'a discount that is not a number', input: order({ isAgent: true, daili_zhekou: '八折' }) },
    { name: 'a discount of NaN', input: order({ isAgent: true, daili_zhekou: Number.NaN }) },
  ])('should reject $name', ({ input }) => {
    expect(() => cardPrice(input)).toThrow(RangeError);
  });

  it('should never charge more than full price, and round the exact total to the nearest fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.boolean(),
        (quantity, unitPriceFen, hundredths, isAgent) => {
          const tenths = hundredths / 100;
          const price = cardPrice({ quantity, unitPriceFen, san_zhekou: tenths, liu_zhekou: tenths, daili_zhekou: tenths, isAgent });
          expect(price.totalFen).toBeLessThanOrEqual(unitPriceFen * quantity);
          // discountTenths is a decimal such as 2.9; its hundredths are an integer, so the exact total stays in integers.
          const exactTimes1000 = unitPriceFen * quantity * Math.round(price.discountTenths * 100);
          expect(Math.abs(price.totalFen * 1000 - exactTimes1000)).toBeLessThanOrEqual(500);
        },
      ),
    );
  });

  it('should never make a larger order cheaper in total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9998 }), (quantity) => {
        const a = cardPrice(order({ quantity }));
        const b = cardPrice(order({ quantity: quantity + 1 }));
        // With these discounts (8 then 7) a tier change can lower the total, but never below the cheaper tier's price.
        expect(b.totalFen).toBeGreaterThanOrEqual(Math.min(a.totalFen, b.unitFen * (quantity + 1)));
      }),
    );
  });

  it('should price a discount the same whether it arrives as a number or as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 100_000 }), (hundredths, quantity, unitPriceFen) => {
        const asText = (hundredths / 100).toFixed(2);
        const a = cardPrice(order({ quantity, unitPriceFen, isAgent: true, daili_zhekou: hundredths / 100 }));
        const b = cardPrice(order({ quantity, unitPriceFen, isAgent: true, daili_zhekou: asText }));
        expect(b).toEqual(a);
      }),
    );
  });
});
