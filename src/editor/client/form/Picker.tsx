import { useEffect, useRef, useState } from 'react';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import type { ControlAttributes } from './context.ts';

/**
 * A searchable picker (the WAI-ARIA combobox pattern): a reference is chosen by the name a person knows it by
 * (a technology, a category of the page, an icon), with its id beside, never typed as an id. Typing filters
 * the choices by any word of their name or id; the arrow keys move in the list, Enter or a click chooses,
 * Escape closes it. The value written is the id; an id or a name typed whole is taken too.
 */
export interface PickerChoice {
  /** What is written in the file. */
  value: string;
  /** The name a person knows it by. */
  label?: string;
}

const MAX_SHOWN = 60;

export function Picker({
  attributes,
  value,
  required,
  choices,
  pick,
  empty,
}: {
  attributes: ControlAttributes;
  value: string;
  required: boolean;
  choices: () => PickerChoice[];
  pick: (value: string) => void;
  /** What the list says when nothing matches. */
  empty?: string;
}) {
  const listId = `${attributes.id}-choices`;
  const labelOf = (v: string) => choices().find((choice) => choice.value === v)?.label;
  const shownValue = labelOf(value) ?? value;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<PickerChoice[]>([]);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const draw = (filter: string) => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const matching = choices()
      .filter((choice) => words.every((word) => `${choice.label ?? ''} ${choice.value}`.toLowerCase().includes(word)))
      .slice(0, MAX_SHOWN);
    setShown(matching);
    setOpen(true);
    setActive(matching.findIndex((choice) => choice.value === value));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (choice: PickerChoice) => {
    setTyped(undefined);
    close();
    if (choice.value !== value) pick(choice.value);
  };
  useEffect(() => {
    if (active >= 0) list.current?.querySelector(`#${CSS.escape(`${listId}-${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  return (
    <div className="form-picker">
      <input
        {...attributes}
        ref={input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        required={required}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        data-value={value}
        value={typed ?? shownValue}
        onFocus={(event) => event.target.select()}
        onClick={() => {
          if (!open) draw('');
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          draw(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) return draw('');
            if (shown.length === 0) return;
            setActive(event.key === 'ArrowDown' ? (active + 1) % shown.length : active <= 0 ? shown.length - 1 : active - 1);
          } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault();
            choose(shown[active]);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            close();
            setTyped(undefined);
          }
        }}
        onBlur={() => {
          close();
          const text = (typed ?? '').trim();
          setTyped(undefined);
          if (typed === undefined) return;
          // an id or a name typed whole is the choice; an emptied field clears it; anything else goes back
          const match = choices().find((choice) => choice.value === text || choice.label?.toLowerCase() === text.toLowerCase());
          if (match && match.value !== value) return pick(match.value);
          if (text === '' && value !== '') pick('');
        }}
      />
      <ul className="form-picker-list" id={listId} role="listbox" ref={list} hidden={!open}>
        {shown.map((choice, index) => (
          <li
            key={choice.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={choice.value === value}
            className={index === active ? 'form-picker-active' : undefined}
            onMouseDown={(event) => event.preventDefault()} // the input keeps the focus
            onClick={() => choose(choice)}
          >
            <span className="form-picker-name">{choice.label ?? choice.value}</span>
            {choice.label && <span className="form-picker-id">{choice.value}</span>}
          </li>
        ))}
        {shown.length === 0 && <li className="form-picker-none">{empty ?? T.nothingMatches}</li>}
      </ul>
      <span className="form-picker-id">{value && labelOf(value) ? value : ''}</span>
    </div>
  );
}
