import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { diffWords } from 'diff';
import { Fragment, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import type { LanguageInfo, TranslateRequest, TranslationAnswer, TranslationRow } from '../../contract.ts';
import { registerKeeper } from '../app/leaving.ts';
import { useTranslationStates } from '../editor/queries.ts';
import { useEditor, useEditorActions } from '../editor/store.ts';
import { whenKept } from '../local-drafts.ts';
import { interfaceLanguage } from '../../../interface/language.ts';
import { TRANSLATE_TEXT as T } from '../texts/translate.ts';
import { draftKey, keptTranslations, keptTranslationsChanged, readKeptDraft, type KeptDraft } from './kept.ts';
import { languageLabel, languageName, placeInWords, pluralForms } from './words.ts';

export { keptTranslationFiles, subscribeKeptTranslations, useKeptTranslationFiles } from './kept.ts';

/**
 * The Translate view of the open file: each text of the source (English) beside its translation in the
 * language chosen, with its state in words (not translated yet, up to date, the English changed since, not
 * yet checked), a filter on what needs work, and one Save for every text changed. For a person who never
 * sees the YAML: the server (GET translation, POST translate) reads and writes the translation file beside
 * the source. Nothing typed is lost: unsaved texts are kept in the browser per file and language (kept.ts),
 * offered back on return, and kept through a conflict. The editor screen keeps it mounted while the file is
 * open (`visible` says whether its tab is shown), so what is typed survives a change of tab.
 */

type Value = string | Record<string, string>;
type Filter = 'all' | 'work';
type StatusKind = 'info' | 'warn' | 'error';

/** A kept copy offered back and not yet restored or discarded: kept under what is typed meanwhile. */
interface Offer {
  edits: [string, Value][];
  marked: string[];
  at: number;
  /** Typed over the translation still saved (else over one saved since). */
  sameBase: boolean;
}

/** What the person did in one file's translation into one language (`key`); another file or language starts afresh. */
interface Work {
  key: string;
  /** The rows were read and the kept copy looked at: from now on what is typed is kept in the browser. */
  ready: boolean;
  /** The translation file's hash as last read: what is typed is typed over it. */
  hash: string | null;
  /** The texts typed that differ from the saved ones, by place (`JSON.stringify(at)`). */
  edits: ReadonlyMap<string, Value>;
  /** The texts marked as checked (kept as they are, made from today's source). */
  marked: ReadonlySet<string>;
  offered?: Offer;
  status: { text: string; kind: StatusKind };
  conflict: boolean;
  /** Bumped by every change to what is kept in the browser. */
  revision: number;
}

const LANGUAGE_KEY = 'site-editor:translate-language';
const FILTER_KEY = 'site-editor:translate-filter';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
const remembered = (key: string) => storage()?.getItem(key) ?? undefined;
const remember = (key: string, value: string) => {
  try {
    storage()?.setItem(key, value);
  } catch {
    /* not remembered; nothing else changes */
  }
};

const keyOf = (at: (string | number)[]) => JSON.stringify(at);
const isForms = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A translation as the view compares it: a text, or the forms of a counted text that are filled; '' when nothing is. */
function normalised(value: unknown): Value {
  if (typeof value === 'string') return value;
  if (isForms(value)) {
    const forms: Record<string, string> = {};
    for (const [form, text] of Object.entries(value)) if (typeof text === 'string' && text !== '') forms[form] = text;
    return Object.keys(forms).length > 0 ? forms : '';
  }
  return value === undefined || value === null ? '' : String(value);
}
const same = (a: Value, b: Value) => {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/** A text of the source as one string, for the word diff of a stale row: a counted text form by form. */
const asText = (value: unknown): string => (isForms(value) ? Object.entries(value).map(([form, text]) => `${form}: ${String(text)}`).join('\n') : String(value ?? ''));

/** The plural forms of a language, worked out once (a thousand numbers each). */
const formsCache = new Map<string, { form: string; label: string }[]>();
const formsOf = (code: string) => {
  let forms = formsCache.get(code);
  if (!forms) formsCache.set(code, (forms = pluralForms(code)));
  return forms;
};

const emptyWork = (key: string): Work => ({ key, ready: false, hash: null, edits: new Map(), marked: new Set(), status: { text: '', kind: 'info' }, conflict: false, revision: 0 });
const isDirty = (work: Work) => work.edits.size > 0 || work.marked.size > 0;

/** What is typed, after the rows were read again: a text typed that the file now has anyway is no change any more; a text up to date needs no mark. */
function reconciled(work: Work, answer: TranslationAnswer): Work {
  const rows = new Map(answer.rows.map((row) => [keyOf(row.at), row]));
  const edits = new Map(work.edits);
  const marked = new Set(work.marked);
  for (const [key, typed] of work.edits) {
    const row = rows.get(key);
    if (row && same(typed, normalised(row.translation))) edits.delete(key);
  }
  for (const key of work.marked) if (rows.get(key)?.state === 'current') marked.delete(key);
  const changed = edits.size !== work.edits.size || marked.size !== work.marked.size;
  if (!changed) return work.hash === answer.hash ? work : { ...work, hash: answer.hash };
  return { ...work, hash: answer.hash, edits, marked, revision: work.revision + 1 };
}

export function TranslateView({ file, visible }: { file: string; visible: boolean }) {
  const api = useEditor((state) => state.api);
  const sourceDirty = useEditor((state) => state.file !== undefined && (state.text !== state.file.saved || state.file.hash === null));
  const actions = useEditorActions();
  const queryClient = useQueryClient();
  const { languages } = useTranslationStates();
  const uid = `tv-${useId().replace(/[^\w-]/g, '')}`;

  // --- the language and the filter, remembered in this browser -------------------------------------
  const others = languages.slice(1);
  const [chosen, setChosen] = useState(() => remembered(LANGUAGE_KEY));
  const code = others.some((language) => language.code === chosen) ? chosen : others[0]?.code;
  const [filter, setFilter] = useState<Filter>(() => (remembered(FILTER_KEY) === 'work' ? 'work' : 'all'));
  const key = code ? draftKey(file, code) : '';

  // --- the rows -------------------------------------------------------------------------------------
  const queryKey = useMemo(() => ['translation', api.base, file, code] as const, [api.base, file, code]);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const reply = await api.call('translation', { path: file, language: code! });
      if (!reply.data?.rows) throw new Error(reply.error ?? T.notRead);
      return reply.data;
    },
    enabled: visible && code !== undefined,
  });
  const answer = query.isError ? undefined : query.data;

  // --- what is typed, for this file and language --------------------------------------------------
  const [work, setWork] = useState<Work>(() => emptyWork(key));
  const current = useMemo(() => (work.key === key ? work : emptyWork(key)), [work, key]);
  const workRef = useRef(work);
  useLayoutEffect(() => {
    workRef.current = work;
  }, [work]);

  /** Keeps what is typed in this browser now (with the kept copy still offered, under it); true when it is all kept. */
  const keepNow = useCallback(
    (w: Work = workRef.current): boolean => {
      if (!w.ready) return true;
      const kept = keptTranslations(api.base);
      const allEdits = new Map<string, Value>([...(w.offered?.edits ?? []), ...w.edits]);
      const allMarked = new Set([...(w.offered?.marked ?? []), ...w.marked]);
      let text: string | undefined;
      if (allEdits.size === 0 && allMarked.size === 0) kept.forget(w.key);
      else kept.keep(w.key, (text = JSON.stringify({ edits: [...allEdits], marked: [...allMarked] } satisfies KeptDraft)), w.hash);
      keptTranslationsChanged(api.base);
      return text === undefined || !isDirty(w) || kept.read(w.key)?.text === text;
    },
    [api.base],
  );

  // kept a moment after each change, at once when the page is left, the tab hidden, the file or language changed
  useEffect(() => {
    if (!work.ready) return;
    const timer = setTimeout(() => keepNow(), 250);
    return () => clearTimeout(timer);
  }, [work.key, work.ready, work.revision, keepNow]);
  useEffect(() => {
    const off = registerKeeper({ keep: () => keepNow(), dirty: () => isDirty(workRef.current) });
    return () => {
      off();
    };
  }, [keepNow]);
  useEffect(() => () => void keepNow(), [key, keepNow]);
  useEffect(() => {
    if (!visible) keepNow();
  }, [visible, keepNow]);

  // the rows read (again): what is typed stays; the first time, a kept copy is offered back
  useEffect(() => {
    if (!answer || !key) return;
    const w = workRef.current;
    if (w.key === key && w.ready) {
      setWork((now) => (now.key === key && now.ready ? reconciled(now, answer) : now));
      return;
    }
    const fresh = w.key === key ? w : emptyWork(key);
    setWork({ ...fresh, ready: true, hash: answer.hash, offered: offerOf(fresh) });

    function offerOf(typed: Work): Offer | undefined {
      const found = readKeptDraft(api.base, key);
      if (!found) return undefined;
      const rows = new Map(answer!.rows.map((row) => [keyOf(row.at), row]));
      const edits = found.draft.edits.filter(([at, value]) => rows.has(at) && !same(value, normalised(rows.get(at)!.translation)) && !(typed.edits.has(at) && same(typed.edits.get(at)!, value)));
      const marked = found.draft.marked.filter((at) => rows.get(at)?.state === 'stale' || rows.get(at)?.state === 'unchecked');
      if (edits.length === 0 && marked.length === 0) {
        if (!isDirty(typed)) {
          keptTranslations(api.base).forget(key);
          keptTranslationsChanged(api.base);
        }
        return undefined;
      }
      return { edits, marked, at: found.at, sameBase: found.base === answer!.hash };
    }
  }, [answer, key, api.base]);

  // --- the preview shows the language chosen while the view is shown --------------------------------
  useEffect(() => {
    actions.showLanguage(visible ? code : undefined);
  }, [actions, visible, code]);
  useEffect(() => () => actions.showLanguage(undefined), [actions]);

  // --- focus after an action: the first text waiting to be saved, or the conflict's button ------------
  const root = useRef<HTMLDivElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<'pending' | 'reload'>();
  useEffect(() => {
    if (!focusTo) return;
    if (focusTo === 'reload') reloadButton.current?.focus();
    else root.current?.querySelector<HTMLElement>('.tv-row[data-pending="true"] textarea')?.focus();
    setFocusTo(undefined);
  }, [focusTo]);

  // --- changes ------------------------------------------------------------------------------------
  const setStatus = (forKey: string, text: string, kind: StatusKind = 'info') => setWork((w) => (w.key === forKey ? { ...w, status: { text, kind } } : w));

  const typed = useCallback((at: string, value: Value, original: Value) => {
    setWork((w) => {
      const edits = new Map(w.edits);
      if (same(value, original)) edits.delete(at);
      else edits.set(at, value);
      return { ...w, edits, revision: w.revision + 1 };
    });
  }, []);
  const toggleMark = useCallback((at: string) => {
    setWork((w) => {
      const marked = new Set(w.marked);
      if (marked.has(at)) marked.delete(at);
      else marked.add(at);
      return { ...w, marked, revision: w.revision + 1 };
    });
  }, []);
  const [focusedRow, setFocusedRow] = useState<string>();

  const restore = () => {
    setWork((w) => {
      if (!w.offered) return w;
      const edits = new Map(w.edits);
      for (const [at, value] of w.offered.edits) edits.set(at, value);
      const marked = new Set(w.marked);
      for (const at of w.offered.marked) marked.add(at);
      return { ...w, edits, marked, offered: undefined, revision: w.revision + 1, status: { text: w.offered.sameBase ? T.restoredSame : T.restoredOver, kind: 'warn' } };
    });
    setFocusTo('pending');
  };
  const discard = () => setWork((w) => ({ ...w, offered: undefined, revision: w.revision + 1 }));

  // --- saving -------------------------------------------------------------------------------------
  const saveMutation = useMutation({ mutationFn: (body: TranslateRequest) => api.call('translate', body) });
  const saving = saveMutation.isPending;
  /** A save under way (a second Ctrl+S before the button is drawn disabled waits for it). */
  const savingNow = useRef(false);

  async function save() {
    const w = current;
    if (!answer || !code || savingNow.current || !w.ready || !isDirty(w)) return;
    const texts: TranslateRequest['texts'] = [];
    const sent = new Map<string, Value>();
    for (const row of answer.rows) {
      const at = keyOf(row.at);
      const value = w.edits.has(at) ? w.edits.get(at)! : w.marked.has(at) ? normalised(row.translation) : undefined;
      if (value === undefined || (value === '' && !w.edits.has(at))) continue;
      texts.push({ at: row.at, value });
      sent.set(at, value);
    }
    if (texts.length === 0) return;
    keepNow(w);
    const savedKey = key;
    const name = languageName(answer.language);
    const translationPath = answer.translation;
    setWork((now) => (now.key === savedKey ? { ...now, conflict: false, status: { text: T.saving, kind: 'info' } } : now));
    savingNow.current = true;
    const reply = await saveMutation.mutateAsync({ path: file, language: code, hash: answer.hash, texts }).finally(() => {
      savingNow.current = false;
    });
    if (reply.status === 409) {
      setWork((now) => (now.key === savedKey ? { ...now, conflict: true, status: { text: T.conflictStatus, kind: 'error' } } : now));
      setFocusTo('reload');
      return;
    }
    if (!reply.data || !('hash' in reply.data)) return setStatus(savedKey, T.notSaved(reply.error), 'error');
    const mine = reply.data.problems.filter((problem) => problem.file === translationPath);
    if (mine.length > 0) setStatus(savedKey, T.savedWithProblems(texts.length, name, mine.length, mine[0].message), 'warn');
    else setStatus(savedKey, T.saved(texts.length, name));
    // the list's states, the preview and these rows follow (read once: the refetch already asked for is awaited)
    actions.filesChanged();
    await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    setWork((now) => {
      if (now.key !== savedKey) return now;
      const edits = new Map(now.edits);
      const marked = new Set(now.marked);
      for (const [at, value] of sent) {
        if (edits.has(at) && same(edits.get(at)!, value)) edits.delete(at);
        marked.delete(at);
      }
      return { ...now, edits, marked, revision: now.revision + 1 };
    });
  }

  async function reloadKeeping() {
    const savedKey = key;
    const name = answer ? languageName(answer.language) : '';
    setWork((now) => (now.key === savedKey ? { ...now, conflict: false } : now));
    await queryClient.invalidateQueries({ queryKey });
    setStatus(savedKey, T.reloaded(name), 'warn');
    setFocusTo('pending');
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.stopPropagation(); // the translation is saved, not the page
      void save();
    }
  };

  // --- drawing ------------------------------------------------------------------------------------
  const target: LanguageInfo | undefined = answer?.language ?? others.find((language) => language.code === code);
  const sourceLanguage: Pick<LanguageInfo, 'code' | 'name'> = answer?.sourceLanguage ?? languages[0] ?? { code: 'en', name: 'English' };
  const ready = answer !== undefined && current.ready;
  const status = query.isError
    ? { text: query.error.message || T.notRead, kind: 'error' as const }
    : !answer && query.isFetching
      ? { text: T.reading, kind: 'info' as const }
      : current.status;
  const rows = ready ? answer.rows : [];
  const names = useMemo<Names | undefined>(
    () =>
      answer && {
        sourceName: languageName(answer.sourceLanguage),
        SourceName: languageLabel(answer.sourceLanguage),
        targetName: languageName(answer.language),
        TargetName: languageLabel(answer.language),
        lang: interfaceLanguage(),
      },
    [answer],
  );
  const pending = (at: string) => current.edits.has(at) || current.marked.has(at);
  const hiddenRow = (row: TranslationRow, at: string) => filter === 'work' && row.state === 'current' && !pending(at) && focusedRow !== at;
  const shownRows = rows.filter((row) => !hiddenRow(row, keyOf(row.at))).length;

  return (
    <div className="edit-translate" hidden={!visible} ref={root} onKeyDown={onKeyDown}>
      <div className="tv-bar">
        <div className="tv-picker">
          <label htmlFor={`${uid}-language`}>{T.language}</label>
          <select
            id={`${uid}-language`}
            className="tv-language"
            value={code ?? ''}
            onChange={(event) => {
              keepNow();
              setChosen(event.target.value);
              remember(LANGUAGE_KEY, event.target.value);
            }}
          >
            {others.map((language) => (
              <option key={language.code} value={language.code}>
                {languageLabel(language, true)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="tv-show">
          <legend>{T.show}</legend>
          {(['all', 'work'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${uid}-show`}
                value={value}
                checked={filter === value}
                onChange={() => {
                  setFilter(value);
                  remember(FILTER_KEY, value);
                }}
              />
              {value === 'all' ? T.allTexts : T.onlyWork}
            </label>
          ))}
        </fieldset>
        <button type="button" className="tv-primary tv-save" disabled={saving || !ready || !isDirty(current)} onClick={() => void save()}>
          {target ? T.saveLanguage(languageName(target)) : T.saveTranslation}
        </button>
      </div>
      {ready && <Summary answer={answer} />}
      <p className="tv-status" role="status" data-kind={status.kind}>
        {status.text}
      </p>
      {sourceDirty && <p className="tv-note">{T.sourceNotSaved(languageName(sourceLanguage))}</p>}
      {ready && current.offered && <KeptOffer offer={current.offered} language={languageName(answer.language)} onRestore={restore} onDiscard={discard} />}
      {ready && current.conflict && (
        <section className="tv-conflict" aria-label={T.conflictRegion}>
          <h3>{T.conflictHeading(languageName(answer.language))}</h3>
          <p>{T.conflictText}</p>
          <div className="edit-dialog-actions">
            <button type="button" className="tv-primary" ref={reloadButton} onClick={() => void reloadKeeping()}>
              {T.reloadKeeping}
            </button>
          </div>
        </section>
      )}
      {ready && answer.problems.length > 0 && (
        <ul className="tv-problems" aria-label={T.fileMistakes}>
          {answer.problems.map((problem, index) => (
            <li key={index}>{T.fileProblem(answer.translation, problem.line, problem.message)}</li>
          ))}
        </ul>
      )}
      <ol className="tv-rows" aria-label={T.texts}>
        {ready &&
          names &&
          rows.map((row) => {
            const at = keyOf(row.at);
            return (
              <Row
                key={at}
                at={at}
                row={row}
                answer={answer}
                names={names}
                value={current.edits.get(at)}
                edited={current.edits.has(at)}
                marked={current.marked.has(at)}
                hidden={hiddenRow(row, at)}
                visible={visible}
                onType={typed}
                onToggleMark={toggleMark}
                onFocusRow={setFocusedRow}
              />
            );
          })}
      </ol>
      {ready && shownRows === 0 && <p className="tv-empty">{rows.length === 0 ? T.noTexts : T.nothingToDo(languageName(answer.language))}</p>}
    </div>
  );
}

/** "3 of 12 texts in French · 8 not translated yet · 1 changed in English since". */
function Summary({ answer }: { answer: TranslationAnswer }) {
  const count = (state: TranslationRow['state']) => answer.rows.filter((row) => row.state === state).length;
  const parts = [T.summaryDone(answer.rows.length - count('missing'), answer.rows.length, languageName(answer.language))];
  if (count('missing') > 0) parts.push(T.summaryMissing(count('missing')));
  if (count('stale') > 0) parts.push(T.summaryStale(count('stale'), languageName(answer.sourceLanguage)));
  if (count('unchecked') > 0) parts.push(T.summaryUnchecked(count('unchecked')));
  return <p className="tv-summary">{parts.join(' · ')}</p>;
}

/** The texts kept in this browser and not saved, offered back: never put in without a word. */
function KeptOffer({ offer, language, onRestore, onDiscard }: { offer: Offer; language: string; onRestore(): void; onDiscard(): void }) {
  const count = offer.edits.length + offer.marked.filter((at) => !offer.edits.some(([edited]) => edited === at)).length;
  return (
    <section className="tv-restore" aria-label={T.keptRegion}>
      <h3>{T.keptHeading(count, language, whenKept(offer.at))}</h3>
      {!offer.sameBase && <p>{T.keptSavedElsewhere(language)}</p>}
      <div className="edit-dialog-actions">
        <button type="button" className="tv-primary" onClick={onRestore}>
          {T.restore}
        </button>
        <button type="button" onClick={onDiscard}>
          {T.discard}
        </button>
      </div>
    </section>
  );
}

/** The languages as the rows name them, in the interface language (`lang`). */
interface Names {
  sourceName: string;
  SourceName: string;
  targetName: string;
  TargetName: string;
  lang: string;
}

interface RowProps {
  at: string;
  row: TranslationRow;
  answer: TranslationAnswer;
  names: Names;
  /** What is typed, when it differs from the saved translation. */
  value: Value | undefined;
  edited: boolean;
  marked: boolean;
  /** Left out by the filter. */
  hidden: boolean;
  /** The view is shown (its boxes can be measured). */
  visible: boolean;
  onType(at: string, value: Value, original: Value): void;
  onToggleMark(at: string): void;
  onFocusRow(at: string | undefined): void;
}

const SIGNS: Record<TranslationRow['state'], string> = { missing: '○', current: '✓', stale: '!', unchecked: '?' };

/** One text: where it is, its state, the source read-only in its language, and its translation's box (one per plural form of a counted text). */
const Row = memo(function Row({ at, row, answer, names, value, edited, marked, hidden, visible, onType, onToggleMark, onFocusRow }: RowProps) {
  const id = `tv-${useId().replace(/[^\w-]/g, '')}`;
  const place = useMemo(() => placeInWords(row), [row]);
  const target = answer.language;
  const { sourceName, SourceName, TargetName, lang } = names;
  const counted = isForms(row.source);
  const original = useMemo(() => normalised(row.translation), [row]);
  const shown = value ?? original;
  const changes = useMemo(() => (row.state === 'stale' && row.before !== undefined ? diffWords(asText(row.before), asText(row.source)) : undefined), [row]);

  const words: Record<TranslationRow['state'], string> = {
    missing: T.stateMissing,
    current: T.stateCurrent,
    stale: T.stateStale(sourceName, row.before === undefined),
    unchecked: T.stateUnchecked,
  };
  const canMark = (row.state === 'stale' || row.state === 'unchecked') && !edited && original !== '';
  const described = `${id}-state ${id}-source`;
  const forWhat = <span className="tv-visually-hidden">{T.translationOf(place.join(' › '))}</span>;
  const measured = visible && !hidden;

  let source;
  if (changes) {
    source = (
      <>
        <p className="tv-column-label" lang={lang}>
          {T.sourceBefore(SourceName)}
        </p>
        <p className="tv-text tv-before">{changes.filter((change) => !change.added).map((change, index) => (change.removed ? <del key={index}>{change.value}</del> : change.value))}</p>
        <p className="tv-column-label" lang={lang}>
          {T.sourceNow(SourceName)}
        </p>
        <p className="tv-text tv-now" id={`${id}-source`}>
          {changes.filter((change) => !change.removed).map((change, index) => (change.added ? <ins key={index}>{change.value}</ins> : change.value))}
        </p>
      </>
    );
  } else if (counted) {
    const forms = formsOf(answer.sourceLanguage.code);
    source = (
      <>
        <p className="tv-column-label" lang={lang} id={`${id}-source-label`}>
          {SourceName}
        </p>
        <dl className="tv-text tv-forms" id={`${id}-source`}>
          {Object.entries(row.source as Record<string, unknown>).map(([form, text]) => (
            <Fragment key={form}>
              <dt lang={lang}>{forms.find((f) => f.form === form)?.label ?? form}</dt>
              <dd>{String(text)}</dd>
            </Fragment>
          ))}
        </dl>
      </>
    );
  } else {
    source = (
      <>
        <p className="tv-column-label" lang={lang} id={`${id}-source-label`}>
          {SourceName}
        </p>
        <p className="tv-text" id={`${id}-source`}>
          {String(row.source ?? '')}
        </p>
      </>
    );
  }

  const boxProps = { className: 'tv-input', lang: target.code, dir: target.dir, rows: 1, spellCheck: true, 'aria-describedby': described } as const;
  let translation;
  if (counted) {
    const forms = typeof shown === 'string' ? {} : shown;
    translation = (
      <fieldset className="tv-forms-input">
        <legend lang={lang}>
          {TargetName}
          {forWhat}
        </legend>
        {formsOf(target.code).map(({ form, label }) => (
          <Fragment key={form}>
            <label htmlFor={`${id}-${form}`}>{label}</label>
            <Box
              {...boxProps}
              id={`${id}-${form}`}
              measured={measured}
              value={forms[form] ?? ''}
              onChange={(event) => {
                const next: Record<string, string> = { ...forms, [form]: event.target.value };
                for (const name of Object.keys(next)) if (next[name] === '') delete next[name];
                onType(at, Object.keys(next).length > 0 ? next : '', original);
              }}
            />
          </Fragment>
        ))}
        <p className="tv-hint">{T.keepCount}</p>
      </fieldset>
    );
  } else {
    translation = (
      <>
        <label htmlFor={`${id}-input`} className="tv-column-label" lang={lang}>
          {TargetName}
          {forWhat}
        </label>
        <Box {...boxProps} id={`${id}-input`} measured={measured} value={typeof shown === 'string' ? shown : asText(shown)} onChange={(event) => onType(at, event.target.value, original)} />
      </>
    );
  }

  return (
    <li
      className="tv-row"
      data-key={at}
      data-path={row.path}
      data-state={row.state}
      data-pending={String(edited || marked)}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-state`}
      hidden={hidden}
      onFocus={() => onFocusRow(at)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusRow(undefined);
      }}
    >
      <div className="tv-row-head">
        <h3 className="tv-name" id={`${id}-name`}>
          {place.slice(0, -1).map((part, index) => (
            <Fragment key={index}>
              <span className="tv-place">{part}</span>
              <span className="tv-sep"> › </span>
            </Fragment>
          ))}
          <strong>{place.at(-1)}</strong>
        </h3>
        <p className="tv-state" id={`${id}-state`}>
          <span className="tv-sign" aria-hidden="true">
            {SIGNS[row.state]}
          </span>{' '}
          {words[row.state]}
          {marked && !edited && <span className="tv-pending">{T.pendingMarked}</span>}
          {edited && <span className="tv-pending">{T.pendingChanged}</span>}
        </p>
        {canMark && (
          <button type="button" className="tv-action" aria-describedby={`${id}-name`} onClick={() => onToggleMark(at)}>
            {marked ? T.undo : row.state === 'stale' ? T.keepMine : T.markChecked}
          </button>
        )}
      </div>
      <div className="tv-columns">
        <div className="tv-source" lang={answer.sourceLanguage.code} dir={answer.sourceLanguage.dir}>
          {source}
        </div>
        <div className="tv-target">
          {translation}
          {row.suggestion && shown === '' && (
            <div className="tv-suggestion">
              <p id={`${id}-suggested`}>
                {T.suggested(names.targetName)}{' '}
                <q lang={target.code} dir={target.dir}>
                  {row.suggestion.text}
                </q>
              </p>
              <button type="button" className="tv-action" aria-describedby={`${id}-name ${id}-suggested`} onClick={() => onType(at, row.suggestion!.text, original)}>
                {T.useSuggestion}
              </button>
            </div>
          )}
        </div>
      </div>
    </li>
  );
});

const fieldSizing = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A translation's box, as tall as its text (by CSS `field-sizing` where the browser has it, else measured when shown). */
function Box({ measured, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { measured: boolean }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (fieldSizing || !measured || !area) return;
    area.style.height = 'auto';
    if (area.scrollHeight > 0) area.style.height = `${area.scrollHeight + 2}px`;
  }, [props.value, measured]);
  return <textarea ref={ref} {...props} />;
}
