import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from 'gaokao-ui';
import { unitWordOf } from 'gaokao-domain';
import { ResultTable } from '../ui-bridge';
import { collegeHref, majorHref, unitKey } from '../model/rows';
import type { ResultRow, Years } from '../model/types';
import { useWorkspace } from './workspace-context';

const RelatedMajorsDialog = lazy(() => import('../dialogs/related-majors-dialog'));

const DEFAULT_YEARS: Years = { current_year: '', qu_year: '', qian_year: '' };
type Selection = Record<string, true>;

/**
 * The result table as every tab shows it: band against the plan's score, isZeng, detail links in new tabs, and the
 * related-majors dialog for the college of the checked row.
 */
export function ScreenTable(props: {
  label: string;
  rows: ResultRow[];
  years: Partial<Years> | null | undefined;
  loading: boolean;
  onToggle: (row: ResultRow, action: 'add' | 'remove') => void;
  pending: ReadonlySet<string>;
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  extraActions?: React.ReactNode;
  /** A 序号 column from the rows' sort_id (the wish list: 志愿表体检 names rows by their position). */
  orderColumn?: boolean;
}) {
  const ws = useWorkspace();
  const years = useMemo(() => ({ ...DEFAULT_YEARS, ...(props.years ?? {}) }) as Years, [props.years]);
  const getRowId = useCallback((row: ResultRow) => unitKey(row), []);
  const [ownSelection, setOwnSelection] = useState<Selection>({});
  const selection = props.selection ?? ownSelection;
  const setSelection = props.onSelectionChange ?? setOwnSelection;
  const [related, setRelated] = useState<ResultRow | null>(null);
  const checked = props.rows.filter((row) => selection[unitKey(row)]);
  return (
    <div className="gk-vol-table">
      <div className="gk-vol-table__bar">
        <Button size="small" variant="ghost" disabled={checked.length !== 1} onClick={() => setRelated(checked[0] ?? null)}>
          院校全部专业
        </Button>
        {checked.length > 0 ? <span className="gk-muted">已选 {checked.length} 项</span> : <span className="gk-muted">勾选一行可查看该院校的全部专业</span>}
        {props.extraActions}
      </div>
      <ResultTable
        label={props.label}
        unitLabel={unitWordOf(props.rows.map((r) => ({ group_code: String(r.group_code ?? ''), specialty_code: r.specialty_code, specialty_title: r.specialty_title })))}
        rows={props.rows}
        years={years}
        score={Number(ws.plan.score)}
        isZeng={ws.isZeng}
        collegeHref={collegeHref}
        majorHref={majorHref}
        linksInNewTab
        onToggleResult={props.onToggle}
        pendingIds={props.pending}
        getRowId={getRowId}
        selectable
        orderColumn={props.orderColumn}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={props.loading && props.rows.length === 0}
        emptyText="暂无数据"
        height="min(70vh, 720px)"
      />
      {related ? (
        <Suspense fallback={null}>
          <RelatedMajorsDialog row={related} onClose={() => setRelated(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
