/**
 * The studio's pages besides the YAML editor: the bar on every page, the drafts, a draft's review, the
 * published history and the accounts. Plain DOM: the studio is for a handful of people at a time.
 */

interface Me {
  name: string;
  email: string;
  role: string;
  csrf: string;
  can: Record<'edit' | 'review' | 'publish' | 'restore' | 'accounts', boolean>;
}
interface Draft {
  id: string;
  title: string;
  owner: { name: string; email: string };
  created: string;
  updated: string;
  status: 'editing' | 'review' | 'returned' | 'published' | 'discarded';
  comments: { by: string; text: string; at: string }[];
}
interface FileDiff {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  before: string | null;
  after: string | null;
  patch: string;
}
interface Problem {
  file: string;
  line: number;
  col: number;
  /** What is wrong and what to do, as one text. */
  message: string;
  /** What is wrong, without the hint (problems the checks word in two parts). */
  detail?: string;
  hint: string;
}
interface Conflict {
  path: string;
  base: string | null;
  draft: string | null;
  live: string | null;
}
interface Version {
  commit: string;
  short: string;
  author: string;
  date: string;
  message: string;
  files: string[];
}

const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';
const STATUS: Record<Draft['status'], string> = { editing: 'Being edited', review: 'Waiting for review', returned: 'Sent back', published: 'Published', discarded: 'Discarded' };

async function call<T>(url: string, body?: unknown): Promise<T & { error?: string; status: number }> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-edit-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) location.assign('/studio/sign-in');
  const data = (await response.json().catch(() => ({ error: `The studio answered ${response.status}.` }))) as T & { error?: string };
  return { ...data, status: response.status };
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
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const app = document.getElementById('studio-app');
const say = (target: HTMLElement, message: string, kind: 'info' | 'error' = 'info') => {
  target.textContent = message;
  target.dataset.kind = kind;
};

// --- the bar --------------------------------------------------------------------------------------
function bar(me: Me, draft?: Draft) {
  const host = document.getElementById('studio-bar')!;
  const status = el('span', { className: 'studio-bar__status', role: 'status' });
  const signOut = el('button', { type: 'button', onclick: async () => ((await call('/studio/api/sign-out', {})).status === 200 ? location.assign('/studio/sign-in') : undefined) }, 'Sign out');
  const links = [el('a', { href: '/studio/' }, 'Drafts'), el('a', { href: '/studio/history' }, 'History'), me.can.accounts && el('a', { href: '/studio/accounts' }, 'Accounts')];
  const draftPart = draft ? draftActions(me, draft, status) : [];
  host.replaceChildren(
    el('header', { className: 'studio-bar' }, el('strong', { className: 'studio-bar__brand' }, 'Studio'), el('nav', { 'aria-label': 'Studio' }, ...links), ...draftPart, status, el('span', { className: 'studio-bar__who' }, `${me.name} (${me.role})`), signOut),
  );
}

function draftActions(me: Me, draft: Draft, status: HTMLElement): Child[] {
  const mine = draft.owner.name === me.name;
  const ask = el('button', { type: 'button', className: 'studio-primary', disabled: draft.status === 'review' || !mine }, draft.status === 'review' ? 'Waiting for review' : 'Ask for review');
  ask.addEventListener('click', async () => {
    const answer = await call<{ draft: Draft }>(`/studio/api/drafts/${draft.id}/ask-review`, {});
    if (answer.error) return say(status, answer.error, 'error');
    ask.textContent = 'Waiting for review';
    ask.disabled = true;
    say(status, 'Asked for review: a publisher sees it now.');
  });
  const discard = el('button', { type: 'button', hidden: !mine && !me.can.review }, 'Discard this draft');
  discard.addEventListener('click', async () => {
    if (!confirm(`Discard "${draft.title}"? Its changes are lost; the live site is not touched.`)) return;
    const answer = await call(`/studio/api/drafts/${draft.id}/discard`, {});
    if (answer.error) return say(status, answer.error, 'error');
    location.assign('/studio/');
  });
  const comment = draft.status === 'returned' && draft.comments.at(-1);
  return [
    el('span', { className: 'studio-bar__draft' }, `${STATUS[draft.status]} · held by ${draft.owner.name}`),
    el('a', { href: `/studio/review/${draft.id}` }, 'Changes'),
    ask,
    discard,
    comment && el('p', { className: 'studio-comment', role: 'note' }, `Sent back by ${comment.by}: ${comment.text}`),
  ];
}

