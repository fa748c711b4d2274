import { cn } from '@web/lib/cn';
import { useKeepEscape } from '@web/lib/keep-escape';
import { Check, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { indexOptions, searchOptions } from '@shared/reference/option-search';
import { nextActiveIndex } from '../places/combobox';
import { controlClasses, describedBy, FieldError, FieldHint } from './field';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** Other words that find the option when typed (a country's demonyms, its names in other languages). */
  keywords?: readonly string[];
}

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string;
  id?: string;
  texts: {
    /** "Remove Spain". */
    remove: (label: string) => string;
    /** Said when the typed text matches nothing. */
    none: string;
    /** "3 matches", said while typing. */
    found: (count: number) => string;
  };
}

/**
 * A multi-select for long lists (countries, cuisines): a combobox that filters the options as one
 * types (WAI-ARIA 1.2, listbox popup with aria-multiselectable), and the chosen ones as removable chips
 * above it. Keyboard: ArrowDown/ArrowUp move, Enter picks or unpicks, Escape closes (or clears the
 * text; a second Escape closes the dialog around it), Backspace in an empty box removes the last chip. Touch: tapping an option picks it, tapping
 * a chip's cross removes it; every target is 44 px high. The list opens in the flow (not floating), so
 * a dialog's scrolling body never cuts it off.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  id: givenId,
  texts,
}: MultiSelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  // Letters compared without case or accents ("espana" finds "España"), keywords searched too ("UK"
  // finds the United Kingdom), the best answers first.
  const index = useMemo(() => indexOptions(options), [options]);
  const shown = useMemo(() => searchOptions(index, text), [index, text]);
  const chosen = new Set(value);

  // While the list is open, Escape closes the list and not the dialog around it.
  useKeepEscape(inputRef, open);

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const toggle = (option: MultiSelectOption) => {
    onChange(chosen.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(nextActiveIndex(event.key, active, shown.length));
        break;
      case 'Enter':
        if (open && active >= 0 && shown[active]) {
          event.preventDefault();
          toggle(shown[active]);
        } else if (open) {
          // Enter in the box never sends the form around it.
          event.preventDefault();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      case 'Backspace':
        if (text === '' && value.length > 0) onChange(value.slice(0, -1));
        break;
      default:
        break;
    }
  };

  const status = open && text.trim() ? (shown.length ? texts.found(shown.length) : texts.none) : '';

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-1 pr-2 pl-3 text-sm text-stone-900 hover:bg-stone-100"
                aria-label={texts.remove(labels.get(code) ?? code)}
                onClick={() => {
                  onChange(value.filter((v) => v !== code));
                  inputRef.current?.focus();
                }}
              >
                {labels.get(code) ?? code}
                <X aria-hidden="true" className="size-4 text-stone-600" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        autoComplete="off"
        spellCheck={false}
        value={text}
        className={controlClasses(Boolean(error))}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={id}
        className={cn(
          'max-h-60 overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-sm',
          (!open || shown.length === 0) && 'hidden',
        )}
      >
        {shown.map((option, index) => (
          // The keyboard picks through the combobox (aria-activedescendant), not on the option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={chosen.has(option.value)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-base text-stone-900',
              index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50',
            )}
            // The input keeps the focus (and a phone's keyboard) while a pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(option)}
          >
            <Check
              aria-hidden="true"
              className={cn('size-4 shrink-0', chosen.has(option.value) ? 'text-brand-700' : 'invisible')}
            />
            {option.label}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
