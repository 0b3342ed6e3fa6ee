import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callKey } from '../../../lib/query';
import { fetchDataset, fetchFormUnlocked, fetchGroups, fetchNews, fetchVideo, fetchVideos } from './home-api';

export { batchesQuery, provincesQuery } from '../../../lib/reference-queries';

/** One `queryOptions` per call the home page reads, keyed by call name and input (`callKey`). All of them are quiet. */

/** What the season data is (the dictionary's `dataset` and `real_scopes`); `homeDataNotice` words it. */
export const datasetQuery = () =>
  queryOptions({ queryKey: callKey('dictionary', {}), queryFn: fetchDataset, staleTime: Number.POSITIVE_INFINITY });

/** Whether the form is open to this member: the answer depends on who asks, so the member is part of the key. */
export const formUnlockedQuery = (member: number | null) =>
  queryOptions({ queryKey: [...callKey('isYouxiao', {}), member] as const, queryFn: fetchFormUnlocked });

export const groupsQuery = (batch: string, province: string | undefined) =>
  queryOptions({
    queryKey: callKey('batchGetgroup', { batch, province: province ?? '' }),
    queryFn: () => fetchGroups(batch, province),
    enabled: batch !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The 12 recommended news items. */
export const newsQuery = () => queryOptions({ queryKey: callKey('newsList', { page: 1, limit: 12, isTuijian: 1, status: 1 }), queryFn: fetchNews });

/** One page of videos (the home block's six). */
export const videosQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: callKey('videoList', { page, limit, status: 1 }), queryFn: () => fetchVideos(page, limit) });

/** The player's playlist, `limit` a page; a next page is offered only after a full one (spec §9). */
export const playlistQuery = (limit: number) =>
  infiniteQueryOptions({
    queryKey: callKey('videoList', { limit, status: 1 }),
    queryFn: ({ pageParam }) => fetchVideos(pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.length >= limit ? lastPage + 1 : undefined),
  });

/** A video's detail, for one whose address the list did not carry. */
export const videoQuery = (id: number) => queryOptions({ queryKey: callKey('videoDetail', { videoseet_id: id }), queryFn: () => fetchVideo(id) });
