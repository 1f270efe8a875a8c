import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';
import { diagnose } from '../studio/doctor.ts';
import { Drafts } from '../studio/drafts.ts';
import { Publisher } from '../studio/publish.ts';
import { commandLine } from './command-line.ts';

const USAGE = `What a crash, a hand edit or time left behind in the studio, and the fix for each.
  npm run studio:doctor                 looks, changes nothing; exits 1 when something needs doing
  npm run studio:doctor -- --fix        does each fix that loses nothing (an unknown branch is only named)
Options:
  --repo DIR           the site's git working copy (or STUDIO_REPO; default: this project)
  --data DIR           the studio's data (or STUDIO_DATA; default: <repo>/.studio)
  --site PATH          the live site's link (or STUDIO_SITE; default: dist/site)
  --keep-releases N    releases kept besides the live one (default 3, as a publish keeps)
  --preview-days D     previews of open drafts not opened for D days are removed by --fix (default 14)`;

const { values } = commandLine(
  {
    options: {
      repo: { type: 'string', default: process.env.STUDIO_REPO ?? PROJECT_ROOT },
      data: { type: 'string', default: process.env.STUDIO_DATA },
      site: { type: 'string', default: process.env.STUDIO_SITE ?? path.join(PROJECT_ROOT, 'dist/site') },
      fix: { type: 'boolean', default: false },
      'keep-releases': { type: 'string', default: '3' },
      'preview-days': { type: 'string', default: '14' },
    },
  },
  USAGE,
);
const repo = path.resolve(values.repo);
if (!existsSync(path.join(repo, '.git'))) {
  console.error(`--repo ${repo} is not a git working copy: give the folder the studio runs on.`);
  process.exit(1);
}
const keepReleases = Number(values['keep-releases']);
const previewDays = Number(values['preview-days']);
if (!Number.isInteger(keepReleases) || keepReleases < 0 || !(previewDays >= 0)) {
  console.error('--keep-releases is a whole number (0 or more) and --preview-days a number of days, e.g. --keep-releases 3 --preview-days 14.');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? path.join(repo, '.studio'));
const siteLink = path.resolve(values.site);
const drafts = new Drafts({ repo, dataDir });
const publisher = new Publisher({ drafts, repo, siteLink, dataDir, liveBranch: () => drafts.liveBranch() });

const findings = await diagnose({ repo, dataDir, siteLink, drafts, publisher, keepReleases, previewDays });
if (findings.length === 0) {
  console.log('The studio is in order: no interrupted publish, no leftover release, worktree or branch.');
  process.exit(0);
}
let left = 0;
for (const finding of findings) {
  console.log(`• ${finding.what}`);
  if (values.fix && finding.fix) {
    console.log(`  fixed: ${await finding.fix()}`);
  } else {
    console.log(`  → ${finding.todo}`);
    left++;
  }
}
process.exit(left > 0 ? 1 : 0);
