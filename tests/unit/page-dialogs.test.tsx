// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewPageAnswer } from '../../src/editor/contract.ts';
import { DialogHost } from '../../src/editor/client/app/dialogs.tsx';
import { askPageName } from '../../src/editor/client/editor/PageDialogs.tsx';
import { EDITOR_TEXTS } from '../../src/editor/client/texts/editor.ts';
import { WAIT } from '../helpers/wait.ts';

/**
 * The rename dialog (src/editor/client/editor/PageDialogs.tsx) with the server's plan stubbed: it opens on the
 * page's name without a word against its own address, and says what the rename will do beside the new address.
 */

const T = EDITOR_TEXTS.en;

afterEach(() => {
  // a dialog still open (the store of open dialogs outlives the DOM) is cancelled
  for (const button of screen.queryAllByRole('button', { name: T.cancel })) fireEvent.click(button);
  cleanup();
});

/** What the server's `new-page` answers for a name in pages/industries, where /real-estate is the renamed page's own address. */
async function plan(name: string): Promise<NewPageAnswer> {
  const slug = name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const answer = { slug, path: `pages/industries/${slug}.yaml`, route: `/${slug}`, key: slug };
  return slug === 'real-estate' ? { ...answer, problem: 'There is already a page at /real-estate (pages/industries/real-estate.yaml): choose another name, or open that page.' } : answer;
}

function openRename() {
  render(<DialogHost />);
  let answer: Promise<unknown> | undefined;
  act(() => {
    answer = askPageName({
      heading: T.renameHeading('Real Estate'),
      label: T.newName,
      example: 'Maritime Logistics',
      plan,
      action: T.renameAction,
      initial: 'Real Estate',
      ownRoute: '/real-estate',
      consequence: (planned) => T.renameLeadsTo('/real-estate', planned.route),
    });
  });
  return { answer: answer!, input: screen.getByLabelText(T.newName) as HTMLInputElement, submit: screen.getByRole('button', { name: T.renameAction }) as HTMLButtonElement };
}

describe('the rename dialog', () => {
  it('opens on the page’s name, with nothing said against its own address', async () => {
    const { input, submit } = openRename();
    expect(input.value).toBe('Real Estate');
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the pause after typing
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('There is already a page');
    expect(submit.disabled).toBe(true);
  });

  it('says a name that makes the page’s own address again changes nothing, not that a page is there', async () => {
    const { input, submit } = openRename();
    fireEvent.change(input, { target: { value: 'Real estate' } });
    await waitFor(() => expect(document.body.textContent).toContain(T.addressUnchanged('/real-estate')), WAIT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(submit.disabled).toBe(true);
  });

  it('shows the new address and that the old one will lead to it, then renames', async () => {
    const { answer, input, submit } = openRename();
    fireEvent.change(input, { target: { value: 'Property' } });
    await waitFor(() => expect(document.body.textContent).toContain('/real-estate will lead to /property'), WAIT);
    expect(document.body.textContent).toContain(`${T.itsAddress}/property`);
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await expect(answer).resolves.toMatchObject({ name: 'Property', plan: { route: '/property' } });
  });
});
