import type { ServerResponse } from 'node:http';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../prerender/early-input-script.ts';

/** Security headers of every studio answer; `framed` lets the studio's own pages show a page (the preview) in a frame. */
export function setStudioHeaders(res: ServerResponse, { framed = false, secure = false } = {}): void {
  res.setHeader(
    'content-security-policy',
    [
      "default-src 'self'",
      // a preview's one inline script, the holder of early presses (src/prerender/early-input-script.ts)
      `script-src 'self' ${EARLY_INPUT_SCRIPT_SOURCE}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "media-src 'self'",
      "connect-src 'self'",
      // the studio shows a draft's preview (its own origin) in a frame; the preview embeds the video player
      "frame-src 'self' https://www.youtube-nocookie.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${framed ? "'self'" : "'none'"}`,
    ].join('; '),
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
  if (secure) res.setHeader('strict-transport-security', 'max-age=31536000');
}
