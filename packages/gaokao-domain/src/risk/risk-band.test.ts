import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_BAND_HELP, RISK_BANDS, riskBand, type RiskBand } from './risk-band';

describe('riskBand', () => {
  const cases: Array<{ name: string; user: number; line: number; band: RiskBand }> = [
    { name: '16 below is 保', user: 600, line: 584, band: '保' },
    { name: '15.5 below is 保', user: 600, line: 584.5, band: '保' },
    { name: '15 below is 稳', user: 600, line: 585, band: '稳' },
    { name: '1 below is 稳', user: 600, line: 599, band: '稳' },
    { name: 'equal is 稳', user: 600, line: 600, band: '稳' },
    { name: '0.5 above is 冲', user: 600, line: 600.5, band: '冲' },
    { name: '1 above is 冲', user: 600, line: 601, band: '冲' },
    { name: 'far above is 冲', user: 480, line: 690, band: '冲' },
    { name: 'far below is 保', user: 690, line: 480, band: '保' },
  ];
  it.each(cases)('$name ($user vs $line → $band)', ({ user, line, band }) => {
    expect(riskBand(user, line)).toBe(band);
  });

  it('should reject a missing prediction', () => {
    expect(() => riskBand(600, Number.NaN)).toThrow(RangeError);
    expect(() => riskBand(Number.NaN, 600)).toThrow(RangeError);
  });

  it('should only get riskier as the predicted line rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 750 }), fc.integer({ min: 0, max: 750 }), fc.integer({ min: 0, max: 750 }), (user, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(RISK_BANDS.indexOf(riskBand(user, high))).toBeLessThanOrEqual(RISK_BANDS.indexOf(riskBand(user, low)));
      }),
    );
  });
});

describe('RISK_BAND_HELP', () => {
  it('states the margin riskBand applies (稳 up to it, 保 above it)', () => {
    const margin = Number(/稳：你的分数高出预估线 0–(\d+) 分/.exec(RISK_BAND_HELP)?.[1]);
    expect(Number(/保：高出 (\d+) 分以上/.exec(RISK_BAND_HELP)?.[1])).toBe(margin);
    expect(riskBand(600 + margin, 600)).toBe('稳');
    expect(riskBand(600 + margin + 1, 600)).toBe('保');
    expect(riskBand(599, 600)).toBe('冲');
  });
});
