import type { ErrorAnswer, MediaFolder, MediaItem, MediaListAnswer, NameTakenAnswer, UploadedAnswer, UploadPreparingAnswer, UploadStatusAnswer } from '../contract.ts';
import { MEDIA_TEXT as T } from './texts/media.ts';

/**
 * The media library and upload in the editor's page: every image and video of the site with where it is
 * used, a search by name, and an upload by a file picker or by dropping files, which the server checks
 * and prepares (a photo without its camera data, a phone video made a light muted loop with its poster).
 * Opened from the header ("Media") and from a picture or video field ("Choose…", "Upload…").
 */

export interface MediaOptions {
  api: string;
  token: string;
  /** The address to show a file at: the studio's draft files through its API, the dev server's public folder. */
  studio: boolean;
  /** The words a person knows a file of the site by: a page's title and address, a list's name. */
  describe: (file: string) => string;
}

/** What an upload became: the address a YAML file writes, and a video's poster. */
export interface Uploaded {
  address: string;
  poster?: string;
}

const address = (path: string) => path.replace(/^public/, '');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role' || key === 'for') node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

export function createMedia(options: MediaOptions) {
  const headers = { 'x-edit-token': options.token };

  /** Where a file of the site shows, for a thumbnail. */
  const thumbnail = (path: string) => (options.studio ? `${options.api}/media-file?path=${encodeURIComponent(path)}` : address(path));

  async function list(): Promise<MediaItem[]> {
    const response = await fetch(`${options.api}/media`, { headers });
    if (!response.ok) return [];
    return ((await response.json()) as MediaListAnswer).media;
  }

  /**
   * Uploads one file into images/ or videos/. A name taken is offered the next free one; a video the
   * server prepares is followed until its loop is ready. `progress` says what is happening, in words.
   */
  async function upload(file: File, folder: MediaFolder, progress: (text: string, fraction?: number) => void, name = file.name): Promise<Uploaded> {
    progress(T.sending(file.name, T.size(file.size)), 0);
    const body = new FormData();
    body.append('file', file, name);
    const response = await fetch(`${options.api}/upload?${new URLSearchParams({ folder, name })}`, { method: 'POST', headers, body });
    const answer = (await response.json().catch(() => ({ error: T.serverAnswered(response.status) }))) as UploadedAnswer & UploadPreparingAnswer & Partial<NameTakenAnswer> & Partial<ErrorAnswer>;
    if (response.status === 409 && answer.code === 'name-taken' && answer.suggestion) {
      if (!confirm(T.nameTaken(name, answer.suggestion))) throw new Error(T.notUploadedNameTaken);
      return upload(file, folder, progress, answer.suggestion);
    }
    if (response.status === 202 && answer.job) return follow(answer.job, progress);
    if (!response.ok) throw new Error(answer.error ?? T.uploadFailed(response.status));
    progress(T.uploaded, 1);
    return { address: answer.address ?? address(answer.path), poster: answer.poster ? address(answer.poster) : undefined };
  }

  /** A video being prepared: asked about every half second until its loop and poster are in the site. */
  async function follow(job: string, progress: (text: string, fraction?: number) => void): Promise<Uploaded> {
    for (;;) {
      const response = await fetch(`${options.api}/upload-status?${new URLSearchParams({ job })}`, { headers });
      const status = (await response.json()) as UploadStatusAnswer & Partial<ErrorAnswer>;
      if (!response.ok) throw new Error(status.error ?? T.notFollowed);
      if (status.state === 'failed') throw new Error(status.error);
      if (status.state === 'done') {
        progress(T.videoReady, 1);
        return { address: status.address, poster: address(status.poster) };
      }
      progress(T.preparing(Math.round(status.progress * 100)), status.progress);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /**
   * The library: every file, a search, an upload zone. With `choose`, a kind of file is being chosen
   * for a field: its files only, each with Choose; the promise gives what was chosen or uploaded.
   */
  function library(choose?: { kind: 'image' | 'video' }): Promise<Uploaded | undefined> {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = el('dialog', { className: 'edit-dialog edit-media', 'aria-labelledby': 'edit-media-title' });
    const search = el('input', { type: 'search', placeholder: T.search, 'aria-label': T.searchLabel });
    const status = el('p', { className: 'edit-media-status', role: 'status' });
    const bar = el('progress', { max: 1, value: 0, hidden: true, 'aria-label': T.progress });
    const picker = el('input', { type: 'file', accept: choose?.kind === 'video' ? 'video/*' : choose?.kind === 'image' ? 'image/*' : 'image/*,video/*', hidden: true });
    const uploadButton = el('button', { type: 'button', className: 'edit-save' }, choose ? T.uploadNew(choose.kind) : T.upload);
    const drop = el('div', { className: 'edit-drop' }, uploadButton, el('span', {}, T.orDrop), picker);
    const grid = el('ul', { className: 'edit-media-grid', 'aria-label': T.files });
    const close = el('button', { type: 'button' }, T.close);
    dialog.append(el('h2', { id: 'edit-media-title' }, choose ? T.chooseTitle(choose.kind) : T.libraryTitle), drop, status, bar, search, grid, el('div', { className: 'edit-dialog-actions' }, close));
    document.body.append(dialog);
    let items: MediaItem[] = [];

    return new Promise((resolve) => {
      const finish = (value: Uploaded | undefined) => {
        if (typeof dialog.close === 'function') dialog.close();
        dialog.remove();
        opener?.focus();
        resolve(value);
      };
      const say = (text: string, fraction?: number) => {
        status.textContent = text;
        bar.hidden = fraction === undefined || fraction >= 1;
        if (fraction !== undefined) bar.value = fraction;
      };
      const draw = () => {
        const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
        const shown = items.filter((item) => (!choose || item.kind === choose.kind || (choose.kind === 'image' && item.kind === 'svg')) && words.every((word) => item.path.toLowerCase().includes(word)));
        grid.replaceChildren(
          ...shown.map((item) => {
            const preview = item.kind === 'video' ? el('video', { src: thumbnail(item.path), muted: true, preload: 'metadata', 'aria-hidden': 'true' }) : el('img', { src: thumbnail(item.path), alt: '', loading: 'lazy' });
            const facts = [T.size(item.bytes), item.width && item.height ? `${item.width}×${item.height}` : '', item.seconds ? T.seconds(Math.round(item.seconds)) : ''].filter(Boolean).join(' · ');
            const pages = [...new Set(item.usedBy.map((use) => options.describe(use.file)))];
            const uses = pages.length === 0 ? T.usedNowhere : T.usedOn(pages);
            const card = el('li', { className: 'edit-media-item' }, preview, el('strong', {}, item.address.split('/').pop() ?? item.address), el('span', {}, facts), el('span', { className: 'edit-media-uses' }, uses));
            if (choose) {
              const button = el('button', { type: 'button' }, T.choose);
              button.setAttribute('aria-label', T.chooseFile(item.address.split('/').pop() ?? item.address));
              button.addEventListener('click', () => finish({ address: item.address }));
              card.append(button);
            }
            return card;
          }),
        );
        if (shown.length === 0) grid.append(el('li', { className: 'edit-media-none' }, items.length === 0 ? T.noFileYet : T.noFileMatches));
      };
      const refresh = async () => {
        items = await list();
        draw();
      };
      const send = async (files: File[]) => {
        for (const file of files) {
          const folder: MediaFolder = file.type.startsWith('video/') || /\.(mp4|mov|webm|m4v)$/i.test(file.name) ? 'videos' : 'images';
          try {
            const uploaded = await upload(file, folder, say);
            if (choose) return finish(uploaded);
            await refresh();
          } catch (error) {
            say(T.notUploaded((error as Error).message));
          }
        }
      };
      uploadButton.addEventListener('click', () => picker.click());
      picker.addEventListener('change', () => void send([...(picker.files ?? [])]));
      drop.addEventListener('dragover', (event) => {
        event.preventDefault();
        drop.classList.add('edit-drop--over');
      });
      drop.addEventListener('dragleave', () => drop.classList.remove('edit-drop--over'));
      drop.addEventListener('drop', (event) => {
        event.preventDefault();
        drop.classList.remove('edit-drop--over');
        void send([...(event.dataTransfer?.files ?? [])]);
      });
      search.addEventListener('input', draw);
      close.addEventListener('click', () => finish(undefined));
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        finish(undefined);
      });
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      void refresh();
      search.focus();
    });
  }

  return { library, upload, thumbnail };
}

export type Media = ReturnType<typeof createMedia>;
