/**
 * Evaluates the part of Airtable's formula language the site uses in filterByFormula, as Airtable
 * does: AND, OR, NOT, SEARCH, FIND, LOWER, UPPER, TRUE, FALSE, {Field} references, '…' and "…"
 * strings with backslash escapes, numbers, = and !=. Anything else is a syntax error, which the
 * fake server answers with 422 INVALID_FILTER_BY_FORMULA like Airtable.
 */
type Value = string | number | boolean;
type Node = { kind: 'value'; value: Value } | { kind: 'field'; name: string } | { kind: 'call'; name: string; args: Node[] } | { kind: 'compare'; op: '=' | '!='; left: Node; right: Node };

export class FormulaError extends Error {}

export function compileFormula(source: string): (fields: Record<string, unknown>) => boolean {
  let pos = 0;
  const skip = () => {
    while (/\s/.test(source[pos] ?? '')) pos++;
  };
  const fail = (what: string): never => {
    throw new FormulaError(`${what} at character ${pos + 1}`);
  };
  const expect = (char: string) => {
    skip();
    if (source[pos] !== char) fail(`expected "${char}"`);
    pos++;
  };
  const primary = (): Node => {
    skip();
    const char = source[pos];
    if (char === "'" || char === '"') {
      let text = '';
      pos++;
      while (source[pos] !== char) {
        if (pos >= source.length) fail('unterminated string');
        if (source[pos] === '\\') pos++;
        text += source[pos++];
      }
      pos++;
      return { kind: 'value', value: text };
    }
    if (char === '{') {
      const end = source.indexOf('}', pos);
      if (end < 0) fail('unterminated field reference');
      const name = source.slice(pos + 1, end);
      pos = end + 1;
      return { kind: 'field', name };
    }
    const number = /^-?\d+(\.\d+)?/.exec(source.slice(pos));
    if (number) {
      pos += number[0].length;
      return { kind: 'value', value: Number(number[0]) };
    }
    const name = /^[A-Za-z_]+/.exec(source.slice(pos))?.[0] ?? fail('unexpected input');
    pos += name.length;
    expect('(');
    const args: Node[] = [];
    skip();
    if (source[pos] === ')') pos++;
    else {
      for (;;) {
        args.push(expression());
        skip();
        if (source[pos] === ',') pos++;
        else if (source[pos] === ')') {
          pos++;
          break;
        } else fail('expected "," or ")"');
      }
    }
    if (!FUNCTIONS[name.toUpperCase()]) fail(`unknown function ${name}`);
    return { kind: 'call', name: name.toUpperCase(), args };
  };
  const expression = (): Node => {
    const left = primary();
    skip();
    const op = source.startsWith('!=', pos) ? '!=' : source[pos] === '=' ? '=' : undefined;
    if (!op) return left;
    pos += op.length;
    return { kind: 'compare', op, left, right: primary() };
  };
  const tree = expression();
  skip();
  if (pos < source.length) fail('unexpected input');
  return (fields) => truthy(evaluate(tree, fields));
}

const FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  AND: (args) => args.every(truthy),
  OR: (args) => args.some(truthy),
  NOT: ([a]) => !truthy(a),
  LOWER: ([a]) => String(a ?? '').toLowerCase(),
  UPPER: ([a]) => String(a ?? '').toUpperCase(),
  // 1-based position of the needle, 0 when absent (Airtable: SEARCH blank, FIND 0; both falsy).
  SEARCH: ([needle, haystack]) => String(haystack ?? '').indexOf(String(needle ?? '')) + 1,
  FIND: ([needle, haystack]) => String(haystack ?? '').indexOf(String(needle ?? '')) + 1,
  TRUE: () => true,
  FALSE: () => false,
};

function evaluate(node: Node, fields: Record<string, unknown>): Value {
  switch (node.kind) {
    case 'value':
      return node.value;
    case 'field': {
      const value = fields[node.name];
      return Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : '';
    }
    case 'call':
      return FUNCTIONS[node.name](node.args.map((arg) => evaluate(arg, fields)));
    case 'compare': {
      const equal = String(evaluate(node.left, fields)) === String(evaluate(node.right, fields));
      return node.op === '=' ? equal : !equal;
    }
  }
}

function truthy(value: Value): boolean {
  return value !== '' && value !== 0 && value !== false;
}
