import crypto from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_SCORE_BAND, MSG, equivalentScore, groupsOfReform, isVip, riskBand, scoreToRank } from 'gaokao-domain';
import { calls, SERVER_MSG, STATUS_BAD_REQUEST, STATUS_NOT_FOUND, type CallName, type Request } from 'gaokao-contract';
import type { SeasonPluginOptions } from '../app';
import { ApiError, ok } from '../http/reply';
import { JsonBytes, sendJson } from '../http/compressed';
import type { AuthedUser } from '../http/auth';
import { writeWatchOf } from '../db/connect';
import { ReadCache } from '../db/write-watch';
import type { SeasonStore, Unit, PlanLike } from './store';
import { TESHU } from './store';
import { CENGCI } from './dataset';
import { normalizeGroup } from './subjects';

/**
 * The season-data calls: screens of the wish-list page, option lists, query pages and the college and major
 * libraries. Everything reads the in-memory indexes; the database is used only for the user's own plan, wish list
 * and saved filters (one query per screen request).
 *
 * Decisions the spec leaves open (see README.md in this folder):
 * - ordinary members (role 1) see the first NON_VIP_ROWS rows of the college-search tabs (非VIP会员仅展示部分数据);
 * - the college search of tabs 2 and 3 answers /api/Volunteer/college_screen and /api/Volunteer/college_search_screen.
 */
export const NON_VIP_ROWS = 20;

type Handler<N extends CallName> = (input: Request<N>, req: FastifyRequest, user: AuthedUser | null) => Promise<unknown>;

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

interface PlanState {
  plan: PlanLike & { paiming?: number };
  /** `${code}|${specialty_code}` → [volunteer_result_id, sort_id] */
  onList: Map<string, [number, number]>;
  results: { volunteer_result_id: number; sort_id: number; code: string; specialty_code: string; collegeName: string; specialty_title: string; snapshot: string; ext: string }[];
  screens: Record<string, string>;
  /** A digest of everything above: the part of a cached answer's key that depends on the plan. */
  fingerprint: string;
}

/** Plan states kept between requests (embedded engine only), read-only once made. */
type PlanCache = ReadCache<string, PlanState | undefined>;

/**
 * The caller's plan, wish list and saved filters in one statement. On the embedded engine the parsed state is kept
 * until one of its tables is written (db/write-watch.ts); the wish-list tab's rows with snapshots are always read.
 */
async function planState(opts: SeasonPluginOptions, cache: PlanCache | undefined, user: AuthedUser, aspid: number, withRows = false): Promise<PlanState> {
  const read = async (): Promise<PlanState | undefined> => {
    const row = (await sql<{ plan: string; results: string; screens: string }>`
    SELECT row_to_json(v)::text AS plan,
      (SELECT coalesce(json_agg(json_build_array(r.code, r.specialty_code, r.volunteer_result_id, r.sort_id${withRows ? sql.raw(', r."collegeName", r.specialty_title, r.snapshot, r.ext') : sql.raw('')}) ORDER BY r.sort_id, r.volunteer_result_id), '[]')
         FROM volunteer_result r WHERE r.volunteer_id = v.volunteer_id)::text AS results,
      (SELECT coalesce(json_object_agg(s.name, s.value), '{}') FROM volunteer_screen s WHERE s.volunteer_id = v.volunteer_id)::text AS screens
    FROM volunteer v WHERE v.volunteer_id = ${aspid} AND v.memberuser_id = ${user.memberuser_id}`.execute(opts.db)).rows[0];
    return row && parsePlanState(row, withRows);
  };
  const st = cache && !withRows ? await cache.load(`${user.memberuser_id}|${aspid}`, read) : await read();
  if (!st) throw new ApiError(STATUS_NOT_FOUND, MSG.noPlan);
  return st;
}

