import { queryOptions } from '@tanstack/react-query';
import type { ReplyData } from 'gaokao-contract';
import { callKey } from '../../../lib/query';
import { ccall } from './centre-api';

/**
 * One `queryOptions` per call the personal centre reads, keyed by the contract call name and its input (`callKey`), so
 * a mutation invalidates by call name and every open list refetches.
 */

/** Rows per page of the wallet lists and the lower-level list (spec part 2 §9). */
export const CENTRE_PAGE_SIZE = 20;

const EMPTY = { total: 0, data: [] };
const paged = <T>(data: { total: number; data: T[] } | undefined) => ({ total: Number(data?.total ?? 0), data: data?.data ?? [] });

/** Purchase records: the member's paid card orders, newest first. */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: callKey('vippayIndex', { page, limit: CENTRE_PAGE_SIZE }),
    queryFn: async () => paged((await ccall('vippayIndex', { page, limit: CENTRE_PAGE_SIZE })).data),
    placeholderData: (previous) => previous,
  });

/** The cards of one paid order (card codes per purchase). */
export const orderCardsQuery = (vippayId: number) =>
  queryOptions({
    queryKey: callKey('activeListNo', { vippay_id: vippayId }),
    queryFn: async () => paged((await ccall('activeListNo', { vippay_id: vippayId })).data),
  });

/** The cards this member activated. */
export const activationsQuery = () =>
  queryOptions({
    queryKey: callKey('activeRecord', {}),
    queryFn: async () => paged((await ccall('activeRecord')).data),
  });

/** Wallet: income (referral commissions). */
export const incomeQuery = (page: number) =>
  queryOptions({
    queryKey: callKey('ruzhangList', { page, limit: CENTRE_PAGE_SIZE }),
    queryFn: async (): Promise<ReplyData['ruzhangList']> => paged((await ccall('ruzhangList', { page, limit: CENTRE_PAGE_SIZE })).data ?? EMPTY),
    placeholderData: (previous) => previous,
  });

/** Wallet: withdrawals. */
export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: callKey('withdrawList', { page, limit: CENTRE_PAGE_SIZE }),
    queryFn: async (): Promise<ReplyData['withdrawList']> => paged((await ccall('withdrawList', { page, limit: CENTRE_PAGE_SIZE })).data ?? EMPTY),
    placeholderData: (previous) => previous,
  });

/** Wallet: spending (paid card orders). */
export const spendingQuery = (page: number) =>
  queryOptions({
    queryKey: callKey('zhichuRecord', { page, limit: CENTRE_PAGE_SIZE }),
    queryFn: async (): Promise<ReplyData['zhichuRecord']> => paged((await ccall('zhichuRecord', { page, limit: CENTRE_PAGE_SIZE })).data ?? EMPTY),
    placeholderData: (previous) => previous,
  });

/** Lower-level members (invitees). */
export const lowerLevelQuery = (page: number) =>
  queryOptions({
    queryKey: callKey('getXiajiList', { page, limit: CENTRE_PAGE_SIZE }),
    queryFn: async (): Promise<ReplyData['getXiajiList']> => paged((await ccall('getXiajiList', { page, limit: CENTRE_PAGE_SIZE })).data ?? EMPTY),
    placeholderData: (previous) => previous,
  });

/** How often the page asks our own server about an order or a binding (spec part 2 §9: every second). */
export const POLL_MS = 1000;

/**
 * The WeChat binding QR address: jiutian_login with a one-time ticket of this member (`wxBindTicket`, valid
 * `expires_in` seconds). Asked when the dialog opens, again a minute before it expires while the dialog stays open,
 * and dropped when it closes (a new dialog, a new ticket).
 */
export const bindTicketQuery = () =>
  queryOptions({
    queryKey: callKey('wxBindTicket', {}),
    queryFn: async () => {
      const reply = await ccall('wxBindTicket', {}, { quiet: true });
      if (!reply.data?.url) throw new Error(reply.msg);
      return reply.data;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data ? Math.max(60, query.state.data.expires_in - 60) * 1000 : false),
  });
