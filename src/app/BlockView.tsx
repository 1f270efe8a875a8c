import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, type LazyExoticComponent } from 'react';
import { dataNeedsOf, type BlockComponent } from '../blocks/registry.tsx';
import { queryOptionsFor } from '../data/run-time.ts';
import type { BlockData, BlockProps, Hydration } from '../model/types.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useSite } from '../ui/site-context.tsx';
import { componentFor, loadBlockCode } from './block-code.ts';
import { whenToHydrate } from './hydration.ts';

function BlockFailure() {
  const { messages } = useSite();
  return (
    <div className="block-failure" role="status">
      {messages.blockError}
    </div>
  );
}

interface Props {
  block: BlockData;
  /** Names the block on its page ("/route#index"). */
  place: string;
  /** On a first visit, how the prerendered block hydrates; absent when the browser renders it. */
  hydration?: Hydration;
}

/**
 * One block of a page, isolated: a failure or a slow chunk affects only this block. With `hydration`
 * (the prerendered page of a first visit), the block keeps its server HTML until its trigger fires.
 * memo, with props that stay equal, keeps updates elsewhere from reaching it before that: React would
 * replace HTML it has not hydrated yet with the Suspense fallback.
 */
export const BlockView = memo(function BlockView({ block, place, hydration }: Props) {
  const client = useQueryClient();
  const { industryPages } = useSite();
  const deferred = hydration && hydration !== 'load' ? deferredBlock(place, hydration, block, client, industryPages.cacheMinutes) : undefined;
  const Component = deferred ? deferred.component : componentFor(block.type);
  return (
    <div className="block" data-block={block.type} ref={deferred?.attach}>
      {Component ? (
        <ErrorBoundary fallback={<BlockFailure />} resetKey={block}>
          <Suspense fallback={<div className="block-loading" aria-busy="true" />}>
            <Component block={block} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <BlockFailure />
      )}
    </div>
  );
});

interface DeferredBlock {
  component: LazyExoticComponent<BlockComponent>;
  attach: (element: HTMLDivElement | null) => void;
}

const deferredBlocks = new Map<string, DeferredBlock>();

/**
 * A component that suspends until the block's trigger fires and its code and run-time data are
 * loaded. While it suspends during hydration, React keeps the prerendered HTML as it is.
 */
function deferredBlock(place: string, hydration: Hydration, block: BlockData, client: QueryClient, cacheMinutes: number): DeferredBlock {
  const known = deferredBlocks.get(place);
  if (known) return known;
  let attach!: (element: HTMLDivElement | null) => void;
  const element = new Promise<HTMLDivElement>((resolve) => {
    attach = (node) => node && resolve(node);
  });
  const component = lazy(async () => {
    const wrapper = await element;
    let code: BlockComponent | undefined;
    const hydrated = await whenToHydrate(wrapper, hydration, async () => {
      const needs = dataNeedsOf([block]).map((need) => client.ensureQueryData(queryOptionsFor(need, cacheMinutes)));
      [code] = await Promise.all([loadBlockCode(block.type), ...needs]);
    });
    const Block = code!;
    return {
      default: function Hydrating(props: BlockProps) {
        useEffect(hydrated, []);
        return <Block {...props} />;
      },
    };
  });
  const deferred = { component, attach };
  deferredBlocks.set(place, deferred);
  return deferred;
}
