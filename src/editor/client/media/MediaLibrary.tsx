import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { MediaFolder, MediaItem, NameTakenAnswer, UploadedAnswer, UploadPreparingAnswer } from '../../contract.ts';
import { pageToken, type EditorApi } from '../app/api.ts';
import { ask } from '../app/dialogs.tsx';
import { MEDIA_TEXT as T } from '../texts/media.ts';

/**
 * The media library and upload, in a dialog: every image and video of the site with where it is used, a
 * search by name, and an upload by a file picker or by dropping files, which the server checks and prepares
 * (a photo without its camera data, a phone video made a light muted loop with its poster). Opened from the
 * header ("Pictures and videos") and from a picture or video field (`choose`: its kind of files only, each
 * with Choose, an upload chosen at once). A name already taken is asked about in the dialog: the new file
 * replaces the old one everywhere, or both are kept under the next free name. A picture chosen for a field
 * with a description asks for a new one (what the picture shows) before it is used.
 */

export interface MediaLibraryOptions {
  api: EditorApi;
  /** The studio shows a draft's files through its API; the dev server's files are its public folder. */
  studio: boolean;
  /** The words a person knows a file of the site by: a page's title and address, a list's name. */
  describe: (file: string) => string;
  /** A file is being chosen for a field of this kind; `askDescription`: a picture's description is asked for once it is chosen. */
  choose?: { kind: 'image' | 'video'; askDescription?: boolean };
}

/** What was chosen or uploaded: the address a YAML file writes, a video's poster, a picture's description when asked for. */
export interface Chosen {
  address: string;
  poster?: string;
  alt?: string;
}

/** Shows the library until a file is chosen (its address) or the dialog is closed (undefined). */
export function openMediaLibrary(options: MediaLibraryOptions): Promise<Chosen | undefined> {
  return ask<Chosen>({ className: 'edit-media' }, (close) => <MediaLibrary {...options} close={close} />);
}

/** public/assets/… → /assets/…: where the public site shows a file. */
const addressOf = (path: string) => path.replace(/^public/, '');
const nameOf = (path: string) => path.split('/').pop() ?? path;
/** Where an uploaded file goes: a video's folder by its type or its name, else the pictures'. */
const folderOf = (file: File): MediaFolder => (file.type.startsWith('video/') || /\.(mp4|mov|webm|m4v)$/i.test(file.name) ? 'videos' : 'images');

/** A file to upload: its folder, the name to give it, and whether it replaces the file of that name. */
interface Pending {
  file: File;
  folder: MediaFolder;
  name: string;
  replace?: boolean;
}

/** A name already taken, asked about: the file, the name taken and the next free one, and the files after it. */
interface Taken {
  pending: Pending;
  name: string;
  suggestion: string;
  rest: Pending[];
}

type Progress = (text: string, fraction?: number) => void;
type Sent = { state: 'added'; chosen: Chosen; replaced: boolean } | { state: 'taken'; name: string; suggestion: string };

/** A refusal, in the words to show. */
class UploadError extends Error {}

/**
 * Sends one file (POST upload: a form holding it, the page's token beside), then follows the preparation of a
 * video the server makes a loop of (upload-status, every half second) until its loop and poster are in the site.
 */
