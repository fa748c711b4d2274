import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs on Radix's primitive (the WAI-ARIA pattern: arrow keys, Home and End move between tabs and
 * select them, only the selected tab is in the tab order). Controlled: the parent keeps the selected id.
 * One panel shows the selected tab's content: when the tabs render the same elements in the same
 * places, switching keeps their state (what was typed in a form).
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
  const current = items.find((item) => item.id === selected) ?? items[0];
  return (
    <TabsPrimitive.Root
      value={current?.id ?? ''}
      onValueChange={onSelect}
      activationMode="automatic"
      className={className}
    >
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.id}
            value={item.id}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-2 text-sm font-semibold whitespace-nowrap sm:px-4',
              'border-transparent text-stone-600 data-[state=inactive]:hover:text-stone-900',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
            )}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {current ? (
        <TabsPrimitive.Content value={current.id} className="pt-4">
          {current.content}
        </TabsPrimitive.Content>
      ) : null}
    </TabsPrimitive.Root>
  );
}
