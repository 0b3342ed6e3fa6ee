/** A page of the withdrawal queue: status (1 待处理, 2 已打款, 3 已驳回), asking days in China time, page. */
export interface WithdrawalFilter {
  status: 1 | 2 | 3;
  /** `YYYY-MM-DD`, China time, included; '' for none. */
  from: string;
  to: string;
  page: number;
}

export interface AuditFilter {
  action: string;
  target: string;
  page: number;
}

export const WITHDRAWALS_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The queue's filter from the address (`status`, `from`, `to`, `page`); anything else is the default (待处理, page 1). */
export function withdrawalFilterOf(params: URLSearchParams): WithdrawalFilter {
  const status = Number(params.get('status'));
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return { status: status === 2 || status === 3 ? status : 1, from: day('from'), to: day('to'), page: pageOf(params.get('page')) };
}

function paramsOf(entries: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** The address's query of a queue filter: defaults left out. */
export function withdrawalParamsOf(filter: WithdrawalFilter): URLSearchParams {
  return paramsOf({ status: filter.status === 1 ? undefined : filter.status, from: filter.from, to: filter.to, page: filter.page > 1 ? filter.page : undefined });
}

export function auditFilterOf(params: URLSearchParams): AuditFilter {
  return { action: (params.get('action') ?? '').slice(0, 40), target: (params.get('target') ?? '').slice(0, 80), page: pageOf(params.get('page')) };
}

export function auditParamsOf(filter: AuditFilter): URLSearchParams {
  return paramsOf({ action: filter.action, target: filter.target, page: filter.page > 1 ? filter.page : undefined });
}

/** 会员管理's search: the digits typed (a member id or part of a phone), '' before a search. */
export function memberSearchOf(params: URLSearchParams): string {
  const q = (params.get('q') ?? '').trim();
  return /^\d{1,11}$/.test(q) ? q : '';
}

/** The member page's member id from the address (`id`), or null. */
export function memberIdOf(params: URLSearchParams): number | null {
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

export const CARD_STATES = ['inactive', 'active', 'void', 'expired'] as const;
export type CardStateFilter = (typeof CARD_STATES)[number] | '';

/** 卡密管理: the batch whose cards are listed (null: every batch), the cards' state, the cards' page, the batches' page. */
export interface CardFilter {
  batch: number | null;
  state: CardStateFilter;
  page: number;
  batchPage: number;
}

export const CARDS_PAGE_SIZE = 50;
export const BATCHES_PAGE_SIZE = 20;

export function cardFilterOf(params: URLSearchParams): CardFilter {
  const batch = Number(params.get('batch'));
  const state = params.get('state') ?? '';
  return {
    batch: Number.isInteger(batch) && batch >= 1 && batch <= 2_147_483_647 ? batch : null,
    state: (CARD_STATES as readonly string[]).includes(state) ? (state as CardStateFilter) : '',
    page: pageOf(params.get('page')),
    batchPage: pageOf(params.get('bpage')),
  };
}

export function cardParamsOf(filter: CardFilter): URLSearchParams {
  return paramsOf({
    batch: filter.batch ?? undefined,
    state: filter.state,
    page: filter.page > 1 ? filter.page : undefined,
    bpage: filter.batchPage > 1 ? filter.batchPage : undefined,
  });
}

/** 资讯管理: status (0 草稿, 1 已发布, '' all), a title's part, the page, and the item being edited ('new', an id, or none). */
export interface NewsFilter {
  status: '' | 0 | 1;
  title: string;
  page: number;
  edit: 'new' | number | null;
}

export const NEWS_PAGE_SIZE = 20;

export function newsFilterOf(params: URLSearchParams): NewsFilter {
  const status = params.get('status');
  const edit = params.get('edit');
  const id = Number(edit);
  return {
    status: status === '0' ? 0 : status === '1' ? 1 : '',
    title: (params.get('title') ?? '').slice(0, 100),
    page: pageOf(params.get('page')),
    edit: edit === 'new' ? 'new' : Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null,
  };
}

export function newsParamsOf(filter: NewsFilter): URLSearchParams {
  return paramsOf({ status: filter.status, title: filter.title, page: filter.page > 1 ? filter.page : undefined, edit: filter.edit ?? undefined });
}

/** 视频管理: the page of the list. */
export const VIDEOS_PAGE_SIZE = 20;

export function videosPageOf(params: URLSearchParams): number {
  return pageOf(params.get('page'));
}
