import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySite } from '../../src/paths.ts';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteRepo {
  /** The temporary folder holding everything below. */
  root: string;
  /** A git working copy of the site on branch main (one commit). */
  repo: string;
  /** The studio's accounts, drafts and previews. */
  data: string;
  /** Where the public site is served from (a link to the current release, once published). */
  siteLink: string;
  cleanup(): void;
}

/** A real git repository holding a copy of a site's YAML and assets (the project's own, unless `from` names another), for the studio's tests. */
export function makeSiteRepo(prefix = 'studio-', from = PROJECT): SiteRepo {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const repo = path.join(root, 'repo');
  mkdirSync(repo);
  copySite(repo, from);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 'Site setup', GIT_AUTHOR_EMAIL: 'setup@example.com', GIT_COMMITTER_NAME: 'Site setup', GIT_COMMITTER_EMAIL: 'setup@example.com' } });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as it was set up');
  return { root, repo, data: path.join(root, 'data'), siteLink: path.join(root, 'site'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
