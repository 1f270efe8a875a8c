/**
 * The studio's pages besides the YAML editor: the bar on every page, the drafts, a draft's review, the
 * published history and the accounts. Plain DOM: the studio is for a handful of people at a time.
 * Every answer's type comes from the studio's contract (src/studio/contract.ts), every text from its
 * catalogue (src/studio/texts.ts), in the interface language (src/editor/client/texts/language.ts).
 */
import type {
  AccountsAnswer,
  Conflict,
  Draft,
  DraftAnswer,
  DraftListAnswer,
  ErrorAnswer,
  FileDiff,
  HistoryAnswer,
  MeAnswer as Me,
  NewAccountRequest,
  NewDraftRequest,
  OkAnswer,
  Problem,
  PublishAnswer,
  ResolveAnswer,
  ResolveRequest,
  ReviewAnswer,
  RoleRequest,
  SendBackRequest,
  VersionAnswer,
} from '../contract.ts';
import { STUDIO_TEXTS } from '../texts.ts';
import { interfaceLanguage, textsIn } from '../../editor/client/texts/language.ts';
import { languageSwitch } from '../../editor/client/texts/language-switch.ts';

const language = interfaceLanguage();
const T = textsIn(STUDIO_TEXTS, language);
document.documentElement.lang = language;

const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';

/** What the studio answered: the contract's answer (a refusal of a publish still carries its outcome), or a refusal's sentence. */
type Reply<A> = { status: number; answer: A; error?: undefined } | { status: number; answer?: undefined; error: string };

async function call<A, B extends object = Record<string, never>>(url: string, body?: B): Promise<Reply<A>> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-edit-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) location.assign('/studio/sign-in');
  const data = (await response.json().catch(() => undefined)) as A | ErrorAnswer | undefined;
  if (data === undefined) return { status: response.status, error: T.answered(response.status) };
  if (typeof (data as ErrorAnswer).error === 'string') return { status: response.status, error: (data as ErrorAnswer).error };
  return { status: response.status, answer: data as A };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value as EventListener);
    else if (key in node && !key.startsWith('data-') && !key.startsWith('aria-')) (node as unknown as Record<string, unknown>)[key] = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children.filter((c): c is Node | string => c !== false && c !== undefined));
  return node;
}

type Child = Node | string | false | undefined;
/** replaceChildren, leaving out the parts a condition left out. */
const fill = (target: Element, ...children: Child[]) => target.replaceChildren(...children.filter((c): c is Node | string => c !== false && c !== undefined));
const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
const app = document.getElementById('studio-app');
const say = (target: HTMLElement, message: string, kind: 'info' | 'error' = 'info') => {
  target.textContent = message;
  target.dataset.kind = kind;
};

// --- the bar --------------------------------------------------------------------------------------
/** A draft's editor page: the editor's header has the choice of the interface language, the one that keeps unsaved text (src/editor/client/main.ts). */
const onDraftEditor = document.querySelector('meta[name="studio-draft"]') !== null;

function bar(me: Me, draft?: Draft) {
  const host = document.getElementById('studio-bar')!;
  const status = el('span', { className: 'studio-bar__status', role: 'status' });
  const signOut = el('button', { type: 'button', onclick: async () => ((await call<OkAnswer>('/studio/api/sign-out', {})).status === 200 ? location.assign('/studio/sign-in') : undefined) }, T.signOut);
  const links = [el('a', { href: '/studio/' }, T.nav.drafts), el('a', { href: '/studio/history' }, T.nav.history), me.can.accounts && el('a', { href: '/studio/accounts' }, T.nav.accounts)];
  const draftPart = draft ? draftActions(me, draft, status) : [];
  host.replaceChildren(
    el('header', { className: 'studio-bar' }, el('strong', { className: 'studio-bar__brand' }, T.brand), el('nav', { 'aria-label': T.nav.label }, ...links), ...draftPart, status, el('span', { className: 'studio-bar__who' }, T.who(me.name, me.role)), !onDraftEditor && languageSwitch(T.interfaceLanguage), signOut),
  );
}

/** The last comment of a draft sent back, as the editor reads it. */
function sentBack(draft: Draft): string | undefined {
  const comment = draft.status === 'returned' ? draft.comments.at(-1) : undefined;
  return comment && T.sentBackBy(comment.by.name, comment.text);
}

