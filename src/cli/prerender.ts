import path from 'node:path';
import { prerender } from '../build/prerender.ts';
import { PROJECT_ROOT } from '../config/load-site.ts';
import { formatReport } from '../config/problems.ts';

/** `npm run prerender`: turns dist/client + dist/server into the finished site in dist/site. */
const root = path.resolve(process.env.SITE_ROOT ?? PROJECT_ROOT);
const dist = path.join(PROJECT_ROOT, 'dist');
const started = performance.now();
const result = await prerender({
  root,
  clientDir: path.join(dist, 'client'),
  serverDir: path.join(dist, 'server'),
  outDir: path.join(dist, 'site'),
  serverConfigFile: path.join(dist, 'server-config.json'),
});
if (!result.ok) {
  console.error(formatReport(result.problems));
  process.exit(1);
}
const pages = result.model.pages.length;
console.log(`✓ prerendered ${pages} pages into dist/site in ${Math.round(performance.now() - started)} ms`);
