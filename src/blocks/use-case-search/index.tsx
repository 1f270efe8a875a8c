import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fillMessage, useSite } from '../../ui/site-context.tsx';
import type { IndustryRef } from '../../industry/model.ts';
import { TechnologyTags } from '../../industry/TechnologyTags.tsx';
import { UseCaseDialog } from '../../industry/UseCaseDialog.tsx';
import type { Action, BlockData, BlockProps } from '../../model/types.ts';
import { createSearchEngine } from '../../search/engine.ts';
import { normalizeTerm } from '../../search/text.ts';
import type { SearchHit, Segment } from '../../search/types.ts';
import { Actions } from '../../ui/Actions.tsx';
import { PauseButton } from '../../ui/PauseButton.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { usePrefersReducedMotion } from '../../ui/use-media.ts';
import { useSessionIntro } from '../../ui/session-intro.ts';
import './use-case-search.css';

export interface UseCaseSearchBlock extends BlockData {
  title: string;
  subtitle?: string;
  animationKey: string;
  searchLabel: string;
  placeholder: string;
  clearLabel: string;
  suggestionsLabel: string;
  actions?: Action[];
  carousel: { heading: string; secondsPerCard: number; cardWidth: number; showingOne: string; showingMany: string; none: string; explore: string };
  messages: {
    searching: string;
    found: string;
    took: string;
    noResultsTitle: string;
    noResultsText: string;
    noResultsHint: string;
    tryDifferent: string;
    failed: string;
    keyAdvantage: string;
    learnMore: string;
    moreTechnologies: string;
    showMore: string;
  };
}

/**
 * The search page: search box with suggestions, the industry carousel filtered by the same query,
 * and the results (20 a page) with their detail dialog. The query is kept in the address (?q=).
 */
