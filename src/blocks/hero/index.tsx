import { ChevronDown } from 'lucide-react';
import type { BlockProps } from '../../model/types.ts';
import { StatusChip } from '../../industry/StatusChip.tsx';
import { Actions } from '../../ui/Actions.tsx';
import { LoopingVideo } from '../../ui/LoopingVideo.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { useSessionIntro } from '../../ui/session-intro.ts';
import type { ResolvedHero } from './types.ts';
import './hero.css';

export default function Hero({ block }: BlockProps<ResolvedHero>) {
  const { background } = block;
  const intro = useSessionIntro(block.introOncePerSession);
  return (
    <section className={`hero hero--${block.height}`} id={block.id}>
      <div className="hero__backdrop" aria-hidden="true">
        {/* the poster paints first (it is often the first screen's largest element); the video plays over it once the page has loaded */}
        {background?.poster && <Picture className="hero__media" image={background.poster} alt="" sizes="100vw" place="lcp" />}
        {background?.video && <LoopingVideo className="hero__media" src={background.video} phoneSrc={background.phoneVideo} />}
        <div className="hero__shade" />
      </div>
      <div className="hero__content container">
        {block.status && <StatusChip status={block.status} />}
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h1 className="hero__title" {...intro} suppressHydrationWarning>
          {block.title}
        </h1>
        {block.subtitle && <p className="hero__subtitle">{block.subtitle}</p>}
        {block.description && <p className="hero__description">{block.description}</p>}
        <Actions actions={block.actions} className="hero__actions" />
      </div>
      {block.scrollCue && (
        <p className="hero__cue">
          {block.scrollCue}
          <ChevronDown aria-hidden="true" className="hero__cue-icon" />
        </p>
      )}
    </section>
  );
}
