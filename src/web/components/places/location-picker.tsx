import type { StoredPlace } from '@shared/contracts/location';
import type { Place } from '@shared/contracts/places';
import { cn } from '@web/lib/cn';
import { useKeepEscape } from '@web/lib/keep-escape';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, describedBy, FieldError, FieldHint } from '../ui/field';
import {
  announcement,
  nextActiveIndex,
  searchText,
  suggestDebounceMs,
  type SuggestionsState,
} from './combobox';
import { usePlaceSuggestions } from './suggest-places';

export interface LocationPickerProps {
  label: ReactNode;
  /**
   * The chosen place; null when none is (typing over a chosen place clears it). A text kept as written
   * (an experience's town the gazetteer does not know) shows as it is until another place is chosen.
   */
  value: StoredPlace | null;
  onChange: (place: Place | null) => void;
  /** Shown under the field; by default how to use it; null for none (a placeholder then says it). */
  hint?: ReactNode;
  /** Shown in the empty field. */
  placeholder?: string;
  error?: string;
  id?: string;
  name?: string;
  /** How many suggestions to show (1-20). */
  limit?: number;
  required?: boolean;
  disabled?: boolean;
}

/** The text after the last keystroke that has been still for `delay` ms. */
function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A location picker (decisions D8): a combobox (WAI-ARIA 1.2, list autocomplete) whose suggestions come
 * from GET /api/places/suggest 200 ms after typing stops. ArrowDown/ArrowUp move through the list,
 * Enter picks, Escape closes it (or, closed, clears the text); a live region says how many places were
 * found, or that none or an error. Its value is the place object profiles, venues and offers store.
 */
export function LocationPicker({
  label,
  value,
  onChange,
  hint,
  placeholder,
  error,
  id: givenId,
  name,
  limit = 8,
  required,
  disabled,
}: LocationPickerProps) {
  const { t, i18n } = useTranslation();
  const shownHint = hint === undefined ? t('places.pick_hint') : hint;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(value?.formatted_address ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // A value set from outside (a saved profile loads) shows in the box: adjusted while rendering, as
  // React advises for state that follows a prop.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setText(value.formatted_address);
  }

  const typed = searchText(text);
  const debounced = useDebounced(typed, suggestDebounceMs);
  // Once a place is chosen its own text is not searched again until it is edited.
  const query =
    open && debounced && debounced === typed && debounced !== value?.formatted_address ? debounced : '';
  const suggestions = usePlaceSuggestions(query, i18n.language, limit);
  const showing = open && typed !== '' && typed !== value?.formatted_address;
  const inputRef = useRef<HTMLInputElement>(null);
  // Escape closes the list, or (closed) clears the text, before it closes a dialog around the picker.
  useKeepEscape(inputRef, showing || text !== '');
  const places = showing && suggestions.data && !suggestions.isError ? suggestions.data.places : [];
  const state: SuggestionsState = !showing
    ? { kind: 'idle' }
    : suggestions.isError
      ? { kind: 'error' }
      : suggestions.data && !suggestions.isPlaceholderData && query !== ''
        ? { kind: 'results', count: places.length }
        : { kind: 'loading' };
  const expanded = showing && places.length > 0;

  // The active option stays in view while moving through a long list on a small screen.
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (place: Place) => {
    setText(place.formatted_address);
    setOpen(false);
    setActive(-1);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(nextActiveIndex(event.key, active, places.length));
        break;
      case 'Enter':
        if (expanded && active >= 0 && places[active]) {
          event.preventDefault();
          choose(places[active]);
        }
        break;
      case 'Escape':
        if (showing) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          if (value) onChange(null);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          name={name}
          type="text"
          ref={inputRef}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: shownHint, error })}
          placeholder={placeholder}
          aria-busy={state.kind === 'loading' || undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="search"
          required={required}
          disabled={disabled}
          value={text}
          className={controlClasses(Boolean(error), 'pl-10')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value && event.target.value !== value.formatted_address) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {showing && state.kind !== 'idle' && (
          <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg">
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-labelledby={id}
              className={cn('max-h-72 overflow-y-auto', places.length === 0 && 'hidden')}
            >
              {places.map((place, index) => (
                // The keyboard picks through the combobox (aria-activedescendant), not on the option.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${place.formatted_address}:${place.lat}:${place.lng}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center px-3 py-2 text-base text-stone-900',
                    index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50',
                  )}
                  // The input keeps the focus (and the keyboard) while a pointer picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  <span>
                    {place.components.locality}
                    <span className="text-stone-600">
                      {', '}
                      {[place.components.region, place.components.country].filter(Boolean).join(', ')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            {state.kind === 'loading' && places.length === 0 && (
              <p className="px-3 py-2.5 text-sm text-stone-600">{t('places.searching')}</p>
            )}
            {state.kind === 'results' && places.length === 0 && (
              <p className="px-3 py-2.5 text-sm text-stone-700">{t('places.none')}</p>
            )}
            {state.kind === 'error' && (
              <p className="px-3 py-2.5 text-sm text-danger-600">{t('places.error')}</p>
            )}
            {places.length > 0 && suggestions.data?.source && (
              <p className="border-t border-stone-100 px-3 py-1 text-right text-xs text-stone-600">
                {suggestions.data.source}
              </p>
            )}
          </div>
        )}
      </div>
      <FieldHint id={id}>{shownHint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(state, t)}
      </p>
    </div>
  );
}
