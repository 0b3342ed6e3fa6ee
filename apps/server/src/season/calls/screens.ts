import { DEFAULT_SCORE_BAND, MSG, SPECIAL_PLANS, isVip, matchesCollegeNatures, matchesCollegeProvinces, scoreToRank, type SpecialPlan } from 'gaokao-domain';
import { SERVER_MSG, STATUS_OK } from 'gaokao-contract';
import { JsonBytes } from '../../http/compressed';
import type { Handler, Handlers } from '../../http/register';
import { ok } from '../../http/reply';
import { intellView } from '../screens';
import { rowJson, type PlanState } from './plan-state';
import { Screen, ScreenCache, planFlags, screenKeyOf, screenRow } from './intell-screen';
import { cacheLookups } from '../../metrics';
import type { SeasonStore } from '../store';
import { contains, csvList, page, parseObject, ratingsDatasetOf, type SeasonCallDeps } from './shared';

/**
 * Ordinary members (role 1) see the first NON_VIP_ROWS rows of the college-search tabs (非VIP会员仅展示部分数据); `count`
 * stays the full count.
 */
export const NON_VIP_ROWS = 20;

/**
 * The wish-list screens: tab 1 (college_intell_screen), tabs 2 and 3 (the college search, also at
 * college_search_screen), the wish-list tab (college_result_screen) and the plan's 一分一段 table (getOnequarter).
 */
export function screenCalls({ need, plan }: SeasonCallDeps): Handlers {
  // Tab 1 answers in the spec's shape are up to ~1 MB: the bytes, raw and compressed, are kept for the same plan state
  // (the screen's key and the plan's fingerprint) so paging back and forth and reloading cost no serialisation and no
  // compression.
  const intellCache = new Map<string, JsonBytes>();
  const CACHE_MAX = 48;
  // Tab 1's screens by screen key (intell-screen.ts): computed and serialised once for every plan with the same inputs.
  const screens = new ScreenCache();
  const searchHandler = (tab3Capable: boolean): Handler<'collegeScreen'> => async (input, _req, user) => {
    const s = need();
    const st = await plan(user!, input.aspid);
    const { rows, slice } = s.search(st.plan, {
      collegeName: input.collegeName,
      specialty_title: input.specialty_title,
      collegeProvince: input.collegeProvince,
      collegeNature: input.collegeNature,
      ...(input.min_score != null ? { min_score: input.min_score } : {}),
      ...(input.max_score != null ? { max_score: input.max_score } : {}),
      ...(input.lowest_mark != null ? { lowest_mark: input.lowest_mark } : {}),
      shouci: tab3Capable && input.shouciZhao === '是',
    });
    const limited = !isVip(user!.role);
    const visible = limited ? rows.slice(0, NON_VIP_ROWS) : rows;
    const list = page(visible, input.page, input.pageSize);
    const head = JSON.stringify({
      object: slice?.years ?? null,
      count: rows.length,
      tianbaocount: st.onList.size,
      page: input.page,
      pageSize: input.pageSize,
      dataset: s.datasetOfSlice(slice),
      ratings_dataset: ratingsDatasetOf(s),
      basis: slice?.basis ?? null,
      limited,
      ...(limited ? { tip: MSG.nonVipPartialData } : {}),
    });
    return JsonBytes.of(`{"status":${STATUS_OK},"msg":"${SERVER_MSG.ok}","data":{"list":[${list.map((u) => rowJson(u, st)).join(',')}],${head.slice(1)}}`, 'once');
  };
  return {
    collegeIntellScreen: async (input, _req, user) => {
      const s = need();
      const st = await plan(user!, input.aspid);
      const band = { up: input.up_score ?? DEFAULT_SCORE_BAND.up, down: input.down_score ?? DEFAULT_SCORE_BAND.down };
      const plans = specialPlansOf(input.special_plans);
      const key = screenKeyOf(s.buildId, st.plan, st.screens, { ...band, band: input.band, order: input.order, plans, page: input.page, pageSize: input.pageSize });
      let screen = screens.get(key);
      cacheLookups.inc({ cache: 'intell-screen', result: screen ? 'hit' : 'miss' });
      if (!screen) {
        screen = buildScreen(s, st, band, plans, input);
        screens.set(key, screen);
      }
      if (input.flags === 'apart') return screen.apart;
      // The spec's shape: the plan's flags put into the kept row text, compressed once for this plan state (as 'kept':
      // paging back, reloading and bench:api's repeated requests are served these bytes; quality 4 made them 25 % larger).
      const mine = `${key}|${st.fingerprint}`;
      const hit = intellCache.get(mine);
      if (hit) {
        intellCache.delete(mine);
        intellCache.set(mine, hit);
        return hit;
      }
      const out = JsonBytes.of(screen.forPlan(st));
      intellCache.set(mine, out);
      if (intellCache.size > CACHE_MAX) intellCache.delete(intellCache.keys().next().value as string);
      return out;
    },
    collegeIntellFlags: async (input, _req, user) => ok(planFlags(await plan(user!, input.aspid))),
    collegeScreen: searchHandler(true),
    collegeGaoxiaoScreen: async (input, req, user) => searchHandler(false)({ ...input, shouciZhao: '' }, req, user),
    collegeResultScreen: async (input, _req, user) => {
      const s = need();
      const st = await plan(user!, input.aspid, true);
      const all = st.results.map((r) => {
        const unit = s.findUnit({ province: st.plan.province, batch: st.plan.batch, group_d: st.plan.group_d, code: r.code, specialty_code: r.specialty_code });
        const snapshot = parseObject(r.snapshot);
        const ext = parseObject(r.ext);
        const fresh = unit ? s.toResultRow(unit, st.plan) : {};
        return {
          ...snapshot,
          ...fresh,
          ...ext,
          volunteer_result_id: r.volunteer_result_id,
          volunteer_id: st.plan.volunteer_id,
          sort_id: r.sort_id,
          code: r.code,
          specialty_code: r.specialty_code,
          collegeName: unit?.collegeName ?? r.collegeName,
          specialty_title: unit?.specialty_title ?? r.specialty_title,
          is_result: 1,
        } as Record<string, unknown>;
      });
      const provinces = csvList(input.collegeProvince);
      const natures = csvList(input.collegeNature);
      const list = all.filter(
        (r) =>
          contains(r.collegeName, input.collegeName) &&
          contains(r.specialty_title, input.specialty_title) &&
          matchesCollegeProvinces(r, provinces) &&
          matchesCollegeNatures(r, natures),
      );
      const scores = all.map((r) => Number(r.yugu_score)).filter((n) => Number.isFinite(n) && n > 0);
      const slice = s.slice(st.plan.province, st.plan.batch, st.plan.group_d);
      return ok({
        list: page(list, input.page, input.pageSize),
        object: slice?.years ?? null,
        count: list.length,
        tianbaocount: all.length,
        min_score: scores.length ? Math.min(...scores) : 0,
        max_score: scores.length ? Math.max(...scores) : 0,
        dataset: s.datasetOfSlice(slice),
      ratings_dataset: ratingsDatasetOf(s),
        ...s.formStats(st.plan.province),
      });
    },
    getOnequarter: async (input, _req, user) => {
      const s = need();
      const st = await plan(user!, input.aspid);
      const t = s.latestTable(st.plan.province, st.plan.group_d);
      if (!t) return ok({ seat: [], score_num: [], year: null, dataset: s.dataset, basis: { lines: null, table: null } });
      const user_rank = scoreToRank(t.table, st.plan.score);
      return ok({
        year: t.year,
        dataset: s.datasetOfTable(st.plan.province, t.year, st.plan.group_d),
        basis: { lines: s.slice(st.plan.province, st.plan.batch, st.plan.group_d)?.basis.lines ?? null, table: t.year },
        score: st.plan.score,
        seat_of_score: user_rank.worst,
        seat: t.table.map((r) => ({ seat: r.cumulative, score: r.score })),
        score_num: t.table.map((r) => ({ score: r.score, num: r.count })),
      });
    },
  };
}

