import { useRef, useState, type CSSProperties } from 'react';
import type { BlockProps } from '../../model/types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PauseButton } from '../../ui/PauseButton.tsx';
import { initials } from '../../ui/initials.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { useOnScreen, usePrefersReducedMotion } from '../../ui/use-media.ts';
import type { LogoStripBlock } from '../../model/schema-types.generated.ts';
import './logo-strip.css';

/**
 * Tool logos scrolling sideways; pauses on hover, focus or the pause button, off screen and in a hidden
 * tab, and stands still under reduced motion.
 */
export default function LogoStrip({ block }: BlockProps<LogoStripBlock>) {
  const [paused, setPaused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const moving = !reduceMotion;
  const viewport = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(viewport, false);
  const logos = (hidden: boolean) =>
    block.tools.map((tool) => (
      <li key={tool.id} className="logo-strip__item" aria-hidden={hidden || undefined}>
        <span className="logo-strip__box" title={tool.name}>
          {tool.logo ? <Icon icon={tool.logo} size={36} /> : <span className="logo-strip__initials">{initials(tool.name)}</span>}
        </span>
        <span className="logo-strip__name">{tool.name}</span>
      </li>
    ));
  return (
    <section className="section logo-strip" id={block.id}>
      <div className="container">
        <SectionHeading heading={block.heading} intro={block.intro} />
      </div>
      <div
        ref={viewport}
        className={`logo-strip__viewport${moving ? ' logo-strip__viewport--moving' : ''}${paused || !onScreen ? ' logo-strip__viewport--paused' : ''}`}
        style={{ '--logo-strip-duration': `${block.tools.length * block.secondsPerLogo}s` } as CSSProperties}
      >
        <ul className="logo-strip__track">
          {logos(false)}
          {moving && logos(true)}
        </ul>
      </div>
      {moving && (
        <div className="container logo-strip__controls">
          <PauseButton paused={paused} onToggle={() => setPaused((p) => !p)} />
        </div>
      )}
    </section>
  );
}

