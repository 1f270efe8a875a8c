import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, visit, type Document } from 'yaml';
import type { ExternalContent } from '../../airtable/normalise.ts';
import { listYaml, loadSite } from '../site/load-site.ts';
import { SITE_FILE } from '../../paths.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { airtableFiles, readAirtableContent, TECHNOLOGIES_FILE } from './airtable.ts';
import { planDataSource, type ClientOverrides } from './data-source.ts';
import { yamlFolders } from './yaml-folders.ts';

/** Texts longer than this are written as folded blocks (>-), as the hand-written files do. */
const FOLD_OVER = 60;

export type ImportResult = { ok: true; written: string[] } | { ok: false; problems: Problem[] };

/**
 * `npm run airtable:import`: writes the configured Airtable base out as the project's YAML: each
 * industry page's categories, use cases and card (the rest of the page and its comments kept),
 * content/technologies.yaml, and data.source: yaml in site.config.yaml. Nothing is written unless
 * the base's content passes the site's validation; afterwards the YAML gives the same site.
 */
export async function importAirtable(root: string, overrides: ClientOverrides = {}): Promise<ImportResult> {
  const plan = planDataSource(root, overrides);
  if (plan.source === 'yaml') {
    return { ok: false, problems: [{ file: SITE_FILE, line: 1, col: 1, ...say('airtable-import-not-configured') }] };
  }
  if (plan.source === 'invalid') {
    const { problems } = loadSite(root);
    return { ok: false, problems: [...plan.problems, ...problems] };
  }
  const pages = (await yamlFolders.load({ root, files: [] })).files.filter((file) => file.file.startsWith('pages/'));
  const { content, problems } = await readAirtableContent(plan.settings, pages);
  if (!content) return { ok: false, problems };
  const check = loadSite(root, { content: airtableFiles(content, pages) });
  if (check.problems.length > 0) return { ok: false, problems: check.problems };

  const written: string[] = [];
  const rewrite = (file: string, edit: (doc: Document) => void) => {
    const full = path.join(root, file);
    const doc = parseDocument(readFileSync(full, 'utf8'));
    edit(doc);
    writeFileSync(full, doc.toString({ lineWidth: 100 }));
    written.push(file);
  };
  for (const file of listYaml(root, 'pages')) {
    const key = (parseDocument(readFileSync(path.join(root, file), 'utf8')).toJS() as { industry?: { key?: unknown } } | null)?.industry?.key;
    const industry = typeof key === 'string' ? content.industries.get(key) : undefined;
    if (!industry) continue;
    rewrite(file, (doc) => {
      for (const [field, value] of Object.entries(industry.card?.value ?? {})) doc.setIn(['industry', field], styled(doc, value));
      doc.setIn(['industry', 'categories'], styled(doc, industry.categories.map((c) => c.value)));
      doc.setIn(['industry', 'useCases'], styled(doc, industry.useCases.map((u) => u.value)));
    });
  }
  writeTechnologies(root, content);
  written.push(TECHNOLOGIES_FILE);
  rewrite(SITE_FILE, (doc) => doc.setIn(['data', 'source'], 'yaml'));
  return { ok: true, written };
}

/** A YAML node in the hand-written files' style: long texts folded, id lists on one line. */
function styled(doc: Document, value: unknown) {
  const node = doc.createNode(value);
  visit(node, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.length > FOLD_OVER && !/\s$|^\s|\n/.test(scalar.value)) scalar.type = 'BLOCK_FOLDED';
    },
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  if (isSeq(node)) for (const item of node.items) if (isMap(item)) item.flow = false;
  return node;
}

function writeTechnologies(root: string, content: ExternalContent): void {
  const lines = content.technologies.map(({ value }) => `- { id: ${JSON.stringify(value.id)}, name: ${JSON.stringify(value.name)} }`);
  const header = '# Technologies that use cases list by id (industry pages: useCases[].technologies).\n# Imported from the Airtable table "Technologies"; add one here before using its id in a page.\n';
  writeFileSync(path.join(root, TECHNOLOGIES_FILE), `${header}${lines.join('\n')}\n`);
}
