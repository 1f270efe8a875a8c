import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program of a Debian package (git, ffmpeg), installed with apt when it is missing and the command runs
 * as root; otherwise an error saying what needs it and what to install.
 */
export function ensureDebianPackage({ program, pkg, neededBy }: { program: string; pkg: string; neededBy: string }): void {
  const installed = () => existsSync(`/usr/bin/${program}`);
  if (installed()) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${program} is missing: installing Debian's ${pkg} package…`);
    execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`], { stdio: 'inherit' });
    if (installed()) return;
  }
  throw new Error(`${neededBy} ${program}, and none was found.\n  On Debian or Ubuntu:  sudo apt-get install ${pkg}`);
}
