// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftStatus, HistoryAnswer, MeAnswer, ReviewAnswer } from '../../src/studio/contract.ts';
import { DialogHost } from '../../src/editor/client/app/dialogs.tsx';
import { LanguageSwitch } from '../../src/editor/client/app/LanguageSwitch.tsx';
import { StudioApp } from '../../src/editor/client/studio/StudioApp.tsx';
import { WAIT } from '../helpers/wait.ts';

/**
 * The studio's own pages (src/editor/client/studio/) as their people use them, the studio's answers stubbed:
 * the drafts as an editor and a publisher see them, a draft's state always the one the server answered
 * (asking for review), a discard confirmed in the page, and a publish's outcome on the review page.
 */

// the editor on a draft is the lead's screen, tested on its own: here, its title only
vi.mock('../../src/editor/client/editor/EditorScreen.tsx', () => ({ EditorScreen: ({ title }: { title: string }) => <p className="editor-stand-in">{title}</p> }));

const person = (name: string) => ({ name, email: `${name}@example.com` });
const ME: Record<string, MeAnswer> = {
  erin: { name: 'erin', email: 'erin@example.com', role: 'editor', csrf: 't', can: { edit: true, review: false, publish: false, restore: false, accounts: false } },
  paul: { name: 'paul', email: 'paul@example.com', role: 'publisher', csrf: 't', can: { edit: true, review: true, publish: true, restore: true, accounts: false } },
};
const draft = (id: string, title: string, owner: string, status: DraftStatus): Draft => ({
  id,
  title,
  owner: person(owner),
  created: '2025-03-01T09:00:00Z',
  updated: '2025-03-02T10:30:00Z',
  status,
  comments: [],
  base: 'abc',
  branch: `studio/${id}`,
});

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** The studio's server: its drafts as they are, each answer as the real routes give it; every request kept. */
function stubStudio(who: keyof typeof ME, drafts: Draft[]) {
  const sent: Sent[] = [];
  let open = [...drafts];
  const published = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname.replace('/studio/api/', '');
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [, id, action] = /^drafts\/([\w-]+)\/([\w-]+)$/.exec(path) ?? [];
      const found = open.find((d) => d.id === id);
      const answer = (): [number, unknown] => {
        if (path === 'me') return [200, ME[who]];
        if (path === 'drafts' && method === 'GET') return [200, { drafts: open }];
        if (path === 'history') return [200, HISTORY];
        if (/^history\/\w+\/restore$/.test(path)) return [200, { ok: true, commit: 'beef', seconds: 4 }];
        if (id && !found) return [404, { error: `There is no open draft "${id}".` }];
        if (action === 'ask-review') {
          const asked = { ...found!, status: 'review', updated: '2025-03-02T11:00:00Z', reviewRequested: { by: person(who), at: '2025-03-02T11:00:00Z' } } satisfies Draft;
          open = open.map((d) => (d.id === id ? asked : d));
          return [200, { draft: asked }];
        }
        if (action === 'discard') {
          open = open.filter((d) => d.id !== id);
          return [200, { ok: true }];
        }
        if (action === 'review')
          return [
            200,
            {
              draft: found!,
              changes: [
                {
                  heading: 'About Us (/about)',
                  lines: [
                    { text: "Title: 'Old' → 'New'" },
                    {
                      text: 'Page heading › Image: replaced',
                      before: { kind: 'image', file: 'public/assets/images/team.svg', url: '/studio/api/history/aaa/file?path=public%2Fassets%2Fimages%2Fteam.svg' },
                      after: { kind: 'image', file: 'public/assets/images/team-2.jpg', url: '/studio/api/history/bbb/file?path=public%2Fassets%2Fimages%2Fteam-2.jpg' },
                    },
                  ],
                },
                { heading: 'Pictures and videos', lines: [{ text: 'New video: public/assets/videos/intro.mp4', after: { kind: 'video', file: 'public/assets/videos/intro.mp4', url: '/v/intro.mp4' } }] },
              ],
              diff: [{ path: 'pages/about.yaml', status: 'modified', before: 'a', after: 'b', binary: false, patch: '@@ -1 +1 @@\n-title: Old\n+title: New' }],
              problems: [],
              routes: ['/about'],
            } satisfies ReviewAnswer,
          ];
        if (action === 'publish') {
          open = open.filter((d) => d.id !== id);
          published.add(id);
          return [200, { ok: true, commit: 'f00d', seconds: 3 }];
        }
        return [404, { error: 'Nothing here.' }];
      };
      const [status, body] = answer();
      return { ok: status < 400, status, json: async () => body } as Response;
    }),
  );
  return { sent, posted: (action: string) => sent.filter((request) => request.method === 'POST' && request.path.endsWith(action)) };
}

function showStudio(address: string) {
  history.replaceState(null, '', address);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StudioApp />
      <DialogHost />
    </QueryClientProvider>,
  );
}

const ready = () => waitFor(() => expect(document.body.dataset.ready).toBe('true'), WAIT);
const row = (id: string) => document.querySelector<HTMLElement>(`tr[data-draft="${id}"]`);
const links = (element: HTMLElement) => within(element).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const barState = () => document.querySelector('.studio-bar__draft')?.textContent;

beforeEach(() => {
  document.head.innerHTML = '<meta name="edit-token" content="page-token-1234">';
});
afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) fireEvent(dialog, new Event('cancel', { cancelable: true }));
  cleanup();
  delete document.body.dataset.ready;
  document.body.className = '';
});

const commitOf = (short: string, author: string, date: string, subject: string) => ({ short, author, date, subject });
/** The live site's history as the server answers it: a publish, three commits by developers, a restore, the set-up. */
const HISTORY: HistoryAnswer = {
  versions: [
    {
      kind: 'publish',
      commit: 'a'.repeat(40),
      short: 'aaaaaaa',
      from: 'b'.repeat(40),
      title: 'Sharper banking page',
      message: 'Publish: Sharper banking page',
      authors: ['paul'],
      date: '2025-03-04T10:00:00Z',
      commits: [commitOf('aaaaaaa', 'paul', '2025-03-04T10:00:00Z', 'Publish: Sharper banking page')],
      pages: [{ title: 'Banking', route: '/banking' }, { title: 'Experts', route: '/experts' }, { title: 'Experts', route: '/experts', language: 'fr' }, { title: 'team.jpg', media: 'picture' }, { title: 'Site settings: navigation, footer, colours, texts' }],
      otherFiles: 0,
    },
    {
      kind: 'developers',
      commit: 'b'.repeat(40),
      short: 'bbbbbbb',
      from: 'c'.repeat(40),
      title: '',
      message: 'LoopingVideo: its description reflowed',
      authors: ['Dev Eloper', 'Oda Coder'],
      date: '2025-03-03T10:00:00Z',
      commits: [
        commitOf('bbbbbbb', 'Dev Eloper', '2025-03-03T10:00:00Z', 'LoopingVideo: its description reflowed'),
        commitOf('bbbbbb2', 'Oda Coder', '2025-03-03T09:00:00Z', 'Experts: a typo'),
        commitOf('bbbbbb3', 'Dev Eloper', '2025-03-03T08:00:00Z', 'Build: faster'),
      ],
      pages: [{ title: 'Experts', route: '/experts' }],
      otherFiles: 4,
    },
    {
      kind: 'restore',
      commit: 'c'.repeat(40),
      short: 'ccccccc',
      from: 'd'.repeat(40),
      title: '2025-03-01',
      message: 'Publish: Restore ddddddd (2025-03-01)',
      authors: ['paul'],
      date: '2025-03-02T10:00:00Z',
      commits: [commitOf('ccccccc', 'paul', '2025-03-02T10:00:00Z', 'Publish: Restore ddddddd (2025-03-01)')],
      pages: [{ title: 'Banking', route: '/banking' }],
      otherFiles: 0,
    },
    {
      kind: 'developers',
      commit: 'd'.repeat(40),
      short: 'ddddddd',
      title: '',
      message: 'The site as it was set up',
      authors: ['Site setup'],
      date: '2025-03-01T10:00:00Z',
      commits: [commitOf('ddddddd', 'Site setup', '2025-03-01T10:00:00Z', 'The site as it was set up')],
      pages: [{ title: 'Home', route: '/' }],
      otherFiles: 12,
    },
  ],
};

const DRAFTS = [draft('d-about', 'A sharper About page', 'erin', 'editing'), draft('d-retail', 'Retail use cases', 'maria', 'review')];

describe('the drafts', () => {
  it('an editor starts a draft, sees every open draft with its state, and may edit only her own', async () => {
    stubStudio('erin', DRAFTS);
    showStudio('/studio/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drafts');
    await ready();
    expect(screen.getByLabelText('What will you change?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a draft' })).toBeTruthy();
    // no review for an editor: only the open drafts
    expect(screen.queryByRole('heading', { name: /^Waiting for review/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Open drafts (2)' })).toBeTruthy();
    expect(row('d-about')!.textContent).toContain('Being edited');
    expect(links(row('d-about')!)).toEqual([
      ['Edit', '/studio/drafts/d-about'],
      ['Changes', '/studio/review/d-about'],
    ]);
    expect(row('d-retail')!.textContent).toContain('Waiting for review');
    expect(links(row('d-retail')!)).toEqual([['Changes', '/studio/review/d-retail']]);
    // the bar: the pages this role has, who is signed in
    expect(links(screen.getByRole('navigation', { name: 'Studio' })).map(([name]) => name)).toEqual(['Drafts', 'History']);
    expect(document.querySelector('.studio-bar__who')!.textContent).toBe('erin (editor)');
  });

  it('a publisher sees the drafts waiting for review first, each with Review, and may edit a draft being edited', async () => {
    stubStudio('paul', DRAFTS);
    showStudio('/studio/');
    await ready();
    const waiting = screen.getByRole('region', { name: 'Waiting for review (1)' });
    expect(within(waiting).getAllByRole('row')).toHaveLength(2); // its head and the one draft
    expect(within(waiting).getByRole('row', { name: /Retail use cases/ }).textContent).toContain('maria');
    expect(within(waiting).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/studio/review/d-retail');
    const all = screen.getByRole('region', { name: 'Open drafts (2)' });
    expect(links(within(all).getByRole('row', { name: /A sharper About page/ }))).toEqual([
      ['Edit', '/studio/drafts/d-about'],
      ['Changes', '/studio/review/d-about'],
    ]);
    // a draft waiting for review is not edited: it is reviewed
    expect(links(within(all).getByRole('row', { name: /Retail use cases/ })).map(([name]) => name)).toEqual(['Changes']);
  });
});

describe('a draft in its editor', () => {
  it('asking for review shows the state the studio answered, and what that state allows', async () => {
    const studio = stubStudio('erin', DRAFTS);
    showStudio('/studio/drafts/d-about');
    await waitFor(() => expect(barState()).toBe('Being edited · held by erin'), WAIT);
    expect(document.querySelector('.editor-stand-in')!.textContent).toBe('Draft: A sharper About page');
    const ask = screen.getByRole('button', { name: 'Ask for review' }) as HTMLButtonElement;
    expect(ask.disabled).toBe(false);
    fireEvent.click(ask);
    await waitFor(() => expect(document.querySelector('.studio-bar__status')!.textContent).toBe('Asked for review: a publisher sees it now.'), WAIT);
    expect(studio.posted('ask-review')).toHaveLength(1);
    // one state, the server's: never "Being edited" beside "Waiting for review"
    await waitFor(() => expect(barState()).toBe('Waiting for review · held by erin'), WAIT);
    const bar = screen.getByRole('banner');
    expect(bar.textContent).not.toContain('Being edited');
    expect(bar.textContent!.split('Waiting for review')).toHaveLength(2);
    // in review it cannot be asked again; it can still be discarded (the state table)
    expect((screen.getByRole('button', { name: 'Ask for review' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Discard this draft' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('discarding asks in the page first; cancelled, nothing happens; confirmed, nothing of the draft is left on screen', async () => {
    const studio = stubStudio('erin', DRAFTS);
    showStudio('/studio/drafts/d-about');
    await waitFor(() => expect(barState()).toBe('Being edited · held by erin'), WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Discard this draft' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Discard “A sharper About page”?' });
    expect(dialog.textContent).toContain('Its changes are lost; the live site is not touched.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(studio.posted('discard')).toHaveLength(0);
    expect(location.pathname).toBe('/studio/drafts/d-about');

    fireEvent.click(screen.getByRole('button', { name: 'Discard this draft' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Discard “A sharper About page”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard this draft' }));
    await waitFor(() => expect(location.pathname).toBe('/studio/'), WAIT);
    expect(studio.posted('discard')).toHaveLength(1);
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drafts');
    expect(screen.getByText('The draft is discarded; the live site is not touched.')).toBeTruthy();
    expect(row('d-about')).toBeNull();
    expect(document.body.textContent).not.toContain('A sharper About page');
    expect(document.body.classList.contains('studio-editing')).toBe(false);
  });
});

describe('a review', () => {
  it('a publish shows its outcome; the decision goes, and the page reads as the published draft', async () => {
    const studio = stubStudio('paul', DRAFTS);
    showStudio('/studio/review/d-retail');
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review: Retail use cases');
    expect(screen.getByText(/^Held by maria · Waiting for review · last change/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No problems' })).toBeTruthy();
    // the changes in the words of the site first: per page its heading and its lines, pictures before and after
    const changes = screen.getByRole('region', { name: 'Changes (1 file)' });
    const page = within(changes).getByRole('region', { name: 'About Us (/about)' });
    expect(within(page).getAllByRole('listitem').map((item) => item.firstChild!.textContent)).toEqual(["Title: 'Old' → 'New'", 'Page heading › Image: replaced']);
    expect(within(page).getAllByRole('figure').map((figure) => figure.textContent)).toEqual(['Before', 'After']);
    expect(within(page).getByRole('img', { name: 'Before: public/assets/images/team.svg' }).getAttribute('src')).toBe('/studio/api/history/aaa/file?path=public%2Fassets%2Fimages%2Fteam.svg');
    expect(within(page).getByRole('img', { name: 'After: public/assets/images/team-2.jpg' }).getAttribute('src')).toBe('/studio/api/history/bbb/file?path=public%2Fassets%2Fimages%2Fteam-2.jpg');
    const video = within(changes).getByLabelText('After: public/assets/videos/intro.mp4') as HTMLVideoElement;
    expect([video.tagName, video.controls, video.muted]).toEqual(['VIDEO', true, true]);
    // git's file changes stay, behind a closed "Show the file changes"
    const fileChanges = within(changes).getByText('Show the file changes').closest('details')!;
    expect(fileChanges.open).toBe(false);
    expect(changes.querySelector('.studio-summary')!.compareDocumentPosition(fileChanges) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const diff = fileChanges.querySelector('.studio-diff[data-file="pages/about.yaml"]')!;
    expect(diff.querySelector('.studio-del')!.textContent).toBe('-title: Old\n');
    expect(diff.querySelector('.studio-add')!.textContent).toBe('+title: New\n');
    expect(screen.getByTitle('Preview of the draft “Retail use cases”').getAttribute('src')).toBe('/studio/preview/d-retail?route=%2Fabout');
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).getByLabelText('What should the editor change?')).toBeTruthy();

    fireEvent.click(within(decision).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.querySelector('.studio-ok')?.textContent).toBe('Published: the site shows it now (3 s).'), WAIT);
    expect(studio.posted('publish')).toHaveLength(1);
    expect(within(document.querySelector<HTMLElement>('.studio-outcome')!).getByRole('link', { name: 'See the history' }).getAttribute('href')).toBe('/studio/history');
    // no decision left to take, nothing of the draft's review state left over
    expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Waiting for review|Held by/);
    expect(screen.getByText('Published · edited by maria')).toBeTruthy();
    // the published draft's review is not asked again (the studio would refuse it: the draft is no longer open)
    expect(studio.sent.filter((request) => request.path === 'drafts/d-retail/review')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the history', () => {
  it('each version in words: a publish by its title, the pages by name (not files), developers’ commits grouped with one Restore for the group', async () => {
    const studio = stubStudio('paul', DRAFTS);
    showStudio('/studio/history');
    await ready();
    const entries = [...document.querySelectorAll<HTMLElement>('.studio-history > li')];
    expect(entries.map((entry) => entry.querySelector('strong')!.textContent)).toEqual(['Sharper banking page', '3 changes by developers', 'Restored the version of Mar 1, 2025', '1 change by developers']);
    const [publish, group, restored, setUp] = entries;
    expect(publish.querySelector('.studio-files')!.textContent).toBe('Banking (/banking), Experts (/experts), Experts (/experts) in French, picture team.jpg, Site settings: navigation, footer, colours, texts');
    expect(document.body.textContent).not.toMatch(/pages\/|\.yaml|public\/assets/);
    expect(publish.textContent).toContain('paul');
    expect(publish.textContent).toContain('(live)');
    // the group: its authors once each, what it changed by name, its commits named but not restorable one by one
    expect(group.querySelector('p')!.textContent).toContain('Dev Eloper, Oda Coder');
    expect(group.querySelector('.studio-files')!.textContent).toBe('Experts (/experts), 4 files of the code');
    expect([...group.querySelectorAll('.studio-commits p')].map((p) => p.textContent!.split(' — ')[0])).toEqual(['LoopingVideo: its description reflowed', 'Experts: a typo', 'Build: faster']);
    expect(restored.querySelector('.studio-files')!.textContent).toBe('Banking (/banking)');
    expect(setUp.textContent).toContain('The site as it was set up');
    // one Restore per entry but the live one, each entry one item of the history
    expect(entries.map((entry) => within(entry).queryAllByRole('button', { name: 'Restore this version' }).length)).toEqual([0, 1, 1, 1]);
    expect(document.querySelectorAll('.studio-history li')).toHaveLength(4);

    // the group's Restore restores its newest commit: the state after the group
    fireEvent.click(within(group).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe("Restore the site's files as they were in “3 changes by developers”?");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(studio.posted('restore')).toHaveLength(1), WAIT);
    expect(studio.posted('restore')[0].path).toBe(`history/${'b'.repeat(40)}/restore`);
  });
});

describe('the interface language', () => {
  it('names each language in its own words, the current one pressed; choosing another remembers it and shows the page again', () => {
    const onSwitch = vi.fn();
    render(<LanguageSwitch label="Interface language" onSwitch={onSwitch} />);
    const group = screen.getByRole('group', { name: 'Interface language' });
    const [english, french] = within(group).getAllByRole('button');
    expect([english.textContent, english.lang, english.getAttribute('aria-pressed')]).toEqual(['English', 'en', 'true']);
    expect([french.textContent, french.lang, french.getAttribute('aria-pressed')]).toEqual(['Français', 'fr', 'false']);
    fireEvent.click(english);
    expect(onSwitch).not.toHaveBeenCalled();
    fireEvent.click(french);
    expect(document.cookie).toContain('interface-language=fr');
    expect(onSwitch).toHaveBeenCalledWith('fr');
    document.cookie = 'interface-language=; path=/; max-age=0';
  });
});
