import { historyYearsShown, MSG, realDataLabel } from 'gaokao-domain';
import type { ScreenPage } from '../model/types';

type Tagged = (Pick<ScreenPage, 'dataset' | 'object'> & { list?: ScreenPage['list'] }) | undefined;

/**
 * The years a real reply's lines come from: the years its slice holds (`object.data_years`, sent by the server), else
 * the years of which the rows shown hold a number — never the three years the columns are named for (江苏's 2022–2024
 * held 2023–2024).
 */
function yearsOf(page: NonNullable<Tagged>): number[] {
  const held = page.object?.data_years;
  if (Array.isArray(held)) return held.map(Number);
  return historyYearsShown((page.list ?? []) as unknown as Record<string, unknown>[], page.object);
}

/**
 * What the scores and lines of a season reply are (issue 13): the 演示数据 notice for `dataset: 'demo'`, a short note
 * with the admission years for `'real'` (the reply names no source beyond that), null when the reply has not arrived
 * or carries no marker.
 */
export function dataNote(page: Tagged): string | null {
  if (page?.dataset === 'demo') return MSG.demoDataNotice;
  if (page?.dataset === 'real') return realDataLabel(yearsOf(page), '录取数据');
  return null;
}

/** The note of `dataNote` as a page element (the workspace header, each tab, the report). */
export function DataNotice({ page }: { page: Tagged }) {
  const note = dataNote(page);
  if (note === null) return null;
  const demo = page?.dataset === 'demo';
  return (
    <p className={`${demo ? 'gk-demo-badge' : 'gk-muted'} gk-vol-data-note`} role="note" data-dataset={page?.dataset}>
      {note}
    </p>
  );
}
