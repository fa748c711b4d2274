import {
  cookieValue,
  languageCookie,
  languageRedirect,
  preferredLanguage,
} from '@shared/i18n/language-redirect';
import { isLanguage, type Language } from '@shared/i18n/languages';

/**
 * Language in the URL (spec doc 1 section 2): every route starts with /{lang}/. These helpers are pure so
 * the redirect and language-switch rules are unit-tested without a browser.
 */

/** The language named by the first path segment, or null when that segment is not a supported language. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguage(first) ? first : null;
}

export interface UrlParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The same page in another language: the first segment is rewritten (or added when the path has no
 * language yet); query string and hash are kept. The caller reloads the page with it.
 */
export function switchLanguagePath(
  { pathname, search = '', hash = '' }: UrlParts,
  language: Language,
): string {
  const segments = pathname.split('/').filter((segment, index) => index > 0 || segment !== '');
  // segments of "/es/find-chefs/" are ['es', 'find-chefs', '']; of "/" are [''].
  if (segments.length > 0 && isLanguage(segments[0])) {
    segments[0] = language;
  } else {
    segments.unshift(language);
  }
  let path = `/${segments.join('/')}`;
  if (segments.length === 1) path += '/';
  return `${path}${search}${hash}`;
}

/**
 * Where a path whose first segment is not a language goes, when the web app meets one (the server
 * normally redirects first): `/` to the home page in the visitor's language (the saved
 * choice, else the browser's languages), any other path to its English page or the English home
 * page, keeping a `login` query parameter and nothing else.
 */
export function unknownLanguageRedirect(
  { pathname, search = '' }: UrlParts,
  browser: { cookies: string; languages: readonly string[] },
): string {
  const language = preferredLanguage(
    cookieValue(browser.cookies, languageCookie),
    browser.languages.join(','),
  );
  return languageRedirect(pathname, new URLSearchParams(search).get('login'), language);
}

/** Remembers the visitor's language for a year: `/` and paths without a language then lead to it. */
export function saveLanguageChoice(language: Language): void {
  document.cookie = `${languageCookie}=${language}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

/**
 * After login the interface follows the account's language (`data.user.language`): the same page in that
 * language, loaded anew (its texts are loaded per language). True when the page is being switched.
 */
export function switchToAccountLanguage(accountLanguage: string): boolean {
  const current = languageFromPath(window.location.pathname);
  if (!isLanguage(accountLanguage) || accountLanguage === current) return false;
  saveLanguageChoice(accountLanguage);
  window.location.assign(switchLanguagePath(window.location, accountLanguage));
  return true;
}
