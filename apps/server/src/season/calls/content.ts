import { COLLEGE_ATTRIBUTE_OPTIONS, RECRUIT_DATA_BATCHES, groupsOfReform } from 'gaokao-domain';
import type { Handlers } from '../../http/register';
import { ok } from '../../http/reply';
import { contains, page, type SeasonCallDeps } from './shared';

/**
 * Reference lists and options the season holds: groups and batches, timetables, college codes, military schools, the
 * world top 1000 and the assessment question banks (the results are user data: assessments/).
 */
export function contentCalls({ need }: SeasonCallDeps): Handlers {
  return {
    batchGetgroup: async (i) => {
      const p = need().provinces.find((x) => x.name === i.province);
      return ok(groupsOfReform(p?.reform ?? '3+1+2'));
    },
    dictionary: async () => {
      const s = need();
      // The (province, batch, group) scopes whose rows are real in a demo set, so a page can say which data is not demo.
      const real_scopes =
        s.dataset === 'real'
          ? []
          : [...s.realUnits].sort().map((key) => {
              const [province = '', batch = '', group_d = ''] = key.split('|');
              return { province, batch, group_d };
            });
      // The 办学性质 its colleges have: a filter on another (独立学院 …) finds nothing, so the filters leave it out.
      const natures = new Set(s.colleges.map((c) => c.collegeNature));
      const college_natures = [...COLLEGE_ATTRIBUTE_OPTIONS.filter((o) => natures.has(o)), ...[...natures].filter((n) => n && !(COLLEGE_ATTRIBUTE_OPTIONS as readonly string[]).includes(n)).sort()];
      return ok({ batch_arr: [...RECRUIT_DATA_BATCHES], onequarter_group: ['物理类', '历史类'], omit_group_id: ['物理类', '历史类'], dataset: s.dataset, real_scopes, college_natures });
    },
    timeList: async (i) => {
      const t = need().list('timetable').find((x) => x.province === (i.province || '河北'));
      return ok((t?.list as unknown[]) ?? []);
    },
    collegeCodeList: async (i) => {
      const all = need().colleges.filter((c) => c.college_code && contains(c.collegeName, i.collegeName));
      return ok({ total: all.length, data: page(all, i.page, i.limit).map((c) => ({ collegeName: c.collegeName, collegeCode: c.college_code, collegeProvince: c.collegeProvince, collegeLevel: c.collegeLevel, collegeAdmin: c.collegeAdmin })) });
    },
    militaryList: async (i) => {
      const all = need().list('military');
      return ok({ total: all.length, data: page(all, i.page, i.limit) });
    },
    worldList: async (i) => {
      const all = need().list('world').filter((w) => contains(w.collegeName, i.collegeName) && (!i.country || w.country === i.country));
      return ok({ total: all.length, data: page(all, i.page, i.limit), countries: [...new Set(need().list('world').map((w) => String(w.country)))] });
    },
    mbtiQuestions: async () => ok(need().list('mbti_question')),
    hollandQuestions: async () => ok(need().list('holland_question')),
  };
}
