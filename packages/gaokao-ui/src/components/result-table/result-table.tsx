import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { MSG, planUnitKey, cengciLabel, collegeTags, isFlagSet, isNewMajor, predictedScore, tuitionLabel } from 'gaokao-domain';
import { RiskTag, Tag } from '../tag/tag';
import { DataTable } from '../data-table/data-table';
import { createDataTableColumnHelper, type DataTableSelection, type DataTableSorting } from '../data-table/features';
import { HISTORY_PREFIXES, type VolunteerResultRow, type VolunteerYears } from './types';
import { LevelTags, NameLink, ToggleButton, bandOf, specialTags, dash, gradeLines, historyField, historyNote, numericAccessor, probabilityLabel, ratingHeader, text } from './result-parts';
import { ResultCards } from './result-cards';
import * as css from './result-table.css';
import { visuallyHidden } from '../../styles/utils.css';

export { bandOf, probabilityLabel } from './result-parts';

/** The layouts of {@link ResultTable}: `auto` picks `cards` while the component is narrower than `narrowWidth`. */
export const resultTableLayouts = ['table', 'cards', 'auto'] as const;
export type ResultTableLayout = (typeof resultTableLayouts)[number];

/** The width (px) under which `layout="auto"` shows cards, unless the caller gives its own `narrowWidth`. */
export const RESULT_TABLE_NARROW_WIDTH = 640;

export interface ResultTableProps {
  /** Accessible name of the grid (or of the card list); 志愿列表 by default. */
  label?: string;
  /**
   * `table` (default): the virtualised grid. `cards`: one card per row in a list, for phones — college, unit, band,
   * predicted line and rank, 录取概率 and the action in view without sideways scrolling, the rest in a secondary line
   * and a 历年与评估 disclosure; the cards flow in the page (no `height`, not virtualised: page long lists).
   * `auto`: cards while the component's own box (not the viewport) is narrower than `narrowWidth`, measured with a
   * ResizeObserver. Server rendering and the first client render (before the box is measured) give the table; on the
   * client the measurement lands before the first paint. A prerendered page meant for phones passes `cards` itself.
   */
  layout?: ResultTableLayout;
  /** The width (px) under which `layout="auto"` shows cards; {@link RESULT_TABLE_NARROW_WIDTH} (640) by default. */
  narrowWidth?: number;
  /** What a row's unit is called in the unit column's header: 专业 by default; 专业组 where the groups are the units. */
  unitLabel?: string;
  rows: readonly VolunteerResultRow[];
  /** The `object` of the list reply: the calendar years of the three history columns. */
  years: VolunteerYears;
  /** The applicant's score; with it each row shows its 冲/稳/保 band. */
  score?: number | null;
  /** 1 hides the soft-ranking column and the special-major tags (part 1 §6). */
  isZeng?: number | string | null;
  /**
   * The college ratings on the rows (学科评估, 软科排名, the 国家特色专业 and 双一流建设学科 tags) are generated (the
   * reply's `ratings_dataset: 'demo'`): their headers and tags say 演示数据, so none sits unlabelled among real lines.
   */
  ratingsDemo?: boolean;
  /** Where the college name links to; the site opens /SchoolDetail?isCha=1&n={collegiate_id}. */
  collegeHref?: (row: VolunteerResultRow) => string | undefined;
  /** Where the major name links to; the site opens /MajorDetail?isCha=1&n={mojor_id}. */
  majorHref?: (row: VolunteerResultRow) => string | undefined;
  /** Opens links in a new tab, as the product does. */
  linksInNewTab?: boolean;
  onCollegeClick?: (row: VolunteerResultRow) => void;
  onMajorClick?: (row: VolunteerResultRow) => void;
  /** 填报 (add) for rows not on the list, 移除 (remove) for rows on it (is_result 1). Omit to hide the column. */
  onToggleResult?: (row: VolunteerResultRow, action: 'add' | 'remove') => void;
  /** Ids (see `getRowId`) of rows whose add/remove is in flight: their button shows a busy state. */
  pendingIds?: ReadonlySet<string>;
  /** Shows the checkbox column (cards: a checkbox on each card and a 全选 above the list). */
  selectable?: boolean;
  /**
   * Shows a 序号 column first, from each row's `sort_id` (a wish list, whose findings name rows by their position); it
   * stays in place with the college column when the table scrolls sideways. Cards show it at the start of each card.
   */
  orderColumn?: boolean;
  rowSelection?: DataTableSelection;
  onRowSelectionChange?: (selection: DataTableSelection) => void;
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  /**
   * Rows arrive sorted by the server; header clicks only report `sorting`. Cards have no headers: they show the rows
   * in the order `sorting` gives (or as they arrive with `manualSorting`); sorting and selection outlive a switch of
   * layout.
   */
  manualSorting?: boolean;
  getRowId?: (row: VolunteerResultRow, index: number) => string;
  /** Height of the table's scroll box (table only: the cards flow in the page). */
  height?: number | string;
  loading?: boolean;
  error?: ReactNode;
  emptyText?: ReactNode;
  className?: string;
}

