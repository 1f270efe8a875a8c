import { useState } from 'react';
import type { IconData } from '../model/types.ts';
import type { ImageData } from '../model/values.ts';
import { MediaPlaceholder } from './MediaPlaceholder.tsx';
import { VideoThumbnail } from './VideoThumbnail.tsx';
import './video-facade.css';

export interface VideoFacadeProps {
  /** YouTube video id; without it, a designed placeholder says `missingText`. */
  videoId?: string;
  title: string;
  /** Local poster image (under public/); the platform's own thumbnails would be a request before any click. */
  poster?: ImageData;
  icon?: IconData;
  playLabel: string;
  missingText: string;
  muted?: boolean;
  /** Start again at the end (YouTube loops a single video only as a one-item playlist). */
  loop?: boolean;
  /** Play at once, for players opened by a click (an overlay): that click was the visitor's request. */
  startPlaying?: boolean;
}

/**
 * The one video player of the site: a poster and a play button until the visitor asks for the video,
 * then the privacy-enhanced embed, autoplaying (muted when asked), without related videos. Nothing is
 * requested from the video platform before that click.
 */
export function VideoFacade({ videoId, title, poster, icon, playLabel, missingText, muted = false, loop = false, startPlaying = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(startPlaying);
  if (!videoId) return <MediaPlaceholder icon={icon} label={`${title}: ${missingText}`} caption={missingText} className="video-facade" />;
  if (playing) {
    const params = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1', ...(muted ? { mute: '1' } : {}), ...(loop ? { loop: '1', playlist: videoId } : {}) });
    return (
      <div className="video-facade">
        <iframe
          className="video-facade__frame"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button type="button" className="video-facade video-facade__poster" onClick={() => setPlaying(true)} aria-label={`${playLabel}: ${title}`}>
      <VideoThumbnail poster={poster} icon={icon} />
    </button>
  );
}
