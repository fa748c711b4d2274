import { describe, expect, it } from 'vitest';
import {
  childName,
  itemsPerPart,
  maxUrlsPerSitemap,
  parseChildName,
  partCount,
  robotsTxt,
  sitemapIndex,
  sitemapUrlSet,
} from './seo.sitemap';

describe('sitemaps', () => {
  it('splits a kind into parts that each stay within 50,000 URLs in four languages', () => {
    expect(itemsPerPart * 4).toBeLessThanOrEqual(maxUrlsPerSitemap);
    expect(partCount(0)).toBe(1);
    expect(partCount(itemsPerPart)).toBe(1);
    expect(partCount(itemsPerPart + 1)).toBe(2);
    expect(partCount(123_456, 50_000)).toBe(3);
  });

  it('names the child files and reads the names back', () => {
    expect(childName('pages')).toBe('pages.xml');
    expect(childName('offers', 3)).toBe('offers-3.xml');
    expect(parseChildName('venues-12.xml')).toEqual({ kind: 'venues', part: 12 });
    expect(parseChildName('pages.xml')).toEqual({ kind: 'pages', part: 1 });
    for (const bad of ['offers-0.xml', 'offers-1.txt', 'users-1.xml', '../offers-1.xml'])
      expect(parseChildName(bad), bad).toBeNull();
  });

  it('lists each item once per language, each entry with all alternates and x-default', () => {
    const urls = {
      en: 'https://x.test/en/a?b&c',
      es: 'https://x.test/es/a',
      fr: 'https://x.test/fr/a',
      pt: 'https://x.test/pt/a',
    };
    const xml = sitemapUrlSet([{ urls, lastmod: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://x.test/en/a?b&amp;c</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });

  it('writes the index with lastmod when known', () => {
    const xml = sitemapIndex([
      { loc: 'https://x.test/sitemaps/pages.xml', lastmod: null },
      { loc: 'https://x.test/sitemaps/offers-1.xml', lastmod: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('robots.txt closes the API and the private areas in each language and names the sitemap', () => {
    const lines = robotsTxt('https://x.test/sitemap.xml').split('\n');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /es/restaurant/profile/');
    expect(lines).toContain('Disallow: /pt/chef/profile/');
    expect(lines).toContain('Disallow: /fr/resetpassword');
    expect(lines).toContain('Sitemap: https://x.test/sitemap.xml');
  });
});
