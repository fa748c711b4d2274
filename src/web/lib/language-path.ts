import { defaultLanguage, isLanguage, type Language } from '@shared/i18n/languages';

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
 * Where a path whose first segment is not a language goes: the default language's home, keeping a
 * `login` query parameter (it opens the login dialog pre-filled) and nothing else.
 */
export function unknownLanguageRedirect(search: string): string {
  const login = new URLSearchParams(search).get('login');
  const home = `/${defaultLanguage}/`;
  return login === null ? home : `${home}?${new URLSearchParams({ login }).toString()}`;
}
