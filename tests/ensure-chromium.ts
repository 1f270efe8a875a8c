import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
 * Returns its path: CHROME_PATH if set, else /usr/bin/chromium, installed with apt when missing and running as root.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    throw new Error(`CHROME_PATH is set to ${wanted}, but no file is there.`);
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s chromium package (about 20 s)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(debian)) return debian;
  }
  throw new Error(
    [
      'The browser tests need Chromium, and none was found.',
      '  On Debian or Ubuntu:  sudo apt-get install chromium',
      '  Or point to an installed Chrome or Chromium:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
