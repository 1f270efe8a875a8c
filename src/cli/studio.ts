import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';
import { createStudio } from '../studio/server.ts';
import { commandLine } from './command-line.ts';

/**
 * `npm run studio` (USAGE), for example `npm run studio -- --public-url https://studio.example.com --site-url https://www.example.com --push origin`.
 * --site-url: where the public site is (the links of "See it live" after a publish); site.config.yaml's `url` when not given.
 * The online editor: sign-in, drafts as git branches, review, publish (build + atomic switch of dist/site), history.
 */
const USAGE = 'npm run studio [-- --port 4500] [--host 127.0.0.1] [--repo DIR] [--data DIR] [--site dist/site] [--public-url URL] [--site-url URL] [--push REMOTE] [--trust-proxy 0]';
const { values } = commandLine(
  {
    options: {
      port: { type: 'string', default: process.env.STUDIO_PORT ?? '4500' },
      host: { type: 'string', default: process.env.STUDIO_HOST ?? '127.0.0.1' },
      repo: { type: 'string', default: process.env.STUDIO_REPO ?? PROJECT_ROOT },
      data: { type: 'string', default: process.env.STUDIO_DATA },
      site: { type: 'string', default: process.env.STUDIO_SITE ?? path.join(PROJECT_ROOT, 'dist/site') },
      'public-url': { type: 'string', default: process.env.STUDIO_PUBLIC_URL },
      'site-url': { type: 'string', default: process.env.STUDIO_SITE_URL },
      push: { type: 'string', default: process.env.STUDIO_PUSH },
      'trust-proxy': { type: 'string', default: process.env.TRUST_PROXY_HOPS ?? '0' },
    },
  },
  USAGE,
);

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const repo = path.resolve(values.repo);
const siteUrl = values['site-url'];
if (siteUrl && !/^https?:\/\/[^/\s]+\/?$/.test(siteUrl)) fail(`--site-url must be the public site's address, with no path, e.g. https://www.example.com or http://127.0.0.1:4173 (got "${siteUrl}").`);
if (!existsSync(path.join(repo, '.git'))) fail(`--repo ${repo} is not a git working copy: the studio keeps drafts and history in git (git init, then commit the site).`);
const publicUrl = values['public-url'];
if (publicUrl && !/^https:\/\/[^/]+\/?$/.test(publicUrl)) fail(`--public-url must be the https:// address people open, with no path, e.g. https://studio.example.com (got "${publicUrl}").`);
if (!LOOPBACK.test(values.host) && !publicUrl) {
  fail(`The studio listens on ${values.host}, which other machines reach: give --public-url https://… (the address behind your HTTPS proxy), so that sign-in cookies are sent over HTTPS only. See docs/deployment.md.`);
}
const clientDir = path.join(PROJECT_ROOT, 'dist/studio');
if (!existsSync(path.join(clientDir, 'editor.js'))) fail('dist/studio is missing: run "npm run build:studio" (npm run studio does it for you).');

const { server, accounts, recover, diagnose } = createStudio({
  repo,
  dataDir: path.resolve(values.data ?? path.join(repo, '.studio')),
  siteLink: path.resolve(values.site),
  clientDir,
  publicUrl,
  pushRemote: values.push,
  siteUrl,
  trustProxyHops: Number(values['trust-proxy']),
});
for (const line of await recover()) console.log(line);
for (const finding of await diagnose()) console.log(`Studio doctor: ${finding.what}\n  → ${finding.todo}`);
server.listen(Number(values.port), values.host, () => {
  const address = publicUrl ?? `http://${values.host}:${values.port}/studio/`;
  console.log(`Studio running at ${address} (site repository ${repo}); Ctrl+C stops it.`);
  if (accounts.list().length === 0) console.log('No account yet: add the first one with  npm run studio:user -- add NAME --role admin --email ADDRESS');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
