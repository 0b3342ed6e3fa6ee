import type { Kysely, Selectable } from 'kysely';
import {
  predictLine,
  riskBand,
  scoreToRank,
  type RankTable,
  type RankRow,
  matchesCollegeScreen,
  matchesMajorScreen,
  matchesOtherScreen,
  parseCollegeScreen,
  parseMajorScreen,
  parseOtherScreen,
  type CollegeScreen,
  type OtherScreen,
  type MajorOption,
  groupsOfReform,
} from 'gaokao-domain';
import type { Database } from '../db/types';
import type { SeasonUnitTable } from './tables';
import { defaultDataset } from './real/default-set';
import { fullWidth } from './real/sources';
import { isGroupUnit } from './import/kinds';
import { seedDataset } from './seed';
import { seedShellContent } from './demo/shell';
import { loadAll, storedFromDataset, type StoredRows } from './load';
import { meets, normalizeGroup, parseRequirement, subjectSet, type Requirement } from './subjects';
import { CENGCI, type SeasonDataset } from './dataset';

export interface College {
  collegiate_id: number;
  collegeName: string;
  college_code: string | null;
  collegeProvince: string;
  collegeCity: string;
  collegeLevel: string;
  collegeNature: string;
  collegeType: string;
  collegeAdmin: string;
  info: Record<string, unknown>;
}
export interface Major {
  mojor_id: number;
  cengci: string;
  major_code: string;
  major_name: string;
  subject: string;
  majors: string;
  info: Record<string, unknown>;
}
export interface HistYear {
  year: number;
  min_score: number | null;
  min_rank: number | null;
  planned: number | null;
  zhengji1: number | null;
  zhengji2: number | null;
}
/** A unit row of any year, as the query pages read it. */
export type HistoryRow = Pick<
  Selectable<SeasonUnitTable>,
  | 'unit_id'
  | 'province'
  | 'year'
  | 'batch'
  | 'group_d'
  | 'code'
  | 'group_code'
  | 'specialty_code'
  | 'collegeName'
  | 'specialty_title'
  | 'the_second'
  | 'min_score'
  | 'min_rank'
  | 'planned_number'
  | 'zhengji1'
  | 'zhengji2'
>;

/** One row a user can put on the wish list: the plan-year unit with its history and prediction. */
export interface Unit {
  unit_id: number;
  province: string;
  year: number;
  batch: string;
  group_d: string;
  code: string;
  group_code: string;
  specialty_code: string;
  collegeName: string;
  specialty_title: string;
  the_second: string;
  major_remark: string;
  planned_number: number | null;
  schooling_length: number | null;
  tuition_fee: number | null;
  college: College | undefined;
  major: Major | undefined;
  /** current, qu, qian */
  hist: [HistYear | null, HistYear | null, HistYear | null];
  yugu_score: number | null;
  yugu_seat: number | null;
  firstTime: boolean;
  req: Requirement;
  wire: Record<string, unknown>;
  /** The static part of the wire row as JSON, without its closing brace: per-request fields are appended. */
  json: string;
}
export interface Years {
  ming_year: number;
  current_year: number;
  qu_year: number;
  qian_year: number;
}
export interface Slice {
  province: string;
  batch: string;
  group_d: string;
  years: Years;
  /** Whether the ming_year rows are a published plan (true) or carried over from the latest admission year. */
  planPublished: boolean;
  table: RankTable | null;
  tableYear: number | null;
  /** Sorted by yugu_score descending; units without a prediction (new majors) last. */
  rows: Unit[];
  byCode: Map<string, Unit>;
  byTitle: Map<string, Unit>;
  /** Whether the slice's rows are real (imported or from the default set's real sources) rather than 演示数据. */
  real: boolean;
  planSums: { ming: number; current: number; qu: number; qian: number };
}

/** The plan fields screens depend on (structural: the server's plan row fits). */
export interface PlanLike {
  volunteer_id: number;
  province: string;
  batch: string;
  score: number;
  group_d: string;
  subject: string;
}

export interface Screens {
  major: MajorOption[];
  teshu: string[];
  college: CollegeScreen;
  other: OtherScreen;
  /** True when nothing is restricted: the filters are skipped. */
  none: boolean;
}

