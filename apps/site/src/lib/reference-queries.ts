import { queryOptions } from '@tanstack/react-query';
import { provinceBatches } from 'gaokao-domain';
import { api } from './api';
import { callKey } from './query';

/**
 * Reference lists that more than one feature reads (the home form, 修改志愿信息, the query pages). One definition per
 * call: a cache entry is shared by its key, so two definitions of one key would each get whichever answer came first.
 * All of them are quiet (an options list never opens the 系统提示 dialog) and do not change while the page is open.
 */

/** Province names offered by the server. */
export const provincesQuery = () =>
  queryOptions({
    queryKey: callKey('getProvince', {}),
    queryFn: async (): Promise<string[]> => {
      const data: unknown = (await api.call('getProvince', {}, { quiet: true })).data;
      return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string') : [];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The batch options of a batch type (普通类 / 高职单招) in a province, in the province's own names (上海 本科普通批 …).
 * The domain's table stands in when the server answers nothing or cannot answer: it is what the server answers from.
 */
export const batchesQuery = (batchType: string, province?: string) =>
  queryOptions({
    queryKey: callKey('batchFind', { batch_type: batchType, ...(province ? { province } : {}) }),
    queryFn: async (): Promise<string[]> => {
      const fallback = provinceBatches(province, batchType);
      try {
        const data = (await api.call('batchFind', { batch_type: batchType, ...(province ? { province } : {}) }, { quiet: true })).data;
        return data?.batch_arr?.length ? data.batch_arr : fallback;
      } catch {
        return fallback;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
