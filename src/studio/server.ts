import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { escapeHtml } from '../build/html.ts';
import { lucideIconNames } from '../config/icons.ts';
import { checkPath, listEditable } from '../dev/editor/files.ts';
import { collectionIds, collectionNames, dereferencedSchema, previewRouteFor, schemaFileFor } from '../dev/editor/site-facts.ts';
import { SCHEMAS_DIR } from '../paths.ts';
import { AccountError, AccountStore, roleAllows, ROLES } from './accounts.ts';
import { AttemptLimiter } from './attempts.ts';
import { checkSite } from './builds.ts';
import { DraftError, Drafts } from './drafts.ts';
import { Guard, type Signed } from './guard.ts';
import { history, versionDiff } from './history.ts';
import { readForm, readJson, redirect, Refusal, securityHeaders, sendHtml, sendJson, text } from './http.ts';
import { appPage, editorPage, signInPage } from './pages.ts';
import { Previews, Publisher, type PublishOutcome } from './publish.ts';
import { clearSessionCookie, SessionStore, sessionCookie } from './sessions.ts';

export interface StudioOptions {
  /** The site's git working copy; its checked-out branch is the live one. */
  repo: string;
  /** Accounts, drafts' worktrees and previews (never committed). */
  dataDir: string;
  /** The public site's folder that `npm run serve` serves: a link the studio points at each new release. */
  siteLink: string;
  /** The studio's bundled browser code (dist/studio). */
  clientDir: string;
  /** https://… where people reach the studio; required off loopback, makes cookies Secure. */
  publicUrl?: string;
  /** A git remote the live branch is pushed to after each publish. */
  pushRemote?: string;
  trustProxyHops?: number;
  idleMinutes?: number;
  now?: () => number;
}

const PREVIEW_COOKIE = 'studio_preview';
const STYLES = { 'studio.css': path.join(import.meta.dirname, 'studio.css'), 'editor.css': path.join(import.meta.dirname, '../dev/editor/editor.css') };

type Handler = (req: IncomingMessage, res: ServerResponse, params: string[], url: URL) => Promise<void> | void;

