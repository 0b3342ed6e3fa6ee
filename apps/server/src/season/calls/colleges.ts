import { datasetOfShown, MSG, isVip, shortProvince } from 'gaokao-domain';
import { STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Handler, Handlers } from '../../http/register';
import { ApiError, ok } from '../../http/reply';
import type { College } from '../model';
import { GRADE_KEYS, GRADES } from '../wire';
import { contains, csvList, page, ratingsDatasetOf, type SeasonCallDeps } from './shared';
import { NON_VIP_ROWS } from './screens';

/**
 * The college library: lists by kind, details, rankings and 学科评估 grades.
 * - 非VIP会员仅展示部分数据: visitors and ordinary members get the first NON_VIP_ROWS rows of every library view;
 * - a college detail's admission history is of the member's plan province, else the `province` sent (the visitor's
 *   chosen province), else 河北 (the spec's default province of the query pages).
 */
/**
 * The college fields no source of the default set holds, which its generator fills (rankings, 保研率, 学科评估 grades,
 * 双一流建设学科, 特色专业): generated wherever the set is not an imported one.
 */
const GENERATED_COLLEGE_KEYS: readonly string[] = ['ruan_pai', 'soft_ranking', 'xiaoyou_paiming', 'one_baoyan_lv', 'two_baoyan_lv', 'three_baoyan_lv', 'tw0_jianshe', 'tese_major', ...GRADE_KEYS];

/** Whether a field shows something: not null, empty text or an empty list. */
const shows = (v: unknown): boolean => v != null && v !== '' && !(Array.isArray(v) && v.length === 0);

