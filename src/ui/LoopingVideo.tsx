import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-media.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A screen narrow enough for the lighter copy of a video (a phone, a small tablet upright). */
export const PHONE_SCREEN_QUERY = '(max-width: 47.99rem)';

/** The visitor asked their browser to save data. */
const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * A muted, looping, decorative video. It never competes with the page: nothing of it is fetched until
 * the page has loaded (`preload="none"`, played from the load event on), and never when the visitor
 * prefers reduced motion or saves data; whatever is behind it (a poster image, the designed backdrop)
 * shows meanwhile, and stays when the file cannot be played. On a narrow screen `phoneSrc`, a lighter
 * copy, is played instead (chosen before anything is fetched).
 *
 * The element is written as HTML, not by React, so that the prerendered page carries `muted` (React
 * renders it as a property only, and a browser may refuse to autoplay a video its HTML does not mute).
 */
export function LoopingVideo({ src, phoneSrc, className }: { src: string; phoneSrc?: string; className?: string }) {
  const holder = useRef<HTMLSpanElement>(null);
  const reduce = usePrefersReducedMotion(); // the effect runs again when the preference changes
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = holder.current?.querySelector('video');
    if (!video) return;
    const fail = () => setFailed(true);
    if (video.error) return fail(); // failed before hydration, when nothing was listening yet
    video.addEventListener('error', fail);
    video.muted = true;
    let cancelled = false;
    const play = () => {
      if (cancelled) return;
      const phone = video.dataset.phoneSrc;
      if (phone && window.matchMedia(PHONE_SCREEN_QUERY).matches && video.getAttribute('src') !== phone) video.setAttribute('src', phone);
      void video.play()?.catch(() => undefined); // autoplay may be refused: what is behind it stays
    };
    // after the next frame is painted: the poster (the first screen's largest paint) is on screen before the video's bytes compete with anything
    const playAfterPaint = () => requestAnimationFrame(() => setTimeout(play, 0));
    // read now, not from `reduce`: at hydration the hook still answers the prerender's assumption
    const wanted = !window.matchMedia('(prefers-reduced-motion: reduce)').matches && !savesData();
    if (!wanted) {
      if (!video.paused) video.pause(); // on a video never played, pause() would start loading it
    }
    else if (document.readyState === 'complete') playAfterPaint();
    else window.addEventListener('load', playAfterPaint, { once: true });
    return () => {
      cancelled = true;
      video.removeEventListener('error', fail);
      window.removeEventListener('load', playAfterPaint);
    };
  }, [reduce]);
  if (failed) return null;
  const html = `<video${className ? ` class="${escapeAttribute(className)}"` : ''} src="${escapeAttribute(src)}"${phoneSrc ? ` data-phone-src="${escapeAttribute(phoneSrc)}"` : ''} muted loop playsinline preload="none" aria-hidden="true" tabindex="-1"></video>`;
  return <span ref={holder} className="looping-video" dangerouslySetInnerHTML={{ __html: html }} />;
}
