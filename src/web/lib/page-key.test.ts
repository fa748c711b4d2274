import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('pageKey', () => {
  it('names the latest offers and every page of a search as one page, per language', () => {
    expect(pageKey('/en')).toBe('/en/');
    expect(pageKey('/en/')).toBe('/en/');
    expect(pageKey('/en/home/0')).toBe('/en/');
    expect(pageKey('/en/home/12/')).toBe('/en/');
    expect(pageKey('/fr/home/3')).toBe('/fr/');
  });

  it('keeps every other address its own page', () => {
    expect(pageKey('/en/find-chefs')).toBe('/en/find-chefs');
    expect(pageKey('/en/find-chefs/2')).toBe('/en/find-chefs/2');
    expect(pageKey('/en/home/x')).toBe('/en/home/x');
    expect(pageKey('/en/restaurant/view/offer/3/the-ivy/7/sous-chef')).toBe(
      '/en/restaurant/view/offer/3/the-ivy/7/sous-chef',
    );
  });
});
