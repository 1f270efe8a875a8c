import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../config/load-site.ts';
import { createSiteServer } from './site-server.ts';

/** `npm run serve [-- --port 4173 --host 127.0.0.1 --dir dist/site]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: path.join(PROJECT_ROOT, 'dist/site') },
  },
});

let server;
try {
  server = createSiteServer({ dir: path.resolve(values.dir) });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
server.listen(Number(values.port), values.host, () => {
  console.log(`Site running at http://${values.host}:${values.port}/ (serving ${path.relative(process.cwd(), values.dir) || values.dir}); Ctrl+C stops it.`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
