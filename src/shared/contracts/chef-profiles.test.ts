import { describe, expect, it } from 'vitest';
import { countryList, cuisineList } from './chef-profiles';

describe('comma lists', () => {
  it('read text or an array, and keep each item once, as parsed', () => {
    expect(cuisineList().parse('4,04, 2')).toEqual([4, 2]);
    expect(cuisineList().parse([4, '4', 2])).toEqual([4, 2]);
    expect(countryList().parse('ES,FR,ES')).toEqual(['ES', 'FR']);
    expect(cuisineList().parse('')).toEqual([]);
  });
});
