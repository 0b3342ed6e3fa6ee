import { api } from '../../../lib/api';

export interface NewsItem {
  infomation_id: number;
  title: string;
  time?: string;
}

export interface VideoItem {
  videoseet_id: number;
  title: string;
  imgurl?: string;
  video_url?: string;
}

type ListPayload<T> = T[] | { data?: T[]; list?: T[] } | undefined;

function listOf<T>(payload: ListPayload<T>): T[] {
  if (Array.isArray(payload)) return payload;
  return payload?.data ?? payload?.list ?? [];
}

/** Province names offered by the server; `demo` is true when the server reports demo data. */
export async function fetchProvinces(): Promise<{ names: string[]; demo: boolean }> {
  const reply = await api.call<ListPayload<string | { province?: string; name?: string }>>('getProvince', {}, { quiet: true });
  const names = listOf(reply.data)
    .map((item) => (typeof item === 'string' ? item : (item.province ?? item.name ?? '')))
    .filter(Boolean);
  return { names, demo: isDemo(reply) };
}

function isDemo(reply: Record<string, unknown>): boolean {
  const data = reply.data as Record<string, unknown> | undefined;
  return reply.demo === true || reply.isDemo === true || (data != null && !Array.isArray(data) && data.demo === true);
}

/** Whether the signed-in user may fill in the home form (isT). */
export async function fetchFormUnlocked(): Promise<boolean> {
  const reply = await api.call<{ isT?: boolean }>('isYouxiao', {}, { quiet: true });
  return reply.data?.isT === true;
}

/** Batch options for a batch type (普通类 / 高职单招). */
export async function fetchBatches(batchType: string): Promise<string[]> {
  const reply = await api.call<{ batch_arr?: unknown[] } | unknown[]>('batchOptions', { batch_type: batchType }, { quiet: true });
  const arr = Array.isArray(reply.data) ? reply.data : (reply.data?.batch_arr ?? []);
  return arr.map((item) => (typeof item === 'string' ? item : String((item as { batch?: string }).batch ?? ''))).filter(Boolean);
}

/** Subject-group options of a batch. */
export async function fetchGroups(batch: string): Promise<string[]> {
  const reply = await api.call<unknown[] | { data?: unknown[]; group_arr?: unknown[] }>('groupOptions', { batch }, { quiet: true });
  const arr = Array.isArray(reply.data) ? reply.data : (reply.data?.group_arr ?? reply.data?.data ?? []);
  return arr
    .map((item) => (typeof item === 'string' ? item : String((item as { group_d?: string }).group_d ?? '')))
    .filter(Boolean);
}

export async function createPlan(body: {
  province: string;
  score: number;
  batch: string;
  subject: string[];
  group_d: string;
}): Promise<void> {
  await api.call('volunteerAdd', body);
}

export async function fetchNews(): Promise<NewsItem[]> {
  const reply = await api.call<ListPayload<NewsItem>>('newsList', { page: 1, limit: 12, isTuijian: 1, status: 1 }, { quiet: true });
  return listOf(reply.data);
}

export async function fetchVideos(page: number, limit: number): Promise<VideoItem[]> {
  const reply = await api.call<ListPayload<VideoItem>>('videoList', { page, limit, status: 1 }, { quiet: true });
  return listOf(reply.data);
}

export async function fetchVideo(id: number): Promise<VideoItem> {
  const reply = await api.call<VideoItem>('videoDetail', { videoseet_id: id }, { quiet: true });
  return reply.data as VideoItem;
}
