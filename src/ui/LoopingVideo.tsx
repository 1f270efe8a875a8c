import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-media.ts';

/**
 * A muted, looping, decorative video; it stays on its first frame when the visitor prefers reduced
 * motion, and steps aside (leaving the designed backdrop) when the file cannot be played.
 */
export function LoopingVideo({ src, poster, className }: { src: string; poster?: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduce = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.error) return setFailed(true); // failed before hydration, when nothing was listening yet
    video.muted = true; // a property, not the attribute: React's server rendering drops `muted`, and hydration would disagree
    if (reduce) video.pause();
    else void video.play()?.catch(() => undefined); // autoplay may be refused (older engines return no promise); the poster or backdrop stays
  }, [reduce]);
  if (failed) return null;
  return <video onError={() => setFailed(true)} ref={ref} className={className} src={src} poster={poster} loop playsInline preload="metadata" aria-hidden="true" tabIndex={-1} />;
}
