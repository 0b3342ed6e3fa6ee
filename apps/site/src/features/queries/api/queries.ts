import { queryOptions } from '@tanstack/react-query';
import type { RequestInput } from 'gaokao-contract';
import { callKey } from '../../../lib/query';
import type { Paged, RankRow } from '../model/types';
import { qcall, type QueriesCallName, type QueriesReplies } from './queries-api';

/**
 * One `queryOptions` per call the query pages read, keyed by the contract call name and its input (`callKey`).
 * Lists keep the previous page on screen while the next loads (`placeholderData` in the components).
 */
const forever = Number.POSITIVE_INFINITY;

function read<N extends QueriesCallName>(name: N, input: RequestInput<N>, empty: QueriesReplies[N]) {
  return queryOptions({
    queryKey: callKey(name, input),
    queryFn: async (): Promise<QueriesReplies[N]> => (await qcall(name, input)).data ?? empty,
  });
}

const emptyPage = <T,>(): Paged<T> => ({ total: 0, data: [] });

export { provincesQuery } from '../../../lib/reference-queries';

/** The groups a province offers (物理类/历史类, or 综合 in a 3+3 province). */
export const groupsQuery = (province: string) =>
  queryOptions({ ...read('batchGetgroup', { batch: '本科批', province }, []), staleTime: forever });

export const dictionaryQuery = () => queryOptions({ ...read('dictionary', {}, {}), staleTime: forever });
export const yearsQuery = () => queryOptions({ ...read('yearList', {}, []), staleTime: forever });

export const rankTableQuery = (input: RequestInput<'oneQuarterList'>) => read('oneQuarterList', input, emptyPage());

/** The most rows a 一分一段 table has (750 to 0). */
const RANK_PAGE = 120;
const MAX_RANK_PAGES = 8;

/** Every line of a province's table for a year (the distribution chart and finding the score's page). */
export const fullRankTableQuery = (province: string, year: number | undefined) =>
  queryOptions({
    queryKey: [...callKey('oneQuarterList', { province, year }), 'every page'] as const,
    queryFn: async (): Promise<Paged<RankRow>> => {
      const all: RankRow[] = [];
      let dataset: Paged<RankRow>['dataset'];
      for (let page = 1; page <= MAX_RANK_PAGES; page++) {
        const data = (await qcall('oneQuarterList', { province, year, page, limit: RANK_PAGE }, { quiet: true })).data;
        const rows = data?.data ?? [];
        dataset = data?.dataset;
        all.push(...rows);
        if (rows.length < RANK_PAGE || all.length >= (data?.total ?? 0)) break;
      }
      return { total: all.length, data: all, dataset };
    },
    staleTime: forever,
  });

/** The rank of a score; quiet: the page shows a missing table itself. */
export const rankSeatQuery = (input: RequestInput<'oneQuarterSeat'>) =>
  queryOptions({
    queryKey: callKey('oneQuarterSeat', input),
    queryFn: async () => {
      const reply = await qcall('oneQuarterSeat', input, { quiet: true });
      if (reply.status !== 200 || !reply.data) throw new Error(reply.msg ?? '查询失败');
      return reply.data;
    },
  });

export const batchLinesQuery = (input: RequestInput<'omitDataList'>) => read('omitDataList', input, emptyPage());
export const supplementaryPlanQuery = (input: RequestInput<'collectionPlanList'>) => read('collectionPlanList', input, emptyPage());
export const pastSupplementaryQuery = (input: RequestInput<'zhengjiList'>) => read('zhengjiList', input, emptyPage());
export const recruitListQuery = (input: RequestInput<'recruitDataList'>) => read('recruitDataList', input, emptyPage());
export const recruitDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey('recruitDataDetail', { recruitdata_id: id }),
    queryFn: async () => (await qcall('recruitDataDetail', { recruitdata_id: id })).data ?? null,
  });
export const recruitMajorsQuery = (id: number) => read('recruitDataMajors', { recruitdata_id: id }, []);
export const collegeCodesQuery = (input: RequestInput<'collegeCodeList'>) => read('collegeCodeList', input, emptyPage());
/** The whole military-school list (part 2 §9: 3000), filtered by type and affiliation on the page. */
export const militaryQuery = () => queryOptions({ ...read('militaryList', { page: 1, limit: 3000 }, emptyPage()), staleTime: forever });
export const worldQuery = (input: RequestInput<'worldList'>) => read('worldList', input, emptyPage());
export const subjectAssessmentQuery = (input: RequestInput<'subjectAssessment'>) => read('subjectAssessment', input, emptyPage());
export const timesQuery = (province: string) => read('timeList', { province }, []);
export const collegeRankingQuery = () => queryOptions({ ...read('paiListColl', {}, []), staleTime: forever });
export const majorRankingQuery = (input: RequestInput<'zhuangyePai'>) => read('zhuangyePai', input, emptyPage());
/** The groups of a batch in a province (the enrolment plan reloads them when the batch changes). */
export const groupsOfBatchQuery = (batch: string, province: string) => queryOptions({ ...read('batchGetgroup', { batch, province }, []), staleTime: forever });
