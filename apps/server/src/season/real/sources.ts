import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CollegeRow, MajorRow, RankRow, UnitRow } from '../dataset';
import { collectSheets, keyOf } from '../import/run';
import { PLAN_UPDATE, readAdmission, readCollege, readMajor, readPlan, readRank } from '../import/kinds';
import type { ShippedData } from './shipped';
import { separateGroupColleges } from '../import/group-codes';
import { readSheet } from '../import/read';
import { collegeNameIndex, matchCollegeName, specialPlanOfBatch, type BranchCampus, type CollegeMatch } from 'gaokao-domain';

/** One folder of ../shared/data: its label (`real-national`) and, where it holds other files too, the files to read. */
export interface RealFolder {
  dir: string;
  label: string;
  files?: string[];
}

/** A row of real-national/sources.csv: the publication behind a table or a set of lines. */
export interface Publication {
  province: string;
  year: number;
  group_d: string;
  kind: string;
  source_id: string;
  title: string;
  publisher: string;
  url: string;
}

/** What the build did with rows that are not stored as written (printed, and kept in apps/server/data/unmatched.md). */
export interface BuildReport {
  /** Unit rows whose college the name rule (gaokao-domain `matchCollegeName`) finds on no list: kept as written. */
  unmatched: { province: string; name: string; rows: number }[];
  /** Rows by how their college was matched (listed, branch, abbreviation, code). */
  matched: Record<string, number>;
  /** Rows not stored, with the reason (a supplementary round's line is not the first-round 投档线). */
  skipped: { province: string; reason: string; rows: number }[];
  /** Special-plan units per province (kept under a batch of their own). */
  special: Record<string, number>;
  /** 新疆 2025 rows stored as the old system's 理科/文科 (published as 本科一批/二批). */
  relabelled: number;
}

/** The old system's subject groups: history only, never a new-system unit's earlier line. */
const OLD_SYSTEM_OF: Record<string, string> = { 物理类: '理科', 历史类: '文科' };

/**
 * Reads the real data folders (the import format) into rows, exactly as `pnpm run import` would store them: every
 * row validated by the importer's readers, a later row of the same natural key wins, and a plan row fills only the
 * plan columns of an admission row with the same key. Then:
 * - each unit's college is named as the Ministry of Education's list names it (gaokao-domain `matchCollegeName`:
 *   brackets, tags, cities, campuses, abbreviations), or as the branch campus or school of a university it is
 *   (`BRANCH_CAMPUSES`: 哈尔滨工业大学（深圳）, 北京大学医学部; added as colleges of their own with their real province and
 *   city, after every other college); rows matched by neither keep the written name and are reported by province;
 * - colleges that the admissions name with a 10-digit institution code but that are not on the list (military
 *   schools) are added with what the rows tell;
 * - a 一分一段 row of real-national names its publication (`source_id` from sources.csv);
 * - real-national rows of a supplementary round (征集, 降分投档) are left out and counted; 新疆 2025 is stored as the
 *   old system's 理科/文科 (its lines were published as 本科一批/二批 投档).
 */
