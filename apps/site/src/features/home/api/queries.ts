import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { batchLineHint } from 'gaokao-domain';
import { routes } from '../../../lib/api';
import { callPagesQuery, callQuery } from '../../../lib/query';
import type { VideoItem } from './home-api';

export { batchesQuery, provincesQuery } from '../../../lib/reference-queries';

/**
 * What the home page reads, each the call's one query (`callQuery`: key and data from the contract) shaped with
 * `select`. All of them are quiet.
 */
const forever = Number.POSITIVE_INFINITY;
const quiet = { quiet: true } as const;

/**
 * What the season data is (the dictionary's `dataset` and `real_scopes`; the query pages read its lists from the same
 * entry); `homeDataNotice` words it.
 */
export const datasetQuery = () => queryOptions({ ...callQuery(routes.dictionary, {}, quiet), select: (d) => d ?? {}, staleTime: forever });

/** Whether the form is open to this member (isT): the answer depends on who asks, so the member is part of the key. */
export const formUnlockedQuery = (member: number | null) =>
  queryOptions({ ...callQuery(routes.isYouxiao, {}, { ...quiet, scope: member }), select: (d) => d?.isT === true });

/** Subject-group options of a batch (in the chosen province). */
export const groupsQuery = (batch: string, province: string | undefined) =>
  queryOptions({
    ...callQuery(routes.batchGetgroup, { batch, province: province ?? '' }, quiet),
    select: (d) => (d ?? []).filter(Boolean),
    enabled: batch !== '',
    staleTime: forever,
  });

/**
 * The 批次线 hint under the form's group (issue 27): the province's latest published 批次线 with its year, from the
 * rows /OmitData shows (the omitDataLine call), else its latest generated one labelled 演示数据; null without one.
 */
export const batchLineHintQuery = (province: string, group: string) =>
  queryOptions({
    ...callQuery(routes.omitDataLine, { province, group_d: group }, quiet),
    select: (d) => batchLineHint(d ?? [], province),
    enabled: province !== '' && group !== '',
    staleTime: forever,
  });

/** The 12 recommended news items. */
export const newsQuery = () =>
  queryOptions({ ...callQuery(routes.newsList, { page: 1, limit: 12, isTuijian: 1, status: 1 }, quiet), select: (d) => d?.data ?? [] });

/** One page of videos (the home block's six). */
export const videosQuery = (page: number, limit: number) =>
  queryOptions({ ...callQuery(routes.videoList, { page, limit, status: 1 }, quiet), select: (d): VideoItem[] => d?.data ?? [] });

/** The player's playlist, `limit` a page; a next page is offered only after a full one (spec §9). */
export const playlistQuery = (limit: number) =>
  infiniteQueryOptions({
    ...callPagesQuery(routes.videoList, { limit, status: 1 }, (last, page) => ((last?.data.length ?? 0) >= limit ? page + 1 : undefined), quiet),
    select: (d) => ({ ...d, pages: d.pages.map((p): VideoItem[] => p?.data ?? []) }),
  });

/** A video's detail, for one whose address the list did not carry. */
export const videoQuery = (id: number) => queryOptions({ ...callQuery(routes.videoDetail, { videoseet_id: id }, quiet), select: (d): VideoItem | null => d });
