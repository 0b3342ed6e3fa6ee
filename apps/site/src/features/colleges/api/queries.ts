import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RequestInput } from 'gaokao-contract';
import { contactQrType } from 'gaokao-domain';
import { callKey } from '../../../lib/query';
import type { CollegeDetail, CollegePage } from '../model/types';
import { ccall } from './colleges-api';

/**
 * One page of a library view. The key carries the viewer's identity (`who`) too: the server answers visitors and
 * ordinary members part of the list, so a sign-in must not reuse a visitor's page.
 */
export const collegeListQuery = (input: RequestInput<'collegeList'>, who: string) =>
  queryOptions({
    queryKey: [...callKey('collegeList', input), who] as const,
    queryFn: async (): Promise<CollegePage> => {
      const data = (await ccall('collegeList', input)).data;
      return { ...data, total: Number(data?.total ?? 0), data: data?.data ?? [] };
    },
    placeholderData: keepPreviousData,
  });

/**
 * A college's detail; `admin` (query `i`) asks the second variant. A missing college answers 院校不存在 quietly: the
 * page shows the message itself and goes to /School.
 */
export const collegeDetailQuery = (input: RequestInput<'collegeDetail'>, admin: boolean, who: string) =>
  queryOptions({
    queryKey: [...callKey(admin ? 'collegeDetails' : 'collegeDetail', input), who] as const,
    queryFn: async (): Promise<CollegeDetail | null> => (await ccall(admin ? 'collegeDetails' : 'collegeDetail', input, { quiet: true })).data ?? null,
  });

/** Today's customer-service QR (same key as the footer's, so one request serves both). */
export const serviceQrQuery = (today: Date) => {
  const input = { page: 1, limit: 2, status: 1, type: contactQrType(today) };
  return queryOptions({
    queryKey: callKey('contantUser', input),
    queryFn: async (): Promise<string | undefined> => (await ccall('contantUser', input, { quiet: true })).data?.[0]?.ercode || undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
};
