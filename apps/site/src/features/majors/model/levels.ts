/** The three level tabs of /Major (part 2 §2, §9) and the `cengci` each sends. */
export const MAJOR_LEVELS = [
  { value: '1', label: '本科普通教育', cengci: '本科(普通教育)' },
  { value: '2', label: '本科职业教育', cengci: '本科(职业教育)' },
  { value: '3', label: '专科高职教育', cengci: '专科(高职教育)' },
] as const;

export type MajorLevel = (typeof MAJOR_LEVELS)[number];

export function levelOf(raw: string | null): MajorLevel {
  return MAJOR_LEVELS.find((l) => l.value === raw) ?? MAJOR_LEVELS[0];
}

/** The offering-colleges dialog's page sizes (part 2 §9: 20/100/200, default 20). */
export const COLLEGE_PAGE_SIZES = [20, 100, 200] as const;

/** The official catalogues a family is told to follow when our lists differ; they open outside. */
export const CATALOGUE_LINKS = [
  { label: '普通高等学校本科专业目录（教育部）', href: 'https://www.moe.gov.cn/srcsite/A08/moe_1034/s4930/' },
  { label: '职业教育专业目录（教育部）', href: 'https://www.moe.gov.cn/srcsite/A07/moe_953/' },
  { label: '阳光高考专业知识库', href: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
] as const;
