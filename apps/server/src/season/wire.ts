import { CODE_ONLY_NOTE, specialPlanOfBatch, teshuTags } from 'gaokao-domain';
import type { College, Unit, Years } from './model';

/** The nine 学科评估 grades, best first, and the college info key holding each grade's subjects. */
export const GRADES = [
  ['A+', 'ajia_major'],
  ['A', 'as_major'],
  ['A-', 'a_jian_major'],
  ['B+', 'b_jia_major'],
  ['B', 'b_majors'],
  ['B-', 'b_jian_major'],
  ['C+', 'c_jia_major'],
  ['C', 'c_major'],
  ['C-', 'c_jian_major'],
] as const;
export const GRADE_KEYS = GRADES.map(([, k]) => k);

const gradeCache = new WeakMap<College, Record<string, string>>();
/** The nine grade lists of a college as display text, built once per college (shared by all its rows). */
function gradeText(c: College | undefined): Record<string, string> {
  const none = Object.fromEntries(GRADE_KEYS.map((k) => [k, '无']));
  if (!c) return none;
  let g = gradeCache.get(c);
  if (!g) {
    g = Object.fromEntries(GRADE_KEYS.map((k) => [k, (c.info[k] as string[] | undefined)?.join('、') || '无']));
    gradeCache.set(c, g);
  }
  return g;
}

/** A unit's wire row as the index build leaves it: every field but the row, which is built on first read. */
export type UnitFields = Omit<Unit, 'wire'>;

const UNIT_PROTO = {
  get wire(): Record<string, unknown> {
    const u = this as unknown as Unit & { wireRow?: Record<string, unknown> };
    if (u.wireRow === undefined) {
      const w = wireOf(u, u.wireYears, u.cengci);
      if (u.groupMajors !== null) w.group_majors = u.groupMajors;
      if (u.groupLine !== null) w.group_yugu_score = u.groupLine;
      u.wireRow = w;
    }
    return u.wireRow;
  },
};

/**
 * A unit whose `wire` row is built the first time it is read and then kept (the index build sets `groupLine` after
 * making the units; nothing reads `wire` before the build returns). Takes `fields`, a new object the caller keeps no
 * other use of, as the unit itself.
 */
export function lazyWireUnit(fields: UnitFields): Unit {
  // The fields object becomes the unit (the prototype supplies `wire`, a getter the object type does not show). Copied
  // onto an Object.create object instead, V8 kept each of the 161k units of the default set as a hash table past its
  // twelfth field (Object.assign stores under computed names): larger, and slower to build and read.
  const u = Object.setPrototypeOf(fields, UNIT_PROTO) as UnitFields & { wireRow?: Record<string, unknown> };
  u.wireRow = undefined;
  return u as unknown as Unit;
}

/** The static wire row of a unit (VolunteerResult without the per-plan fields). */
export function wireOf(u: Unit, ys: Years, cengci: string): Record<string, unknown> {
  const c = u.college;
  const ci = c?.info ?? {};
  const m = u.major;
  const [cur, qu, qian] = u.hist;
  const w: Record<string, unknown> = {
    code: u.code,
    specialty_code: u.specialty_code,
    group_code: u.group_code,
    collegiate_id: c?.collegiate_id ?? 0,
    mojor_id: m?.mojor_id ?? 0,
    province: u.province,
    batch: u.batch,
    group_d: u.group_d,
    collegeName: u.collegeName,
    collegeNameRemark: u.group_code ? `专业组${u.group_code}` : '',
    collegeNature: c?.collegeNature ?? '',
    collegeType: c?.collegeType ?? '',
    collegeProvince: c?.collegeProvince ?? '',
    collegeCity: c?.collegeCity ?? '',
    collegeLevel: c?.collegeLevel ?? (u.batch.includes('专科') ? '专科' : '本科'),
    is985: ci.is985 ?? '否',
    is211: ci.is211 ?? '否',
    two_yiliu: ci.two_yiliu ?? '否',
    isGuo: ci.isGuo ?? '否',
    isBao: ci.isBao ?? 0,
    isGao: ci.isGao ?? 0,
    shuoshiNum: ci.shuoshiNum ?? null,
    boshiNum: ci.boshiNum ?? null,
    vr: ci.vr ?? '',
    ruan_pai: ci.ruan_pai ?? null,
    soft_ranking: ci.soft_ranking ?? null,
    specialty_title: u.specialty_title,
    major_field: m?.majors ?? '',
    majors: m?.subject ?? '',
    major_remark: u.major_remark,
    cengci: m?.cengci ?? cengci,
    schooling_length: u.schooling_length,
    tuition_fee: u.tuition_fee ?? -1,
    planned_number: u.planned_number,
    the_second: u.the_second,
    yugu_score: u.yugu_score,
    yugu_seat: u.yugu_seat,
    yugu_line99: u.outlook?.line99 ?? null,
    shouci: u.firstTime ? '是' : '否',
    ming_year: ys.ming_year,
    current_year: ys.current_year,
    qu_year: ys.qu_year,
    qian_year: ys.qian_year,
  };
  for (const [p, h] of [['current_year', cur], ['qu_year', qu], ['qian_year', qian]] as const) {
    // red_score: the line shown in red, the lowest score (the spec's history field; none of the three: a new major).
    w[`${p}_red_score`] = h?.min_score ?? null;
    w[`${p}_max_score`] = h?.max_score ?? null;
    w[`${p}_min_score`] = h?.min_score ?? null;
    w[`${p}_min_beat`] = h?.min_rank ?? null;
    w[`${p}_jihua`] = h?.planned ?? null;
    w[`${p}_zhengji1`] = h?.zhengji1 ?? null;
    w[`${p}_zhengji2`] = h?.zhengji2 ?? null;
    // Additive (issue 27): the publication of that year's line (real-national/sources.csv), only where known.
    if (h?.source_id) w[`${p}_source_id`] = h.source_id;
    // Additive: a 专业组's line met by its code alone in a college whose list of codes changed (HistYear.codeOnly).
    if (h?.codeOnly) w[`${p}_note`] = CODE_ONLY_NOTE;
  }
  // Additive: a special plan's unit (本科批·国家专项 …) names its plan.
  const plan = specialPlanOfBatch(u.batch);
  if (plan) w.special_plan = plan;
  w.mingnian_one_zhengji = cur?.zhengji1 ?? null;
  w.mingnian_two_zhengji = cur?.zhengji2 ?? null;
  w.mingnian_seat = cur?.min_rank ?? null;
  w.qunian_seat = qu?.min_rank ?? null;
  w.qiannian_seat = qian?.min_rank ?? null;
  const grades = gradeText(c);
  for (const k of GRADE_KEYS) w[k] = grades[k];
  const tags = teshuTags(ci, u.specialty_title);
  w.tese_major_lei = tags.tese_major_lei;
  w.tw0_jianshe_lei = tags.tw0_jianshe_lei;
  return w;
}


/**
 * A unit's static wire row as JSON without its closing brace (the screens append the per-plan fields), serialised the
 * first time a request shows the unit and kept on it; the wire row is complete once the index build has returned.
 */
export function unitJson(u: Unit): string {
  if (u.json === '') u.json = JSON.stringify(u.wire).slice(0, -1);
  return u.json;
}