/** Default identity of a result row: the domain's planUnitKey (college code and major code), unique within one plan. */
export function resultRowId(row: VolunteerResultRow): string {
  return planUnitKey(row);
}

const helper = createDataTableColumnHelper<VolunteerResultRow>();

interface ColumnOptions {
  /** Whether the 录取概率 column is shown (some row has a probability). */
  withProbability: boolean;
  years: VolunteerYears;
  unitLabel: string;
  score: number | null | undefined;
  hideZeng: boolean;
  ratingsDemo: boolean;
  collegeHref: ResultTableProps['collegeHref'];
  majorHref: ResultTableProps['majorHref'];
  linksInNewTab: boolean;
  onCollegeClick: ResultTableProps['onCollegeClick'];
  onMajorClick: ResultTableProps['onMajorClick'];
  onToggleResult: ResultTableProps['onToggleResult'];
  pendingIds: ReadonlySet<string> | undefined;
  getRowId: (row: VolunteerResultRow, index: number) => string;
  orderColumn: boolean;
}

function buildColumns(o: ColumnOptions) {
  const historyColumns = HISTORY_PREFIXES.map((prefix) =>
    helper.accessor(numericAccessor((row) => historyField(row, prefix, 'min_score')), {
      id: `${prefix}_year`,
      header: `${text(o.years[`${prefix}_year`])}年`,
      size: 132,
      sortUndefined: 'last',
      cell: ({ row }) => {
        const r = row.original;
        if (isNewMajor(r)) {
          return prefix === 'current' ? <span className={css.newMajor}>{MSG.newMajor}</span> : <span aria-hidden="true">—</span>;
        }
        return (
          <div className={css.history}>
            <span className={css.line}>
              最高分 {dash(historyField(r, prefix, 'max_score'))}
            </span>
            <span className={css.line}>
              最低分 <span className={css.score}>{dash(historyField(r, prefix, 'min_score') ?? historyField(r, prefix, 'red_score'))}</span>
            </span>
            <span className={css.line}>位次 {dash(historyField(r, prefix, 'min_beat'))}</span>
            <span className={css.line}>计划 {dash(historyField(r, prefix, 'jihua'))}</span>
            {historyNote(r, prefix) ? (
              <span className={css.historyNote} title={historyNote(r, prefix)}>
                {historyNote(r, prefix)}
              </span>
            ) : null}
          </div>
        );
      },
    }),
  );

  const order = o.orderColumn
    ? [
        helper.accessor(numericAccessor((row) => (row.sort_id == null ? undefined : Number(row.sort_id))), {
          id: 'order',
          header: '序号',
          size: 56,
          cell: ({ row }) => dash(row.original.sort_id),
        }),
      ]
    : [];
  return helper.columns([
    ...order,
    helper.accessor('collegeName', {
      id: 'college',
      header: '院校',
      size: 250,
      sortFn: 'text',
      cell: ({ row }) => {
        const r = row.original;
        const tags = collegeTags(r);
        const place = [r.collegeProvince, r.collegeCity].map(text).filter(Boolean).join('·');
        const facts = [place, text(r.collegeNature), text(r.collegeType), text(r.collegeLevel)].filter(Boolean).join(' · ');
        const title = `${r.collegeName}${text(r.collegeNameRemark)}`;
        return (
          <div className={css.stack} title={title}>
            <NameLink
              href={o.collegeHref?.(r)}
              newTab={o.linksInNewTab}
              onClick={o.onCollegeClick ? () => o.onCollegeClick?.(r) : undefined}
            >
              {r.collegeName}
              {text(r.collegeNameRemark) ? <span className={css.remark}>{text(r.collegeNameRemark)}</span> : null}
            </NameLink>
            {tags.length ? (
              <span className={css.tags}>
                {tags.map((t) => (
                  <Tag key={t} tone="brand" size="small">
                    {t}
                  </Tag>
                ))}
              </span>
            ) : null}
            <span className={css.muted}>{facts || '—'}</span>
            {/* No source counts 硕士点/博士点: the line shows only where a row has a count, never an empty fact. */}
            {r.shuoshiNum != null || r.boshiNum != null ? (
              <span className={css.muted}>
                硕士点 {dash(r.shuoshiNum)} · 博士点 {dash(r.boshiNum)}
              </span>
            ) : null}
          </div>
        );
      },
    }),
    helper.accessor('specialty_title', {
      id: 'major',
      header: o.unitLabel,
      size: 230,
      sortFn: 'text',
      cell: ({ row }) => {
        const r = row.original;
        const level = cengciLabel(r.cengci);
        const special = specialTags(r, o.hideZeng, o.ratingsDemo);
        const length = text(r.schooling_length);
        return (
          <div className={css.stack} title={`${r.specialty_title}${text(r.major_remark)}`}>
            <NameLink
              href={o.majorHref?.(r)}
              newTab={o.linksInNewTab}
              onClick={o.onMajorClick ? () => o.onMajorClick?.(r) : undefined}
            >
              {r.specialty_title}
              {text(r.major_remark) ? <span className={css.remark}>{text(r.major_remark)}</span> : null}
            </NameLink>
            {r.group_majors?.length ? <span className={css.muted}>含：{r.group_majors.join('、')}</span> : null}
            {level || special.length || isNewMajor(r) ? (
              <span className={css.tags}>
                <LevelTags row={r} />
                {special.map((s) => (
                  <Tag key={s} tone="warning" size="small">
                    {s}
                  </Tag>
                ))}
              </span>
            ) : null}
            <span className={css.muted}>选科 {dash(r.the_second)}</span>
            <span className={css.muted}>学制 {length ? `${length}年` : '—'}</span>
          </div>
        );
      },
    }),
    helper.accessor((row) => bandOf(row, o.score) ?? undefined, {
      id: 'risk',
      header: '风险',
      size: 64,
      enableSorting: false,
      meta: { align: 'center' },
      cell: ({ row }) => {
        const band = bandOf(row.original, o.score);
        if (!band) return <span aria-hidden="true">—</span>;
        return <RiskTag band={band} variant="outline" size="medium" />;
      },
    }),
    helper.accessor(numericAccessor((row) => row.yugu_score), {
      id: 'yugu_score',
      header: '预估线',
      size: 104,
      sortUndefined: 'last',
      meta: { align: 'end' },
      cell: ({ row }) => {
        const r = row.original;
        const line = predictedScore(r.yugu_score);
        return (
          <div className={css.stack} style={{ alignItems: 'flex-end' }}>
            <span className={css.score}>{line ?? '—'}</span>
            <span className={css.muted}>位次 {dash(r.yugu_seat)}</span>
          </div>
        );
      },
    }),
    // Only where some row has one: demo data and provinces without a backtest show no probability column.
    ...(o.withProbability
      ? [
          helper.accessor(numericAccessor((row) => row.luqu_gailv), {
            id: 'luqu_gailv',
            header: '录取概率',
            size: 84,
            sortUndefined: 'last',
            meta: { align: 'end' },
            // Without one, the row says why (the server's `gailv_note`: no backtest, or a backtest not calibrated).
            cell: ({ row }) => {
              const label = probabilityLabel(row.original);
              const note = text(row.original.gailv_note);
              if (label || !note) return <span className={css.number}>{label ?? '—'}</span>;
              return (
                <span className={css.number} title={note}>
                  <span aria-hidden="true">—</span>
                  <span className={visuallyHidden}>{note}</span>
                </span>
              );
            },
          }),
        ]
      : []),
    ...historyColumns,
    helper.accessor(numericAccessor((row) => row.planned_number), {
      id: 'planned_number',
      header: '计划数',
      size: 76,
      sortUndefined: 'last',
      meta: { align: 'end' },
      cell: ({ row }) => <span className={css.number}>{dash(row.original.planned_number)}</span>,
    }),
    helper.accessor(numericAccessor((row) => row.tuition_fee), {
      id: 'tuition_fee',
      header: '学费',
      size: 100,
      sortUndefined: 'last',
      meta: { align: 'end' },
      cell: ({ row }) => <span className={css.number}>{tuitionLabel(row.original.tuition_fee)}</span>,
    }),
    helper.display({
      id: 'grades',
      header: ratingHeader('学科评估', o.ratingsDemo),
      size: 150,
      cell: ({ row }) => {
        const lines = gradeLines(row.original);
        if (!lines.length) return <span>{MSG.gradeNone}</span>;
        return (
          <div className={css.stack} title={lines.join('\n')}>
            {lines.slice(0, 3).map((l) => (
              <span key={l} className={css.line}>
                {l}
              </span>
            ))}
          </div>
        );
      },
    }),
    ...(o.hideZeng
      ? []
      : [
          helper.accessor(numericAccessor((row) => row.ruan_pai ?? row.soft_ranking), {
            id: 'soft_ranking',
            header: ratingHeader('软科排名', o.ratingsDemo),
            size: o.ratingsDemo ? 132 : 92,
            sortUndefined: 'last',
            meta: { align: 'end' },
            cell: ({ row }) => <span className={css.number}>{dash(row.original.ruan_pai ?? row.original.soft_ranking)}</span>,
          }),
        ]),
    ...(o.onToggleResult
      ? [
          helper.display({
            id: 'action',
            header: '操作',
            size: 96,
            meta: { align: 'center' },
            cell: ({ row }) => {
              const r = row.original;
              const toggle = o.onToggleResult;
              return toggle ? <ToggleButton row={r} pending={o.pendingIds?.has(o.getRowId(r, row.index)) ?? false} onToggle={toggle} /> : null;
            },
          }),
        ]
      : []),
  ]);
}

