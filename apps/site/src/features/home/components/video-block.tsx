import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { videosQuery } from '../api/queries';
import type { VideoItem } from '../api/home-api';

const HOME_VIDEOS = 6;

// The player (and the dialog library) loads when a video is chosen.
const VideoDialog = lazy(async () => ({ default: (await import('./video-dialog')).VideoDialog }));

/** Six videos on the home page; a click opens the player dialog with the playlist. */
export function VideoBlock() {
  const list = useQuery(videosQuery(1, HOME_VIDEOS));
  const videos = list.isError ? [] : (list.data ?? null);
  const [open, setOpen] = useState<VideoItem | null>(null);
  return (
    <section className="gk-card" aria-labelledby="videos-title">
      <h2 id="videos-title" className="gk-card__title">
        志愿填报讲堂
      </h2>
      {videos == null ? <p aria-busy="true">{MSG.loading}</p> : null}
      {videos && videos.length === 0 ? <p className="gk-muted">{MSG.noVideos}</p> : null}
      <ul className="gk-videos">
        {(videos ?? []).map((video) => (
          <li key={video.videoseet_id}>
            <button type="button" className="gk-video-card" onClick={() => setOpen(video)}>
              {video.imgurl ? <img src={video.imgurl} alt="" loading="lazy" width={320} height={180} /> : <span className="gk-video-card__ph" aria-hidden="true" />}
              <span>{video.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog start={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
