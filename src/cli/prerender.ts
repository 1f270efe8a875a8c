import './production-mode.ts'; // first: before anything loads React
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerender, prerenderRelease } from '../prerender/prerender.ts';
import { brotliQualityFromEnv } from '../prerender/prerender-tasks.ts';
import { currentRelease } from '../prerender/releases.ts';
import { PROJECT_ROOT } from '../config/site/load-site.ts';
import { formatReport, noteLines } from '../config/messages/problems.ts';
import { videosUncheckedNote } from '../config/sources/video-probe.ts';
import { pruneParseCache } from '../config/yaml/parse-cache.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run prerender` (USAGE): turns dist/client + dist/server into the finished site.
 * By default a new release in dist/releases/ that dist/site then points to (a running server answers from it at
 * its next request); with --out (or SITE_OUT), the site in DIR only, dist/site untouched, and the server's settings
 * written only when --server-config names a file. SITE_ROOT chooses the site root. Pages and compressed files
 * whose inputs did not change come from the cache of the last build (--page-cache, default
 * node_modules/.cache/site-pages); --profile prints the time of each step; --workers sets the threads (1: none);
 * --no-precompress writes no .br and .gz copies (a preview); --problems writes the site's problems, if any, as JSON.
 * --wait-for-bundles (npm run build, which builds the bundles meanwhile): once the site is loaded and checked, says
 * `checked` to its parent over their IPC channel and reads dist/client and dist/server only when the parent says
 * `bundles-ready`; the channel closing first stops it.
 */
// a build the studio started ends with it: a studio killed mid-publish must not leave a build writing on
const parent = Number(process.env.SITE_BUILD_PARENT);
if (parent) setInterval(() => process.ppid !== parent && process.exit(1), 500).unref();

const dist = path.join(PROJECT_ROOT, 'dist');
const siteLink = path.join(dist, 'site');
const USAGE = 'npm run prerender [-- --out DIR] [--server-config FILE] [--profile] [--workers N] [--page-cache DIR] [--no-precompress] [--problems FILE] [--wait-for-bundles]';
const { values } = commandLine(
  {
    options: {
      out: { type: 'string', default: process.env.SITE_OUT },
      'server-config': { type: 'string' },
      profile: { type: 'boolean', default: Boolean(process.env.PRERENDER_PROFILE) },
      workers: { type: 'string' },
      'page-cache': { type: 'string', default: process.env.SITE_PAGE_CACHE },
      'no-precompress': { type: 'boolean', default: false },
      problems: { type: 'string' },
      'wait-for-bundles': { type: 'boolean', default: false },
    },
  },
  USAGE,
);
if (values['wait-for-bundles'] && !process.send) {
  console.error('--wait-for-bundles is for npm run build, which starts the prerender with an IPC channel to tell it when the bundles are built.');
  process.exit(2);
}

let waitedMs = 0;

/** Tells npm run build the site is checked, then waits until it says the bundles are built. */
function bundlesBuilt(): Promise<void> {
  const waitStarted = performance.now();
  const parentGone = () => process.exit(1);
  if (!process.connected) parentGone(); // the build ended while the site was being loaded
  return new Promise((resolve) => {
    process.once('disconnect', parentGone);
    process.on('message', function ready(message) {
      if (message !== 'bundles-ready') return;
      process.off('message', ready);
      process.off('disconnect', parentGone);
      process.disconnect(); // the channel no longer keeps this process alive
      waitedMs = performance.now() - waitStarted;
      resolve();
    });
    process.send!('checked');
  });
}
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
  profile: values.profile,
  workers: values.workers ? Number(values.workers) : undefined,
  pageCacheDir: values['page-cache'] && path.resolve(values['page-cache']),
  precompress: !values['no-precompress'],
  afterCheck: values['wait-for-bundles'] ? bundlesBuilt : undefined,
};
try {
  brotliQualityFromEnv(); // a wrong setting is said before the build starts, without a stack
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const started = performance.now();
const result = outDir ? await prerender({ ...build, outDir }) : await prerenderRelease(build, siteLink);
if (!result.ok) {
  if (values.problems) writeFileSync(path.resolve(values.problems), JSON.stringify(result.problems));
  console.error(formatReport(result.problems));
  process.exit(1);
}
const where = outDir ? path.relative(process.cwd(), outDir) || outDir : `dist/site → ${path.relative(dist, currentRelease(siteLink)!)}`;
const { images, encoded, posters, phoneVideos } = result.media;
const media = images > 0 ? `; ${images} image${images === 1 ? '' : 's'} in sizes and formats (${encoded === 0 ? 'all from the cache' : `${encoded} file${encoded === 1 ? '' : 's'} encoded`}${posters > 0 ? `, ${posters} poster${posters === 1 ? '' : 's'} from a first frame` : ''}${phoneVideos > 0 ? `, ${phoneVideos} background video${phoneVideos === 1 ? '' : 's'} with a copy for phones` : ''})` : '';
const pages = `${result.model.pages.length} pages (${result.rendered} rendered, ${result.reused} from the cache${result.threads > 0 ? `; ${result.threads} worker threads` : ''})`;
for (const line of noteLines(result.notes, false, result.translations)) console.error(line);
// npm run build checks the site here, with no npm run validate before it: its note on the videos is said here too
const unchecked = values['wait-for-bundles'] && videosUncheckedNote();
if (unchecked) console.error(unchecked);
pruneParseCache(); // as validate does after a check: the build runs none
const waited = waitedMs >= 1 ? `, ${Math.round(waitedMs)} ms of them waiting for the bundles` : '';
console.log(`✓ prerendered ${pages} into ${where} in ${Math.round(performance.now() - started)} ms${waited}${media}`);
