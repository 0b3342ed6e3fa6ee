import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { MSG } from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import { unitKey, withResultState } from '../model/rows';
import type { ResultRow } from '../model/types';
import { useWorkspace } from './workspace-context';

/**
 * 填报/移除 on a row, optimistic: the row flips at once and flips back when the server refuses (the network layer shows
 * the server's message in 系统提示). `mode: 'list'` is the wish list itself, where a removed row leaves the table.
 */
export function useRowToggle(setRows: Dispatch<SetStateAction<ResultRow[]>>, mode: 'screen' | 'list' = 'screen') {
  const ws = useWorkspace();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const mark = (key: string, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const toggle = useCallback(
    async (row: ResultRow, action: 'add' | 'remove') => {
      const key = unitKey(row);
      const before = { is_result: (String(row.is_result ?? '') === '1' ? 1 : 0) as 0 | 1, volunteer_result_id: row.volunteer_result_id ?? null };
      if (action === 'remove' && mode === 'list' && !row.volunteer_result_id) {
        showMessageBox(MSG.removeFailed);
        return;
      }
      mark(key, true);
      let snapshot: ResultRow[] = [];
      setRows((rows) => {
        snapshot = rows;
        if (mode === 'list' && action === 'remove') return rows.filter((r) => unitKey(r) !== key);
        return withResultState(rows, key, { is_result: action === 'add' ? 1 : 0 });
      });
      try {
        if (action === 'add') {
          const reply = await vcall('resultAdd', { volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code });
          const id = Number(reply.data?.volunteer_result_id);
          setRows((rows) => withResultState(rows, key, { is_result: 1, volunteer_result_id: Number.isFinite(id) ? id : null }));
          showToast(reply.msg || MSG.addedToList, 'success');
          ws.adjustCount(1);
        } else {
          const reply = row.volunteer_result_id
            ? await vcall('resultDelete', { volunteer_result_id: row.volunteer_result_id })
            : await vcall('resultCodeDelete', { volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code });
          if (mode === 'screen') setRows((rows) => withResultState(rows, key, { is_result: 0, volunteer_result_id: null }));
          // The server words the delete-by-id reply 移除成功; the spec's message for taking a major off is this one.
          showToast(MSG.removedFromList, 'success');
          void reply;
          ws.adjustCount(-1);
        }
        ws.listChanged();
      } catch {
        setRows((rows) => (mode === 'list' && action === 'remove' ? snapshot : withResultState(rows, key, before)));
      } finally {
        mark(key, false);
      }
    },
    [mode, setRows, ws],
  );

  return { toggle, pending };
}
