import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/site/load-site.ts';
import { schemaFiles, type SchemaNode } from '../../src/config/schemas/schema-set.ts';
import { describeField } from '../../src/editor/form/fields.ts';
import { fieldProblems, placeOfField } from '../../src/editor/client/form/problem-words.ts';

/** The problems of a page as the Form view names them: a field by its label and the list item it is in. */
describe('the fields still to fill, named so that a person finds them', () => {
  const root = describeField(schemaFiles(SCHEMAS_DIR).dereferenced('page.schema.json') as SchemaNode);
  const text = [
    'route: /port-logistics', // 1
    'title: AI in Port Logistics', // 2
    'description: ""', // 3
    'industry:', // 4
    '  key: port-logistics', // 5
    '  name: Port Logistics', // 6
    '  summary: Agents for ports.', // 7
    '  loadingText: Loading…', // 8
    '  categories:', // 9
    '    - id: port-calls', // 10
    '      name: Port Calls', // 11
    '      description: Berth planning.', // 12
    '  useCases:', // 13
    '    - id: berth-planner', // 14
    '      title: Berth Planner', // 15
    '      description: ""', // 16
    '    - id: customs-desk', // 17
    '      title: ""', // 18
    '      description: ""', // 19
    'blocks: []', // 20
    '',
  ].join('\n');
  const empty = (line: number, col: number, field: string) => ({ file: 'pages/industries/port-logistics.yaml', line, col, code: 'empty-text' as const, title: '', hint: '', message: `"${field}" is empty`, detail: `"${field}" is empty` });
  const said = fieldProblems(root, text, [empty(3, 14, 'description'), empty(16, 20, 'description'), empty(18, 14, 'title'), empty(19, 20, 'description')], { fresh: [''], touched: [], saveAttempted: false });

  it('names a field of a list item by the item: its title, else its place in the list', () => {
    expect(said.map((p) => p.key)).toEqual(['description', 'industry/useCases/0/description', 'industry/useCases/1/title', 'industry/useCases/1/description']);
    expect(said.map(placeOfField)).toEqual(['Description', 'Berth Planner › Description', 'Use case 2 › Title', 'Use case 2 › Description']);
    // not marked yet: the page is new, nothing left
    expect(said.every((p) => p.waiting)).toBe(true);
  });
});
