import { languages, type Language } from '@shared/i18n/languages';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMissingKeyHandler } from './missing-key';

/**
 * The namespaces the web app shows. The others in src/shared/i18n (api, mail) are the server's own
 * texts and stay out of the bundle. A new web namespace is added here and in every language folder.
 */
export const webNamespaces = ['common', 'account', 'home', 'errors', 'validation'] as const;

/**
 * The web namespaces of every language, as lazy loaders (the glob must be a literal, so it repeats the
 * list above). The build puts each language's files in one chunk (vite.config.ts manualChunks), so a page
 * fetches its own language only; switching the language reloads the page (spec doc 1 section 2).
 */
const namespaceLoaders = import.meta.glob<ResourceLanguage>(
  '/src/shared/i18n/*/{common,account,home,errors,validation}.json',
  {
    import: 'default',
  },
);

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

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Resource = { [language]: await loadLanguageResources(language) };
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...languages],
    // No fallback language: a missing key must show as a placeholder, not silently in English.
    fallbackLng: false,
    resources,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    appendNamespaceToMissingKey: true,
    // A defaultValue given at the call site wins; otherwise "[lang:namespace.key]".
    parseMissingKeyHandler: createMissingKeyHandler(() => i18next.language || language),
    react: { useSuspense: false },
  });
  return i18next;
}
