import { CENGCI, MSG, TESHU_OPTIONS, cengciOf, datasetOfShown } from 'gaokao-domain';
import { STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Handler, Handlers } from '../../http/register';
import { ApiError, ok } from '../../http/reply';
import { contains, page, type SeasonCallDeps } from './shared';

/** The major option lists of the screens (Mojor) and the major library. */
export function majorCalls({ need }: SeasonCallDeps): Handlers {
  const majorsOf = (cengci: string) => need().majors.filter((m) => m.cengci === cengci);
  const uniq = (xs: string[]) => [...new Set(xs)];
  const majorList = (cengci: string, i: { subject?: string | undefined; majors?: string | undefined; major_name?: string | undefined }) =>
    majorsOf(cengci)
      .filter((m) => (!i.subject || m.subject === i.subject) && (!i.majors || m.majors === i.majors) && contains(m.major_name, i.major_name))
      .map((m) => ({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, majors: m.majors, subject: m.subject, cengci: m.cengci }));
  const majorDetail: Handler<'majorDetail'> = async (i) => {
    const m = need().majorById.get(i.mojor_id);
    if (!m) throw new ApiError(STATUS_NOT_FOUND, MSG.majorNotFound);
    // The catalogue fields (name, code, level, class) are real; the texts are the data set's (`dataset`: demo text in
    // the default set), so the page can label them.
    return ok({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, cengci: m.cengci, majors: m.majors, subject: m.subject, ...m.info, dataset: need().dataset });
  };
  return {
    teshuList: async () => ok(TESHU_OPTIONS.map((name, i) => ({ id: i + 1, name }))),
    selectMajorForm: async (i) => ok(uniq(majorsOf(cengciOf(i.cengci)).map((m) => m.subject)).map((subject) => ({ subject }))),
    selectGzMajorForm: async () => ok(uniq(majorsOf(CENGCI.benkeZhiye).map((m) => m.subject)).map((subject) => ({ subject }))),
    selectOneMajor: async (i) =>
      ok(uniq(majorsOf(cengciOf(i.cengci)).filter((m) => !i.subject || m.subject === i.subject).map((m) => m.majors)).map((majors) => ({ majors, subject: i.subject }))),
    selectGzOneMajor: async (i) =>
      ok(uniq(majorsOf(CENGCI.benkeZhiye).filter((m) => !i.subject || m.subject === i.subject).map((m) => m.majors)).map((majors) => ({ majors, subject: i.subject }))),
    selectMajorList: async (i) => ok(majorList(cengciOf(i.cengci), i)),
    selectGaozhiList: async (i) => ok(majorList(cengciOf(i.cengci, CENGCI.zhuanke) === CENGCI.benke ? CENGCI.zhuanke : cengciOf(i.cengci, CENGCI.zhuanke), i)),
    majorSearch: async (i) => {
      const name = (i.major_name ?? '').trim();
      const all = need().majors.filter((m) => (!name || m.major_name.includes(name)) && (!i.cengci || m.cengci === cengciOf(i.cengci)));
      return ok({ total: all.length, data: all.slice(0, 200).map((m) => ({ mojor_id: m.mojor_id, major_name: m.major_name, major_code: m.major_code, cengci: m.cengci, majors: m.majors, subject: m.subject })) });
    },
    majorDetail,
    majorAdminDetail: (i, req, user) => majorDetail(i, req, user),
    majorColleges: async (i) => {
      const s = need();
      const m = s.majorById.get(i.mojor_id);
      if (!m) throw new ApiError(STATUS_NOT_FOUND, MSG.majorNotFound);
      type Plan = { province: string; year: number; group_d: string; planned: number };
      const byCollege = new Map<string, { row: Record<string, unknown>; real: boolean; plans: Map<string, Plan> }>();
      for (const sl of s.slices.values()) {
        for (const u of sl.rows) {
          if (u.major?.mojor_id !== m.mojor_id || !contains(u.collegeName, i.collegeName)) continue;
          let c = byCollege.get(u.collegeName);
          if (!c)
            byCollege.set(
              u.collegeName,
              (c = {
                row: {
                  collegeName: u.collegeName,
                  collegiate_id: u.college?.collegiate_id ?? 0,
                  planned_number: null,
                  collegeNature: u.college?.collegeNature ?? '',
                  collegeAdmin: u.college?.collegeAdmin ?? '',
                  collegeType: u.college?.collegeType ?? '',
                  collegeProvince: u.college?.collegeProvince ?? '',
                  recruitdata_id: u.unit_id,
                },
                real: false,
                plans: new Map(),
              }),
            );
          c.real ||= sl.real;
          // 计划人数 is one published plan's figure (a province, a year, a 科类), never a sum over provinces nor a
          // generated plan's: a real slice whose rows are its plan (not a year's 投档 results carried over).
          if (!sl.real || !sl.planPublished || u.planned_number == null) continue;
          const k = `${sl.province}|${u.year}|${sl.group_d}`;
          const p = c.plans.get(k);
          if (p) p.planned += u.planned_number;
          else c.plans.set(k, { province: sl.province, year: u.year, group_d: sl.group_d, planned: u.planned_number });
        }
      }
      const all = [...byCollege.values()];
      const shown = page(all, i.page, i.limit);
      const data = shown.map(({ row, plans }) => {
        // The latest plan, then the first province and 科类 by name, when several provinces publish one.
        const plan = [...plans.values()].sort((a, b) => b.year - a.year || a.province.localeCompare(b.province, 'zh') || a.group_d.localeCompare(b.group_d, 'zh'))[0];
        if (!plan) return row;
        return {
          ...row,
          planned_number: plan.planned,
          plan_province: plan.province,
          plan_year: plan.year,
          plan_group_d: plan.group_d,
          plan_sources: s.provenance.of('plan', plan.province, plan.year, plan.group_d),
        };
      });
      // 演示数据 when a college shown offers the major in generated rows only.
      return ok({ total: all.length, data, dataset: datasetOfShown(shown.map((x) => x.real), s.dataset) });
    },
  };
}