function parsePlanState(row: { plan: string; results: string; screens: string }, withRows: boolean): PlanState {
  const plan = JSON.parse(row.plan) as PlanLike;
  const list = JSON.parse(row.results) as unknown[][];
  const onList = new Map<string, [number, number]>();
  const results: PlanState['results'] = [];
  for (const a of list) {
    onList.set(`${a[0]}|${a[1]}`, [Number(a[2]), Number(a[3])]);
    if (withRows) {
      results.push({
        code: String(a[0]),
        specialty_code: String(a[1]),
        volunteer_result_id: Number(a[2]),
        sort_id: Number(a[3]),
        collegeName: String(a[4] ?? ''),
        specialty_title: String(a[5] ?? ''),
        snapshot: typeof a[6] === 'string' ? a[6] : JSON.stringify(a[6] ?? {}),
        ext: typeof a[7] === 'string' ? a[7] : JSON.stringify(a[7] ?? {}),
      });
    }
  }
  return {
    plan: { ...plan, score: Number(plan.score) },
    onList,
    results,
    screens: JSON.parse(row.screens) as Record<string, string>,
    fingerprint: crypto.createHash('sha1').update(row.plan).update('\0').update(row.results).update('\0').update(row.screens).digest('base64'),
  };
}

function rowJson(u: Unit, st: PlanState): string {
  const hit = st.onList.get(`${u.code}|${u.specialty_code}`);
  const risk = u.yugu_score == null ? 'null' : `"${riskBand(st.plan.score, u.yugu_score)}"`;
  return `${u.json},"volunteer_id":${st.plan.volunteer_id},"volunteer_result_id":${hit ? hit[0] : 'null'},"sort_id":${hit ? hit[1] : 'null'},"is_result":${hit ? 1 : 0},"risk":${risk}}`;
}

function page<T>(rows: readonly T[], pageNo: number, size: number): T[] {
  return rows.slice((pageNo - 1) * size, pageNo * size);
}

function contains(v: unknown, needle: string | undefined): boolean {
  return !needle || String(v ?? '').includes(needle.trim());
}

function cengciOf(v: string | undefined, fallback: string = CENGCI.benke): string {
  const c = (v ?? '').trim();
  if (c === '') return fallback;
  if (c.includes('职业') || c === '2') return CENGCI.benkeZhiye;
  if (c.includes('专科') || c.includes('高职') || c === '3') return CENGCI.zhuanke;
  return CENGCI.benke;
}

export const seasonRoutes: FastifyPluginAsync<SeasonPluginOptions> = async (app: FastifyInstance, opts: SeasonPluginOptions) => {
  const store = opts.season as unknown as SeasonStore | undefined;
  const watch = writeWatchOf(opts.db);
  // Deleting a member cascades to its plans without a statement on them, so member writes count too.
  const plans: PlanCache | undefined = watch && new ReadCache(watch, ['volunteer', 'volunteer_result', 'volunteer_screen', 'member_user'], 5_000);
  const need = (): SeasonStore => {
    if (!store) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.seasonNotLoaded, 503);
    return store;
  };

  function reg<N extends CallName>(name: N, handler: Handler<N>, extraPaths: string[] = []): void {
    const def = calls[name];
    const paths: string[] = [def.path, ...(('aliases' in def && def.aliases) || []), ...extraPaths];
    for (const url of paths) {
      app.route({
        method: def.method,
        url,
        handler: async (req, reply) => {
          const user =
            def.auth === 'vip' ? await opts.auth.requireVip(req) : def.auth === 'user' ? await opts.auth.requireUser(req) : await opts.auth.optionalUser(req);
          const raw = { ...(req.query && typeof req.query === 'object' ? req.query : {}), ...(req.body && typeof req.body === 'object' ? req.body : {}) };
          const parsed = def.request.safeParse(raw);
          if (!parsed.success) {
            const msg = parsed.error.issues.find((i) => HAS_CHINESE.test(i.message))?.message ?? SERVER_MSG.badRequest;
            throw new ApiError(STATUS_BAD_REQUEST, msg);
          }
          const out = await handler(parsed.data as Request<N>, req, user);
          if (typeof out === 'string' || Buffer.isBuffer(out) || out instanceof JsonBytes) return sendJson(req, reply, out);
          return out;
        },
      });
    }
  }

  // ───────────── wish-list screens

  // Tab 1 answers are up to ~1 MB: the bytes, raw and gzipped, are kept for the same plan state (score, subjects,
  // filters, wish list, page) so paging back and forth and reloading cost one database statement, no serialisation and
  // no compression.
  const intellCache = new Map<string, JsonBytes>();
  const CACHE_MAX = 48;
  reg('collegeIntellScreen', async (input, _req, user) => {
    const s = need();
    const st = await planState(opts, plans, user!, input.aspid);
    const band = { up: input.up_score ?? DEFAULT_SCORE_BAND.up, down: input.down_score ?? DEFAULT_SCORE_BAND.down };
    const key = `${s.buildId}|${band.up}|${band.down}|${input.page}|${input.pageSize}|${st.fingerprint}`;
    const hit = intellCache.get(key);
    if (hit) {
      intellCache.delete(key);
      intellCache.set(key, hit);
      return hit;
    }
    const { rows, slice, lo, hi } = s.intell(st.plan, band, s.readScreens(st.screens));
    const list = page(rows, input.page, input.pageSize);
    const years = slice?.years ?? null;
    const rank = s.rankOf(st.plan.province, st.plan.group_d, st.plan.score);
    const head = {
      object: years,
      count: rows.length,
      tianbaocount: st.onList.size,
      min_score: lo,
      max_score: hi,
      page: input.page,
      pageSize: input.pageSize,
      dataset: s.datasetOfSlice(slice),
      paiming: rank?.rank ?? null,
      ...s.formStats(st.plan.province),
    };
    const h = JSON.stringify(head);
    const out = JsonBytes.of(`{"status":200,"msg":"${SERVER_MSG.ok}","data":{"list":[${list.map((u) => rowJson(u, st)).join(',')}],${h.slice(1)}}`);
    intellCache.set(key, out);
    if (intellCache.size > CACHE_MAX) intellCache.delete(intellCache.keys().next().value as string);
    return out;
  });

  const searchHandler = (tab3Capable: boolean): Handler<'collegeScreen'> => async (input, _req, user) => {
    const s = need();
    const st = await planState(opts, plans, user!, input.aspid);
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
      limited,
      ...(limited ? { tip: MSG.nonVipPartialData } : {}),
    });
    return `{"status":200,"msg":"${SERVER_MSG.ok}","data":{"list":[${list.map((u) => rowJson(u, st)).join(',')}],${head.slice(1)}}`;
  };
  reg('collegeScreen', searchHandler(true), ['/api/Volunteer/college_search_screen']);
  reg('collegeGaoxiaoScreen', async (input, req, user) => searchHandler(false)({ ...input, shouciZhao: '' }, req, user));

  reg('collegeResultScreen', async (input, _req, user) => {
    const s = need();
    const st = await planState(opts, plans, user!, input.aspid, true);
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
        (provinces.length === 0 || provinces.some((p) => String(r.collegeProvince ?? '').startsWith(p.replace(/省|市$/, '')))) &&
        (natures.length === 0 || natures.includes(String(r.collegeNature ?? ''))),
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
      ...s.formStats(st.plan.province),
    });
  });

  reg('getOnequarter', async (input, _req, user) => {
    const s = need();
    const st = await planState(opts, plans, user!, input.aspid);
    const t = s.latestTable(st.plan.province, st.plan.group_d);
    if (!t) return ok({ seat: [], score_num: [], year: null, dataset: s.dataset });
    const user_rank = scoreToRank(t.table, st.plan.score);
    return ok({
      year: t.year,
      dataset: s.datasetOfTable(st.plan.province, t.year, st.plan.group_d),
      score: st.plan.score,
      seat_of_score: user_rank.worst,
      seat: t.table.map((r) => ({ seat: r.cumulative, score: r.score })),
      score_num: t.table.map((r) => ({ score: r.score, num: r.count })),
    });
  });

  // ───────────── major option lists (Mojor)

  const majorsOf = (cengci: string) => need().majors.filter((m) => m.cengci === cengci);
  const uniq = (xs: string[]) => [...new Set(xs)];
  reg('teshuList', async () => ok(TESHU.map((name, i) => ({ id: i + 1, name }))));
  reg('selectMajorForm', async (i) => ok(uniq(majorsOf(cengciOf(i.cengci)).map((m) => m.subject)).map((subject) => ({ subject }))));
  reg('selectGzMajorForm', async () => ok(uniq(majorsOf(CENGCI.benkeZhiye).map((m) => m.subject)).map((subject) => ({ subject }))));
  reg('selectOneMajor', async (i) =>
    ok(uniq(majorsOf(cengciOf(i.cengci)).filter((m) => !i.subject || m.subject === i.subject).map((m) => m.majors)).map((majors) => ({ majors, subject: i.subject }))),
  );
  reg('selectGzOneMajor', async (i) =>
    ok(uniq(majorsOf(CENGCI.benkeZhiye).filter((m) => !i.subject || m.subject === i.subject).map((m) => m.majors)).map((majors) => ({ majors, subject: i.subject }))),
  );
  const majorList = (cengci: string, i: { subject?: string | undefined; majors?: string | undefined; major_name?: string | undefined }) =>
    majorsOf(cengci)
      .filter((m) => (!i.subject || m.subject === i.subject) && (!i.majors || m.majors === i.majors) && contains(m.major_name, i.major_name))
      .map((m) => ({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, majors: m.majors, subject: m.subject, cengci: m.cengci }));
  reg('selectMajorList', async (i) => ok(majorList(cengciOf(i.cengci), i)));
  reg('selectGaozhiList', async (i) => ok(majorList(cengciOf(i.cengci, CENGCI.zhuanke) === CENGCI.benke ? CENGCI.zhuanke : cengciOf(i.cengci, CENGCI.zhuanke), i)));
  reg('majorSearch', async (i) => {
    const name = (i.major_name ?? '').trim();
    const all = need().majors.filter((m) => (!name || m.major_name.includes(name)) && (!i.cengci || m.cengci === cengciOf(i.cengci)));
    return ok({ total: all.length, data: all.slice(0, 200).map((m) => ({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, cengci: m.cengci, majors: m.majors, subject: m.subject })) });
  });
  const majorDetail: Handler<'majorDetail'> = async (i) => {
    const m = need().majorById.get(i.mojor_id);
    if (!m) throw new ApiError(STATUS_NOT_FOUND, MSG.majorNotFound);
    return ok({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, cengci: m.cengci, majors: m.majors, subject: m.subject, ...m.info });
  };
  reg('majorDetail', majorDetail);
  reg('majorAdminDetail', majorDetail);
  reg('majorColleges', async (i) => {
    const s = need();
    const m = s.majorById.get(i.mojor_id);
    if (!m) throw new ApiError(STATUS_NOT_FOUND, MSG.majorNotFound);
    const byCollege = new Map<string, Record<string, unknown>>();
    for (const sl of s.slices.values()) {
      for (const u of sl.rows) {
        if (u.major?.mojor_id !== m.mojor_id || !contains(u.collegeName, i.collegeName)) continue;
        const prev = byCollege.get(u.collegeName);
        if (prev) prev.planned_number = Number(prev.planned_number ?? 0) + (u.planned_number ?? 0);
        else
          byCollege.set(u.collegeName, {
            collegeName: u.collegeName,
            collegiate_id: u.college?.collegiate_id ?? 0,
            planned_number: u.planned_number ?? 0,
            collegeNature: u.college?.collegeNature ?? '',
            collegeAdmin: u.college?.collegeAdmin ?? '',
            collegeType: u.college?.collegeType ?? '',
            collegeProvince: u.college?.collegeProvince ?? '',
            recruitdata_id: u.unit_id,
          });
      }
    }
    const all = [...byCollege.values()];
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });

  // ───────────── shell helpers the season knows

  reg('batchGetgroup', async (i) => {
    const p = need().provinces.find((x) => x.name === i.province);
    return ok(groupsOfReform(p?.reform ?? '3+1+2'));
  });
  reg('dictionary', async () =>
    ok({ batch_arr: ['本科提前批', '本科批', '专科批'], onequarter_group: ['物理类', '历史类'], omit_group_id: ['物理类', '历史类'], dataset: need().dataset }),
  );
  reg('yearList', async () => {
    const years = [...new Set([...need().tables.keys()].map((k) => Number(k.split('|')[1])))].sort((a, b) => b - a);
    return ok(years);
  });

  // ───────────── colleges

  const collegeRow = (c: SeasonStore['colleges'][number]) => ({
    collegiate_id: c.collegiate_id,
    collegeName: c.collegeName,
    collegeProvince: c.collegeProvince,
    collegeCity: c.collegeCity,
    collegeAdmin: c.collegeAdmin,
    collegeLevel: c.collegeLevel,
    collegeType: c.collegeType,
    collegeNature: c.collegeNature,
    collage_logo: c.info.collage_logo ?? '',
    two_yiliu: c.info.two_yiliu ?? '否',
    is985: c.info.is985 ?? '否',
    is211: c.info.is211 ?? '否',
    yanjiuY: c.info.yanjiuY ?? '否',
    ruan_pai: c.info.ruan_pai ?? null,
    xiaoyou_paiming: c.info.xiaoyou_paiming ?? null,
    tw0_jianshe: c.info.tw0_jianshe ?? [],
    tese_major: c.info.tese_major ?? [],
    one_baoyan_lv: c.info.one_baoyan_lv ?? null,
    two_baoyan_lv: c.info.two_baoyan_lv ?? null,
    three_baoyan_lv: c.info.three_baoyan_lv ?? null,
    zhaosheng: c.info.zhaosheng ?? '',
    isBao: c.info.isBao ?? 0,
  });
  reg('collegeList', async (i) => {
    const s = need();
    const provinces = csvList(i.collegeProvince);
    const natures = csvList(i.collegeNature);
    const types = csvList(i.collegeType).map((t) => t.replace(/类$/, ''));
    const type = i.type ?? 1;
    let all = s.colleges.filter((c) => {
      if (!contains(c.collegeName, i.collegeName)) return false;
      if (provinces.length && !provinces.some((p) => c.collegeProvince.startsWith(p.replace(/省|市$/, '')))) return false;
      if (i.collegeLevel && c.collegeLevel !== i.collegeLevel) return false;
      if (natures.length && !natures.includes(c.collegeNature)) return false;
      if (types.length && !types.includes(c.collegeType.replace(/类$/, ''))) return false;
      if (type === 9 && c.collegeNature !== '中外合作办学' && c.collegeNature !== '内地与港澳台地区合作办学') return false;
      if ((type === 10 || type === 5 || type === 3) && c.info.isBao !== 1) return false;
      if (type === 11 && c.info.two_yiliu !== '是') return false;
      if (type === 6 && !((c.info.tese_major as string[] | undefined) ?? []).length) return false;
      if (type === 4 && c.info.ruan_pai == null) return false;
      const mn = i.majorName;
      if (mn && (type === 11 || type === 6)) {
        const list = (type === 11 ? c.info.tw0_jianshe : c.info.tese_major) as string[] | undefined;
        if (!(list ?? []).some((x) => x.includes(mn))) return false;
      }
      return true;
    });
    if (type === 4 || type === 3) all = [...all].sort((a, b) => Number(a.info.ruan_pai ?? 1e9) - Number(b.info.ruan_pai ?? 1e9));
    return ok({ total: all.length, current: i.page, data: page(all, i.page, i.limit).map(collegeRow), dataset: s.dataset });
  });
  const collegeDetail: Handler<'collegeDetail'> = async (i) => {
    const s = need();
    const c = s.collegeById.get(i.collegiate_id);
    if (!c) throw new ApiError(STATUS_NOT_FOUND, MSG.collegeNotFound);
    const info = c.info;
    const majors = new Map<string, { specialty_title: string; mojor_id: number }>();
    const history: Record<string, unknown>[] = [];
    for (const sl of s.slices.values()) {
      for (const u of sl.rows) {
        if (u.college?.collegiate_id !== c.collegiate_id) continue;
        if (!majors.has(u.specialty_title)) majors.set(u.specialty_title, { specialty_title: u.specialty_title, mojor_id: u.major?.mojor_id ?? 0 });
      }
    }
    for (const u of s.allUnits) {
      if (u.collegeName !== c.collegeName || u.province !== '河北' || u.min_score == null) continue;
      if (history.length < 300) history.push({ year: u.year, batch: u.batch, group_d: u.group_d, specialty_title: u.specialty_title, min_score: u.min_score, min_rank: u.min_rank });
    }
    const years = [...new Set(history.map((h) => Number(h.year)))].sort((a, b) => b - a);
    return ok({
      ...collegeRow(c),
      ...info,
      college_code: c.college_code,
      major: [...majors.values()],
      dangnian: history.filter((h) => h.year === years[0]),
      qunian: history.filter((h) => h.year === years[1]),
      qiannian: history.filter((h) => h.year === years[2]),
      dataset: s.dataset,
    });
  };
  reg('collegeDetail', collegeDetail);
  reg('collegeDetails', collegeDetail);
  reg('paiListColl', async () => {
    const s = need();
    const ranked = s.colleges.filter((c) => c.info.ruan_pai != null).sort((a, b) => Number(a.info.ruan_pai) - Number(b.info.ruan_pai));
    return ok(ranked.map(collegeRow));
  });
  reg('zhuangyePai', async (i) => {
    const s = need();
    const keys = ['ajia_major', 'as_major', 'a_jian_major', 'b_jia_major', 'b_majors', 'b_jian_major', 'c_jia_major', 'c_major', 'c_jian_major'];
    const gradeKeyOf: Record<string, string> = { 'A+': 'ajia_major', A: 'as_major', 'A-': 'a_jian_major', 'B+': 'b_jia_major', B: 'b_majors', 'B-': 'b_jian_major', 'C+': 'c_jia_major', C: 'c_major', 'C-': 'c_jian_major' };
    const level = gradeKeyOf[i.level ?? ''];
    const mn = i.majorName ?? '';
    const all = s.colleges
      .filter((c) => keys.some((k) => ((c.info[k] as string[] | undefined) ?? []).length > 0))
      .filter((c) => contains(c.collegeName, i.collegeName))
      .filter((c) => !mn || keys.some((k) => ((c.info[k] as string[] | undefined) ?? []).some((x) => x.includes(mn))))
      .filter((c) => !level || ((c.info[level] as string[] | undefined) ?? []).length > 0)
      .map((c) => ({ collegeName: c.collegeName, collegiate_id: c.collegiate_id, ...Object.fromEntries(keys.map((k) => [k, (c.info[k] as string[] | undefined) ?? []])) }));
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });

  // ───────────── queries

  reg('oneQuarterList', async (i) => {
    const s = need();
    const province = i.province || '河北';
    const year = i.year ?? Math.max(...[...s.tables.keys()].filter((k) => k.startsWith(`${province}|`)).map((k) => Number(k.split('|')[1])), 0);
    const groups = groupsOfReform(s.provinces.find((p) => p.name === province)?.reform ?? '3+1+2');
    const [g1, g2] = [groups[0] ?? '物理类', groups[1] ?? '历史类'];
    const t1 = s.tables.get(`${province}|${year}|${g1}`) ?? [];
    const t2 = s.tables.get(`${province}|${year}|${g2}`) ?? [];
    const byScore = new Map<number, Record<string, unknown>>();
    for (const r of t1) byScore.set(r.score, { province, year, scroe: r.score, wuliNum: r.count, wuliSum: r.cumulative, lishiNum: null, lishiSum: null });
    for (const r of t2) {
      const row = byScore.get(r.score) ?? { province, year, scroe: r.score, wuliNum: null, wuliSum: null };
      row.lishiNum = r.count;
      row.lishiSum = r.cumulative;
      byScore.set(r.score, row);
    }
    const all = [...byScore.values()].sort((a, b) => Number(b.scroe) - Number(a.scroe));
    return ok({ total: all.length, data: page(all, i.page, i.limit), dataset: s.datasetOfTable(province, year, g1) });
  });
  reg('oneQuarterSeat', async (i) => {
    const s = need();
    const group = normalizeGroup(i.group_d) || '物理类';
    const years = [...s.tables.keys()].filter((k) => k.startsWith(`${i.province}|`) && k.endsWith(`|${group}`)).map((k) => Number(k.split('|')[1])).sort((a, b) => b - a);
    const year = i.year ?? years[0];
    const t = year == null ? undefined : s.tables.get(`${i.province}|${year}|${group}`);
    if (!t) throw new ApiError(STATUS_NOT_FOUND, '暂无该省份的一分一段数据');
    const b = scoreToRank(t, i.score);
    const even_score = years
      .filter((y) => y !== year)
      .map((y) => ({ year: y, score: equivalentScore(t, s.tables.get(`${i.province}|${y}|${group}`)!, i.score) }));
    return ok({ scroe: i.score, seat: b.worst, best: b.best, count: b.count, year, group_d: group, even_score, dataset: s.datasetOfTable(i.province ?? '', year, group) });
  });
  reg('omitDataList', async (i) => {
    const s = need();
    const province = i.province || '河北';
    const all = s.lines.filter((l) => l.province === province && (i.year == null || l.year === i.year)).sort((a, b) => b.year - a.year);
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });
  reg('omitDataLine', async (i) => {
    const g = normalizeGroup(i.group_d);
    return ok(need().lines.filter((l) => l.province === i.province && (!g || l.group_d === g)).sort((a, b) => b.year - a.year));
  });
  reg('timeList', async (i) => {
    const t = need().list('timetable').find((x) => x.province === (i.province || '河北'));
    return ok((t?.list as unknown[]) ?? []);
  });
  reg('collegeCodeList', async (i) => {
    const all = need().colleges.filter((c) => c.college_code && contains(c.collegeName, i.collegeName));
    return ok({ total: all.length, data: page(all, i.page, i.limit).map((c) => ({ collegeName: c.collegeName, collegeCode: c.college_code, collegeProvince: c.collegeProvince, collegeLevel: c.collegeLevel, collegeAdmin: c.collegeAdmin })) });
  });
  reg('militaryList', async (i) => {
    const all = need().list('military');
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });
  reg('worldList', async (i) => {
    const all = need().list('world').filter((w) => contains(w.collegeName, i.collegeName) && (!i.country || w.country === i.country));
    return ok({ total: all.length, data: page(all, i.page, i.limit), countries: [...new Set(need().list('world').map((w) => String(w.country)))] });
  });
  reg('subjectAssessment', async (i) => {
    const grades: [string, string][] = [['A+', 'ajia_major'], ['A', 'as_major'], ['A-', 'a_jian_major'], ['B+', 'b_jia_major'], ['B', 'b_majors'], ['B-', 'b_jian_major'], ['C+', 'c_jia_major'], ['C', 'c_major'], ['C-', 'c_jian_major']];
    const all = need()
      .colleges.filter((c) => contains(c.collegeName, i.collegeName))
      .map((c) => ({ collegeName: c.collegeName, result: Object.fromEntries(grades.map(([g, k]) => [g, ((c.info[k] as string[] | undefined) ?? []).join('、')]).filter(([, v]) => v !== '')) }))
      .filter((r) => Object.keys(r.result).length > 0 && (!i.specialty_title || Object.values(r.result).some((v) => String(v).includes(i.specialty_title ?? ''))));
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });

  type Opt = string | undefined;
  const recruitRows = (s: SeasonStore, f: { province?: Opt; group_d?: Opt; batch?: Opt; collegeProvince?: Opt; collegeCity?: Opt; collegeName?: Opt; specialty_title?: Opt; year?: number | undefined }) => {
    const province = f.province || '河北';
    const out: Record<string, unknown>[] = [];
    for (const sl of s.slices.values()) {
      if (sl.province !== province || (f.batch && sl.batch !== f.batch) || (f.group_d && sl.group_d !== normalizeGroup(f.group_d))) continue;
      if (f.year != null && sl.years.ming_year !== f.year && sl.rows[0]?.year !== f.year) continue;
      const byCollege = new Map<string, Unit[]>();
      for (const u of sl.rows) {
        const k = `${u.code}|${u.group_code}`;
        const l = byCollege.get(k);
        if (l) l.push(u);
        else byCollege.set(k, [u]);
      }
      for (const units of byCollege.values()) {
        const u = units[0] as Unit;
        const c = u.college;
        if (!contains(u.collegeName, f.collegeName) || !contains(c?.collegeProvince, f.collegeProvince) || !contains(c?.collegeCity, f.collegeCity)) continue;
        const st = f.specialty_title;
        if (st && !units.some((x) => x.specialty_title.includes(st))) continue;
        const preds = units.map((x) => x.yugu_score).filter((x): x is number => x != null);
        out.push({
          recruitdata_id: u.unit_id,
          code: u.code,
          group_code: u.group_code,
          collegeName: u.collegeName,
          collegiate_id: c?.collegiate_id ?? 0,
          province: sl.province,
          collegeProvince: c?.collegeProvince ?? '',
          collegeCity: c?.collegeCity ?? '',
          batch: sl.batch,
          group_d: sl.group_d,
          nature: c?.collegeNature ?? '',
          planned_number: units.reduce((a, x) => a + (x.planned_number ?? 0), 0),
          current_year: sl.years.ming_year,
          score: preds.length ? Math.min(...preds) : null,
        });
      }
    }
    return out;
  };
  reg('recruitDataList', async (i) => {
    const s = need();
    const all = recruitRows(s, i);
    return ok({ total: all.length, data: page(all, i.page, i.limit), dataset: s.dataset });
  });
  const unitGroupOf = (s: SeasonStore, id: number) => {
    const u = s.unitById.get(id);
    if (!u) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.notFound);
    const sl = s.slice(u.province, u.batch, u.group_d)!;
    return { u, sl, units: sl.rows.filter((x) => x.code === u.code && x.group_code === u.group_code) };
  };
  reg('recruitDataDetail', async (i) => {
    const s = need();
    const { u, sl, units } = unitGroupOf(s, i.recruitdata_id);
    const c = u.college;
    const history = [0, 1, 2].map((k) => {
      const year = [sl.years.current_year, sl.years.qu_year, sl.years.qian_year][k] as number;
      const hs = units.map((x) => x.hist[k]).filter((h): h is NonNullable<typeof h> => h != null);
      const scores = hs.map((h) => h.min_score).filter((x): x is number => x != null);
      const seats = hs.map((h) => h.min_rank).filter((x): x is number => x != null);
      return { year, collegeName: u.collegeName, planned_number: hs.reduce((a, h) => a + (h.planned ?? 0), 0), batch: sl.batch, group_d: sl.group_d, score: scores.length ? Math.min(...scores) : null, seat: seats.length ? Math.max(...seats) : null };
    });
    return ok({
      recruitdata_id: u.unit_id,
      code: u.code,
      collegeName: u.collegeName,
      detail: c
        ? { collegeProperty: c.collegeNature, collegeAdmin: c.collegeAdmin, collegeProvince: c.collegeProvince, collegeCity: c.collegeCity, collegeArea: '', college_info: c.info.college_info ?? '', collegeLevel: c.collegeLevel, ruan_pai: c.info.ruan_pai ?? null, collegeType: c.collegeType, zhaosheng: c.info.zhaosheng ?? '', zhandi: c.info.zhandi ?? '', address_detail: c.info.address_detail ?? '', phone: c.info.phone ?? '' }
        : null,
      history,
    });
  });
  reg('recruitDataMajors', async (i) => {
    const s = need();
    const { units } = unitGroupOf(s, i.recruitdata_id);
    return ok(
      units.map((x) => ({
        specialty_title: x.specialty_title,
        specialty_code: x.specialty_code,
        batch: x.batch,
        group_d: x.group_d,
        the_second: x.the_second,
        major_field: x.major?.majors ?? '',
        major_remark: x.major_remark,
        planned_number: x.planned_number,
        schooling_length: x.schooling_length,
        tuition_fee: x.tuition_fee ?? -1,
        yugu_score: x.yugu_score,
      })),
    );
  });
  const supplementary = (s: SeasonStore, f: { province?: Opt; collegeName?: Opt; specialty_title?: Opt; group_d?: Opt; year?: number | undefined; batch?: Opt }) => {
    const province = f.province || '河北';
    const g = normalizeGroup(f.group_d);
    const all = s.allUnits.filter(
      (u) =>
        u.province === province &&
        (u.zhengji1 != null || u.zhengji2 != null) &&
        (f.year == null || u.year === f.year) &&
        (!f.batch || u.batch === f.batch) &&
        (!g || u.group_d === g) &&
        contains(u.collegeName, f.collegeName) &&
        contains(u.specialty_title, f.specialty_title),
    );
    return all.map((u) => ({
      collegeName: u.collegeName,
      collegeNameRemark: u.group_code ? `专业组${u.group_code}` : '',
      specialty_title: u.specialty_title,
      major_field: '',
      group_d: u.group_d,
      the_second: u.the_second,
      one_zhengji: u.zhengji1,
      two_zhengji: u.zhengji2,
      year: u.year,
      bacth: u.batch,
    }));
  };
  reg('collectionPlanList', async (i) => {
    const s = need();
    const all = supplementary(s, i);
    const years = [...new Set(s.allUnits.filter((u) => u.province === (i.province || '河北') && u.min_score != null).map((u) => u.year))].sort((a, b) => b - a);
    return ok({ total: all.length, data: page(all, i.page, i.limit), current_year: years[0] ?? null, qunian_year: years[1] ?? null, qian_year: years[2] ?? null });
  });
  reg('zhengjiList', async (i) => {
    const all = supplementary(need(), { ...i, collegeName: '', specialty_title: '', group_d: '', batch: '' });
    return ok({ total: all.length, data: page(all, i.page, i.limit) });
  });

  // ───────────── assessment question banks (results are user data: the server's routes)

  reg('mbtiQuestions', async () => ok(need().list('mbti_question')));
  reg('hollandQuestions', async () => ok(need().list('holland_question')));
};

function parseObject(s: string): Record<string, unknown> {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function csvList(v: string | undefined): string[] {
  return (v ?? '').split(/[,，]/).map((x) => x.trim()).filter(Boolean);
}

export default seasonRoutes;
