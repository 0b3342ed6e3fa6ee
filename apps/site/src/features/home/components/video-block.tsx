import { useEffect, useState } from 'react';
import { fetchVideos, type VideoItem } from '../api/home-api';
import { VideoDialog } from './video-dialog';

/** Six videos on the home page; a click opens the player dialog with the playlist. */
export function VideoBlock() {
  const [videos, setVideos] = useState<VideoItem[] | null>(null);
  const [open, setOpen] = useState<VideoItem | null>(null);
  useEffect(() => {
    let live = true;
    fetchVideos(1, 6).then(
      (list) => live && setVideos(list),
      () => live && setVideos([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="gk-card" aria-labelledby="videos-title">
      <h2 id="videos-title" className="gk-card__title">
        志愿填报讲堂
      </h2>
      {videos == null ? <p aria-busy="true">加载中…</p> : null}
      {videos && videos.length === 0 ? <p className="gk-muted">暂无视频</p> : null}
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
      {open ? <VideoDialog start={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
