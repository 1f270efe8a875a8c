import type { Problem } from '../../src/config/messages/problems.ts';

/**
 * Follows the hint of a layout problem literally, as an editor would, on the file's text: "write
 * "X"" replaces what follows the indentation (and the dash) on the problem's line; "start the line
 * with N spaces instead of the tab", "remove/add N spaces at the start of lines A–B", "with the dash
 * at column C", "put the value in quotes: X", "did you mean field: X?", "did you mean "name"?" (for a
 * field name), "move lines A–B there" (under the list it names), "add the line X above/below line N,
 * indented like the other forms", "delete line N" (for a redirect, every line named), "make it lead straight to X" (a redirect's page),
 * "did you mean "/about"?" (a link's page). Returns undefined for a hint it cannot follow.
 */
export function applyHint(text: string, problem: Pick<Problem, 'line' | 'code' | 'hint'>): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol);
  const index = problem.line - 1;
  const line = lines[index];
  if (line === undefined) return undefined;
  const hint = problem.hint;
  const content = /^([ \t]*(?:- )*)(.*)$/.exec(line)!;
  const lineNumbers = (words: string): number[] => {
    const match = /lines? ([\d–, and]+)/.exec(words);
    if (!match) return [];
    return match[1]
      .replace(/ and /g, ', ')
      .split(/, */)
      .filter(Boolean)
      .flatMap((part) => {
        const [from, to] = part.split('–').map(Number);
        return to ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [from];
      });
  };
  switch (problem.code) {
    case 'yaml-tab-indent': {
      const spaces = /start the line with (\d+) spaces? instead of the tab/.exec(hint)?.[1];
      lines[index] = ' '.repeat(spaces ? Number(spaces) : 0) + line.replace(/^[ \t]*/, '');
      break;
    }
    case 'yaml-missing-colon':
    case 'yaml-missing-space-after-colon': {
      const fixed = /^write "(.*)"$/.exec(hint)?.[1];
      if (fixed === undefined) return undefined;
      lines[index] = content[1] + fixed;
      break;
    }
    case 'yaml-value-with-colon':
    case 'yaml-text-after-quote':
    case 'yaml-unclosed-quote':
    case 'yaml-unclosed-bracket': {
      const fixed = /^(?:put the (?:whole )?value in quotes|end it on the same line|end it with "[\]}]"): (.*)$/.exec(hint)?.[1];
      if (fixed === undefined) return undefined;
      lines[index] = content[1] + fixed;
      break;
    }
    case 'yaml-indented-deeper':
    case 'yaml-indented-shallower': {
      const match = /^(remove|add) (\d+) spaces? at the start of (the line|lines? .*)$/.exec(hint);
      if (!match) return undefined;
      const numbers = match[3] === 'the line' ? [problem.line] : lineNumbers(match[3]);
      for (const n of numbers) {
        lines[n - 1] = match[1] === 'add' ? ' '.repeat(Number(match[2])) + lines[n - 1] : lines[n - 1].slice(Number(match[2]));
      }
      break;
    }
    case 'yaml-missing-dash': {
      const match = /^write "(.*)" with the dash at column (\d+)/.exec(hint);
      if (!match) return undefined;
      lines[index] = ' '.repeat(Number(match[2]) - 1) + match[1];
      const more = /and add 2 spaces at the start of (lines? .*)$/.exec(hint);
      if (more) for (const n of lineNumbers(more[1])) lines[n - 1] = `  ${lines[n - 1]}`;
      break;
    }
    case 'colour-form':
    case 'duration-form':
    case 'youtube-address':
    case 'email-form':
    case 'value-read-as-comment':
    case 'route-taken':
    case 'plural-written-as-text':
    case 'plural-form-missing-placeholder': {
      // "did you mean primary: black?", "write duration: "1:14"", "put the value in quotes: primary: "#8b6cff"", "for example route: /team"
      const match = /(?:did you mean|write|put the value in quotes:|for example) (\w+): (.*?)(?:\?| \(or .*\))?$/.exec(hint);
      if (!match) return undefined;
      const at = line.indexOf(`${match[1]}:`);
      if (at < 0) return undefined;
      lines[index] = `${line.slice(0, at)}${match[1]}: ${match[2]}`;
      break;
    }
    case 'link-to-missing-page': {
      const route = /^did you mean "(.*)"\?$/.exec(hint)?.[1];
      if (route === undefined) return undefined;
      lines[index] = line.replace(/^(\s*(?:- )?\w+:\s*).*$/, `$1${route}`);
      break;
    }
    case 'redirect-chain': {
      // "make it lead straight to /about": the redirect's `to`, on the problem's line
      const page = /^make it lead straight to (\S+)$/.exec(hint)?.[1];
      if (page === undefined || !/^\s*(?:- )?to:/.test(line)) return undefined;
      lines[index] = line.replace(/^(\s*(?:- )?to:\s*).*$/, `$1${page}`);
      break;
    }
    case 'redirect-from-page':
    case 'redirect-from-twice':
    case 'redirect-loop': {
      // "delete lines 40, 41, or …", "delete lines 40–43 (…)": every line named, wherever they are
      const match = /^delete (lines? [\d–, and]+)/.exec(hint);
      if (!match) return undefined;
      for (const n of lineNumbers(match[1]).sort((a, b) => b - a)) lines.splice(n - 1, 1);
      break;
    }
    case 'route-form': {
      const route = /^write "(.*)"$/.exec(hint)?.[1];
      if (route === undefined) return undefined;
      lines[index] = line.replace(/^(\s*(?:- )?\w+:\s*).*$/, `$1${route}`);
      break;
    }
    case 'unknown-field':
    case 'plural-form-unknown': {
      const name = /^did you mean "(.*)"\?$/.exec(hint)?.[1];
      if (name === undefined) return undefined;
      lines[index] = line.replace(/^(\s*(?:- )?)[^:]+:/, `$1${name}:`);
      break;
    }
    case 'plural-form-missing': {
      // "add the line one: "…" above line 12, indented like the other forms"
      const match = /^add the line (.*) (above|below) line (\d+), indented like the other forms$/.exec(hint);
      if (!match) return undefined;
      const at = Number(match[3]) - 1;
      const indent = /^\s*/.exec(lines[at] ?? '')![0];
      lines.splice(match[2] === 'above' ? at : at + 1, 0, indent + match[1]);
      break;
    }
    case 'plural-form-unused': {
      const match = /^delete (lines? .*)$/.exec(hint);
      if (!match) return undefined;
      const numbers = lineNumbers(match[1]);
      lines.splice(numbers[0] - 1, numbers.length);
      break;
    }
    case 'entry-in-wrong-list': {
      const match = /under "(\w+):" \(line (\d+)\): move lines? (\d+)(?:–(\d+))? there$/.exec(hint);
      if (!match) return undefined;
      const [from, to] = [Number(match[3]), Number(match[4] ?? match[3])];
      const moved = lines.splice(from - 1, to - from + 1);
      const home = Number(match[2]) > to ? Number(match[2]) - moved.length : Number(match[2]);
      lines.splice(home, 0, ...moved);
      break;
    }
    default:
      return undefined;
  }
  return lines.join(eol);
}
