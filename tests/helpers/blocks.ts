import type { Block, BlockType } from '../../src/blocks/registry.tsx';

interface WithBlocks {
  route?: string;
  blocks: readonly { type: string }[];
}

/** Every block of `type` on the page, typed as the browser receives it. */
export function blocksOf<Type extends BlockType>(page: WithBlocks, type: Type): Block<Type>[] {
  // the page went through validation and each block through its resolve hook: a block of this type has this shape
  return page.blocks.filter((block) => block.type === type) as unknown as Block<Type>[];
}

/** The first block of `type` on the page; a page without one fails the test here, saying so. */
export function blockOf<Type extends BlockType>(page: WithBlocks, type: Type): Block<Type> {
  const [first] = blocksOf(page, type);
  if (!first) throw new Error(`${page.route ?? 'the page'} has no ${type} block`);
  return first;
}

/** The text of a page's main heading, from its hero, page-header, search or catalogue block (the types whose schema says x-headline). */
export function mainHeading(page: WithBlocks): string {
  const block = page.blocks.find((b): b is { type: string; title: string } => ['hero', 'page-header', 'use-case-search', 'use-case-catalogue'].includes(b.type));
  if (!block) throw new Error(`${page.route ?? 'the page'} has no main heading block`);
  return block.title;
}
