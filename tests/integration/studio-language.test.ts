import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../src/studio/attempts.ts';
import { createStudio } from '../../src/studio/server.ts';
import { STUDIO_REFUSALS_IN, STUDIO_TEXTS } from '../../src/studio/texts.ts';
import { makeSiteRepo, type SiteRepo } from '../helpers/site-repo.ts';
import { studioSignIn, type Signed } from '../helpers/studio-sign-in.ts';
import { listenForTests } from '../helpers/listen.ts';

/**
 * The studio in the interface language (English or French): its refusals and the pages its server writes
 * answer in the language a request asks for (the person's cookie, else Accept-Language), against a real
 * server on a real git repository. The pages its scripts draw are tested in tests/browser/studio.spec.ts.
 */

let site: SiteRepo;
let base: string;
let studio: ReturnType<typeof createStudio>;
const PASSWORD = 'correct horse battery';
const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };
const FRENCH_COOKIE = 'interface-language=fr';

beforeAll(async () => {
  site = makeSiteRepo('studio-language-');
  studio = createStudio({ repo: site.repo, dataDir: site.data, siteLink: site.siteLink, clientDir: path.join(site.root, 'no-client') });
  for (const [name, role] of [['erin', 'editor'], ['ada', 'admin']] as const) await studio.accounts.add(name, { role, email: `${name}@example.com`, password: PASSWORD });
  await listenForTests(studio.server);
  base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
});

afterAll(() => {
  studio.server.close();
  site.cleanup();
});

const { signInRequest, signIn } = studioSignIn(() => base, PASSWORD);