export default function UseCaseSearch({ block }: BlockProps<UseCaseSearchBlock>) {
  const shell = useSite();
  const { search: settings } = shell;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const debounced = useDebounced(typed, settings.debounceMs);
  const [selected, setSelected] = useState<SearchHit | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // the address carries the query: read it once hydrated, write it back as the visitor types
  useEffect(() => setQuery(params.get('q') ?? ''), []); // eslint-disable-line react-hooks/exhaustive-deps -- only on arrival
  useEffect(() => {
    if ((params.get('q') ?? '') === debounced) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true, preventScrollReset: true });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps -- the address follows the query, not the reverse

  // the data files behind the engine are already retried once; the next query tries again after that
  const engine = useQuery({ queryKey: ['search-engine', settings.engine], queryFn: () => createSearchEngine(client, shell), staleTime: Infinity, gcTime: Infinity, retry: false });
  // an engine that failed to start (its data did not load) is tried again with the next query
  useEffect(() => {
    if (debounced !== '' && engine.isError && !engine.isFetching) void engine.refetch();
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the query changes
  const results = useInfiniteQuery({
    queryKey: ['search', settings.engine, debounced],
    queryFn: ({ pageParam }) => engine.data!.search(debounced, pageParam, settings.hitsPerPage),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * settings.hitsPerPage < last.total ? pages.length : undefined),
    enabled: Boolean(engine.data) && debounced !== '',
    staleTime: 60_000,
    retry: false, // a failed search says so at once; typing again is the retry
  });

  const failed = typed !== '' && (engine.isError || results.isError);
  const settled = typed !== '' && typed === debounced && results.isSuccess && !results.isFetching;
  const searching = typed !== '' && !failed && !settled;
  const hits = results.data?.pages.flatMap((p) => p.hits) ?? [];
  const first = results.data?.pages[0];

  return (
    <section className="search-page">
      <div className="search-page__hero">
        <div className="container">
          <SearchTitle title={block.title} animationKey={block.animationKey} />
          {block.subtitle && <p className="search-page__subtitle">{block.subtitle}</p>}
          <SearchBox block={block} query={query} onQuery={setQuery} engineReady={Boolean(engine.data)} debounced={debounced} />
          <Actions actions={block.actions} className="search-page__actions" />
        </div>
      </div>

      <IndustryCarousel industries={shell.industries} query={debounced} texts={block.carousel} />

      <div className="container search-results" aria-busy={searching}>
        {/* one live region, present from the start, so every change of state is announced */}
        <p className={`search-results__count${settled && first && first.total === 0 ? ' search-results__count--empty' : ''}`} role="status">
          {searching && block.messages.searching}
          {settled && first && first.total === 0 && block.messages.tryDifferent}
          {settled && first && first.total > 0 && (
            <>
              {fillMessage(block.messages.found, { count: first.total, query: debounced })}{' '}
              <span className="search-results__took">{fillMessage(block.messages.took, { ms: first.ms })}</span>
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
            {block.messages.failed}
          </p>
        )}
        {settled && first && first.total === 0 && (
          <div className="search-results__empty">
            <h2>{block.messages.noResultsTitle}</h2>
            <p>{block.messages.noResultsText}</p>
            <p className="search-results__hint">{block.messages.noResultsHint}</p>
          </div>
        )}
        {settled && first && first.total > 0 && (
          <>
            <ul className="search-results__grid">
              {hits.map((hit) => (
                <li key={hit.id}>
                  <ResultCard
                    hit={hit}
                    messages={block.messages}
                    maxChips={settings.maxTechnologyChips}
                    onOpen={(from) => {
                      opener.current = from;
                      setSelected(hit);
                    }}
                  />
                </li>
              ))}
            </ul>
            {results.hasNextPage && (
              <button type="button" className="button button--secondary search-results__more" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
                {block.messages.showMore}
              </button>
            )}
          </>
        )}
      </div>
      {selected && <UseCaseDialog useCase={selected.useCase} onClose={() => setSelected(null)} returnFocus={() => opener.current} />}
    </section>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
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

function SearchBox({ block, query, onQuery, engineReady, debounced }: { block: UseCaseSearchBlock; query: string; onQuery: (q: string) => void; engineReady: boolean; debounced: string }) {
  const { search: settings } = useSite();
  const client = useQueryClient();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useQuery({
    queryKey: ['search-suggest', settings.engine, debounced],
    queryFn: async () => {
      const engine = client.getQueryData<Awaited<ReturnType<typeof createSearchEngine>>>(['search-engine', settings.engine]);
      return engine ? engine.suggest(debounced, settings.suggestions) : [];
    },
    enabled: engineReady && debounced !== '' && settings.suggestions > 0,
    staleTime: 60_000,
    retry: false,
  });
  const options = debounced !== '' && query.trim() === debounced ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;

  useEffect(() => setActive(-1), [debounced]);

  const choose = (title: string) => {
    onQuery(title);
    setOpen(false);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active].title);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else onQuery('');
    }
  };

  return (
    <div className="search-box" role="search">
      <Search aria-hidden="true" className="search-box__icon" />
      <input
        ref={inputRef}
        type="search"
        className="search-box__input"
        role="combobox"
        aria-label={block.searchLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={block.placeholder}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          onQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {query !== '' && (
        <button type="button" className="search-box__clear" aria-label={block.clearLabel} onClick={() => choose('')}>
          <X aria-hidden="true" size={18} />
        </button>
      )}
      <ul id={listId} role="listbox" aria-label={block.suggestionsLabel} className="search-box__suggestions" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-box__option"
            onMouseDown={(event) => event.preventDefault()} // keep focus in the box
            onClick={() => choose(option.title)}
          >
            <Highlighted segments={option.segments} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}

function ResultCard({ hit, messages, maxChips, onOpen }: { hit: SearchHit; messages: UseCaseSearchBlock['messages']; maxChips: number; onOpen: (from: HTMLElement) => void }) {
  const id = useId();
  return (
    <article className="result-card">
      <button type="button" className="result-card__button" aria-haspopup="dialog" aria-labelledby={`${id}-title`} onClick={(event) => onOpen(event.currentTarget)}>
        {hit.industry && <span className="result-card__industry">{hit.industry.name}</span>}
        <h3 id={`${id}-title`} className="result-card__title">
          <Highlighted segments={hit.title} />
        </h3>
        <p className="result-card__description">
          <Highlighted segments={hit.description} />
        </p>
        <span className="result-card__advantage">
          <strong>{messages.keyAdvantage}</strong> {hit.useCase.advantage}
        </span>
      </button>
      <TechnologyTags
        technologies={hit.useCase.technologyObjects ?? []}
        empty=""
        limit={maxChips}
        moreLabel={(count) => fillMessage(messages.moreTechnologies, { count })}
      />
      <span className="result-card__more" aria-hidden="true">
        {messages.learnMore}
      </span>
    </article>
  );
}

/** Matches an industry card when every word of the query is in its name, summary or technologies. */
export function industryMatches(industry: IndustryRef, query: string): boolean {
  const words = normalizeTerm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeTerm([industry.name, industry.summary, ...industry.technologies].join(' '));
  return words.every((word) => text.includes(word));
}

/** Industry cards scrolling sideways (one card every few seconds), pausing on hover, focus or its button; still under reduced motion. */
function IndustryCarousel({ industries, query, texts }: { industries: IndustryRef[]; query: string; texts: UseCaseSearchBlock['carousel'] }) {
  const shown = useMemo(() => industries.filter((i) => industryMatches(i, query)), [industries, query]);
  const reduceMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reduceMotion && shown.length > 2;
  const headingId = useId();
  const card = (industry: IndustryRef, copy: boolean) => (
    <li key={`${industry.slug}${copy ? '-copy' : ''}`} className="industry-card" aria-hidden={copy || undefined}>
      <SmartLink to={industry.route} className="industry-card__link" tabIndex={copy ? -1 : undefined}>
        <span className="industry-card__name">{industry.name}</span>
        <span className="industry-card__summary">{industry.summary}</span>
        <span className="industry-card__tech">
          {industry.technologies.map((name) => (
            <span key={name} className="tag">
              {name}
            </span>
          ))}
        </span>
        <span className="industry-card__explore">
          {texts.explore} <ArrowRight aria-hidden="true" size={16} />
        </span>
      </SmartLink>
    </li>
  );
  return (
    <section className="industry-carousel" aria-labelledby={headingId}>
      <div className="container industry-carousel__header">
        <h2 id={headingId}>{texts.heading}</h2>
        <p className="industry-carousel__count" role="status">
          {shown.length === 0 ? texts.none : fillMessage(shown.length === 1 ? texts.showingOne : texts.showingMany, { count: shown.length })}
        </p>
        {moving && <PauseButton paused={paused} onToggle={() => setPaused((p) => !p)} />}
      </div>
      {shown.length > 0 && (
        <div
          className={`industry-carousel__viewport${moving ? ' industry-carousel__viewport--moving' : ''}${paused ? ' industry-carousel__viewport--paused' : ''}`}
          style={{ '--card-width': `${texts.cardWidth}px`, '--carousel-duration': `${shown.length * texts.secondsPerCard}s` } as CSSProperties}
        >
          <ul className="industry-carousel__track">
            {shown.map((industry) => card(industry, false))}
            {moving && shown.map((industry) => card(industry, true))}
          </ul>
        </div>
      )}
    </section>
  );
}
