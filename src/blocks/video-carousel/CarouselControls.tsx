import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { DemoVideosItem, VideoCarouselBlock } from '../../model/schema-types.generated.ts';
import { CarouselDots } from '../../ui/CarouselDots.tsx';
import { fillMessage, useSite } from '../../ui/site-context.tsx';

interface CarouselControlsProps {
  videos: DemoVideosItem[];
  dots: number;
  texts: VideoCarouselBlock['texts'];
  index: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous, the dots, next, and the announcement of the card in place. */
export function CarouselControls({ videos, dots, texts, index, onSelect, onPrevious, onNext }: CarouselControlsProps) {
  const { language } = useSite();
  return (
    <div className="video-carousel__controls">
      <button type="button" className="icon-button" aria-label={texts.previous} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      <CarouselDots count={Math.min(dots, videos.length)} current={index} label={(n) => fillMessage(texts.goTo, { n }, language)} onSelect={onSelect} dotClassName="video-carousel__dot" />
      <button type="button" className="icon-button" aria-label={texts.next} onClick={onNext}>
        <ChevronRight aria-hidden="true" size={20} />
      </button>
      <p className="sr-only" aria-live="polite">
        {videos[index].title},{' '}
        {fillMessage(
          texts.position,
          {
            n: index + 1,
            total: videos.length,
          },
          language,
        )}
      </p>
    </div>
  );
}
