import { queryOptions } from '@tanstack/react-query';
import type { RiskBand } from 'gaokao-domain';
import { routes, type CallInput } from '../../../lib/api';
import { recommendScreenQuery } from '../../../lib/intell-screen';
import { callQuery, everyPageQuery } from '../../../lib/query';
import { readPairs, type Pair } from '../model/quarter';
import type { ResultRow, ScreenPage } from '../model/types';

/**
 * What the workspace reads: each the call's one query (`callQuery`: key `[route, input]`, data as the contract types
 * it), shaped with `select`, so every component asking for the same page shares one request and an invalidation by
 * route reaches them all.
 */
const forever = Number.POSITIVE_INFINITY;

/** The signed-in member's plan (null when there is none). */
export const userPlanQuery = () => callQuery(routes.getUserVooluteer, {});

/** Rows on the wish list (count/the list's size). */
export const listCountQuery = (aspid: number) => queryOptions({ ...callQuery(routes.currentCount, { aspid }), select: (d) => Number(d?.count) || 0 });

const page = (data: ScreenPage | null | undefined): ScreenPage => ({ ...data, list: data?.list ?? [] });

export { intellFlagsQuery, isRecommendScreen, mergeFlags, recommendQuery, recommendScreenQuery } from '../../../lib/intell-screen';

/** Rows of each band over the whole screen (tab 1's chips), or null when the reply does not count them. */
export type BandCounts = Record<RiskBand, number>;

export function bandCountsOf(data: ScreenPage | null | undefined): BandCounts | null {
  if (data?.chong_count == null || data.wen_count == null || data.bao_count == null) return null;
  return { 冲: Number(data.chong_count) || 0, 稳: Number(data.wen_count) || 0, 保: Number(data.bao_count) || 0 };
}

/**
 * The whole screen's band counts (issue 14): one row of the unfiltered screen, since every reply counts the whole
 * screen. Keyed by plan and score band only, so another 冲稳保 filter, order or page keeps the counts it has.
 */
export const bandCountsQuery = (input: { aspid: number; up_score: number; down_score: number }) =>
  queryOptions({ ...recommendScreenQuery({ ...input, page: 1, pageSize: 1 }), select: bandCountsOf });

/**
 * The most pages one-key fill reads (40 × 500 rows): every row of the default band's screens (河北 物理类 560: 10,706
 * rows, 22 pages), so the dialog's counts are true; a band widened past 20,000 rows is cut at the lowest lines.
 */
export const MAX_RECOMMEND_PAGES = 40;

/**
 * Every page of the recommendation for one band (one-key fill spreads over the screen's whole score range); callers ask
 * for `order: 'line'` and no 冲稳保 filter, so the candidates are the same whatever the table shows. `total` is the
 * screen's row count, more than `rows` only when the page limit cut the read short.
 */
export const allRecommendationsQuery = (input: Omit<CallInput<typeof routes.collegeIntellScreen>, 'page'> & { pageSize: number }) =>
  queryOptions({
    ...everyPageQuery(routes.collegeIntellScreen, input, {
      pageSize: input.pageSize,
      maxPages: MAX_RECOMMEND_PAGES,
      rows: (d): readonly ResultRow[] => d?.list ?? [],
      total: (d) => Number(d?.count ?? 0),
    }),
    select: ({ rows, total }) => ({ rows, total }),
  });

/** One page of the college search screen (tabs 2 and 3, and a college's related majors). */
export const collegeScreenQuery = (input: CallInput<typeof routes.collegeScreen>) => queryOptions({ ...callQuery(routes.collegeScreen, input), select: page });

/** The wish list (tab 4, the sort dialog and the report). */
export const wishListQuery = (input: CallInput<typeof routes.collegeResultScreen>) => queryOptions({ ...callQuery(routes.collegeResultScreen, input), select: page });

/**
 * What the plan's season data is (`dataset`, and the years in `object`) for the workspace header: the wish-list call
 * answers for the plan's province, batch and group like the screens; one row keeps it light, quiet as a side block.
 */
export const planDatasetQuery = (aspid: number) =>
  queryOptions({
    ...callQuery(routes.collegeResultScreen, { aspid, page: 1, pageSize: 1 }, { quiet: true }),
    // The row comes along for the label's years when the reply names none (`object.data_years`).
    select: (data): Pick<ScreenPage, 'dataset' | 'object' | 'list'> => ({
      ...(data?.dataset ? { dataset: data.dataset } : {}),
      object: data?.object ?? null,
      list: data?.list ?? [],
    }),
  });

/** The plan's rank/score pairs (`seat`) and score/count pairs (`score_num`); quiet: a chart is a side block. */
export const quarterQuery = (aspid: number) =>
  queryOptions({
    ...callQuery(routes.getOnequarter, { aspid }, { quiet: true }),
    select: (data): { seat: Pair[]; scoreNum: Pair[] } => ({
      seat: readPairs(data?.seat, ['seat', 'paiming', 'rank']),
      scoreNum: readPairs(data?.score_num, ['num', 'count', 'number']),
    }),
  });

/** The plan's saved filters (major, special majors, college, other), as the server keeps them. */
export const savedScreensQuery = (aspid: number) => callQuery(routes.screenFind, { aspid });

/** The special majors a major filter may exclude (quiet: the dialog works without them). */
export const specialMajorsQuery = () => queryOptions({ ...callQuery(routes.teshuList, {}, { quiet: true }), staleTime: forever });

/**
 * The 办学性质 the season's colleges have (the dictionary's `college_natures`); null until read. The filters leave out
 * the others (gaokao-domain `attributesWithoutData`).
 */
export const collegeNaturesQuery = () =>
  queryOptions({ ...callQuery(routes.dictionary, {}, { quiet: true }), select: (d) => d?.college_natures ?? null, staleTime: Number.POSITIVE_INFINITY });

export { batchesQuery, provincesQuery } from '../../../lib/reference-queries';

/** The major catalogue, level by level (categories → classes → majors) and by name; it does not change in a session. */
export const majorCategoriesQuery = (cengci: string) => queryOptions({ ...callQuery(routes.selectMajorForm, { cengci }), staleTime: forever });
export const majorClassesQuery = (cengci: string, subject: string) => queryOptions({ ...callQuery(routes.selectOneMajor, { cengci, subject }), staleTime: forever });
export const majorListQuery = (cengci: string, subject: string, majors: string) =>
  queryOptions({ ...callQuery(routes.selectMajorList, { cengci, subject, majors }), staleTime: forever });
export const majorSearchQuery = (cengci: string, major_name: string) => queryOptions({ ...callQuery(routes.majorSearch, { cengci, major_name }), staleTime: forever });