function draftActions(me: Me, draft: Draft, status: HTMLElement): Child[] {
  const mine = draft.owner.name === me.name;
  const ask = el('button', { type: 'button', className: 'studio-primary', disabled: draft.status === 'review' || !mine }, draft.status === 'review' ? T.waitingForReview : T.askReview);
  ask.addEventListener('click', async () => {
    const reply = await call<DraftAnswer>(`/studio/api/drafts/${draft.id}/ask-review`, {});
    if (reply.error !== undefined) return say(status, reply.error, 'error');
    ask.textContent = T.waitingForReview;
    ask.disabled = true;
    say(status, T.askedForReview);
  });
  const discard = el('button', { type: 'button', hidden: !mine && !me.can.review }, T.discard);
  discard.addEventListener('click', async () => {
    if (!confirm(T.confirmDiscard(draft.title))) return;
    const reply = await call<OkAnswer>(`/studio/api/drafts/${draft.id}/discard`, {});
    if (reply.error !== undefined) return say(status, reply.error, 'error');
    location.assign('/studio/');
  });
  const comment = sentBack(draft);
  return [
    el('span', { className: 'studio-bar__draft' }, T.draftState(draft.status, draft.owner.name)),
    el('a', { href: `/studio/review/${draft.id}` }, T.changes),
    ask,
    discard,
    comment && el('p', { className: 'studio-comment', role: 'note' }, comment),
  ];
}

// --- drafts ---------------------------------------------------------------------------------------
async function draftsPage(me: Me) {
  const reply = await call<DraftListAnswer>('/studio/api/drafts');
  if (reply.error !== undefined) return fill(app!, el('h1', {}, T.draftsTitle), el('p', { role: 'alert' }, reply.error));
  const { drafts } = reply.answer;
  const title = el('input', { name: 'title', required: true, maxLength: 120, id: 'draft-title', placeholder: T.newDraftExample });
  const note = el('p', { role: 'status' });
  const form = el(
    'form',
    { className: 'studio-new' },
    el('label', { htmlFor: 'draft-title' }, T.newDraftLabel),
    title,
    el('button', { type: 'submit', className: 'studio-primary' }, T.startDraft),
    note,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const created = await call<DraftAnswer, NewDraftRequest>('/studio/api/drafts', { title: title.value });
    if (created.error !== undefined) return say(note, created.error, 'error');
    location.assign(`/studio/drafts/${created.answer.draft.id}`);
  });
  const waiting = drafts.filter((d) => d.status === 'review');
  fill(
    app!,
    el('h1', {}, T.draftsTitle),
    me.can.edit && form,
    me.can.review && el('section', { 'aria-labelledby': 'waiting' }, el('h2', { id: 'waiting' }, T.waitingHeading(waiting.length)), draftTable(me, waiting, 'review')),
    el('section', { 'aria-labelledby': 'open' }, el('h2', { id: 'open' }, T.openHeading(drafts.length)), draftTable(me, drafts, 'all')),
  );
}

function draftTable(me: Me, drafts: Draft[], kind: 'review' | 'all') {
  if (drafts.length === 0) return el('p', { className: 'studio-empty' }, kind === 'review' ? T.noneWaiting : T.noneOpen);
  const columns = T.columns;
  return el(
    'table',
    { className: 'studio-table' },
    el('thead', {}, el('tr', {}, el('th', {}, columns.draft), el('th', {}, columns.heldBy), el('th', {}, columns.state), el('th', {}, columns.lastChange), el('th', {}, columns.open))),
    el(
      'tbody',
      {},
      ...drafts.map((d) => {
        const comment = sentBack(d);
        const editable = d.owner.name === me.name || me.can.review;
        return el(
          'tr',
          { 'data-draft': d.id },
          el('td', { 'data-label': columns.draft }, d.title, comment && el('p', { className: 'studio-comment' }, comment)),
          el('td', { 'data-label': columns.heldBy }, d.owner.name),
          el('td', { 'data-label': columns.state }, T.statusNames[d.status]),
          el('td', { 'data-label': columns.lastChange }, when(d.updated)),
          el('td', { className: 'studio-actions', 'data-label': columns.open }, editable && d.status !== 'review' && el('a', { href: `/studio/drafts/${d.id}` }, T.edit), el('a', { href: `/studio/review/${d.id}` }, kind === 'review' ? T.review : T.changes)),
        );
      }),
    ),
  );
}

