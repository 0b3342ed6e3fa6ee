import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CollegePage } from 'gaokao-contract';
import { routes, type CallInput } from '../../../lib/api';
import { callQuery } from '../../../lib/query';

export { contactQrQuery as serviceQrQuery } from '../../../lib/reference-queries';

/**
 * One page of a library view. The scope is part of the key: the server answers visitors and ordinary members part of
 * the list, so a sign-in must not reuse a visitor's page.
 */
export const collegeListQuery = (input: CallInput<typeof routes.collegeList>, who: string) =>
  queryOptions({
    ...callQuery(routes.collegeList, input, { scope: who }),
    select: (data): CollegePage => ({ ...data, total: Number(data?.total ?? 0), data: data?.data ?? [] }),
    placeholderData: keepPreviousData,
  });

/**
 * A college's detail; `admin` (query `i`) asks the second variant. A missing college answers 院校不存在 quietly: the
 * page shows the message itself and goes to /School.
 */
export const collegeDetailQuery = (input: CallInput<typeof routes.collegeDetail>, admin: boolean, who: string) =>
  queryOptions(callQuery(admin ? routes.collegeDetails : routes.collegeDetail, input, { quiet: true, scope: who }));

/**
 * The 办学性质 the season's colleges have (the dictionary's `college_natures`); null until read. The filters leave out
 * the others (gaokao-domain `attributesWithoutData`).
 */
export const collegeNaturesQuery = () =>
  queryOptions({ ...callQuery(routes.dictionary, {}, { quiet: true }), select: (d) => d?.college_natures ?? null, staleTime: Number.POSITIVE_INFINITY });
