import { useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MSG, planUnitKey } from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { callKey } from '../../../lib/query';
import { isEnvelope } from '../../../lib/http';
import { addUnit, invalidateWishList, newIdempotencyKey, removeUnit } from '../api/mutations';
import { withResultState } from '../model/rows';
import type { ResultRow, ScreenPage } from '../model/types';
import { useWorkspace } from './workspace-context';

type Toggle = { row: ResultRow; action: 'add' | 'remove' };
type Rollback = { previous: ScreenPage | undefined; key: string; before: { is_result: 0 | 1; volunteer_result_id: number | null } };

/**
 * 填报/移除 on a row of the table cached under `queryKey`, optimistic: the row flips at once (onMutate) and flips back
 * when the server refuses (onError; the network layer shows the server's message in 系统提示). `mode: 'list'` is the
 * wish list itself, where a removed row leaves the table and comes back on refusal.
 *
 * A failure may not mean nothing happened: after a time-out the server may still have added the row. So every failure
 * re-reads the table, the count and the wish list from the server (a guess would show 10/96 and 填报 beside a row the
 * server holds). Each add carries an idempotency key that is kept for its unit until the server has answered it: a
 * 填报 pressed again after a time-out repeats the same add, which the server answers once (never a second row).
 */
export function useRowToggle(queryKey: QueryKey, mode: 'screen' | 'list' = 'screen') {
  const ws = useWorkspace();
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  /** The key of the add of each unit not yet answered by the server (a time-out keeps it for the retry). */
  const addKeys = useRef(new Map<string, string>());
  const addKeyOf = (key: string) => {
    const known = addKeys.current.get(key);
    if (known) return known;
    const fresh = newIdempotencyKey();
    addKeys.current.set(key, fresh);
    return fresh;
  };
  const mark = (key: string, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const edit = (change: (list: ResultRow[]) => ResultRow[]) =>
    client.setQueryData<ScreenPage>(queryKey, (page) => (page ? { ...page, list: change(page.list) } : page));

  const mutation = useMutation({
    mutationFn: ({ row, action }: Toggle): Promise<{ msg?: string; data?: unknown }> =>
      action === 'add'
        ? addUnit({ volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code }, addKeyOf(planUnitKey(row)))
        : removeUnit(row, ws.plan.volunteer_id),
    onMutate: async ({ row, action }: Toggle): Promise<Rollback> => {
      const key = planUnitKey(row);
      mark(key, true);
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<ScreenPage>(queryKey);
      const before = { is_result: (String(row.is_result ?? '') === '1' ? 1 : 0) as 0 | 1, volunteer_result_id: row.volunteer_result_id ?? null };
      if (mode === 'list' && action === 'remove') edit((list) => list.filter((r) => planUnitKey(r) !== key));
      else edit((list) => withResultState(list, key, { is_result: action === 'add' ? 1 : 0 }));
      return { previous, key, before };
    },
    onError: (error, { row, action }, rollback) => {
      // A refusal the server answered ends that add; a time-out or lost connection keeps its key for the retry.
      if (isEnvelope(error)) addKeys.current.delete(planUnitKey(row));
      if (rollback) {
        if (mode === 'list' && action === 'remove') client.setQueryData(queryKey, rollback.previous);
        else edit((list) => withResultState(list, rollback.key, rollback.before));
      }
      // What the server holds, not the guess above: the table, the count and the list are read again.
      return Promise.all([
        client.invalidateQueries({ queryKey }),
        ws.refreshCount(),
        invalidateWishList(client),
      ]);
    },
    onSuccess: (reply, { row, action }, rollback) => {
      addKeys.current.delete(planUnitKey(row));
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
      return client.invalidateQueries({ queryKey: callKey('collegeResultScreen'), refetchType: mode === 'list' ? 'none' : 'active' });
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
