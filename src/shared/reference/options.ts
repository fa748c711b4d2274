import { localeOf, type Language } from '../i18n/languages';

/**
 * The building blocks of every reference list (spec doc 1 section 3 "Reference lists"): each option is
 * `{ value, label }` with the label in the interface language; some lists add fields (`max`, `icon`,
 * `dialCode`, `code`).
 */
export interface ReferenceOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** One label per interface language. */
export type Labels = Readonly<Record<Language, string>>;

/** Re-exported for the lists' callers; defined beside the languages. */
export { localeOf };

/** The options of a hand-written list, in the order of its ids. */
export function optionsOf<V extends string | number>(
  ids: readonly V[],
  labels: Readonly<Record<V, Labels>>,
  language: Language,
): ReferenceOption<V>[] {
  return ids.map((value) => ({ value, label: labels[value][language] }));
}

const collators = new Map<Language, Intl.Collator>();

/** Sorts options by label as a reader of that language expects (accents, case). */
export function sortByLabel<T extends { label: string }>(options: T[], language: Language): T[] {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(localeOf[language]);
    collators.set(language, collator);
  }
  const compare = collator.compare;
  return options.sort((a, b) => compare(a.label, b.label));
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language or region name in the interface language, from the runtime's own data (Intl.DisplayNames):
 * the web bundle carries codes, not translated names. Capitalized, since es/fr/pt write language
 * names in lower case inside a sentence but a list shows them as items.
 */
export function displayName(type: 'language' | 'region', code: string, language: Language): string {
  const key = `${type}:${language}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([localeOf[language], 'en'], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(localeOf[language]) + name.slice(1);
}

/**
 * Runtimes' name data can give two codes one name (ICU names Twi "Akan", like the macrolanguage): the
 * code then follows the name, so every option of a list stays tellable apart.
 */
export function withDistinctLabels<T extends ReferenceOption<string>>(options: T[]): T[] {
  const seen = new Map<string, number>();
  for (const option of options) seen.set(option.label, (seen.get(option.label) ?? 0) + 1);
  for (const option of options)
    if ((seen.get(option.label) ?? 0) > 1) option.label = `${option.label} (${option.value})`;
  return options;
}
