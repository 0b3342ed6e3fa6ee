import { useEffect, useState } from 'react';
import { Dialog } from 'gaokao-ui';
import { vcall } from '../api/volunteer-api';
import type { ResultRow, Years } from '../model/types';
import { ScreenTable } from '../components/screen-table';
import { useRowToggle } from '../components/use-row-toggle';
import { useWorkspace } from '../components/workspace-context';

/**
 * 相关专业: every major the college offers in the plan's province, batch and subject group — the college search
 * screen filtered by the college's exact name, up to 500 rows (no college has more in one batch and group).
 */
export default function RelatedMajorsDialog({ row, onClose }: { row: ResultRow; onClose: () => void }) {
  const ws = useWorkspace();
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [years, setYears] = useState<Partial<Years> | null>(null);
  const [loading, setLoading] = useState(true);
  const { toggle, pending } = useRowToggle(setRows);

  useEffect(() => {
    let live = true;
    vcall('collegeScreen', { aspid: ws.plan.volunteer_id, collegeName: row.collegeName, shouciZhao: '', page: 1, pageSize: 500 })
      .then((reply) => {
        if (!live) return;
        setRows((reply.data?.list ?? []).filter((r) => r.collegeName === row.collegeName));
        setYears(reply.data?.object ?? null);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [row.collegeName, ws.plan.volunteer_id]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${row.collegeName} 全部专业`}
      size="xlarge"
    >
      <ScreenTable label={`${row.collegeName}全部专业`} rows={rows} years={years} loading={loading} onToggle={(r, a) => void toggle(r, a)} pending={pending} />
    </Dialog>
  );
}
