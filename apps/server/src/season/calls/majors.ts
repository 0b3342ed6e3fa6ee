import { CENGCI, MSG, TESHU_OPTIONS, cengciOf } from 'gaokao-domain';
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
      const byCollege = new Map<string, Record<string, unknown>>();
      for (const sl of s.slices.values()) {
        for (const u of sl.rows) {
          if (u.major?.mojor_id !== m.mojor_id || !contains(u.collegeName, i.collegeName)) continue;
          const prev = byCollege.get(u.collegeName);
          // Places summed over the provinces' plans; null (not 0) while no plan row states a number.
          const planned = u.planned_number ?? null;
          if (prev) prev.planned_number = planned == null ? prev.planned_number : Number(prev.planned_number ?? 0) + planned;
          else
            byCollege.set(u.collegeName, {
              collegeName: u.collegeName,
              collegiate_id: u.college?.collegiate_id ?? 0,
              planned_number: planned,
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
    },
  };
}
