import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'gaokao-ui';
import { collegeScreenQuery } from '../api/queries';
import type { ResultRow } from '../model/types';
import { ScreenResults } from '../components/screen-results';
import { useRowToggle } from '../components/use-row-toggle';
import { useWorkspace } from '../components/workspace-context';

/** No college offers more majors than this in one batch and group. */
const RELATED_PAGE_SIZE = 500;

/**
 * 相关专业: every major the college offers in the plan's province, batch and subject group — the college search
 * screen filtered by the college's exact name, up to 500 rows.
 */
export default function RelatedMajorsDialog({ row, onClose }: { row: ResultRow; onClose: () => void }) {
  const ws = useWorkspace();
  const query = collegeScreenQuery({ aspid: ws.plan.volunteer_id, collegeName: row.collegeName, shouciZhao: '', page: 1, pageSize: RELATED_PAGE_SIZE });
  const screen = useQuery(query);
  const { toggle, pending } = useRowToggle(query.queryKey);
  const rows = useMemo(() => (screen.data?.list ?? []).filter((r) => r.collegeName === row.collegeName), [screen.data, row.collegeName]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${row.collegeName} 全部专业`}
      size="xlarge"
    >
      <ScreenResults label={`${row.collegeName}全部专业`} rows={rows} years={screen.data?.object} ratingsDemo={screen.data?.ratings_dataset === 'demo'} loading={screen.isFetching} onToggle={toggle} pending={pending} />
    </Dialog>
  );
}
