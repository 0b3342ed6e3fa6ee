import { CENGCI, earlierGroupCode, groupLists, groupRemarkShown, groupUnitTitle, isGroupUnit, lineRank, listedGroup, majorInYear, majorYear, parseSubjectRequirement, planUnitKey, predictLine, metByCodeAlone, type MajorYear, type RankRow, type RankTable } from 'gaokao-domain';
import { toAdmissionRecord } from './backtest';
import { matchingRows } from './match';
import { fullWidth } from './real/sources';
import type { StoredRows } from './load';
import type { UnitRow } from './dataset';
import type { College, HistoryRow, HistYear, Major, Slice, Unit, Years } from './model';
import { normCollege, normTitle, unitKey } from './names';
import { lazyWireUnit } from './wire';
import { seasonPriors, sliceOutlooks, type Outlook } from './outlook';
import { keptOutlooks } from './outlook-cache';

/** The outlooks a build fitted, by slice key with the slice's plan rows in stored order (for `keepOutlooks`). */
export type FittedOutlooks = Map<string, { rows: readonly UnitRow[]; outlooks: ReadonlyMap<UnitRow, Outlook> | null }>;

/** Everything the store serves from, built in one synchronous pass over the stored rows. */
export interface SeasonIndexes {
  dataset: 'demo' | 'real';
  version: string;
  /** Real parts of a set that also holds demo rows (`province|batch|group` slices, `province|year|group` tables). */
  realUnits: Set<string>;
  realRanks: Set<string>;
  provinces: { name: string; initial: string; sort_no: number; reform: string }[];
  colleges: College[];
  collegeById: Map<number, College>;
  collegeByName: Map<string, College>;
  /** By the 10-digit institution code (专业组 sources write the code and sometimes an abbreviated name). */
  collegeByCode: Map<string, College>;
  majors: Major[];
  majorById: Map<number, Major>;
  /** 一分一段 tables by `province|year|group`. */
  tables: Map<string, RankTable>;
  /** The publication of a table (`source_id` of real-national/sources.csv) by `province|year|group`, where known. */
  tableSources: Map<string, string>;
  /** The season's plan year when the set names one (the default set: the year after its latest 一分一段 table). */
  planYear: number | null;
  lines: { province: string; year: number; group_d: string; strong_basi: number | null; undergraduate_line: number | null; specialist_line: number | null }[];
  /** Plan-year units by `province|batch|group`. */
  slices: Map<string, Slice>;
  unitById: Map<number, Unit>;
  /** Every unit row of every year (query pages: enrolment plans, supplementary rounds). */
  allUnits: HistoryRow[];
  /** Reference content by kind. */
  content: Map<string, Record<string, unknown>[]>;
}

/**
 * Builds the indexes from stored rows: colleges and majors by id and name, rank tables, and per (province, batch,
 * group) the plan-year units with three years of history, the predicted line (domain predictLine against the latest
 * table) and the static wire row.
 */
