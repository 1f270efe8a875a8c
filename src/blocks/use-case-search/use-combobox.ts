import { useRef, useState, type KeyboardEvent } from 'react';
import { useSuggestions } from './use-search.ts';

/** The combobox's state: whether its suggestions are open, which one is highlighted, and its keys. */
export function useCombobox({ query, onQuery, engineReady, debounced }: { query: string; onQuery: (q: string) => void; engineReady: boolean; debounced: string }) {
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

  return { inputRef, setOpen, active, options, expanded, choose, onKeyDown };
}
