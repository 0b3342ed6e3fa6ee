import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { callKey } from '../../../lib/query';
import { contactQrType } from 'gaokao-domain';

export interface FriendLink {
  title: string;
  url: string;
}

/** Friend links, limited to 30; the list is in data.data. */
export async function fetchFriendLinks(): Promise<FriendLink[]> {
  const reply = await api.call('friendUrl', { page: 1, limit: 30 }, { quiet: true });
  return reply.data?.data ?? [];
}

/** The customer-service QR for today, or undefined when none is returned. */
export async function fetchContactQr(today: Date): Promise<string | undefined> {
  const reply = await api.call('contantUser', { page: 1, limit: 2, status: 1, type: contactQrType(today) }, { quiet: true });
  return reply.data?.[0]?.ercode || undefined;
}

/** Friend links: quiet, and they do not change while the page is open. */
export const friendLinksQuery = () =>
  queryOptions({ queryKey: callKey('friendUrl', { page: 1, limit: 30 }), queryFn: fetchFriendLinks, staleTime: Number.POSITIVE_INFINITY });

/** Today's customer-service QR (the type alternates by day, so the day is in the key). */
export const contactQrQuery = (today: Date) =>
  queryOptions({
    queryKey: callKey('contantUser', { page: 1, limit: 2, status: 1, type: contactQrType(today) }),
    queryFn: () => fetchContactQr(today),
    staleTime: Number.POSITIVE_INFINITY,
  });