/** A change, with the person's session and the given cookies and headers (a language's). */
function post(who: Signed, route: string, body: unknown, { cookie = '', headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { origin: base, cookie: [who.cookie, cookie].filter(Boolean).join('; '), 'x-edit-token': who.csrf, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('refusals in the request’s language', () => {
  it('refuses a draft without a title in French for Accept-Language fr-FR or the French cookie, in English otherwise', async () => {
    const erin = await signIn('erin');
    const french = await post(erin, '/studio/api/drafts', { title: '   ' }, { headers: FRENCH });
    expect(french.status).toBe(400);
    expect(await errorOf(french)).toBe('Donnez un titre au brouillon\u00a0: que modifie-t-il\u00a0?');
    const byCookie = await post(erin, '/studio/api/drafts', { title: '' }, { cookie: FRENCH_COOKIE });
    expect(await errorOf(byCookie)).toBe('Donnez un titre au brouillon\u00a0: que modifie-t-il\u00a0?');
    const english = await post(erin, '/studio/api/drafts', { title: '' });
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toBe('Give the draft a title: what does it change?');
    // the person's choice comes before the browser's languages
    const chosen = await post(erin, '/studio/api/drafts', { title: '' }, { cookie: 'interface-language=en', headers: FRENCH });
    expect(await errorOf(chosen)).toBe('Give the draft a title: what does it change?');
  });

  it('says in French that a visitor is signed out, that a role may not, and what is wrong with an account', async () => {
    const signedOut = await fetch(`${base}/studio/api/me`, { headers: FRENCH });
    expect(signedOut.status).toBe(401);
    expect(await errorOf(signedOut)).toBe('Vous êtes déconnecté (ou votre session a expiré)\u00a0: reconnectez-vous.');
    const erin = await signIn('erin');
    const notAdmin = await fetch(`${base}/studio/api/accounts`, { headers: { cookie: erin.cookie, ...FRENCH } });
    expect(notAdmin.status).toBe(403);
    expect(await errorOf(notAdmin)).toBe('Seuls les administrateurs peuvent gérer les comptes.');
    const ada = await signIn('ada');
    const badName = await post(ada, '/studio/api/accounts', { name: 'X', email: 'x@example.com', password: PASSWORD, role: 'editor' }, { headers: FRENCH });
    expect(badName.status).toBe(400);
    expect(await errorOf(badName)).toMatch(/^«\u00a0X\u00a0» ne peut pas être un nom\u00a0: /);
    const english = await post(ada, '/studio/api/accounts', { name: 'X', email: 'x@example.com', password: PASSWORD, role: 'editor' });
    expect(await errorOf(english)).toBe('"X" cannot be a name: a name is 2 to 32 lowercase letters, digits, dots, dashes or underscores, e.g. maria.lopez');
  });

  it('answers a draft’s state and an answer’s sentence (a resolution with nothing to resolve) in French', async () => {
    const erin = await signIn('erin');
    const created = await post(erin, '/studio/api/drafts', { title: 'Texte de la page d’accueil' });
    expect(created.status).toBe(201);
    const { draft } = (await created.json()) as { draft: { id: string } };
    const resolved = await post(erin, `/studio/api/drafts/${draft.id}/resolve`, { resolutions: [] }, { headers: FRENCH });
    expect(resolved.status).toBe(409);
    expect(((await resolved.json()) as { message: string }).message).toBe('le brouillon contient déjà le site en ligne\u00a0: il n’y a rien à résoudre');
    const english = await post(erin, `/studio/api/drafts/${draft.id}/resolve`, { resolutions: [] });
    expect(((await english.json()) as { message: string }).message).toBe('the draft already has the live site: there is nothing to resolve');
    const unknown = await post(erin, '/studio/api/drafts/d-00000000/ask-review', {}, { cookie: FRENCH_COOKIE });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Aucun brouillon en cours ne porte l’identifiant «\u00a0d-00000000\u00a0».');
  });

  it('refuses too many sign-in attempts in the language asked, and in English by default', () => {
    const limiter = new AttemptLimiter({ now: () => 1_000_000 });
    for (let i = 0; i < 5; i++) limiter.fail('maria.lopez', '10.0.0.1');
    expect(limiter.check('maria.lopez', '10.0.0.2', 'fr')).toEqual({ ok: false, message: 'Trop de tentatives\u00a0: réessayez dans 15 minutes', retryAfterSeconds: 900 });
    expect(limiter.check('maria.lopez', '10.0.0.2')).toEqual({ ok: false, message: 'Too many attempts: try again in 15 minutes', retryAfterSeconds: 900 });
  });
});

describe('the pages the server writes', () => {
  it('shows the sign-in page in French, with <html lang="fr"> and the language links, for a French browser', async () => {
    const french = await fetch(`${base}/studio/sign-in`, { headers: FRENCH });
    const html = await french.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Connexion — Studio</title>');
    expect(html).toContain('<button type="submit">Se connecter</button>');
    expect(html).toContain('<a href="/studio/sign-in?language=en" lang="en" hreflang="en">English</a>');
    expect(html).toContain('<a href="/studio/sign-in?language=fr" lang="fr" hreflang="fr" aria-current="true">Français</a>');
    expect(french.headers.get('set-cookie')).toBeNull();
    const english = await (await fetch(`${base}/studio/sign-in`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<button type="submit">Sign in</button>');
  });

  it('chooses the language with ?language=fr (remembered in the cookie), and ignores any other value', async () => {
    const chosen = await fetch(`${base}/studio/sign-in?language=fr`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('set-cookie')).toBe('interface-language=fr; path=/; max-age=31536000; samesite=lax');
    expect(await chosen.text()).toContain('<html lang="fr">');
    for (const value of ['xx', 'FR', 'fr;domain=evil.example', 'fr%0d%0aset-cookie:%20x=1', '']) {
      const ignored = await fetch(`${base}/studio/sign-in?language=${value}`);
      expect(ignored.status).toBe(200);
      expect(ignored.headers.get('set-cookie')).toBeNull();
      expect(await ignored.text()).toContain('<html lang="en">');
    }
  });

  it('says a wrong password in the person’s language', async () => {
    const refused = await signInRequest('erin', 'wrong password!', { cookie: FRENCH_COOKIE });
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Le nom ou le mot de passe est incorrect.');
  });

  it('writes the studio’s pages in French for the French cookie', async () => {
    const erin = await signIn('erin');
    const html = await (await fetch(`${base}/studio/`, { headers: { cookie: `${erin.cookie}; ${FRENCH_COOKIE}` } })).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Chargement…');
  });
});

describe('the catalogue', () => {
  /** Every text of a catalogue, a text with values called with sample ones. */
  function textsOf(catalogue: object): string[] {
    return Object.values(catalogue).flatMap((value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function') {
        const samples = [
          ['x', 'y', 'z'],
          [2, 3],
          [['a.yaml', 'b.yaml'], 'main'],
        ];
        return samples.flatMap((args) => {
          try {
            const text: unknown = (value as (...a: unknown[]) => unknown)(...args);
            return typeof text === 'string' ? [text] : [];
          } catch {
            return [];
          }
        });
      }
      return value && typeof value === 'object' ? textsOf(value) : [];
    });
  }

  it('writes French with its typography: a no-break space before : ; ? ! and inside « », the apostrophe ’', () => {
    const french = [...textsOf(STUDIO_TEXTS.fr), ...textsOf(STUDIO_REFUSALS_IN.fr)];
    expect(french.length).toBeGreaterThan(150);
    for (const text of french) {
      expect(text, text).not.toMatch(/ [:;?!»]|« |'|"/);
      expect(text, text).not.toMatch(/[^\s\u00a0(][;?!]/);
    }
  });
});

describe('the draft’s problems in the request’s language', () => {
  const EMPTY_TITLE = {
    fr: '«\u00a0title\u00a0» est vide\u00a0; écrivez un texte ou supprimez le champ',
    en: '"title" is empty; write some text or remove the field',
  };
  const messages = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { problems: { code: string; message: string }[] }).problems.map((p) => `${p.code}: ${p.message}`);
  };

  it('says what the check, the save and the review find in French for the French cookie, in English otherwise', async () => {
    const erin = await signIn('erin');
    const created = await post(erin, '/studio/api/drafts', { title: 'Problems in French' });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { draft: { id: string } }).draft;
    const opened = (await (await fetch(`${base}/studio/api/drafts/${id}/file?path=pages/about.yaml`, { headers: { cookie: erin.cookie } })).json()) as { text: string; hash: string };
    const text = opened.text.replace(/^title: .*$/m, 'title: ""');

    expect(await messages(await post(erin, `/studio/api/drafts/${id}/check`, { path: 'pages/about.yaml', text }, { cookie: FRENCH_COOKIE }))).toEqual([`empty-text: ${EMPTY_TITLE.fr}`]);
    expect(await messages(await post(erin, `/studio/api/drafts/${id}/check`, { path: 'pages/about.yaml', text }))).toEqual([`empty-text: ${EMPTY_TITLE.en}`]);
    expect(await messages(await post(erin, `/studio/api/drafts/${id}/save`, { path: 'pages/about.yaml', text, hash: opened.hash }, { headers: FRENCH }))).toEqual([`empty-text: ${EMPTY_TITLE.fr}`]);

    const review = (cookie: string) => fetch(`${base}/studio/api/drafts/${id}/review`, { headers: { cookie: [erin.cookie, cookie].filter(Boolean).join('; ') } });
    expect(await messages(await review(FRENCH_COOKIE))).toEqual([`empty-text: ${EMPTY_TITLE.fr}`]);
    expect(await messages(await review(''))).toEqual([`empty-text: ${EMPTY_TITLE.en}`]);
  });
});
