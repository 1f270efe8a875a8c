import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { arrowStep } from './direction.ts';

/**
 * Keyboard of a tab list (WAI-ARIA tabs pattern): the arrows move to the previous or next tab,
 * wrapping around (ArrowRight is next left to right, ArrowLeft where the tabs read right to left),
 * Home and End to the first and last. Returns the tab to select, or undefined (and leaves the event
 * alone) for other keys.
 */
export function tabFromKey(event: KeyboardEvent, index: number, count: number): number | undefined {
  const last = count - 1;
  const step = arrowStep(event.key, event.currentTarget);
  const next = step !== undefined ? (index + step + count) % count : ({ Home: 0, End: last } as Record<string, number>)[event.key];
  if (next !== undefined) event.preventDefault();
  return next;
}

interface TabListProps {
  /** Prefix of the ids linking tabs and panel (from useId). */
  id: string;
  label: string;
  selected: number;
  onSelect: (index: number) => void;
  /** The visitor points at or focuses a tab: a chance to load what it shows. */
  onIntent?: (index: number) => void;
  className: string;
  tabClassName: string;
  /** The content of each tab, in order. */
  tabs: ReactNode[];
}

/** A tab list: one stop in the tab order, arrows, Home and End to move, the choice made on moving. */
export function TabList({ id, label, selected, onSelect, onIntent, className, tabClassName, tabs }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabFromKey(event, index, tabs.length);
    if (next === undefined) return;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((content, index) => (
        <button
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={`${id}-panel`}
          tabIndex={index === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPointerEnter={onIntent && (() => onIntent(index))}
          onFocus={onIntent && (() => onIntent(index))}
        >
          {content}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel that the tabs of `TabList` control. */
export function tabPanelProps(id: string, selected: number) {
  return { id: `${id}-panel`, role: 'tabpanel', 'aria-labelledby': `${id}-tab-${selected}` } as const;
}
