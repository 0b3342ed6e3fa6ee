import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datasetOfShown, demoNoticeOf, PARTLY_REAL_NOTICE, type Dataset } from './dataset-label';

describe('datasetOfShown', () => {
  const cases: { name: string; shown: boolean[]; none: Dataset; label: Dataset }[] = [
    { name: 'every row real', shown: [true, true, true], none: 'demo', label: 'real' },
    { name: 'one generated row among real ones', shown: [true, false, true], none: 'real', label: 'demo' },
    { name: 'every row generated', shown: [false, false], none: 'real', label: 'demo' },
    { name: 'one real row', shown: [true], none: 'demo', label: 'real' },
    { name: 'no row, real data searched', shown: [], none: 'real', label: 'real' },
    { name: 'no row, generated data searched', shown: [], none: 'demo', label: 'demo' },
  ];
  it.each(cases)('$name → $label', ({ shown, none, label }) => {
    expect(datasetOfShown(shown, none)).toBe(label);
  });

  it('should say real exactly when rows are shown and none is generated', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), fc.constantFrom<Dataset>('demo', 'real'), (shown, none) => {
        const expected: Dataset = shown.length === 0 ? none : shown.every(Boolean) ? 'real' : 'demo';
        expect(datasetOfShown(shown, none)).toBe(expected);
      }),
    );
  });

  it('should read a generator lazily, stopping at the first generated row', () => {
    let read = 0;
    function* rows() {
      for (const real of [true, false, true, true]) {
        read += 1;
        yield real;
      }
    }
    expect(datasetOfShown(rows(), 'real')).toBe('demo');
    expect(read).toBe(2);
  });
});

describe('demoNoticeOf', () => {
  const plain = '演示数据：当前展示的院校、分数与位次为演示数据，不可用于实际填报。';
  it('should give the plain notice when nothing is real', () => {
    expect(demoNoticeOf([], plain)).toBe(plain);
  });
  it('should say part of the data is real and send the family to 数据来源, whatever the number of real scopes', () => {
    const scopes = [
      { province: '广东', batch: '本科批', group_d: '物理类' },
      { province: '江苏', batch: '本科批', group_d: '物理类' },
    ];
    expect(demoNoticeOf(scopes, plain)).toBe(PARTLY_REAL_NOTICE);
    expect(demoNoticeOf(scopes.slice(0, 1), plain)).toBe(PARTLY_REAL_NOTICE);
    expect(PARTLY_REAL_NOTICE).toContain('数据来源');
    // No longer than the plain notice by more than a few characters: it wraps to as many lines on a phone.
    expect(PARTLY_REAL_NOTICE.length - plain.length).toBeLessThanOrEqual(4);
  });
});
