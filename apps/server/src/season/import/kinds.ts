import type { CollegeRow, MajorRow, RankRow, UnitRow } from '../dataset';
import type { SheetRow } from './read';
import { canonicalBatch, groupNameParts, groupUnitTitle, isSubjectRequirement, publishedRequirement, specialPlanBatch, specialPlanOf } from 'gaokao-domain';

/** A row the importer refused: file, line and field named, nothing of the file lands. */
export class RowError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file} 第${line}行 字段 ${field}：${problem}`);
    this.name = 'RowError';
  }
}

type Reader = (name: string) => {
  text(required?: boolean): string;
  int(opts?: { required?: boolean; min?: number; max?: number }): number | null;
  num(opts?: { required?: boolean; min?: number; max?: number }): number | null;
};

function reader(file: string, row: SheetRow): Reader {
  return (name) => {
    const raw = (row.values[name] ?? '').trim();
    const fail = (problem: string): never => {
      throw new RowError(file, row.line, name, problem);
    };
    const number = (integer: boolean, opts: { required?: boolean; min?: number; max?: number } = {}) => {
      if (raw === '') {
        if (opts.required) fail('不能为空');
        return null;
      }
      const n = Number(raw.replace(/,/g, ''));
      if (!Number.isFinite(n)) fail(`不是数字（“${raw}”）`);
      if (integer && !Number.isInteger(n)) fail(`不是整数（“${raw}”）`);
      if (opts.min !== undefined && n < opts.min) fail(`不能小于 ${opts.min}（“${raw}”）`);
      if (opts.max !== undefined && n > opts.max) fail(`不能大于 ${opts.max}（“${raw}”）`);
      return n;
    };
    return {
      text: (required = false) => {
        if (required && raw === '') fail('不能为空');
        return raw;
      },
      int: (opts) => number(true, opts),
      num: (opts) => number(false, opts),
    };
  };
}

export type Kind = 'colleges' | 'majors' | 'rank-tables' | 'admissions' | 'plans';

/** Which import a header is, from its columns (file names may differ; headers are the format). */
export function detectKind(header: string[]): Kind | null {
  const h = new Set(header);
  if (h.has('cumulative') && h.has('score') && h.has('count')) return 'rank-tables';
  if (h.has('min_score') && h.has('specialty_title')) return 'admissions';
  if (h.has('planned_number') && h.has('specialty_title')) return 'plans';
  if (h.has('major_code') && h.has('major_name')) return 'majors';
  if (h.has('collegeName') && h.has('collegeLevel')) return 'colleges';
  return null;
}

export const REQUIRED_COLUMNS: Record<Kind, string[]> = {
  colleges: ['collegeName', 'collegeProvince', 'collegeLevel'],
  majors: ['major_code', 'major_name', 'cengci'],
  'rank-tables': ['province', 'year', 'group_d', 'score', 'count', 'cumulative'],
  admissions: ['province', 'year', 'batch', 'group_d', 'code', 'collegeName', 'specialty_code', 'specialty_title', 'min_score'],
  plans: ['province', 'year', 'batch', 'group_d', 'code', 'collegeName', 'specialty_code', 'specialty_title', 'planned_number'],
};

const YEAR = { required: true, min: 2000, max: 2100 };

export function readCollege(file: string, row: SheetRow): CollegeRow {
  const f = reader(file, row);
  const level = f('collegeLevel').text(true);
  if (level !== '本科' && level !== '专科') throw new RowError(file, row.line, 'collegeLevel', `应为 本科 或 专科（“${level}”）`);
  const code = f('college_id').text();
  if (code !== '' && !/^\d{10}$/.test(code)) throw new RowError(file, row.line, 'college_id', `应为10位数字（“${code}”）`);
  return {
    collegeName: f('collegeName').text(true),
    college_code: code || null,
    collegeProvince: f('collegeProvince').text(true),
    collegeCity: f('collegeCity').text(),
    collegeLevel: level,
    collegeNature: f('collegeNature').text() || '公办',
    collegeType: f('collegeType').text(),
    collegeAdmin: f('collegeAdmin').text(),
    info: {},
  };
}

export function readMajor(file: string, row: SheetRow): MajorRow {
  const f = reader(file, row);
  const code = f('major_code').text(true);
  if (!/^[0-9A-Za-z]{4,8}$/.test(code)) throw new RowError(file, row.line, 'major_code', `格式不正确（“${code}”）`);
  return { major_code: code, major_name: f('major_name').text(true), cengci: f('cengci').text(true), subject: f('subject').text(), majors: f('majors').text(), info: {} };
}

export function readRank(file: string, row: SheetRow): RankRow {
  const f = reader(file, row);
  const count = f('count').int({ required: true, min: 0 }) as number;
  const cumulative = f('cumulative').int({ required: true, min: 0 }) as number;
  if (cumulative < count) throw new RowError(file, row.line, 'cumulative', `累计人数 ${cumulative} 小于本段人数 ${count}`);
  return {
    province: f('province').text(true),
    year: f('year').int(YEAR) as number,
    group_d: f('group_d').text(true),
    score: f('score').int({ required: true, min: 0, max: 1000 }) as number,
    count,
    cumulative,
    source_id: f('source_id').text() || null,
  };
}

function unitBase(file: string, row: SheetRow): Omit<UnitRow, 'planned_number' | 'schooling_length' | 'tuition_fee' | 'max_score' | 'min_score' | 'avg_score' | 'min_rank' | 'admitted' | 'zhengji1' | 'zhengji2'> {
  const f = reader(file, row);
  const written = f('batch').text(true);
  const collegeName = f('collegeName').text(true);
  // Some source titles start with a newline (a quirk of the 2021 rows): trimmed by the reader.
  const title = f('specialty_title').text(true).replace(/\s*\n\s*/g, '');
  const remark = f('major_remark').text();
  // A province's own batch name (上海 本科普通批, 浙江 普通类一段 …) is stored as the batch the data is keyed by; a
  // special plan (国家专项, 地方专项 … where the source marks it) is kept under a batch of its own (本科批·国家专项), apart
  // from the ordinary units (gaokao-domain `specialPlanOf`, `specialPlanBatch`).
  const plan = specialPlanOf({ collegeName, title: isGroupTitle(title) ? '' : title, remark, batch: written });
  const batch = canonicalBatch(written);
  return {
    province: f('province').text(true),
    year: f('year').int(YEAR) as number,
    batch: plan ? specialPlanBatch(batch, plan) : batch,
    group_d: f('group_d').text(true),
    code: f('code').text(true),
    group_code: f('group_code').text(),
    specialty_code: f('specialty_code').text(true),
    collegeName,
    specialty_title: title,
    the_second: f('the_second').text(),
    major_remark: remark,
  };
}

const isGroupTitle = (t: string) => /专业组$|^院校投档线$/.test(t);

/** The title of a college-level unit (院校投档线: 宁夏, 新疆, the old-system years of 河南, 陕西, 云南, 吉林). */
export const COLLEGE_UNIT_TITLE = '院校投档线';
/** Its unit code: one per college, batch and year. */
export const COLLEGE_UNIT_CODE = '00';

/**
 * A 专业组-level row (../shared/data/real-provinces): no major number or title, the group is the unit. It is stored
 * with the group code as its unit code (`specialty_code`, what a student writes on the form in those provinces) and
 * the title `NN专业组`; the subject requirement comes from `the_second` or, where the province writes it as the
 * group's name (北京), from `major_remark`, or from the first bracketed subjects of the group's name (江苏, when a remark
 * such as 中外合作办学 follows them); anything else there (国家专项, 01, 中外合作办学) is not a requirement.
 */
function groupRow(file: string, row: SheetRow): ReturnType<typeof unitBase> | null {
  const v = (k: string) => (row.values[k] ?? '').trim();
  if (v('specialty_title') !== '' || v('specialty_code') !== '') return null;
  const unit = v('unit');
  let college = v('collegeName');
  let code = v('group_code');
  const remark = v('major_remark');
  // A quirk of the 湖北 source: some rows carry the group in the college name (`中国民用航空飞行学院第 06组`).
  const inName = code === '' ? /^(.+?)第\s*(\d+)\s*组$/.exec(college) : null;
  if (inName) [college, code] = [inName[1] as string, inName[2] as string];
  // real-national: the group named only in the remark (山西 `第003组(国家专项计划组)`; 宁夏's college-level rows are
  // groups too: `0A3专业组(选考科目不限)国家专项计划`).
  if (code === '') code = /^(第\d+组)/.exec(remark)?.[1] ?? /^([0-9A-Za-z]{1,4})专业组/.exec(remark)?.[1] ?? '';
  if (code === '') {
    if (unit !== 'college') return null;
    // A college-level line (院校投档线): the college is the unit, one per batch and year.
    return unitBase(file, { ...row, values: { ...row.values, specialty_code: COLLEGE_UNIT_CODE, specialty_title: COLLEGE_UNIT_TITLE } });
  }
  const base = unitBase(file, { ...row, values: { ...row.values, collegeName: college, group_code: code, specialty_code: code, specialty_title: groupUnitTitle(code) } });
  // 海南 words it `化学、物理（均须选考）` or `不提科目要求` (gaokao-domain publishedRequirement).
  const second = publishedRequirement(v('the_second'));
  // 江苏 writes the requirement in the name's first brackets and a remark in the next (`05专业组(化学)(中外合作办学)`),
  // where the source's `the_second` holds the remark: the requirement is then read from the name.
  const req = isSubjectRequirement(second) ? second : isSubjectRequirement(remark) ? remark : (groupNameParts(remark).requirement ?? '');
  return { ...base, the_second: req };
}

/** The title of a 专业组 unit (`06专业组`) and whether a unit row is a whole 专业组 (see groupRow): domain rules. */
export { groupUnitTitle as groupTitle, isGroupUnit } from 'gaokao-domain';

/** Admission columns only: re-importing admissions never clears a plan imported for the same unit. */
export const ADMISSION_UPDATE = ['collegeName', 'specialty_title', 'the_second', 'major_remark', 'max_score', 'min_score', 'avg_score', 'min_rank', 'admitted', 'source_id', 'min_rank_basis'] as const satisfies readonly (keyof UnitRow)[];
export const PLAN_UPDATE = ['collegeName', 'specialty_title', 'the_second', 'major_remark', 'planned_number', 'schooling_length', 'tuition_fee'] as const satisfies readonly (keyof UnitRow)[];

/**
 * Implausible values in optional fields the sources are known to carry (an average of 6117, a maximum below the
 * minimum) are dropped with a warning instead of failing the file; required and malformed fields still fail it.
 */
export function readAdmission(file: string, row: SheetRow, warn: (w: string) => void = () => {}): UnitRow {
  const f = reader(file, row);
  const group = groupRow(file, row);
  const min = f('min_score').int({ required: true, min: 0, max: 1000 }) as number;
  let max = f('max_score').int({ min: 0, max: 1000 });
  if (max !== null && max < min) {
    warn(`${file} 第${row.line}行 字段 max_score：最高分 ${max} 低于最低分 ${min}，已忽略该值`);
    max = null;
  }
  let avg = f('avg_score').num({ min: 0 });
  if (avg !== null && avg > 1000) {
    warn(`${file} 第${row.line}行 字段 avg_score：平均分 ${avg} 超过1000，已忽略该值`);
    avg = null;
  }
  return {
    ...(group ?? unitBase(file, row)),
    planned_number: null,
    schooling_length: null,
    tuition_fee: null,
    max_score: max,
    min_score: min,
    avg_score: avg,
    min_rank: f('min_rank').int({ min: 1 }),
    admitted: f('admitted').int({ min: 0 }),
    zhengji1: null,
    zhengji2: null,
    ...provenance(f, file, row),
  };
}

/** real-national's provenance columns: the publication (`source_id`) and how `min_rank` was obtained. */
function provenance(f: Reader, file: string, row: SheetRow): { source_id?: string | null; min_rank_basis?: string | null } {
  const basis = f('min_rank_basis').text();
  if (basis !== '' && basis !== 'official' && basis !== 'from-rank-table') throw new RowError(file, row.line, 'min_rank_basis', `应为 official 或 from-rank-table（“${basis}”）`);
  const unit = f('unit').text();
  if (unit !== '' && unit !== 'group' && unit !== 'major' && unit !== 'college') throw new RowError(file, row.line, 'unit', `应为 group、major 或 college（“${unit}”）`);
  const source = f('source_id').text();
  return { ...(source !== '' ? { source_id: source } : {}), ...(basis !== '' ? { min_rank_basis: basis } : {}) };
}

export function readPlan(file: string, row: SheetRow): UnitRow {
  const f = reader(file, row);
  return {
    ...unitBase(file, row),
    planned_number: f('planned_number').int({ min: 0 }),
    schooling_length: f('schooling_length').int({ min: 1, max: 9 }),
    tuition_fee: f('tuition_fee').int({ min: 0 }),
    max_score: null,
    min_score: null,
    avg_score: null,
    min_rank: null,
    admitted: null,
    zhengji1: null,
    zhengji2: null,
  };
}
