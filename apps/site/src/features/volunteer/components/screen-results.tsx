import { useCallback, useMemo, useState } from 'react';
import { planUnitKey, unitWordOf } from 'gaokao-domain';
import { ResultTable } from '../ui-bridge';
import { collegeHref, majorHref } from '../model/rows';
import type { ResultRow, Years } from '../model/types';
import { useWorkspace } from './workspace-context';

const DEFAULT_YEARS: Years = { current_year: '', qu_year: '', qian_year: '' };
/** Below this width (of the table's own box) the results show as cards: a phone reads them without sideways scrolling. */
export const NARROW_RESULTS_WIDTH = 640;
export type Selection = Record<string, true>;

export interface ScreenResultsProps {
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
  /** The reply's `ratings_dataset` is `demo`: the table marks its 学科评估, 软科排名 and special-major tags 演示数据. */
  ratingsDemo?: boolean;
}

/**
 * The result table as every tab and the related-majors dialog show it: band against the plan's score, isZeng, detail
 * links in new tabs, a bar above it with the count of checked rows and the caller's actions (`lead` first). Narrower
 * than {@link NARROW_RESULTS_WIDTH} (a phone) the rows are cards with the same actions, checkboxes and 序号.
 */
export function ScreenResults(props: ScreenResultsProps & { lead?: React.ReactNode; hint?: string }) {
  const ws = useWorkspace();
  const years = useMemo(() => ({ ...DEFAULT_YEARS, ...(props.years ?? {}) }) as Years, [props.years]);
  const getRowId = useCallback((row: ResultRow) => planUnitKey(row), []);
  const [ownSelection, setOwnSelection] = useState<Selection>({});
  const selection = props.selection ?? ownSelection;
  const setSelection = props.onSelectionChange ?? setOwnSelection;
  const checked = props.rows.filter((row) => selection[planUnitKey(row)]).length;
  return (
    <div className="gk-vol-table">
      <div className="gk-vol-table__bar">
        {props.lead}
        {checked > 0 ? <span className="gk-muted">已选 {checked} 项</span> : props.hint ? <span className="gk-muted">{props.hint}</span> : null}
        {props.extraActions}
      </div>
      <ResultTable
        label={props.label}
        layout="auto"
        narrowWidth={NARROW_RESULTS_WIDTH}
        unitLabel={unitWordOf(props.rows.map((r) => ({ group_code: String(r.group_code ?? ''), specialty_code: r.specialty_code, specialty_title: r.specialty_title })))}
        rows={props.rows}
        years={years}
        score={Number(ws.plan.score)}
        isZeng={ws.isZeng}
        ratingsDemo={props.ratingsDemo ?? false}
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
    </div>
  );
}
