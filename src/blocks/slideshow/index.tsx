import { useId } from 'react';
import { fillMessage, useSite } from '../../ui/site-context.tsx';
import type { BlockProps } from '../../model/types.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { Slide } from './Slide.tsx';
import { SlideshowControls } from './SlideshowControls.tsx';
import { useSlideshow } from './use-slideshow.ts';
import type { SlideshowBlock } from '../../model/schema-types.generated.ts';
import './slideshow.css';

/**
 * Advances every `intervalMs`, cyclically. Stops while hovered or focused, when paused with its button,
 * off screen and in a hidden tab, and does not advance at all when the visitor prefers reduced motion.
 */
export default function Slideshow({ block }: BlockProps<SlideshowBlock>) {
  const { messages, language } = useSite();
  const count = block.slides.length;
  const { index, go, advanced, autoplay, reduceMotion, pausedByUser, togglePause, frameProps } = useSlideshow(count, block.intervalMs);
  const regionId = useId();
  const label = fillMessage(messages.slideOf, { n: index + 1, total: count }, language);

  return (
    <section className="section slideshow" id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <div className="container">
        <SectionHeading id={block.id} heading={block.heading} intro={block.intro} />
        <div className="slideshow__frame" aria-roledescription={messages.carousel} aria-label={block.heading} {...frameProps}>
          <Swipe onNext={() => go(index + 1)} onPrevious={() => go(index - 1)}>
            <div className="slideshow__viewport" id={regionId} aria-live={autoplay ? 'off' : 'polite'} data-index={index}>
              {/* a new key per slide: the CSS fade-in plays for each (never for the prerendered first one) */}
              <Slide key={index} slide={block.slides[index]} index={index} advanced={advanced} roleDescription={messages.slide} label={label} />
            </div>
          </Swipe>
          {count > 1 && <SlideshowControls count={count} index={index} regionId={regionId} onGo={go} pause={reduceMotion ? undefined : { paused: pausedByUser, onToggle: togglePause }} />}
        </div>
      </div>
    </section>
  );
}
