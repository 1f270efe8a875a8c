import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../model/types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { formatNumber, useSite } from '../../ui/site-context.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { CounterBlock } from '../../model/schema-types.generated.ts';
import './counter.css';

type Phase = 'waiting' | 'counting' | 'done';

/**
 * A figure counting from 0 to its target once, when `startWhenVisible` of the section is on screen.
 * A figure already on screen when the block starts keeps the target it shows (a number never goes
 * down before the visitor's eyes). The prerendered HTML (and a browser without IntersectionObserver, or asking for reduced motion)
 * shows the final figure and the badge; with JavaScript the count waits to be seen, then framer-motion's
 * animateValue() counts with an ease-out, fast at first, settling on the target (framer's value
 * animation alone, loaded then: count.ts).
 */
export default function Counter({ block }: BlockProps<CounterBlock>) {
  const { language } = useSite();
  const section = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('done');
  const [value, setValue] = useState(block.target);

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // a figure the visitor already sees stays as it is: counting would first drop it to 0
    if (onScreen(element.querySelector('.counter__value') ?? element)) return;
    setPhase('waiting');
    setValue(0);
    let counting: { stop: () => void } | undefined;
    let stopped = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect(); // counts once
        import('./count.ts')
          .then(({ animateValue }) => {
            if (stopped) return;
            setPhase('counting');
            counting = animateValue({
              keyframes: [0, block.target],
              duration: block.durationMs,
              ease: 'easeOut',
              onUpdate: (latest) => setValue(Math.round(latest)),
              onComplete: () => setPhase('done'),
            });
          })
          .catch(() => {
            setValue(block.target);
            setPhase('done');
          });
      },
      { threshold: block.startWhenVisible },
    );
    observer.observe(element);
    return () => {
      stopped = true;
      observer.disconnect();
      counting?.stop();
      setPhase('done');
      setValue(block.target);
    };
  }, [block.target, block.durationMs, block.startWhenVisible]);

  const done = phase === 'done';
  const progress = Math.round((value / block.target) * 100);
  return (
    <section ref={section} className={`section counter counter--${phase}`} id={block.id} aria-labelledby={block.id ? `${block.id}-figure` : undefined}>
      <div className="container counter__inner">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <p className="counter__figure" id={block.id ? `${block.id}-figure` : undefined}>
          <span aria-hidden="true" className="counter__value">
            {block.prefix}
            {formatNumber(value, language)}
          </span>
          {/* screen readers read the final figure, not every step of the count */}
          <span className="sr-only">
            {block.prefix}
            {formatNumber(block.target, language)}
          </span>
          <span className="counter__caption">{block.caption}</span>
        </p>
        <div className="counter__progress" role="progressbar" aria-label={block.progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-hidden={done}>
          <span className="counter__bar" style={{ width: `${progress}%` }} />
        </div>
        {block.badge && (
          <div className="counter__badge-slot" hidden={!done}>
            <SmartLink to={block.badge.to} className="counter__badge">
              {block.badge.icon && <Icon icon={block.badge.icon} size={18} />}
              {block.badge.label}
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}

function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}
