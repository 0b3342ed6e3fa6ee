import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planUnitKey, planUnitOfKey } from './plan-unit-key';

describe('planUnitKey', () => {
  it.each([
    [{ code: '10001', specialty_code: '01' }, '10001\u000001'],
    [{ code: 10001, specialty_code: 1 }, '10001\u00001'],
    [{ code: '10001', specialty_code: '' }, '10001\u0000'],
    [{ code: null, specialty_code: undefined }, '\u0000'],
  ])('%o → %j', (row, key) => {
    expect(planUnitKey(row)).toBe(key);
  });

  it('keeps apart codes that a visible separator would join', () => {
    expect(planUnitKey({ code: '1:2', specialty_code: '3' })).not.toBe(planUnitKey({ code: '1', specialty_code: '2:3' }));
    expect(planUnitKey({ code: '1|2', specialty_code: '3' })).not.toBe(planUnitKey({ code: '1', specialty_code: '2|3' }));
  });

  it('is the same for a number and its text (wire rows carry either)', () => {
    expect(planUnitKey({ code: 10001, specialty_code: 12 })).toBe(planUnitKey({ code: '10001', specialty_code: '12' }));
  });

  it('reads back into the codes it was made of (planUnitOfKey)', () => {
    fc.assert(
      fc.property(fc.string().filter((c) => !c.includes('\u0000')), fc.string(), (code, specialty_code) => {
        expect(planUnitOfKey(planUnitKey({ code, specialty_code }))).toEqual({ code, specialty_code });
      }),
    );
    expect(planUnitOfKey('10001')).toEqual({ code: '10001', specialty_code: '' });
  });
});
