import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groupFormLimits, MSG, renumber, listRowsOf } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useSaveOrder } from '../api/mutations';
import { wishListQuery } from '../api/queries';
import { SortDialog } from '../ui-bridge';
import { useWorkspace } from '../components/workspace-context';
import { autoSortGroupRows, groupOrderToSave, groupSortRows, type SortRow } from './group-sort';

/**
 * 专业排序 (part 2 §2, §4, §5): gaokao-ui's fullscreen SortDialog over the whole list (unfiltered, in saved order);
 * 保存 sends the new sort_id 1..n with updateAll. In a 院校专业组 province each row of the dialog is a group: moves and
 * 自动排序 (`autoSortGroups`) move whole groups, never separating a group's majors, whose order stays the family's; the
 * dialog is then 院校专业组排序 and every notice speaks of 院校专业组 (gaokao-domain `sortWording`).
 */
export default function WishListSortDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const ws = useWorkspace();
  const byGroup = groupFormLimits(ws.plan.province) !== null;
  const list = useQuery(wishListQuery({ aspid: ws.plan.volunteer_id, page: 1, pageSize: listRowsOf(ws.plan.province, ws.plan.batch) }));
  const save = useSaveOrder();
  const rows = useMemo(() => {
    if (!list.data) return null;
    const saved = list.data.list.filter((r): r is SortRow => Number(r.volunteer_result_id) > 0);
    return renumber([...saved].sort((a, b) => Number(a.sort_id) - Number(b.sort_id)));
  }, [list.data]);
  const groups = useMemo(() => (rows && byGroup ? groupSortRows(rows) : null), [rows, byGroup]);

  useEffect(() => {
    if (list.isError) onClose();
  }, [list.isError, onClose]);

  const saveOrder = (order: Array<{ volunteer_result_id: number; sort_id: number }>) =>
    // A refusal is shown by the network layer; the dialog keeps the draft order so the user can retry.
    save.mutate(order, {
      onSuccess: (reply) => {
        showToast(reply.msg || MSG.sortDone, 'success');
        onSaved();
      },
    });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  // Waits for a fresh list: the order is saved over the list as the server has it now.
  if (!rows || !list.isFetchedAfterMount) return null;
  if (groups) {
    return (
      <SortDialog
        open
        rows={groups}
        saving={save.isPending}
        onOpenChange={onOpenChange}
        onCancel={onClose}
        unit="院校专业组"
        autoSortRows={autoSortGroupRows}
        onSave={(next) => saveOrder(groupOrderToSave(next))}
      />
    );
  }
  return (
    <SortDialog
      open
      rows={rows}
      saving={save.isPending}
      onOpenChange={onOpenChange}
      onCancel={onClose}
      onSave={(next) => saveOrder(next.map((r) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: r.sort_id })))}
    />
  );
}
