import { blockTypes, entryOf } from '../../blocks/registry.tsx';
import type { BlockResolver } from './block-resolve.ts';

/** The build-time hooks the registry declares, by block type, loaded once. */
const resolvers = new Map<string, BlockResolver>(
  await Promise.all(
    blockTypes.flatMap((type) => {
      const load = entryOf(type)?.resolve;
      // a hook takes its own block type, which the page's validation has established, and this context
      return load ? [load().then((module) => [type, module.resolve as BlockResolver] as const)] : [];
    }),
  ),
);

export function resolverFor(type: string): BlockResolver | undefined {
  return resolvers.get(type);
}
