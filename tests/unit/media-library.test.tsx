// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../src/editor/contract.ts';
import { editorApi } from '../../src/editor/client/app/api.ts';
import { DialogHost } from '../../src/editor/client/app/dialogs.tsx';
import { openMediaLibrary, type Chosen, type MediaLibraryOptions } from '../../src/editor/client/media/MediaLibrary.tsx';
import { WAIT } from '../helpers/wait.ts';

/**
 * The media library (src/editor/client/media/MediaLibrary.tsx) as a person uses it, with the server's
 * answers stubbed: the files and where they show, the search, an upload whose name is taken (replace
 * everywhere, or keep both), a video followed while it is prepared, and a picture's new description.
 */

const MEDIA: MediaItem[] = [
  { path: 'public/assets/images/team-photo.jpg', address: '/assets/images/team-photo.jpg', kind: 'image', bytes: 245_000, width: 1200, height: 800, usedBy: [{ file: 'pages/experts.yaml', line: 9 }, { file: 'pages/experts.yaml', line: 30 }] },
  { path: 'public/assets/images/team-session.svg', address: '/assets/images/team-session.svg', kind: 'svg', bytes: 3_000, usedBy: [] },
  { path: 'public/assets/videos/banking-hero.mp4', address: '/assets/videos/banking-hero.mp4', kind: 'video', bytes: 2_400_000, width: 640, height: 360, seconds: 7.6, usedBy: [{ file: 'pages/industries/banking.yaml', line: 12 }] },
  { path: 'public/assets/videos/banking-hero.webp', address: '/assets/videos/banking-hero.webp', kind: 'image', bytes: 20_000, width: 640, height: 360, usedBy: [] },
];
const PAGES: Record<string, string> = { 'pages/experts.yaml': 'Expert Profiles (/experts)', 'pages/industries/banking.yaml': 'Banking (/banking)' };

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** The server: an answer per route (a function of the request for upload and upload-status); every request kept. */
function stubServer(answers: { upload?: (url: URL, n: number) => [number, unknown]; status?: (n: number) => [number, unknown] } = {}) {
  const sent: Sent[] = [];
  let uploads = 0;
  let statuses = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      sent.push({ url: input, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
      const url = new URL(input, 'http://localhost');
      const route = url.pathname.split('/').pop();
      const [status, body]: [number, unknown] =
        route === 'media' ? [200, { media: MEDIA }] : route === 'upload' ? answers.upload!(url, uploads++) : route === 'upload-status' ? answers.status!(statuses++) : [404, { error: 'No such route.' }];
      return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
    }),
  );
  return { sent, uploads: () => sent.filter((request) => request.url.includes('/upload?')).map((request) => ({ ...request, query: Object.fromEntries(new URL(request.url, 'http://localhost').searchParams) })) };
}

/** Opens the library as the editor does; the promise gives what the dialog was closed with. */
function open(options: Partial<MediaLibraryOptions> = {}): Promise<Chosen | undefined> {
  let closed!: Promise<Chosen | undefined>;
  act(() => {
    closed = openMediaLibrary({ api: editorApi('/_edit/api'), studio: false, describe: (file) => PAGES[file] ?? file, ...options });
  });
  return closed;
}

const item = (name: string) => screen.getAllByRole('listitem').find((li) => li.classList.contains('edit-media-item') && li.querySelector('strong')?.textContent === name)!;
const names = () => [...document.querySelectorAll('.edit-media-item strong')].map((strong) => strong.textContent);
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (dialog: HTMLElement, file: File) => fireEvent.change(fileInput(dialog), { target: { files: [file] } });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'Team Photo.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  document.head.innerHTML = '<meta name="edit-token" content="page-token-1234">';
  // where the app draws its dialogs, inside its query client
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DialogHost />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  // a dialog still open is closed (Escape), so that the next test starts with none
  for (const dialog of document.querySelectorAll('dialog')) fireEvent(dialog, new Event('cancel', { cancelable: true }));
  cleanup();
});

