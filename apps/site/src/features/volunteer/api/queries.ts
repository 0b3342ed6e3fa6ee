import { queryOptions } from '@tanstack/react-query';
import type { RequestInput } from 'gaokao-contract';
import type { RiskBand } from 'gaokao-domain';
import { callKey } from '../../../lib/query';
import { readPairs, type Pair } from '../model/quarter';
import type { Plan, ResultRow, ScreenPage } from '../model/types';
import { vcall } from './volunteer-api';

/**
 * One `queryOptions` per call the workspace reads, keyed by the contract call name and its input (`callKey`), so
 * every component asking for the same page shares one request and an invalidation by call name reaches them all.
 */

/** The signed-in member's plan (null when there is none). */
export const userPlanQuery = () =>
  queryOptions({
    queryKey: callKey('getUserVooluteer', {}),
    queryFn: async (): Promise<Plan | null> => (await vcall('getUserVooluteer')).data ?? null,
  });

/** Rows on the wish list (count/WISHLIST_MAX). */
export const listCountQuery = (aspid: number) =>
  queryOptions({
    queryKey: callKey('currentCount', { aspid }),
    queryFn: async () => Number((await vcall('currentCount', { aspid })).data?.count) || 0,
  });

const page = (data: ScreenPage | undefined): ScreenPage => ({ ...data, list: data?.list ?? [] });

/** One page of the recommendation screen (tab 1). */
export const recommendQuery = (input: RequestInput<'collegeIntellScreen'>) =>
  queryOptions({
    queryKey: callKey('collegeIntellScreen', input),
    queryFn: async () => page((await vcall('collegeIntellScreen', input)).data),
  });

/** Rows of each band over the whole screen (tab 1's chips), or null when the reply does not count them. */
export type BandCounts = Record<RiskBand, number>;

export function bandCountsOf(data: ScreenPage | undefined): BandCounts | null {
  if (data?.chong_count == null || data.wen_count == null || data.bao_count == null) return null;
  return { 冲: Number(data.chong_count) || 0, 稳: Number(data.wen_count) || 0, 保: Number(data.bao_count) || 0 };
}

/**
 * The whole screen's band counts (issue 14): one row of the unfiltered screen, since every reply counts the whole
 * screen. Keyed by plan and score band only, so another 冲稳保 filter, order or page keeps the counts it has.
 */
export const bandCountsQuery = (input: { aspid: number; up_score: number; down_score: number }) =>
  queryOptions({
    queryKey: callKey('collegeIntellScreen', { ...input, page: 1, pageSize: 1 }),
    queryFn: async () => page((await vcall('collegeIntellScreen', { ...input, page: 1, pageSize: 1 })).data),
    select: bandCountsOf,
  });

/**
 * The most pages one-key fill reads (40 × 500 rows): every row of the default band's screens (河北 物理类 560: 10,706
 * rows, 22 pages), so the dialog's counts are true; a band widened past 20,000 rows is cut at the lowest lines.
 */
export const MAX_RECOMMEND_PAGES = 40;

/**
 * Every page of the recommendation for one band (one-key fill spreads over the screen's whole score range); callers ask
 * for `order: 'line'` and no 冲稳保 filter, so the candidates are the same whatever the table shows. The key is the
 * call's with the input minus its page, so invalidating the call reaches it too. `total` is the screen's row count, more
 * than `rows` only when the page limit cut the read short.
 */
export const allRecommendationsQuery = (input: Omit<RequestInput<'collegeIntellScreen'>, 'page'> & { pageSize: number }) =>
  queryOptions({
    queryKey: [...callKey('collegeIntellScreen', input), 'every page'] as const,
    queryFn: async (): Promise<{ rows: ResultRow[]; total: number }> => {
      const rows: ResultRow[] = [];
      let total = 0;
      for (let p = 1; p <= MAX_RECOMMEND_PAGES; p++) {
        const reply = await vcall('collegeIntellScreen', { ...input, page: p });
        const list = reply.data?.list ?? [];
        rows.push(...list);
        total = Math.max(Number(reply.data?.count ?? 0) || 0, rows.length);
        if (list.length < input.pageSize || rows.length >= total) break;
      }
      return { rows, total };
    },
  });