export interface OpenOptions {
  log?: { info(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void };
  /** Seconds between checks of season_meta.version (default 5; 0 disables polling). */
  pollSeconds?: number;
  /** Seed the demo set into empty season tables (default true). */
  seedDemo?: boolean;
  /** Wait for the demo rows to be written before open() returns (default: write them in the background). */
  seedInBackground?: boolean;
  /** The set to seed instead of the full demo (tests use a smaller one). */
  dataset?: () => SeasonDataset;
  /** GAOKAO_DEMO_SCALE (config.ts): `small` keeps demo units for 河北 only. */
  demoScale?: 'full' | 'small';
}

export const TESHU = ['国家特色专业', '双一流建设学科'] as const;
const GRADE_KEYS = ['ajia_major', 'as_major', 'a_jian_major', 'b_jia_major', 'b_majors', 'b_jian_major', 'c_jia_major', 'c_major', 'c_jian_major'];

function normTitle(t: string): string {
  return t.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]/g, '');
}
function normCollege(n: string): string {
  return n.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]$/, '');
}
/**
 * The identity of a unit across years: college code and title; a 专业组 also by its subject requirement, since a
 * group code may be reused next year for a group with another requirement.
 */
function unitKey(r: { code: string; group_code: string; specialty_code: string; specialty_title: string; the_second: string }): string {
  return isGroupUnit(r) ? `${r.code}|${r.specialty_code}|${r.the_second.replace(/\s/g, '')}` : `${r.code}|${normTitle(r.specialty_title)}`;
}

export class SeasonStore {
  dataset: 'demo' | 'real' = 'demo';
  version = '';
  /** Real parts of a set that also holds demo rows (`province|batch|group` slices, `province|year|group` tables). */
  realUnits = new Set<string>();
  realRanks = new Set<string>();
  provinces: { name: string; initial: string; sort_no: number; reform: string }[] = [];
  colleges: College[] = [];
  collegeById = new Map<number, College>();
  collegeByName = new Map<string, College>();
  /** By the 10-digit institution code (专业组 sources write the code and sometimes an abbreviated name). */
  collegeByCode = new Map<string, College>();
  majors: Major[] = [];
  majorById = new Map<number, Major>();
  tables = new Map<string, RankTable>();
  lines: { province: string; year: number; group_d: string; strong_basi: number | null; undergraduate_line: number | null; specialist_line: number | null }[] = [];
  slices = new Map<string, Slice>();
  unitById = new Map<number, Unit>();
  /** Every unit row of every year (query pages: enrolment plans, supplementary rounds). */
  allUnits: HistoryRow[] = [];
  content = new Map<string, Record<string, unknown>[]>();
  timings: Record<string, number> = {};
  /** Settles when the demo set of a first start is in the database (at once on later starts). */
  seeded: Promise<void> = Promise.resolve();
  /** Bumped on every index build: keys of answers cached from an older build never match again. */
  buildId = 0;
  private timer: NodeJS.Timeout | undefined;

  private constructor(readonly db: Kysely<Database>) {}

