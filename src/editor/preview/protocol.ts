import type { PageData, ShellData } from '../../model/types.ts';

/**
 * What the editor and its preview frame say to each other (`postMessage`, same origin only). The editor sends
 * the page as it is typed; the frame (src/editor/preview/main.tsx) renders it in place and says when it is
 * shown, and which text or picture a person clicked, by the place in the site's files it comes from.
 */
export const PREVIEW_CHANNEL = 'site-editor-preview';

/** `dataVersion`: what the data the frame's blocks read holds now; the frame fetches it again when this changes. */
export type ToFrame = { channel: typeof PREVIEW_CHANNEL; type: 'show'; route: string; page: PageData; shell: ShellData | null; version: number; dataVersion?: string };

export type FromFrame =
  /** The frame's page has started and renders what it is sent from now on. */
  | { channel: typeof PREVIEW_CHANNEL; type: 'ready'; route: string }
  /** The page sent with `version` is on screen. */
  | { channel: typeof PREVIEW_CHANNEL; type: 'shown'; version: number }
  /**
   * A click on a text or a picture: the source mark of the text clicked (src/editor/preview/source-marks.ts),
   * else its words; for a picture its address, with the mark of the nearest text around it.
   */
  | { channel: typeof PREVIEW_CHANNEL; type: 'click'; mark?: string; text?: string; src?: string; near?: string };

export const isFromFrame = (data: unknown): data is FromFrame => typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === PREVIEW_CHANNEL;
export const isToFrame = (data: unknown): data is ToFrame => typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === PREVIEW_CHANNEL && (data as { type?: unknown }).type === 'show';
