import { describe, expect, it } from 'vitest';
import { readSelectedChefs, toggleChef, type SelectedChef } from './chef-selection';

const chef = (id: number): SelectedChef => ({ id, name: `Chef ${id}`, position: 6 });

describe('selected chefs (doc 1 section 9: at most 10 per send)', () => {
  it('adds a chef, and takes them away on a second toggle', () => {
    const once = toggleChef([], chef(1));
    expect(once).toEqual({ selection: [chef(1)], limit: false });
    expect(toggleChef(once.selection, chef(1))).toEqual({ selection: [], limit: false });
  });

  it('refuses an eleventh chef and says the limit was reached; removing one still works', () => {
    const ten = Array.from({ length: 10 }, (_, index) => chef(index + 1));
    const eleventh = toggleChef(ten, chef(11));
    expect(eleventh.limit).toBe(true);
    expect(eleventh.selection).toHaveLength(10);
    expect(toggleChef(ten, chef(3)).selection).toHaveLength(9);
  });

  it('reads a stored selection back, dropping what is malformed or repeated', () => {
    expect(readSelectedChefs(JSON.stringify([chef(1), chef(1), { id: 'x' }, chef(2)]))).toEqual([
      chef(1),
      chef(2),
    ]);
    expect(readSelectedChefs('not json')).toEqual([]);
    expect(readSelectedChefs(null)).toEqual([]);
  });
});
