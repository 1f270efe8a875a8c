import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface PostgresTools {
  initdb: string;
  pgCtl: string;
}

/**
 * The PostgreSQL tests start a throw-away cluster with Debian's `initdb` and `pg_ctl`
 * (/usr/lib/postgresql/<version>/bin, not on the PATH). Returns their paths: the newest version
 * installed, or PG_BIN if set; installs Debian's postgresql package with apt when missing and
 * running as root.
 */
export function ensurePostgres(): PostgresTools {
  const wanted = process.env.PG_BIN;
  if (wanted) {
    const tools = toolsIn(wanted);
    if (tools) return tools;
    throw new Error(`PG_BIN is set to ${wanted}, but initdb and pg_ctl are not both there.`);
  }
  const found = findDebianTools();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('PostgreSQL is missing: installing Debian\'s postgresql package (about 30 s)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: 'inherit', timeout: 900_000 });
    const installed = findDebianTools();
    if (installed) return installed;
  }
  throw new Error(
    [
      'The lead-store tests need PostgreSQL\'s server programs (initdb, pg_ctl), and none were found.',
      '  On Debian or Ubuntu:  sudo apt-get install postgresql',
      '  Or point to the folder holding initdb and pg_ctl:  PG_BIN=/usr/lib/postgresql/16/bin npm test',
    ].join('\n'),
  );
}

function findDebianTools(): PostgresTools | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const tools = toolsIn(path.join(root, version, 'bin'));
    if (tools) return tools;
  }
  return undefined;
}

function toolsIn(dir: string): PostgresTools | undefined {
  const initdb = path.join(dir, 'initdb');
  const pgCtl = path.join(dir, 'pg_ctl');
  return existsSync(initdb) && existsSync(pgCtl) ? { initdb, pgCtl } : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(path.dirname(ensurePostgres().initdb));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
