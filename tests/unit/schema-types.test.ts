import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateSchemaTypes } from '../../src/config/schemas/type-generator.ts';
import { PROJECT_ROOT, SCHEMAS_DIR } from '../../src/paths.ts';

describe('the types generated from schemas/', () => {
  it(`are up to date in ${GENERATED_FILE} (after editing a schema, run npm run schema-types)`, async () => {
    const committed = readFileSync(path.join(PROJECT_ROOT, GENERATED_FILE), 'utf8');
    expect(committed === (await generateSchemaTypes(SCHEMAS_DIR)), `${GENERATED_FILE} is stale: run npm run schema-types`).toBe(true);
  });

  it('describe the data as the code receives it: defaults filled in, icons, references and code resolved, no index signature', () => {
    const types = readFileSync(path.join(PROJECT_ROOT, GENERATED_FILE), 'utf8');
    const block = (name: string) => types.match(new RegExp(`export interface ${name} \\{[\\s\\S]*?\\n\\}`))?.[0] ?? '';
    expect(block('HeroBlock')).toMatch(/\n {2}height: 'auto' \| 'tall' \| 'screen';/); // a default: always there
    expect(block('LogoStripBlock')).toMatch(/tools: \[ToolsItem, ToolsItem, \.\.\.ToolsItem\[\]\]|tools: ToolsItem\[\]/);
    expect(block('ToolsItem')).toContain('logo?: IconData;');
    expect(block('VideoLibraryBlock')).toContain('videos: GuardrailVideosItem[]');
    expect(types).not.toContain('[k: string]: unknown');
  });
});