describe('the library', () => {
  it('lists every file with its weight, size, length and the pages that use it, finds files by name, and closes with Close', async () => {
    stubServer();
    const closed = open();
    const dialog = screen.getByRole('dialog', { name: 'Pictures and videos' });
    expect(within(dialog).getByRole('list', { name: 'Files' })).toHaveProperty('textContent', 'Loading the pictures and videos…');
    await waitFor(() => expect(names()).toEqual(['team-photo.jpg', 'team-session.svg', 'banking-hero.mp4', 'banking-hero.webp']), WAIT);
    expect(item('team-photo.jpg').textContent).toContain('239 KB · 1200×800');
    expect(item('banking-hero.mp4').textContent).toContain('2.3 MB · 640×360 · 8 s');
    // each page named once, in the words of the site
    expect(item('team-photo.jpg').querySelector('.edit-media-uses')!.textContent).toBe('used on Expert Profiles (/experts)');
    expect(item('banking-hero.mp4').querySelector('.edit-media-uses')!.textContent).toBe('used on Banking (/banking)');
    expect(item('team-session.svg').querySelector('.edit-media-uses')!.textContent).toBe('used nowhere yet');
    // thumbnails: the dev server's public folder
    expect(item('team-photo.jpg').querySelector('img')!.getAttribute('src')).toBe('/assets/images/team-photo.jpg');
    expect(item('banking-hero.mp4').querySelector('video')!.getAttribute('src')).toBe('/assets/videos/banking-hero.mp4');
    // nothing to choose: the library only shows
    expect(within(dialog).queryByRole('button', { name: /^Choose / })).toBeNull();

    const search = within(dialog).getByRole('searchbox', { name: 'Find a file' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'BANKING hero' } });
    expect(names()).toEqual(['banking-hero.mp4', 'banking-hero.webp']);
    fireEvent.change(search, { target: { value: 'logo' } });
    expect(names()).toEqual([]);
    expect(within(dialog).getByText('No file matches: try another word.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await closed).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('choosing a picture: pictures and drawings only, each with Choose; in the studio the thumbnails come through its API', async () => {
    stubServer();
    const closed = open({ api: editorApi('/studio/api/drafts/d-1'), studio: true, choose: { kind: 'image' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    await waitFor(() => expect(names()).toEqual(['team-photo.jpg', 'team-session.svg', 'banking-hero.webp']), WAIT);
    expect(item('team-photo.jpg').querySelector('img')!.getAttribute('src')).toBe('/studio/api/drafts/d-1/media-file?path=public%2Fassets%2Fimages%2Fteam-photo.jpg');
    expect(fileInput(dialog).accept).toBe('image/*');
    expect(within(dialog).getByRole('button', { name: 'Upload a new picture…' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose team-session.svg' }));
    expect(await closed).toEqual({ address: '/assets/images/team-session.svg' });
  });

  it('choosing a video gives its poster beside it; Escape closes with nothing chosen', async () => {
    stubServer();
    const closed = open({ choose: { kind: 'video' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a video' });
    await waitFor(() => expect(names()).toEqual(['banking-hero.mp4']), WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose banking-hero.mp4' }));
    expect(await closed).toEqual({ address: '/assets/videos/banking-hero.mp4', poster: '/assets/videos/banking-hero.webp' });

    const again = open({ choose: { kind: 'video' } });
    fireEvent(screen.getByRole('dialog', { name: 'Choose a video' }), new Event('cancel', { cancelable: true }));
    expect(await again).toBeUndefined();
  });
});

describe('an upload', () => {
  it('sends the file with the page’s token; a file uploaded in the library appears in it', async () => {
    const server = stubServer({ upload: () => [201, { path: 'public/assets/images/team-photo-3.jpg', address: '/assets/images/team-photo-3.jpg' }] });
    open();
    const dialog = screen.getByRole('dialog', { name: 'Pictures and videos' });
    await waitFor(() => expect(names()).toHaveLength(4), WAIT);
    pick(dialog, photo());
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Uploaded.'), WAIT);
    const [sent] = server.uploads();
    expect(sent).toMatchObject({ method: 'POST', headers: { 'x-edit-token': 'page-token-1234' }, query: { folder: 'images', name: 'Team Photo.jpg' } });
    expect(sent.url.startsWith('/_edit/api/upload?')).toBe(true);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    // the list is asked for again
    await waitFor(() => expect(server.sent.filter((request) => request.url === '/_edit/api/media')).toHaveLength(2), WAIT);
  });

  it('a refusal is said in the dialog, in the server’s words', async () => {
    stubServer({ upload: () => [415, { error: 'team.jpg is a PNG image, not a JPEG image. Rename it to team.png and upload it again.', code: 'not-what-named' }] });
    open({ choose: { kind: 'image' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    pick(dialog, photo());
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not uploaded: team.jpg is a PNG image, not a JPEG image. Rename it to team.png and upload it again.'), WAIT);
    expect(screen.getByRole('dialog', { name: 'Choose a picture' })).toBe(dialog);
  });

  it('a name taken asks in words; "Replace it everywhere" sends the file again under its name, replacing the old one', async () => {
    const server = stubServer({
      upload: (url) =>
        url.searchParams.get('replace') === 'true'
          ? [201, { path: 'public/assets/images/team-photo.jpg', address: '/assets/images/team-photo.jpg' }]
          : [409, { error: 'There is already a file named team-photo.jpg in this folder.', code: 'name-taken', name: 'team-photo.jpg', suggestion: 'team-photo-2.jpg' }],
    });
    const closed = open({ choose: { kind: 'image' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    await waitFor(() => expect(names()).toHaveLength(3), WAIT);
    pick(dialog, photo());
    const question = await within(dialog).findByRole('group', { name: 'There is already a picture named team-photo.jpg.' }, WAIT);
    expect(question.textContent).toContain('the new file takes the place of team-photo.jpg on Expert Profiles (/experts).');
    expect(question.textContent).toContain('the new file is named team-photo-2.jpg, and the pages keep the old one.');
    const replace = within(question).getByRole('button', { name: 'Replace it everywhere' });
    expect(document.activeElement).toBe(replace);
    expect(within(question).getByRole('button', { name: 'Keep both' })).toBeTruthy();
    fireEvent.click(replace);
    expect(await closed).toEqual({ address: '/assets/images/team-photo.jpg' });
    expect(server.uploads().map((request) => request.query)).toEqual([
      { folder: 'images', name: 'Team Photo.jpg' },
      { folder: 'images', name: 'Team Photo.jpg', replace: 'true' },
    ]);
  });

  it('"Keep both" sends the file again under the free name the server suggested', async () => {
    const server = stubServer({
      upload: (url) =>
        url.searchParams.get('name') === 'team-photo-2.jpg'
          ? [201, { path: 'public/assets/images/team-photo-2.jpg', address: '/assets/images/team-photo-2.jpg' }]
          : [409, { error: 'There is already a file named team-photo.jpg in this folder.', code: 'name-taken', name: 'team-photo.jpg', suggestion: 'team-photo-2.jpg' }],
    });
    const closed = open({ choose: { kind: 'image' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    pick(dialog, photo());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Keep both' }, WAIT));
    expect(await closed).toEqual({ address: '/assets/images/team-photo-2.jpg' });
    expect(server.uploads().map((request) => request.query)).toEqual([
      { folder: 'images', name: 'Team Photo.jpg' },
      { folder: 'images', name: 'team-photo-2.jpg' },
    ]);
    expect((server.uploads()[1].body as FormData).get('file')).toHaveProperty('name', 'team-photo-2.jpg');
  });

  it('a video the server prepares is followed with its progress, in words, until its loop and poster are ready', async () => {
    const server = stubServer({
      upload: () => [202, { job: 'a'.repeat(32) }],
      status: (n) => (n === 0 ? [200, { state: 'preparing', progress: 0.4 }] : [200, { state: 'done', path: 'public/assets/videos/drone-shot.mp4', address: '/assets/videos/drone-shot.mp4', poster: 'public/assets/videos/drone-shot.webp' }]),
    });
    const closed = open({ choose: { kind: 'video' } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a video' });
    pick(dialog, new File([new Uint8Array(8)], 'Drone shot.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Preparing the video for the web: 40 %'), WAIT);
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect([bar.hidden, bar.value]).toEqual([false, 0.4]);
    expect(await closed).toEqual({ address: '/assets/videos/drone-shot.mp4', poster: '/assets/videos/drone-shot.webp' });
    expect(server.uploads()[0].query).toEqual({ folder: 'videos', name: 'Drone shot.mp4' });
    expect(server.sent.filter((request) => request.url === `/_edit/api/upload-status?job=${'a'.repeat(32)}`)).toHaveLength(2);
  });
});

describe('a picture for a field with a description', () => {
  it('asks what the chosen picture shows, afresh, before it is used', async () => {
    stubServer();
    const closed = open({ choose: { kind: 'image', askDescription: true } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    await waitFor(() => expect(names()).toHaveLength(3), WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose team-photo.jpg' }));
    const description = within(dialog).getByRole('textbox', { name: 'What does the picture show?' }) as HTMLTextAreaElement;
    expect(description.value).toBe('');
    expect(description.required).toBe(true);
    expect(document.activeElement).toBe(description);
    expect(description.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(description.getAttribute('aria-describedby')!)!.textContent).toContain('Screen readers read this to people who cannot see the picture.');
    const use = within(dialog).getByRole('button', { name: 'Use this picture' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.change(description, { target: { value: '   ' } });
    expect(use.disabled).toBe(true);
    fireEvent.change(description, { target: { value: ' Our engineers around a table in the Casablanca office ' } });
    expect(use.disabled).toBe(false);
    fireEvent.click(use);
    expect(await closed).toEqual({ address: '/assets/images/team-photo.jpg', alt: 'Our engineers around a table in the Casablanca office' });
  });

  it('asks it for a picture just uploaded too; Cancel chooses nothing', async () => {
    stubServer({ upload: () => [201, { path: 'public/assets/images/team-photo-3.jpg', address: '/assets/images/team-photo-3.jpg' }] });
    const closed = open({ choose: { kind: 'image', askDescription: true } });
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    pick(dialog, photo());
    const description = await within(dialog).findByRole('textbox', { name: 'What does the picture show?' }, WAIT);
    expect(within(dialog).getByText('team-photo-3.jpg')).toBeTruthy();
    fireEvent.change(description, { target: { value: 'The team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await closed).toBeUndefined();
  });
});
