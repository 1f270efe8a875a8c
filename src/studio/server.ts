import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AccountError, type AccountStore } from './accounts.ts';
import { diagnose as diagnoseStudio, type Finding } from './doctor.ts';
import type { DraftChecks } from './draft-checks.ts';
import { DraftError, type DraftErrorKind, type Drafts } from './drafts.ts';
import { failOnUnreadableFile, Refusal, sendJson } from '../http/http.ts';
import { languageOfRequest } from '../interface/language.ts';
import { STUDIO_API, STUDIO_ROUTES, type ErrorAnswer, type StudioRouteName } from './contract.ts';
import { EDITOR_ROUTES, type EditorRoute } from '../editor/contract.ts';
import { refusal, STUDIO_REFUSALS_IN } from './texts.ts';
import { setStudioHeaders } from './headers.ts';
import { accountHandlers } from './routes/accounts.ts';
import { createStudioContext, type Handler, type Route, type StudioContext, type StudioOptions } from './routes/context.ts';
import { draftFileHandlers } from './routes/drafts-api.ts';
import { historyHandlers } from './routes/history.ts';
import { pageHandlers, previewHandlers } from './routes/pages-and-previews.ts';
import { LIVE_SITE } from './contract.ts';
import { reviewHandlers } from './routes/review.ts';
import { sessionHandlers } from './routes/session.ts';

export type { StudioOptions } from './routes/context.ts';

/** `npm run studio`: editors sign in, edit drafts (git branches), ask for review; publishers review, publish and restore. */
export function createStudio(options: StudioOptions): { server: Server; accounts: AccountStore; drafts: Drafts; checks: DraftChecks; recover: () => Promise<string[]>; diagnose: () => Promise<Finding[]> } {
  const context = createStudioContext(options);
  const routes = studioRoutes(context);
  const server = createServer((req, res) => {
    failOnUnreadableFile(res, (req.url ?? '/').split('?')[0]); // the live site's files, the previews', the bundles'
    handle(context, routes, req, res).catch((error: unknown) => answerFailure(req, res, error));
  });
  // to run before listening: a publish the last run was stopped in is finished or taken back
  const recover = () => context.publisher.recover();
  const diagnose = () => diagnoseStudio({ repo: options.repo, dataDir: options.dataDir, siteLink: options.siteLink, drafts: context.drafts, publisher: context.publisher });
  // the check thread goes with the server
  server.on('close', () => void context.checks.close());
  return { server, accounts: context.accounts, drafts: context.drafts, checks: context.checks, recover, diagnose };
}

/** A path of the studio's API (`drafts/:draft/review`) as the pattern of its address; each `:part` one segment of the address. */
const apiPattern = (path: string) => new RegExp(`^${STUDIO_API}/${path.replace(/:\w+/g, '([^/]+)')}$`);

/**
 * Every address of the studio; the first route whose pattern and method match answers, so the catch-alls come
 * last. The API is the studio's route table (STUDIO_ROUTES: a handler for each, or the typecheck fails) and the
 * editor's (EDITOR_ROUTES, each under drafts/<draft>/), so no route exists on one host only.
 */
