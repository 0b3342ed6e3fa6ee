import { describe, expect, it } from 'vitest';
import { buildIndexes } from '../src/season/indexes';
import { unitJson } from '../src/season/wire';
import { storedSeason, storedUnit } from './season-rows';

describe('a 院校专业组 major carries its group’s predicted line (group_yugu_score)', () => {
  // 广东-like per-major rows: 甲大学 group 201 with three majors, group 202 with one, and a 江苏-like whole-group unit.
  const major = (year: number, group: string, code: string, title: string, min: number | null, college = '4100000001') =>
    storedUnit({ province: '广东', year, code: college, group_code: group, specialty_code: code, collegeName: college === '4100000001' ? '甲大学' : '乙大学', specialty_title: title, the_second: '物', min_score: min });
  const rows = storedSeason(
    [
      major(2023, '201', '01', '临床医学', 640),
      major(2023, '201', '02', '口腔医学', 625),
      major(2023, '201', '03', '护理学', 590),
      major(2023, '202', '04', '法学', 600),
      major(2024, '201', '01', '临床医学', null),
      major(2024, '201', '02', '口腔医学', null),
      major(2024, '201', '03', '护理学', null),
      major(2024, '202', '04', '法学', null),
      major(2024, '', '05', '数学', null, '4100000002'),
      storedUnit({ province: '广东', year: 2023, code: '4100000003', group_code: '03', specialty_code: '03', collegeName: '丙大学', specialty_title: '03专业组', the_second: '物', min_score: 610 }),
      storedUnit({ province: '广东', year: 2024, code: '4100000003', group_code: '03', specialty_code: '03', collegeName: '丙大学', specialty_title: '03专业组', the_second: '物' }),
    ],
    { province: '广东', years: [2023, 2024], top: 700, points: 301 },
  );

  it('gives each major of a group the lowest predicted line of the group, in its wire row and its serialised row', () => {
    const slice = buildIndexes(rows).slices.get('广东|本科批|物理类')!;
    const of = (code: string) => slice.rows.find((u) => u.code === '4100000001' && u.specialty_code === code)!;
    const group201 = ['01', '02', '03'].map((c) => of(c).yugu_score);
    expect(group201.every((v) => v !== null)).toBe(true);
    const lowest = Math.min(...(group201 as number[]));
    expect(lowest).toBe(of('03').yugu_score);
    expect(lowest).toBeLessThan(of('01').yugu_score!);
    for (const c of ['01', '02', '03']) {
      expect(of(c).wire.group_yugu_score).toBe(lowest);
      expect(JSON.parse(`${unitJson(of(c))}}`)).toMatchObject({ group_yugu_score: lowest });
    }
    expect(of('04').wire.group_yugu_score).toBe(of('04').yugu_score);
  });

  it('gives none to a row without a group code, nor to a whole-group unit (its own line is the group’s)', () => {
    const slice = buildIndexes(rows).slices.get('广东|本科批|物理类')!;
    expect(slice.rows.find((u) => u.specialty_code === '05')!.wire).not.toHaveProperty('group_yugu_score');
    const whole = slice.rows.find((u) => u.specialty_title === '03专业组')!;
    expect(whole.yugu_score).not.toBeNull();
    expect(whole.wire).not.toHaveProperty('group_yugu_score');
  });
});
