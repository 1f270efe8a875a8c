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
 * prefers reduced motion or saves data; scrolled off screen it rests (a paused video costs no frame).
 * Whatever is behind it (a poster image, the designed backdrop) shows meanwhile, and stays when the
 * file cannot be played. On a narrow screen `phoneSrc`, a lighter copy, is played instead (chosen
 * before anything is fetched).
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
      const phone = video.dataset.phoneSrc;
      if (phone && window.matchMedia(PHONE_SCREEN_QUERY).matches && video.getAttribute('src') !== phone) video.setAttribute('src', phone);
      void video.play()?.catch(() => undefined); // autoplay may be refused: what is behind it stays
    };
    // read now, not from `reduce`: at hydration the hook still answers the prerender's assumption
    const wanted = !window.matchMedia('(prefers-reduced-motion: reduce)').matches && !savesData();
    if (!wanted) {
      if (!video.paused) video.pause(); // on a video never played, pause() would start loading it
      return () => video.removeEventListener('error', fail);
    }
    // it plays only on screen, and only once the page has loaded: scrolled away it rests (no frame decoded or drawn)
    let loaded = false;
    let onScreen = typeof IntersectionObserver !== 'function';
    const update = () => {
      if (cancelled || !loaded) return;
      if (onScreen) play();
      else if (!video.paused) video.pause();
    };
    const observer = onScreen ? undefined : new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
      update();
    });
    observer?.observe(video);
    const start = () => {
      loaded = true;
      update();
    };
    // after the next frame is painted: the poster (the first screen's largest paint) is on screen before the video's bytes compete with anything
    const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    if (document.readyState === 'complete') startAfterPaint();
    else window.addEventListener('load', startAfterPaint, { once: true });
    return () => {
      cancelled = true;
      observer?.disconnect();
      video.removeEventListener('error', fail);
      window.removeEventListener('load', startAfterPaint);
    };
  }, [reduce]);
  if (failed) return null;
  const html = `<video${className ? ` class="${escapeAttribute(className)}"` : ''} src="${escapeAttribute(src)}"${phoneSrc ? ` data-phone-src="${escapeAttribute(phoneSrc)}"` : ''} muted loop playsinline preload="none" aria-hidden="true" tabindex="-1"></video>`;
  return <span ref={holder} className="looping-video" dangerouslySetInnerHTML={{ __html: html }} />;
}
