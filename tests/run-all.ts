import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

/**
 * `npm test`: everything, in the order a failure is cheapest to find.
 * validate → typecheck → build (the same validation, then bundles and prerender) → unit → browser.
 */
const steps: [string, string][] = [
  ['Validate the YAML configuration', 'npm run validate'],
  ['Typecheck', 'npm run typecheck'],
  ['Build and prerender the site', 'npm run build'],
  ['Unit tests', 'npm run test:unit'],
  ['Browser tests (Playwright + Chromium)', 'npm run test:browser'],
];

let chromePath: string;
try {
  chromePath = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = Date.now();
for (const [title, command] of steps) {
  console.log(`\n▶ ${title}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${command}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
