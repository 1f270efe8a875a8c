import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, Suspense, useEffect, useState } from 'react';
import { dataNeedsOf, type BlockComponent } from '../blocks/registry.tsx';
import { queryOptionsFor } from '../runtime/queries.ts';
import type { BlockData, BlockProps, Hydration, ShellData } from '../model/types.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { TextLanguageProvider, useSite } from '../ui/site-context.tsx';
import { componentFor, loadBlockCode } from './block-code.ts';
import { hydratesWithRoot } from '../ui/hydration.ts';
import { lazyUntilHydrated, type LazyUntilHydrated } from '../ui/lazy-until-hydrated.tsx';

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
  /** The language of its texts when not the page's (not yet translated): its direction goes with it. */
  lang?: string;
}

/** A language's direction, so that English shown on an Arabic page reads left to right (its punctuation at its end). */
function directionOf(code: string, shell: { languages?: { code: string; dir?: 'ltr' | 'rtl' }[] }): 'ltr' | 'rtl' {
  return shell.languages?.find((language) => language.code === code)?.dir ?? 'ltr';
}

/**
 * One block of a page, isolated: a failure or a slow chunk affects only this block. With `hydration`
 * (the prerendered page of a first visit), the block keeps its server HTML until its trigger fires.
 * memo, with props that stay equal, keeps updates elsewhere from reaching it before that: React would
 * replace HTML it has not hydrated yet with the Suspense fallback.
 */
export const BlockView = memo(function BlockView({ block, place, hydration, lang }: Props) {
  const client = useQueryClient();
  const shell = useSite();
  const deferred = hydration && hydration !== 'load' ? deferredBlock(place, hydration, block, client, shell) : undefined;
  const Component = deferred ? deferred.component : componentFor(block.type);
  const [withRoot] = useState(() => (hydration === 'load' ? blockWithRoot() : undefined));
  return (
    <div className="block" data-block={block.type} lang={lang} dir={lang ? directionOf(lang, shell) : undefined} ref={deferred?.attach ?? withRoot?.attach}>
      {Component ? (
        <Suspense fallback={<div className="block-loading" aria-busy="true" />}>
          <ErrorBoundary fallback={<BlockFailure />} resetKey={block}>
            <TextLanguageProvider value={lang}>
              <Component block={block} />
            </TextLanguageProvider>
          </ErrorBoundary>
          {/* beside the error boundary: a block that fails has hydrated too (showing its failure) */}
          {withRoot && <WhenHydrated block={withRoot} />}
        </Suspense>
      ) : (
        <BlockFailure />
      )}
    </div>
  );
});

interface BlockWithRoot {
  attach: (element: HTMLDivElement | null) => void;
  hydrated: () => void;
}

/** A block hydrating with the root: input reaching it is held from the root's commit until its own boundary has hydrated. */
function blockWithRoot(): BlockWithRoot {
  let done: (() => void) | undefined;
  let hydrated = false;
  return {
    attach: (element) => {
      if (!element || done) return;
      done = hydratesWithRoot(element);
      if (hydrated) done();
    },
    hydrated: () => {
      hydrated = true;
      done?.();
    },
  };
}

/** Renders nothing; its effect runs once the block's boundary has hydrated, which React does after the root. */
function WhenHydrated({ block }: { block: BlockWithRoot }) {
  useEffect(block.hydrated, [block]);
  return null;
}

type DeferredBlock = LazyUntilHydrated<BlockProps>;

const deferredBlocks = new Map<string, DeferredBlock>();

/**
 * A component that suspends until the block's trigger fires and its code and run-time data are
 * loaded. While it suspends during hydration, React keeps the prerendered HTML as it is.
 */
function deferredBlock(place: string, hydration: Hydration, block: BlockData, client: QueryClient, shell: ShellData): DeferredBlock {
  const known = deferredBlocks.get(place);
  if (known) return known;
  let code: BlockComponent | undefined;
  /** Loads the block's code and run-time data; answers whether the data came too. */
  const load = async () => {
    const data = Promise.all(dataNeedsOf([block], shell).map((need) => client.ensureQueryData(queryOptionsFor(need))));
    const [component, withData] = await Promise.all([
      loadBlockCode(block.type),
      data.then(
        () => true,
        () => false,
      ),
    ]);
    code = component;
    return withData;
  };
  const deferred = lazyUntilHydrated<BlockProps>(hydration, load, () => code!);
  deferredBlocks.set(place, deferred);
  return deferred;
}