// --- review ---------------------------------------------------------------------------------------
function diffView(diff: FileDiff[]) {
  if (diff.length === 0) return el('p', { className: 'studio-empty' }, T.noChange);
  return el(
    'div',
    { className: 'studio-diffs' },
    ...diff.map((file) =>
      el(
        'section',
        { className: 'studio-diff', 'data-file': file.path },
        el('h3', {}, `${file.path} `, el('span', { className: `studio-tag studio-tag--${file.status}` }, T.fileStatus[file.status])),
        el(
          'pre',
          { tabIndex: 0, 'aria-label': T.changesIn(file.path) },
          ...file.patch
            .split('\n')
            .filter((line) => !/^(diff --git|index |--- |\+\+\+ )/.test(line))
            .map((line) => el('span', { className: line.startsWith('+') ? 'studio-add' : line.startsWith('-') ? 'studio-del' : line.startsWith('@@') ? 'studio-hunk' : '' }, `${line}\n`)),
        ),
      ),
    ),
  );
}

function problemList(problems: Problem[]) {
  return el(
    'ol',
    { className: 'studio-problems' },
    ...problems.map((p) => el('li', {}, el('code', {}, p.line > 0 ? `${p.file}:${p.line}:${p.col}` : p.file), ' ', p.detail, p.hint !== '' && el('span', { className: 'studio-hint' }, T.hint(p.hint)))),
  );
}

async function reviewPage(me: Me, id: string) {
  const reply = await call<ReviewAnswer>(`/studio/api/drafts/${id}/review`);
  if (reply.error !== undefined) return fill(app!, el('h1', {}, T.reviewFailed), el('p', { role: 'alert' }, reply.error));
  const { draft, diff, problems, routes } = reply.answer;
  const outcome = el('div', { className: 'studio-outcome', role: 'status' });
  const frame = el('iframe', { className: 'studio-preview', title: T.previewOf(draft.title), src: `/studio/preview/${id}?route=${encodeURIComponent(routes[0])}` });
  const routePicker = el('select', { 'aria-label': T.pageToPreview, onchange: () => (frame.src = `/studio/preview/${id}?route=${encodeURIComponent(routePicker.value)}`) }, ...routes.map((r) => el('option', { value: r }, r)));
  const blocked = problems.length > 0;
  const actions = me.can.review && draft.status === 'review' ? reviewActions(me, draft, blocked, outcome) : [];
  fill(
    app!,
    el('h1', {}, T.reviewTitle(draft.title)),
    el('p', {}, T.reviewSummary(draft.owner.name, draft.status, when(draft.updated))),
    el(
      'section',
      { 'aria-labelledby': 'problems' },
      el('h2', { id: 'problems' }, T.problemsHeading(problems.length)),
      blocked ? el('p', { className: 'studio-error' }, T.blocked(problems.length)) : el('p', {}, T.noProblems),
      blocked && problemList(problems),
    ),
    ...actions,
    outcome,
    el('section', { 'aria-labelledby': 'changes' }, el('h2', { id: 'changes' }, T.changesHeading(diff.length)), diffView(diff)),
    el('section', { 'aria-labelledby': 'preview', className: 'studio-preview-panel' }, el('h2', { id: 'preview' }, T.previewHeading), routePicker, frame),
  );
}

function reviewActions(me: Me, draft: Draft, blocked: boolean, outcome: HTMLElement): Child[] {
  const publish = el('button', { type: 'button', className: 'studio-primary', disabled: blocked || !me.can.publish }, T.publish);
  publish.addEventListener('click', () => void runPublish(draft, publish, outcome));
  const comment = el('textarea', { id: 'send-back-comment', rows: 3, required: true });
  const back = el('form', { className: 'studio-send-back' }, el('label', { htmlFor: 'send-back-comment' }, T.sendBackLabel), comment, el('button', { type: 'submit' }, T.sendBack));
  back.addEventListener('submit', async (event) => {
    event.preventDefault();
    const reply = await call<DraftAnswer, SendBackRequest>(`/studio/api/drafts/${draft.id}/send-back`, { comment: comment.value });
    if (reply.error !== undefined) return say(outcome, reply.error, 'error');
    say(outcome, T.sentBackTo(draft.owner.name));
    publish.disabled = true;
  });
  return [el('section', { className: 'studio-decide', 'aria-label': T.decision }, me.can.publish && publish, back)];
}

