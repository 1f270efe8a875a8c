import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { explainErrors } from '../../src/config/schemas/explain.ts';
import { parseYaml } from '../../src/config/yaml/yaml-file.ts';

/**
 * The schema rules no shipped schema uses yet still read as plain language, with their code: a schema
 * that starts using them needs no new wording.
 */
function problemsOf(schema: object, yaml: string) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const file = parseYaml('pages/example.yaml', yaml);
  const validate = ajv.compile(schema);
  validate(file.data);
  return explainErrors(file, validate.errors ?? [], { kind: 'page' }).map(({ line, col, code, message }) => ({ line, col, code, message }));
}

describe('schema rules explained', () => {
  it('a value that must be exactly one thing', () => {
    expect(problemsOf({ type: 'object', properties: { version: { const: '2' } } }, 'version: "3"\n')).toEqual([
      { line: 1, col: 10, code: 'value-must-be', message: '"version" must be "2"' },
    ]);
  });

  it('a text shorter than its minimum', () => {
    expect(problemsOf({ type: 'object', properties: { code: { type: 'string', minLength: 4 } } }, 'code: AB\n')).toEqual([
      { line: 1, col: 7, code: 'text-too-short', message: '"code" must be at least 4 characters long' },
    ]);
  });

  it('a value matching none of the accepted forms', () => {
    expect(problemsOf({ type: 'object', properties: { size: { anyOf: [{ type: 'integer' }, { enum: ['small', 'large'] }] } } }, 'size: huge\n')).toEqual([
      { line: 1, col: 7, code: 'no-accepted-form', message: '"size" does not match any of the accepted forms' },
    ]);
  });

  it('any other rule, in the validator’s words', () => {
    expect(problemsOf({ type: 'object', properties: { count: { type: 'integer', multipleOf: 5 } } }, 'count: 7\n')).toEqual([
      { line: 1, col: 8, code: 'value-invalid', message: '"count" must be multiple of 5' },
    ]);
  });
});
