import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The options of an `npm run` command, read with node:util's parseArgs. `--help` (or `-h`) prints `usage`;
 * a mistake in the options (one the command does not know, a value missing) is said in one line followed
 * by `usage`, exit code 2, never as a stack trace.
 */
export function commandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (caught) {
    const error = caught as NodeJS.ErrnoException;
    if (!String(error.code).startsWith('ERR_PARSE_ARGS')) throw error;
    // node's own words for an unknown option go on about positional arguments, which no command here takes that way
    const unknown = /^Unknown option '([^']+)'/.exec(error.message);
    console.error(`${unknown ? `Unknown option ${unknown[1]}.` : error.message}\n\n${usage}`);
    process.exit(2);
  }
}
