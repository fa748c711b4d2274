import { isLanguage, languages, localeOf, type Language } from '@shared/i18n/languages';
import { webNamespaces, type PageNamespace } from '@shared/i18n/namespaces';
import i18next, { type FormatterModule, type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { startTransition, useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatCount } from './format';
import { createMissingKeyHandler } from './missing-key';

/**
 * The namespaces the web app shows on every page (src/shared/i18n/namespaces.ts). The server's own
 * texts (api, mail) stay out of the bundle.
 */
export { webNamespaces };

/**
 * The web namespaces of every language, as lazy loaders (the glob must be a literal, so it repeats
 * webNamespaces; namespaces.test.ts checks that it does). The build puts each language's files in one chunk (vite.config.ts manualChunks), so a page
 * fetches its own language only; switching the language reloads the page (spec doc 1 section 2).
 */
const namespaceLoaders = import.meta.glob<ResourceLanguage>('/src/shared/i18n/*/{common,home,errors}.json', {
  import: 'default',
});

export const defaultNamespace = 'common';

export async function loadLanguageResources(language: Language): Promise<ResourceLanguage> {
  const prefix = `/src/shared/i18n/${language}/`;
  const entries = Object.entries(namespaceLoaders).filter(([path]) => path.startsWith(prefix));
  const loaded = await Promise.all(
    entries.map(
      async ([path, load]) => [path.slice(prefix.length).replace(/\.json$/, ''), await load()] as const,
    ),
  );
  return Object.fromEntries(loaded);
}

/**
 * How the texts' placeholders are written: a count ({{count}}, the number that also picks the plural
 * form) with the grouping of the interface language ("1,000,000 chefs", "149 755 offres"); any other
 * value as given. The texts use no named formats.
 */
export const countFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back as it came (undefined included: i18next then treats the value as missing).
  format: (value: unknown, _format, lng, options?: Record<string, unknown>) =>
    (typeof value === 'number' && options?.interpolationkey === 'count' && isLanguage(lng)
      ? formatCount(value, lng)
      : value) as string,
};

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Resource = { [language]: await loadLanguageResources(language) };
  await i18next
    .use(initReactI18next)
    .use(countFormatter)
    .init({
      lng: language,
      supportedLngs: [...languages],
      // No fallback language: a missing key must show as a placeholder, not silently in English.
      fallbackLng: false,
      resources,
      ns: Object.keys(resources[language] ?? {}),
      defaultNS: defaultNamespace,
      // React escapes; every placeholder goes through countFormatter.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      appendNamespaceToMissingKey: true,
      // A defaultValue given at the call site wins; otherwise "[lang:namespace.key]".
      parseMissingKeyHandler: createMissingKeyHandler(() => i18next.language || language),
      react: { useSuspense: false },
    });
  applyLocalePluralRules(i18next);
  return i18next;
}

type PluralRule = Pick<Intl.PluralRules, 'select' | 'resolvedOptions'>;

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
}

/**
 * The plural forms the texts use. i18next picks them by the bare language code, and Intl's rule for
 * `pt` is Brazil's, where zero takes the singular ("0 cozinheiro"): each language's market locale is
 * used instead (localeOf: pt-PT, where zero takes the plural). And CLDR's "many" of es, fr and pt (a
 * million and its multiples, "1 million de cuisiniers") reads as "other" in the digits the texts show,
 * which have no "many" form: without this, a total of 1,000,000 would find no text.
 */
export function applyLocalePluralRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  const rules = new Map<PluralRule, PluralRule>();
  resolver.getRule = (code, options) => {
    const rule = getRule(isLanguage(code) ? localeOf[code] : code, options);
    if (!rule || options?.ordinal) return rule;
    let plain = rules.get(rule);
    if (!plain) {
      const categories = rule.resolvedOptions().pluralCategories.filter((c) => c !== 'many');
      plain = {
        select: (count: number) => {
          const category = rule.select(count);
          return category === 'many' ? 'other' : category;
        },
        resolvedOptions: () => ({ ...rule.resolvedOptions(), pluralCategories: categories }),
      };
      rules.set(rule, plain);
    }
    return plain;
  };
}

/**
 * Namespaces of text-heavy pages (information pages, FAQs, legal texts), loaded with their page so the
 * first load of every other page stays small (bundle budget): pageNamespaces of src/shared/i18n/namespaces.ts,
 * that is every JSON file that is neither a web namespace above nor the server's own (api, mail, cv).
 */
const pageNamespaceLoaders = import.meta.glob<ResourceLanguage>(
  ['/src/shared/i18n/*/*.json', '!/src/shared/i18n/*/{common,home,errors,api,mail,cv,seo}.json'],
  { import: 'default' },
);

/** Starts fetching a page namespace early; `loadPageNamespace` then finds it fetched. */
export function preloadPageNamespace(language: Language, namespace: PageNamespace): void {
  pageNamespaceLoaders[`/src/shared/i18n/${language}/${namespace}.json`]?.().catch(() => undefined);
}

/** Adds a page namespace of the current language to i18next (once). */
export async function loadPageNamespace(language: Language, namespace: PageNamespace): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const load = pageNamespaceLoaders[`/src/shared/i18n/${language}/${namespace}.json`];
  if (!load) throw new Error(`unknown translation namespace ${namespace}`);
  i18next.addResourceBundle(language, namespace, await load(), true, true);
}

/**
 * Loads page namespaces of the interface language before a component that shows them renders: the
 * account's dialogs and the pages that show account texts wait for it in their `lazy()` loader.
 */
export async function withNamespaces<M>(
  module: Promise<M>,
  namespaces: readonly PageNamespace[],
): Promise<M> {
  const language = i18next.language as Language;
  const [loaded] = await Promise.all([
    module,
    ...namespaces.map((namespace) => loadPageNamespace(language, namespace)),
  ]);
  return loaded;
}

/**
 * `t` for a page namespace, with `ready` false until its texts are loaded: pages show a skeleton
 * meanwhile. Usage: `const { t, ready } = usePageNamespace('faqs')`.
 */
export function usePageNamespace(namespace: PageNamespace) {
  const translation = useTranslation(namespace);
  const language = translation.i18n.language as Language;
  const [ready, setReady] = useState(() => translation.i18n.hasResourceBundle(language, namespace));
  useEffect(() => {
    let alive = true;
    // A transition: React renders the (long) page in short slices and the main thread stays free.
    void loadPageNamespace(language, namespace).then(() => {
      if (alive) startTransition(() => setReady(true));
    });
    return () => {
      alive = false;
    };
  }, [language, namespace]);
  return { ...translation, ready };
}
