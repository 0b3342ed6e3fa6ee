import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { MAX_SHOWN_ECE, probabilityNote } from './probability-shown';

describe('probabilityNote (录取概率 only where a backtest is calibrated)', () => {
  it.each([
    { name: 'a calibrated backtest (广东 2024: 0.011)', ece: 0.011, below: false, note: { shown: true } },
    { name: 'at the limit', ece: MAX_SHOWN_ECE, below: false, note: { shown: true } },
    { name: 'no backtest (demo, one year of results)', ece: null, below: false, note: { shown: false, reason: MSG.probabilityNoBacktest } },
    { name: 'not a number', ece: Number.NaN, below: false, note: { shown: false, reason: MSG.probabilityNoBacktest } },
    { name: 'an uncalibrated backtest (ECE 0.06)', ece: 0.06, below: false, note: { shown: false, reason: '回测校准误差6.0%，高于3%，不显示录取概率' } },
    { name: 'just above the limit', ece: 0.0301, below: false, note: { shown: false, reason: '回测校准误差3.0%，高于3%，不显示录取概率' } },
    { name: 'a score below the table of a calibrated slice', ece: 0.011, below: true, note: { shown: false, reason: MSG.probabilityBelowTable } },
    { name: 'no backtest wins over the table', ece: null, below: true, note: { shown: false, reason: MSG.probabilityNoBacktest } },
  ])('$name', ({ ece, below, note }) => {
    expect(probabilityNote(ece, below)).toEqual(note);
  });
});
