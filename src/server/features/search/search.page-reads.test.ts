import { describe, expect, it } from 'vitest';
import { firstReadsOfPage } from './search.page-reads';

describe('firstReadsOfPage', () => {
  it('the home feed: its latest offers, the first request widened to the page of the address', () => {
    const feed = (lang: string, qty: number) => [
      { path: '/api/search/offers', fields: { lang, page: 0, qty } },
    ];
    expect(firstReadsOfPage('/en')).toEqual(feed('en', 10));
    expect(firstReadsOfPage('/es/')).toEqual(feed('es', 10));
    expect(firstReadsOfPage('/fr/home')).toEqual(feed('fr', 10));
    expect(firstReadsOfPage('/pt/home/0')).toEqual(feed('pt', 10));
    expect(firstReadsOfPage('/en/home/2')).toEqual(feed('en', 30));
    // No deeper than one request reaches (searchLimits.maxQty).
    expect(firstReadsOfPage('/en/home/99')).toEqual(feed('en', 200));
  });

  it('find chefs and find restaurants: their default lists', () => {
    expect(firstReadsOfPage('/en/find-chefs')).toEqual([
      {
        path: '/api/search/chefs',
        fields: { lang: 'en', filters: '', location: '', position: '', page: 0, qty: 10 },
      },
    ]);
    expect(firstReadsOfPage('/fr/find-restaurants/')).toEqual([
      {
        path: '/api/search/restaurants',
        fields: { lang: 'fr', filters: '', location: '', q: '', page: 0, qty: 10 },
      },
    ]);
  });

  it('none for a search in the address, a numbered find page, another page or no language', () => {
    for (const url of [
      '/en?sous-chef',
      '/en/home/1?cuisine=3',
      '/en/find-chefs?cuisine=3',
      '/en/find-chefs/2',
      '/en/find-restaurants/1',
      '/en/home/x',
      '/en/home/1/2',
      '/en/services',
      '/xx',
      '/',
    ])
      expect(firstReadsOfPage(url), url).toEqual([]);
  });
});
