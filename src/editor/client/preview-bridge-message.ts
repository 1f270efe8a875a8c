/** What the preview frame tells the editor when a person clicks a text or a picture of the page (preview-bridge.ts). */
export const PREVIEW_MESSAGE = 'site-editor:click';

export interface PreviewClick {
  type: typeof PREVIEW_MESSAGE;
  /** The text of the element clicked, as shown (spaces folded). */
  text?: string;
  /** The address of the picture or video clicked. */
  src?: string;
}
