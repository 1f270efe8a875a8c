import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { PROJECT_ROOT } from '../paths.ts';
import { AccountError, AccountStore, validateEmail, validateName, validateRole, type PublicAccount } from '../studio/accounts.ts';
import { commandLine } from './command-line.ts';

const USAGE = `The studio's accounts.
  npm run studio:user -- add NAME --role editor|publisher|admin --email ADDRESS
  npm run studio:user -- remove NAME
  npm run studio:user -- list
  npm run studio:user -- passwd NAME
  npm run studio:user -- role NAME --role editor|publisher|admin
Options:
  --data DIR    where the accounts are kept (or STUDIO_DATA; default: <repo>/.studio)
  --repo DIR    the site's folder (or STUDIO_REPO; default: this project)
The password is asked for without showing it, or read from standard input when that is not a terminal:
  printf '%s' "$PASSWORD" | npm run studio:user -- passwd maria.lopez`;

async function main(): Promise<void> {
  const { values, positionals } = commandLine(
    {
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        data: { type: 'string' },
        repo: { type: 'string' },
      },
    },
    USAGE,
  );
  const [command, name, ...extra] = positionals;
  const store = new AccountStore(dataDir(values));
  const needsName = () => {
    if (!name || extra.length > 0) throw new UsageError(`"${command}" needs one NAME`);
    validateName(name);
    return name;
  };

  switch (command) {
    case 'list':
      return printTable(store.list());
    case 'add': {
      const newName = needsName();
      const role = values.role ?? 'editor';
      if (values.email === undefined) throw new UsageError('"add" needs --email ADDRESS');
      validateRole(role);
      validateEmail(values.email);
      if (store.get(newName)) throw new AccountError(`There is already an account named "${newName}": choose another name`);
      const account = await store.add(newName, { role, email: values.email, password: await readPassword(newName) });
      return void console.log(`Added ${account.name} (${account.role}, ${account.email}).`);
    }
    case 'remove':
      store.remove(needsName());
      return void console.log(`Removed ${name}: their sessions have ended.`);
    case 'passwd': {
      const existing = needsName();
      if (!store.get(existing)) throw new AccountError(`There is no account named "${existing}"`);
      await store.setPassword(existing, await readPassword(existing));
      return void console.log(`Changed the password of ${existing}: their sessions have ended.`);
    }
    case 'role': {
      const existing = needsName();
      if (values.role === undefined) throw new UsageError('"role" needs --role editor|publisher|admin');
      store.setRole(existing, values.role);
      return void console.log(`${existing} is now ${values.role}.`);
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'Which command?');
  }
}

class UsageError extends Error {}

function dataDir(values: { data?: string; repo?: string }): string {
  const repo = values.repo ?? process.env.STUDIO_REPO ?? PROJECT_ROOT;
  return path.resolve(values.data ?? process.env.STUDIO_DATA ?? path.join(repo, '.studio'));
}

function printTable(accounts: PublicAccount[]): void {
  if (accounts.length === 0) return void console.log('No accounts yet. Add one with: npm run studio:user -- add NAME --role admin --email ADDRESS');
  const rows = [['NAME', 'ROLE', 'E-MAIL', 'CREATED'], ...accounts.map((a) => [a.name, a.role, a.email, a.created.slice(0, 16).replace('T', ' ')])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

/** From a terminal: asked twice, not shown. Otherwise: all of standard input, less one final newline. */
async function readPassword(name: string): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  // readline echoes what is typed to its output: give it one that shows nothing. It puts the terminal in
  // raw mode (no echo by the terminal itself) when created, so the prompts are written only after that.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  prompt.on('SIGINT', () => {
    process.stderr.write('\n');
    process.exit(130);
  });
  const ask = async (question: string) => {
    process.stderr.write(question);
    const answer = await prompt.question('');
    process.stderr.write('\n');
    return answer;
  };
  try {
    const first = await ask(`Password for ${name}: `);
    const second = await ask('Repeat it: ');
    if (first !== second) throw new AccountError('The two passwords differ: nothing was changed');
    return first;
  } finally {
    prompt.close();
  }
}

try {
  await main();
} catch (caught) {
  const error = caught as NodeJS.ErrnoException;
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error(error instanceof AccountError ? error.message : `Could not change the accounts: ${error.message}`);
  }
  process.exitCode = 1;
}
