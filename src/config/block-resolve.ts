import type { CatalogueList } from '../catalogue/model.ts';
import type { BlockData } from '../model/types.ts';
import type { IndustrySection } from './industries.ts';
import type { Said } from './messages.ts';

/**
 * What a block's build-time hook (src/blocks/<type>/resolve.ts) is given: the page it is on, the
 * site-wide content the config pipeline has read, and a way to report a mistake inside the block.
 */
export interface ResolveContext {
  page: {
    route: string;
    /** The page's industry section (pages/industries/*.yaml), when it has one. */
    industry?: IndustrySection;
  };
  /** The page's industry section, recorded as shown by this block (a section nobody shows is a mistake). */
  showIndustry(): IndustrySection | undefined;
  /** The catalogue lists of content/catalogue/ by id; `show` records the list as shown (a list nobody shows is a mistake). */
  catalogue: { ids(): string[]; show(id: string): CatalogueList | undefined };
  /**
   * Writes a JSON file the browser loads at run time (`url` under /_data/), for data a block shows
   * on demand rather than in its first render (see `data` in src/blocks/registry.tsx).
   */
  publish(url: string, data: unknown): void;
  /**
   * Reports a mistake at a path inside the block (for example ['sectors', 0, 'lists', 1]), said with
   * say() from src/config/messages.ts (a block of its own may use say('block-specific', { text })).
   */
  problem(pathInBlock: (string | number)[], problem: Said, target?: 'value' | 'key'): void;
}

/** A block's build-time hook: the block as the browser receives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each hook narrows its own block
export type BlockResolver = (block: any, context: ResolveContext) => BlockData;
