import { blockRegistry } from '../blocks/registry.tsx';
import type { BlockResolver } from './block-resolve.ts';

/** The build-time hooks the registry declares, by block type, loaded once. */
const resolvers = new Map<string, BlockResolver>(
  await Promise.all(
    Object.entries(blockRegistry).flatMap(([type, entry]) => (entry.resolve ? [entry.resolve().then((module) => [type, module.resolve as BlockResolver] as const)] : [])),
  ),
);

export function resolverFor(type: string): BlockResolver | undefined {
  return resolvers.get(type);
}
