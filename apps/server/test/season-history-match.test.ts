import { describe, expect, it } from 'vitest';
import { buildIndexes } from '../src/season/indexes';
import { storedSeason, storedUnit } from './season-rows';

/**
 * The history columns of a per-major unit (广东-like rows) are that major's own results: titles that differ only in
 * bracketed remarks are different majors of the college, and their lines are never shown for one another.
 */
describe('history of per-major units whose titles differ only in brackets', () => {
  const unit = (year: number, group: string, code: string, title: string, min: number | null, rank: number | null) =>
    storedUnit({ province: '广东', year, code: '10486', collegeName: '武汉大学', group_code: group, specialty_code: code, specialty_title: title, the_second: '物+化', min_score: min, min_rank: rank, admitted: 1 });
  // Rows as real/admissions.csv writes them (lines 13199, 13206, 19249, 19252): the latest year has results, so the
  // plan year is 2025 and the 2024 rows are carried over as its plan.
  const rows = storedSeason(
    [
      unit(2023, '203', '87', '口腔医学(八年一贯制)(8年)', 668, 1241),
      unit(2023, '203', '88', '口腔医学(5年)', 648, 4578),
      unit(2023, '203', '90', '会计学', 630, 7000),
      unit(2023, '203', '91', '金融学（中外合作办学）', 610, 9000),
      unit(2023, '203', '92', '法学', 620, 8000),
      unit(2024, '204', '37', '口腔医学(8年)', 674, 480),
      unit(2024, '204', '38', '口腔医学(5年)', 645, 3777),
      unit(2024, '204', '40', '会计学(含会计学、财务管理)', 632, 6800),
      unit(2024, '204', '41', '金融学(中外合作办学)', 612, 8800),
      unit(2024, '204', '42', '法学', 622, 7800),
      unit(2024, '205', '43', '法学', 601, 9900),
    ],
    { province: '广东', years: [2023, 2024], top: 700, points: 301 },
  );
  const slice = buildIndexes(rows).slices.get('广东|本科批|物理类')!;
  const of = (title: string) => slice.rows.find((u) => u.specialty_title === title)!;

  it('shows a carried-over unit its own latest result', () => {
    expect(slice.years.ming_year).toBe(2025);
    expect(of('口腔医学(8年)').hist[0]).toMatchObject({ year: 2024, min_score: 674, min_rank: 480 });
    expect(of('口腔医学(5年)').hist[0]).toMatchObject({ year: 2024, min_score: 645, min_rank: 3777 });
  });

  it('matches an earlier year by the exact title, full-width brackets alike', () => {
    expect(of('口腔医学(5年)').hist[1]).toMatchObject({ year: 2023, min_score: 648, min_rank: 4578 });
    expect(of('金融学(中外合作办学)').hist[1]).toMatchObject({ year: 2023, min_score: 610 });
    // The source names two 2024 majors 法学 alike: both read the one 2023 法学 line, each keeps its own 2024 line.
    const law = slice.rows.filter((u) => u.specialty_title === '法学');
    expect(law.map((u) => [u.hist[0]?.min_score, u.hist[1]?.min_score]).sort()).toEqual([
      [601, 620],
      [622, 620],
    ]);
  });

  it('matches by the title without brackets only when it names one major in each year', () => {
    expect(of('会计学(含会计学、财务管理)').hist[1]).toMatchObject({ year: 2023, min_score: 630 });
    // 口腔医学(8年) in 2024: 口腔医学 names two majors in 2023, and neither has its exact title: no earlier line.
    expect(of('口腔医学(8年)').hist[1]).toBeNull();
  });
});
