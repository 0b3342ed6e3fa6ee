import { MSG } from 'gaokao-domain';
import type { ScreenPage } from '../model/types';

type Tagged = Pick<ScreenPage, 'dataset' | 'object'> | undefined;

/** The years a real reply's lines come from, as its `object` names them (`qian_year`–`current_year`). */
function yearsOf(page: Pick<ScreenPage, 'object'>): string {
  const o = page.object ?? {};
  const first = Number(o.qian_year);
  const last = Number(o.current_year);
  if (!(first > 0) || !(last > 0)) return '';
  return first === last ? `${last}年` : `${first}–${last}年`;
}

/**
 * What the scores and lines of a season reply are (issue 13): the 演示数据 notice for `dataset: 'demo'`, a short note
 * with the admission years for `'real'` (the reply names no source beyond that), null when the reply has not arrived
 * or carries no marker.
 */
export function dataNote(page: Tagged): string | null {
  if (page?.dataset === 'demo') return MSG.demoDataNotice;
  if (page?.dataset === 'real') {
    const years = yearsOf(page);
    return years ? `真实数据：${years}录取数据` : '真实数据';
  }
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
