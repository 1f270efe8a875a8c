import path from 'node:path';
import { parseArgs } from 'node:util';
import { prerender, prerenderRelease } from '../build/prerender.ts';
import { currentRelease } from '../build/releases.ts';
import { PROJECT_ROOT } from '../config/load-site.ts';
import { formatReport } from '../config/problems.ts';

/**
 * `npm run prerender [-- --out DIR] [--server-config FILE]`: turns dist/client + dist/server into the finished site.
 * By default a new release in dist/releases/ that dist/site then points to (a running server answers from it at
 * its next request); with --out (or SITE_OUT), the site in DIR only, dist/site untouched, and the server's settings
 * written only when --server-config names a file. SITE_ROOT chooses the site root.
 */
const dist = path.join(PROJECT_ROOT, 'dist');
const siteLink = path.join(dist, 'site');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: process.env.SITE_OUT },
    'server-config': { type: 'string' },
  },
});
const outDir = values.out && path.resolve(values.out);
if (outDir === siteLink) {
  console.error(`--out ${values.out} is the live site: leave --out out to publish a new release there.`);
  process.exit(1);
}
const serverConfigFile = values['server-config'] ? path.resolve(values['server-config']) : outDir ? undefined : path.join(dist, 'server-config.json');
const build = {
  root: path.resolve(process.env.SITE_ROOT ?? PROJECT_ROOT),
  clientDir: path.join(dist, 'client'),
  serverDir: path.join(dist, 'server'),
  serverConfigFile,
};
const started = performance.now();
const result = outDir ? await prerender({ ...build, outDir }) : await prerenderRelease(build, siteLink);
if (!result.ok) {
  console.error(formatReport(result.problems));
  process.exit(1);
}
const where = outDir ? path.relative(process.cwd(), outDir) || outDir : `dist/site → ${path.relative(dist, currentRelease(siteLink)!)}`;
const { images, encoded, posters } = result.media;
const media = images > 0 ? `; ${images} image${images === 1 ? '' : 's'} in sizes and formats (${encoded === 0 ? 'all from the cache' : `${encoded} file${encoded === 1 ? '' : 's'} encoded`}${posters > 0 ? `, ${posters} poster${posters === 1 ? '' : 's'} from a first frame` : ''})` : '';
console.log(`✓ prerendered ${result.model.pages.length} pages into ${where} in ${Math.round(performance.now() - started)} ms${media}`);
