import type { Kysely } from 'kysely';
import { canonicalBatch, groupsOfReform, planUnitKey, riskBandWithLine, specialPlanBatch, SPECIAL_PLANS, type RankTable, type SpecialPlan } from 'gaokao-domain';
import type { Database } from '../db/types';
import type { SeasonPort, SeasonUnit } from '../season-port';
import { defaultDataset } from './real/default-set';
import { seedDataset, setMeta } from './seed';
import { engineFingerprint, keepOutlooks, OUTLOOK_META_PREFIX } from './outlook-cache';
import { SERVER_DIR } from '../paths';
import { seedShellContent } from './demo/shell';
import { loadAll, storedFromDataset, type StoredRows } from './load';
import { normalizeGroup } from './subjects';
import type { SeasonDataset } from './dataset';
import type { College, HistoryRow, Major, PlanLike, Screens, Slice, Unit } from './model';
import { buildIndexes, type FittedOutlooks, type SeasonIndexes } from './indexes';
import { ProvenanceIndex } from './provenance';
import { normCollege, normTitle } from './names';
import { formStats, latestTable, rankOf } from './ranks';
import { probabilityAt, probabilityReason, type Outlook } from './outlook';
import { intellRows, passesScreens, readScreens, searchRows } from './screens';

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

/** The season_meta key of the outlooks this code fits (outlook-cache.ts). */
const outlookKey = (): string => `${OUTLOOK_META_PREFIX}${engineFingerprint(SERVER_DIR)}`;

/**
 * The season data in memory: opened (and seeded on a first start) from the `season_*` tables, rebuilt when an import
 * bumps `season_meta.version`. The indexes are built in indexes.ts, the screens in screens.ts, the rank lookups in
 * ranks.ts; this class holds the current build and answers the wish-list code (SeasonPort) and the season calls.
 */
export class SeasonStore implements SeasonPort, SeasonIndexes {
  dataset: 'demo' | 'real' = 'demo';
  version = '';
  realUnits = new Set<string>();
  realRanks = new Set<string>();
  provinces: SeasonIndexes['provinces'] = [];
  colleges: College[] = [];
  collegeById = new Map<number, College>();
  collegeByName = new Map<string, College>();
  collegeByCode = new Map<string, College>();
  majors: Major[] = [];
  majorById = new Map<number, Major>();
  tables = new Map<string, RankTable>();
  tableSources = new Map<string, string>();
  planYear: number | null = null;
  lines: SeasonIndexes['lines'] = [];
  /** The publications behind the real rows and which 批次线 are real (season_meta `provenance`). */
  provenance = new ProvenanceIndex();
  slices = new Map<string, Slice>();
  unitById = new Map<number, Unit>();
  allUnits: HistoryRow[] = [];
  content = new Map<string, Record<string, unknown>[]>();
  timings: Record<string, number> = {};
  /** Settles when the demo set of a first start is in the database (at once on later starts). */
  seeded: Promise<void> = Promise.resolve();
  /** Bumped on every index build: keys of answers cached from an older build never match again. */
  buildId = 0;
  private timer: NodeJS.Timeout | undefined;

  private log: OpenOptions['log'];

  private constructor(readonly db: Kysely<Database>) {}

