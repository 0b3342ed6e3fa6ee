import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../permissions/role';
import { baoyanRate, RATE_MISSING, type RateUnit } from './baoyan-rate';

type Case = { name: string; value: number | string | null | undefined; viewer: Viewer; unit?: RateUnit; shown: string };
const cases: Case[] = [
  { name: 'a fraction for a VIP', value: 0.1234, viewer: 2, shown: '12.34%' },
  { name: 'a fraction for an agent', value: 0.1234, viewer: 3, shown: '12.34%' },
  { name: 'a fraction as text', value: '0.5', viewer: 2, shown: '50.00%' },
  { name: 'a percent value', value: 12.34, viewer: 2, shown: '12.34%' },
  { name: 'a percent text with %', value: '0.8%', viewer: 2, shown: '0.80%' },
  { name: 'one (auto reads 100%)', value: 1, viewer: 2, shown: '100.00%' },
  { name: 'one, stated as percent', value: 1, viewer: 2, unit: 'percent', shown: '1.00%' },
  { name: '0.8, stated as percent', value: 0.8, viewer: 3, unit: 'percent', shown: '0.80%' },
  { name: '0.075, stated as fraction', value: 0.075, viewer: 2, unit: 'fraction', shown: '7.50%' },
  { name: 'zero', value: 0, viewer: 2, shown: '0.00%' },
  { name: 'rounding half up', value: 0.12345, viewer: 2, shown: '12.35%' },
  { name: 'a float-noisy fraction', value: 0.0729, viewer: 2, shown: '7.29%' },
  { name: 'missing for a VIP', value: null, viewer: 2, shown: '--' },
  { name: 'empty text for a VIP', value: '', viewer: 3, shown: '--' },
  { name: 'a dash for a VIP', value: '-', viewer: 2, shown: '--' },
  { name: 'unreadable text for a VIP', value: '暂无', viewer: 2, shown: '--' },
  { name: 'a negative value for a VIP', value: -0.1, viewer: 2, shown: '--' },
  { name: 'the raw value for a free user', value: 0.1234, viewer: 1, shown: '0.1234' },
  { name: 'the raw text for a free user', value: ' 12.3 ', viewer: 1, shown: '12.3' },
  { name: 'the raw value for a visitor', value: 0.5, viewer: 'visitor', shown: '0.5' },
  { name: 'missing for a free user', value: undefined, viewer: 1, shown: '--' },
  { name: 'double dash for a free user', value: '--', viewer: 1, shown: '--' },
];

describe('given a bao-yan rate', () => {
  it.each(cases)('should show $name as $shown', ({ value, viewer, unit, shown }) => {
    expect(baoyanRate(value, viewer, unit)).toBe(shown);
  });
  it('should show missing values as two dashes', () => {
    expect(RATE_MISSING).toBe('--');
  });
});

describe('given any stored fraction', () => {
  it('should show VIPs a two-decimal percentage equal to the fraction rounded to 0.01 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        const shown = baoyanRate(basisPoints / 10_000, 2, 'fraction');
        expect(shown).toMatch(/^\d+\.\d{2}%$/);
        expect(Math.round(Number(shown.slice(0, -1)) * 100)).toBe(basisPoints);
      }),
    );
  });
});
