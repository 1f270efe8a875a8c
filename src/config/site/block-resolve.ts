import type { Page, PageBlock } from '../../model/schema-types.generated.ts';
import type { Said } from '../messages/messages.ts';

/** The parts of a page file besides its fields and blocks (the industry section), by name. */
export type PageSections = Omit<Page, 'route' | 'title' | 'description' | 'index' | 'blocks'>;

/** Items a block may name by id from a source the site shares between pages (content/catalogue/ lists as 'catalogue'). */
export interface SharedSource<Item> {
  ids(): string[];
  /** The item, recorded as shown by this block (an item nobody shows is a mistake); undefined for an unknown id. */
  use(id: string): Item | undefined;
}

/**
 * What a block's build-time hook (src/blocks/<type>/resolve.ts) is given: the page it is on, the parts
 * of the site it shows, and ways to publish data and report mistakes. It names no block and no kind
 * of content: a block takes what its schema says it shows (`x-shows`).
 */
export interface ResolveContext {
  page: {
    route: string;
    /** The name the build gives the page's files (src/model/slug.ts). */
    slug: string;
    /** A section of the page file, read (for example the industry's status for the hero). */
    section<Name extends keyof PageSections>(name: Name): PageSections[Name];
  };
  /** A section of the page file, recorded as shown by this block (a section no block shows is a mistake). */
  show<Name extends keyof PageSections>(name: Name): PageSections[Name];
  /** A source shared between pages, by name; `use(id)` records the item as shown. */
  shared<Item>(name: string): SharedSource<Item>;
  /**
   * Writes a JSON file the browser loads at run time (`url` under /_data/), for data a block shows
   * on demand rather than in its first render (`data` in src/blocks/registry.tsx).
   */
  publish(url: string, data: unknown): void;
  /**
   * Reports a mistake at a path inside the block (for example ['sectors', 0, 'lists', 1]), said with
   * say() from src/config/messages/messages.ts (a block of its own may use say('block-specific', { text })).
   */
  problem(pathInBlock: (string | number)[], problem: Said, target?: 'value' | 'key'): void;
}

/** A block's build-time hook, whatever its block type: the block as the browser receives it. */
export type BlockResolver = (block: PageBlock, context: ResolveContext) => PageBlock;
