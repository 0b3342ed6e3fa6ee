import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { EmptyState, EndOfList } from '../empty-state/empty-state';
import { item as itemClass, layout, list, more, nowPlaying, player, playlist } from './video-dialog.css';

/** Playlist page size in the dialog. */
export const VIDEO_PAGE_SIZE = 20;

/** The load-more link shows only when the last page came back full (exactly 20), as the spec says. */
export function canLoadMoreVideos(lastPageCount: number, pageSize = VIDEO_PAGE_SIZE): boolean {
  return lastPageCount === pageSize;
}

export type VideoItem = { id: string; title: string; src: string; poster?: string };

export type VideoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog title, e.g. 志愿填报讲座. */
  title: string;
  videos: readonly VideoItem[];
  /** The playing video; the first one when omitted. */
  currentId?: string;
  onCurrentChange?: (id: string) => void;
  /** How many videos the last page returned; decides the load-more link. */
  lastPageCount: number;
  onLoadMore: () => void;
  loadingMore?: boolean;
};

/** A video player with a scrollable playlist (20 per page, load more); picking an item switches the source, closing pauses. */
export function VideoDialog({
  open,
  onOpenChange,
  title,
  videos,
  currentId,
  onCurrentChange,
  lastPageCount,
  onLoadMore,
  loadingMore = false,
}: VideoDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [innerId, setInnerId] = useState<string | undefined>(undefined);
  const activeId = currentId ?? innerId ?? videos[0]?.id;
  const active = videos.find((v) => v.id === activeId) ?? videos[0];

  const close = (next: boolean) => {
    if (!next) videoRef.current?.pause();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} size="xlarge">
      {videos.length === 0 || !active ? (
        <EmptyState />
      ) : (
        <div className={layout}>
          <div>
            <video
              ref={videoRef}
              className={player}
              src={active.src}
              poster={active.poster}
              controls
              preload="none"
              playsInline
              aria-label={active.title}
              data-testid="video-player"
            />
            <p className={nowPlaying}>{active.title}</p>
          </div>
          <nav className={playlist} aria-label="视频列表">
            <ul className={list}>
              {videos.map((video) => (
                <li key={video.id}>
                  <button
                    type="button"
                    className={itemClass}
                    aria-current={video.id === active.id ? 'true' : undefined}
                    onClick={() => {
                      if (video.id === active.id) return;
                      videoRef.current?.pause();
                      if (currentId === undefined) setInnerId(video.id);
                      onCurrentChange?.(video.id);
                    }}
                  >
                    {video.title}
                  </button>
                </li>
              ))}
            </ul>
            <div className={more}>
              {canLoadMoreVideos(lastPageCount) ? (
                <Button variant="link" size="small" loading={loadingMore} loadingLabel="加载中…" onClick={onLoadMore}>
                  加载更多
                </Button>
              ) : (
                <EndOfList />
              )}
            </div>
          </nav>
        </div>
      )}
    </Dialog>
  );
}
