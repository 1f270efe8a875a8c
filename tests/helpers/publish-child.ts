import { Drafts } from '../../src/studio/drafts.ts';
import { Publisher } from '../../src/studio/publish.ts';

/** A studio process that publishes one draft: `node --import tsx publish-child.ts REPO DATA SITE_LINK DRAFT_ID` (the crash tests kill it with STUDIO_CRASH_AT). */
const [repo, dataDir, siteLink, id] = process.argv.slice(2);
const drafts = new Drafts({ repo, dataDir });
const publisher = new Publisher({ drafts, repo, siteLink, dataDir, liveBranch: () => drafts.liveBranch() });
const outcome = await publisher.publish(id, { name: 'Paul Publisher', email: 'paul@example.com' });
process.stdout.write(JSON.stringify(outcome));
