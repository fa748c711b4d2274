import { positionLabels, type PositionId } from '@shared/reference/positions';
import { nextActiveIndex } from '@web/components/places/combobox';
import { controlClasses, describedBy, FieldError } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { Search } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPositions } from '../../lib/feed-search';

/**
 * The position box of the search bar: free text with suggestions from the positions' names in every
 * interface language, shown in the page's (a WAI-ARIA 1.2 combobox as the place picker: arrows move, Enter picks, Escape closes).
 * Picking a suggestion gives its id; other words are searched in the offers' texts.
 */
export function PositionInput({
  id,
  label,
  text,
  onTextChange,
  onPick,
  error,
}: {
  id: string;
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (position: PositionId) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const labelOf = (position: PositionId) => positionLabels[position][language];
  const matches = open ? matchPositions(text, labelOf) : [];
  const exact = matches.length === 1 && labelOf(matches[0] as PositionId) === text;
  const expanded = matches.length > 0 && !exact;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (position: PositionId) => {
    onPick(position);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(nextActiveIndex(event.key, active, matches.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && matches[active] !== undefined) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('bar.position_placeholder')}
          value={text}
          maxLength={100}
          className={controlClasses(Boolean(error), 'pl-10')}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {expanded ? (
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={id}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-lg"
          >
            {matches.map((position, index) => (
              // The keyboard picks through the combobox (aria-activedescendant), not on the option.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={position}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center px-3 py-2 text-base text-stone-900',
                  index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50',
                )}
                // The input keeps the focus while a pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(position)}
              >
                {labelOf(position)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