function studioRoutes(context: StudioContext): Route[] {
  const session = sessionHandlers(context);
  const files = draftFileHandlers(context);
  const drafts = reviewHandlers(context);
  const versions = historyHandlers(context);
  const people = accountHandlers(context);
  const pages = pageHandlers(context);
  const previews = previewHandlers(context);
  const api: Record<StudioRouteName, Handler> = {
    me: session.me,
    signOut: session.signOut,
    drafts: files.listDrafts,
    newDraft: files.createDraft,
    askReview: drafts.askReview,
    sendBack: drafts.sendBack,
    discard: drafts.discard,
    review: drafts.review,
    publish: drafts.publish,
    resolve: drafts.resolve,
    history: versions.listHistory,
    version: versions.showVersion,
    versionFile: versions.versionFile,
    restore: versions.restore,
    accounts: people.listAccounts,
    addAccount: people.addAccount,
    removeAccount: people.removeAccount,
    setRole: people.setRole,
    password: people.changePassword,
  };
  const editorApi: Route[] = (Object.keys(EDITOR_ROUTES) as EditorRoute[]).map((route) => {
    const { method, part } = EDITOR_ROUTES[route];
    return [method, apiPattern(`drafts/:draft/${route}`), (req, res, [id], url) => (part === 'media' ? files.mediaApi : files.editorApi)(req, res, [id, route], url)];
  });
  return [
    ['GET', /^\/studio\/sign-in$/, session.signInForm],
    ['POST', /^\/studio\/sign-in$/, session.signIn],
    ['GET', /^\/studio\/assets\/(studio\.css)$/, pages.style],
    ['GET', /^\/studio\/assets\/(.+)$/, pages.asset],
    ...editorApi,
    ...(Object.keys(STUDIO_ROUTES) as StudioRouteName[]).map((name): Route => [STUDIO_ROUTES[name].method, apiPattern(STUDIO_ROUTES[name].path), api[name]]),
    ['GET', /^\/studio\/preview\/([\w-]+)$/, previews.startPreview],
    ['GET', /^\/studio\/live-site(\/.*)?$/, previews.livePage],
    ['GET', /^\/studio\/drafts\/([\w-]+)$/, pages.draftPage],
    ['GET', /^\/studio\/review\/([\w-]+)$/, pages.reviewPage],
    ['GET', /^\/studio(\/|\/history|\/accounts)?$/, pages.page],
    ['GET', /^\/studio\/(?!api\/).*$/, pages.notAPage],
    ['GET', /^\/studio\/api\//, () => {
      throw new Refusal(404, refusal((r) => r.nothingHere));
    }],
    ['GET', /^\/.*$/, previews.previewFile],
  ];
}

async function handle({ guard }: StudioContext, routes: Route[], req: IncomingMessage, res: ServerResponse) {
  // before the address is read: URL would resolve an encoded "../" and answer for another address
  if (/%(2e|2f|5c)/i.test((req.url ?? '/').split('?')[0])) throw new Refusal(400, refusal((r) => r.encodedAddress), { code: 'encoded-address' });
  const url = new URL(req.url ?? '/', 'http://studio.invalid');
  const framed = !url.pathname.startsWith('/studio') || url.pathname.startsWith('/studio/preview/') || url.pathname.startsWith(`${LIVE_SITE}/`);
  setStudioHeaders(res, { framed, secure: guard.secure });
  guard.ownOrigin(req);
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const matching = routes.filter(([, pattern]) => pattern.test(url.pathname));
  const route = matching.find(([m]) => m === method);
  if (!route) throw new Refusal(matching.length > 0 ? 405 : 404, matching.length > 0 ? refusal((r) => r.notAllowed(String(req.method))) : refusal((r) => r.nothingHere));
  const params = route[1].exec(url.pathname)!.slice(1).map((p) => (p === undefined ? '' : decodeURIComponent(p)));
  await route[2](req, res, params, url);
}

/** Where the studio's domain becomes HTTP: a refusal of the drafts, by its kind. */
const DRAFT_STATUS: Record<DraftErrorKind, number> = { invalid: 400, forbidden: 403, 'not-found': 404, conflict: 409 };

function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown) {
  if (res.headersSent) return void res.end();
  const language = languageOfRequest(req.headers);
  if (error instanceof Refusal) return sendJson(res, error.status, { error: error.textIn(language), code: error.detail.code, field: error.detail.field } satisfies ErrorAnswer, error.headers);
  if (error instanceof AccountError) return sendJson(res, 400, { error: error.textIn(language), code: 'account' } satisfies ErrorAnswer);
  if (error instanceof DraftError) return sendJson(res, DRAFT_STATUS[error.kind], { error: error.textIn(language), code: error.kind } satisfies ErrorAnswer);
  const message = (error as Error).message ?? String(error);
  console.error(error);
  sendJson(res, 500, { error: STUDIO_REFUSALS_IN[language].studioFailed(message) } satisfies ErrorAnswer);
}
