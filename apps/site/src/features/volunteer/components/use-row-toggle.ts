import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { callKey } from '../../../lib/query';
import { addUnit, removeUnit } from '../api/mutations';
import { unitKey, withResultState } from '../model/rows';
import type { ResultRow, ScreenPage } from '../model/types';
import { useWorkspace } from './workspace-context';
import { routes } from '../../../lib/api';

type Toggle = { row: ResultRow; action: 'add' | 'remove' };
type Rollback = { previous: ScreenPage | undefined; key: string; before: { is_result: 0 | 1; volunteer_result_id: number | null } };

/**
 * 填报/移除 on a row of the table cached under `queryKey`, optimistic: the row flips at once (onMutate) and flips back
 * when the server refuses (onError; the network layer shows the server's message in 系统提示). `mode: 'list'` is the
 * wish list itself, where a removed row leaves the table and comes back on refusal.
 */
export function useRowToggle(queryKey: QueryKey, mode: 'screen' | 'list' = 'screen') {
  const ws = useWorkspace();
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const mark = (key: string, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const edit = (change: (list: ResultRow[]) => ResultRow[]) =>
    client.setQueryData<ScreenPage>(queryKey, (page) => (page ? { ...page, list: change(page.list ?? []) } : page));

  const mutation = useMutation({
    mutationFn: ({ row, action }: Toggle): Promise<{ msg?: string; data?: unknown }> =>
      action === 'add'
        ? addUnit({ volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code })
        : removeUnit(row, ws.plan.volunteer_id),
    onMutate: async ({ row, action }: Toggle): Promise<Rollback> => {
      const key = unitKey(row);
      mark(key, true);
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<ScreenPage>(queryKey);
      const before = { is_result: (String(row.is_result ?? '') === '1' ? 1 : 0) as 0 | 1, volunteer_result_id: row.volunteer_result_id ?? null };
      if (mode === 'list' && action === 'remove') edit((list) => list.filter((r) => unitKey(r) !== key));
      else edit((list) => withResultState(list, key, { is_result: action === 'add' ? 1 : 0 }));
      return { previous, key, before };
    },
    onError: (_error, { action }, rollback) => {
      if (!rollback) return;
      if (mode === 'list' && action === 'remove') client.setQueryData(queryKey, rollback.previous);
      else edit((list) => withResultState(list, rollback.key, rollback.before));
    },
    onSuccess: (reply, { action }, rollback) => {
      if (action === 'add') {
        const id = Number((reply.data as { volunteer_result_id?: unknown } | undefined)?.volunteer_result_id);
        edit((list) => withResultState(list, rollback.key, { is_result: 1, volunteer_result_id: Number.isFinite(id) ? id : null }));
        showToast(reply.msg || MSG.addedToList, 'success');
        ws.adjustCount(1);
      } else {
        if (mode === 'screen') edit((list) => withResultState(list, rollback.key, { is_result: 0, volunteer_result_id: null }));
        // The server words the delete-by-id reply 移除成功; the spec's message for taking a major off is this one.
        showToast(MSG.removedFromList, 'success');
        ws.adjustCount(-1);
      }
      // The wish list itself (when it is not the table toggled here) is stale now; it refetches when shown.
      return client.invalidateQueries({ queryKey: callKey(routes.collegeResultScreen), refetchType: mode === 'list' ? 'none' : 'active' });
    },
    onSettled: (_reply, _error, _toggle, rollback) => {
      if (rollback) mark(rollback.key, false);
    },
  });

  const toggle = (row: ResultRow, action: 'add' | 'remove') => {
    if (action === 'remove' && mode === 'list' && !row.volunteer_result_id) {
      showMessageBox(MSG.removeFailed);
      return;
    }
    mutation.mutate({ row, action });
  };

  return { toggle, pending };
}
