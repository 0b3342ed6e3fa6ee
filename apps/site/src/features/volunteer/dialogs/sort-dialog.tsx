import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listRowsMaxOf, MSG, renumber, WISHLIST_MAX } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useSaveOrder } from '../api/mutations';
import { wishListQuery } from '../api/queries';
import type { ResultRow } from '../model/types';
import { SortDialog } from '../ui-bridge';
import { useWorkspace } from '../components/workspace-context';

type SortRow = ResultRow & { volunteer_result_id: number; sort_id: number };

/**
 * 专业排序 (part 2 §2, §4, §5): gaokao-ui's fullscreen SortDialog over the whole list (unfiltered, in saved order);
 * 保存 sends the new sort_id 1..n with updateAll.
 */
export default function WishListSortDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const ws = useWorkspace();
  const list = useQuery(wishListQuery({ aspid: ws.plan.volunteer_id, page: 1, pageSize: listRowsMaxOf(ws.plan.province, WISHLIST_MAX) }));
  const save = useSaveOrder();
  const rows = useMemo(() => {
    if (!list.data) return null;
    const saved = list.data.list.filter((r): r is SortRow => Number(r.volunteer_result_id) > 0);
    return renumber([...saved].sort((a, b) => Number(a.sort_id) - Number(b.sort_id)));
  }, [list.data]);

  useEffect(() => {
    if (list.isError) onClose();
  }, [list.isError, onClose]);

  // Waits for a fresh list: the order is saved over the list as the server has it now.
  if (!rows || !list.isFetchedAfterMount) return null;
  return (
    <SortDialog
      open
      rows={rows}
      saving={save.isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCancel={onClose}
      onSave={(next) =>
        // A refusal is shown by the network layer; the dialog keeps the draft order so the user can retry.
        save.mutate(
          next.map((r) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: r.sort_id })),
          {
            onSuccess: (reply) => {
              showToast(reply.msg || MSG.sortDone, 'success');
              onSaved();
            },
          },
        )
      }
    />
  );
}
