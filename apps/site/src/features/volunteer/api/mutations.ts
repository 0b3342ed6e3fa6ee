import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/query';
import type { RequestOptions } from '../../../lib/http';
import type { ImportItem } from '../io/import-rows';
import type { Plan } from '../model/types';
import { isRecommendScreen } from './queries';
import { call, routes, type CallInput } from '../../../lib/api';

/**
 * One mutation per call that changes the plan or its list. Each says what it made stale by call name; the open tables
 * refetch through their queries, so no component keeps a refresh counter.
 */

/** The wish list and its count. */
export function invalidateWishList(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.collegeResultScreen) }),
    client.invalidateQueries({ queryKey: callKey(routes.currentCount) }),
  ]).then(() => undefined);
}

/**
 * The screens of tabs 1–3, whose rows carry whether each unit is on the list (is_result), after the list changed. Tab
 * 1's kept flag-free screens stay: its pages read the plan's flags again and merge them (queries.ts).
 */
export function invalidateScreens(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.collegeIntellScreen), predicate: (q) => !isRecommendScreen(q.queryKey) }),
    client.invalidateQueries({ queryKey: callKey(routes.collegeIntellFlags) }),
    client.invalidateQueries({ queryKey: callKey(routes.collegeScreen) }),
  ]).then(() => undefined);
}

/**
 * 填报 one unit. `idempotencyKey` names this one intended add: a retry after a time-out sends the same key, and the
 * server answers the first add's reply instead of adding again (gaokao-contract README).
 */
export const addUnit = (input: CallInput<typeof routes.resultAdd>, idempotencyKey?: string) =>
  call(routes.resultAdd, input, idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined);

/** A fresh idempotency key: 32 hex digits from the browser's random source (also where `randomUUID` is missing: plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 移除 one unit: by its result id on the wish list, by its codes on the screens. */
export const removeUnit = (row: { volunteer_result_id?: number | null; code: string; specialty_code: string }, aspid: number) =>
  row.volunteer_result_id
    ? call(routes.resultDelete, { volunteer_result_id: row.volunteer_result_id })
    : call(routes.resultCodeDelete, { volunteer_id: aspid, code: row.code, specialty_code: row.specialty_code });

/** 清除高亮. */
export function useClearHighlight(aspid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.clearResultData),
    mutationFn: () => call(routes.clearResultData, { aspid }),
    onSuccess: () => invalidateWishList(client),
  });
}

/** 全部删除. */
export function useDeleteAll(aspid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.deleteAll),
    mutationFn: () => call(routes.deleteAll, { aspid }),
    onSuccess: () => Promise.all([invalidateWishList(client), invalidateScreens(client)]),
  });
}

/** 导出: the server's file (data URL or base64) and its name. */
export function useExportList(aspid: number) {
  return useMutation({
    mutationKey: callKey(routes.exportResultData),
    mutationFn: async () => (await call(routes.exportResultData, { aspid })).data,
  });
}

/**
 * 导入: the batches of 100 one after another, reporting each batch sent. Every batch names the file's import
 * (`import_id`, `total`: additive, gaokao-contract README "Import in parts"), so the server keeps the batches and writes
 * the whole file with the last one: a refused batch stops the import and nothing of the file lands. The list is
 * refetched either way.
 */
export function useImportList() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.importResultData),
    mutationFn: async ({ parts, onBatch }: { parts: ImportItem[][]; onBatch: (done: number) => void }) => {
      const total = parts.reduce((n, p) => n + p.length, 0);
      const import_id = importId();
      for (let i = 0; i < parts.length; i++) {
        await call(routes.importResultData, { list: parts[i] ?? [], import_id, total });
        onBatch(i + 1);
      }
    },
    onSettled: () => Promise.all([invalidateWishList(client), invalidateScreens(client)]),
  });
}

/** A fresh id for one file's import (getRandomValues: also where the page is not a secure context). */
function importId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 专业排序 保存: the new sort_id of every row. */
export function useSaveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.resultUpdateAll),
    mutationFn: (list: { volunteer_result_id: number; sort_id: number }[]) => call(routes.resultUpdateAll, { list }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(routes.collegeResultScreen) }),
  });
}

/** 一键填报: the picked units in one addAll. */
export function useAddAll() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.addAll),
    mutationFn: (arr: { volunteer_id: number; code: string; specialty_code: string }[]) => call(routes.addAll, { arr }),
    onSuccess: () => Promise.all([invalidateWishList(client), invalidateScreens(client)]),
  });
}

type ScreenName = 'major_screen' | 'major_teshu_screen' | 'college_screen' | 'other_screen';

/** A filter dialog's 保存: each named screen in turn; the recommendation is filtered by them, so it refetches. */
export function useSaveScreens(aspid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.screenFindSave),
    mutationFn: async (entries: { name: ScreenName; value: string }[]) => {
      for (const entry of entries) await call(routes.screenFindSave, { aspid, ...entry });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(routes.screenFind, { aspid }) }),
        client.invalidateQueries({ queryKey: callKey(routes.collegeIntellScreen) }),
      ]),
  });
}

/**
 * 修改志愿信息. The saved plan replaces the cached one; a change of province, batch or group changes every screen and
 * may have emptied the list, so the workspace's queries are refetched.
 */
export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.volunteerUpdate),
    mutationFn: ({ input, options }: { input: CallInput<typeof routes.volunteerUpdate>; options?: RequestOptions }) => call(routes.volunteerUpdate, input, options),
    onSuccess: (reply) => {
      const plan: Plan | undefined = reply.data ?? undefined;
      if (plan) client.setQueryData(callKey(routes.getUserVooluteer, {}), plan);
      return Promise.all([
        invalidateWishList(client),
        invalidateScreens(client),
        client.invalidateQueries({ queryKey: callKey(routes.getOnequarter) }),
      ]);
    },
  });
}
