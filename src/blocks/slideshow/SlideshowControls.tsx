import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CarouselDots } from '../../ui/CarouselDots.tsx';
import { PauseButton } from '../../ui/PauseButton.tsx';
import { fillMessage, useSite } from '../../ui/site-context.tsx';

interface SlideshowControlsProps {
  count: number;
  index: number;
  regionId: string;
  onGo: (index: number) => void;
  /** The pause button, when the slideshow may play at all (not under reduced motion). */
  pause?: { paused: boolean; onToggle: () => void };
}

/** Previous, the dots, next and the pause button. */
export function SlideshowControls({ count, index, regionId, onGo, pause }: SlideshowControlsProps) {
  const { messages, language } = useSite();
  return (
    <div className="slideshow__controls">
      <button type="button" className="icon-button" onClick={() => onGo(index - 1)} aria-controls={regionId} aria-label={messages.previous}>
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      <CarouselDots count={count} current={index} label={(n) => fillMessage(messages.goToSlide, { n }, language)} onSelect={onGo} controls={regionId} />
      <button type="button" className="icon-button" onClick={() => onGo(index + 1)} aria-controls={regionId} aria-label={messages.next}>
        <ChevronRight aria-hidden="true" size={20} />
      </button>
      {pause && <PauseButton paused={pause.paused} onToggle={pause.onToggle} className="slideshow__pause" />}
    </div>
  );
}
