import { languages, type Language } from '@shared/i18n/languages';
import { localeOf } from '@shared/reference/options';
import { decodeEntities, escapeHtml } from '@shared/text/entities';
import { scriptSafeJson } from '../../lib/script-json';

/*
 * The head of a page as the server sends it (docs/decisions/026-page-heads-for-crawlers.md): pure
 * functions from a page's description to HTML, so they are tested without a server.
 */

export const productName = 'Brigade';

/** The attribute that marks the tags the server wrote: the web app takes them away as it writes its own. */
export const serverHeadAttribute = 'data-server-head';

export interface HeadImage {
  /** Absolute URL. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHeadData {
  language: Language;
  /** The page's own title; the document title adds the product name. Empty: the product name alone. */
  title: string;
  description: string;
  /** Absolute URL of the page in this language. */
  canonical: string;
  /** The same page in every language (absolute URLs); x-default is the English one. Empty: none. */
  alternates: Partial<Record<Language, string>>;
  image: HeadImage;
  type: 'website' | 'profile' | 'article';
  /** Keep the page out of search results (private areas, pages not available). */
  noindex?: boolean;
  /** Structured data (JobPosting), written as application/ld+json. */
  jsonLd?: object;
}

/** The document title: "Page · Brigade", or the product name alone (the web's PageTitle does the same). */
export function documentTitle(title: string): string {
  return title ? `${title} · ${productName}` : productName;
}

/** A rich text (D7 HTML) as plain text: tags dropped, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * A description cut for search results and link previews (about 160 characters): at the last word break
 * before the limit, with an ellipsis when something was cut.
 */
export function cutText(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  const cut = space > limit / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:!?\u2013\u2014-]+$/u, '')}…`;
}

/** The Open Graph locale of a language: en_GB, es_ES, fr_FR, pt_PT. */
export const ogLocale = (language: Language) => localeOf[language].replace('-', '_');

/** JSON for a <script type="application/ld+json"> that no text of the offer can close. */
export function jsonLdText(data: object): string {
  return scriptSafeJson(JSON.stringify(data));
}

/** The head tags of a page, each marked with `serverHeadAttribute`, one per line. */
export function renderHead(page: PageHeadData): string {
  const mark = serverHeadAttribute;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${mark} ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const title = documentTitle(page.title);
  const description = page.description;
  const lines = [`<title ${mark}>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (page.noindex) lines.push(meta('name', 'robots', 'noindex'));
  lines.push(`<link ${mark} rel="canonical" href="${escapeHtml(page.canonical)}">`);
  for (const language of languages) {
    const href = page.alternates[language];
    if (href) lines.push(`<link ${mark} rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`);
  }
  if (page.alternates.en)
    lines.push(
      `<link ${mark} rel="alternate" hreflang="x-default" href="${escapeHtml(page.alternates.en)}">`,
    );
  lines.push(
    meta('property', 'og:site_name', productName),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title || productName),
    meta('property', 'og:description', description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => meta('property', 'og:locale:alternate', ogLocale(language))),
    meta('property', 'og:image', page.image.url),
  );
  if (page.image.url.startsWith('https:'))
    lines.push(meta('property', 'og:image:secure_url', page.image.url));
  if (page.image.width && page.image.height)
    lines.push(
      meta('property', 'og:image:width', page.image.width),
      meta('property', 'og:image:height', page.image.height),
    );
  lines.push(
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title || productName),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', page.image.url),
    meta('name', 'twitter:image:alt', page.image.alt),
  );
  if (page.jsonLd)
    lines.push(`<script ${mark} type="application/ld+json">${jsonLdText(page.jsonLd)}</script>`);
  return lines.join('\n    ');
}