export function collegeCalls({ need, planProvince }: SeasonCallDeps): Handlers {
  const collegeRow = (c: College) => ({
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
  const collegeDetail: Handler<'collegeDetail'> = async (i, _req, user) => {
    const s = need();
    const known = (p: string | undefined) => (p && s.provinces.some((x) => x.name === p) ? p : undefined);
    const province = known(user ? await planProvince(user) : undefined) ?? known(i.province?.trim()) ?? '河北';
    const c = s.collegeById.get(i.collegiate_id);
    if (!c) throw new ApiError(STATUS_NOT_FOUND, MSG.collegeNotFound);
    const info = c.info;
    // 开设专业 (store `collegeCatalogue`): real per-major units only where the college has any, never 专业组 units.
    const catalogue = s.collegeCatalogue(c.collegiate_id);
    const majors = catalogue.map(({ specialty_title, mojor_id }) => ({ specialty_title, mojor_id }));
    const history: Record<string, unknown>[] = [];
    const historyReal = new Map<Record<string, unknown>, boolean>();
    const shownReal: boolean[] = catalogue.map((m) => m.real);
    const perYear = new Map<number, number>();
    for (const u of s.allUnits) {
      if (u.collegeName !== c.collegeName || u.province !== province || u.min_score == null) continue;
      const n = perYear.get(u.year) ?? 0;
      if (n >= 300) continue;
      perYear.set(u.year, n + 1);
      const line = { year: u.year, batch: u.batch, group_d: u.group_d, specialty_title: u.specialty_title, min_score: u.min_score, min_rank: u.min_rank };
      history.push(line);
      historyReal.set(line, s.isRealUnit(u));
    }
    const years = [...new Set(history.map((h) => Number(h.year)))].sort((a, b) => b - a);
    // The lines shown: those of the three latest years.
    const shownYears = new Set(years.slice(0, 3));
    const linesReal = history.filter((h) => shownYears.has(Number(h.year))).map((h) => historyReal.get(h) === true);
    shownReal.push(...linesReal);
    if (ratingsDatasetOf(s) === 'demo' && GENERATED_COLLEGE_KEYS.some((k) => shows(info[k]))) shownReal.push(false);
    return ok({
      ...collegeRow(c),
      ...info,
      college_code: c.college_code,
      major: majors,
      dangnian: history.filter((h) => h.year === years[0]),
      qunian: history.filter((h) => h.year === years[1]),
      qiannian: history.filter((h) => h.year === years[2]),
      history_province: province,
      // 演示数据 when anything shown is generated (a generated admission line or major offered, a generated ranking or
      // grade); a detail of real lines and public-list facts only is real.
      dataset: datasetOfShown(shownReal, 'real'),
      // The admission lines alone (dangnian, qunian, qiannian): real lines under a page that is 演示数据 for its
      // rankings are still real, and the page can say so.
      history_dataset: datasetOfShown(linesReal, 'real'),
      // The ratings alone (学科评估, 排名, 保研率, 双一流建设学科, 特色专业): generated ones are labelled where they show.
      ratings_dataset: ratingsDatasetOf(s),
    });
  };
  return {
    collegeList: async (i, _req, user) => {
      const s = need();
      const provinces = csvList(i.collegeProvince);
      const natures = csvList(i.collegeNature);
      const types = csvList(i.collegeType).map((t) => t.replace(/类$/, ''));
      const type = i.type ?? 1;
      let all = s.colleges.filter((c) => {
        if (!contains(c.collegeName, i.collegeName)) return false;
        if (provinces.length && !provinces.some((p) => c.collegeProvince.startsWith(shortProvince(p)))) return false;
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
      // `total` counts what the viewer can page through, `total_all` what VIP members see.
      const limited = !user || !isVip(user.role);
      const visible = limited ? all.slice(0, NON_VIP_ROWS) : all;
      return ok({
        total: visible.length,
        total_all: all.length,
        current: i.page,
        data: page(visible, i.page, i.limit).map(collegeRow),
        limited,
        ...(limited ? { tip: MSG.nonVipPartialData } : {}),
        dataset: s.dataset,
        ratings_dataset: ratingsDatasetOf(s),
      });
    },
    collegeDetail,
    collegeDetails: (i, req, user) => collegeDetail(i, req, user),
    paiListColl: async () => {
      const s = need();
      const ranked = s.colleges.filter((c) => c.info.ruan_pai != null).sort((a, b) => Number(a.info.ruan_pai) - Number(b.info.ruan_pai));
      // The ranking's composite score (综合得分, part 2 §2): 100 for the first, falling evenly with the position, like
      // the ranking itself a demo value.
      return ok(ranked.map((c, k) => ({ ...collegeRow(c), zonghe_score: Math.round(1000 * (1 - k / ranked.length)) / 10 })));
    },
    zhuangyePai: async (i) => {
      const s = need();
      const keys = GRADE_KEYS;
      const level = GRADES.find(([g]) => g === i.level)?.[1];
      const mn = i.majorName ?? '';
      const all = s.colleges
        .filter((c) => keys.some((k) => ((c.info[k] as string[] | undefined) ?? []).length > 0))
        .filter((c) => contains(c.collegeName, i.collegeName))
        .filter((c) => !mn || keys.some((k) => ((c.info[k] as string[] | undefined) ?? []).some((x) => x.includes(mn))))
        .filter((c) => !level || ((c.info[level] as string[] | undefined) ?? []).length > 0)
        .map((c) => ({ collegeName: c.collegeName, collegiate_id: c.collegiate_id, ...Object.fromEntries(keys.map((k) => [k, (c.info[k] as string[] | undefined) ?? []])) }));
      return ok({ total: all.length, data: page(all, i.page, i.limit) });
    },
    subjectAssessment: async (i) => {
      const all = need()
        .colleges.filter((c) => contains(c.collegeName, i.collegeName))
        .map((c) => ({ collegeName: c.collegeName, result: Object.fromEntries(GRADES.map(([g, k]) => [g, ((c.info[k] as string[] | undefined) ?? []).join('、')]).filter(([, v]) => v !== '')) }))
        .filter((r) => Object.keys(r.result).length > 0 && (!i.specialty_title || Object.values(r.result).some((v) => String(v).includes(i.specialty_title ?? ''))));
      return ok({ total: all.length, data: page(all, i.page, i.limit) });
    },
  };
}
