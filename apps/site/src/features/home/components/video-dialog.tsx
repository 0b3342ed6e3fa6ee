import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog } from 'gaokao-ui';
import { fetchVideo, fetchVideos, type VideoItem } from '../api/home-api';

/** Playlist page size; load-more shows only when a full page came back (spec §9). */
export const PLAYLIST_PAGE = 20;

export function VideoDialog({ start, onClose }: { start: VideoItem | null; onClose: () => void }) {
  const player = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState<VideoItem | null>(start);
  const [list, setList] = useState<VideoItem[]>([]);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);

  const loadPage = useCallback(async (p: number) => {
    const items = await fetchVideos(p, PLAYLIST_PAGE).catch(() => [] as VideoItem[]);
    setList((prev) => (p === 1 ? items : [...prev, ...items]));
    setMore(items.length === PLAYLIST_PAGE);
    setPage(p);
  }, []);

  const play = useCallback(async (item: VideoItem) => {
    setCurrent(item);
    if (!item.video_url) {
      const detail = await fetchVideo(item.videoseet_id).catch(() => null);
      if (detail) setCurrent({ ...item, ...detail });
    }
  }, []);

  useEffect(() => {
    if (!start) return;
    void play(start);
    void loadPage(1);
  }, [start, play, loadPage]);

  const close = () => {
    player.current?.pause();
    onClose();
  };

  return (
    <Dialog
      open={start != null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={current?.title ?? '视频'}
      size="xlarge"
      data-testid="video-dialog"
    >
      <div className="gk-video">
        {current?.video_url ? (
          <video
            ref={player}
            key={current.video_url}
            src={current.video_url}
            poster={current.imgurl}
            controls
            autoPlay
            className="gk-video__player"
          >
            <track kind="captions" />
          </video>
        ) : (
          <p aria-busy="true">正在加载视频…</p>
        )}
        <div className="gk-video__list" role="region" aria-label="视频列表" tabIndex={0}>
          <ul>
            {list.map((item) => (
              <li key={item.videoseet_id}>
                <button
                  type="button"
                  className="gk-link"
                  aria-current={item.videoseet_id === current?.videoseet_id ? 'true' : undefined}
                  onClick={() => void play(item)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
          {more ? (
            <Button variant="link" size="small" onClick={() => void loadPage(page + 1)}>
              加载更多
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