async function runPublish(draft: Draft, button: HTMLButtonElement, outcome: HTMLElement) {
  button.disabled = true;
  say(outcome, T.publishing);
  const reply = await call<PublishAnswer>(`/studio/api/drafts/${draft.id}/publish`, {});
  showOutcome(reply, outcome, () => void runPublish(draft, button, outcome), draft);
  if (!reply.answer?.ok) button.disabled = false;
}

function showOutcome(reply: Reply<PublishAnswer>, outcome: HTMLElement, retry: () => void, draft?: Draft) {
  if (reply.error !== undefined) return fill(outcome, el('p', { className: 'studio-error', role: 'alert' }, reply.error));
  const answer = reply.answer;
  if (answer.ok) {
    fill(outcome, el('p', { className: 'studio-ok' }, T.published(answer.seconds)), answer.pushError ? el('p', { className: 'studio-error' }, answer.pushError) : '', el('a', { href: '/studio/history' }, T.seeHistory));
    return;
  }
  if (answer.reason === 'conflict' && draft) return fill(outcome, conflictResolver(draft, answer.conflicts, answer.message, retry));
  fill(
    outcome,
    el('p', { className: 'studio-error', role: 'alert' }, answer.message),
    answer.reason === 'problems' ? problemList(answer.problems) : '',
    answer.reason === 'build' ? el('pre', { className: 'studio-build-output', tabIndex: 0 }, answer.output) : '',
  );
}

function conflictResolver(draft: Draft, conflicts: Conflict[], message: string, retry: () => void) {
  const note = el('p', { role: 'status' });
  const results = new Map<string, HTMLTextAreaElement>();
  const files = conflicts.map((c, index) => {
    const result = el('textarea', { id: `resolve-${index}`, rows: 12, value: c.draft ?? '', spellcheck: false });
    results.set(c.path, result);
    const version = (label: string, value: string | null) => el('div', { className: 'studio-version' }, el('h4', {}, label), el('pre', { tabIndex: 0 }, value ?? T.fileRemoved), el('button', { type: 'button', onclick: () => (result.value = value ?? '') }, T.keep(label)));
    return el(
      'section',
      { className: 'studio-conflict', 'data-file': c.path },
      el('h3', {}, c.path),
      el('div', { className: 'studio-versions' }, version(T.publishedVersion, c.live), version(T.thisDraft, c.draft)),
      el('label', { htmlFor: `resolve-${index}` }, T.textToKeep(c.path)),
      result,
    );
  });
  const resolve = el('button', { type: 'button', className: 'studio-primary' }, T.keepAndPublish);
  resolve.addEventListener('click', async () => {
    const reply = await call<ResolveAnswer, ResolveRequest>(`/studio/api/drafts/${draft.id}/resolve`, { resolutions: [...results].map(([path, area]) => ({ path, text: area.value })) });
    if (reply.error !== undefined) return say(note, reply.error, 'error');
    if (!reply.answer.ok) return say(note, reply.answer.message || T.notResolved, 'error');
    retry();
  });
  return el('div', { className: 'studio-conflicts' }, el('p', { className: 'studio-error', role: 'alert' }, message), ...files, resolve, note);
}

// --- history --------------------------------------------------------------------------------------
async function historyPage(me: Me) {
  const reply = await call<HistoryAnswer>('/studio/api/history');
  if (reply.error !== undefined) return fill(app!, el('h1', {}, T.historyTitle), el('p', { role: 'alert' }, reply.error));
  const { versions } = reply.answer;
  const outcome = el('div', { className: 'studio-outcome', role: 'status' });
  const detail = el('section', { className: 'studio-version-detail', 'aria-live': 'polite' });
  const showChanges = async (commit: string, title: string) => {
    const changes = await call<VersionAnswer>(`/studio/api/history/${commit}`);
    fill(detail, el('h2', {}, title), changes.error !== undefined ? el('p', { role: 'alert' }, changes.error) : diffView(changes.answer.diff));
  };
  fill(
    app!,
    el('h1', {}, T.historyTitle),
    outcome,
    el(
      'ol',
      { className: 'studio-history' },
      ...versions.map((v, index) => {
        const show = el('button', { type: 'button', onclick: () => void showChanges(v.commit, T.versionTitle(v.message, v.short)) }, T.changes);
        const restore =
          me.can.restore &&
          index > 0 &&
          el(
            'button',
            {
              type: 'button',
              onclick: async () => {
                if (!confirm(T.confirmRestore(v.message))) return;
                say(outcome, T.restoring);
                showOutcome(await call<PublishAnswer>(`/studio/api/history/${v.commit}/restore`, {}), outcome, () => location.reload());
              },
            },
            T.restore,
          );
        return el('li', { 'data-commit': v.commit }, el('p', {}, el('strong', {}, v.message), T.versionBy(v.author, when(v.date), index === 0)), el('p', { className: 'studio-files' }, v.files.join(', ') || T.noFile), show, restore);
      }),
    ),
    detail,
  );
}

