import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { schemaFiles } from '../../src/config/schemas/schema-set.ts';
import { describeField, type Field } from '../../src/editor/form/fields.ts';
import { parseSchemaWords, readSchemaWords, schemaIn, schemaNodes, schemaTexts, schemaWordsProblems, type WordedKeyword } from '../../src/editor/form/schema-words.ts';
import { dereferencedSchema, editorSchemaFor } from '../../src/editor/server/site-facts.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';
import { say } from '../../src/config/messages/messages.ts';
import { problemsForPerson } from '../../src/editor/server/problems-in.ts';

/**
 * The schemas' titles and descriptions in French (schemas/interface.fr.yaml): the Form view's labels and
 * help, and the YAML view's completion and hover, for a person whose editor interface is in French.
 */
type Json = Record<string, any>;
const words = () => readSchemaWords('fr')!;
const french = (file: string, pointer: string, keyword: WordedKeyword = 'description') => words().nodes.get(file)!.get(pointer)![keyword]!.text;

/** The files the editor opens a schema for (the others reach it through them: blocks, industry, defs). */
const EDITED = ['page.schema.json', 'site.schema.json', 'catalogue-list.schema.json', ...schemaFiles(SCHEMAS_DIR).files.filter((file) => file.startsWith('collections/'))];

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of schemas/ with `change` made to one schema (or to the words file), for problems to show. */
function schemasWith(file: string, change: (text: string) => string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'schema-words-')), 'schemas');
  copies.push(path.dirname(dir));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  const changed = change(readFileSync(path.join(dir, file), 'utf8'));
  expect(changed, 'the change was made').not.toBe(readFileSync(path.join(dir, file), 'utf8'));
  writeFileSync(path.join(dir, file), changed);
  return dir;
}

