/**
 * Where in the YAML structure a position is, read from indentation only, so that it works on text
 * being typed (which a YAML parser often rejects). Used for completion and hover in the browser editor.
 */

export type Segment = { key: string } | { item: number };

export interface LineShape {
  indent: number;
  /** The line starts a sequence item ("- "). */
  dash: boolean;
  /** Column of the content after the indentation and any "- ". */
  content: number;
  key?: string;
  /** What follows "key:" (trimmed), or the item's text. */
  value: string;
  blank: boolean;
}

export function shapeOf(line: string): LineShape {
  const match = /^( *)(-(?: +|$))?(.*)$/.exec(line)!;
  const indent = match[1].length;
  const dash = match[2] !== undefined;
  const rest = match[3];
  const content = indent + (match[2]?.length ?? 0);
  const blank = rest.trim() === '' || rest.trimStart().startsWith('#');
  const keyed = /^("[^"]*"|'[^']*'|[^\s:#"'[\]{},][^:#]*?)\s*:(?:\s+(.*)|$)/.exec(rest);
  if (keyed) return { indent, dash, content, key: keyed[1].replace(/^["']|["']$/g, ''), value: (keyed[2] ?? '').trim(), blank: false };
  return { indent, dash, content, value: rest.trim(), blank: blank && !dash };
}

/**
 * The path of the entry written at column `column` of line `lineIndex`: the keys and sequence items
 * that contain it, outermost first (the entry's own key is not part of it).
 */
export function pathAt(lines: string[], lineIndex: number, column: number): Segment[] {
  const path: Segment[] = [];
  const here = shapeOf(lines[lineIndex] ?? '');
  let target = column;
  // the sequence whose items start at `target` is looked for: its key may sit at the same indentation
  let inSequence = false;
  if (here.dash && column >= here.content) {
    path.unshift({ item: lineIndex });
    target = here.indent;
    inSequence = true;
  }
  for (let i = lineIndex - 1; i >= 0 && target > 0; i--) {
    const line = shapeOf(lines[i]);
    if (line.blank) continue;
    if (inSequence) {
      if (line.dash && line.indent === target) continue; // an earlier item of the same sequence
      if (line.content > target || (line.content === target && !line.key)) continue;
      if (!line.key) continue;
      path.unshift({ key: line.key });
      if (line.dash) {
        path.unshift({ item: i });
        target = line.indent;
      } else {
        target = line.content;
        inSequence = false;
      }
      continue;
    }
    if (line.content < target && line.key !== undefined) {
      path.unshift({ key: line.key });
      if (line.dash) {
        path.unshift({ item: i });
        target = line.indent;
        inSequence = true;
      } else {
        target = line.content;
      }
    } else if (line.dash && line.content === target) {
      // a sibling field of the same item: the item starts on this line
      path.unshift({ item: i });
      target = line.indent;
      inSequence = true;
    }
  }
  if (inSequence && target === 0) {
    // the sequence's key sits at the left margin too ("key:\n- item"), or the file is a list
    for (let i = (path[0] as { item: number } | undefined)?.item ?? lineIndex; i >= 0; i--) {
      const line = shapeOf(lines[i]);
      if (line.blank || line.indent > 0 || line.dash) continue;
      if (line.key !== undefined && !line.value) path.unshift({ key: line.key });
      break;
    }
  }
  return path;
}

/** The value of `field` in the sequence item starting on line `itemLine` (a block's type). */
export function itemField(lines: string[], itemLine: number, field: string): string | undefined {
  const start = shapeOf(lines[itemLine]);
  for (let i = itemLine; i < lines.length; i++) {
    const line = shapeOf(lines[i]);
    if (i > itemLine && !line.blank && line.indent <= start.indent) break;
    if (line.key === field && line.content === start.content) return line.value.replace(/^["']|["']$/g, '') || undefined;
  }
  return undefined;
}