// --- accounts -------------------------------------------------------------------------------------
async function accountsPage() {
  const reply = await call<AccountsAnswer>('/studio/api/accounts');
  if (reply.error !== undefined) return fill(app!, el('h1', {}, T.accountsTitle), el('p', { role: 'alert' }, reply.error));
  const data = reply.answer;
  const note = el('p', { role: 'status' });
  const act = async <B extends object>(url: string, body: B) => {
    const changed = await call<AccountsAnswer, B>(url, body);
    if (changed.error !== undefined) return say(note, changed.error, 'error');
    await accountsPage();
  };
  const roleSelect = (value: string, label: string) => el('select', { 'aria-label': label }, ...data.roles.map((r) => el('option', { value: r, selected: r === value }, T.roleName(r))));
  const fields = {
    name: el('input', { id: 'new-name', required: true }),
    email: el('input', { id: 'new-email', type: 'email', required: true }),
    password: el('input', { id: 'new-password', type: 'password', required: true, minLength: data.minPasswordLength, autocomplete: 'new-password' }),
  };
  const newRole = roleSelect('editor', T.newRole);
  const columns = T.accountColumns;
  const add = el(
    'form',
    { className: 'studio-new' },
    el('label', { htmlFor: 'new-name' }, columns.name),
    fields.name,
    el('label', { htmlFor: 'new-email' }, columns.email),
    fields.email,
    el('label', { htmlFor: 'new-password' }, T.passwordLabel(data.minPasswordLength)),
    fields.password,
    newRole,
    el('button', { type: 'submit' }, T.addAccount),
  );
  add.addEventListener('submit', (event) => {
    event.preventDefault();
    void act<NewAccountRequest>('/studio/api/accounts', { name: fields.name.value, email: fields.email.value, password: fields.password.value, role: newRole.value });
  });
  fill(
    app!,
    el('h1', {}, T.accountsTitle),
    note,
    el(
      'table',
      { className: 'studio-table' },
      el('thead', {}, el('tr', {}, el('th', {}, columns.name), el('th', {}, columns.email), el('th', {}, columns.role), el('th', {}, ''))),
      el(
        'tbody',
        {},
        ...data.accounts.map((a) => {
          const role = roleSelect(a.role, T.roleOf(a.name));
          role.addEventListener('change', () => void act<RoleRequest>(`/studio/api/accounts/${a.name}/role`, { role: role.value }));
          const remove = el('button', { type: 'button', onclick: () => confirm(T.confirmRemove(a.name)) && void act(`/studio/api/accounts/${a.name}/remove`, {}) }, T.remove(a.name));
          return el('tr', {}, el('td', { 'data-label': columns.name }, a.name), el('td', { 'data-label': columns.email }, a.email), el('td', { 'data-label': columns.role }, role), el('td', {}, remove));
        }),
      ),
    ),
    el('h2', {}, T.addAccountHeading),
    add,
  );
}

// --- start ----------------------------------------------------------------------------------------
void (async () => {
  const signedIn = await call<Me>('/studio/api/me');
  if (signedIn.error !== undefined) return;
  const me = signedIn.answer;
  const draftId = document.querySelector<HTMLMetaElement>('meta[name="studio-draft"]')?.content;
  let draft: Draft | undefined;
  if (draftId) {
    const open = await call<DraftListAnswer>('/studio/api/drafts');
    draft = open.answer?.drafts.find((d) => d.id === draftId);
  }
  bar(me, draft);
  const path = location.pathname;
  const review = /^\/studio\/review\/([\w-]+)$/.exec(path);
  if (draftId) return;
  if (review) await reviewPage(me, review[1]);
  else if (path === '/studio/history') await historyPage(me);
  else if (path === '/studio/accounts') await accountsPage();
  else if (/^\/studio\/?$/.test(path)) await draftsPage(me);
  else fill(app!, el('h1', {}, T.notFoundTitle), el('p', {}, T.notFound), el('a', { href: '/studio/' }, T.backToDrafts));
  document.body.dataset.ready = 'true';
})();