export function buildIndexes(rows: StoredRows, opts: { outlookKey?: string } = {}): SeasonIndexes & { indexMs: number; fitted: FittedOutlooks | null } {
  const { meta: m, provinces, colleges, majors, ranks, lines, units, content } = rows;

  const b0 = performance.now();
  const dataset: 'demo' | 'real' = m.get('dataset') === 'real' ? 'real' : 'demo';
  const version = m.get('version') ?? '';
  let scopes: { units?: unknown; ranks?: unknown } = {};
  try {
    scopes = JSON.parse(m.get('real_scopes') ?? '{}') as typeof scopes;
  } catch {
    scopes = {};
  }
  const realUnits = new Set(Array.isArray(scopes.units) ? scopes.units.map(String) : []);
  const realRanks = new Set(Array.isArray(scopes.ranks) ? scopes.ranks.map(String) : []);
  const planYearMeta = Number(m.get('plan_year'));
  const planYear = Number.isInteger(planYearMeta) && planYearMeta > 2000 ? planYearMeta : null;
  const collegeRows: College[] = colleges.map((c) => ({ ...c, info: (c.info ?? {}) as Record<string, unknown> }));
  const collegeById = new Map(collegeRows.map((c) => [c.collegiate_id, c]));
  const collegeByName = new Map<string, College>();
  const collegeByCode = new Map<string, College>();
  for (const c of collegeRows) {
    collegeByName.set(c.collegeName, c);
    if (!collegeByName.has(fullWidth(c.collegeName))) collegeByName.set(fullWidth(c.collegeName), c);
    if (!collegeByName.has(normCollege(c.collegeName))) collegeByName.set(normCollege(c.collegeName), c);
    if (c.college_code && /^\d{10}$/.test(c.college_code)) collegeByCode.set(c.college_code, c);
  }
  const majorRows: Major[] = majors.map((x) => ({ ...x, info: (x.info ?? {}) as Record<string, unknown> }));
  const majorById = new Map(majorRows.map((x) => [x.mojor_id, x]));
  const majorByName = new Map<string, Major>();
  for (const x of majorRows) {
    const k = `${x.cengci}|${x.major_name}`;
    if (!majorByName.has(k)) majorByName.set(k, x);
    if (!majorByName.has(`*|${x.major_name}`)) majorByName.set(`*|${x.major_name}`, x);
  }
  const tables = new Map<string, RankRow[]>();
  const tableSources = new Map<string, string>();
  for (const r of ranks) {
    const k = `${r.province}|${r.year}|${r.group_d}`;
    if (r.source_id && !tableSources.has(k)) tableSources.set(k, r.source_id);
    let t = tables.get(k);
    if (!t) tables.set(k, (t = []));
    t.push({ score: r.score, count: r.count, cumulative: r.cumulative });
  }
  const contentMap = new Map<string, Record<string, unknown>[]>();
  for (const c of content) {
    let list = contentMap.get(c.kind);
    if (!list) contentMap.set(c.kind, (list = []));
    list.push(c.body as Record<string, unknown>);
  }

  // Group units into slices (province, batch, group) and years.
  const bySlice = new Map<string, Map<number, typeof units>>();
  const allUnits: HistoryRow[] = [];
  // Every row of every year stays in memory for the query pages: kept as fixed-shape records with shared strings
  // (the parsed rows hold a copy of every college name and title: ~400 MB for the demo set, against ~60 MB).
  const intern = new Map<string, string>();
  const I = (x: string): string => {
    const hit = intern.get(x);
    if (hit !== undefined) return hit;
    intern.set(x, x);
    return x;
  };
  for (const u of units) {
    u.specialty_title = u.specialty_title.trim();
    allUnits.push({
      unit_id: u.unit_id,
      province: I(u.province),
      year: u.year,
      batch: I(u.batch),
      group_d: I(u.group_d),
      code: I(u.code),
      group_code: I(u.group_code),
      specialty_code: I(u.specialty_code),
      collegeName: I(u.collegeName),
      specialty_title: I(u.specialty_title),
      the_second: I(u.the_second),
      max_score: u.max_score,
      min_score: u.min_score,
      min_rank: u.min_rank,
      planned_number: u.planned_number,
      zhengji1: u.zhengji1,
      zhengji2: u.zhengji2,
      source_id: u.source_id ? I(u.source_id) : null,
    });
    const k = `${u.province}|${u.batch}|${u.group_d}`;
    let years = bySlice.get(k);
    if (!years) bySlice.set(k, (years = new Map()));
    let list = years.get(u.year);
    if (!list) years.set(u.year, (list = []));
    list.push(u);
  }
  const slices = new Map<string, Slice>();
  const unitById = new Map<number, Unit>();
  // A requirement per distinct text (a few dozen), shared by the units that state it: read only (screens.ts).
  const reqs = new Map<string, ReturnType<typeof parseSubjectRequirement>>();
  const reqOf = (text: string) => {
    let req = reqs.get(text);
    if (req === undefined) reqs.set(text, (req = parseSubjectRequirement(text)));
    return req;
  };
  // A year's 一分一段 table as a slice reads it: a slice of real lines reads real tables only (a line's 位次 in a
  // generated table, or a line predicted in one, would pass 演示数据 off as a real figure).
  const tableIn = (province: string, year: number, group_d: string, real: boolean): RankTable | undefined => {
    const k = `${province}|${year}|${group_d}`;
    return real && dataset !== 'real' && !realRanks.has(k) ? undefined : tables.get(k);
  };
  // A slice's latest rows, its plan year and the table the plan year is read in.
  const targetOf = (key: string, years: Map<number, typeof units>) => {
    const [province, , group_d] = key.split('|') as [string, string, string];
    const latest = Math.max(...years.keys());
    const latestRows = years.get(latest) ?? [];
    const withResults = latestRows.filter((r) => r.min_score != null || r.min_rank != null).length;
    const planPublished = withResults * 2 < latestRows.length;
    // The plan year: the season's (the coming one, when the set names it) or else the slice's own (its published plan,
    // or the year after its latest results). The history columns are the three admission years up to the latest one
    // with results, so that no column names a year without data when the plan year is further on (2027 from 2025's
    // lines); the lines rest on that latest year (`basis.lines`).
    const ming = Math.max(planPublished ? latest : latest + 1, planYear ?? 0);
    // The target table: the ming year's own table when published, else the latest one before it.
    const real = dataset === 'real' || realUnits.has(key);
    let tableYear: number | null = null;
    for (let y = ming; y >= ming - 4 && tableYear === null; y--) if (tableIn(province, y, group_d, real)) tableYear = y;
    const table = tableYear === null ? null : (tableIn(province, tableYear, group_d, real) as RankTable);
    const tableOf = (y: number) => tableIn(province, y, group_d, real);
    return { latestRows, planPublished, ming, table, tableYear, tableOf, real };
  };
  // Each slice's rows as cross-year matching reads them (match.ts: a college by its name, a group by its number,
  // renamed colleges and renumbered exam codes followed), worked out once for its history columns, its model and the
  // priors alike.
  const matchings = new Map<string, ReturnType<typeof matchingRows<StoredUnit>>>();
  const matchingOf = (key: string, years: Map<number, StoredUnit[]>) => {
    let m = matchings.get(key);
    if (m === undefined) matchings.set(key, (m = matchingRows([...years.values()].flat())));
    return m;
  };
  // The spread of the year-level shift and the blend's pooled weight, from every real slice (outlook.ts seasonPriors).
  // Computed only when some slice is fitted here rather than read from the outlooks kept for this data and code.
  let priors: ReturnType<typeof seasonPriors> | undefined;
  const priorsOf = () =>
    (priors ??= seasonPriors(
      [...bySlice].flatMap(([key, years]) => {
        const t = targetOf(key, years);
        return t.real && t.table ? [{ byYear: years, ming: t.ming, tableOf: t.tableOf, target: t.table, matchOf: matchingOf(key, years) }] : [];
      }),
    ));
  const spreadOf = (year: number): number | null => priorsOf().spreadOf(year);
  const blendOf = (year: number): number | null => priorsOf().blendOf(year);
  // The outlooks kept in season_meta for this data version by this code (outlook-cache.ts), and those fitted here.
  const kept = opts.outlookKey ? keptOutlooks(m.get(opts.outlookKey), version) : null;
  const fitted: FittedOutlooks = new Map();
  let fittedAny = false;
  for (const [key, years] of bySlice) {
    const [province, batch, group_d] = key.split('|') as [string, string, string];
    const { latestRows, planPublished, ming, table, tableYear, real } = targetOf(key, years);
    let linesYear: number | null = null;
    for (const [y, rows] of years) if (y < ming && (linesYear === null || y > linesYear) && rows.some((r) => r.min_score != null || r.min_rank != null)) linesYear = y;
    const cur = linesYear ?? ming - 1;
    const ys: Years = { ming_year: ming, current_year: cur, qu_year: cur - 1, qian_year: cur - 2 };
    const matchOf = matchingOf(key, years);
    const histMaps = [ys.current_year, ys.qu_year, ys.qian_year].map((y) => yearIndex((years.get(y) ?? []).map(matchOf)));
    const ownYear = yearIndex(latestRows.map(matchOf));
    // 专业组 of a college that renumbered its groups since an earlier year are read under the code they had that year
    // when their requirement and remark name one group in both lists, else have no history from that year on (the code
    // named other majors then; gaokao-domain predict/group-match.ts `earlierGroupCode`), as in the model.
    const lists = groupLists([...years.values()].flatMap((rows) => rows.filter(isGroupUnit).map((r) => listedGroup(toAdmissionRecord(matchOf(r))))));
    const collegesWithHistory = new Set<string>();
    for (const y of [ys.current_year, ys.qu_year, ys.qian_year]) for (const r of years.get(y) ?? []) if (r.min_score != null || r.min_rank != null) collegesWithHistory.add(matchOf(r).code);
    const tableAt = (y: number) => tableIn(province, y, group_d, real);
    const examinees = (y: number) => {
      const t = tableAt(y);
      return t && t.length > 0 ? (t[t.length - 1] as RankRow).cumulative : null;
    };
    const targetN = table && table.length > 0 ? (table[table.length - 1] as RankRow).cumulative : null;
    const rows: Unit[] = [];
    const sums = { ming: 0, current: 0, qu: 0, qian: 0 };
    // Real slices whose earlier years can be fitted: predicted lines v2 with a 99 % line and a probability.
    let outlooks: ReadonlyMap<UnitRow, Outlook> | null = null;
    if (real && table) {
      const hit = kept?.of(key, latestRows, table) as Map<UnitRow, Outlook> | null | undefined;
      if (hit === undefined) fittedAny = true;
      outlooks = hit !== undefined ? hit : sliceOutlooks(years, ming, latestRows, tableAt, table, spreadOf, blendOf, matchOf);
      fitted.set(key, { rows: latestRows, outlooks });
    }
    // The majors a plan names inside a 专业组 (per-major rows with the group's code), listed on the group's row.
    const groupMajors = new Map<string, string[]>();
    for (const r of latestRows) {
      if (r.group_code === '' || isGroupUnit(r)) continue;
      const k = `${r.code}|${r.group_code}`;
      const list = groupMajors.get(k);
      if (list) list.push(r.specialty_title);
      else groupMajors.set(k, [r.specialty_title]);
    }
    for (const r of latestRows) {
      const m = matchOf(r);
      const group = isGroupUnit(m) ? listedGroup(toAdmissionRecord(m)) : null;
      let unmatched = false;
      const hist = histMaps.map((idx, i) => {
        const year = [ys.current_year, ys.qu_year, ys.qian_year][i] as number;
        let h: StoredUnit | undefined;
        if (group !== null) {
          // A 专业组 under the code it had that year; none from the first year its renumbered college's list cannot tell it.
          const code = unmatched ? null : earlierGroupCode(lists, group, year);
          if (code === null) {
            unmatched = true;
            return null;
          }
          h = idx.groups.get(unitKey({ ...m, group_code: code, specialty_code: code, specialty_title: groupUnitTitle(code) }));
        } else {
          h = year === r.year ? r : majorInYear(majorRef(m), idx.majors, ownYear.majors);
        }
        if (!h) return null;
        const codeOnly = group !== null && year !== r.year && metByCodeAlone(lists, m.code, year, r.year, !matchOf.requirementDropped);
        return { year, max_score: h.max_score, min_score: h.min_score, min_rank: h.min_rank, planned: h.planned_number, zhengji1: h.zhengji1, zhengji2: h.zhengji2, source_id: h.source_id ?? null, ...(codeOnly ? { codeOnly: true as const } : {}) };
      }) as Unit['hist'];
      let yugu_score: number | null = null;
      let yugu_seat: number | null = null;
      if (table && targetN) {
        const history = hist
          .filter((h): h is HistYear => h !== null && (h.min_rank != null || h.min_score != null))
          .map((h) => {
            const n = examinees(h.year) ?? targetN;
            const t = tableAt(h.year) ?? null;
            return { year: h.year, minRank: h.min_rank, minScore: h.min_score, examinees: n, table: t };
          });
        const o = outlooks?.get(r);
        if (o !== undefined) {
          yugu_score = o.yuguScore;
        } else if (history.length > 0) {
          const p = predictLine({ history, targetExaminees: targetN, targetTable: table, latestYear: ys.current_year });
          if (p.kind === 'predicted') yugu_score = p.yuguScore;
        }
        // The row's 位次 is its 预估线's, by the rule the 位次 lookup answers with (lineRank): a row at 600 shows what
        // the family's own lookup of 600 in this table shows, not the predicted rank inside the line's band.
        if (yugu_score !== null) yugu_seat = lineRank(table, yugu_score);
      }
      const college =
        collegeByName.get(r.collegeName) ??
        collegeByName.get(fullWidth(r.collegeName)) ??
        collegeByCode.get(r.code) ??
        collegeByName.get(normCollege(r.collegeName));
      const cengci = college?.collegeLevel === '专科' || batch.includes('专科') ? CENGCI.zhuanke : CENGCI.benke;
      const major = majorByName.get(`${cengci}|${normTitle(r.specialty_title)}`) ?? majorByName.get(`*|${normTitle(r.specialty_title)}`);
      const unit: Unit = lazyWireUnit({
        unit_id: r.unit_id,
        province,
        year: r.year,
        batch,
        group_d,
        code: I(r.code),
        group_code: I(r.group_code),
        specialty_code: I(r.specialty_code),
        collegeName: I(r.collegeName),
        specialty_title: I(r.specialty_title),
        the_second: I(r.the_second),
        // A 专业组's published name without the part that restates which group it is (gaokao-domain groupRemarkShown).
        major_remark: I(isGroupUnit(r) ? groupRemarkShown(r.major_remark, r.group_code) : r.major_remark),
        source_id: r.source_id ? I(r.source_id) : null,
        planned_number: r.planned_number,
        schooling_length: r.schooling_length,
        tuition_fee: r.tuition_fee,
        college,
        major,
        hist,
        yugu_score,
        yugu_seat,
        outlook: outlooks?.get(r) ?? null,
        firstTime: !collegesWithHistory.has(m.code),
        req: reqOf(r.the_second),
        wireYears: ys,
        cengci,
        groupMajors: isGroupUnit(r) ? (groupMajors.get(`${r.code}|${r.group_code}`) ?? []) : null,
        groupLine: null,
        json: '',
      });
      rows.push(unit);
      unitById.set(unit.unit_id, unit);
      sums.ming += r.planned_number ?? 0;
    }
    for (const [i, y] of [ys.current_year, ys.qu_year, ys.qian_year].entries()) {
      const s = (years.get(y) ?? []).reduce((a, r) => a + (r.admitted ?? r.planned_number ?? 0), 0);
      if (i === 0) sums.current = s;
      else if (i === 1) sums.qu = s;
      else sums.qian = s;
    }
    // Additive (issue 32): a major of a 院校专业组 carries its group's predicted line, the lowest of its majors' (the
    // group's 投档线 is its lowest admitted score), which the 调剂 rule of 志愿表体检 compares the chosen majors with.
    const groupLines = new Map<string, number>();
    for (const u of rows) {
      if (!u.group_code || isGroupUnit(u) || u.yugu_score == null) continue;
      const k = `${u.code}|${u.group_code}`;
      groupLines.set(k, Math.min(groupLines.get(k) ?? Number.POSITIVE_INFINITY, u.yugu_score));
    }
    for (const u of rows) {
      const line = !u.group_code || isGroupUnit(u) ? undefined : groupLines.get(`${u.code}|${u.group_code}`);
      if (line !== undefined) u.groupLine = line;
    }
    rows.sort((a, b) => (b.yugu_score ?? -1) - (a.yugu_score ?? -1) || cmp(a.code, b.code) || cmp(a.specialty_code, b.specialty_code));
    const byCode = new Map<string, Unit>();
    const byTitle = new Map<string, Unit>();
    for (const u of rows) {
      const unit = planUnitKey(u);
      if (!byCode.has(unit)) byCode.set(unit, u);
      if (!byTitle.has(`${u.collegeName}|${u.specialty_title}`)) byTitle.set(`${u.collegeName}|${u.specialty_title}`, u);
    }
    const held = (k: number) => rows.some((u) => {
      const h = u.hist[k];
      return h != null && (h.min_score != null || h.min_rank != null || h.planned != null);
    });
    // hist is [current, qu, qian]: listed oldest first.
    ys.data_years = [ys.qian_year, ys.qu_year, ys.current_year].filter((_y, i) => held(2 - i));
    slices.set(key, { province, batch, group_d, years: ys, planPublished, table, tableYear, rows, byCode, byTitle, real, planSums: sums, basis: { lines: linesYear, table: tableYear } });
    matchings.delete(key);
  }
  return {
    dataset,
    version,
    realUnits,
    realRanks,
    provinces,
    colleges: collegeRows,
    collegeById,
    collegeByName,
    collegeByCode,
    majors: majorRows,
    majorById,
    tables,
    tableSources,
    planYear,
    lines,
    slices,
    unitById,
    allUnits,
    content: contentMap,
    indexMs: Math.round(performance.now() - b0),
    fitted: fittedAny ? fitted : null,
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type StoredUnit = StoredRows['units'][number];

/** One year's rows of a slice, for finding a unit's result of that year. */
interface YearIndex {
  /** 专业组 by unitKey (college code, group code, requirement). */
  groups: Map<string, StoredUnit>;
  /** Majors, matched across years by the domain's rule (gaokao-domain predict/major-match.ts `majorInYear`). */
  majors: MajorYear<StoredUnit>;
}

const majorRef = (r: StoredUnit) => ({ code: r.code, title: r.specialty_title });

function yearIndex(rows: readonly StoredUnit[]): YearIndex {
  const groups = new Map<string, StoredUnit>();
  for (const r of rows) if (isGroupUnit(r)) groups.set(unitKey(r), r);
  return { groups, majors: majorYear(rows.filter((r) => !isGroupUnit(r)), majorRef) };
}
