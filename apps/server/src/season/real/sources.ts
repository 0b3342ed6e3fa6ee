import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CollegeRow, MajorRow, RankRow, UnitRow } from '../dataset';
import { collectSheets, keyOf } from '../import/run';
import { PLAN_UPDATE, readAdmission, readCollege, readMajor, readPlan, readRank } from '../import/kinds';
import type { ShippedData } from './shipped';
import { separateGroupColleges } from '../import/group-codes';

/**
 * Reads the real data folders (the import format) into rows, exactly as `pnpm run import` would store them: every
 * row validated by the importer's readers, a later row of the same natural key wins, and a plan row fills only the
 * plan columns of an admission row with the same key. Colleges that the admissions name with a 10-digit institution
 * code but that are not on the Ministry of Education list (military schools) are added with what the rows tell.
 */
export function readRealSources(dirs: { dir: string; label: string }[]): ShippedData {
  const colleges = new Map<string, CollegeRow>();
  const majors = new Map<string, MajorRow>();
  const ranks = new Map<string, RankRow>();
  const units = new Map<string, UnitRow>();
  const admissions: UnitRow[] = [];
  const plans: UnitRow[] = [];
  const sources: ShippedData['sources'] = [];
  const sheets = dirs.flatMap(({ dir, label }) => collectSheets([dir]).map((s) => ({ ...s, label })));
  const order = ['colleges', 'majors', 'rank-tables', 'admissions', 'plans'];
  sheets.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const { sheet, kind, label } of sheets) {
    const name = path.basename(sheet.file);
    sources.push({ file: `${label}/${name}`, rows: sheet.rows.length, sha256: createHash('sha256').update(fs.readFileSync(sheet.file)).digest('hex') });
    for (const row of sheet.rows) {
      switch (kind) {
        case 'colleges': {
          const c = readCollege(name, row);
          colleges.set(keyOf(kind, c), c);
          break;
        }
        case 'majors': {
          const m = readMajor(name, row);
          majors.set(keyOf(kind, m), m);
          break;
        }
        case 'rank-tables': {
          const r = readRank(name, row);
          ranks.set(keyOf(kind, r), r);
          break;
        }
        case 'admissions':
          admissions.push(readAdmission(name, row));
          break;
        case 'plans':
          plans.push(readPlan(name, row));
          break;
      }
    }
  }
  // Colleges of one form that the 专业组 sources write with the same institution code keep a code each (otherwise two
  // groups with the same group code would be one row).
  const separated = separateGroupColleges(admissions, [...colleges.values()]).units;
  for (const u of separated) units.set(keyOf('admissions', u), u);
  for (const u of plans) {
    const k = keyOf('plans', u);
    const prev = units.get(k);
    if (prev) {
      const merged: UnitRow = { ...prev };
      for (const col of PLAN_UPDATE) copyField(merged, u, col);
      units.set(k, merged);
    } else units.set(k, u);
  }
  // Military schools the admissions name by a 10-digit code: not on the Ministry of Education list, added with the
  // facts of MILITARY. Other names missing from the list (abbreviations, medical schools of a university, renamed
  // colleges) are matched by code or name when the season is indexed, and stay unmatched otherwise.
  const codes = new Set([...colleges.values()].map((c) => c.college_code));
  const names = new Set([...colleges.values()].map((c) => fullWidth(c.collegeName)));
  for (const u of units.values()) {
    if (!/^\d{10}$/.test(u.code) || codes.has(u.code) || names.has(fullWidth(u.collegeName))) continue;
    codes.add(u.code);
    names.add(fullWidth(u.collegeName));
    const known = MILITARY[u.collegeName];
    if (!known) continue;
    colleges.set(u.collegeName, {
      collegeName: u.collegeName,
      college_code: u.code,
      collegeProvince: known[0],
      collegeCity: known[1],
      collegeLevel: '本科',
      collegeNature: '解放军院校',
      collegeType: '',
      collegeAdmin: '中央军委',
      info: {},
    });
  }
  return { format: 1, sources, colleges: [...colleges.values()], majors: [...majors.values()], ranks: [...ranks.values()], units: [...units.values()] };
}

/** ASCII brackets as the Ministry's list writes them (中国石油大学(北京) → 中国石油大学（北京）). */
export function fullWidth(name: string): string {
  return name.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

/** Military schools the 专业组 sources name (not on the Ministry's list): province and city, public knowledge. */
const MILITARY: Record<string, [string, string]> = {
  国防科技大学: ['湖南省', '长沙市'],
  海军军医大学: ['上海市', '上海市'],
  空军军医大学: ['陕西省', '西安市'],
  陆军军医大学: ['重庆市', '重庆市'],
  陆军工程大学: ['江苏省', '南京市'],
};

/** to[k] = from[k] for one column (a generic key keeps the value's type). */
function copyField<K extends keyof UnitRow>(to: UnitRow, from: UnitRow, k: K): void {
  to[k] = from[k];
}
