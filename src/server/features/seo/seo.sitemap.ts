import { languages, type Language } from '@shared/i18n/languages';
import { escapeHtml } from '@shared/text/entities';

/*
 * Sitemaps (sitemaps.org, with Google's hreflang links): pure builders of the XML and the arithmetic of
 * the parts, so both are tested without a database.
 */

/** A sitemap file holds at most 50,000 URLs; an item is listed once per language. */
export const maxUrlsPerSitemap = 50_000;
/** Items per part: four languages each, 40,000 URLs, which also keeps a file well under 50 MB. */
export const itemsPerPart = 10_000;

export const sitemapKinds = ['offers', 'venues', 'chefs'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** How many parts a kind with `count` items needs (at least one, so the index is stable). */
export function partCount(count: number, perPart = itemsPerPart): number {
  return Math.max(1, Math.ceil(count / perPart));
}

/** The sitemap file names: pages.xml, then offers-1.xml, offers-2.xml... */
export function childName(kind: SitemapKind | 'pages', part?: number): string {
  return kind === 'pages' ? 'pages.xml' : `${kind}-${part}.xml`;
}

/** Reads a child file name back: { kind, part } or null. */
export function parseChildName(name: string): { kind: SitemapKind | 'pages'; part: number } | null {
  if (name === 'pages.xml') return { kind: 'pages', part: 1 };
  const match = /^(offers|venues|chefs)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapKind, part: Number(match[2]) } : null;
}

const day = (date: Date) => date.toISOString();

/** The sitemap index: each child with its absolute URL and, when known, its last change. */
export function sitemapIndex(children: { loc: string; lastmod: Date | null }[]): string {
  const entries = children.map(
    ({ loc, lastmod }) =>
      `  <sitemap>\n    <loc>${escapeHtml(loc)}</loc>\n${lastmod ? `    <lastmod>${day(lastmod)}</lastmod>\n` : ''}  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One page in every language: its absolute URL per language, and its last change when known. */
export interface SitemapItem {
  urls: Record<Language, string>;
  lastmod: Date | null;
}

/**
 * A child sitemap: each item once per language, every entry naming all the languages (and x-default,
 * English) as xhtml:link alternates.
 */
export function sitemapUrlSet(items: SitemapItem[]): string {
  const out: string[] = [];
  for (const item of items) {
    const links = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(item.urls[language])}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(item.urls.en)}"/>`,
    ].join('\n');
    const lastmod = item.lastmod ? `    <lastmod>${day(item.lastmod)}</lastmod>\n` : '';
    for (const language of languages)
      out.push(`  <url>\n    <loc>${escapeHtml(item.urls[language])}</loc>\n${lastmod}${links}\n  </url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${out.join('\n')}\n</urlset>\n`;
}

/** robots.txt: public pages open, the API, tools and private areas closed in every language, the sitemap named. */
export function robotsTxt(sitemapUrl: string): string {
  const privatePaths = languages.flatMap((language) => [
    `/${language}/chef/profile/`,
    `/${language}/restaurant/profile/`,
    `/${language}/restaurant/view/stage/`,
    `/${language}/restaurant/view/message/`,
    `/${language}/resetpassword`,
  ]);
  return [
    "# Public pages may be indexed; accounts' own areas, the API and development tools may not.",
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    // Crawlers that read wildcards (Google, Bing) also keep out of a language added later.
    'Disallow: /*/chef/profile/',
    'Disallow: /*/restaurant/profile/',
    'Disallow: /*/resetpassword',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
