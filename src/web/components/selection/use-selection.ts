import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  getSelection,
  selectionLimits,
  setSelection,
  subscribeSelection,
  toggleSelected,
  type SelectedItem,
  type SelectionKind,
  type SelectionSummary,
  type ToggleOutcome,
} from './selection-store';

export interface Selection {
  kind: SelectionKind;
  items: readonly SelectedItem[];
  ids: number[];
  count: number;
  limit: number;
  /** The kind's limit is reached: a further toggle adds nothing (a restaurant's 10 chefs). */
  isFull: boolean;
  has: (id: number) => boolean;
  /** Adds or removes; 'limit' when it would pass the kind's limit (the page says so). */
  toggle: (id: number, summary: SelectionSummary) => ToggleOutcome;
  remove: (id: number) => void;
  clear: () => void;
}

/**
 * The selection of one kind (offers for visitors and chefs, chefs for restaurants), shared by every
 * component and page that shows it and kept in localStorage (spec doc 1 section 2: the bottom panel).
 */
export function useSelection(kind: SelectionKind): Selection {
  const items = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeSelection(kind, listener), [kind]),
    () => getSelection(kind),
    () => getSelection(kind),
  );
  const limit = selectionLimits[kind];
  const toggle = useCallback(
    (id: number, summary: SelectionSummary) => {
      const next = toggleSelected(getSelection(kind), { ...summary, id }, limit);
      if (next.outcome !== 'limit') setSelection(kind, next.items);
      return next.outcome;
    },
    [kind, limit],
  );
  const remove = useCallback(
    (id: number) =>
      setSelection(
        kind,
        getSelection(kind).filter((item) => item.id !== id),
      ),
    [kind],
  );
  const clear = useCallback(() => setSelection(kind, []), [kind]);
  return useMemo(() => {
    const ids = items.map((item) => item.id);
    const idSet = new Set(ids);
    return {
      kind,
      items,
      ids,
      count: items.length,
      limit,
      isFull: items.length >= limit,
      has: (id: number) => idSet.has(id),
      toggle,
      remove,
      clear,
    };
  }, [items, kind, limit, toggle, remove, clear]);
}
