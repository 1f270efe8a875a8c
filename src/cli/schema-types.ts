import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, generateSchemaTypes } from '../config/schemas/type-generator.ts';
import { PROJECT_ROOT, SCHEMAS_DIR } from '../paths.ts';

/** `npm run schema-types`: writes src/model/schema-types.generated.ts from schemas/ (`--print` only prints it). */
const types = await generateSchemaTypes(SCHEMAS_DIR);
if (process.argv.includes('--print')) {
  process.stdout.write(types);
} else {
  const file = path.join(PROJECT_ROOT, GENERATED_FILE);
  const before = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(file, types);
  console.log(before === types ? `✓ ${GENERATED_FILE} was up to date` : `✓ wrote ${GENERATED_FILE}`);
}
