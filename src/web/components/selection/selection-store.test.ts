import { describe, expect, it } from 'vitest';
import { parseSelection, selectionLimits, toggleSelected, type SelectedItem } from './selection-store';

const item = (id: number): SelectedItem => ({ id, title: `Offer ${id}` });

describe('toggleSelected', () => {
  it('adds an item, then takes it out on the second toggle', () => {
    const added = toggleSelected([], item(1), 10);
    expect(added).toEqual({ items: [item(1)], outcome: 'added' });
    expect(toggleSelected(added.items, item(1), 10)).toEqual({ items: [], outcome: 'removed' });
  });

  it('adds nothing past the limit of 10 chefs, and still removes one', () => {
    const ten = Array.from({ length: selectionLimits.chefs }, (_, i) => item(i + 1));
    const eleventh = toggleSelected(ten, item(11), selectionLimits.chefs);
    expect(eleventh.outcome).toBe('limit');
    expect(eleventh.items.map((entry) => entry.id)).toEqual(ten.map((entry) => entry.id));
    expect(toggleSelected(ten, item(3), selectionLimits.chefs).items).toHaveLength(9);
  });
});

describe('parseSelection', () => {
  it('reads back what was stored', () => {
    const stored = [{ id: 4, title: 'Sous chef', subtitle: 'Lisbon', href: '/en/x' }, item(7)];
    expect(parseSelection(JSON.stringify(stored), 'offers')).toEqual(stored);
  });

  it('ignores unreadable values, bad entries, duplicates and outside links', () => {
    expect(parseSelection('not json', 'offers')).toEqual([]);
    expect(parseSelection('{"id":1}', 'offers')).toEqual([]);
    const stored = [
      item(1),
      { id: 'x', title: 'a' },
      { id: 2 },
      item(1),
      { id: 3, title: 'c', href: 'https://evil' },
    ];
    expect(parseSelection(JSON.stringify(stored), 'offers')).toEqual([item(1), { id: 3, title: 'c' }]);
  });

  it('keeps at most the limit of the kind', () => {
    const many = Array.from({ length: 15 }, (_, i) => item(i + 1));
    expect(parseSelection(JSON.stringify(many), 'chefs')).toHaveLength(selectionLimits.chefs);
  });
});
