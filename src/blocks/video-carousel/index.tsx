import { useId, useMemo, useState, type CSSProperties, type FocusEvent } from 'react';
import { useSite } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { AnimatePresence } from '../../ui/motion.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { VideoFacade } from '../../ui/VideoFacade.tsx';
import { CarouselControls } from './CarouselControls.tsx';
import { DemoCard } from './DemoCard.tsx';
import { useViews } from './views.ts';
import type { DemoVideosItem, VideoCarouselBlock } from '../../model/schema-types.generated.ts';
import './video-carousel.css';

/**
 * Demo video cards in a carousel: previous and next wrap around, the dots jump to the first cards,
 * a card opens its video in a full-screen overlay, and each card has a view toggle whose counts
 * persist in the browser.
 */
export default function VideoCarousel({ block }: BlockProps<VideoCarouselBlock>) {
  const { videos, texts } = block;
  const { messages } = useSite();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<DemoVideosItem | null>(null);
  const defaults = useMemo(() => Object.fromEntries(videos.map((v) => [v.id, v.views])), [videos]);
  const [views, toggleView] = useViews(block.storageKey, defaults);
  const titleId = useId();
  const last = videos.length - 1;
  const previous = () => setIndex(index === 0 ? last : index - 1);
  const next = () => setIndex(index === last ? 0 : index + 1);

  // a card reached with the keyboard scrolls into place; a mouse click must not move the card it lands on
  const onCardFocus = (event: FocusEvent, cardIndex: number) => {
    if ((event.target as HTMLElement).matches(':focus-visible')) setIndex(cardIndex);
  };

  return (
    <section className="section video-carousel" id={block.id} aria-roledescription={messages.carousel} aria-labelledby={`${titleId}-heading`}>
      <div className="container">
        <header className="section-heading">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <h2 id={`${titleId}-heading`}>{block.heading}</h2>
          {block.intro && <p className="section-heading__intro">{block.intro}</p>}
        </header>
        <Swipe className="video-carousel__viewport" onNext={next} onPrevious={previous}>
          <div className="video-carousel__track" style={{ '--index': index } as CSSProperties}>
            {videos.map((video, i) => (
              <DemoCard key={video.id} video={video} position={i} total={videos.length} texts={texts} views={views} onToggleView={toggleView} onOpen={setOpen} onFocus={onCardFocus} />
            ))}
          </div>
        </Swipe>
        <CarouselControls videos={videos} dots={block.dots} texts={texts} index={index} onSelect={setIndex} onPrevious={previous} onNext={next} />
      </div>
      <AnimatePresence>
        {open && (
          <Dialog key={open.id} onClose={() => setOpen(null)} labelledBy={`${titleId}-overlay`} closeLabel={texts.close} size="video">
            <h2 id={`${titleId}-overlay`} className="dialog__title">
              {open.title}
            </h2>
            <VideoFacade videoId={open.youtubeId} title={open.title} poster={open.poster} icon={open.icon} playLabel={texts.play} missingText={texts.noVideo} startPlaying />
          </Dialog>
        )}
      </AnimatePresence>
    </section>
  );
}
