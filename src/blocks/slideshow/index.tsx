import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fillMessage, useSite } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { CarouselDots } from '../../ui/CarouselDots.tsx';
import { MediaPlaceholder } from '../../ui/MediaPlaceholder.tsx';
import { PauseButton } from '../../ui/PauseButton.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { useOnScreen, usePrefersReducedMotion } from '../../ui/use-media.ts';
import type { SlideshowBlock } from '../../model/schema-types.generated.ts';
import './slideshow.css';

/**
 * Advances every `intervalMs`, cyclically. Stops while hovered or focused, when paused with its button,
 * off screen and in a hidden tab, and does not advance at all when the visitor prefers reduced motion.
 */
export default function Slideshow({ block }: BlockProps<SlideshowBlock>) {
  const { messages } = useSite();
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionId = useId();
  const count = block.slides.length;
  const autoplay = count > 1 && !reduceMotion && !pausedByUser;
  const frame = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(frame);
  const running = autoplay && !hovered && !focused && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), block.intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, block.intervalMs]);

  // once the slideshow has moved, every slide (the first one too) fades in
  const [advanced, setAdvanced] = useState(false);
  useEffect(() => {
    if (index !== 0) setAdvanced(true);
  }, [index]);
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const slide = block.slides[index];
  const label = fillMessage(messages.slideOf, { n: index + 1, total: count });

  return (
    <section className="section slideshow" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container">
        <SectionHeading id={block.id} heading={block.heading} intro={block.intro} />
        <div
          ref={frame}
          className="slideshow__frame"
          aria-roledescription={messages.carousel}
          aria-label={block.heading}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <Swipe onNext={() => go(index + 1)} onPrevious={() => go(index - 1)}>
            <div className="slideshow__viewport" id={regionId} aria-live={autoplay ? 'off' : 'polite'} data-index={index}>
              {/* a new key per slide: the CSS fade-in plays for each (never for the prerendered first one) */}
              <div
                key={index}
                className={index === 0 && !advanced ? 'slideshow__slide' : 'slideshow__slide slideshow__slide--enter'}
                role="group"
                aria-roledescription={messages.slide}
                aria-label={label}
              >
                <figure className="slideshow__figure">
                  <div className="slideshow__media">
                    {slide.image ? (
                      <img src={slide.image.src} alt={slide.image.alt} width={slide.image.width} height={slide.image.height} loading={index === 0 ? 'lazy' : 'eager'} decoding="async" />
                    ) : (
                      <MediaPlaceholder caption={slide.caption} label={slide.caption} className="slideshow__placeholder" />
                    )}
                  </div>
                  <figcaption className="slideshow__caption">
                    <strong>{slide.caption}</strong>
                    {slide.text && <span>{slide.text}</span>}
                  </figcaption>
                </figure>
              </div>
            </div>
          </Swipe>
          {count > 1 && (
            <div className="slideshow__controls">
              <button type="button" className="icon-button" onClick={() => go(index - 1)} aria-controls={regionId} aria-label={messages.previous}>
                <ChevronLeft aria-hidden="true" size={20} />
              </button>
              <CarouselDots count={count} current={index} label={(n) => fillMessage(messages.goToSlide, { n })} onSelect={go} controls={regionId} />
              <button type="button" className="icon-button" onClick={() => go(index + 1)} aria-controls={regionId} aria-label={messages.next}>
                <ChevronRight aria-hidden="true" size={20} />
              </button>
              {!reduceMotion && <PauseButton paused={pausedByUser} onToggle={() => setPausedByUser((p) => !p)} className="slideshow__pause" />}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