/** `npm run studio`: editors sign in, edit drafts (git branches), ask for review; publishers review, publish and restore. */
export function createStudio(options: StudioOptions): { server: Server; accounts: AccountStore; drafts: Drafts } {
  const now = options.now ?? (() => Date.now());
  const accounts = new AccountStore(options.dataDir);
  const sessions = new SessionStore({ accounts, idleMinutes: options.idleMinutes, now });
  const limiter = new AttemptLimiter({ now });
  const guard = new Guard({ sessions, publicUrl: options.publicUrl, trustProxyHops: options.trustProxyHops });
  const drafts = new Drafts({ repo: options.repo, dataDir: options.dataDir });
  const liveBranch = () => drafts.liveBranch();
  const publisher = new Publisher({ drafts, repo: options.repo, siteLink: options.siteLink, pushRemote: options.pushRemote, liveBranch });
  const previews = new Previews(path.join(options.dataDir, 'previews'));
  const previewServers = new Map<string, ReturnType<typeof sirv>>();
  const assets = sirv(options.clientDir, { dev: true, etag: true });

  const author = (signed: Signed) => ({ name: signed.account.name, email: signed.account.email });

  const draftOf = (id: string) => {
    const draft = drafts.get(id);
    if (!draft || draft.status === 'discarded' || draft.status === 'published') throw new Refusal(404, `There is no open draft "${id}".`);
    return draft;
  };

  /** A draft is changed by the person who holds it; a publisher may too (to resolve a conflict before publishing). */
  const mayChange = (signed: Signed, id: string) => {
    const draft = draftOf(id);
    if (draft.owner.name !== signed.account.name && signed.account.role === 'editor') throw new Refusal(403, `This draft is held by ${draft.owner.name}: ask them, or start a draft of your own.`);
    return draft;
  };

  const signIn: Handler = async (req, res) => {
    guard.sameOrigin(req);
    const form = await readForm(req);
    const name = (form.get('name') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const address = guard.address(req);
    const allowed = limiter.check(name, address);
    if (!allowed.ok) {
      res.setHeader('retry-after', String(allowed.retryAfterSeconds));
      return sendHtml(res, 429, signInPage({ message: allowed.message, name }));
    }
    if (allowed.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, allowed.delayMs));
    const account = await accounts.verify(name, password);
    if (!account) {
      limiter.fail(name, address);
      return sendHtml(res, 401, signInPage({ message: 'The name or the password is wrong.', name }));
    }
    limiter.succeed(name, address);
    const { id } = sessions.create(account);
    redirect(res, '/studio/', { 'set-cookie': sessionCookie(id, { secure: guard.secure }) });
  };

  const signOut: Handler = (req, res) => {
    const signed = guard.change(req, 'edit');
    sessions.destroy(signed.id);
    sendJson(res, 200, { ok: true }, { 'set-cookie': clearSessionCookie({ secure: guard.secure }) });
  };

  const me: Handler = (req, res) => {
    const { account, csrf } = guard.signedIn(req);
    const can = Object.fromEntries((['edit', 'review', 'publish', 'restore', 'accounts'] as const).map((action) => [action, roleAllows(account.role, action)]));
    sendJson(res, 200, { name: account.name, email: account.email, role: account.role, csrf, can });
  };

  // --- drafts ----------------------------------------------------------------------------------------
  const listDrafts: Handler = (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { drafts: drafts.list().filter((d) => d.status !== 'discarded' && d.status !== 'published') });
  };

  const createDraft: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const title = text((await readJson(req)).title, 'The draft\'s title', 120).trim();
    if (!title) throw new Refusal(400, 'Give the draft a title: what does it change?');
    sendJson(res, 201, { draft: await drafts.create(title, author(signed)) });
  };

  const draftFiles: Handler = (req, res, [id]) => {
    guard.signedIn(req);
    sendJson(res, 200, { files: listEditable(drafts.root(draftOf(id).id)) });
  };

  const draftContext: Handler = (req, res, [id]) => {
    guard.signedIn(req);
    const root = drafts.root(draftOf(id).id);
    const collections = Object.fromEntries(collectionNames(SCHEMAS_DIR).map((name) => [name, collectionIds(root, SCHEMAS_DIR, name)]));
    sendJson(res, 200, { icons: lucideIconNames(), collections });
  };

  const draftSchema: Handler = (req, res, _params, url) => {
    guard.signedIn(req);
    const schemaFile = schemaFileFor(url.searchParams.get('path') ?? '');
    sendJson(res, 200, { schema: schemaFile ? (dereferencedSchema(SCHEMAS_DIR, schemaFile) ?? null) : null });
  };

  const draftFile: Handler = (req, res, [id], url) => {
    guard.signedIn(req);
    const root = drafts.root(draftOf(id).id);
    const checked = checkPath(root, url.searchParams.get('path'));
    if (!checked.ok) throw new Refusal(checked.status, checked.message);
    const found = drafts.read(id, checked.file);
    sendJson(res, 200, { path: checked.file, text: found?.text ?? '', hash: found?.hash ?? null, preview: previewRouteFor(root, checked.file) });
  };

  const draftCheck: Handler = async (req, res, [id]) => {
    guard.change(req, 'edit');
    const body = await readJson(req);
    const root = drafts.root(draftOf(id).id);
    const checked = checkPath(root, body.path);
    if (!checked.ok) throw new Refusal(checked.status, checked.message);
    sendJson(res, 200, { problems: checkSite(root, { [checked.file]: text(body.text, 'The file\'s text', 1024 * 1024) }) });
  };

  const draftSave: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    const body = await readJson(req);
    const change = { path: text(body.path, 'The file\'s name', 300), text: text(body.text, 'The file\'s text', 1024 * 1024), baseHash: typeof body.hash === 'string' ? body.hash : null };
    const saved = await drafts.save(id, [change], author(signed));
    if (!saved.ok) return sendJson(res, 409, { conflict: true, disk: saved.conflicts[0]?.theirs ?? null });
    sendJson(res, 200, { hash: saved.files.find((f) => f.path === change.path)?.hash, problems: checkSite(drafts.root(id)) });
  };

  const askReview: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    sendJson(res, 200, { draft: await drafts.requestReview(id, author(signed)) });
  };

  const sendBack: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'review');
    draftOf(id);
    const comment = text((await readJson(req)).comment, 'The comment', 4000).trim();
    if (!comment) throw new Refusal(400, 'Say what the editor should change before sending the draft back.');
    sendJson(res, 200, { draft: await drafts.sendBack(id, author(signed), comment) });
  };

  const discard: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    await drafts.discard(id);
    previews.remove(id);
    sendJson(res, 200, { ok: true });
  };

  const review: Handler = async (req, res, [id]) => {
    guard.signedIn(req);
    const draft = draftOf(id);
    const root = drafts.root(id);
    const diff = await drafts.diff(id);
    const routes = [...new Set(diff.filter((f) => f.status !== 'deleted').map((f) => previewRouteFor(root, f.path)))];
    sendJson(res, 200, { draft, diff, problems: checkSite(root), routes: routes.length > 0 ? routes : ['/'] });
  };

  const answerPublish = (res: ServerResponse, outcome: PublishOutcome) => sendJson(res, outcome.ok ? 200 : outcome.reason === 'build' ? 500 : 409, outcome);

  const publish: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'publish');
    const draft = draftOf(id);
    if (draft.status !== 'review') throw new Refusal(409, `"${draft.title}" is not waiting for review: its editor asks for review first.`);
    const outcome = await publisher.publish(id, author(signed));
    if (outcome.ok) previews.remove(id);
    answerPublish(res, outcome);
  };

  const resolve: Handler = async (req, res, [id]) => {
    const signed = guard.change(req, 'edit');
    mayChange(signed, id);
    const list = (await readJson(req)).resolutions;
    if (!Array.isArray(list)) throw new Refusal(400, 'The resolutions are missing.');
    const resolutions = list.map((r: { path?: unknown; text?: unknown }) => ({ path: text(r.path, 'A file\'s name', 300), text: text(r.text, 'A file\'s text', 1024 * 1024) }));
    const result = await drafts.resolve(id, resolutions, author(signed));
    sendJson(res, result.ok ? 200 : 409, result);
  };

  // --- history ---------------------------------------------------------------------------------------
  const listHistory: Handler = async (req, res) => {
    guard.signedIn(req);
    sendJson(res, 200, { versions: await history(options.repo, await liveBranch(), 50) });
  };

  const commitOf = (value: string) => {
    if (!/^[0-9a-f]{7,40}$/.test(value)) throw new Refusal(400, `"${value}" is not a version of the site.`);
    return value;
  };

  const showVersion: Handler = async (req, res, [commit]) => {
    guard.signedIn(req);
    sendJson(res, 200, { diff: await versionDiff(options.repo, commitOf(commit)) });
  };

  const restore: Handler = async (req, res, [commit]) => {
    const signed = guard.change(req, 'restore');
    const draft = await drafts.prepareRestore(commitOf(commit), author(signed));
    await drafts.requestReview(draft.id, author(signed));
    const outcome = await publisher.publish(draft.id, author(signed));
    if (!outcome.ok) await drafts.discard(draft.id).catch(() => undefined);
    answerPublish(res, outcome);
  };

  // --- accounts --------------------------------------------------------------------------------------
  const listAccounts: Handler = (req, res) => {
    guard.allow(guard.signedIn(req), 'accounts');
    sendJson(res, 200, { accounts: accounts.list(), roles: ROLES });
  };

  const addAccount: Handler = async (req, res) => {
    guard.change(req, 'accounts');
    const body = await readJson(req);
    await accounts.add(text(body.name, 'The name', 64).trim(), { role: text(body.role, 'The role', 20), email: text(body.email, 'The e-mail', 200).trim(), password: text(body.password, 'The password', 1000) });
    sendJson(res, 201, { accounts: accounts.list() });
  };

  const changeAccount: Handler = async (req, res, [name, what]) => {
    guard.change(req, 'accounts');
    if (what === 'remove') {
      accounts.remove(name);
      sessions.destroyFor(name);
    } else {
      accounts.setRole(name, text((await readJson(req)).role, 'The role', 20));
    }
    sendJson(res, 200, { accounts: accounts.list() });
  };

  const changePassword: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const body = await readJson(req);
    if (!(await accounts.verify(signed.account.name, text(body.current, 'Your current password', 1000)))) throw new Refusal(403, 'Your current password is wrong: the password was not changed.');
    await accounts.setPassword(signed.account.name, text(body.password, 'The new password', 1000));
    sessions.destroyFor(signed.account.name);
    sendJson(res, 200, { ok: true }, { 'set-cookie': clearSessionCookie({ secure: guard.secure }) });
  };

  // --- pages and previews ----------------------------------------------------------------------------
  const page: Handler = (req, res) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    sendHtml(res, 200, appPage(signed.csrf));
  };

  const draftPage: Handler = (req, res, [id]) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    const draft = drafts.get(id);
    if (!draft || draft.status === 'discarded' || draft.status === 'published') return sendHtml(res, 404, appPage(signed.csrf));
    sendHtml(res, 200, editorPage(signed.csrf, draft));
  };

  const startPreview: Handler = async (req, res, [id], url) => {
    guard.signedIn(req);
    const draft = draftOf(id);
    const route = url.searchParams.get('route') ?? '/';
    if (!route.startsWith('/') || route.startsWith('//')) throw new Refusal(400, `"${route}" is not a page of the site.`);
    const built = await previews.ensure(draft.id, drafts.root(draft.id)).catch((error: unknown) => {
      // published or discarded while its preview was being built: its folder is gone
      if (drafts.get(draft.id)?.status !== draft.status) throw new Refusal(410, `"${draft.title}" was just published or discarded: there is nothing left to preview.`);
      throw error;
    });
    if (!built.ok && !built.dir) {
      const why = built.problems.length > 0 ? `The draft has ${built.problems.length} problem(s); the preview shows once they are fixed.` : `The preview could not be built:\n${built.output}`;
      return sendHtml(res, 200, `<!doctype html><meta charset="utf-8"><title>No preview yet</title><body style="font-family:system-ui;padding:1rem"><p role="status">${escapeHtml(why)}</p>`);
    }
    redirect(res, route, { 'set-cookie': `${PREVIEW_COOKIE}=${draft.id}; Path=/; HttpOnly; SameSite=Strict${guard.secure ? '; Secure' : ''}` });
  };

  /** Any other address is a page of the draft being previewed (chosen by the preview cookie), for signed-in people only. */
  const previewFile: Handler = (req, res) => {
    const signed = guard.session(req);
    const id = /(?:^|;\s*)studio_preview=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    const dir = signed && id && drafts.get(id) ? previews.latest(id) : undefined;
    if (!dir) return redirect(res, '/studio/');
    let serve = previewServers.get(dir);
    if (!serve) {
      for (const old of previewServers.keys()) if (!existsSync(old)) previewServers.delete(old);
      // every preview is a new version of the same addresses: never reused from the browser's cache
      serve = sirv(dir, { extensions: ['html'], brotli: true, gzip: true, dev: false, setHeaders: (r) => r.setHeader('cache-control', 'no-store') });
      previewServers.set(dir, serve);
    }
    serve(req, res, () => sendHtml(res, 404, existsSync(path.join(dir, '404.html')) ? readFileSync(path.join(dir, '404.html'), 'utf8') : 'Not found'));
  };

  const style: Handler = (_req, res, [name]) => {
    const file = STYLES[name as keyof typeof STYLES];
    if (!file) throw new Refusal(404, 'No such file.');
    res.setHeader('content-type', 'text/css; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.end(readFileSync(file));
  };

  const routes: [string, RegExp, Handler][] = [
    ['GET', /^\/studio\/sign-in$/, (_req, res) => sendHtml(res, 200, signInPage())],
    ['POST', /^\/studio\/sign-in$/, signIn],
    ['GET', /^\/studio\/assets\/(studio\.css|editor\.css)$/, style],
    ['GET', /^\/studio\/assets\/(.+)$/, (req, res) => assets(Object.assign(req, { url: req.url!.slice('/studio/assets'.length) }), res, () => sendJson(res, 404, { error: 'No such file.' }))],
    ['POST', /^\/studio\/api\/sign-out$/, signOut],
    ['GET', /^\/studio\/api\/me$/, me],
    ['GET', /^\/studio\/api\/drafts$/, listDrafts],
    ['POST', /^\/studio\/api\/drafts$/, createDraft],
    ['GET', /^\/studio\/api\/drafts\/([\w-]+)\/files$/, draftFiles],
    ['GET', /^\/studio\/api\/drafts\/([\w-]+)\/context$/, draftContext],
    ['GET', /^\/studio\/api\/drafts\/([\w-]+)\/schema$/, draftSchema],
    ['GET', /^\/studio\/api\/drafts\/([\w-]+)\/file$/, draftFile],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/check$/, draftCheck],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/save$/, draftSave],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/ask-review$/, askReview],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/send-back$/, sendBack],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/discard$/, discard],
    ['GET', /^\/studio\/api\/drafts\/([\w-]+)\/review$/, review],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/publish$/, publish],
    ['POST', /^\/studio\/api\/drafts\/([\w-]+)\/resolve$/, resolve],
    ['GET', /^\/studio\/api\/history$/, listHistory],
    ['GET', /^\/studio\/api\/history\/(\w+)$/, showVersion],
    ['POST', /^\/studio\/api\/history\/(\w+)\/restore$/, restore],
    ['GET', /^\/studio\/api\/accounts$/, listAccounts],
    ['POST', /^\/studio\/api\/accounts$/, addAccount],
    ['POST', /^\/studio\/api\/accounts\/([\w.-]+)\/(remove|role)$/, changeAccount],
    ['POST', /^\/studio\/api\/password$/, changePassword],
    ['GET', /^\/studio\/preview\/([\w-]+)$/, startPreview],
    ['GET', /^\/studio\/drafts\/([\w-]+)$/, draftPage],
    ['GET', /^\/studio(\/.*)?$/, page],
    ['GET', /^\/.*$/, previewFile],
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    const framed = !url.pathname.startsWith('/studio') || url.pathname.startsWith('/studio/preview/');
    securityHeaders(res, { framed, secure: guard.secure });
    guard.ownOrigin(req);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const matching = routes.filter(([, pattern]) => pattern.test(url.pathname));
    const route = matching.find(([m]) => m === method);
    if (!route) throw new Refusal(matching.length > 0 ? 405 : 404, matching.length > 0 ? `${req.method} is not allowed here.` : 'There is nothing here.');
    const params = route[1].exec(url.pathname)!.slice(1).map((p) => (p === undefined ? '' : decodeURIComponent(p)));
    await route[2](req, res, params, url);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      if (error instanceof Refusal) return sendJson(res, error.status, { error: error.message }, error.headers);
      if (error instanceof AccountError) return sendJson(res, 400, { error: error.message });
      if (error instanceof DraftError) return sendJson(res, error.status, { error: error.message });
      const message = (error as Error).message ?? String(error);
      console.error(error);
      sendJson(res, 500, { error: `The studio failed: ${message}` });
    });
  });
  return { server, accounts, drafts };
}


