import { useMemo, type ReactNode } from 'react';
import {
  GRADES,
  MSG,
  bandOfRow,
  planUnitKey,
  cengciLabel,
  collegeTags,
  gradeMajors,
  isFlagSet,
  isNewMajor,
  isVocational,
  predictedScore,
  tuitionLabel,
  type RiskBand,
} from 'gaokao-domain';
import { Button } from '../button/button';
import { RiskTag, Tag } from '../tag/tag';
import { DataTable } from '../data-table/data-table';
import { createDataTableColumnHelper, type DataTableSelection, type DataTableSorting } from '../data-table/features';
import { HISTORY_PREFIXES, type HistoryPrefix, type VolunteerResultRow, type VolunteerYears } from './types';
import * as css from './result-table.css';

export interface ResultTableProps {
  /** Accessible name of the grid; 志愿列表 by default. */
  label?: string;
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
  /** Shows the checkbox column. */
  selectable?: boolean;
  /**
   * Shows a 序号 column first, from each row's `sort_id` (a wish list, whose findings name rows by their position); it
   * stays in place with the college column when the table scrolls sideways.
   */
  orderColumn?: boolean;
  rowSelection?: DataTableSelection;
  onRowSelectionChange?: (selection: DataTableSelection) => void;
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** Rows arrive sorted by the server; header clicks only report `sorting`. */
  manualSorting?: boolean;
  getRowId?: (row: VolunteerResultRow, index: number) => string;
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

function text(value: unknown): string {
  return value == null ? '' : String(value).trim();
}

function numberOrNull(value: unknown): number | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Numbers for sorting: rows without a value go last in either direction. */
function numericAccessor(read: (row: VolunteerResultRow) => unknown) {
  return (row: VolunteerResultRow) => numberOrNull(read(row)) ?? undefined;
}

function dash(value: unknown): string {
  const t = text(value);
  return t === '' ? '—' : t;
}

/** A row's 冲/稳/保 at the applicant's score: the domain's rule ({@link bandOfRow}), under the name this package exports. */
export const bandOf: (row: VolunteerResultRow, score: number | null | undefined) => RiskBand | null = bandOfRow;

/** 录取概率 as a whole percentage, or null when the row has none (demo data, no backtest). */
export function probabilityLabel(row: VolunteerResultRow): string | null {
  const p = numberOrNull(row.luqu_gailv);
  return p === null ? null : `${Math.round(p * 100)}%`;
}

function gradeLines(row: VolunteerResultRow): string[] {
  return GRADES.flatMap((grade) => {
    const majors = gradeMajors(row, grade);
    return majors.length ? [`${grade} ${majors.join('、')}`] : [];
  });
}

function historyField(row: VolunteerResultRow, prefix: HistoryPrefix, field: 'red_score' | 'max_score' | 'min_score' | 'min_beat' | 'jihua') {
  return row[`${prefix}_year_${field}`];
}

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

function NameLink({
  children,
  href,
  newTab,
  onClick,
}: {
  children: ReactNode;
  href: string | undefined;
  newTab: boolean;
  onClick: (() => void) | undefined;
}) {
  if (!href && !onClick) return <span className={css.name}>{children}</span>;
  return (
    <a
      className={css.link}
      href={href ?? '#'}
      target={href && newTab ? '_blank' : undefined}
      rel={href && newTab ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        if (!onClick) return;
        if (!href) event.preventDefault();
        onClick();
      }}
    >
      {children}
    </a>
  );
}

/** A rating's header, marked 演示数据 when the ratings are generated. */
const ratingHeader = (title: string, demo: boolean) => (demo ? `${title}（${MSG.generatedRating}）` : title);

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
        const special = (o.hideZeng ? [] : [text(r.tese_major_lei), text(r.tw0_jianshe_lei)].filter(Boolean)).map((t) => (o.ratingsDemo ? `${t}·${MSG.generatedRating}` : t));
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
                {level ? (
                  <Tag tone={isVocational(r.cengci) ? 'neutral' : 'brand'} size="small">
                    {level}
                  </Tag>
                ) : null}
                {isNewMajor(r) ? (
                  <Tag tone="success" size="small">
                    {MSG.newMajor}
                  </Tag>
                ) : null}
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
            cell: ({ row }) => <span className={css.number}>{probabilityLabel(row.original) ?? '—'}</span>,
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
              const onList = isFlagSet(r.is_result);
              const pending = o.pendingIds?.has(o.getRowId(r, row.index)) ?? false;
              return (
                <Button
                  size="small"
                  variant={onList ? 'outline' : 'solid'}
                  tone={onList ? 'danger' : 'brand'}
                  loading={pending}
                  aria-label={`${onList ? '移除' : '填报'} ${r.collegeName} ${r.specialty_title}`}
                  onClick={() => o.onToggleResult?.(r, onList ? 'remove' : 'add')}
                >
                  {onList ? '移除' : '填报'}
                </Button>
              );
            },
          }),
        ]
      : []),
  ]);
}

const rowAttributes = (row: VolunteerResultRow) => ({ 'data-on-list': isFlagSet(row.is_result) ? 'true' : undefined });

/**
 * The wish-list row layout (志愿列表): college, major, 冲/稳/保, predicted line, three years of history, plan,
 * tuition, subject grades, soft ranking and the add/remove action, on the virtualised DataTable.
 */
export function ResultTable({
  label = '志愿列表',
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
  manualSorting,
  getRowId = resultRowId,
  height = 560,
  loading,
  error,
  emptyText,
  className,
  unitLabel = '专业',
  orderColumn = false,
}: ResultTableProps) {
  const hideZeng = isFlagSet(isZeng);
  const withProbability = useMemo(() => rows.some((row) => probabilityLabel(row) !== null), [rows]);
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
  return (
    <DataTable
      label={label}
      data={rows}
      columns={columns}
      getRowId={getRowId}
      height={height}
      rowHeight={112}
      stickyColumns={orderColumn ? 2 : 1}
      selectable={selectable}
      rowSelection={rowSelection}
      onRowSelectionChange={onRowSelectionChange}
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting={manualSorting}
      loading={loading}
      error={error}
      emptyText={emptyText}
      getRowAttributes={rowAttributes}
      className={className}
    />
  );
}
