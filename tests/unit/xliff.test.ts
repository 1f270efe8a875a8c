import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportXliff, importXliff } from '../../src/cli/translations-xliff.ts';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { readXliff, writeXliff, XliffError, type XliffDocument } from '../../src/config/languages/xliff.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/** The XLIFF 2.0 of translation agencies: the format (src/config/languages/xliff.ts) and what an import takes or refuses. */

const DOCUMENT: XliffDocument = {
  srcLang: 'en',
  trgLang: 'ar',
  files: [
    {
      original: 'pages/about.yaml',
      units: [
        { id: 'title', sourceHash: '1a2b3c4d', segments: [{ state: 'translated', source: 'Fish & <chips> "quoted" \'single\' &amp;', target: 'سمك & <بطاطس> "مقتبس"' }] },
        { id: 'blocks.0.text', sourceHash: '5e6f7a8b', comments: ['The English changed.'], segments: [{ state: 'initial', subState: 'site:stale', source: '  two\nlines  ' }] },
        {
          id: 'counted',
          sourceHash: '00000000',
          segments: [
            { id: 'one', state: 'initial', source: '{count} agent' },
            { id: 'other', state: 'initial', source: '{count} agents' },
          ],
        },
      ],
    },
  ],
};

describe('XLIFF 2.0 documents', () => {
  it('reads back what it writes: escaped characters, Arabic, spaces and line breaks, states, notes', () => {
    const text = writeXliff(DOCUMENT);
    expect(text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ar" xml:space="preserve">');
    expect(text).toContain('<file id="f1" original="pages/about.yaml" canResegment="no">');
    expect(text).toContain('<source>Fish &amp; &lt;chips&gt; &quot;quoted&quot; &apos;single&apos; &amp;amp;</source>');
    expect(text).toContain('<note category="source-hash">1a2b3c4d</note>');
    const read = readXliff(text);
    expect(read.srcLang).toBe('en');
    expect(read.trgLang).toBe('ar');
    expect(read.files[0].original).toBe('pages/about.yaml');
    expect(read.files[0].units.map(({ line: _line, col: _col, ...unit }) => unit)).toEqual(DOCUMENT.files[0].units);
    expect(read.files[0].units[0]).toMatchObject({ line: 4, col: 5 });
  });

  it('decodes character references, and reads the units of groups', () => {
    const read = readXliff(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="fr"><file id="f" original="a.yaml"><group id="g"><unit id="u"><segment state="final"><source>a&#10;b</source><target>&#x41;&#233;</target></segment></unit></group></file></xliff>`,
    );
    expect(read.files[0].units[0]).toMatchObject({ id: 'u', segments: [{ state: 'final', source: 'a\nb', target: 'Aé' }] });
  });

  it('says where a document is not well-formed, and what is not XLIFF 2.0', () => {
    const thrown = (text: string) => {
      try {
        readXliff(text);
      } catch (error) {
        expect(error).toBeInstanceOf(XliffError);
        const { message, line, col } = error as XliffError;
        return { message, line, col };
      }
      throw new Error('read without error');
    };
    expect(thrown('<xliff>\n  <file>\n    <unit>a & b</unit>\n</xliff>')).toMatchObject({ message: expect.stringMatching(/^not well-formed XML: /), line: 3, col: 13 });
    expect(thrown('<xliff>\n  <file>\n</xliff>')).toMatchObject({ message: expect.stringMatching(/^not well-formed XML: /), line: 3 });
    expect(thrown('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file/></xliff>').message).toMatch(/^not XLIFF 2\.0 \(version 1\.2/);
    expect(thrown('<html/>').message).toBe('not an XLIFF document: its root element is <html>, not <xliff>');
    expect(thrown('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"/>').message).toMatch(/^<xliff> has no trgLang/);
  });

  it('marks a unit whose target holds inline markup, or that has no id', () => {
    const read = readXliff(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"><file id="f" original="a.yaml"><unit id="u"><segment><source>a</source><target>b<ph id="1"/>c</target></segment></unit><unit><segment><source>a</source></segment></unit></file></xliff>`,
    );
    expect(read.files[0].units.map((unit) => unit.problem)).toEqual([expect.stringContaining('inline markup (<ph>)'), '<unit> has no id']);
  });
});

describe('importing an agency’s XLIFF', () => {
  const copies: { remove: () => void }[] = [];
  afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

  function site(files: Record<string, string>) {
    const copy = siteCopy();
    copies.push(copy);
    const config = path.join(copy.root, 'site.config.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace('language: en\n', 'language: en\nlanguages:\n  - { code: en, name: English, default: true }\n  - { code: fr, name: Français }\n'));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy.root, file), text);
    return copy.root;
  }

  /** The fr export of the pages/about.yaml texts at `ids`, changed by `change`. */
  function exported(root: string, ids: string[], change: (document: XliffDocument) => void): string {
    const document = readXliff(exportXliff(root, 'fr').xliff!);
    document.files = document.files.filter((file) => file.original === 'pages/about.yaml');
    document.files[0].units = document.files[0].units.filter((unit) => ids.includes(unit.id));
    change(document);
    return writeXliff(document);
  }

  it('takes a stale translation sent back unchanged as checked only when its segment says it is translated', () => {
    const root = site({ 'pages/about.fr.yaml': 'title: Ancien titre # en:00000000\ndescription: Ancienne description # en:00000000\n' });
    const text = exported(root, ['title', 'description'], (document) => {
      expect(document.files[0].units.map((unit) => unit.segments[0])).toMatchObject([
        { state: 'initial', subState: 'site:stale', target: 'Ancien titre' },
        { state: 'initial', subState: 'site:stale', target: 'Ancienne description' },
      ]);
      document.files[0].units[0].segments[0].state = 'translated';
    });
    const result = importXliff(root, text, 'fr.xlf');
    expect(result).toMatchObject({ imported: 1, unchanged: 1, refused: 0, refusals: [] });
    expect(result.writes).toEqual([{ file: 'pages/about.fr.yaml', text: `title: Ancien titre # en:${sourceHash('About the fixture')}\ndescription: Ancienne description # en:00000000\n` }]);
  });

  it('refuses, by name, units and files the site does not have, a counted text short of a form, a text split in segments', () => {
    const root = site({});
    const text = exported(root, ['title', 'description'], (document) => {
      const [title, description] = document.files[0].units;
      title.id = 'blocks.7.title';
      title.segments[0].target = 'Titre';
      description.segments = [
        { state: 'translated', source: 'About page', target: 'Page' },
        { state: 'translated', source: ' of the fixture site.', target: ' de la fixture.' },
      ];
      document.files.push({ original: 'pages/gone.yaml', units: [{ id: 'title', sourceHash: '00000000', segments: [{ state: 'translated', source: 'Gone', target: 'Parti' }] }] });
    });
    const counted = readXliff(exportXliff(root, 'fr').xliff!).files.find((file) => file.original === 'site.config.yaml')!;
    counted.units = counted.units.filter((unit) => unit.id === 'industryPages.categoryDialogIntro');
    counted.units[0].segments[0].target = '{count} autre';
    const document = readXliff(text);
    document.files.push(counted);

    const result = importXliff(root, writeXliff(document), 'fr.xlf');
    expect(result).toMatchObject({ imported: 0, refused: 4, writes: [] });
    expect(result.refusals).toEqual([
      expect.stringMatching(/^fr\.xlf:\d+:5: pages\/about\.yaml › blocks\.7\.title: pages\/about\.yaml has no such text now \(moved or removed since the export\?\); export again$/),
      expect.stringMatching(/^fr\.xlf:\d+:5: pages\/about\.yaml › description: the unit was split into 2 segments: the site takes one text per unit$/),
      expect.stringMatching(/^fr\.xlf:\d+:3: pages\/gone\.yaml: the site has no such file \(renamed or removed since the export\?\); npm run translations lists the files it translates \(1 text not imported\)$/),
      expect.stringMatching(/^fr\.xlf:\d+:5: site\.config\.yaml › industryPages\.categoryDialogIntro: every form of a counted text is needed: many, other have no translation$/),
    ]);
  });
});