  /** Seeds the demo set into empty season tables, then loads everything into memory. */
  static async open(db: Kysely<Database>, opts: OpenOptions = {}): Promise<SeasonStore> {
    const store = new SeasonStore(db);
    store.log = opts.log;
    const t0 = performance.now();
    const marker = await db.selectFrom('season_meta').select('value').where('key', '=', 'dataset').executeTakeFirst();
    if (!marker && opts.seedDemo !== false) {
      const g0 = performance.now();
      // GAOKAO_DEMO_SCALE=small: the real data with demo units for 河北 only — for end-to-end suites that start many servers.
      const small = opts.demoScale === 'small';
      const ds = opts.dataset ? opts.dataset() : defaultDataset({ small });
      store.timings.generateMs = Math.round(performance.now() - g0);
      // Serve from memory at once; the rows reach the database behind the first requests.
      const fitted = store.build(storedFromDataset(ds, ''));
      store.seeded = (async () => {
        const s0 = performance.now();
        await seedDataset(db, ds);
        store.version = await store.currentVersion();
        // The outlooks just fitted, for the data as written: later starts read them (outlook-cache.ts).
        if (fitted) await store.keepOrWarn(fitted, store.version);
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
    const fitted = this.build(rows);
    if (fitted) await this.keepOrWarn(fitted, this.version);
  }

  /** `keep`, a failure logged only: it costs the next start a fit, nothing else (and says nothing of the seed). */
  private async keepOrWarn(fitted: FittedOutlooks, version: string): Promise<void> {
    await this.keep(fitted, version).catch((err: unknown) => this.log?.warn?.({ err: { message: (err as Error).message } }, 'fitted outlooks not kept'));
  }

  /** Keeps a build's fitted outlooks for the data at `version` under this code's key; those of other code go. */
  private async keep(fitted: FittedOutlooks, version: string): Promise<void> {
    const key = outlookKey();
    const value = keepOutlooks(version, fitted);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('season_meta').where('key', 'like', `${OUTLOOK_META_PREFIX}%`).where('key', '<>', key).execute();
      await setMeta(trx, key, value);
    });
  }

  /** Builds every index from stored rows (synchronous: no request sees a half-built store). */
  build(rows: StoredRows): FittedOutlooks | null {
    const { indexMs, fitted, ...indexes } = buildIndexes(rows, { outlookKey: outlookKey() });
    this.buildId++;
    Object.assign(this, indexes satisfies SeasonIndexes);
    this.provenance = ProvenanceIndex.fromMeta(rows.meta.get('provenance'));
    this.timings.indexMs = indexMs;
    // 1 when this build fitted outlooks, 0 when it read those kept for its data and code (outlook-cache.ts).
    this.timings.fitted = fitted ? 1 : 0;
    return fitted;
  }

  /** `real` when a slice's lines are real, else the store's dataset (演示数据 for the default set's demo rows). */
  datasetOfSlice(s: Slice | undefined): 'demo' | 'real' {
    return s?.real ? 'real' : this.dataset;
  }

  /** `real` when the units of a plan's province, batch and group are real (SeasonPort). */
  datasetOf(plan: { province: string; batch: string; group_d: string }): 'demo' | 'real' {
    return this.datasetOfSlice(this.slice(plan.province, plan.batch, plan.group_d));
  }

  /**
   * Whether the units of a (province, batch, group) — any year's, as stored — are real: the whole set is imported
   * (`dataset: 'real'`), or the default set's real scopes name the slice (the same test as a slice's `real`).
   */
  isRealUnit(u: { province: string; batch: string; group_d: string }): boolean {
    return this.dataset === 'real' || this.realUnits.has(`${u.province}|${u.batch}|${u.group_d}`);
  }

  /** `real` when a 一分一段 table is a real one. */
  datasetOfTable(province: string, year: number | null | undefined, group_d: string): 'demo' | 'real' {
    return this.dataset === 'real' || (year != null && this.realRanks.has(`${province}|${year}|${normalizeGroup(group_d)}`)) ? 'real' : 'demo';
  }

  // ───────────── lookups for the wish-list routes (SeasonPort)

  /** The units of a province, batch and group; a province's batch name (普通类一段) reads its data's (本科批). */
  slice(province: string, batch: string, group_d: string): Slice | undefined {
    const b = canonicalBatch(batch);
    return this.slices.get(`${province}|${b}|${normalizeGroup(group_d)}`) ?? this.slices.get(`${province}|${b}|${group_d}`);
  }

  /**
   * A unit of the plan's slice, else of one of its special plans' slices (本科批·国家专项 …: tab 1 shows them to a family
   * that says it qualifies, and the wish list takes them from there).
   */
  findUnit(key: { province: string; batch: string; group_d: string; code: string; specialty_code: string }): Unit | undefined {
    const k = planUnitKey(key);
    const own = this.slice(key.province, key.batch, key.group_d)?.byCode.get(k);
    if (own) return own;
    for (const s of this.specialSlices(key.province, key.batch, key.group_d, SPECIAL_PLANS)) {
      const u = s.byCode.get(k);
      if (u) return u;
    }
    return undefined;
  }

  /** The slices of a province, batch and group's special plans (`本科批·国家专项` …) that hold units. */
  specialSlices(province: string, batch: string, group_d: string, plans: readonly SpecialPlan[]): Slice[] {
    const out: Slice[] = [];
    for (const p of plans) {
      const s = this.slice(province, specialPlanBatch(canonicalBatch(batch), p), group_d);
      if (s) out.push(s);
    }
    return out;
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

  /**
   * A college's 开设专业 (the college library's list, `getCollegeDetail`'s `major`): the majors its units offer, in the
   * order first met, each with whether a real unit offers it. A college with real per-major units lists those only (a
   * generated unit of another province would show majors it never offered); a 专业组 unit (`05专业组`) names a group,
   * not a major, and is not listed. Also the catalogue a family picks from for a 专业组 whose majors are unpublished
   * (江苏; SeasonPort `catalogueOf`).
   */
  collegeCatalogue(collegiateId: number): Array<{ specialty_title: string; mojor_id: number; real: boolean }> {
    const offered = [...this.slices.values()].flatMap((sl) => sl.rows.filter((u) => u.college?.collegiate_id === collegiateId && !/专业组$/.test(u.specialty_title)).map((u) => ({ u, real: sl.real })));
    const anyReal = offered.some((x) => x.real);
    const majors = new Map<string, { specialty_title: string; mojor_id: number; real: boolean }>();
    for (const { u, real } of offered) {
      if (anyReal && !real) continue;
      const had = majors.get(u.specialty_title);
      if (!had) majors.set(u.specialty_title, { specialty_title: u.specialty_title, mojor_id: u.major?.mojor_id ?? 0, real });
      else if (real) had.real = true;
    }
    return [...majors.values()];
  }

  /** The titles of a college's 开设专业 (`collegeCatalogue`), for the wish-list routes (SeasonPort). */
  catalogueOf(collegiateId: number): string[] {
    return this.collegeCatalogue(collegiateId).map((m) => m.specialty_title);
  }

  /** The full VolunteerResult wire row of a unit for a plan: season fields, prediction, band and list state. */
  toResultRow(unit: SeasonUnit, plan: { volunteer_id: number; score: number }): Record<string, unknown> {
    return {
      ...unit.wire,
      volunteer_id: plan.volunteer_id,
      risk: unit.yugu_score == null ? null : riskBandWithLine(plan.score, unit.yugu_score, outlookOf(unit)?.line99 ?? null),
      luqu_gailv: probabilityAt(outlookOf(unit), plan.score),
      gailv_note: probabilityReason(outlookOf(unit), plan.score),
      is_result: 0,
    };
  }

  /** The subject groups (物理类/历史类, 综合 …) a province offers; empty when the province is unknown. */
  groupsOf(province: string): string[] {
    const p = this.provinces.find((x) => x.name === province);
    return p ? groupsOfReform(p.reform) : [];
  }

  /** Rank of a score in the latest 一分一段 table of the province and group: the cautious (worst) rank of its band. */
  rankOf(province: string, group_d: string, score: number): { rank: number; same: number; year: number } | null {
    return rankOf(this.tables, province, group_d, score);
  }

  latestTable(province: string, group_d: string): { year: number; table: RankTable } | null {
    return latestTable(this.tables, province, group_d);
  }

  formStats(province: string): Record<string, number> {
    return formStats(this.slices, province);
  }

  readScreens(saved: Record<string, string | undefined>): Screens {
    return readScreens(saved);
  }

  passesScreens(u: Unit, s: Screens): boolean {
    return passesScreens(u, s);
  }

  /** Tab 1: units whose predicted line lies in [score − down, score + up], best first; the DB is not touched. */
  /**
   * Tab 1 with special plans: the ordinary units only by default; with `plans` (the special plans the family qualifies
   * for), those plans' units of the same province, batch and group too, in the same order (best line first).
   */
  intell(plan: PlanLike, band: { up: number; down: number }, screens: Screens, plans: readonly SpecialPlan[] = []): { rows: Unit[]; slice: Slice | undefined; lo: number; hi: number } {
    const own = intellRows(this.slice(plan.province, plan.batch, plan.group_d), plan, band, screens);
    if (plans.length === 0) return own;
    const extra = this.specialSlices(plan.province, plan.batch, plan.group_d, plans).flatMap((s) => intellRows(s, plan, band, screens).rows);
    if (extra.length === 0) return own;
    const rows = [...own.rows, ...extra].sort((a, b) => (b.yugu_score ?? -1) - (a.yugu_score ?? -1));
    return { ...own, rows };
  }

  /** Tabs 2 and 3 (and the college dialog): text and list filters over the plan's slice. */
  search(plan: PlanLike, f: Parameters<typeof searchRows>[2]): { rows: Unit[]; slice: Slice | undefined } {
    return searchRows(this.slice(plan.province, plan.batch, plan.group_d), plan, f);
  }

  list(kind: string): Record<string, unknown>[] {
    return this.content.get(kind) ?? [];
  }
}

/** A season unit's v2 outlook, when the unit comes from this store's indexes and has one. */
function outlookOf(unit: SeasonUnit): Outlook | null {
  return 'outlook' in unit ? ((unit as Unit).outlook ?? null) : null;
}
