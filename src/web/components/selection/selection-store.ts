import { maxSelectedChefs } from '@shared/contracts/search-routes';

/**
 * The bottom selection panel's store (spec doc 1 section 2): offers a visitor or a chef picks to send a CV
 * or apply to, or chefs a restaurant picks to send offers to. Kept in localStorage per kind, so the
 * selection survives moving between pages and reloading; every page that selects shares it.
 */
export type SelectionKind = 'offers' | 'chefs';

/** What the panel shows of a selected item without asking the server again. */
export interface SelectionSummary {
  title: string;
  subtitle?: string;
  /** The item's page, linked from the panel. */
  href?: string;
}

export interface SelectedItem extends SelectionSummary {
  id: number;
}

/**
 * At most this many of each kind: 10 chefs per send (doc 1 section 9); offers are bounded by what one
 * send-CV link (contact/{ids}, read with offers/in) takes.
 */
export const selectionLimits: Record<SelectionKind, number> = { offers: 100, chefs: maxSelectedChefs };

export const selectionStorageKey = (kind: SelectionKind) => `brigade.selection.${kind}`;

/** The stored list, or empty when missing or unreadable (an old or hand-edited value never breaks a page). */
export function parseSelection(raw: string | null, kind: SelectionKind): SelectedItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: SelectedItem[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, title, subtitle, href } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    if (typeof title !== 'string') continue;
    seen.add(id);
    items.push({
      id,
      title,
      ...(typeof subtitle === 'string' ? { subtitle } : {}),
      ...(typeof href === 'string' && href.startsWith('/') ? { href } : {}),
    });
    if (items.length >= selectionLimits[kind]) break;
  }
  return items;
}

export type ToggleOutcome = 'added' | 'removed' | 'limit';

/** Adds the item, or takes it out when already there; past the kind's limit nothing changes ('limit'). */
export function toggleSelected(
  items: readonly SelectedItem[],
  item: SelectedItem,
  limit: number,
): { items: SelectedItem[]; outcome: ToggleOutcome } {
  if (items.some((entry) => entry.id === item.id))
    return { items: items.filter((entry) => entry.id !== item.id), outcome: 'removed' };
  if (items.length >= limit) return { items: [...items], outcome: 'limit' };
  return { items: [...items, item], outcome: 'added' };
}

type Listener = () => void;

const listeners: Record<SelectionKind, Set<Listener>> = { offers: new Set(), chefs: new Set() };
/** The parsed list per kind, kept while the stored text is the same (stable for useSyncExternalStore). */
const cache: Partial<Record<SelectionKind, { raw: string | null; items: SelectedItem[] }>> = {};
const empty: SelectedItem[] = [];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private modes, blocked cookies): the selection lives as long as the page.
    return null;
  }
}

/** Without storage, the list lives in memory. */
const memory: Partial<Record<SelectionKind, string>> = {};

function readRaw(kind: SelectionKind): string | null {
  const store = storage();
  if (!store) return memory[kind] ?? null;
  try {
    return store.getItem(selectionStorageKey(kind));
  } catch {
    return memory[kind] ?? null;
  }
}

export function getSelection(kind: SelectionKind): SelectedItem[] {
  const raw = readRaw(kind);
  const cached = cache[kind];
  if (cached && cached.raw === raw) return cached.items;
  const items = raw ? parseSelection(raw, kind) : empty;
  cache[kind] = { raw, items };
  return items;
}

export function setSelection(kind: SelectionKind, items: readonly SelectedItem[]): void {
  const raw = items.length ? JSON.stringify(items) : null;
  const store = storage();
  try {
    if (!store) throw new Error('no storage');
    if (raw === null) store.removeItem(selectionStorageKey(kind));
    else store.setItem(selectionStorageKey(kind), raw);
  } catch {
    if (raw === null) delete memory[kind];
    else memory[kind] = raw;
  }
  for (const listener of listeners[kind]) listener();
}

export function subscribeSelection(kind: SelectionKind, listener: Listener): () => void {
  listeners[kind].add(listener);
  // Another tab changed the selection: this one shows it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === selectionStorageKey(kind)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners[kind].delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
