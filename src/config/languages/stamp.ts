import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { SCHEMAS_DIR, SITE_FILE } from '../../paths.ts';
import { textPaths } from '../schemas/text-fields.ts';
import { loadSchemas } from '../schemas/validator.ts';
import { parseYaml, readYaml } from '../yaml/yaml-file.ts';
import { translatableSource } from '../sources/catalogue.ts';
import { siteLanguages, sourceOfTranslation } from './languages.ts';
import { schemaFileOf } from './site-languages.ts';
import { translateFile, type DataPath } from './translate.ts';

export interface Stamped {
  /** The translation file's new text, its layout and comments kept. */
  text: string;
  /** How many texts got the hash of their source text. */
  stamped: number;
}

/**
 * Writes after each translated text of a translation file the hash of the source text it now matches
 * (`# en:1a2b3c4d`): the texts never checked, or with `all` the stale ones too, or only those at
 * `paths` (source paths: the studio's translation view saves one text). Says a text is up to date
 * with its source: do it once the translation says what the source says.
 */
export function stampTranslation(root: string, file: string, options: { all?: boolean; paths?: DataPath[]; text?: string } = {}): Stamped {
  const of = sourceOfTranslation(file, (source) => existsSync(path.join(root, source)));
  if (!of) throw new Error(`${file} is not a translation file (such as pages/about.fr.yaml)`);
  if (!existsSync(path.join(root, of.source))) throw new Error(`${file} translates ${of.source}, which does not exist`);
  const text = options.text ?? readFileSync(path.join(root, file), 'utf8');
  const site = readYaml(root, SITE_FILE);
  const languages = siteLanguages(site.data);
  const language = languages.find((l) => l.code === of.code);
  if (!language || language.default) throw new Error(`${of.code} is not a language the site is translated into (site.config.yaml languages)`);
  const source = translatableSource(of.source, readFileSync(path.join(root, of.source), 'utf8'));
  if (source.data === undefined) throw new Error(`${of.source} cannot be read: fix its problems first`);
  const translation = parseYaml(file, text);
  const translated = translateFile({
    source,
    translation,
    translationPath: file,
    texts: textPaths(loadSchemas(SCHEMAS_DIR), schemaFileOf(of.source), source.data),
    language,
    sourceLanguage: languages[0],
    isPage: of.source.startsWith('pages/'),
    localLink: () => undefined,
  });
  const wanted = options.paths ? new Set(options.paths.map((at) => JSON.stringify(at))) : undefined;
  const doc = parseDocument(text);
  let stamped = 0;
  for (const placed of translated.texts) {
    if (wanted ? !wanted.has(JSON.stringify(placed.sourceAt)) : placed.state === 'current' || (placed.state === 'stale' && !options.all)) continue;
    const node = doc.getIn(placed.at, true);
    const note = ` ${languages[0].code}:${placed.hash}`;
    if (isScalar(node)) node.comment = note;
    else if (isMap(node)) node.commentBefore = note;
    else continue;
    stamped++;
  }
  return { text: doc.toString({ lineWidth: 0 }), stamped };
}