async function sendFile(api: EditorApi, pending: Pending, progress: Progress, alive: () => boolean): Promise<Sent> {
  const { file, folder, name, replace } = pending;
  progress(T.sending(file.name, T.size(file.size)), 0);
  const body = new FormData();
  body.append('file', file, name);
  let response: Response;
  try {
    response = await fetch(api.url('upload', { folder, name, ...(replace ? { replace: true } : {}) }), { method: 'POST', headers: { 'x-edit-token': pageToken() }, body });
  } catch {
    throw new UploadError(T.serverUnreachable);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadedAnswer & UploadPreparingAnswer & NameTakenAnswer>;
  if (response.status === 409 && answer.code === 'name-taken' && answer.suggestion) return { state: 'taken', name: answer.name ?? name, suggestion: answer.suggestion };
  if (!response.ok) throw new UploadError(answer.error ?? T.uploadFailed(response.status));
  if (response.status === 202 && answer.job) return follow(api, answer.job, progress, alive, replace === true);
  if (!answer.path) throw new UploadError(T.serverAnswered(response.status));
  progress(replace ? T.replaced(nameOf(answer.path)) : T.uploaded, 1);
  return { state: 'added', chosen: { address: answer.address ?? addressOf(answer.path), poster: answer.poster ? addressOf(answer.poster) : undefined }, replaced: replace === true };
}

async function follow(api: EditorApi, job: string, progress: Progress, alive: () => boolean, replaced: boolean): Promise<Sent> {
  for (;;) {
    const reply = await api.call('upload-status', { job });
    if (reply.error !== undefined) throw new UploadError(reply.error);
    const status = reply.data;
    if (status.state === 'failed') throw new UploadError(status.error);
    if (status.state === 'done') {
      progress(T.videoReady, 1);
      return { state: 'added', chosen: { address: status.address, poster: addressOf(status.poster) }, replaced };
    }
    progress(T.preparing(Math.round(status.progress * 100)), status.progress);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // the dialog closed: the server goes on preparing the video, and adds it to the site
    if (!alive()) throw new UploadError(T.notFollowed);
  }
}

function MediaLibrary({ api, studio, describe, choose, close }: MediaLibraryOptions & { close: (value: Chosen | undefined) => void }) {
  const queryClient = useQueryClient();
  const listKey = ['media', api.base];
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => {
      const reply = await api.call('media', {});
      if (reply.error !== undefined) throw new Error(reply.error);
      return reply.data.media;
    },
  });
  const items = list.data ?? [];
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<{ text: string; fraction?: number }>({ text: '' });
  const [error, setError] = useState('');
  const [taken, setTaken] = useState<Taken>();
  const [describing, setDescribing] = useState<Chosen>();
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const queue = useRef<Pending[]>([]);
  const draining = useRef(false);
  const upload = useMutation({ mutationFn: (pending: Pending) => sendFile(api, pending, (text, fraction) => alive.current && setStatus({ text, fraction }), () => alive.current) });

  /** Where a file of the site shows, for a thumbnail: the draft's file through the studio's API, the dev server's public folder. */
  const thumbnail = (path: string) => (studio ? api.url('media-file', { path }) : addressOf(path));

  /** A file chosen, from the list or an upload: asked for its description first when the field has one. */
  const chosen = (value: Chosen) => {
    if (choose?.kind === 'image' && choose.askDescription) setDescribing(value);
    else close(value);
  };

  /** Uploads the files waiting, one after another; stops at a name taken, to ask what to do. */
  const drain = async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      while (queue.current.length > 0 && alive.current) {
        const pending = queue.current.shift()!;
        setError('');
        try {
          const sent = await upload.mutateAsync(pending);
          if (!alive.current) return;
          if (sent.state === 'taken') {
            setStatus({ text: '' });
            setTaken({ pending, name: sent.name, suggestion: sent.suggestion, rest: queue.current.splice(0) });
            return;
          }
          if (choose) return chosen(sent.chosen);
          await queryClient.invalidateQueries({ queryKey: listKey });
        } catch (failure) {
          if (!alive.current) return;
          setStatus({ text: '' });
          setError(T.notUploaded(failure instanceof Error ? failure.message : String(failure)));
        }
      }
    } finally {
      draining.current = false;
    }
  };
  const send = (pending: Pending[]) => {
    queue.current.push(...pending);
    void drain();
  };
  const sendFiles = (files: File[]) => send(files.map((file) => ({ file, folder: folderOf(file), name: file.name })));
  /** The answer to a name taken: the same name, replacing the file; or the next free one. */
  const answerTaken = (replace: boolean) => {
    if (!taken) return;
    setTaken(undefined);
    send([replace ? { ...taken.pending, replace: true } : { ...taken.pending, name: taken.suggestion }, ...taken.rest]);
  };

  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = items.filter((item) => (!choose || item.kind === choose.kind || (choose.kind === 'image' && item.kind === 'svg')) && words.every((word) => item.path.toLowerCase().includes(word)));
  /** An existing video's poster is the picture of the same name beside it, when there is one. */
  const posterOf = (item: MediaItem) => {
    if (item.kind !== 'video') return undefined;
    const poster = items.find((other) => other.path === item.path.replace(/\.[^.]+$/, '.webp'));
    return poster?.address;
  };
  const usesOf = (path: string) => [...new Set((items.find((item) => item.path === path)?.usedBy ?? []).map((use) => describe(use.file)))];
  const title = choose ? T.chooseTitle(choose.kind) : T.libraryTitle;

  if (describing) return <Describe title={title} chosen={describing} thumbnail={thumbnail(`public${describing.address}`)} close={close} />;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    sendFiles([...event.dataTransfer.files]);
  };
  return (
    <>
      <h2 id="edit-dialog-title">{title}</h2>
      <div
        className={over ? 'edit-drop edit-drop--over' : 'edit-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <button type="button" className="edit-save" onClick={() => picker.current?.click()}>
          {choose ? T.uploadNew(choose.kind) : T.upload}
        </button>
        <span>{T.orDrop}</span>
        <input
          ref={picker}
          type="file"
          hidden
          accept={choose?.kind === 'video' ? 'video/*' : choose?.kind === 'image' ? 'image/*' : 'image/*,video/*'}
          onChange={(event) => {
            sendFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = ''; // the same file may be picked again
          }}
        />
      </div>
      <p className="edit-media-status" role="status">
        {status.text}
      </p>
      <progress max={1} value={status.fraction ?? 0} hidden={status.fraction === undefined || status.fraction >= 1} aria-label={T.progress} />
      <p className="edit-media-error" role="alert">
        {error}
      </p>
      {taken && <NameTaken taken={taken} uses={usesOf(`public/assets/${taken.pending.folder}/${taken.name}`)} answer={answerTaken} />}
      <input type="search" placeholder={T.search} aria-label={T.searchLabel} value={search} onChange={(event) => setSearch(event.target.value)} data-autofocus />
      <ul className="edit-media-grid" aria-label={T.files} aria-busy={list.isPending}>
        {list.isPending ? (
          <li className="edit-media-none">{T.loading}</li>
        ) : list.isError ? (
          <li className="edit-media-none" role="alert">
            {T.listFailed(list.error.message)}
          </li>
        ) : shown.length === 0 ? (
          <li className="edit-media-none">{items.length === 0 ? T.noFileYet : T.noFileMatches}</li>
        ) : (
          shown.map((item) => (
            <MediaCard key={item.path} item={item} src={thumbnail(item.path)} uses={usesOf(item.path)} onChoose={choose ? () => chosen({ address: item.address, poster: posterOf(item) }) : undefined} />
          ))
        )}
      </ul>
      <div className="edit-dialog-actions">
        <button type="button" onClick={() => close(undefined)}>
          {T.close}
        </button>
      </div>
    </>
  );
}

