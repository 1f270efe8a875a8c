import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../paths.ts';

/**
 * The data of YAML files that parsed without a problem, by the hash of their text. A file that has not
 * changed since it was last read is read as JSON, many times faster than YAML with positions, and its
 * positions are parsed only when a problem needs them (see readYaml). Kept in memory (the dev server and
 * the editor load the site again at every change) and on disk (`npm run validate`, the build).
 *
 * What else is made from a text alone is kept here too, under a key of its own (textKey of the text with a
 * prefix): a translation file's `# en:hash` comments (translate.ts), a code sample's tokens (highlight.ts).
 *
 * SITE_CONFIG_CACHE names another folder, or `off` for none (a benchmark's cold run).
 */
export const DEFAULT_PARSE_CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site-yaml');
/** Entries not used for this long are removed by pruneParseCache. */
const UNUSED_DAYS = 14;
/** The texts kept in memory, the most recently used last. */
const MEMORY_ENTRIES = 4000;

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
/** What the data depends on besides the text: the parsers (fast-data.ts reads with js-yaml what it can) and how their result becomes data. */
const SALT = `yaml ${versionOf('yaml')}; js-yaml ${versionOf('js-yaml')}; toJS maxAliasCount 100; format 1`;

const memory = new Map<string, string>();

function cacheDir(): string | undefined {
  const setting = process.env.SITE_CONFIG_CACHE;
  if (setting === 'off') return undefined;
  return setting ? path.resolve(setting) : DEFAULT_PARSE_CACHE_DIR;
}

export function textKey(text: string): string {
  return createHash('sha256').update(SALT).update('\0').update(text).digest('hex').slice(0, 40);
}

/** The data of a text read before, as a new object (the pipeline fills in defaults and resolves ids in place). */
export function cachedData(key: string): { data: unknown } | undefined {
  let json = memory.get(key);
  if (json !== undefined) {
    memory.delete(key);
    memory.set(key, json);
  } else {
    const dir = cacheDir();
    if (!dir) return undefined;
    const file = path.join(dir, `${key}.json`);
    try {
      json = readFileSync(file, 'utf8');
      const data = JSON.parse(json) as unknown;
      remember(key, json);
      const now = new Date();
      utimesSync(file, now, now);
      return { data };
    } catch {
      return undefined; // not there, or not whole: parsed again and written anew
    }
  }
  return { data: JSON.parse(json) as unknown };
}

/** Keeps the data of a text that parsed without a problem; data JSON cannot hold exactly (.inf, .nan) is not kept. */
export function keepData(key: string, data: unknown): void {
  let exact = true;
  const json = JSON.stringify(data, (_key, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value)) exact = false;
    return value;
  });
  if (!exact || json === undefined) return;
  remember(key, json);
  const dir = cacheDir();
  if (!dir) return;
  try {
    mkdirSync(dir, { recursive: true });
    // through a temporary name: another process (a parallel test, the dev server) never reads half a file
    const temporary = path.join(dir, `${key}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(temporary, json);
    renameSync(temporary, path.join(dir, `${key}.json`));
  } catch {
    // a read-only checkout still validates: only the next run is slower
  }
}

function remember(key: string, json: string): void {
  memory.set(key, json);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** Removes the entries on disk no run has used for UNUSED_DAYS days. */
export function pruneParseCache(now = Date.now()): void {
  const dir = cacheDir();
  if (!dir) return;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (now - statSync(file).mtimeMs > UNUSED_DAYS * 86_400_000) rmSync(file, { force: true });
  }
}
