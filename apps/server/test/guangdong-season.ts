import type { PlanForRow, SeasonUnit, UnitKey, UnitTitleKey } from '../src/season-port';
import { FakeSeason } from './helpers';

/** A 广东 物理类 本科批 unit of a test season: a major of a 院校专业组 with its lines (its own wire row). */
export type GuangdongRow = { code: string; group_code: string; specialty_code: string; collegeName: string; specialty_title: string } & Record<string, unknown>;

/**
 * The FakeSeason's 河北 units plus the 广东 units a suite gives (院校专业组 majors): found by code or by title, answered
 * as result rows with their own fields, 广东 and 公办. The group-form suites (caps, one-key fill, export and import) build
 * their 广东 slices on it.
 */
export class GuangdongSeason extends FakeSeason {
  readonly gd = new Map<string, SeasonUnit>();
  constructor(rows: GuangdongRow[], hebeiUnits?: number) {
    super(hebeiUnits);
    for (const row of rows) this.gd.set(`${row.code}|${row.specialty_code}`, { ...row, wire: row } as unknown as SeasonUnit);
  }
  override findUnit(k: UnitKey) {
    return k.province === '广东' ? this.gd.get(`${k.code}|${k.specialty_code}`) : super.findUnit(k);
  }
  override findUnitByTitle(k: UnitTitleKey) {
    if (k.province !== '广东') return super.findUnitByTitle(k);
    return [...this.gd.values()].find((u) => u.collegeName === k.collegeName && u.specialty_title === k.specialty_title);
  }
  override toResultRow(unit: SeasonUnit, plan: PlanForRow) {
    return plan.province === '广东' ? { ...unit.wire, collegeProvince: '广东', collegeNature: '公办', band: '', ming_year: 2026 } : super.toResultRow(unit, plan);
  }
}

/** Colleges G…1 to G…n, each with group 201 of majors 01…08; college c's major m has line top − c − m. */
export function guangdongGroups(colleges: number, top: number): GuangdongRow[] {
  const width = String(colleges).length;
  const rows: GuangdongRow[] = [];
  for (let c = 1; c <= colleges; c++) {
    const code = `G${String(c).padStart(width, '0')}`;
    for (let m = 1; m <= 8; m++) {
      rows.push({
        code,
        group_code: '201',
        specialty_code: `201${String(m).padStart(2, '0')}`,
        collegeName: `广东测试大学${code}`,
        specialty_title: `专业${m}`,
        yugu_score: top - c - m,
        group_yugu_score: top - c - 8,
      });
    }
  }
  return rows;
}
