import type { ReplyData } from 'gaokao-contract';
import { demoNoticeOf, MSG, type RealScope } from 'gaokao-domain';
import { api } from '../../../lib/api';
import { clearListRows } from '../../../lib/http';

export type NewsItem = ReplyData['newsList']['data'][number];
export type VideoItem = Partial<ReplyData['videoList']['data'][number]> & { videoseet_id: number; title: string };

/**
 * What the season data is, for the home page's notice: the season routes tag their replies with `dataset`
 * ('demo' | 'real'); the dictionary call is the cheapest one that carries it, with `real_scopes` (the province, batch and
 * group of the rows that are real in a demo set). The reply's data as it comes, like the query pages' read of it.
 */
export async function fetchDataset(): Promise<{ dataset?: unknown; real_scopes?: unknown }> {
  const reply = await api.call('dictionary', {}, { quiet: true });
  const data: unknown = reply.data;
  return data != null && typeof data === 'object' ? (data as { dataset?: unknown; real_scopes?: unknown }) : {};
}

/** The notice the home page shows for a dictionary answer: none for real data, else the 演示数据 notice naming what is real. */
export function homeDataNotice(data: { dataset?: unknown; real_scopes?: unknown }): string | null {
  if (data.dataset !== 'demo') return null;
  const scopes = Array.isArray(data.real_scopes)
    ? data.real_scopes.filter((s): s is RealScope => s != null && typeof s === 'object' && typeof (s as RealScope).province === 'string')
    : [];
  return demoNoticeOf(scopes, MSG.demoDataNotice);
}

/** Whether the user may fill in the home form (isT). */
export async function fetchFormUnlocked(): Promise<boolean> {
  const reply = await api.call('isYouxiao', {}, { quiet: true });
  return reply.data?.isT === true;
}

/** Subject-group options of a batch (in the chosen province). */
export async function fetchGroups(batch: string, province: string | undefined): Promise<string[]> {
  const reply = await api.call('batchGetgroup', { batch, province: province ?? '' }, { quiet: true });
  const data: unknown = reply.data;
  const arr: unknown[] = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (((data as Record<string, unknown>).group_arr ?? (data as Record<string, unknown>).data ?? []) as unknown[])
      : [];
  return arr
    .map((item) => (typeof item === 'string' ? item : String((item as { group_d?: unknown }).group_d ?? '')))
    .filter(Boolean);
}

/**
 * Smart fill (/api/Volunteer/add). Resolves to the rows the server would remove when the change moves an existing
 * plan with rows to another province, batch or group (it then changes nothing until `clear_list: 1` is sent), else 0.
 */
export async function createPlan(body: {
  province: string;
  score: number;
  batch: string;
  subject: string[];
  group_d: string;
  clear_list?: 1;
}): Promise<number> {
  let rows = 0;
  try {
    await api.call('volunteerAdd', body, {
      intercept: (reply) => {
        rows = clearListRows(reply) ?? 0;
        return rows > 0;
      },
    });
  } catch (error) {
    if (rows > 0) return rows;
    throw error;
  }
  return 0;
}

export async function fetchNews(): Promise<NewsItem[]> {
  const reply = await api.call('newsList', { page: 1, limit: 12, isTuijian: 1, status: 1 }, { quiet: true });
  return reply.data?.data ?? [];
}

export async function fetchVideos(page: number, limit: number): Promise<VideoItem[]> {
  const reply = await api.call('videoList', { page, limit, status: 1 }, { quiet: true });
  return reply.data?.data ?? [];
}

export async function fetchVideo(id: number): Promise<VideoItem | null> {
  const reply = await api.call('videoDetail', { videoseet_id: id }, { quiet: true });
  return reply.data ?? null;
}
