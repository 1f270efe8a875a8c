import { Eye, ExternalLink } from 'lucide-react';
import type { FocusEvent } from 'react';
import type { DemoVideosItem, VideoCarouselBlock } from '../../model/schema-types.generated.ts';
import { countMessage, fillMessage, useSite } from '../../ui/site-context.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { VideoThumbnail } from '../../ui/VideoThumbnail.tsx';
import type { ViewState } from './views.ts';

interface DemoCardProps {
  video: DemoVideosItem;
  position: number;
  total: number;
  texts: VideoCarouselBlock['texts'];
  views: ViewState;
  onToggleView: (id: string) => void;
  onOpen: (video: DemoVideosItem) => void;
  onFocus: (event: FocusEvent, position: number) => void;
}

/** One card of the carousel: its thumbnail opens the video, its eye button marks it viewed. */
export function DemoCard({ video, position, total, texts, views, onToggleView, onOpen, onFocus }: DemoCardProps) {
  const { language, messages } = useSite();
  return (
    <div
      className="demo-card"
      role="group"
      aria-roledescription={messages.slide}
      aria-label={fillMessage(
        texts.position,
        {
          n: position + 1,
          total,
        },
        language,
      )}
    >
      <button type="button" className="demo-card__open" onClick={() => onOpen(video)} onFocus={(event) => onFocus(event, position)} aria-label={`${texts.play}: ${video.title}`}>
        <VideoThumbnail poster={video.poster} icon={video.icon} hue={(position * 29 + 250) % 360} />
      </button>
      <div className="demo-card__body">
        <h3 className="demo-card__title">{video.title}</h3>
        <div className="demo-card__meta">
          <button
            type="button"
            className="demo-card__views"
            aria-pressed={views.viewed[video.id] === true}
            aria-label={`${texts.markViewed}: ${video.title}`}
            onClick={() => onToggleView(video.id)}
            onFocus={(event) => onFocus(event, position)}
          >
            <Eye aria-hidden="true" size={16} />
            <span>{countMessage(texts.views, views.counts[video.id] ?? video.views, language)}</span>
          </button>
          {video.postUrl && (
            <SmartLink to={video.postUrl} className="demo-card__post">
              {texts.post}
              <ExternalLink aria-hidden="true" size={14} />
            </SmartLink>
          )}
        </div>
      </div>
    </div>
  );
}
