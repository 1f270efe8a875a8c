import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's headless build of Chromium (package chromium-headless-shell): the same engine as /usr/bin/chromium, without its browser window's layers. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/**
 * The browser tests drive Debian's Chromium (Playwright's own browser download does not work here), in its
 * headless shell, which is what Playwright itself runs headless tests in: on two cores the browser tests
 * take a third less time than in the full browser. Returns its path: CHROME_PATH if set, else the headless
 * shell, installed with apt when missing and running as root, else /usr/bin/chromium.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    throw new Error(`CHROME_PATH is set to ${wanted}, but no file is there.`);
  }
  if (!existsSync(HEADLESS_SHELL) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package (about 20 s)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit', timeout: 600_000 });
  }
  const found = installedChromium();
  if (existsSync(found)) return found;
  throw new Error(
    [
      'The browser tests need Chromium, and none was found.',
      '  On Debian or Ubuntu:  sudo apt-get install chromium-headless-shell',
      '  Or point to an installed Chrome or Chromium:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}

/** The Chromium to drive when nothing installs one (`npx playwright test` alone): CHROME_PATH, else the headless shell if there, else /usr/bin/chromium. */
export function installedChromium(): string {
  return process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
