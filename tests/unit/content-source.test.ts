import { describe, expect, it } from 'vitest';
import { layContent } from '../../src/config/sources/content-source.ts';
import { locate, parseYaml, type YamlFile } from '../../src/config/yaml/yaml-file.ts';

const fromSource = (file: string, data: unknown): YamlFile => ({ ...parseYaml(file, '[]'), data, origin: (at) => `source, at ${at.join('.')}` });

describe('layContent: the files a content source gives, laid over the YAML folders', () => {
  it('lays an object key by key over the object the file has, leaves the rest as written, and locates the laid values in the source', () => {
    const page = parseYaml('pages/banking.yaml', 'route: /banking\nindustry:\n  key: banking\n  name: Banking\n  categories: []\n');
    const files = layContent([page], [fromSource('pages/banking.yaml', { industry: { categories: [{ id: 'a' }], summary: 'From the base' } })]);
    expect(files).toEqual([page]);
    expect(page.data).toEqual({ route: '/banking', industry: { key: 'banking', name: 'Banking', categories: [{ id: 'a' }], summary: 'From the base' } });
    expect(locate(page, ['industry', 'categories', 0])).toEqual({ file: 'source, at industry.categories.0', line: 0, col: 0 });
  });

  it('leaves an object out where the file has none to hold it (a page without the section, a page that could not be read)', () => {
    const page = parseYaml('pages/about.yaml', 'route: /about\n');
    const broken = parseYaml('pages/broken.yaml', 'route: [\n');
    layContent([page, broken], [fromSource('pages/about.yaml', { industry: { categories: [] } }), fromSource('pages/broken.yaml', { industry: { categories: [] } }), fromSource('pages/gone.yaml', { industry: {} })]);
    expect(page.data).toEqual({ route: '/about' });
    expect(broken.data).toBeUndefined();
    expect(broken.problems.length).toBeGreaterThan(0);
  });

  it('puts any other value in place of the file’s, without the problems of its text, and adds a file the site lacks, in order', () => {
    const written = parseYaml('content/technologies.yaml', '- { id: nlp, name: NLP\n');
    expect(written.problems.length).toBeGreaterThan(0);
    const files = layContent([parseYaml('content/tools.yaml', '[]'), written], [fromSource('content/technologies.yaml', [{ id: 'cv', name: 'Vision' }]), fromSource('content/category-styles.yaml', [])]);
    expect(files.map((file) => file.file)).toEqual(['content/category-styles.yaml', 'content/technologies.yaml', 'content/tools.yaml']);
    expect(written.data).toEqual([{ id: 'cv', name: 'Vision' }]);
    expect(written.problems).toEqual([]);
  });

  it('lays copies: the source’s files can be laid again after a load resolved its values in place', () => {
    const laid = fromSource('content/technologies.yaml', [{ id: 'cv' }]);
    const [file] = layContent([parseYaml('content/technologies.yaml', '[]')], [laid]);
    (file.data as { id: string }[])[0].id = 'changed';
    expect(laid.data).toEqual([{ id: 'cv' }]);
  });
});
