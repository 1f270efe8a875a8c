import { ChevronLeft, ChevronRight, Eye, ExternalLink } from 'lucide-react';
import { useId, useMemo, useState, type CSSProperties, type FocusEvent } from 'react';
import { countMessage, fillMessage, useSite } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { CarouselDots } from '../../ui/CarouselDots.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { AnimatePresence } from '../../ui/motion.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { VideoFacade } from '../../ui/VideoFacade.tsx';
import { VideoThumbnail } from '../../ui/VideoThumbnail.tsx';
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
  const { language, messages } = useSite();
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
              <div
                key={video.id}
                className="demo-card"
                role="group"
                aria-roledescription={messages.slide}
                aria-label={fillMessage(texts.position, {
                  n: i + 1,
                  total: videos.length,
                })}
              >
                <button type="button" className="demo-card__open" onClick={() => setOpen(video)} onFocus={(event) => onCardFocus(event, i)} aria-label={`${texts.play}: ${video.title}`}>
                  <VideoThumbnail poster={video.poster} icon={video.icon} hue={(i * 29 + 250) % 360} />
                </button>
                <div className="demo-card__body">
                  <h3 className="demo-card__title">{video.title}</h3>
                  <div className="demo-card__meta">
                    <button
                      type="button"
                      className="demo-card__views"
                      aria-pressed={views.viewed[video.id] === true}
                      aria-label={`${texts.markViewed}: ${video.title}`}
                      onClick={() => toggleView(video.id)}
                      onFocus={(event) => onCardFocus(event, i)}
                    >
                      <Eye aria-hidden="true" size={16} />
                      <span>
                        {countMessage(texts.views, views.counts[video.id] ?? video.views, language)}
                      </span>
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
            ))}
          </div>
        </Swipe>
        <div className="video-carousel__controls">
          <button type="button" className="icon-button" aria-label={texts.previous} onClick={previous}>
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <CarouselDots count={Math.min(block.dots, videos.length)} current={index} label={(n) => fillMessage(texts.goTo, { n })} onSelect={setIndex} dotClassName="video-carousel__dot" />
          <button type="button" className="icon-button" aria-label={texts.next} onClick={next}>
            <ChevronRight aria-hidden="true" size={20} />
          </button>
          <p className="sr-only" aria-live="polite">
            {videos[index].title},{' '}
            {fillMessage(texts.position, {
              n: index + 1,
              total: videos.length,
            })}
          </p>
        </div>
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
