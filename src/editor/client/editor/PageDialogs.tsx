import { useEffect, useRef, useState } from 'react';
import type { LinkToPage, NewPageAnswer, SiteEntry } from '../../contract.ts';
import { ask } from '../app/dialogs.tsx';
import { EDITOR_TEXT as T } from '../texts/editor.ts';

/**
 * The dialogs that make, rename and delete a page and remove an item of a list, without YAML. A name is asked
 * for; the file name and the address it makes are shown as it is typed, with what is wrong with it (a taken
 * address), before anything is written.
 */

export interface NewPageOptions {
  /** "New industry": the dialog's heading. */
  heading: string;
  /** "Name of the industry" */
  label: string;
  example: string;
  /** Asks the server what the name would make. */
  plan: (name: string) => Promise<NewPageAnswer | undefined>;
  action?: string;
  /** A renamed page's name: the dialog opens with it, and it is no problem that its address is its own. */
  initial?: string;
  /** A renamed page's address: a name that makes it again changes nothing, which is said as such (not as "a page is there already"). */
  ownRoute?: string;
  /** What the dialog says it will do beside the address (a rename: the old address leads to the new one). */
  consequence?: (plan: NewPageAnswer) => string | undefined;
  /** A choice offered with the name typed, ticked at first (a rename: its heading changes too), as the label of its box; undefined: none. */
  choice?: (name: string) => string | undefined;
}

export interface PageNameAnswer {
  name: string;
  plan: NewPageAnswer;
  /** The choice offered, when there was one: whether it was kept ticked. */
  chosen: boolean;
}

/** Asks for a page's name; resolves with it and its plan once the plan has no problem and the person confirms. */
export function askPageName(options: NewPageOptions): Promise<PageNameAnswer | undefined> {
  return ask<PageNameAnswer>({}, (close) => <PageNameForm options={options} close={close} />);
}

function PageNameForm({ options, close }: { options: NewPageOptions; close: (value: PageNameAnswer | undefined) => void }) {
  const [name, setName] = useState(options.initial ?? '');
  const [chosen, setChosen] = useState(true);
  const [latest, setLatest] = useState<{ name: string; plan: NewPageAnswer } | undefined>();
  const asked = useRef(0);
  const check = async (value: string) => {
    const request = ++asked.current;
    if (!value.trim() || value === options.initial) return setLatest(undefined);
    const plan = await options.plan(value);
    if (request === asked.current && plan) setLatest({ name: value, plan });
  };
  useEffect(() => {
    const timer = setTimeout(() => void check(name), 150);
    return () => clearTimeout(timer);
  }, [name]);
  const current = latest?.name === name ? latest : undefined;
  // the page being renamed is the one at its own address: the server's plan sees the address taken, by it
  const unchanged = current !== undefined && current.plan.route === options.ownRoute;
  const problem = unchanged ? undefined : current?.plan.problem;
  const ready = current !== undefined && !problem && !unchanged;
  const consequence = ready ? options.consequence?.(current.plan) : undefined;
  const choice = ready ? options.choice?.(current.name) : undefined;
  return (
    <form
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) close({ ...current, chosen: choice !== undefined && chosen });
      }}
    >
      <h2 id="edit-dialog-title">{options.heading}</h2>
      <label htmlFor="edit-dialog-name">{options.label}</label>
      <input
        id="edit-dialog-name"
        data-autofocus=""
        value={name}
        autoComplete="off"
        maxLength={120}
        aria-describedby="edit-dialog-plan"
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <p className="form-help">{T.forExample(options.example)}</p>
      <p id="edit-dialog-plan" className="edit-dialog-plan" aria-live="polite">
        {problem ? (
          <span className="edit-dialog-problem" role="alert">
            {problem}
          </span>
        ) : unchanged ? (
          <span>{T.addressUnchanged(current.plan.route)}</span>
        ) : current ? (
          <>
            <span>{T.itsAddress}</span>
            <strong>{current.plan.route}</strong>
            <span className="edit-entry-path">{T.fileOfPlan(current.plan.path)}</span>
            {consequence && <span className="edit-dialog-consequence">{consequence}</span>}
          </>
        ) : null}
      </p>
      {choice && (
        <label className="edit-dialog-choice">
          <input type="checkbox" checked={chosen} onChange={(event) => setChosen(event.target.checked)} /> {choice}
        </label>
      )}
      <div className="edit-dialog-actions">
        <button type="submit" className="edit-save" disabled={!ready}>
          {options.action ?? T.create}
        </button>
        <button type="button" onClick={() => close(undefined)}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * Asks to confirm deleting a page, naming what links to it. Resolves 'delete', 'delete-with-links' (the list
 * items holding the links go too), or undefined.
 */
export function askDeletePage(entry: SiteEntry, links: LinkToPage[], describe: (file: string) => string): Promise<'delete' | 'delete-with-links' | undefined> {
  const fixed = links.filter((link) => !link.removable);
  return ask<'delete' | 'delete-with-links'>({ role: 'alertdialog' }, (close) => (
    <>
      <h2 id="edit-dialog-title">{T.deleteHeading(entry.title, entry.route)}</h2>
      {links.length === 0 ? (
        <p>{T.noLinksToPage}</p>
      ) : (
        <>
          <p>{T.linksToPage(links.length)}</p>
          <ul>
            {links.map((link, index) => (
              <li key={index}>{T.linkOn(describe(link.file), link.value, link.removable)}</li>
            ))}
          </ul>
          {fixed.length > 0 && <p className="edit-dialog-problem">{T.linksBlockDelete}</p>}
        </>
      )}
      <div className="edit-dialog-actions">
        {links.length === 0 ? (
          <button type="button" className="edit-danger" onClick={() => close('delete')}>
            {T.deleteThePage}
          </button>
        ) : fixed.length === 0 ? (
          <button type="button" className="edit-danger" onClick={() => close('delete-with-links')}>
            {T.deleteWithLinks(links.length)}
          </button>
        ) : null}
        <button type="button" data-autofocus="" onClick={() => close(undefined)}>
          {T.keepThePage}
        </button>
      </div>
    </>
  ));
}

/** Asks to confirm removing an item of a list (a use case, a video, a category). */
export function askRemoveItem(what: string, title: string): Promise<true | undefined> {
  return ask<true>({ role: 'alertdialog' }, (close) => (
    <>
      <h2 id="edit-dialog-title">{T.removeHeading(title)}</h2>
      <p>{T.removeNote}</p>
      <div className="edit-dialog-actions">
        <button type="button" className="edit-danger" onClick={() => close(true)}>
          {T.removeItem(what)}
        </button>
        <button type="button" data-autofocus="" onClick={() => close(undefined)}>
          {T.keepIt}
        </button>
      </div>
    </>
  ));
}
