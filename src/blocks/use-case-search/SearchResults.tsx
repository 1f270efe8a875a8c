import type { SearchHit } from '../../search/types.ts';
import { countMessage, fillMessage, useSite } from '../../ui/site-context.tsx';
import type { UseCaseSearchBlock } from './types.ts';
import { ResultCard } from './ResultCard.tsx';
import type { useSearch } from './use-search.ts';

interface Props {
  /** What is in the box now, and the query searched for once typing paused. */
  typed: string;
  debounced: string;
  /** The engine or the search failed. */
  failed: boolean;
  results: ReturnType<typeof useSearch>['results'];
  messages: UseCaseSearchBlock['messages'];
  onOpen: (hit: SearchHit, from: HTMLElement) => void;
}

/** The results: Searching..., the count, no results, a failure, or the cards with "Show More". One live region announces each state. */
export function SearchResults({ typed, debounced, failed: searchFailed, results, messages, onOpen }: Props) {
  const { search: settings, language } = useSite();
  const failed = typed !== '' && searchFailed;
  const settled = typed !== '' && typed === debounced && results.isSuccess && !results.isFetching;
  const searching = typed !== '' && !failed && !settled;
  const hits = results.data?.pages.flatMap((p) => p.hits) ?? [];
  const first = results.data?.pages[0];
  return (
    <div className="container search-results" aria-busy={searching}>
      {/* one live region, present from the start, so every change of state is announced */}
      <p className={`search-results__count${settled && first && first.total === 0 ? ' search-results__count--empty' : ''}`} role="status">
        {searching && messages.searching}
        {settled && first && first.total === 0 && messages.tryDifferent}
        {settled && first && first.total > 0 && (
          <>
            {countMessage(messages.found, first.total, language, { query: debounced })}{' '}
            <span className="search-results__took">{fillMessage(messages.took, { ms: first.ms }, language)}</span>
          </>
        )}
      </p>
      {searching && (
        <ul className="search-results__grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="result-skeleton" />
          ))}
        </ul>
      )}
      {failed && (
        <p className="search-results__error" role="alert">
          {messages.failed}
        </p>
      )}
      {settled && first && first.total === 0 && (
        <div className="search-results__empty">
          <h2>{messages.noResultsTitle}</h2>
          <p>{messages.noResultsText}</p>
          <p className="search-results__hint">{messages.noResultsHint}</p>
        </div>
      )}
      {settled && first && first.total > 0 && (
        <>
          <ul className="search-results__grid">
            {hits.map((hit) => (
              <li key={hit.id}>
                <ResultCard
                  hit={hit}
                  messages={messages}
                  maxChips={settings.maxTechnologyChips}
                  onOpen={(from) => onOpen(hit, from)}
                />
              </li>
            ))}
          </ul>
          {results.hasNextPage && (
            <button type="button" className="button button--secondary search-results__more" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {messages.showMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}
