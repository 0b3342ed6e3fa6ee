import { isDefaultScoreBand, readScoreBand, RISK_BANDS, SCREEN_ORDERS, type RiskBand, type ScoreBand, type ScreenOrder } from 'gaokao-domain';
import { TABS, type TabId } from './types';

/**
 * What a family shares or reloads of the workspace lives in the address: the tab (`n`, as the home page links
 * /Volunteer?n=3), the page of tabs 1–3 (`page`), the recommendation's score band (`up`, `down`, part 2 §9) and the
 * 冲/稳/保 filter of its rows (`band`) and their order (`order=line` for 按预估线; 按匹配度 is the default). Defaults are
 * left out, so /Volunteer is tab 1, page 1, 150/200, every band, 按匹配度.
 */
export interface WorkspaceParams {
  tab: TabId;
  page: number;
  scoreBand: ScoreBand;
  risk: RiskBand | null;
  order: ScreenOrder;
}

function tabOf(raw: string | null): TabId {
  const n = Number(raw);
  return TABS.find((t) => t.id === n)?.id ?? 1;
}

function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function riskOf(raw: string | null): RiskBand | null {
  return RISK_BANDS.find((b) => b === raw) ?? null;
}

function orderOf(raw: string | null): ScreenOrder {
  return SCREEN_ORDERS.find((o) => o === raw) ?? 'match';
}

export function readWorkspaceParams(search: URLSearchParams): WorkspaceParams {
  return {
    tab: tabOf(search.get('n')),
    page: pageOf(search.get('page')),
    scoreBand: readScoreBand(search.get('up'), search.get('down')),
    risk: riskOf(search.get('band')),
    order: orderOf(search.get('order')),
  };
}

/**
 * The address after a change. Another tab starts again at page 1 (part 2 §4); another band, 冲稳保 filter or order
 * starts the recommendation at page 1 too. Parameters the workspace does not own are kept.
 */
export function writeWorkspaceParams(search: URLSearchParams, change: Partial<WorkspaceParams>): URLSearchParams {
  const current = readWorkspaceParams(search);
  const next: WorkspaceParams = { ...current, ...change };
  if (change.tab !== undefined && change.tab !== current.tab) next.page = change.page ?? 1;
  if (change.scoreBand !== undefined || change.risk !== undefined || change.order !== undefined) next.page = change.page ?? 1;
  const out = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  set('n', next.tab === 1 ? null : String(next.tab));
  set('page', next.page === 1 ? null : String(next.page));
  const band = isDefaultScoreBand(next.scoreBand) ? null : next.scoreBand;
  set('up', band ? String(band.up) : null);
  set('down', band ? String(band.down) : null);
  set('band', next.risk);
  set('order', next.order === 'match' ? null : next.order);
  return out;
}
