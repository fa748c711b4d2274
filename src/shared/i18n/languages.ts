/** The interface languages (spec doc 1 section 1): the first path segment of every route. */
export const languages = ['en', 'es', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/**
 * The locale each interface language is written in (the product's markets: London, Madrid, Lyon,
 * Lisbon). Dates, numbers, names from Intl.DisplayNames, sorting and plural forms follow it: `pt` is
 * European Portuguese, where zero takes the plural ("0 cozinheiros"), unlike Brazil's rule.
 */
export const localeOf: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, else the default. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    // q=0 means "not acceptable".
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.tag).find(isLanguage) ?? defaultLanguage;
}
