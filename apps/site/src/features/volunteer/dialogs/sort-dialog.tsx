import { useEffect, useState } from 'react';
import { MSG, renumber } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
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
  const [rows, setRows] = useState<SortRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    vcall('collegeResultScreen', { aspid: ws.plan.volunteer_id, page: 1, pageSize: 96 })
      .then((reply) => {
        if (!live) return;
        const list = (reply.data?.list ?? []).filter((r): r is SortRow => Number(r.volunteer_result_id) > 0);
        setRows(renumber([...list].sort((a, b) => Number(a.sort_id) - Number(b.sort_id))));
      })
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [ws.plan.volunteer_id, onClose]);

  const save = async (next: SortRow[]) => {
    setSaving(true);
    try {
      const reply = await vcall('resultUpdateAll', { list: next.map((r) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: r.sort_id })) });
      showToast(reply.msg || MSG.sortDone, 'success');
      onSaved();
    } catch {
      // Shown by the network layer; the dialog keeps the draft order so the user can retry.
    } finally {
      setSaving(false);
    }
  };

  if (!rows) return null;
  return (
    <SortDialog
      open
      rows={rows}
      saving={saving}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCancel={onClose}
      onSave={(next) => void save(next)}
    />
  );
}
