import { ensureDebianPackage } from '../src/cli/debian-package.ts';

/** The studio keeps drafts and history in git, and its tests make real repositories. */
export function ensureGit(): void {
  ensureDebianPackage({ program: 'git', pkg: 'git', neededBy: 'The studio tests need' });
}