describe('the schemas in French', () => {
  it('every title, description and pattern text of every schema has its French, made from today’s English, and every field a French label', () => {
    expect(schemaWordsProblems('fr')).toEqual([]);
    // the words file is only read by the editor: the schema loader reads the .json files
    expect(schemaFiles(SCHEMAS_DIR).files.every((file) => file.endsWith('.schema.json'))).toBe(true);
    expect(schemaTexts().length).toBeGreaterThan(600);
  });

  it('a changed English description is named, with its new text and how to fix it; until then the English is shown', () => {
    const before = "The page's main heading (there is one per page).";
    const after = "The page's main heading, once per page.";
    const dir = schemasWith('blocks/hero.schema.json', (text) => text.replace(JSON.stringify(before), JSON.stringify(after)));
    const problems = schemaWordsProblems('fr', dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schemas\/interface\.fr\.yaml line \d+: the English description of blocks\/hero\.schema\.json #\/properties\/title changed since its fr text was written/);
    expect(problems[0]).toContain(`(en:${sourceHash(before)}, now en:${sourceHash(after)})`);
    expect(problems[0]).toContain(`It now reads: ${JSON.stringify(after)}. Write the fr text again from it, then change the note after it to # en:${sourceHash(after)}.`);
    const hero = schemaIn('blocks/hero.schema.json', schemaFiles(dir).dereferenced('blocks/hero.schema.json'), 'fr', dir) as Json;
    expect(hero.properties.title.description).toBe(after);
    expect(hero.properties.subtitle.description).toBe(french('blocks/hero.schema.json', '#/properties/subtitle'));
  });

  it('a new English text without French, a French text whose node is gone, and a field without a label are named', () => {
    const dir = schemasWith('blocks/stats.schema.json', (text) => {
      const schema = JSON.parse(text) as Json;
      schema.properties.heading.title = 'Heading';
      schema.properties.figures = schema.properties.items; // renamed: its French is left behind
      delete schema.properties.items;
      schema.properties.caption = { type: 'string', description: 'A line under the figures.' };
      schema.properties.unheardOf = { type: 'boolean', description: 'Made up.' };
      return JSON.stringify(schema, null, 2);
    });
    const problems = schemaWordsProblems('fr', dir).join('\n');
    expect(problems).toContain(`blocks/stats.schema.json #/properties/heading: its title has no fr text. Add it to schemas/interface.fr.yaml under "blocks/stats.schema.json" → "#/properties/heading" → title, followed by # en:${sourceHash('Heading')} (the English: "Heading").`);
    expect(problems).toContain('blocks/stats.schema.json #/properties/caption: its description has no fr text.');
    expect(problems).toMatch(/schemas\/interface\.fr\.yaml line \d+: blocks\/stats\.schema\.json has no node #\/properties\/items any more \(renamed or removed\?\): move its description to the node's new place, or remove it\./);
    expect(problems).toContain('The field unheardOf (blocks/stats.schema.json #/properties/unheardOf) has no fr label: add it to schemas/interface.fr.yaml under fields (unheardOf: "…"), or give its node a title there.');
  });

  it('a French text without the hash of its English, or with a note that is not one, is named', () => {
    const dir = schemasWith('interface.fr.yaml', (text) => text.replace(/("Le titre principal de la page \(il y en a un par page\)\.") # en:[0-9a-f]{8}/, '$1'));
    expect(schemaWordsProblems('fr', dir).join('\n')).toMatch(/line \d+: the description of blocks\/(hero|page-header)\.schema\.json #\/properties\/title has no hash of its English\. Check that it says what the English says/);
    expect(() => parseSchemaWords('words.yaml', 'page.schema.json:\n  "#":\n    title: "Page" # checked\n')).toThrow('words.yaml, line 3: page.schema.json # title: the note after it is not the hash of its English (# en:1a2b3c4d)');
    expect(() => parseSchemaWords('words.yaml', 'page.schema.json:\n  "#":\n    label: "Page"\n')).toThrow('words.yaml, line 3: page.schema.json #: "label" is not one of title, description, patternErrorMessage');
  });

  it('schemaIn puts the French in place, the English staying the same object', () => {
    const english = dereferencedSchema(SCHEMAS_DIR, 'page.schema.json') as Json;
    const copy = structuredClone(english);
    expect(schemaIn('page.schema.json', english, 'en')).toBe(english);
    const page = schemaIn('page.schema.json', english, 'fr') as Json;
    expect(english, 'the English is left as it was').toEqual(copy);
    expect(page.title).toBe('Page');
    expect(page.description).toBe(french('page.schema.json', '#'));
    expect(page.properties.route.description).toBe('L’adresse de cette page, commençant par «\u00a0/\u00a0» (par exemple /about). Chaque page a la sienne.');
    const block = (type: string) => (page.properties.blocks.items.oneOf as Json[]).find((b) => b.properties.type.const === type)!;
    const hero = block('hero');
    expect(hero.title).toBe('Grand bandeau (haut de page)');
    expect(hero.properties.title).toMatchObject({ title: 'Titre', description: french('blocks/hero.schema.json', '#/properties/title') });
    // through a $ref: the description beside it, else the target's
    expect(hero.properties.actions.description).toBe(french('defs.schema.json', '#/$defs/actions'));
    expect(hero.properties.actions.items.properties.label).toMatchObject({ title: 'Libellé', description: 'Texte du bouton.' });
    expect(block('page-header').properties.image.properties.src).toMatchObject({ title: 'Fichier image', description: 'L’image\u00a0: choisissez l’une des images du site ou importez-en une nouvelle.' });
    expect(block('card-grid').properties.id).toMatchObject({ title: 'Ancre', description: french('defs.schema.json', '#/$defs/anchor'), patternErrorMessage: french('defs.schema.json', '#/$defs/anchor', 'patternErrorMessage') });
    // a French title the English has not: the label of that field, there
    expect(block('card-grid').properties.columns.title).toBe('Nombre de colonnes');
    expect(block('use-case-catalogue').properties.columns.title).toBe('En-têtes de colonnes');
    // the industry of an industry page, from industry.schema.json
    expect(page.properties.industry.properties.useCases.items.properties.advantage.description).toBe(french('industry.schema.json', '#/properties/useCases/items/properties/advantage'));
    // no English left where a person reads it (but where French and English are written alike: Page)
    const same = new Set(schemaTexts().flatMap(({ file, pointer, keyword, english }) => (french(file, pointer, keyword) === english ? [english] : [])));
    const englishTexts = new Set(schemaTexts().map(({ english }) => english));
    const left = schemaNodes(page).flatMap(({ pointer, node }) =>
      (['title', 'description'] as const).filter((k) => typeof node[k] === 'string' && englishTexts.has(node[k] as string) && !same.has(node[k] as string)).map((k) => `${pointer} ${k}: ${String(node[k])}`),
    );
    expect(left).toEqual([]);
  });

  it('the Form is the same in both languages but for its words', () => {
    const strip = (field: unknown): unknown => {
      if (Array.isArray(field)) return field.map(strip);
      if (!field || typeof field !== 'object') return field;
      return Object.fromEntries(Object.entries(field).filter(([key]) => !['label', 'help', 'patternHelp'].includes(key)).map(([key, value]) => [key, strip(value)]));
    };
    for (const file of EDITED) {
      const english = dereferencedSchema(SCHEMAS_DIR, file)!;
      const englishForm: Field = describeField(english);
      const frenchForm: Field = describeField(schemaIn(file, english, 'fr'));
      // a text area where the English speaks of sentences or paragraphs: so does the French
      expect(strip(frenchForm), file).toEqual(strip(englishForm));
      expect(JSON.stringify(frenchForm), file).not.toEqual(JSON.stringify(englishForm));
    }
  });

  it('the editor’s schema answer is in the language asked, for a translation file too', () => {
    expect(editorSchemaFor(SCHEMAS_DIR, 'pages/home.yaml', 'en')).toEqual(dereferencedSchema(SCHEMAS_DIR, 'page.schema.json'));
    const page = editorSchemaFor(SCHEMAS_DIR, 'pages/home.yaml', 'fr') as Json;
    expect(page.properties.title).toMatchObject({ title: 'Titre', description: french('page.schema.json', '#/properties/title') });
    const translation = editorSchemaFor(SCHEMAS_DIR, 'pages/industries/banking.fr.yaml', 'fr') as Json;
    expect(translation.description).toBe('Les textes du fichier source en «\u00a0fr\u00a0»\u00a0: aux mêmes emplacements, uniquement les textes (les id, les liens, les médias et l’ordre viennent de la source).');
    expect(translation.properties.route).toMatchObject({ title: 'Adresse', description: expect.stringContaining('L’adresse de la page dans cette langue, sous /fr') });
    expect(translation.properties.industry.properties.categories.items.properties.id).toMatchObject({ title: 'Identifiant', description: 'L’id de l’élément traduit, tel qu’il figure dans la source.' });
    expect(translation.properties.industry.properties.categories.items.properties.name.description).toBe(french('industry.schema.json', '#/properties/categories/items/properties/name'));
    const english = editorSchemaFor(SCHEMAS_DIR, 'pages/industries/banking.fr.yaml') as Json;
    expect(english.properties.route.description).toBe("The page's address in this language, under /fr (for example /fr/banque). Without it: /fr followed by the source's route.");
    expect(english.properties.route.title).toBeUndefined();
  });

  it('a rule a schema words itself (x-error, patternErrorMessage) is said to a French editor from the words file, found by its English', () => {
    const why = 'a button has either "to" (a link) or "opens" (a dialog), not both';
    const broken = { file: 'pages/index.yaml', line: 3, col: 5, ...say('fields-not-together', { object: { kind: 'block', type: 'button' }, why }) };
    const [inFrench] = problemsForPerson([broken], 'fr');
    expect(inFrench.message).toContain(french('defs.schema.json', '#/$defs/action', 'x-error'));
    expect(inFrench.message).toContain('un bouton a soit «\u00a0to\u00a0» (un lien)');
    // a sentence no words file holds stays as the schema wrote it
    const own = problemsForPerson([{ ...broken, ...say('fields-not-together', { object: { kind: 'block', type: 'button' }, why: 'a rule of a new block' }) }], 'fr')[0];
    expect(own.message).toContain('a rule of a new block');
  });

  it('the French is written as French is: no-break spaces before : ; ? ! and inside « », the apostrophe ’', () => {
    const texts = [...words().fields.values(), ...[...words().nodes.values()].flatMap((nodes) => [...nodes.values()].flatMap((texts) => Object.values(texts)))];
    const wrong = texts.filter(({ text }) => / [:;?!»]|« |\p{L}'\p{L}/u.test(text)).map(({ line, text }) => `line ${line}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
