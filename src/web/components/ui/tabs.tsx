import { cn } from '@web/lib/cn';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: the arrow keys move between the tabs
 * and select them (wrapping), Home and End go to the first and last; only the selected tab is in the
 * tab order, and the panel is focusable. Written here rather than on Radix's primitive: the contact
 * page's first load carried about 8 KB of Radix (roving focus, collection, presence) for it, and the
 * budget is 150 KB. Controlled: the parent keeps the selected id. One panel shows the selected tab's
 * content: when the tabs render the same elements in the same places, switching keeps their state
 * (what was typed in a form).
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
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.id === selected) ?? items[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === current?.id);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null || !items[next]) return;
    event.preventDefault();
    const target = items[next];
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {items.map((item) => {
          const active = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={active}
              aria-controls={active ? panelId(item.id) : undefined}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => onSelect(item.id)}
              onKeyDown={move}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-2 text-sm font-semibold whitespace-nowrap sm:px-4',
                'border-transparent text-stone-600 data-[state=inactive]:hover:text-stone-900',
                'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
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
          id={panelId(current.id)}
          aria-labelledby={tabId(current.id)}
          tabIndex={0}
          data-state="active"
          className="pt-4"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
