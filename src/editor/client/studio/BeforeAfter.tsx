import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LIVE_SITE } from '../../../studio/contract.ts';
import { markDifferences } from './differences.ts';
import { T } from './queries.ts';

const WIDTHS = { desktop: 1280, phone: 390 } as const;
type Width = keyof typeof WIDTHS;
/** How tall each side shows, in the review's own pixels. */
const SHOWN_HEIGHT = 560;

/**
 * A page the draft changes, live and with the draft, side by side at a desktop's or a phone's width; the
 * texts that differ are outlined on both sides. The live side is the live release as the studio serves it
 * (src/studio/live-site.ts), its scripts not run; the draft's side is its built preview.
 */
export function BeforeAfter({ draft, title, routes }: { draft: string; title: string; routes: string[] }) {
  const [chosen, setRoute] = useState(routes[0]);
  const route = routes.includes(chosen) ? chosen : routes[0];
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 700 ? 'phone' : 'desktop'));
  const live = useQuery({
    queryKey: ['live-page', route],
    queryFn: async () => (await fetch(`${LIVE_SITE}${route}`, { method: 'HEAD' })).ok,
    staleTime: Infinity,
  });
  const liveFrame = useRef<HTMLIFrameElement>(null);
  const draftFrame = useRef<HTMLIFrameElement>(null);
  const [outlined, setOutlined] = useState<number>();
  const widthName = useId();

  const compare = useCallback(() => {
    const before = loaded(liveFrame.current);
    const after = loaded(draftFrame.current);
    if (!before || !after) return setOutlined(undefined);
    markDifferences(before, after);
    setOutlined(markDifferences(after, before));
  }, []);

  // the draft's page draws itself after it loads (its scripts run): compare again when its content changes
  useEffect(() => {
    const frames = [liveFrame.current, draftFrame.current];
    const observers: MutationObserver[] = [];
    const watch = () => {
      for (const observer of observers.splice(0)) observer.disconnect();
      for (const frame of frames) {
        const body = loaded(frame ?? null)?.body;
        if (!body) continue;
        const observer = new MutationObserver(() => requestAnimationFrame(compare));
        observer.observe(body, { childList: true, subtree: true, characterData: true });
        observers.push(observer);
      }
      compare();
    };
    for (const frame of frames) frame?.addEventListener('load', watch);
    watch();
    return () => {
      for (const frame of frames) frame?.removeEventListener('load', watch);
      for (const observer of observers) observer.disconnect();
    };
  }, [compare, route, live.data]);

  return (
    <section aria-labelledby="preview" className="studio-preview-panel">
      <h2 id="preview">{T.previewHeading}</h2>
      <div className="studio-preview-choices">
        <select aria-label={T.pageToPreview} value={route} onChange={(event) => setRoute(event.target.value)}>
          {routes.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <fieldset className="studio-widths">
          <legend>{T.shownWidth}</legend>
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <label key={name}>
              <input type="radio" name={widthName} value={name} checked={width === name} onChange={() => setWidth(name)} />
              {name === 'desktop' ? T.desktopWidth : T.phoneWidth}
            </label>
          ))}
        </fieldset>
      </div>
      <p role="status" className="studio-outlined">
        {outlined === undefined ? '' : T.textsOutlined(outlined)}
      </p>
      <div className="studio-before-after">
        <figure>
          <figcaption>{T.liveNow}</figcaption>
          {live.data === false ? (
            <p className="studio-empty">{T.notLiveYet}</p>
          ) : live.data ? (
            <Scaled width={WIDTHS[width]}>
              <iframe ref={liveFrame} key={`live ${route}`} title={T.liveOf(route)} sandbox="allow-same-origin" src={`${LIVE_SITE}${route}`} />
            </Scaled>
          ) : null}
        </figure>
        <figure>
          <figcaption>{T.withDraft}</figcaption>
          <Scaled width={WIDTHS[width]}>
            <iframe ref={draftFrame} key={`draft ${route}`} className="studio-preview" title={T.previewOf(title)} src={`/studio/preview/${draft}?route=${encodeURIComponent(route)}`} />
          </Scaled>
        </figure>
      </div>
    </section>
  );
}

/** The page a frame shows, once it is there (not the blank page a frame starts with). */
function loaded(frame: HTMLIFrameElement | null): Document | undefined {
  const doc = frame?.contentDocument;
  return doc?.body && doc.URL !== 'about:blank' && doc.readyState === 'complete' ? doc : undefined;
}

/** A frame laid out at `width` pixels (the page's own breakpoints apply) and scaled down to fit its column. */
function Scaled({ width, children }: { width: number; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(width);
  useEffect(() => {
    const element = box.current;
    // without ResizeObserver (an old browser, a test's DOM) the frame keeps its width, cut at the column's edge
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room / width);
  return (
    <div ref={box} className="studio-scaled" style={{ height: SHOWN_HEIGHT }}>
      <div style={{ width, height: SHOWN_HEIGHT / scale, transform: `scale(${scale})`, transformOrigin: '0 0' }}>{children}</div>
    </div>
  );
}
