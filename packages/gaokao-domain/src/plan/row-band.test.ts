import { describe, expect, it } from 'vitest';
import { bandOfRow } from './row-band';

describe('bandOfRow: a wire row at the applicant score', () => {
  it.each([
    // [yugu_score, yugu_line99, score, band]
    [600, undefined, 620, '保'],
    ['600', null, 616, '保'],
    [600, '', 615, '稳'],
    [600, undefined, 600, '稳'],
    [600, undefined, 599, '冲'],
    [600.5, undefined, 600, '冲'],
    // The 99 % line keeps a row 稳 until the score reaches it.
    [600, 625, 620, '稳'],
    [600, '625', 625, '保'],
    [600, 'n/a', 620, '保'],
    // No predicted line: no band.
    [0, undefined, 620, null],
    ['0', undefined, 620, null],
    ['', undefined, 620, null],
    [' ', undefined, 620, null],
    ['abc', undefined, 620, null],
    [null, undefined, 620, null],
    [undefined, undefined, 620, null],
    // No score: no band.
    [600, undefined, null, null],
    [600, undefined, undefined, null],
    [600, undefined, Number.NaN, null],
  ] as const)('line %o, 99 %% line %o, score %o → %o', (yugu_score, yugu_line99, score, band) => {
    expect(bandOfRow({ yugu_score, yugu_line99 }, score)).toBe(band);
  });
});
