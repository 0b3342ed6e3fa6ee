import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { VideoDialog as PlayerDialog, VIDEO_PAGE_SIZE, type VideoItem as PlayerItem } from 'gaokao-ui';
import type { VideoItem } from '../api/home-api';
import { playlistQuery, videoQuery } from '../api/queries';

/** Playlist page size; load-more shows only when a full page came back (spec §9). */
export const PLAYLIST_PAGE = VIDEO_PAGE_SIZE;

const toPlayer = (v: VideoItem): PlayerItem => ({
  id: String(v.videoseet_id),
  title: v.title,
  src: v.video_url ?? '',
  ...(v.imgurl ? { poster: v.imgurl } : {}),
});

/** The home page's video player: gaokao-ui's VideoDialog fed by the VideoSeet calls (list pages of 20, detail). */
export function VideoDialog({ start, onClose }: { start: VideoItem | null; onClose: () => void }) {
  const [currentId, setCurrentId] = useState<string | undefined>(start ? String(start.videoseet_id) : undefined);
  const playlist = useInfiniteQuery({ ...playlistQuery(PLAYLIST_PAGE), enabled: start != null });
  const pages = playlist.data?.pages;
  const list = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flat().filter((v) => !seen.has(v.videoseet_id) && seen.add(v.videoseet_id));
  }, [pages]);

  const listed = start && !list.some((v) => v.videoseet_id === start.videoseet_id) ? [start, ...list] : list;
  const current = listed.find((v) => String(v.videoseet_id) === currentId);
  // A video whose address the list did not carry is completed with the detail call.
  const detail = useQuery({ ...videoQuery(current?.videoseet_id ?? 0), enabled: current != null && !current.video_url });
  const videos = detail.data?.video_url ? listed.map((v) => (v.videoseet_id === detail.data?.videoseet_id ? { ...v, ...detail.data } : v)) : listed;

  return (
    <PlayerDialog
      open={start != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={current?.title ?? start?.title ?? '视频'}
      videos={videos.map(toPlayer)}
      currentId={currentId}
      onCurrentChange={setCurrentId}
      lastPageCount={pages?.at(-1)?.length ?? 0}
      onLoadMore={() => void playlist.fetchNextPage()}
      loadingMore={playlist.isFetching}
    />
  );
}
