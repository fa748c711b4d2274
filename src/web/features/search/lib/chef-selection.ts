import { maxSelectedChefs } from '@shared/contracts/search-routes';

/** A selected chef as the panel lists it (spec doc 1 section 3 "Selections": id, name, position). */
export interface SelectedChef {
  id: number;
  name: string;
  position: number | null;
}

/**
 * The selection with one chef toggled: taken away when there, else added unless ten are already
 * chosen (doc 1 section 9: at most 10 chefs per send), which is `limit`.
 */
export function toggleChef(
  selection: readonly SelectedChef[],
  chef: SelectedChef,
): { selection: SelectedChef[]; limit: boolean } {
  if (selection.some((item) => item.id === chef.id))
    return { selection: selection.filter((item) => item.id !== chef.id), limit: false };
  if (selection.length >= maxSelectedChefs) return { selection: [...selection], limit: true };
  return {
    selection: [...selection, { id: chef.id, name: chef.name, position: chef.position }],
    limit: false,
  };
}

/** A stored selection read back: well-formed items only, each once, ten at most. */
export function readSelectedChefs(stored: string | null): SelectedChef[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const chefs: SelectedChef[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { id, name, position } = item as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    if (typeof name !== 'string') continue;
    seen.add(id);
    chefs.push({ id, name, position: typeof position === 'number' ? position : null });
  }
  return chefs.slice(0, maxSelectedChefs);
}
