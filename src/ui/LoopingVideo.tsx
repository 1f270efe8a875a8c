import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from './use-media.ts';

/** A muted, looping, decorative video; it stays on its first frame when the visitor prefers reduced motion. */
export function LoopingVideo({ src, poster, className }: { src: string; poster?: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduce = usePrefersReducedMotion();
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduce) video.pause();
    else void video.play().catch(() => undefined); // autoplay may be refused; the poster or backdrop stays
  }, [reduce]);
  return <video ref={ref} className={className} src={src} poster={poster} muted loop playsInline preload="metadata" aria-hidden="true" tabIndex={-1} />;
}