/** One file: a small view of it, its name, weight, size and length, the pages that use it, and Choose when choosing. */
function MediaCard({ item, src, uses, onChoose }: { item: MediaItem; src: string; uses: string[]; onChoose?: () => void }) {
  const name = nameOf(item.address);
  const facts = [T.size(item.bytes), item.width && item.height ? `${item.width}×${item.height}` : '', item.seconds ? T.seconds(Math.round(item.seconds)) : ''].filter(Boolean).join(' · ');
  return (
    <li className="edit-media-item">
      {item.kind === 'video' ? <video src={src} muted preload="metadata" aria-hidden="true" /> : <img src={src} alt="" loading="lazy" />}
      <strong>{name}</strong>
      <span>{facts}</span>
      <span className="edit-media-uses">{uses.length === 0 ? T.usedNowhere : T.usedOn(uses)}</span>
      {onChoose && (
        <button type="button" aria-label={T.chooseFile(name)} onClick={onChoose}>
          {T.choose}
        </button>
      )}
    </li>
  );
}

/** A name already taken: the new file replaces the old one everywhere, or both are kept (the new one under the next free name). */
function NameTaken({ taken, uses, answer }: { taken: Taken; uses: string[]; answer: (replace: boolean) => void }) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [taken]);
  return (
    <div className="edit-media-taken" role="group" aria-labelledby={`${id}-question`} aria-describedby={`${id}-replace ${id}-keep`}>
      <p id={`${id}-question`}>{T.nameTakenBy(taken.pending.folder === 'videos' ? 'video' : 'image', taken.name)}</p>
      <ul className="edit-media-taken-help">
        <li id={`${id}-replace`}>{T.replaceHelp(taken.name, uses)}</li>
        <li id={`${id}-keep`}>{T.keepBothHelp(taken.suggestion)}</li>
      </ul>
      <div className="edit-dialog-actions">
        <button ref={first} type="button" className="edit-save" onClick={() => answer(true)}>
          {T.replaceEverywhere}
        </button>
        <button type="button" onClick={() => answer(false)}>
          {T.keepBoth}
        </button>
      </div>
    </div>
  );
}

/** The picture chosen, and what it shows: a new description, which screen readers read out (the old one went with the old picture). */
function Describe({ title, chosen, thumbnail, close }: { title: string; chosen: Chosen; thumbnail: string; close: (value: Chosen | undefined) => void }) {
  const id = useId();
  const [alt, setAlt] = useState('');
  const described = alt.trim();
  return (
    <>
      <h2 id="edit-dialog-title">{title}</h2>
      <form
        className="edit-media-describe"
        onSubmit={(event) => {
          event.preventDefault();
          if (described) close({ ...chosen, alt: described });
        }}
      >
        <figure>
          <img src={thumbnail} alt="" />
          <figcaption>{nameOf(chosen.address)}</figcaption>
        </figure>
        <label htmlFor={`${id}-alt`}>{T.describeLabel}</label>
        <textarea id={`${id}-alt`} required rows={3} value={alt} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${id}-help`} autoFocus />
        <p id={`${id}-help`} className="edit-media-help">
          {T.describeHelp}
        </p>
        <div className="edit-dialog-actions">
          <button type="submit" className="edit-save" disabled={!described}>
            {T.usePicture}
          </button>
          <button type="button" onClick={() => close(undefined)}>
            {T.cancel}
          </button>
        </div>
      </form>
    </>
  );
}
