import { callQuery } from '../../../lib/query';
import { routes } from '../../../lib/api';
import type { AuditFilter, CardFilter, NewsFilter, WithdrawalFilter } from '../model/filters';
import { AUDIT_PAGE_SIZE, BATCHES_PAGE_SIZE, CARDS_PAGE_SIZE, NEWS_PAGE_SIZE, WITHDRAWALS_PAGE_SIZE } from '../model/filters';

/** The signed-in operator (`opsMe`): its name in the console's header. */
export const opsMeQuery = () => callQuery(routes.opsMe, {});

/** One page of withdrawals by status and asking day (China time), oldest first. */
export const withdrawalsQuery = (filter: WithdrawalFilter) =>
  callQuery(routes.opsWithdrawals, {
    status: filter.status,
    ...(filter.from ? { date_from: filter.from } : {}),
    ...(filter.to ? { date_to: filter.to } : {}),
    page: filter.page,
    limit: WITHDRAWALS_PAGE_SIZE,
  });

/** One page of the audit log, newest first, optionally one action or one target. */
export const auditQuery = (filter: AuditFilter) =>
  callQuery(routes.opsAudit, {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.target ? { target: filter.target } : {}),
    page: filter.page,
    limit: AUDIT_PAGE_SIZE,
  });

/** Members whose id is `q` or whose phone holds it (at most 50); searching is audited, so only on 查询. */
export const membersQuery = (q: string) => callQuery(routes.opsMembers, { q });

/** One member's page: the member, its orders, cards, ledger and referrals. */
export const memberQuery = (memberId: number) => callQuery(routes.opsMember, { memberuser_id: memberId });

/** One page of the console's card batches, newest first, with their cards counted by state. */
export const cardBatchesQuery = (page: number) => callQuery(routes.opsCardBatches, { page, limit: BATCHES_PAGE_SIZE });

/** One page of the console's cards (one batch or all, one state or all), newest first. */
export const cardsQuery = (filter: CardFilter) =>
  callQuery(routes.opsCards, {
    ...(filter.batch ? { batch_id: filter.batch } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    page: filter.page,
    limit: CARDS_PAGE_SIZE,
  });

/** One page of news items (drafts and published), newest first; no bodies. */
export const newsListQuery = (filter: Pick<NewsFilter, 'status' | 'title' | 'page'>) =>
  callQuery(routes.opsNews, { ...(filter.status !== '' ? { status: filter.status } : {}), ...(filter.title ? { title: filter.title } : {}), page: filter.page, limit: NEWS_PAGE_SIZE });

/** One news item with its stored (sanitised) body, for the editor. */
export const newsItemQuery = (id: number) => callQuery(routes.opsNewsItem, { infomation_id: id });
