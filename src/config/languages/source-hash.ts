import { createHash } from 'node:crypto';

/** The hashes of the texts lately hashed: every load of the site hashes each translated text's source again. */
const hashes = new Map<string, string>();
const HASHES_KEPT = 50_000;

/**
 * The short hash of a source text, written after its translation (`title: Banque  # en:1a2b3c4d`):
 * when the source text changes, its hash does, and the translation shows as made from an older text.
 * A counted text (its plural forms) is hashed as a whole.
 */
export function sourceHash(text: unknown): string {
  const normalised = typeof text === 'string' ? text.trim() : JSON.stringify(text);
  let hash = hashes.get(normalised);
  if (hash === undefined) {
    hash = createHash('sha256').update(normalised).digest('hex').slice(0, 8);
    if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value!);
    hashes.set(normalised, hash);
  }
  return hash;
}
