import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { VideoLibraryBlock } from '../../model/schema-types.generated.ts';
import { arrowStep } from '../../ui/direction.ts';
import { fillMessage, useSite } from '../../ui/site-context.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { VideoFacade } from '../../ui/VideoFacade.tsx';

interface LibraryPlayerProps {
  videos: VideoLibraryBlock['videos'];
  texts: VideoLibraryBlock['texts'];
  current: number;
  titleId: string;
  /** Moves to the video `by` places further, wrapping at both ends. */
  onStep: (by: number) => void;
}

/** The player in the dialog: the video, previous and next (also by swiping and with the arrow keys), and the position. */
export function LibraryPlayer({ videos, texts, current, titleId, onStep }: LibraryPlayerProps) {
  const video = videos[current];
  const { language } = useSite();
  // ArrowRight is next, ArrowLeft previous; the other way round where the player reads right to left
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, event.currentTarget);
    if (step === undefined) return;
    event.preventDefault();
    onStep(step);
  };

  return (
    <Swipe className="library-player" onNext={() => onStep(1)} onPrevious={() => onStep(-1)}>
      <div onKeyDown={onKeyDown}>
        <p className="library-card__category">{video.category}</p>
        <h2 id={titleId} className="dialog__title">
          {video.title}
        </h2>
        <VideoFacade key={video.id} videoId={video.youtubeId} title={video.title} poster={video.thumbnail} icon={video.icon} playLabel={texts.play} missingText={texts.noVideo} startPlaying />
        <p className="library-player__description">{video.description}</p>
        <div className="library-player__nav">
          <button type="button" className="button button--secondary" onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden="true" size={18} />
            {texts.previous}
          </button>
          <p className="library-player__position" aria-live="polite">
            {fillMessage(
              texts.position,
              {
                n: current + 1,
                total: videos.length,
              },
              language,
            )}
          </p>
          <button type="button" className="button button--secondary" onClick={() => onStep(1)}>
            {texts.next}
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </div>
      </div>
    </Swipe>
  );
}
