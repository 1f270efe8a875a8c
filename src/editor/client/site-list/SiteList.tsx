import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LanguageInfo, SiteEntry, SiteGroup, TranslationState } from '../../contract.ts';
import { useSiteEntries, useTranslationStates } from '../editor/queries.ts';
import { useEditor, useEditorActions } from '../editor/store.ts';
import { SITE_LIST_TEXT as T } from '../texts/site-list.ts';
import { useKeptTranslationFiles } from '../translate/TranslateView.tsx';
import { languageName } from '../translate/words.ts';

/**
 * The site's files as a person knows them: pages by their title and address, grouped (Pages, Industries,
 * Videos, Catalogue, Settings), a filter over every word shown, and the file names only under "Show file
 * names". A site of a thousand pages stays usable: Enter opens the first entry shown, the down arrow goes into
 * the list, Escape clears the filter. On a site in several languages each file says how far its translation
 * is in each language ("FR 12 missing · 2 stale", "FR ✓"), and "What needs French" shows only the files with
 * French texts missing or out of date. On a phone it is a pane of its own, one tap from the open page.
 */
const GROUPS: SiteGroup[] = ['pages', 'industries', 'videos', 'catalogue', 'settings'];

/** The files with texts missing or out of date in a language. */
const needs = (state: TranslationState | undefined) => !!state && state.missing.length + state.stale.length > 0;

export function SiteList() {
  const entries = useSiteEntries();
  const { languages, states } = useTranslationStates();
  const current = useEditor((state) => state.file?.path);
  const keptHere = useEditor((state) => state.kept);
  const base = useEditor((state) => state.api.base);
  const actions = useEditorActions();
  const [filter, setFilter] = useState('');
  const [paths, setPaths] = useState(false);
  const [needed, setNeeded] = useState<string | undefined>();
  const list = useRef<HTMLDivElement>(null);
  const filterInput = useRef<HTMLInputElement>(null);
  const byFile = useMemo(() => new Map(states.map((state) => [`${state.file}#${state.language}`, state])), [states]);
  const keptTranslations = useKeptTranslationFiles(base);
  const unsaved = new Set([...keptHere, ...keptTranslations]);
  const others = languages.slice(1);
  const neededLanguage = others.find((language) => language.code === needed);

  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shownEntries = entries.filter(
    (entry) => words.every((word) => `${entry.title} ${entry.route ?? ''} ${entry.path}`.toLowerCase().includes(word)) && (!neededLanguage || needs(byFile.get(`${entry.path}#${neededLanguage.code}`))),
  );
  const shownPaths = new Set(shownEntries.map((entry) => entry.path));
  const count = neededLanguage && words.length === 0
    ? shownEntries.length === 0
      ? T.nothingNeeds(languageName(neededLanguage))
      : T.filesNeed(shownEntries.length, languageName(neededLanguage))
    : words.length === 0
      ? ''
      : shownEntries.length === 0
        ? T.noMatch(neededLanguage && languageName(neededLanguage))
        : T.shownOf(shownEntries.length, entries.length);

  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('li:not([hidden]) button[data-file]') ?? [])];
  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = shownEntries[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      void actions.openFile(first.path);
    } else if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Escape' && filter) {
      setFilter('');
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const shown = buttons();
    const index = shown.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index === 0) return filterInput.current?.focus();
    shown[Math.min(shown.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))].focus();
  };

  return (
    <nav className={`edit-nav${paths ? ' edit-nav--paths' : ''}`} aria-label={T.theSite}>
      <input
        ref={filterInput}
        type="search"
        className="edit-filter"
        placeholder={T.findPage}
        aria-label={T.findPage}
        aria-controls="edit-files"
        autoComplete="off"
        spellCheck={false}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={onFilterKey}
      />
      {others.length > 0 && (
        <div className="edit-needs" role="group" aria-label={T.translations}>
          {others.map((language) => (
            <button key={language.code} type="button" data-language={language.code} aria-pressed={needed === language.code} aria-controls="edit-files" onClick={() => setNeeded(needed === language.code ? undefined : language.code)}>
              {T.whatNeeds(languageName(language))}
            </button>
          ))}
        </div>
      )}
      <p className="edit-filter-count" aria-live="polite">
        {count}
      </p>
      <div className="edit-files" id="edit-files" role="group" aria-label={T.files} ref={list} onKeyDown={onListKey}>
        {GROUPS.map((group) => {
          const members = entries.filter((entry) => entry.group === group);
          if (members.length === 0) return null;
          return (
            <section key={group} className="edit-group" data-group={group} hidden={!members.some((entry) => shownPaths.has(entry.path))}>
              <h2>{T.groups[group]}</h2>
              <ul aria-label={T.groups[group]}>
                {members.map((entry) => (
                  <li key={entry.path} hidden={!shownPaths.has(entry.path)}>
                    <Entry entry={entry} current={entry.path === current} unsaved={unsaved.has(entry.path)} languages={languages} byFile={byFile} open={() => void actions.openFile(entry.path)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <label className="edit-show-paths">
        <input type="checkbox" checked={paths} onChange={(event) => setPaths(event.target.checked)} />
        {T.showFileNames}
      </label>
    </nav>
  );
}

function Entry({ entry, current, unsaved, languages, byFile, open }: { entry: SiteEntry; current: boolean; unsaved: boolean; languages: LanguageInfo[]; byFile: Map<string, TranslationState>; open: () => void }) {
  const source = languages[0] ? languageName(languages[0]) : '';
  const badges = languages.slice(1).flatMap((language) => {
    const state = byFile.get(`${entry.path}#${language.code}`);
    if (!state || state.texts === 0) return [];
    const short: string[] = [];
    const said: string[] = [];
    if (state.missing.length > 0) {
      short.push(T.missing(state.missing.length));
      said.push(T.saidMissing(state.missing.length));
    }
    if (state.stale.length > 0) {
      short.push(T.stale(state.stale.length));
      said.push(T.saidStale(state.stale.length, source));
    }
    if (state.unchecked.length > 0) {
      short.push(T.toCheck(state.unchecked.length));
      said.push(T.saidToCheck(state.unchecked.length));
    }
    return [
      <span key={language.code} className="edit-entry-lang" data-language={language.code} data-done={String(short.length === 0)}>
        <span aria-hidden="true">{`${language.code.toUpperCase()} ${short.length === 0 ? '✓' : short.join(' · ')}`}</span>
        <span className="edit-visually-hidden">{T.saidBadge(languageName(language), said.length === 0 ? T.saidDone : said.join(', '))}</span>
      </span>,
    ];
  });
  return (
    <button type="button" data-file={entry.path} aria-current={current} onClick={open}>
      <span className="edit-entry-title">{entry.title}</span>
      <span className="edit-entry-route">{entry.route ?? ''}</span>
      <span className="edit-entry-path">{entry.path}</span>
      {unsaved && <span className="edit-entry-unsaved">{T.notSaved}</span>}
      {badges.length > 0 && <span className="edit-entry-langs" />}
      {badges}
    </button>
  );
}
