import { basisNote, historyYearsShown, MSG, realDataLabel, type AnswerBasis } from 'gaokao-domain';
import type { RequestInput } from 'gaokao-contract';
import { DataSources } from '../../../lib/data-sources';
import type { ScreenPage } from '../model/types';

type Tagged = (Pick<ScreenPage, 'dataset' | 'object'> & { list?: ScreenPage['list']; basis?: AnswerBasis | null }) | undefined;

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
  if (page?.dataset === 'real') {
    const basis = basisNote(page.basis);
    return `${realDataLabel(yearsOf(page), '录取数据')}${basis ? `（${basis}）` : ''}`;
  }
  return null;
}

/** The admission years and table a real reply's numbers come from: one publication look-up each. */
function sourcesOf(page: NonNullable<Tagged>, plan: { province?: string | null; group_d?: string | null }): RequestInput<'dataSourceOf'>[] {
  const province = plan.province ?? '';
  if (!province) return [];
  const group_d = plan.group_d ?? '';
  const years = yearsOf(page).filter((y, i, a) => y > 0 && a.indexOf(y) === i);
  const out: RequestInput<'dataSourceOf'>[] = years.map((year) => ({ province, year, group_d, kind: 'lines' }));
  const table = page.basis?.table;
  if (typeof table === 'number' && table > 0) out.push({ province, year: table, group_d, kind: 'rank-table' });
  return out;
}

/**
 * The note of `dataNote` as a page element (the workspace header, each tab, the report). With the plan's province and
 * group, a real reply's note opens the publications of the lines and table it rests on (`printOpen`: listed open, for
 * the printed report).
 */
export function DataNotice({ page, plan, printOpen }: { page: Tagged; plan?: { province?: string | null; group_d?: string | null }; printOpen?: boolean }) {
  const note = dataNote(page);
  if (note === null) return null;
  const demo = page?.dataset === 'demo';
  const sources = !demo && page && plan ? sourcesOf(page, plan) : [];
  if (sources.length > 0) return <DataSources className="gk-muted gk-vol-data-note" label={note} of={sources} defaultOpen={printOpen} />;
  return (
    <p className={`${demo ? 'gk-demo-badge' : 'gk-muted'} gk-vol-data-note`} role="note" data-dataset={page?.dataset}>
      {note}
    </p>
  );
}
