import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';

export { contactQrQuery } from '../../../lib/reference-queries';

export interface FriendLink {
  title: string;
  url: string;
}

/** Friend links (limited to 30): quiet, and they do not change while the page is open. */
export const friendLinksQuery = () =>
  queryOptions({
    ...callQuery(routes.friendUrl, { page: 1, limit: 30 }, { quiet: true }),
    select: (d): FriendLink[] => d?.data ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });
