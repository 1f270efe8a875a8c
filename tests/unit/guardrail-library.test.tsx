// @vitest-environment jsdom
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { createQueryClient } from '../../src/app/query-client.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { stubMatchMedia } from '../helpers/match-media.ts';
import { copySite } from '../../src/paths.ts';
import { WAIT } from '../helpers/wait.ts';

/** Adding a guardrail video is adding one YAML entry: the cards and the counter follow the list. */
describe('a 32nd guardrail video is one more entry in content/guardrail-videos.yaml', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'guardrails-'));
  copySite(root);
  appendFileSync(path.join(root, 'content/guardrail-videos.yaml'), readFileSync(path.join(import.meta.dirname, '../fixtures/thirty-second-guardrail/entry.yaml'), 'utf8'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders 32 cards, and the player counts "n / 32" and wraps at both ends', async () => {
    const { model, problems } = loadSite(root);
    expect(problems).toEqual([]);
    // jsdom has no modal dialogs: the attribute is what the component and these checks rely on
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    stubMatchMedia();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const page = model!.pages.find((p) => p.route === '/noblackbox')!;
    const queryClient = createQueryClient();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter initialEntries={['/noblackbox']}>
          <App shell={model!.shell} queryClient={queryClient} firstPage={{ page }} />
        </MemoryRouter>,
      );
    });
    // the page's blocks load as modules first (slow on a busy machine): a state to wait for, not a time
    await vi.waitFor(() => expect(container.querySelectorAll('.library-card')).toHaveLength(32), { ...WAIT, interval: 50 });
    const cards = container.querySelectorAll<HTMLButtonElement>('.library-card__open');
    expect(cards[31].closest('.library-card')!.textContent).toContain('Schema checks on tool outputs');

    const position = () => container.querySelector('.library-player__position')?.textContent;
    await act(async () => cards[31].click());
    expect(position()).toBe('32 / 32');
    const [previous, next] = [...container.querySelectorAll<HTMLButtonElement>('.library-player__nav button')];
    await act(async () => next.click());
    expect(position()).toBe('1 / 32');
    await act(async () => previous.click());
    expect(position()).toBe('32 / 32');
    await act(async () => previous.click());
    expect(position()).toBe('31 / 32');
  });
});
