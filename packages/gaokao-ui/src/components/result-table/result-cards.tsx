import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTable } from '@tanstack/react-table';
import { MSG, cengciLabel, collegeTags, isFlagSet, isNewMajor, predictedScore, tuitionLabel } from 'gaokao-domain';
import { Button } from '../button/button';
import { RiskTag, Tag } from '../tag/tag';
import { Loading } from '../loading/loading';
import { EmptyState } from '../empty-state/empty-state';
import { errorText, nativeCheckbox } from '../data-table/data-table.css';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
  type DataTableSelection,
  type DataTableSorting,
} from '../data-table/features';
import { HISTORY_PREFIXES, type VolunteerResultRow, type VolunteerYears } from './types';
import { LevelTags, NameLink, ToggleButton, bandOf, specialTags, dash, gradeLines, historyField, historyNote, probabilityLabel, ratingHeader, text } from './result-parts';
import * as css from './result-table.css';

/** What a card shows and does: the same options the table's columns are built from. */
export interface ResultCardOptions {
  years: VolunteerYears;
  score: number | null | undefined;
  hideZeng: boolean;
  ratingsDemo: boolean;
  collegeHref: ((row: VolunteerResultRow) => string | undefined) | undefined;
  majorHref: ((row: VolunteerResultRow) => string | undefined) | undefined;
  linksInNewTab: boolean;
  onCollegeClick: ((row: VolunteerResultRow) => void) | undefined;
  onMajorClick: ((row: VolunteerResultRow) => void) | undefined;
  onToggleResult: ((row: VolunteerResultRow, action: 'add' | 'remove') => void) | undefined;
  pendingIds: ReadonlySet<string> | undefined;
  orderColumn: boolean;
}

export interface ResultCardsProps {
  label: string;
  rows: readonly VolunteerResultRow[];
  /** The table's columns: the cards read only their sort functions, so both layouts order rows alike. */
  columns: readonly DataTableColumn<VolunteerResultRow>[];
  getRowId: (row: VolunteerResultRow, index: number) => string;
  options: ResultCardOptions;
  selectable: boolean;
  selection: DataTableSelection;
  onSelectionChange: (selection: DataTableSelection | ((previous: DataTableSelection) => DataTableSelection)) => void;
  sorting: DataTableSorting;
  manualSorting: boolean;
  loading: boolean;
  error: ReactNode;
  emptyText: ReactNode;
  className: string | undefined;
}

/** Cards rendered at first and added by each 显示更多: a whole wish list (96) at once, a 500-row page in steps. */
export const CARD_BATCH = 100;

/**
 * The narrow layout of {@link ResultTable}: one card per row in a list (`<ul>` named by `label`), in the page's own
 * flow (no inner scroll box, not virtualised): {@link CARD_BATCH} cards at first, then 显示更多 adds as many (by itself
 * when the button scrolls near the screen). The college, the unit, the band, the predicted
 * line and rank, 录取概率 and the add/remove action are always in view; the plan, tuition, subjects and length sit in
 * one secondary line; the history years, college facts and ratings open under 历年与评估.
 */
