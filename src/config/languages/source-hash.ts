import { createHash } from 'node:crypto';

/**
 * The short hash of a source text, written after its translation (`title: Banque  # en:1a2b3c4d`):
 * when the source text changes, its hash does, and the translation shows as made from an older text.
 * A counted text (its plural forms) is hashed as a whole.
 */
export function sourceHash(text: unknown): string {
  const normalised = typeof text === 'string' ? text.trim() : JSON.stringify(text);
  return createHash('sha256').update(normalised).digest('hex').slice(0, 8);
}
