import { cn } from '@web/lib/cn';
import { Check, Plus } from 'lucide-react';
import type { SelectionSummary, ToggleOutcome } from './selection-store';
import type { Selection } from './use-selection';

/**
 * The select button of a card (an offer in the feed, a chef in find chefs): pressed while the item is in
 * the selection panel. Past the kind's limit nothing is added and `onLimit` lets the page say so
 * ("You have reached the limit of 10 chefs.", doc 1 section 8).
 */
export function SelectToggle({
  selection,
  id,
  summary,
  label,
  selectedLabel,
  onLimit,
  className,
}: {
  selection: Selection;
  id: number;
  summary: SelectionSummary;
  /** The button's text when not selected ("Select"); its accessible name adds the item's title. */
  label: string;
  selectedLabel: string;
  onLimit?: () => void;
  className?: string;
}) {
  const selected = selection.has(id);
  const toggle = () => {
    const outcome: ToggleOutcome = selection.toggle(id, summary);
    if (outcome === 'limit') onLimit?.();
  };
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${selected ? selectedLabel : label}: ${summary.title}`}
      onClick={toggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        selected
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        className,
      )}
    >
      {selected ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {selected ? selectedLabel : label}
    </button>
  );
}
