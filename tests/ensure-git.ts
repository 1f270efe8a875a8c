import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The studio keeps drafts and history in git, and its tests make real repositories: Debian's git,
 * installed with apt when missing and running as root.
 */
export function ensureGit(): void {
  if (existsSync('/usr/bin/git')) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('git is missing: installing Debian\'s git package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git', { stdio: 'inherit' });
    if (existsSync('/usr/bin/git')) return;
  }
  throw new Error('The studio tests need git, and none was found.\n  On Debian or Ubuntu:  sudo apt-get install git');
}
