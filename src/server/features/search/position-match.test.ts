import { describe, expect, it } from 'vitest';
import { positionBySlug, positionIds, positionSlug } from '@shared/reference/positions';
import { editDistance, matchPosition } from './position-match';

describe('what a search position names', () => {
  it('reads ids, slugs and names in the four languages, accents and case ignored', () => {
    expect(matchPosition('6')).toEqual({ position: 6, text: null });
    expect(matchPosition('sous-chef')).toEqual({ position: 6, text: null });
    expect(matchPosition('Segundo de cocina')).toEqual({ position: 6, text: null });
    expect(matchPosition('CHEF PATISSIER')).toEqual({ position: 15, text: null });
    expect(matchPosition('pizzaïolo')).toEqual({ position: 29, text: null });
  });

  it('forgives a typo in a position name', () => {
    expect(matchPosition('sous chf')).toEqual({ position: 6, text: null });
    expect(matchPosition('exectuive chef')).toEqual({ position: 2, text: null });
    expect(matchPosition('Chef de patrie')).toEqual({ position: 9, text: null });
  });

  it('leaves other words to the text search, and refuses an id that is no position', () => {
    expect(matchPosition('Sushi omakase')).toEqual({ position: null, text: 'sushi omakase' });
    expect(matchPosition('  ')).toBeNull();
    expect(matchPosition(null)).toBeNull();
    expect(() => matchPosition('34')).toThrow('invalid_input');
  });

  it('gives every position its own slug, read back by positionBySlug', () => {
    const slugs = positionIds.map((id) => positionSlug(id));
    expect(new Set(slugs).size).toBe(positionIds.length);
    for (const id of positionIds) expect(positionBySlug(positionSlug(id))).toBe(id);
    expect(positionSlug(9)).toBe('chef-de-partie');
    expect(positionBySlug('no-such-position')).toBeNull();
  });

  it('counts a transposition as one edit and stops past the limit', () => {
    expect(editDistance('chef', 'cehf', 2)).toBe(1);
    expect(editDistance('baker', 'bakers', 1)).toBe(1);
    expect(editDistance('baker', 'sushi chef', 2)).toBe(3);
  });
});
