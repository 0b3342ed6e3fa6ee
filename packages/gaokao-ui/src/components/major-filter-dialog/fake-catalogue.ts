import type { MajorOption } from 'gaokao-domain';
import type { MajorFilterDialogProps, MajorLevel } from './major-filter-dialog';

/** A small fake catalogue for stories and tests; the site passes calls to /api/Mojor/* instead. */
const CATALOGUE: Record<string, Record<string, string[]>> = {
  工学: {
    计算机类: ['计算机科学与技术', '软件工程', '网络工程', '人工智能', '数据科学与大数据技术'],
    电子信息类: ['电子信息工程', '通信工程', '微电子科学与工程'],
    土木类: ['土木工程', '建筑环境与能源应用工程'],
  },
  医学: { 临床医学类: ['临床医学', '麻醉学'], 护理学类: ['护理学', '助产学'] },
  法学: { 法学类: ['法学', '知识产权'], 政治学类: ['政治学与行政学', '国际政治'] },
};

export const fakeCatalogue: Required<Pick<MajorFilterDialogProps, 'loadCategories' | 'loadClasses' | 'loadMajors' | 'searchMajors'>> = {
  loadCategories: async (_level: MajorLevel): Promise<string[]> => Object.keys(CATALOGUE),
  loadClasses: async (_level: MajorLevel, category: string): Promise<string[]> => Object.keys(CATALOGUE[category] ?? {}),
  loadMajors: async (_level: MajorLevel, category: string, majorClass: string): Promise<MajorOption[]> =>
    (CATALOGUE[category]?.[majorClass] ?? []).map((name, i) => ({ major_name: name, major_code: `0809${String(i + 1).padStart(2, '0')}`, majors: majorClass, subject: category })),
  /** Every query matches 250 generated majors plus the real names containing it: enough to hit the 200 cap. */
  searchMajors: async (_level: MajorLevel, query: string): Promise<MajorOption[]> => {
    const real = Object.values(CATALOGUE)
      .flatMap((classes) => Object.values(classes).flat())
      .filter((name) => name.includes(query))
      .map((name) => ({ major_name: name }));
    const generated = query === '工程' ? Array.from({ length: 250 }, (_, i) => ({ major_name: `${query}方向${i + 1}` })) : [];
    return [...real, ...generated];
  },
};

export const fakeSpecialMajors = ['公安类', '军事类', '航海类', '飞行技术', '定向培养'];
