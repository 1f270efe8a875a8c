import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Fetching and installing a package (ffmpeg brings about a hundred) on a slow mirror: past this, apt is stuck. */
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/**
 * A program of a Debian package (git, ffmpeg), installed with apt when it is missing and the command runs
 * as root; otherwise an error saying what needs it and what to install.
 */
export function ensureDebianPackage({ program, pkg, neededBy }: { program: string; pkg: string; neededBy: string }): void {
  const installed = () => existsSync(`/usr/bin/${program}`);
  if (installed()) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${program} is missing: installing Debian's ${pkg} package…`);
    try {
      execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`], { stdio: 'inherit', timeout: INSTALL_TIMEOUT_MS });
    } catch (error) {
      const stuck = (error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
      console.error(stuck ? `apt-get did not finish in ${INSTALL_TIMEOUT_MS / 60_000} minutes: stopped.` : `apt-get failed: ${(error as Error).message}`);
    }
    if (installed()) return;
  }
  throw new Error(`${neededBy} ${program}, and none was found.\n  On Debian or Ubuntu:  sudo apt-get install ${pkg}`);
}
