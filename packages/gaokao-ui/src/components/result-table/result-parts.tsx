import type { ReactNode } from 'react';
import { GRADES, MSG, bandOfRow, cengciLabel, gradeMajors, isFlagSet, isNewMajor, isVocational, type RiskBand } from 'gaokao-domain';
import { Button } from '../button/button';
import { Tag } from '../tag/tag';
import type { HistoryPrefix, VolunteerResultRow } from './types';
import * as css from './result-table.css';

/* What the table's cells and the cards of the narrow layout both show a row with. */

export function text(value: unknown): string {
  return value == null ? '' : String(value).trim();
}

export function numberOrNull(value: unknown): number | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Numbers for sorting: rows without a value go last in either direction. */
export function numericAccessor(read: (row: VolunteerResultRow) => unknown) {
  return (row: VolunteerResultRow) => numberOrNull(read(row)) ?? undefined;
}

export function dash(value: unknown): string {
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

export function gradeLines(row: VolunteerResultRow): string[] {
  return GRADES.flatMap((grade) => {
    const majors = gradeMajors(row, grade);
    return majors.length ? [`${grade} ${majors.join('、')}`] : [];
  });
}

export function historyField(row: VolunteerResultRow, prefix: HistoryPrefix, field: 'red_score' | 'max_score' | 'min_score' | 'min_beat' | 'jihua') {
  return row[`${prefix}_year_${field}`];
}

/** What the data says about one history year's line (`<prefix>_year_note`), e.g. that it is another group's code's; '' when nothing. */
export function historyNote(row: VolunteerResultRow, prefix: HistoryPrefix): string {
  return text(row[`${prefix}_year_note`]);
}

export function NameLink({
  children,
  href,
  newTab,
  onClick,
  wrap = false,
}: {
  children: ReactNode;
  href: string | undefined;
  newTab: boolean;
  onClick: (() => void) | undefined;
  /** Wraps a long name onto more lines (the cards) instead of cutting it with an ellipsis (the table's cells). */
  wrap?: boolean;
}) {
  if (!href && !onClick) return <span className={wrap ? css.nameWrap : css.name}>{children}</span>;
  return (
    <a
      className={wrap ? css.linkWrap : css.link}
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
export const ratingHeader = (title: string, demo: boolean) => (demo ? `${title}（${MSG.generatedRating}）` : title);

/** A unit's special-major tags (国家特色专业, 双一流建设学科): none for 增 clients, each marked 演示数据 when generated. */
export function specialTags(row: VolunteerResultRow, hideZeng: boolean, ratingsDemo: boolean): string[] {
  if (hideZeng) return [];
  return [text(row.tese_major_lei), text(row.tw0_jianshe_lei)].filter(Boolean).map((t) => (ratingsDemo ? `${t}·${MSG.generatedRating}` : t));
}

/** A unit's 层次 tag (本科 in the brand tone, 专科 and 职业本科 neutral) and its 新增 tag. */
export function LevelTags({ row }: { row: VolunteerResultRow }) {
  const level = cengciLabel(row.cengci);
  return (
    <>
      {level ? (
        <Tag tone={isVocational(row.cengci) ? 'neutral' : 'brand'} size="small">
          {level}
        </Tag>
      ) : null}
      {isNewMajor(row) ? (
        <Tag tone="success" size="small">
          {MSG.newMajor}
        </Tag>
      ) : null}
    </>
  );
}

/** 填报 for a row not on the list, 移除 for one on it (is_result 1), busy while its change is in flight. */
export function ToggleButton({
  row,
  pending,
  onToggle,
}: {
  row: VolunteerResultRow;
  pending: boolean;
  onToggle: (row: VolunteerResultRow, action: 'add' | 'remove') => void;
}) {
  const onList = isFlagSet(row.is_result);
  return (
    <Button
      size="small"
      variant={onList ? 'outline' : 'solid'}
      tone={onList ? 'danger' : 'brand'}
      loading={pending}
      aria-label={`${onList ? '移除' : '填报'} ${row.collegeName} ${row.specialty_title}`}
      onClick={() => onToggle(row, onList ? 'remove' : 'add')}
    >
      {onList ? '移除' : '填报'}
    </Button>
  );
}
