import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Highlighted } from './Highlighted.tsx';
import type { UseCaseSearchBlock } from './types.ts';
import { useSuggestions } from './use-search.ts';

/** The search box: a combobox whose suggestions complete the query; arrows, Enter and Escape work as in a native one. */
export function SearchBox({
  block,
  query,
  onQuery,
  onFocus,
  engineReady,
  debounced,
}: {
  block: UseCaseSearchBlock;
  query: string;
  onQuery: (q: string) => void;
  onFocus: () => void;
  engineReady: boolean;
  debounced: string;
}) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // the highlighted suggestion belongs to the query it was chosen in: a new query starts with none
  const [highlight, setHighlight] = useState({ query: debounced, index: -1 });
  const active = highlight.query === debounced ? highlight.index : -1;
  const setActive = (next: (index: number) => number) => setHighlight({ query: debounced, index: next(active) });
  const suggestions = useSuggestions(debounced, engineReady);
  const options = debounced !== '' && query.trim() === debounced ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;

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
      // the combobox pattern: the first Escape closes the suggestions and keeps the text, the next clears
      // it (a search field's own Escape would clear it at once)
      event.preventDefault();
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
        onFocus={() => {
          setOpen(true);
          onFocus();
        }}
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
