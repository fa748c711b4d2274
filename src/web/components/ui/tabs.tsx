import { cn } from '@web/lib/cn';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs following the WAI-ARIA pattern: arrow keys, Home and End move between tabs, only the selected tab
 * is in the tab order. Controlled: the parent keeps the selected id.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  className,
}: {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const current = items[index];

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.id);
    refs.current[item.id]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {items.map((item) => {
          const isSelected = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                refs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={move}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold whitespace-nowrap',
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-stone-600 hover:text-stone-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className="pt-4"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