export function ResultCards({
  label,
  rows,
  columns,
  getRowId,
  options,
  selectable,
  selection,
  onSelectionChange,
  sorting,
  manualSorting,
  loading,
  error,
  emptyText,
  className,
}: ResultCardsProps) {
  const table = useTable<DataTableFeatures, VolunteerResultRow>({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<VolunteerResultRow>[],
    data: rows as VolunteerResultRow[],
    getRowId,
    state: { sorting, rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
    manualSorting,
    enableRowSelection: selectable,
    enableMultiRowSelection: true,
  });
  const ordered = table.getRowModel().rows;
  const idBase = useId();
  const [limit, setLimit] = useState(CARD_BATCH);
  const more = ordered.length - limit;
  const hasMore = more > 0;
  const moreRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const button = moreRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((n) => n + CARD_BATCH);
    }, { rootMargin: '600px 0px' });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, limit]);

  const status: ReactNode = error ? (
    <span role="alert" className={errorText}>
      {error}
    </span>
  ) : loading && ordered.length === 0 ? (
    <Loading />
  ) : ordered.length === 0 ? (
    <EmptyState title={emptyText ?? '暂无数据'} />
  ) : null;

  const anySelected = Object.values(selection).some(Boolean);
  const allSelected = anySelected && table.getIsAllRowsSelected();
  return (
    <div className={className ? `${css.cards} ${className}` : css.cards} data-layout="cards" aria-busy={loading || undefined}>
      {selectable && !status ? (
        <label className={css.cardsBar}>
          <input
            type="checkbox"
            className={nativeCheckbox}
            checked={allSelected}
            data-state={allSelected ? 'checked' : anySelected ? 'indeterminate' : 'unchecked'}
            ref={(element) => {
              if (element) element.indeterminate = anySelected && !allSelected;
            }}
            onChange={(event) => table.toggleAllRowsSelected(event.currentTarget.checked)}
          />
          全选
        </label>
      ) : null}
      {status ? (
        <div className={css.cardStatus}>{status}</div>
      ) : (
        // role="list": a list styled without bullets keeps its semantics in every browser.
        <ul role="list" aria-label={label} className={css.cardList}>
          {ordered.slice(0, limit).map((row) => (
            <ResultCard
              key={row.id}
              row={row.original}
              id={`${idBase}-${row.index}`}
              pending={options.pendingIds?.has(row.id) ?? false}
              selected={selectable ? row.getIsSelected() : undefined}
              onSelectedChange={(value) => row.toggleSelected(value)}
              options={options}
            />
          ))}
        </ul>
      )}
      {!status && hasMore ? (
        <Button ref={moreRef} variant="outline" tone="neutral" onClick={() => setLimit((n) => n + CARD_BATCH)}>
          显示更多（还有 {more} 条）
        </Button>
      ) : null}
    </div>
  );
}

interface ResultCardProps {
  row: VolunteerResultRow;
  id: string;
  pending: boolean;
  /** undefined: no checkbox (not selectable). */
  selected: boolean | undefined;
  onSelectedChange: (selected: boolean) => void;
  options: ResultCardOptions;
}

function ResultCard({ row: r, id, pending, selected, onSelectedChange, options: o }: ResultCardProps) {
  const onList = isFlagSet(r.is_result);
  const band = bandOf(r, o.score);
  const line = predictedScore(r.yugu_score);
  const probability = probabilityLabel(r);
  const level = cengciLabel(r.cengci);
  const tags = collegeTags(r);
  const length = text(r.schooling_length);
  const titleId = `${id}-college`;
  const unitId = `${id}-unit`;
  return (
    <li className={css.card} aria-labelledby={`${titleId} ${unitId}`} data-on-list={onList ? 'true' : undefined}>
      <div className={css.cardHead}>
        {o.orderColumn ? (
          <span className={css.cardOrder} title="序号">
            {dash(r.sort_id)}
          </span>
        ) : null}
        {selected !== undefined ? (
          <span className={css.cardCheck}>
            <input
              type="checkbox"
              className={nativeCheckbox}
              aria-label={`选择 ${r.collegeName} ${r.specialty_title}`}
              checked={selected}
              data-state={selected ? 'checked' : 'unchecked'}
              onChange={(event) => onSelectedChange(event.currentTarget.checked)}
            />
          </span>
        ) : null}
        <div className={css.cardTitle}>
          <span id={titleId}>
            <NameLink wrap href={o.collegeHref?.(r)} newTab={o.linksInNewTab} onClick={o.onCollegeClick ? () => o.onCollegeClick?.(r) : undefined}>
              {r.collegeName}
              {text(r.collegeNameRemark) ? <span className={css.remark}>{text(r.collegeNameRemark)}</span> : null}
            </NameLink>
          </span>
          <span id={unitId}>
            <NameLink wrap href={o.majorHref?.(r)} newTab={o.linksInNewTab} onClick={o.onMajorClick ? () => o.onMajorClick?.(r) : undefined}>
              {r.specialty_title}
              {text(r.major_remark) ? <span className={css.remark}>{text(r.major_remark)}</span> : null}
            </NameLink>
          </span>
          {r.group_majors?.length ? <span className={css.cardSecondary}>含：{r.group_majors.join('、')}</span> : null}
        </div>
        {band ? <RiskTag className={css.cardBand} band={band} variant="outline" size="medium" /> : null}
      </div>
      {tags.length || level || isNewMajor(r) ? (
        <span className={css.cardTags}>
          {tags.map((t) => (
            <Tag key={t} tone="brand" size="small">
              {t}
            </Tag>
          ))}
          <LevelTags row={r} />
        </span>
      ) : null}
      <div className={css.cardFigures}>
        <span className={css.figure}>
          <span className={css.figureLabel}>预估线</span>
          <span className={css.score}>{line ?? '—'}</span>
        </span>
        <span className={css.figure}>
          <span className={css.figureLabel}>位次</span>
          <span className={css.number}>{dash(r.yugu_seat)}</span>
        </span>
        {probability ? (
          <span className={css.figure}>
            <span className={css.figureLabel}>录取概率</span>
            <span className={css.number}>{probability}</span>
          </span>
        ) : null}
        {o.onToggleResult ? (
          <span className={css.cardAction}>
            <ToggleButton row={r} pending={pending} onToggle={o.onToggleResult} />
          </span>
        ) : null}
      </div>
      {!probability && text(r.gailv_note) ? <p className={css.cardSecondary}>{text(r.gailv_note)}</p> : null}
      <p className={css.cardSecondary}>
        计划 {dash(r.planned_number)} · 学费 {tuitionLabel(r.tuition_fee)} · 选科 {dash(r.the_second)} · 学制 {length ? `${length}年` : '—'}
      </p>
      <CardDetail row={r} options={o} />
    </li>
  );
}

