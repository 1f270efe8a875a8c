import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { lucideIcon } from '../../src/config/sources/icons.ts';
import type { CheckAnswer, FileListAnswer, NameTakenAnswer, NewPageAnswer, PageRefusalAnswer } from '../../src/editor/contract.ts';
import { hashOf } from '../../src/editor/server/files.ts';
import { createEditor } from '../../src/editor/server/dev-host.ts';
import { MAX_BODY_BYTES } from '../../src/http/http.ts';
import { copySite } from '../../src/paths.ts';
import { listenForTests } from '../helpers/listen.ts';

/**
 * The editor's servers speak the person's interface language (src/editor/server/refusals.ts): a refusal
 * and a text inside an answer are in French when the request asks for it (its cookie interface-language,
 * else its Accept-Language), in English otherwise, over real HTTP to the dev server's editor on a copy of the site.
 */

const TOKEN = 'c'.repeat(48);
const scratch = mkdtempSync(path.join(tmpdir(), 'editor-language-'));
const root = path.join(scratch, 'site');
let server: Server;
let base: string;
let origin: string;

beforeAll(async () => {
  copySite(root);
  const editor = createEditor({ root, schemasDir: SCHEMAS_DIR, check: (overlay) => loadSite(root, { overlay }).problems, iconNames: () => [], icon: lucideIcon, token: TOKEN });
  server = createServer((req, res) => editor.middleware(req, res, () => ((res.statusCode = 404), res.end('next'))));
  await listenForTests(server);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `${origin}/_edit/api/`;
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

/** The three ways a request comes: French by its browser's languages, French by the person's choice, and English (nothing said). */
const WAYS = [
  ['Accept-Language: fr', { 'accept-language': 'fr-MA,fr;q=0.9,en;q=0.5' }, 'fr'],
  ['the cookie interface-language=fr', { cookie: 'theme=dark; interface-language=fr', 'accept-language': 'en-US,en;q=0.9' }, 'fr'],
  ['no language', {}, 'en'],
] as const;

const post = (route: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-edit-token': TOKEN, origin, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (route: string, headers: Record<string, string>) => fetch(`${base}${route}`, { headers: { 'x-edit-token': TOKEN, ...headers } });
const upload = (folder: string, name: string, body: Buffer | string, headers: Record<string, string>) => {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  return fetch(`${base}upload?${new URLSearchParams({ folder, name })}`, { method: 'POST', headers: { 'x-edit-token': TOKEN, origin, ...headers }, body: form });
};
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).png().toBuffer();

/** What each refusal says, in each language. */
const EXPECTED = {
  origin: {
    en: 'A request from https://evil.example is refused: only the editor page may do this.',
    fr: 'Une requête venant de https://evil.example est refusée\u00a0: cette action n’est possible que depuis la page de l’éditeur.',
  },
  token: {
    en: 'The editor token is missing or wrong: reload the editor page.',
    fr: 'Le jeton de l’éditeur est absent ou incorrect\u00a0: rechargez la page de l’éditeur.',
  },
  tooLarge: {
    en: 'The request is larger than 1 MB: nothing was saved.',
    fr: 'La requête dépasse 1\u00a0Mo\u00a0: rien n’a été enregistré.',
  },
  missingField: { en: "The file's name is missing.", fr: 'Il manque le nom du fichier.' },
  rename: {
    en: 'There is already a page at /banking (pages/industries/banking.yaml): choose another name, or open that page.',
    fr: 'Il y a déjà une page à l’adresse /banking (pages/industries/banking.yaml)\u00a0: choisissez un autre nom, ou ouvrez cette page.',
  },
  linked: { en: '2 links of the site go to /cookies.', fr: '2 liens du site mènent à /cookies.' },
  settings: { en: 'Site settings: navigation, footer, colours, texts', fr: 'Réglages du site\u00a0: navigation, pied de page, couleurs, textes' },
  unsupported: {
    en: 'notes.txt is not a file the site can show: upload a photo or picture (.jpg, .png, .webp, .avif), a drawing (.svg) or a video (.mp4, .webm, .mov).',
    fr: 'notes.txt n’est pas un fichier que le site peut afficher\u00a0: importez une photo ou une image (.jpg, .png, .webp, .avif), un dessin (.svg) ou une vidéo (.mp4, .webm, .mov).',
  },
  emptyTitle: {
    en: { title: 'Empty text', message: '"title" is empty; write some text or remove the field', detail: '"title" is empty', hint: 'write some text or remove the field' },
    fr: {
      title: 'Texte vide',
      message: '«\u00a0title\u00a0» est vide\u00a0; écrivez un texte ou supprimez le champ',
      detail: '«\u00a0title\u00a0» est vide',
      hint: 'écrivez un texte ou supprimez le champ',
    },
  },
  notWhatNamed: {
    en: 'team.jpg is a PNG image, not a JPEG image. Rename it to team.png and upload it again, or open it in an image editor and export it again as JPEG.',
    fr: 'team.jpg est une image PNG, et non une image JPEG. Renommez-le en team.png et importez-le de nouveau, ou ouvrez-le dans un éditeur d’images et exportez-le de nouveau en JPEG.',
  },
} as const;

describe.each(WAYS)('the editor’s servers, asked with %s', (_way, headers, language) => {
  it('refuse another origin, a missing token, a body over 1 MB and a missing field in the request’s language', async () => {
    const before = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');
    const save = { path: 'pages/about.yaml', text: 'x', hash: hashOf(before) };

    const foreign = await post('save', save, { ...headers, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toBe(EXPECTED.origin[language]);

    const tokenless = await post('save', save, { ...headers, 'x-edit-token': '' });
    expect(tokenless.status).toBe(403);
    expect(await errorOf(tokenless)).toBe(EXPECTED.token[language]);

    const large = await post('save', { ...save, text: 'x'.repeat(MAX_BODY_BYTES) }, headers);
    expect(large.status).toBe(413);
    expect(await errorOf(large)).toBe(EXPECTED.tooLarge[language]);

    const nameless = await post('save', { text: 'x', hash: null }, headers);
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ field: 'path', error: EXPECTED.missingField[language] });

    expect(readFileSync(path.join(root, 'pages/about.yaml'), 'utf8')).toBe(before);
  });

  it('say why a page cannot be renamed, made or deleted, and name the settings file, in the request’s language', async () => {
    const renamed = await post('rename', { path: 'pages/industries/logistics.yaml', name: 'Banking' }, headers);
    expect(renamed.status).toBe(409);
    expect(await renamed.json()).toMatchObject({ code: 'rename', error: EXPECTED.rename[language] });

    const plan = (await (await get(`new-page?${new URLSearchParams({ folder: 'pages/industries', name: 'Banking' })}`, headers)).json()) as NewPageAnswer;
    expect(plan.problem).toBe(EXPECTED.rename[language]);

    const deleted = await post('delete', { path: 'pages/legal/cookies.yaml' }, headers);
    expect(deleted.status).toBe(409);
    const refusal = (await deleted.json()) as PageRefusalAnswer;
    expect(refusal).toMatchObject({ code: 'linked', error: EXPECTED.linked[language] });
    expect(refusal.links).toHaveLength(2);

    const { entries } = (await (await get('files', headers)).json()) as FileListAnswer;
    expect(entries.find((entry) => entry.path === 'site.config.yaml')?.title).toBe(EXPECTED.settings[language]);
    // a page's own title is the site's content: never translated
    expect(entries.find((entry) => entry.path === 'pages/industries/banking.yaml')?.title).toBe('Banking');
  });

  it('say what is wrong with an upload, and that a name is taken, in the request’s language', async () => {
    const unsupported = await upload('images', 'notes.txt', 'hello', headers);
    expect(unsupported.status).toBe(415);
    expect(await errorOf(unsupported)).toBe(EXPECTED.unsupported[language]);

    const misnamed = await upload('images', 'team.jpg', await png(), headers);
    expect(misnamed.status).toBe(415);
    expect(await errorOf(misnamed)).toBe(EXPECTED.notWhatNamed[language]);

    const unsafe = await upload('images', 'evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>1</script></svg>', headers);
    expect(unsafe.status).toBe(422);
    const said = await errorOf(unsafe);
    if (language === 'fr') {
      expect(said).toMatch(/^evil\.svg contient ce qu’une image du site ne doit pas contenir\u00a0: /);
      for (const part of ['un élément <script>', 'un attribut onload= (un gestionnaire d’événement) sur <svg>']) expect(said).toContain(part);
    } else {
      expect(said).toMatch(/^evil\.svg holds what a picture on the site must not: /);
      for (const part of ['a <script> element', 'an onload= attribute (an event handler) on <svg>']) expect(said).toContain(part);
    }

    const name = `taken-${language}-${'cookie' in headers ? 'cookie' : 'header'}.png`;
    expect((await upload('images', name, await png(), headers)).status).toBe(201);
    const again = await upload('images', name, await png(), headers);
    expect(again.status).toBe(409);
    const taken = (await again.json()) as NameTakenAnswer;
    const suggestion = name.replace('.png', '-2.png');
    expect(taken).toMatchObject({ code: 'name-taken', suggestion });
    expect(taken.error).toBe(
      language === 'fr'
        ? `Il y a déjà un fichier nommé ${name} dans ce dossier\u00a0: rien n’a été remplacé. Importez-le sous le nom ${suggestion}, ou choisissez un autre nom.`
        : `There is already a file named ${name} in this folder: nothing was replaced. Upload it as ${suggestion}, or choose another name.`,
    );
  });

  it('say the site’s problems in the request’s language: the check of a page with an empty title', async () => {
    const text = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8').replace(/^title: .*$/m, 'title: ""');
    const checked = await post('check', { path: 'pages/about.yaml', text }, headers);
    expect(checked.status).toBe(200);
    const { problems } = (await checked.json()) as CheckAnswer;
    expect(problems.map(({ file, line, col, code, title, message, detail, hint }) => ({ file, line, col, code, title, message, detail, hint }))).toEqual([
      { file: 'pages/about.yaml', line: 2, col: 8, code: 'empty-text', ...EXPECTED.emptyTitle[language] },
    ]);
    // a problem keeps what it was said from (for saying it again in another language)
    expect(problems[0].args).toEqual({ field: { kind: 'field', name: 'title', items: [] } });
  });

  it('serve the editor’s page in the request’s language', async () => {
    const page = await (await fetch(`${origin}/_edit`, { headers })).text();
    expect(page).toContain(`<html lang="${language}">`);
    expect(page).toContain(language === 'fr' ? '<title>Modifier le site</title>' : '<title>Edit the site</title>');
  });
});

describe('which language a request asks for', () => {
  it('the person’s choice (the cookie) wins over the browser’s languages; an unknown language is English', async () => {
    const chosen = await post('save', { path: 'pages/about.yaml', text: 'x', hash: null }, { cookie: 'interface-language=en', 'accept-language': 'fr', origin: 'https://evil.example' });
    expect(await errorOf(chosen)).toBe(EXPECTED.origin.en);
    const preferred = await post('save', { path: 'pages/about.yaml', text: 'x', hash: null }, { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', origin: 'https://evil.example' });
    expect(await errorOf(preferred)).toBe(EXPECTED.origin.fr);
    const unknown = await post('save', { path: 'pages/about.yaml', text: 'x', hash: null }, { 'accept-language': 'de', origin: 'https://evil.example' });
    expect(await errorOf(unknown)).toBe(EXPECTED.origin.en);
  });
});