const rowAttributes = (row: VolunteerResultRow) => ({ 'data-on-list': isFlagSet(row.is_result) ? 'true' : undefined });

/**
 * Whether the observed element is narrower than `width`: null until it is measured (server rendering, the first
 * client render), then kept up to date by a ResizeObserver. The layout effect measures before the first paint. A
 * width of 0 is no measurement (a hidden tab panel, a DOM without layout): the last answer stands.
 */
function useNarrowerThan(width: number, enabled: boolean) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    if (!enabled || !element) return undefined;
    const measure = (w: number) => {
      if (w > 0) setNarrow(w < width);
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width, enabled]);
  return [setElement, narrow] as const;
}

/**
 * The wish-list row layout (志愿列表): college, major, 冲/稳/保, predicted line, three years of history, plan,
 * tuition, subject grades, soft ranking and the add/remove action, on the virtualised DataTable — or, for phones,
 * the same rows as a list of cards (`layout`).
 */
export function ResultTable({
  label = '志愿列表',
  layout = 'table',
  narrowWidth = RESULT_TABLE_NARROW_WIDTH,
  rows,
  years,
  score,
  isZeng,
  ratingsDemo = false,
  collegeHref,
  majorHref,
  linksInNewTab = true,
  onCollegeClick,
  onMajorClick,
  onToggleResult,
  pendingIds,
  selectable = false,
  rowSelection,
  onRowSelectionChange,
  sorting,
  onSortingChange,
  manualSorting = false,
  getRowId = resultRowId,
  height = 560,
  loading = false,
  error,
  emptyText = '暂无数据',
  className,
  unitLabel = '专业',
  orderColumn = false,
}: ResultTableProps) {
  const hideZeng = isFlagSet(isZeng);
  const withProbability = useMemo(() => rows.some((row) => probabilityLabel(row) !== null), [rows]);
  // Held here, not in the grid, so that a switch between the table and the cards keeps them.
  const [sortingState, setSorting] = useControllableState<DataTableSorting>({
    prop: sorting,
    defaultProp: [],
    onChange: onSortingChange,
    caller: 'ResultTable',
  });
  const [selectionState, setSelection] = useControllableState<DataTableSelection>({
    prop: rowSelection,
    defaultProp: {},
    onChange: onRowSelectionChange,
    caller: 'ResultTable',
  });
  const [observe, narrow] = useNarrowerThan(narrowWidth, layout === 'auto');
  const shown: 'table' | 'cards' = layout === 'auto' ? (narrow ? 'cards' : 'table') : layout;
  const columns = useMemo(
    () =>
      buildColumns({
        withProbability,
        years,
        unitLabel,
        score,
        hideZeng,
        ratingsDemo,
        collegeHref,
        majorHref,
        linksInNewTab,
        onCollegeClick,
        onMajorClick,
        onToggleResult,
        pendingIds,
        getRowId,
        orderColumn,
      }),
    [withProbability, years, unitLabel, score, hideZeng, ratingsDemo, collegeHref, majorHref, linksInNewTab, onCollegeClick, onMajorClick, onToggleResult, pendingIds, getRowId, orderColumn],
  );
  const cardOptions = useMemo(
    () => ({ years, score, hideZeng, ratingsDemo, collegeHref, majorHref, linksInNewTab, onCollegeClick, onMajorClick, onToggleResult, pendingIds, orderColumn }),
    [years, score, hideZeng, ratingsDemo, collegeHref, majorHref, linksInNewTab, onCollegeClick, onMajorClick, onToggleResult, pendingIds, orderColumn],
  );
  const content =
    shown === 'cards' ? (
      <ResultCards
        label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        options={cardOptions}
        selectable={selectable}
        selection={selectionState}
        onSelectionChange={setSelection}
        sorting={sortingState}
        manualSorting={manualSorting}
        loading={loading}
        error={error}
        emptyText={emptyText}
        className={className}
      />
    ) : (
      <DataTable
        label={label}
        data={rows}
        columns={columns}
        getRowId={getRowId}
        height={height}
        rowHeight={112}
        stickyColumns={orderColumn ? 2 : 1}
        selectable={selectable}
        rowSelection={selectionState}
        onRowSelectionChange={setSelection}
        sorting={sortingState}
        onSortingChange={setSorting}
        manualSorting={manualSorting}
        loading={loading}
        error={error}
        emptyText={emptyText}
        getRowAttributes={rowAttributes}
        className={className}
      />
    );
  if (layout !== 'auto') return content;
  return (
    <div ref={observe} className={css.autoBox} data-layout={shown}>
      {content}
    </div>
  );
}
