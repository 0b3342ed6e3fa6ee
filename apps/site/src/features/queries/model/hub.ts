import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/**
 * The 18 items of the comprehensive query hub (part 2 §2) and the query `n` of each. The home quick links use 11–16
 * (part 1 §2: 12 rank lookup, 16 filling and admission times, 13 batch lines, 11 major ranking, 14 past supplementary
 * rounds); the spec leaves the other numbers open: 1–10 are the items that open in a new tab, in the spec's order,
 * then the embedded ones.
 */
export type HubView = 'subjectAssessment' | 'rank' | 'batchLines' | 'pastSupplementary' | 'collegeCodes' | 'times' | 'world' | 'military';

export type HubItem = { n: number; label: string } & ({ href: string; view?: undefined } | { view: HubView; href?: undefined });

export const HUB_ITEMS: readonly HubItem[] = [
  { n: 1, label: '保研率', href: href(paths.school, { n: 'baoyan' }) },
  { n: 2, label: '全国高校名单', href: paths.school },
  { n: 3, label: '院校排行', href: paths.ranking },
  { n: 4, label: '推免院校', href: href(paths.school, { n: 'tuimian' }) },
  { n: 5, label: '招生简章', href: href(paths.school, { n: 'zhaosheng' }) },
  { n: 6, label: '双一流', href: href(paths.school, { n: 'shuangyiliu' }) },
  { n: 7, label: '国家特色专业', href: href(paths.school, { n: 'tesezhuanye' }) },
  { n: 8, label: '专业查询', href: paths.major },
  { n: 9, label: '招生计划', href: paths.recruitData },
  { n: 10, label: '中外合作', href: href(paths.school, { n: 'zhongwai' }) },
  { n: 11, label: '专业排名（学科评估）', view: 'subjectAssessment' },
  { n: 12, label: '位次查询', view: 'rank' },
  { n: 13, label: '批次线', view: 'batchLines' },
  { n: 14, label: '历年征集', view: 'pastSupplementary' },
  { n: 15, label: '院校代码', view: 'collegeCodes' },
  { n: 16, label: '填报及录取时间', view: 'times' },
  { n: 17, label: '世界大学1000强', view: 'world' },
  { n: 18, label: '军事院校', view: 'military' },
];

/** The embedded item `n` names; the rank lookup when `n` is missing or names a new-tab item or nothing. */
export function hubItemOf(raw: string | null): HubItem & { view: HubView } {
  const found = HUB_ITEMS.find((item) => String(item.n) === raw);
  const fallback = HUB_ITEMS.find((item) => item.n === 12) as HubItem & { view: HubView };
  return found && found.view ? (found as HubItem & { view: HubView }) : fallback;
}