/** The special plans a tab-1 request names (`special_plans`: a comma list of SPECIAL_PLANS, or `all`); none by default. */
export function specialPlansOf(v: string | undefined): SpecialPlan[] {
  if (!v) return [];
  if (v.trim() === 'all') return [...SPECIAL_PLANS];
  const want = new Set(v.split(',').map((x) => x.trim()));
  return SPECIAL_PLANS.filter((p) => want.has(p));
}

/** Computes one page of tab 1's screen for a plan: the rows in the request's band and order, and the head. */
export function buildScreen(
  s: SeasonStore,
  st: PlanState,
  band: { up: number; down: number },
  plans: SpecialPlan[],
  input: { band?: '冲' | '稳' | '保' | undefined; order?: 'match' | 'line' | undefined; page: number; pageSize: number },
): Screen {
  const screen = s.intell(st.plan, band, s.readScreens(st.screens), plans);
  const { slice, lo, hi } = screen;
  const { rows, counts } = intellView(screen.rows, st.plan.score, { band: input.band, order: input.order });
  const list = page(rows, input.page, input.pageSize);
  const rank = s.rankOf(st.plan.province, st.plan.group_d, st.plan.score);
  // Everything of the head but tianbaocount (the plan's), which the spec's shape puts first.
  const head = {
    object: slice?.years ?? null,
    count: rows.length,
    chong_count: counts.冲,
    wen_count: counts.稳,
    bao_count: counts.保,
    min_score: lo,
    max_score: hi,
    page: input.page,
    pageSize: input.pageSize,
    dataset: s.datasetOfSlice(slice),
    ratings_dataset: ratingsDatasetOf(s),
    basis: slice ? { lines: slice.basis.lines, table: rank?.year ?? slice.basis.table } : null,
    paiming: rank?.rank ?? null,
    ...s.formStats(st.plan.province),
  };
  return new Screen(
    list.map((u) => screenRow(u, st.plan.score)),
    JSON.stringify(head).slice(1, -1),
  );
}