// --- drafts ---------------------------------------------------------------------------------------
async function draftsPage(me: Me) {
  const { drafts } = await call<{ drafts: Draft[] }>('/studio/api/drafts');
  const title = el('input', { name: 'title', required: true, maxLength: 120, id: 'draft-title', placeholder: 'e.g. New use cases for retail' });
  const note = el('p', { role: 'status' });
  const form = el(
    'form',
    { className: 'studio-new' },
    el('label', { htmlFor: 'draft-title' }, 'What will you change?'),
    title,
    el('button', { type: 'submit', className: 'studio-primary' }, 'Start a draft'),
    note,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const answer = await call<{ draft: Draft }>('/studio/api/drafts', { title: title.value });
    if (answer.error) return say(note, answer.error, 'error');
    location.assign(`/studio/drafts/${answer.draft.id}`);
  });
  const waiting = drafts.filter((d) => d.status === 'review');
  fill(app!, 
    el('h1', {}, 'Drafts'),
    me.can.edit && form,
    me.can.review && el('section', { 'aria-labelledby': 'waiting' }, el('h2', { id: 'waiting' }, `Waiting for review (${waiting.length})`), draftTable(me, waiting, 'review')),
    el('section', { 'aria-labelledby': 'open' }, el('h2', { id: 'open' }, `Open drafts (${drafts.length})`), draftTable(me, drafts, 'all')),
  );
}

