import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';

/**
 * One `queryOptions` per call the personal centre reads, each the call's one query (`callQuery`: key `[route, input]`) shaped with `select`, so
 * a mutation invalidates by route and every open list refetches.
 */

/** Rows per page of the wallet lists and the lower-level list (spec part 2 §9). */
export const CENTRE_PAGE_SIZE = 20;

const paged = <T,>(data: { total: number; data: T[] } | null | undefined) => ({ total: Number(data?.total ?? 0), data: data?.data ?? [] });
const list = (page: number) => ({ page, limit: CENTRE_PAGE_SIZE });

/** Purchase records: the member's paid card orders, newest first. */
export const ordersQuery = (page: number) =>
  queryOptions({ ...callQuery(routes.vippayIndex, list(page)), select: paged, placeholderData: (previous) => previous });

/** The member's open unpaid card orders, newest first: the ones the unpaid-order cap counts, each of which may be cancelled. */
export const unpaidOrdersQuery = () => queryOptions({ ...callQuery(routes.unpaidList, {}), select: paged });

/** The cards of one paid order (card codes per purchase). */
export const orderCardsQuery = (vippayId: number) => queryOptions({ ...callQuery(routes.activeListNo, { vippay_id: vippayId }), select: paged });

/** The cards this member activated. */
export const activationsQuery = () => queryOptions({ ...callQuery(routes.activeRecord, {}), select: paged });

/** Wallet: income (referral commissions). */
export const incomeQuery = (page: number) =>
  queryOptions({ ...callQuery(routes.ruzhangList, list(page)), select: paged, placeholderData: (previous) => previous });

/** Wallet: withdrawals. */
export const withdrawalsQuery = (page: number) =>
  queryOptions({ ...callQuery(routes.withdrawList, list(page)), select: paged, placeholderData: (previous) => previous });

/** Wallet: spending (paid card orders). */
export const spendingQuery = (page: number) =>
  queryOptions({ ...callQuery(routes.zhichuRecord, list(page)), select: paged, placeholderData: (previous) => previous });

/** Lower-level members (invitees). */
export const lowerLevelQuery = (page: number) =>
  queryOptions({ ...callQuery(routes.getXiajiList, list(page)), select: paged, placeholderData: (previous) => previous });

/** How often the page asks our own server about an order or a binding (spec part 2 §9: every second). */
export const POLL_MS = 1000;

/**
 * The WeChat binding QR address: jiutian_login with a one-time ticket of this member (`wxBindTicket`, valid
 * `expires_in` seconds). Asked when the dialog opens, again a minute before it expires while the dialog stays open,
 * and dropped when it closes (a new dialog, a new ticket).
 */
export const bindTicketQuery = () =>
  queryOptions({
    ...callQuery(routes.wxBindTicket, {}, { quiet: true }),
    select: (data) => {
      if (!data?.url) throw new Error('no binding address');
      return data;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.url ? Math.max(60, query.state.data.expires_in - 60) * 1000 : false),
  });
