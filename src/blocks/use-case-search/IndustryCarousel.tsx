import { ArrowRight } from 'lucide-react';
import { useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { IndustryRef } from '../../industry/model.ts';
import { normalizeTerm } from '../../search/text.ts';
import { PauseButton } from '../../ui/PauseButton.tsx';
import { countMessage, useSite } from '../../ui/site-context.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { Swipe } from '../../ui/Swipe.tsx';
import { useOnScreen, usePrefersReducedMotion } from '../../ui/use-media.ts';
import { useCarouselQuery } from './carousel-query.ts';
import type { UseCaseSearchBlock } from './types.ts';

/** Matches an industry card when every word of the query is in its name, summary or technologies. */
export function industryMatches(industry: IndustryRef, query: string): boolean {
  const words = normalizeTerm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeTerm([industry.name, industry.summary, ...industry.technologies].join(' '));
  return words.every((word) => text.includes(word));
}

/**
 * Industry cards, filtered by the search box's query, scrolling sideways (one card every few seconds), pausing on hover, focus or its button,
 * off screen and in a hidden tab; still under reduced motion.
 */
export function IndustryCarousel({ industries, texts }: { industries: IndustryRef[]; texts: UseCaseSearchBlock['carousel'] }) {
  const query = useCarouselQuery();
  const { language } = useSite();
  const shown = useMemo(() => industries.filter((i) => industryMatches(i, query)), [industries, query]);
  const reduceMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // cards moved by swipes: the scrolling animation is shifted by that many cards, wrapping as it does
  const [shift, setShift] = useState(0);
  const moving = !reduceMotion && shown.length > 2;
  const section = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(section);
  const headingId = useId();
  const card = (industry: IndustryRef, copy: boolean) => (
    <li key={`${industry.slug}${copy ? '-copy' : ''}`} className="industry-card" aria-hidden={copy || undefined}>
      <SmartLink to={industry.route} className="industry-card__link" tabIndex={copy ? -1 : undefined}>
        <span className="industry-card__name">{industry.name}</span>
        <span className="industry-card__summary">{industry.summary}</span>
        <span className="industry-card__tech">
          {industry.technologies.map((name) => (
            <span key={name} className="tag">
              {name}
            </span>
          ))}
        </span>
        <span className="industry-card__explore">
          {texts.explore} <ArrowRight aria-hidden="true" size={16} />
        </span>
      </SmartLink>
    </li>
  );
  const track = (
    <ul className="industry-carousel__track">
      {shown.map((industry) => card(industry, false))}
      {moving && shown.map((industry) => card(industry, true))}
    </ul>
  );
  return (
    <section ref={section} className="industry-carousel" aria-labelledby={headingId}>
      <div className="container industry-carousel__header">
        <h2 id={headingId}>{texts.heading}</h2>
        <p className="industry-carousel__count" role="status">
          {shown.length === 0 ? texts.none : countMessage(texts.showing, shown.length, language)}
        </p>
        {moving && <PauseButton paused={paused} onToggle={() => setPaused((p) => !p)} />}
      </div>
      {shown.length > 0 && (
        <div
          className={`industry-carousel__viewport${moving ? ' industry-carousel__viewport--moving' : ''}${paused || !onScreen ? ' industry-carousel__viewport--paused' : ''}`}
          style={
            {
              '--card-width': `${texts.cardWidth}px`,
              '--carousel-duration': `${shown.length * texts.secondsPerCard}s`,
              '--carousel-shift': `${-shift * texts.secondsPerCard}s`,
            } as CSSProperties
          }
        >
          {moving ? (
            // still (reduced motion, two cards or fewer) the row scrolls natively under the finger
            <Swipe onNext={() => setShift((n) => n + 1)} onPrevious={() => setShift((n) => n - 1)}>
              {track}
            </Swipe>
          ) : (
            track
          )}
        </div>
      )}
    </section>
  );
}
