import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySite } from '../../src/paths.ts';

export const BASE_ID = 'appTp4g3nt1cS1te9';
export const TOKEN = 'patFAKEtokenForTests.0123456789abcdef0123456789abcdef0123456789abcdef';
export const TOKEN_ENV = 'TEST_AIRTABLE_TOKEN';

/** A throw-away copy of the project's own site (config, pages, content, public). */
export function projectCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'site-airtable-'));
  copySite(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Switches a site copy to the Airtable source (the test base, the test token's variable). */
export function useAirtable(root: string, extra = ''): void {
  const file = path.join(root, 'site.config.yaml');
  const text = readFileSync(file, 'utf8').replace(/^data:\n(?: {2}.*\n|\s*\n)*/m, '');
  writeFileSync(file, `${text}\ndata:\n  source: airtable\n  airtable:\n    baseId: ${BASE_ID}\n    tokenEnv: ${TOKEN_ENV}\n${extra}`);
}

/** The model as JSON, without the build's timestamps. */
export function comparable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/"lastUpdated":"[^"]*"/g, '"lastUpdated":"…"'));
}
