import { queryOptions } from '@tanstack/react-query';
import { routes, type CallInput, type Route, type CallData } from '../../../lib/api';
import { callQuery, everyPageQuery } from '../../../lib/query';
import type { Paged, RankRow } from '../model/types';

/**
 * What the query pages read: each the call's one query (`callQuery`: key `[route, input]`, data from the contract),
 * with the empty answer a page shows while nothing came back. Lists keep the previous page on screen while the next
 * loads (`placeholderData` in the components).
 */
const forever = Number.POSITIVE_INFINITY;

function read<R extends Route>(route: R, input: CallInput<R>, empty: NoInfer<CallData<R>>) {
  return queryOptions({ ...callQuery(route, input), select: (data) => data ?? empty });
}

const emptyPage = (): Paged<never> => ({ total: 0, data: [] });

export { provincesQuery } from '../../../lib/reference-queries';

/** The groups a province offers (物理类/历史类, or 综合 in a 3+3 province). */
export const groupsQuery = (province: string) => queryOptions({ ...read(routes.batchGetgroup, { batch: '本科批', province }, []), staleTime: forever });

export const dictionaryQuery = () => queryOptions({ ...read(routes.dictionary, {}, {}), staleTime: forever });
export const yearsQuery = () => queryOptions({ ...read(routes.yearList, {}, []), staleTime: forever });

export const rankTableQuery = (input: CallInput<typeof routes.oneQuarterList>) => read(routes.oneQuarterList, input, emptyPage());

/** The most rows a 一分一段 table has (750 to 0). */
const RANK_PAGE = 120;
const MAX_RANK_PAGES = 8;

/** Every line of a province's table for a year (the distribution chart and finding the score's page). */
export const fullRankTableQuery = (province: string, year: number | undefined) =>
  queryOptions({
    ...everyPageQuery(routes.oneQuarterList, { province, year, limit: RANK_PAGE }, {
      pageSize: RANK_PAGE,
      maxPages: MAX_RANK_PAGES,
      rows: (d) => d?.data ?? [],
      total: (d) => d?.total ?? 0,
      quiet: true,
    }),
    select: ({ rows, first }): Paged<RankRow> => ({ total: rows.length, data: rows, ...(first?.dataset ? { dataset: first.dataset } : {}) }),
    staleTime: forever,
  });

/** The rank of a score; quiet: the page shows a missing table itself (an answer without data is an error). */
export const rankSeatQuery = (input: CallInput<typeof routes.oneQuarterSeat>) =>
  queryOptions({
    ...callQuery(routes.oneQuarterSeat, input, { quiet: true }),
    select: (data) => {
      if (!data) throw new Error('查询失败');
      return data;
    },
  });

export const batchLinesQuery = (input: CallInput<typeof routes.omitDataList>) => read(routes.omitDataList, input, emptyPage());
export const supplementaryPlanQuery = (input: CallInput<typeof routes.collectionPlanList>) => read(routes.collectionPlanList, input, emptyPage());
export const pastSupplementaryQuery = (input: CallInput<typeof routes.zhengjiList>) => read(routes.zhengjiList, input, emptyPage());
export const recruitListQuery = (input: CallInput<typeof routes.recruitDataList>) => read(routes.recruitDataList, input, emptyPage());
export const recruitDetailQuery = (id: number) => callQuery(routes.recruitDataDetail, { recruitdata_id: id });
export const recruitMajorsQuery = (id: number) => read(routes.recruitDataMajors, { recruitdata_id: id }, []);
export const collegeCodesQuery = (input: CallInput<typeof routes.collegeCodeList>) => read(routes.collegeCodeList, input, emptyPage());
/** The whole military-school list (part 2 §9: 3000), filtered by type and affiliation on the page. */
export const militaryQuery = () => queryOptions({ ...read(routes.militaryList, { page: 1, limit: 3000 }, emptyPage()), staleTime: forever });
export const worldQuery = (input: CallInput<typeof routes.worldList>) => read(routes.worldList, input, emptyPage());
export const subjectAssessmentQuery = (input: CallInput<typeof routes.subjectAssessment>) => read(routes.subjectAssessment, input, emptyPage());
export const timesQuery = (province: string) => read(routes.timeList, { province }, []);
export const collegeRankingQuery = () => queryOptions({ ...read(routes.paiListColl, {}, []), staleTime: forever });
export const majorRankingQuery = (input: CallInput<typeof routes.zhuangyePai>) => read(routes.zhuangyePai, input, emptyPage());
/** The groups of a batch in a province (the enrolment plan reloads them when the batch changes). */
export const groupsOfBatchQuery = (batch: string, province: string) => queryOptions({ ...read(routes.batchGetgroup, { batch, province }, []), staleTime: forever });