function draftTable(me: Me, drafts: Draft[], kind: 'review' | 'all') {
  if (drafts.length === 0) return el('p', { className: 'studio-empty' }, kind === 'review' ? 'No draft is waiting for review.' : 'No open draft: start one above.');
  return el(
    'table',
    { className: 'studio-table' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Draft'), el('th', {}, 'Held by'), el('th', {}, 'State'), el('th', {}, 'Last change'), el('th', {}, 'Open'))),
    el(
      'tbody',
      {},
      ...drafts.map((d) => {
        const comment = d.status === 'returned' && d.comments.at(-1);
        const editable = d.owner.name === me.name || me.can.review;
        return el(
          'tr',
          { 'data-draft': d.id },
          el('td', {}, d.title, comment && el('p', { className: 'studio-comment' }, `Sent back by ${comment.by}: ${comment.text}`)),
          el('td', {}, d.owner.name),
          el('td', {}, STATUS[d.status]),
          el('td', {}, when(d.updated)),
          el('td', { className: 'studio-actions' }, editable && d.status !== 'review' && el('a', { href: `/studio/drafts/${d.id}` }, 'Edit'), el('a', { href: `/studio/review/${d.id}` }, kind === 'review' ? 'Review' : 'Changes')),
        );
      }),
    ),
  );
}

// --- review ---------------------------------------------------------------------------------------
function diffView(diff: FileDiff[]) {
  if (diff.length === 0) return el('p', { className: 'studio-empty' }, 'No change yet.');
  return el(
    'div',
    { className: 'studio-diffs' },
    ...diff.map((file) =>
      el(
        'section',
        { className: 'studio-diff', 'data-file': file.path },
        el('h3', {}, `${file.path} `, el('span', { className: `studio-tag studio-tag--${file.status}` }, file.status)),
        el(
          'pre',
          { tabIndex: 0, 'aria-label': `Changes in ${file.path}` },
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
    ...problems.map((p) => el('li', {}, el('code', {}, p.line > 0 ? `${p.file}:${p.line}:${p.col}` : p.file), ' ', p.detail ?? p.message, p.detail !== undefined && p.hint && el('span', { className: 'studio-hint' }, ` Hint: ${p.hint}`))),
  );
}

async function reviewPage(me: Me, id: string) {
  const data = await call<{ draft: Draft; diff: FileDiff[]; problems: Problem[]; routes: string[] }>(`/studio/api/drafts/${id}/review`);
  if (data.error) return fill(app!, el('h1', {}, 'Review'), el('p', { role: 'alert' }, data.error));
  const { draft, diff, problems, routes } = data;
  const outcome = el('div', { className: 'studio-outcome', role: 'status' });
  const frame = el('iframe', { className: 'studio-preview', title: `Preview of the draft “${draft.title}”`, src: `/studio/preview/${id}?route=${encodeURIComponent(routes[0])}` });
  const routePicker = el('select', { 'aria-label': 'Page to preview', onchange: () => (frame.src = `/studio/preview/${id}?route=${encodeURIComponent(routePicker.value)}`) }, ...routes.map((r) => el('option', { value: r }, r)));
  const blocked = problems.length > 0;
  const actions = me.can.review && draft.status === 'review' ? reviewActions(me, draft, blocked, outcome) : [];
  fill(app!, 
    el('h1', {}, `Review: ${draft.title}`),
    el('p', {}, `Held by ${draft.owner.name} · ${STATUS[draft.status]} · last change ${when(draft.updated)}`),
    el(
      'section',
      { 'aria-labelledby': 'problems' },
      el('h2', { id: 'problems' }, blocked ? `Problems (${problems.length})` : 'No problems'),
      blocked ? el('p', { className: 'studio-error' }, `This draft has ${problems.length} problem${problems.length === 1 ? '' : 's'}: it cannot be published until ${problems.length === 1 ? 'it is' : 'they are'} fixed in the draft.`) : el('p', {}, 'npm run validate finds nothing wrong in this draft.'),
      blocked && problemList(problems),
    ),
    ...actions,
    outcome,
    el('section', { 'aria-labelledby': 'changes' }, el('h2', { id: 'changes' }, `Changes (${diff.length} file${diff.length === 1 ? '' : 's'})`), diffView(diff)),
    el('section', { 'aria-labelledby': 'preview', className: 'studio-preview-panel' }, el('h2', { id: 'preview' }, 'Preview of the draft'), routePicker, frame),
  );
}

function reviewActions(me: Me, draft: Draft, blocked: boolean, outcome: HTMLElement): Child[] {
  const publish = el('button', { type: 'button', className: 'studio-primary', disabled: blocked || !me.can.publish }, 'Publish');
  publish.addEventListener('click', () => void runPublish(draft, publish, outcome));
  const comment = el('textarea', { id: 'send-back-comment', rows: 3, required: true });
  const back = el('form', { className: 'studio-send-back' }, el('label', { htmlFor: 'send-back-comment' }, 'What should the editor change?'), comment, el('button', { type: 'submit' }, 'Send back'));
  back.addEventListener('submit', async (event) => {
    event.preventDefault();
    const answer = await call(`/studio/api/drafts/${draft.id}/send-back`, { comment: comment.value });
    if (answer.error) return say(outcome, answer.error, 'error');
    say(outcome, `Sent back to ${draft.owner.name} with your comment.`);
    publish.disabled = true;
  });
  return [el('section', { className: 'studio-decide', 'aria-label': 'Decision' }, me.can.publish && publish, back)];
}

type Outcome = { ok: boolean; reason?: string; message?: string; seconds?: number; conflicts?: Conflict[]; problems?: Problem[]; output?: string; pushError?: string; error?: string };

async function runPublish(draft: Draft, button: HTMLButtonElement, outcome: HTMLElement) {
  button.disabled = true;
  say(outcome, 'Publishing: checking, building and switching the site…');
  const answer = await call<Outcome>(`/studio/api/drafts/${draft.id}/publish`, {});
  showOutcome(answer, outcome, () => void runPublish(draft, button, outcome), draft);
  if (!answer.ok) button.disabled = false;
}

function showOutcome(answer: Outcome, outcome: HTMLElement, retry: () => void, draft?: Draft) {
  if (answer.ok) {
    fill(outcome, el('p', { className: 'studio-ok' }, `Published: the site shows it now (${answer.seconds} s).`), answer.pushError ? el('p', { className: 'studio-error' }, answer.pushError) : '', el('a', { href: '/studio/history' }, 'See the history'));
    return;
  }
  const text = answer.message ?? answer.error ?? 'Not published.';
  if (answer.reason === 'conflict' && draft) return fill(outcome, conflictResolver(draft, answer.conflicts ?? [], text, retry));
  fill(outcome, 
    el('p', { className: 'studio-error', role: 'alert' }, text),
    answer.problems ? problemList(answer.problems) : '',
    answer.output ? el('pre', { className: 'studio-build-output', tabIndex: 0 }, answer.output) : '',
  );
}

function conflictResolver(draft: Draft, conflicts: Conflict[], message: string, retry: () => void) {
  const note = el('p', { role: 'status' });
  const results = new Map<string, HTMLTextAreaElement>();
  const files = conflicts.map((c, index) => {
    const result = el('textarea', { id: `resolve-${index}`, rows: 12, value: c.draft ?? '', spellcheck: false });
    results.set(c.path, result);
    const version = (label: string, value: string | null) => el('div', { className: 'studio-version' }, el('h4', {}, label), el('pre', { tabIndex: 0 }, value ?? '(the file is removed)'), el('button', { type: 'button', onclick: () => (result.value = value ?? '') }, `Keep ${label.toLowerCase()}`));
    return el(
      'section',
      { className: 'studio-conflict', 'data-file': c.path },
      el('h3', {}, c.path),
      el('div', { className: 'studio-versions' }, version('The published version', c.live), version('This draft', c.draft)),
      el('label', { htmlFor: `resolve-${index}` }, `The text to keep for ${c.path}`),
      result,
    );
  });
  const resolve = el('button', { type: 'button', className: 'studio-primary' }, 'Keep these texts and publish');
  resolve.addEventListener('click', async () => {
    const answer = await call<{ ok: boolean; message?: string }>(`/studio/api/drafts/${draft.id}/resolve`, { resolutions: [...results].map(([path, area]) => ({ path, text: area.value })) });
    if (!answer.ok) return say(note, answer.message ?? answer.error ?? 'Not resolved.', 'error');
    retry();
  });
  return el('div', { className: 'studio-conflicts' }, el('p', { className: 'studio-error', role: 'alert' }, message), ...files, resolve, note);
}

// --- history --------------------------------------------------------------------------------------
async function historyPage(me: Me) {
  const { versions } = await call<{ versions: Version[] }>('/studio/api/history');
  const outcome = el('div', { className: 'studio-outcome', role: 'status' });
  const detail = el('section', { className: 'studio-version-detail', 'aria-live': 'polite' });
  fill(app!, 
    el('h1', {}, 'Published versions'),
    outcome,
    el(
      'ol',
      { className: 'studio-history' },
      ...versions.map((v, index) => {
        const show = el('button', { type: 'button', onclick: async () => fill(detail, el('h2', {}, `${v.message} (${v.short})`), diffView((await call<{ diff: FileDiff[] }>(`/studio/api/history/${v.commit}`)).diff)) }, 'Changes');
        const restore =
          me.can.restore &&
          index > 0 &&
          el('button', {
            type: 'button',
            onclick: async () => {
              if (!confirm(`Restore the site's files as they were in "${v.message}"? It is published as a new version.`)) return;
              say(outcome, 'Restoring: building and switching the site…');
              showOutcome(await call<Outcome>(`/studio/api/history/${v.commit}/restore`, {}), outcome, () => location.reload());
            },
          }, 'Restore this version');
        return el('li', { 'data-commit': v.commit }, el('p', {}, el('strong', {}, v.message), ` — ${v.author}, ${when(v.date)}${index === 0 ? ' (live)' : ''}`), el('p', { className: 'studio-files' }, v.files.join(', ') || 'no file'), show, restore);
      }),
    ),
    detail,
  );
}

// --- accounts -------------------------------------------------------------------------------------
async function accountsPage() {
  const data = await call<{ accounts: { name: string; email: string; role: string; created: string }[]; roles: string[] }>('/studio/api/accounts');
  if (data.error) return fill(app!, el('h1', {}, 'Accounts'), el('p', { role: 'alert' }, data.error));
  const note = el('p', { role: 'status' });
  const act = async (url: string, body: unknown) => {
    const answer = await call(url, body);
    if (answer.error) return say(note, answer.error, 'error');
    await accountsPage();
  };
  const roleSelect = (value: string, label: string) => el('select', { 'aria-label': label }, ...data.roles.map((r) => el('option', { value: r, selected: r === value }, r)));
  const fields = { name: el('input', { id: 'new-name', required: true }), email: el('input', { id: 'new-email', type: 'email', required: true }), password: el('input', { id: 'new-password', type: 'password', required: true, minLength: 12, autocomplete: 'new-password' }) };
  const newRole = roleSelect('editor', 'Role of the new account');
  const add = el(
    'form',
    { className: 'studio-new' },
    el('label', { htmlFor: 'new-name' }, 'Name'),
    fields.name,
    el('label', { htmlFor: 'new-email' }, 'E-mail'),
    fields.email,
    el('label', { htmlFor: 'new-password' }, 'Password (12 characters or more)'),
    fields.password,
    newRole,
    el('button', { type: 'submit' }, 'Add the account'),
  );
  add.addEventListener('submit', (event) => {
    event.preventDefault();
    void act('/studio/api/accounts', { name: fields.name.value, email: fields.email.value, password: fields.password.value, role: newRole.value });
  });
  fill(app!, 
    el('h1', {}, 'Accounts'),
    note,
    el(
      'table',
      { className: 'studio-table' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Name'), el('th', {}, 'E-mail'), el('th', {}, 'Role'), el('th', {}, ''))),
      el(
        'tbody',
        {},
        ...data.accounts.map((a) => {
          const role = roleSelect(a.role, `Role of ${a.name}`);
          role.addEventListener('change', () => void act(`/studio/api/accounts/${a.name}/role`, { role: role.value }));
          const remove = el('button', { type: 'button', onclick: () => confirm(`Remove ${a.name}? Their sessions end at once.`) && void act(`/studio/api/accounts/${a.name}/remove`, {}) }, `Remove ${a.name}`);
          return el('tr', {}, el('td', {}, a.name), el('td', {}, a.email), el('td', {}, role), el('td', {}, remove));
        }),
      ),
    ),
    el('h2', {}, 'Add an account'),
    add,
  );
}

// --- start ----------------------------------------------------------------------------------------
void (async () => {
  const me = await call<Me>('/studio/api/me');
  if (me.error) return;
  const draftId = document.querySelector<HTMLMetaElement>('meta[name="studio-draft"]')?.content;
  let draft: Draft | undefined;
  if (draftId) draft = (await call<{ drafts: Draft[] }>('/studio/api/drafts')).drafts.find((d) => d.id === draftId);
  bar(me, draft);
  const path = location.pathname;
  const review = /^\/studio\/review\/([\w-]+)$/.exec(path);
  if (draftId) return;
  if (review) await reviewPage(me, review[1]);
  else if (path === '/studio/history') await historyPage(me);
  else if (path === '/studio/accounts') await accountsPage();
  else if (/^\/studio\/?$/.test(path)) await draftsPage(me);
  else fill(app!, el('h1', {}, 'Not found'), el('p', {}, 'There is no such page in the studio.'), el('a', { href: '/studio/' }, 'Back to the drafts'));
  document.body.dataset.ready = 'true';
})();
