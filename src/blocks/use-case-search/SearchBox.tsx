import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { Suggestion } from '../../search/types.ts';
import { Highlighted } from './Highlighted.tsx';
import type { UseCaseSearchBlock } from './types.ts';
import { useCombobox } from './use-combobox.ts';

interface SearchBoxProps {
  block: UseCaseSearchBlock;
  query: string;
  onQuery: (q: string) => void;
  onFocus: () => void;
  engineReady: boolean;
  debounced: string;
}

/** The search box: a combobox whose suggestions complete the query; arrows, Enter and Escape work as in a native one. */
export function SearchBox({ block, query, onQuery, onFocus, engineReady, debounced }: SearchBoxProps) {
  const listId = useId();
  const { inputRef, setOpen, active, options, expanded, choose, onKeyDown } = useCombobox({ query, onQuery, engineReady, debounced });

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
      <SuggestionList listId={listId} label={block.suggestionsLabel} options={options} active={active} expanded={expanded} onChoose={choose} />
    </div>
  );
}

interface SuggestionListProps {
  listId: string;
  label: string;
  options: Suggestion[];
  active: number;
  expanded: boolean;
  onChoose: (title: string) => void;
}

function SuggestionList({ listId, label, options, active, expanded, onChoose }: SuggestionListProps) {
  return (
    <ul id={listId} role="listbox" aria-label={label} className="search-box__suggestions" hidden={!expanded}>
      {options.map((option, index) => (
        <li
          key={option.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className="search-box__option"
          onMouseDown={(event) => event.preventDefault()} // keep focus in the box
          onClick={() => onChoose(option.title)}
        >
          <Highlighted segments={option.segments} />
        </li>
      ))}
    </ul>
  );
}