/** The rest of a row, rendered only while open (a list of 96 cards keeps a small DOM). */
function CardDetail({ row: r, options: o }: { row: VolunteerResultRow; options: ResultCardOptions }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={css.cardDetail} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css.cardSummary}>历年与评估</summary>
      {open ? <CardDetailList row={r} options={o} /> : null}
    </details>
  );
}

function CardDetailList({ row: r, options: o }: { row: VolunteerResultRow; options: ResultCardOptions }) {
  const place = [r.collegeProvince, r.collegeCity].map(text).filter(Boolean).join('·');
  const facts = [place, text(r.collegeNature), text(r.collegeType), text(r.collegeLevel)].filter(Boolean).join(' · ');
  const special = specialTags(r, o.hideZeng, o.ratingsDemo);
  const grades = gradeLines(r);
  const items: [string, ReactNode][] = HISTORY_PREFIXES.map((prefix) => {
    const year = `${text(o.years[`${prefix}_year`])}年`;
    if (isNewMajor(r)) return [year, prefix === 'current' ? <span className={css.newMajor}>{MSG.newMajor}</span> : '—'];
    const max = historyField(r, prefix, 'max_score');
    return [
      year,
      [
        `最低分 ${dash(historyField(r, prefix, 'min_score') ?? historyField(r, prefix, 'red_score'))}`,
        `位次 ${dash(historyField(r, prefix, 'min_beat'))}`,
        `计划 ${dash(historyField(r, prefix, 'jihua'))}`,
        ...(text(max) ? [`最高分 ${text(max)}`] : []),
        ...(historyNote(r, prefix) ? [historyNote(r, prefix)] : []),
      ].join(' · '),
    ];
  });
  items.push(['院校', facts || '—']);
  // No source counts 硕士点/博士点: the line shows only where a row has a count, never an empty fact.
  if (r.shuoshiNum != null || r.boshiNum != null) items.push(['学位点', `硕士点 ${dash(r.shuoshiNum)} · 博士点 ${dash(r.boshiNum)}`]);
  if (special.length) items.push(['特色', special.join('、')]);
  items.push([ratingHeader('学科评估', o.ratingsDemo), grades.length ? grades.join('；') : MSG.gradeNone]);
  if (!o.hideZeng) items.push([ratingHeader('软科排名', o.ratingsDemo), dash(r.ruan_pai ?? r.soft_ranking)]);
  return (
    <dl className={css.cardDetailList}>
      {items.map(([term, value]) => (
        <div key={term} className={css.cardDetailPair}>
          <dt className={css.cardDetailTerm}>{term}</dt>
          <dd className={css.cardDetailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
