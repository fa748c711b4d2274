/**
 * Every translation namespace: one JSON file per language in src/shared/i18n/<language>/. A new namespace
 * is added to one of these lists and to every language folder (translations.test.ts checks both).
 */

/** Loaded with the app on every page (src/web/lib/i18n.ts), in one chunk per language (vite.config.ts). */
export const webNamespaces = ['common', 'home', 'errors'] as const;

/**
 * Text-heavy pages' namespaces, loaded with their page (usePageNamespace), and the account's texts
 * (login, sign-up, settings, profile overview), loaded with the dialogs and pages that show them.
 */
export const pageNamespaces = [
  'services',
  'faqs',
  'contact',
  'legal',
  'media',
  'chef',
  'venue',
  'offers',
  /** The job offer form's texts, apart from `offers`: the feed loads `offers`, never the form. */
  'offer-form',
  'account',
  'guru',
  'search',
  'applications',
  'messages',
  /** The field errors' texts: loaded with the first form (src/web/lib/form-errors.ts), not on every page. */
  'validation',
  /** The back office's texts (staff only), loaded with its pages. */
  'admin',
] as const;

/** The server's texts (src/server/lib/i18n.ts): answers, errors, field validation, e-mail, the CV PDF and page heads (seo). */
export const serverNamespaces = ['api', 'errors', 'validation', 'mail', 'cv', 'seo'] as const;

export type WebNamespace = (typeof webNamespaces)[number];
export type PageNamespace = (typeof pageNamespaces)[number];
export type ServerNamespace = (typeof serverNamespaces)[number];
export type Namespace = WebNamespace | PageNamespace | ServerNamespace;

export const namespaces: readonly Namespace[] = [
  ...new Set<Namespace>([...webNamespaces, ...pageNamespaces, ...serverNamespaces]),
];

export const isWebNamespace = (name: string | undefined): name is WebNamespace =>
  (webNamespaces as readonly string[]).includes(name ?? '');

/**
 * The texts of the `errors` namespace the web app shows itself: the two messages the spec quotes, the
 * generic ones and the offer page's. Every other error is shown as the server's message, already in the
 * reader's language, so the web build keeps only these (vite.config.ts) and the first load stays small.
 */
export const webErrorKeys = [
  'login_combination',
  'email_unique',
  'error_request',
  'server_error',
  'offer_not_available',
  'offer_not_for_you',
] as const;
