import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LEADS_DB, PROJECT_ROOT } from '../paths.ts';
import type { ServerConfig } from '../model/types.ts';
import { chooseLeadStore } from './forms/choose-store.ts';
import { createFormsEndpoint } from './forms/endpoint.ts';
import { createSiteServer } from './site-server.ts';
import { commandLine } from '../cli/command-line.ts';

/**
 * `npm run serve` (USAGE): the built site with its form endpoint.
 * Submissions go to PostgreSQL when LEADS_DATABASE_URL is set (several servers may share it), else to the SQLite file.
 */
const USAGE = 'npm run serve [-- --port 4173] [--host 127.0.0.1] [--dir dist/site] [--config dist/server-config.json] [--db data/leads.sqlite] [--trust-proxy 0]';
const { values } = commandLine(
  {
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      dir: { type: 'string', default: path.join(PROJECT_ROOT, 'dist/site') },
      config: { type: 'string', default: path.join(PROJECT_ROOT, 'dist/server-config.json') },
      db: { type: 'string', default: process.env.LEADS_DB ?? DEFAULT_LEADS_DB },
      'trust-proxy': { type: 'string', default: process.env.TRUST_PROXY_HOPS ?? '0' },
    },
  },
  USAGE,
);

let server;
let forms;
try {
  if (!existsSync(values.config)) throw new Error(`${values.config} is missing: run "npm run build" first`);
  const config = JSON.parse(readFileSync(values.config, 'utf8')) as ServerConfig;
  const trustProxyHops = Number(values['trust-proxy']);
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0) throw new Error(`--trust-proxy (TRUST_PROXY_HOPS) must be a whole number of proxies, not "${values['trust-proxy']}"`);
  const { store, description } = await chooseLeadStore(process.env, path.resolve(values.db));
  forms = createFormsEndpoint(config, { store, trustProxyHops });
  console.log(`Form submissions go to ${description}.`);
  server = createSiteServer({ dir: path.resolve(values.dir), forms, connectSources: config.connectSources });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
server.listen(Number(values.port), values.host, () => {
  console.log(`Site running at http://${values.host}:${values.port}/ (serving ${path.relative(process.cwd(), values.dir) || values.dir}); Ctrl+C stops it.`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      forms.close().finally(() => process.exit(0));
    });
    server.closeAllConnections();
  });
}
