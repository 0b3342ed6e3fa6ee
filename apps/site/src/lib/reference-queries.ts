import { queryOptions } from '@tanstack/react-query';
import { contactQrType, provinceBatches } from 'gaokao-domain';
import { call, routes } from './api';
import { callKey, callQuery } from './query';

/**
 * Reference lists that more than one feature reads (the home form, 修改志愿信息, the query pages, the footer). A cache
 * entry is shared by its key, so a call whose answer needs more than `callQuery` (a fallback, a filter) is defined once
 * here. All of them are quiet (an options list never opens the 系统提示 dialog) and do not change while the page is open.
 */
const forever = Number.POSITIVE_INFINITY;

/** Province names offered by the server (names only, whatever else a reply holds). */
export const provincesQuery = () =>
  queryOptions({
    queryKey: callKey(routes.getProvince, {}),
    queryFn: async (): Promise<string[]> => {
      const data: unknown = (await call(routes.getProvince, {}, { quiet: true })).data;
      return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string') : [];
    },
    staleTime: forever,
  });

/**
 * The batch options of a batch type (普通类 / 高职单招) in a province, in the province's own names (上海 本科普通批 …).
 * The domain's table stands in when the server answers nothing or cannot answer: it is what the server answers from.
 * Its own definition (not `callQuery`): a failure answers the fallback rather than an error.
 */
export const batchesQuery = (batchType: string, province?: string) => {
  const input = { batch_type: batchType, ...(province ? { province } : {}) };
  return queryOptions({
    queryKey: callKey(routes.batchFind, input),
    queryFn: async (): Promise<string[]> => {
      const fallback = provinceBatches(province, batchType);
      try {
        const data = (await call(routes.batchFind, input, { quiet: true })).data;
        return data?.batch_arr?.length ? data.batch_arr : fallback;
      } catch {
        return fallback;
      }
    },
    staleTime: forever,
  });
};

/** Today's customer-service QR (the type alternates by day, so the day is in the key): the footer's and 院校详情's. */
export const contactQrQuery = (today: Date) =>
  queryOptions({
    ...callQuery(routes.contantUser, { page: 1, limit: 2, status: 1, type: contactQrType(today) }, { quiet: true }),
    select: (d): string | undefined => d?.[0]?.ercode || undefined,
    staleTime: forever,
  });