/** One page of the college search screen (tabs 2 and 3, and a college's related majors). */
export const collegeScreenQuery = (input: RequestInput<'collegeScreen'>) =>
  queryOptions({
    queryKey: callKey('collegeScreen', input),
    queryFn: async () => page((await vcall('collegeScreen', input)).data),
  });

/** The wish list (tab 4, the sort dialog and the report). */
export const wishListQuery = (input: RequestInput<'collegeResultScreen'>) =>
  queryOptions({
    queryKey: callKey('collegeResultScreen', input),
    queryFn: async () => page((await vcall('collegeResultScreen', input)).data),
  });

/**
 * What the plan's season data is (`dataset`, and the years in `object`) for the workspace header: the wish-list call
 * answers for the plan's province, batch and group like the screens; one row keeps it light, quiet as a side block.
 */
export const planDatasetQuery = (aspid: number) =>
  queryOptions({
    queryKey: callKey('collegeResultScreen', { aspid, page: 1, pageSize: 1 }),
    // The row comes along for the label's years when the reply names none (`object.data_years`).
    queryFn: async (): Promise<Pick<ScreenPage, 'dataset' | 'object' | 'list'>> => {
      const data = (await vcall('collegeResultScreen', { aspid, page: 1, pageSize: 1 }, { quiet: true })).data;
      return { ...(data?.dataset ? { dataset: data.dataset } : {}), object: data?.object ?? null, list: data?.list ?? [] };
    },
  });

/** The plan's rank/score pairs (`seat`) and score/count pairs (`score_num`); quiet: a chart is a side block. */
export const quarterQuery = (aspid: number) =>
  queryOptions({
    queryKey: callKey('getOnequarter', { aspid }),
    queryFn: async (): Promise<{ seat: Pair[]; scoreNum: Pair[] }> => {
      const reply = await vcall('getOnequarter', { aspid }, { quiet: true });
      return { seat: readPairs(reply.data?.seat, ['seat', 'paiming', 'rank']), scoreNum: readPairs(reply.data?.score_num, ['num', 'count', 'number']) };
    },
  });

/** The plan's saved filters (major, special majors, college, other), as the server keeps them. */
export const savedScreensQuery = (aspid: number) =>
  queryOptions({
    queryKey: callKey('screenFind', { aspid }),
    queryFn: async () => (await vcall('screenFind', { aspid })).data,
  });

/** The special majors a major filter may exclude (quiet: the dialog works without them). */
export const specialMajorsQuery = () =>
  queryOptions({
    queryKey: callKey('teshuList', {}),
    queryFn: async () => (await vcall('teshuList', {}, { quiet: true })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export { batchesQuery, provincesQuery } from '../../../lib/reference-queries';

/** The major catalogue, level by level (categories → classes → majors) and by name; it does not change in a session. */
export const majorCategoriesQuery = (cengci: string) =>
  queryOptions({
    queryKey: callKey('selectMajorForm', { cengci }),
    queryFn: async () => (await vcall('selectMajorForm', { cengci })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const majorClassesQuery = (cengci: string, subject: string) =>
  queryOptions({
    queryKey: callKey('selectOneMajor', { cengci, subject }),
    queryFn: async () => (await vcall('selectOneMajor', { cengci, subject })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const majorListQuery = (cengci: string, subject: string, majors: string) =>
  queryOptions({
    queryKey: callKey('selectMajorList', { cengci, subject, majors }),
    queryFn: async () => (await vcall('selectMajorList', { cengci, subject, majors })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const majorSearchQuery = (cengci: string, major_name: string) =>
  queryOptions({
    queryKey: callKey('majorSearch', { cengci, major_name }),
    queryFn: async () => (await vcall('majorSearch', { cengci, major_name })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
