import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIndustryIndex } from '../../industry/data.ts';
import type { BlockProps } from '../../model/types.ts';
import type { SearchHit } from '../../search/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { useSessionIntro } from '../../ui/session-intro.ts';
import { useSite } from '../../ui/site-context.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { afterFirstInteraction } from '../../ui/interaction.ts';
import { useLatch } from '../../ui/use-latch.ts';
import { SearchBox } from './SearchBox.tsx';
import { SearchResults } from './SearchResults.tsx';
import { setCarouselQuery, whenQueryTyped } from './carousel-query.ts';
import type { UseCaseSearchBlock } from './types.ts';
import { useAddressQuery, useEngineStart, useSearch } from './use-search.ts';
import './use-case-search.css';

export type { UseCaseSearchBlock };

// The carousel's script (framer-motion's drag among it) loads once the visitor interacts or types a
// query; its prerendered HTML scrolls with CSS alone. At once when the address holds a query to filter
// by, or when the visitor prefers reduced motion (the script turns the scrolling row into a still one).
const IndustryCarousel = deferred(
  () => import('./IndustryCarousel.tsx').then((module) => module.IndustryCarousel),
  () =>
    new URLSearchParams(window.location.search).get('q') || window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? Promise.resolve()
      : Promise.race([afterFirstInteraction(), whenQueryTyped()]),
);
const ResultDialog = lazy(() => import('./ResultDialog.tsx'));

/**
 * The search page: search box with suggestions, the industry carousel filtered by the same query,
 * and the results (20 a page) with their detail dialog. The query is kept in the address (?q=).
 */
export default function UseCaseSearch({ block }: BlockProps<UseCaseSearchBlock>) {
  const shell = useSite();
  const industries = useIndustryIndex();
  const { query, setQuery, debounced } = useAddressQuery(shell.search.debounceMs);
  useEffect(() => setCarouselQuery(debounced), [debounced]);
  const start = useEngineStart(query);
  const { engine, results } = useSearch(debounced, start.wanted);
  const [selected, setSelected] = useState<SearchHit | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const dialogUsed = useLatch(selected !== null);

  return (
    <section className="search-page" id={block.id} data-engine={!start.wanted ? 'waiting' : engine.isSuccess ? 'ready' : engine.isError ? 'failed' : 'loading'}>
      <div className="search-page__hero">
        <div className="container">
          <SearchTitle title={block.title} animationKey={block.animationKey} />
          {block.subtitle && <p className="search-page__subtitle">{block.subtitle}</p>}
          <SearchBox block={block} query={query} onQuery={setQuery} onFocus={start.want} engineReady={Boolean(engine.data)} debounced={debounced} />
          <Actions actions={block.actions} className="search-page__actions" />
        </div>
      </div>

      <IndustryCarousel industries={industries} texts={block.carousel} />

      <SearchResults
        typed={query.trim()}
        debounced={debounced}
        failed={engine.isError || results.isError}
        results={results}
        messages={block.messages}
        onOpen={(hit, from) => {
          opener.current = from;
          setSelected(hit);
        }}
      />
      {dialogUsed && (
        <Suspense fallback={null}>
          <ResultDialog hit={selected} onClose={() => setSelected(null)} returnFocus={() => opener.current} />
        </Suspense>
      )}
    </section>
  );
}

/** The heading, with its entrance played once per browser session (storage failures are ignored). */
function SearchTitle({ title, animationKey }: { title: string; animationKey: string }) {
  const intro = useSessionIntro(animationKey);
  return (
    <h1 className="search-page__title" {...intro} suppressHydrationWarning>
      {title}
    </h1>
  );
}
