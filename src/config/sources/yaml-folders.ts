import { listYaml } from '../site/load-site.ts';
import { readYaml } from '../yaml/yaml-file.ts';
import { CATALOGUE_DIR } from './catalogue.ts';
import type { ContentSource } from './content-source.ts';

/**
 * The site's own files: the YAML of pages/ and content/ (the catalogue's lists apart: src/config/sources/catalogue.ts),
 * each located by its lines. loadSite reads the same folders itself on every load, with the editor's unsaved text
 * and its memo; the other sources are given these files and lay theirs over them.
 */
export const yamlFolders: ContentSource = {
  name: 'yaml',
  async load({ root }) {
    const files = ['pages', 'content'].flatMap((dir) => listYaml(root, dir)).filter((file) => !file.startsWith(`${CATALOGUE_DIR}/`));
    // a file's own mistakes are the site's problems, said by loadSite's validation
    return { files: files.map((file) => readYaml(root, file)), problems: [] };
  },
};