export function readRealSources(dirs: RealFolder[], opts: { publications?: readonly Publication[] } = {}): ShippedData & { report: BuildReport } {
  const colleges = new Map<string, CollegeRow>();
  const majors = new Map<string, MajorRow>();
  const ranks = new Map<string, RankRow>();
  const units = new Map<string, UnitRow>();
  const admissions: UnitRow[] = [];
  const plans: UnitRow[] = [];
  const sources: ShippedData['sources'] = [];
  const report: BuildReport = { unmatched: [], matched: {}, skipped: [], special: {}, relabelled: 0 };
  const rankSource = new Map<string, string>();
  for (const p of opts.publications ?? []) if (p.kind === 'rank-table') rankSource.set(`${p.province}|${p.year}|${p.group_d}`, p.source_id);
  const skipped = new Map<string, number>();
  const sheets = dirs.flatMap(({ dir, label, files }) => collectSheets(files ? files.map((f) => path.join(dir, f)) : [dir]).map((s) => ({ ...s, label })));
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
          const src = r.source_id ?? rankSource.get(`${r.province}|${r.year}|${r.group_d}`);
          ranks.set(keyOf(kind, r), src ? { ...r, source_id: src } : r);
          break;
        }
        case 'admissions': {
          const v = row.values;
          if (label === 'real-national' && /征集|降分/.test(v.major_remark ?? '')) {
            const k = `${v.province}|${(v.major_remark ?? '').replace(/^.*?(征集|降分)/, '$1')}`;
            skipped.set(k, (skipped.get(k) ?? 0) + 1);
            break;
          }
          let r = row;
          if (v.province === '新疆' && OLD_SYSTEM_OF[v.group_d ?? ''] && /本科[一二]批/.test(v.batch ?? '')) {
            r = { ...row, values: { ...v, group_d: OLD_SYSTEM_OF[v.group_d ?? ''] as string } };
            report.relabelled++;
          }
          admissions.push(readAdmission(name, r));
          break;
        }
        case 'plans':
          plans.push(readPlan(name, row));
          break;
      }
    }
  }
  for (const [k, rows] of skipped) {
    const [province, reason] = k.split('|') as [string, string];
    report.skipped.push({ province, reason: `${reason}（征集/降分投档，不是首轮投档线）`, rows });
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
  // facts of MILITARY.
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
  // Every unit's college as the list names it (or its branch campus, a college of its own).
  const index = collegeNameIndex([...colleges.keys()]);
  const byCode = new Map<string, string>();
  for (const c of colleges.values()) if (c.college_code) byCode.set(c.college_code, c.collegeName);
  const unmatched = new Map<string, number>();
  const matchOf = new Map<string, CollegeMatch | null>();
  // A name a 专业组 source writes beside a 10-digit institution code (上海 2024's abbreviations: 湖北医药 beside
  // 湖北医药学院's code) names that college wherever the same province's sources write it without one (上海 2025).
  const besideCode = new Map<string, string>();
  for (const u of units.values()) {
    const base = u.code.replace(/-\d+$/, '');
    const listed = /^\d{10}$/.test(base) ? byCode.get(base) : undefined;
    if (listed === undefined || listed === u.collegeName) continue;
    let m = matchOf.get(u.collegeName);
    if (m === undefined) matchOf.set(u.collegeName, (m = matchCollegeName(u.collegeName, index)));
    // A name written beside the codes of two colleges names neither ('').
    const k = `${u.province}|${u.collegeName}`;
    if (!m?.name) besideCode.set(k, besideCode.has(k) && besideCode.get(k) !== listed ? '' : listed);
  }
  // The branch campuses and schools the units name, in the order first named.
  const parts = new Set<BranchCampus>();
  for (const [k, u] of units) {
    let m = matchOf.get(u.collegeName);
    if (m === undefined) matchOf.set(u.collegeName, (m = matchCollegeName(u.collegeName, index)));
    let kind: string = m?.kind ?? '';
    let to = m?.name;
    if (m?.branch) parts.add(m.branch);
    if (!to) {
      // The 专业组 sources' 10-digit institution code (上海 2024 writes abbreviations beside it).
      const base = u.code.replace(/-\d+$/, '');
      const listed = /^\d{10}$/.test(base) ? byCode.get(base) : undefined;
      if (listed) [to, kind] = [listed, 'code'];
      else {
        const named = besideCode.get(`${u.province}|${u.collegeName}`);
        if (named) [to, kind] = [named, 'name beside a code'];
      }
    }
    const plan = specialPlanOfBatch(u.batch);
    if (plan) report.special[`${u.province}|${plan}`] = (report.special[`${u.province}|${plan}`] ?? 0) + 1;
    if (!to) {
      const key = `${u.province}|${u.collegeName}`;
      unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
      continue;
    }
    report.matched[kind] = (report.matched[kind] ?? 0) + 1;
    if (to !== u.collegeName) units.set(k, { ...u, collegeName: to });
  }
  // Added as colleges of their own: the campuses first, then the schools (kind `school`, added later), so that the
  // colleges before them keep their place (a college's id is its place in the list).
  for (const b of [...parts].sort((x, y) => Number(x.kind === 'school') - Number(y.kind === 'school'))) {
    if (colleges.has(b.name)) continue;
    const parent = colleges.get(b.parent);
    colleges.set(b.name, {
      collegeName: b.name,
      college_code: null,
      collegeProvince: b.province,
      collegeCity: b.city,
      collegeLevel: parent?.collegeLevel ?? '本科',
      collegeNature: parent?.collegeNature ?? '公办',
      collegeType: parent?.collegeType ?? '',
      collegeAdmin: parent?.collegeAdmin ?? '',
      info: { branch_of: b.parent, branch_kind: b.kind, branch_note: b.note },
    });
  }
  for (const [k, rows] of unmatched) {
    const [province, name] = k.split('|') as [string, string];
    report.unmatched.push({ province, name, rows });
  }
  report.unmatched.sort((a, b) => cmp(a.province, b.province) || b.rows - a.rows || cmp(a.name, b.name));
  return { format: 1, sources, colleges: [...colleges.values()], majors: [...majors.values()], ranks: [...ranks.values()], units: [...units.values()], report };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** real-national/sources.csv as rows. */
export function readPublications(file: string): Publication[] {
  const { rows } = readSheet(file);
  return rows.map((r) => ({
    province: r.values.province ?? '',
    year: Number(r.values.year),
    group_d: r.values.group_d ?? '',
    kind: r.values.kind ?? '',
    source_id: r.values.source_id ?? '',
    title: r.values.title ?? '',
    publisher: r.values.publisher ?? '',
    url: r.values.url ?? '',
  }));
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
