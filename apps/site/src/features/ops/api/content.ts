import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OPS_CONTACT_UPLOAD_PATH, OPS_VIDEO_UPLOAD_PATH, type OpsContact, type OpsVideo } from 'gaokao-contract';
import { call, routes, type Route } from '../../../lib/api';
import { callKey, callQuery } from '../../../lib/query';
import { VIDEOS_PAGE_SIZE } from '../model/filters';
import { sendFile } from './upload';

/** Every friendship link (shown and hidden) in the footer's order. */
export const linksQuery = () => callQuery(routes.opsLinks, {});

/** The contact QR the footer shows for type 1 (even days) and type 2 (odd days). */
export const contactsQuery = () => callQuery(routes.opsContacts, {});

/** One page of videos (shown and hidden), newest first. */
export const videosQuery = (page: number) => callQuery(routes.opsVideos, { page, limit: VIDEOS_PAGE_SIZE });

/** What a change makes stale: its list and the audit log. */
function invalidate(client: QueryClient, ...paths: Route[]): Promise<void> {
  const stale: Route[] = [...paths, routes.opsAudit];
  return Promise.all(stale.map((p) => client.invalidateQueries({ queryKey: callKey(p) }))).then(() => undefined);
}

/** 保存 a link: a new one (no id) or the link's new name, address, order and visibility. */
export function useSaveLink() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsLinkSave),
    mutationFn: async (input: { friend_url_id?: number; title: string; url: string; sort: number; status: 0 | 1 }) =>
      (
        await call(routes.opsLinkSave, {
          ...(input.friend_url_id ? { friend_url_id: input.friend_url_id } : {}),
          title: input.title.trim(),
          url: input.url.trim(),
          sort: input.sort,
          status: input.status,
        })
      ).data,
    onSettled: () => invalidate(client, routes.opsLinks),
  });
}

/** 删除 a link. */
export function useDeleteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsLinkDelete),
    mutationFn: async (id: number) => (await call(routes.opsLinkDelete, { friend_url_id: id })).status === 200,
    onSettled: () => invalidate(client, routes.opsLinks),
  });
}

/** 更换二维码: the image replaces the QR of its type (the answer's status is 400 with the reason when refused). */
export function useReplaceContact(onProgress: (share: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [OPS_CONTACT_UPLOAD_PATH],
    mutationFn: (input: { type: 1 | 2; file: File }) => sendFile<OpsContact>(`${OPS_CONTACT_UPLOAD_PATH}?type=${input.type}`, input.file, onProgress),
    onSettled: () => invalidate(client, routes.opsContacts),
  });
}

/** 上传视频 with its title; listed on the home page at once. */
export function useUploadVideo(onProgress: (share: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [OPS_VIDEO_UPLOAD_PATH],
    mutationFn: (input: { title: string; file: File }) => sendFile<OpsVideo>(`${OPS_VIDEO_UPLOAD_PATH}?title=${encodeURIComponent(input.title.trim())}`, input.file, onProgress),
    onSettled: () => invalidate(client, routes.opsVideos),
  });
}

/** 保存 a video's title and whether the home page lists it. */
export function useSaveVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsVideoSave),
    mutationFn: async (input: { videoseet_id: number; title: string; status: 0 | 1; sort: number }) => (await call(routes.opsVideoSave, { ...input, title: input.title.trim() })).data,
    onSettled: () => invalidate(client, routes.opsVideos),
  });
}

/** 删除 a video (and its uploaded file). */
export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsVideoDelete),
    mutationFn: async (id: number) => (await call(routes.opsVideoDelete, { videoseet_id: id })).status === 200,
    onSettled: () => invalidate(client, routes.opsVideos),
  });
}