  /** Seeds the demo set into empty season tables, then loads everything into memory. */
  static async open(db: Kysely<Database>, opts: OpenOptions = {}): Promise<SeasonStore> {
    const store = new SeasonStore(db);
    const t0 = performance.now();
    const marker = await db.selectFrom('season_meta').select('value').where('key', '=', 'dataset').executeTakeFirst();
    if (!marker && opts.seedDemo !== false) {
      const g0 = performance.now();
      // GAOKAO_DEMO_SCALE=small: the real data with demo units for 河北 only — for end-to-end suites that start many servers.
      const small = opts.demoScale === 'small';
      const ds = opts.dataset ? opts.dataset() : defaultDataset({ small });
      store.timings.generateMs = Math.round(performance.now() - g0);
      // Serve from memory at once; the rows reach the database behind the first requests.
      store.build(storedFromDataset(ds, ''));
      store.seeded = (async () => {
        const s0 = performance.now();
        await seedDataset(db, ds);
        store.version = await store.currentVersion();
        store.timings.seedMs = Math.round(performance.now() - s0);
        if (!opts.dataset) await seedShellContent(db);
        opts.log?.info({ units: ds.units.length, colleges: ds.colleges.length, ranks: ds.ranks.length, ...store.timings }, '演示数据已写入数据库');
      })();
      store.seeded.catch((err: unknown) => opts.log?.warn?.({ err: { message: (err as Error).message } }, '演示数据未能写入数据库，下次启动时重新写入'));
      if (opts.seedInBackground === false) await store.seeded;
    } else {
      await store.reload();
    }
    store.timings.openMs = Math.round(performance.now() - t0);
    opts.log?.info({ dataset: store.dataset, units: store.unitById.size, ...store.timings }, 'season data loaded');
    const poll = opts.pollSeconds ?? 5;
    if (poll > 0) {
      store.timer = setInterval(() => {
        void store.reloadIfChanged().catch((err: unknown) => opts.log?.warn?.({ err }, 'season reload failed'));
      }, poll * 1000);
      store.timer.unref();
    }
    return store;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async currentVersion(): Promise<string> {
    const r = await this.db.selectFrom('season_meta').select('value').where('key', '=', 'version').executeTakeFirst();
    return r?.value ?? '';
  }

  /** Rebuilds the indexes when an import changed the data (the importer bumps season_meta.version). */
  async reloadIfChanged(): Promise<boolean> {
    if ((await this.currentVersion()) === this.version) return false;
    await this.reload();
    return true;
  }

  /** Loads every season table and rebuilds the in-memory indexes; the old indexes serve until the swap. */
  async reload(): Promise<void> {
    const l0 = performance.now();
    const rows = await loadAll(this.db);
    this.timings.loadMs = Math.round(performance.now() - l0);
    this.build(rows);
  }

  /** Builds every index from stored rows (synchronous: no request sees a half-built store). */
  build(rows: StoredRows): void {
    this.buildId++;
    const { meta: m, provinces, colleges, majors, ranks, lines, units, content } = rows;

    const b0 = performance.now();
    this.dataset = m.get('dataset') === 'real' ? 'real' : 'demo';
    this.version = m.get('version') ?? '';
    let scopes: { units?: unknown; ranks?: unknown } = {};
    try {
      scopes = JSON.parse(m.get('real_scopes') ?? '{}') as typeof scopes;
    } catch {
      scopes = {};
    }
    this.realUnits = new Set(Array.isArray(scopes.units) ? scopes.units.map(String) : []);
    this.realRanks = new Set(Array.isArray(scopes.ranks) ? scopes.ranks.map(String) : []);
    this.provinces = provinces;
    this.colleges = colleges.map((c) => ({ ...c, info: (c.info ?? {}) as Record<string, unknown> }));
    this.collegeById = new Map(this.colleges.map((c) => [c.collegiate_id, c]));
    this.collegeByName = new Map();
    this.collegeByCode = new Map();
    for (const c of this.colleges) {
      this.collegeByName.set(c.collegeName, c);
      if (!this.collegeByName.has(fullWidth(c.collegeName))) this.collegeByName.set(fullWidth(c.collegeName), c);
      if (!this.collegeByName.has(normCollege(c.collegeName))) this.collegeByName.set(normCollege(c.collegeName), c);
      if (c.college_code && /^\d{10}$/.test(c.college_code)) this.collegeByCode.set(c.college_code, c);
    }
    this.majors = majors.map((x) => ({ ...x, info: (x.info ?? {}) as Record<string, unknown> }));
    this.majorById = new Map(this.majors.map((x) => [x.mojor_id, x]));
    const majorByName = new Map<string, Major>();
    for (const x of this.majors) {
      const k = `${x.cengci}|${x.major_name}`;
      if (!majorByName.has(k)) majorByName.set(k, x);
      if (!majorByName.has(`*|${x.major_name}`)) majorByName.set(`*|${x.major_name}`, x);
    }
    const tables = new Map<string, RankRow[]>();
    for (const r of ranks) {
      const k = `${r.province}|${r.year}|${r.group_d}`;
      let t = tables.get(k);
      if (!t) tables.set(k, (t = []));
      t.push({ score: r.score, count: r.count, cumulative: r.cumulative });
    }
    this.tables = tables;
    this.lines = lines;
    const contentMap = new Map<string, Record<string, unknown>[]>();
    for (const c of content) {
      let list = contentMap.get(c.kind);
      if (!list) contentMap.set(c.kind, (list = []));
      list.push(c.body as Record<string, unknown>);
    }
    this.content = contentMap;

    // Group units into slices (province, batch, group) and years.
    const bySlice = new Map<string, Map<number, typeof units>>();
    this.allUnits = [];
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
      this.allUnits.push({
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
        min_score: u.min_score,
        min_rank: u.min_rank,
        planned_number: u.planned_number,
        zhengji1: u.zhengji1,
        zhengji2: u.zhengji2,
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
    for (const [key, years] of bySlice) {
      const [province, batch, group_d] = key.split('|') as [string, string, string];
      const latest = Math.max(...years.keys());
      const latestRows = years.get(latest) ?? [];
      const withResults = latestRows.filter((r) => r.min_score != null || r.min_rank != null).length;
      const planPublished = withResults * 2 < latestRows.length;
      const ming = planPublished ? latest : latest + 1;
      const ys: Years = { ming_year: ming, current_year: ming - 1, qu_year: ming - 2, qian_year: ming - 3 };
      const histMaps = [ys.current_year, ys.qu_year, ys.qian_year].map((y) => {
        const mp = new Map<string, (typeof units)[number]>();
        for (const r of years.get(y) ?? []) mp.set(unitKey(r), r);
        return mp;
      });
      const collegesWithHistory = new Set<string>();
      for (const mp of histMaps) for (const r of mp.values()) if (r.min_score != null || r.min_rank != null) collegesWithHistory.add(r.code);
      // The target table: the ming year's own table when published, else the latest one before it.
      let tableYear: number | null = null;
      for (let y = ming; y >= ming - 4 && tableYear === null; y--) if (tables.has(`${province}|${y}|${group_d}`)) tableYear = y;
      const table = tableYear === null ? null : (tables.get(`${province}|${tableYear}|${group_d}`) as RankTable);
      const examinees = (y: number) => {
        const t = tables.get(`${province}|${y}|${group_d}`);
        return t && t.length > 0 ? (t[t.length - 1] as RankRow).cumulative : null;
      };
      const targetN = table && table.length > 0 ? (table[table.length - 1] as RankRow).cumulative : null;
      const rows: Unit[] = [];
      const sums = { ming: 0, current: 0, qu: 0, qian: 0 };
      for (const r of latestRows) {
        const tk = unitKey(r);
        const hist = histMaps.map((mp, i) => {
          const h = mp.get(tk);
          if (!h) return null;
          return { year: [ys.current_year, ys.qu_year, ys.qian_year][i] as number, min_score: h.min_score, min_rank: h.min_rank, planned: h.planned_number, zhengji1: h.zhengji1, zhengji2: h.zhengji2 };
        }) as Unit['hist'];
        let yugu_score: number | null = null;
        let yugu_seat: number | null = null;
        if (table && targetN) {
          const history = hist
            .filter((h): h is HistYear => h !== null && (h.min_rank != null || h.min_score != null))
            .map((h) => {
              const n = examinees(h.year) ?? targetN;
              const t = tables.get(`${province}|${h.year}|${group_d}`) ?? null;
              return { year: h.year, minRank: h.min_rank, minScore: h.min_score, examinees: n, table: t };
            });
          if (history.length > 0) {
            const p = predictLine({ history, targetExaminees: targetN, targetTable: table, latestYear: ys.current_year });
            if (p.kind === 'predicted') {
              yugu_score = p.yuguScore;
              yugu_seat = p.yuguSeat;
            }
          }
        }
        const college =
          this.collegeByName.get(r.collegeName) ??
          this.collegeByName.get(fullWidth(r.collegeName)) ??
          this.collegeByCode.get(r.code) ??
          this.collegeByName.get(normCollege(r.collegeName));
        const cengci = college?.collegeLevel === '专科' || batch.includes('专科') ? CENGCI.zhuanke : CENGCI.benke;
        const major = majorByName.get(`${cengci}|${normTitle(r.specialty_title)}`) ?? majorByName.get(`*|${normTitle(r.specialty_title)}`);
        const unit: Unit = {
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
          major_remark: I(r.major_remark),
          planned_number: r.planned_number,
          schooling_length: r.schooling_length,
          tuition_fee: r.tuition_fee,
          college,
          major,
          hist,
          yugu_score,
          yugu_seat,
          firstTime: !collegesWithHistory.has(r.code),
          req: parseRequirement(r.the_second),
          wire: {},
          json: '',
        };
        unit.wire = wireOf(unit, ys, cengci);
        const j = JSON.stringify(unit.wire);
        unit.json = j.slice(0, -1);
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
      rows.sort((a, b) => (b.yugu_score ?? -1) - (a.yugu_score ?? -1) || cmp(a.code, b.code) || cmp(a.specialty_code, b.specialty_code));
      const byCode = new Map<string, Unit>();
      const byTitle = new Map<string, Unit>();
      for (const u of rows) {
        if (!byCode.has(`${u.code}|${u.specialty_code}`)) byCode.set(`${u.code}|${u.specialty_code}`, u);
        if (!byTitle.has(`${u.collegeName}|${u.specialty_title}`)) byTitle.set(`${u.collegeName}|${u.specialty_title}`, u);
      }
      const real = this.dataset === 'real' || this.realUnits.has(key);
      slices.set(key, { province, batch, group_d, years: ys, planPublished, table, tableYear, rows, byCode, byTitle, real, planSums: sums });
    }
    this.slices = slices;
    this.unitById = unitById;
    this.timings.indexMs = Math.round(performance.now() - b0);
  }

  /** `real` when a slice's lines are real, else the store's dataset (演示数据 for the default set's demo rows). */
  datasetOfSlice(s: Slice | undefined): 'demo' | 'real' {
    return s?.real ? 'real' : this.dataset;
  }

  /** `real` when a 一分一段 table is a real one. */
  datasetOfTable(province: string, year: number | null | undefined, group_d: string): 'demo' | 'real' {
    return this.dataset === 'real' || (year != null && this.realRanks.has(`${province}|${year}|${normalizeGroup(group_d)}`)) ? 'real' : 'demo';
  }

  // ───────────── lookups for the wish-list routes (SeasonPort)

  slice(province: string, batch: string, group_d: string): Slice | undefined {
    return this.slices.get(`${province}|${batch}|${normalizeGroup(group_d)}`) ?? this.slices.get(`${province}|${batch}|${group_d}`);
  }

  findUnit(key: { province: string; batch: string; group_d: string; code: string; specialty_code: string }): Unit | undefined {
    return this.slice(key.province, key.batch, key.group_d)?.byCode.get(`${key.code}|${key.specialty_code}`);
  }

  findUnitByTitle(key: { province: string; batch: string; group_d: string; collegeName: string; specialty_title: string }): Unit | undefined {
    const s = this.slice(key.province, key.batch, key.group_d);
    if (!s) return undefined;
    const exact = s.byTitle.get(`${key.collegeName.trim()}|${key.specialty_title.trim()}`);
    if (exact) return exact;
    const t = normTitle(key.specialty_title);
    const c = normCollege(key.collegeName);
    return s.rows.find((u) => normCollege(u.collegeName) === c && normTitle(u.specialty_title) === t);
  }

  /** The full VolunteerResult wire row of a unit for a plan: season fields, prediction, band and list state. */
  toResultRow(unit: Unit, plan: { volunteer_id: number; score: number }): Record<string, unknown> {
    return {
      ...unit.wire,
      volunteer_id: plan.volunteer_id,
      risk: unit.yugu_score == null ? null : riskBand(plan.score, unit.yugu_score),
      is_result: 0,
    };
  }

  /** Rank of a score in the latest 一分一段 table of the province and group: the cautious (worst) rank of its band. */
  groupsOf(province: string): string[] {
    const p = this.provinces.find((x) => x.name === province);
    return p ? groupsOfReform(p.reform) : [];
  }

  rankOf(province: string, group_d: string, score: number): { rank: number; same: number; year: number } | null {
    const t = this.latestTable(province, group_d);
    if (!t || t.table.length === 0) return null;
    const b = scoreToRank(t.table, score);
    return { rank: b.worst, same: b.count, year: t.year };
  }

  latestTable(province: string, group_d: string): { year: number; table: RankTable } | null {
    const g = normalizeGroup(group_d);
    let best: { year: number; table: RankTable } | null = null;
    for (const [k, t] of this.tables) {
      const [p, y, gg] = k.split('|');
      if (p === province && gg === g && (!best || Number(y) > best.year)) best = { year: Number(y), table: t };
    }
    return best;
  }

  /** Form-level statistics of a province: planned places per batch/group and year (yugu = the plan year). */
  formStats(province: string): Record<string, number> {
    const out: Record<string, number> = {};
    let zhanshi = 2;
    let zhuanke = 2;
    for (const [bk, batch] of [['benke', '本科批'], ['zhuanke', '专科批']] as const) {
      for (const [gk, group] of [['wuli', '物理类'], ['lishi', '历史类']] as const) {
        const s = this.slices.get(`${province}|${batch}|${group}`);
        out[`dangyear_${bk}_${gk}_num`] = s?.planSums.current ?? 0;
        out[`qunian_${bk}_${gk}_num`] = s?.planSums.qu ?? 0;
        out[`qiannian_${bk}_${gk}_num`] = s?.planSums.qian ?? 0;
        out[`yugu_${bk}_${gk}_num`] = s?.planSums.ming ?? 0;
        if (s?.planPublished) {
          if (bk === 'benke') zhanshi = 1;
          else zhuanke = 1;
        }
      }
    }
    out.yugu_zhanshi = zhanshi;
    out.yugu_zhuanke = zhuanke;
    return out;
  }

  readScreens(saved: Record<string, string | undefined>): Screens {
    const major = parseMajorScreen(saved.major_screen ?? '');
    let teshu: string[] = [];
    try {
      const t = JSON.parse(saved.major_teshu_screen ?? '[]') as unknown;
      if (Array.isArray(t)) teshu = t.map((x) => (typeof x === 'string' ? x : String((x as { name?: string }).name ?? ''))).filter(Boolean);
    } catch {
      teshu = [];
    }
    const college = parseCollegeScreen(saved.college_screen ?? '');
    const other = parseOtherScreen(saved.other_screen ?? '');
    const none = major.length === 0 && teshu.length === 0 && !saved.college_screen && !saved.other_screen;
    return { major, teshu, college, other, none };
  }

  passesScreens(u: Unit, s: Screens): boolean {
    if (s.none) return true;
    const row = u.wire;
    if (!matchesMajorScreen(row, s.major)) return false;
    if (!matchesCollegeScreen(row, s.college)) return false;
    if (!matchesOtherScreen(row, s.other)) return false;
    if (s.teshu.length > 0) {
      const tese = (row.tese_major_lei as string[] | undefined) ?? [];
      const tw0 = (row.tw0_jianshe_lei as string[] | undefined) ?? [];
      const hit = (s.teshu.includes('国家特色专业') && tese.length > 0) || (s.teshu.includes('双一流建设学科') && tw0.length > 0);
      if (!hit) return false;
    }
    return true;
  }

  /** Tab 1: units whose predicted line lies in [score − down, score + up], best first; the DB is not touched. */
  intell(plan: PlanLike, band: { up: number; down: number }, screens: Screens): { rows: Unit[]; slice: Slice | undefined; lo: number; hi: number } {
    const s = this.slice(plan.province, plan.batch, plan.group_d);
    const lo = plan.score - band.down;
    const hi = plan.score + band.up;
    if (!s) return { rows: [], slice: undefined, lo, hi };
    const subjects = subjectSet(plan.subject, plan.group_d);
    const start = firstAtOrBelow(s.rows, hi);
    const out: Unit[] = [];
    for (let i = start; i < s.rows.length; i++) {
      const u = s.rows[i] as Unit;
      if (u.yugu_score == null || u.yugu_score < lo) break;
      if (!meets(u.req, subjects)) continue;
      if (!this.passesScreens(u, screens)) continue;
      out.push(u);
    }
    return { rows: out, slice: s, lo, hi };
  }

  /** Tabs 2 and 3 (and the college dialog): text and list filters over the plan's slice. */
  search(
    plan: PlanLike,
    f: { collegeName?: string; specialty_title?: string; collegeProvince?: string; collegeNature?: string; min_score?: number; max_score?: number; lowest_mark?: number; shouci?: boolean },
  ): { rows: Unit[]; slice: Slice | undefined } {
    const s = this.slice(plan.province, plan.batch, plan.group_d);
    if (!s) return { rows: [], slice: undefined };
    const subjects = subjectSet(plan.subject, plan.group_d);
    const provinces = csv(f.collegeProvince).map((p) => p.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, ''));
    const natures = csv(f.collegeNature);
    const name = (f.collegeName ?? '').trim();
    const title = (f.specialty_title ?? '').trim();
    const rows = s.rows.filter((u) => {
      if (name && !u.collegeName.includes(name)) return false;
      if (title && !u.specialty_title.includes(title)) return false;
      if (f.shouci && !u.firstTime) return false;
      if (!meets(u.req, subjects)) return false;
      const w = u.wire;
      if (provinces.length > 0 && !provinces.some((p) => String(w.collegeProvince ?? '').startsWith(p))) return false;
      if (natures.length > 0 && !natures.some((n) => natureHas(w, n))) return false;
      const y = u.yugu_score;
      if (f.min_score != null && (y == null || y < f.min_score)) return false;
      if (f.max_score != null && (y == null || y > f.max_score)) return false;
      if (f.lowest_mark != null && (y == null || y < f.lowest_mark)) return false;
      return true;
    });
    return { rows, slice: s };
  }

  list(kind: string): Record<string, unknown>[] {
    return this.content.get(kind) ?? [];
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function csv(v: string | undefined): string[] {
  return (v ?? '').split(/[,，]/).map((x) => x.trim()).filter(Boolean);
}

/** 985 / 211 / 双一流 read the flags; other values compare with the college attribute (公办, 民办 …). */
function natureHas(w: Record<string, unknown>, n: string): boolean {
  if (n === '985') return w.is985 === '是';
  if (n === '211') return w.is211 === '是';
  if (n === '双一流') return w.two_yiliu === '是';
  if (n === '其他') return w.is985 !== '是' && w.is211 !== '是' && w.two_yiliu !== '是';
  return w.collegeNature === n;
}

/** First index whose predicted line is ≤ score (rows sorted descending, nulls last). */
function firstAtOrBelow(rows: Unit[], score: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const y = (rows[mid] as Unit).yugu_score;
    if (y != null && y > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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

function wireOf(u: Unit, ys: Years, cengci: string): Record<string, unknown> {
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
    shuoshiNum: ci.shuoshiNum ?? 0,
    boshiNum: ci.boshiNum ?? 0,
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
    shouci: u.firstTime ? '是' : '否',
    ming_year: ys.ming_year,
    current_year: ys.current_year,
    qu_year: ys.qu_year,
    qian_year: ys.qian_year,
  };
  for (const [p, h] of [['current_year', cur], ['qu_year', qu], ['qian_year', qian]] as const) {
    w[`${p}_red_score`] = h?.min_score ?? null;
    w[`${p}_min_score`] = h?.min_score ?? null;
    w[`${p}_min_beat`] = h?.min_rank ?? null;
    w[`${p}_jihua`] = h?.planned ?? null;
    w[`${p}_zhengji1`] = h?.zhengji1 ?? null;
    w[`${p}_zhengji2`] = h?.zhengji2 ?? null;
  }
  w.mingnian_one_zhengji = cur?.zhengji1 ?? null;
  w.mingnian_two_zhengji = cur?.zhengji2 ?? null;
  w.mingnian_seat = cur?.min_rank ?? null;
  w.qunian_seat = qu?.min_rank ?? null;
  w.qiannian_seat = qian?.min_rank ?? null;
  const grades = gradeText(c);
  for (const k of GRADE_KEYS) w[k] = grades[k];
  w.tese_major_lei = (ci.tese_major as string[] | undefined)?.includes(normTitle(u.specialty_title)) ? ['国家特色专业'] : [];
  w.tw0_jianshe_lei = ((ci.tw0_jianshe as string[] | undefined) ?? []).length > 0 && ci.two_yiliu === '是' ? (ci.tw0_jianshe as string[]) : [];
  return w;
}

