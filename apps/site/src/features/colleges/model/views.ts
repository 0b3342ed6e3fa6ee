/**
 * The themed views of /School (part 2 §2, §7): query `n` picks one, each asks the college list for its `type`. The
 * column set and whether a major-name search is offered follow the view.
 */
export type ViewKey = 'all' | 'zhaosheng' | 'zhongwai' | 'tuimian' | 'paihang' | 'baoyan' | 'shuangyiliu' | 'tesezhuanye';

/** Extra columns a view adds to the common ones. */
export type ViewColumns = 'none' | 'brochure' | 'ranking' | 'baoyan' | 'disciplines' | 'features';

export interface SchoolView {
  key: ViewKey;
  /** The list type of the college-list call. */
  type: number;
  title: string;
  columns: ViewColumns;
  /** 双一流 and 特色专业 also search by major name. */
  majorSearch: boolean;
  /** The major-name search's label. */
  majorLabel?: string;
}

export const SCHOOL_VIEWS: readonly SchoolView[] = [
  { key: 'all', type: 1, title: '院校库', columns: 'none', majorSearch: false },
  { key: 'zhaosheng', type: 8, title: '招生简章', columns: 'brochure', majorSearch: false },
  { key: 'zhongwai', type: 9, title: '中外合作办学', columns: 'none', majorSearch: false },
  { key: 'tuimian', type: 10, title: '推免院校', columns: 'none', majorSearch: false },
  { key: 'paihang', type: 4, title: '院校排行', columns: 'ranking', majorSearch: false },
  { key: 'baoyan', type: 3, title: '保研率', columns: 'baoyan', majorSearch: false },
  { key: 'shuangyiliu', type: 11, title: '双一流', columns: 'disciplines', majorSearch: true, majorLabel: '双一流学科' },
  { key: 'tesezhuanye', type: 6, title: '国家特色专业', columns: 'features', majorSearch: true, majorLabel: '特色专业' },
];

/** The view of `n`; an unknown or missing `n` is the whole library. */
export function viewOf(n: string | null): SchoolView {
  return SCHOOL_VIEWS.find((v) => v.key === n && v.key !== 'all') ?? SCHOOL_VIEWS[0]!;
}

/** 100 rows a page (part 2 §9). */
export const SCHOOL_PAGE_SIZE = 100;

export const LEVEL_OPTIONS = ['本科', '专科'] as const;
