import { useCallback, useEffect, useState } from 'react';
import { VideoDialog as PlayerDialog, VIDEO_PAGE_SIZE, type VideoItem as PlayerItem } from 'gaokao-ui';
import { fetchVideo, fetchVideos, type VideoItem } from '../api/home-api';

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
  const [list, setList] = useState<VideoItem[]>([]);
  const [page, setPage] = useState(1);
  const [lastPageCount, setLastPageCount] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [currentId, setCurrentId] = useState<string | undefined>(start ? String(start.videoseet_id) : undefined);

  const loadPage = useCallback(async (p: number) => {
    setLoadingMore(true);
    const items = await fetchVideos(p, PLAYLIST_PAGE).catch(() => [] as VideoItem[]);
    setList((prev) => (p === 1 ? items : [...prev, ...items.filter((i) => !prev.some((x) => x.videoseet_id === i.videoseet_id))]));
    setLastPageCount(items.length);
    setPage(p);
    setLoadingMore(false);
  }, []);

  useEffect(() => {
    if (start) void loadPage(1);
  }, [start, loadPage]);

  // A video whose address the list did not carry is completed with the detail call.
  const ensureSource = useCallback(async (id: number) => {
    const detail = await fetchVideo(id).catch(() => null);
    if (detail?.video_url) setList((prev) => prev.map((v) => (v.videoseet_id === id ? { ...v, ...detail } : v)));
  }, []);

  const videos = start && !list.some((v) => v.videoseet_id === start.videoseet_id) ? [start, ...list] : list;
  const current = videos.find((v) => String(v.videoseet_id) === currentId);
  useEffect(() => {
    if (current && !current.video_url) void ensureSource(current.videoseet_id);
  }, [current, ensureSource]);

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
      lastPageCount={lastPageCount}
      onLoadMore={() => void loadPage(page + 1)}
      loadingMore={loadingMore}
    />
  );
}
