import { isLanguage, languageFromAcceptLanguage, type Language } from './languages';

/**
 * Where a path outside /{lang}/ goes (docs/decisions/012-public-pages.md). The server answers with a
 * real redirect; the web app applies the same rules when it meets such a path itself. Pure, so both
 * sides share it and it is unit-tested without a browser or a server.
 */

/** The cookie the language switch saves the visitor's choice in. */
export const languageCookie = 'lang';

/**
 * The pages under /{lang}/ (the web app's routes, src/web/config/route-patterns.ts): a path without a language
 * is sent to one of these when it names one. A test keeps this list and the router's patterns equal.
 */
export const pagePatterns = [
  '',
  'home/:page',
  'resetpassword',
  'contact',
  'contact/:offers',
  'services',
  'services/chef',
  'services/restaurant',
  'faqs/chef',
  'faqs/restaurant',
  'terms',
  'privacy',
  'find-chefs/:page?',
  'find-restaurants/:page?',
  'chef/profile/home',
  'chef/profile/notifications',
  'chef/profile/applications/:tab?',
  'chef/profile/applications/stages',
  'chef/profile/calendar',
  'chef/profile/saved',
  'chef/profile/messages/*',
  'chef/view/:id/:slug',
  'restaurant/profile/home',
  'restaurant/profile/home/:id',
  'restaurant/profile/offers',
  'restaurant/profile/offers/:id',
  'restaurant/profile/offers/:id/view/:oid',
  'restaurant/profile/notifications',
  'restaurant/profile/notifications/:id',
  'restaurant/profile/applicants/:id/:oid/:tab',
  'restaurant/profile/applicants',
  'restaurant/profile/applicants/:id',
  'restaurant/profile/applicants/:id/stages',
  'restaurant/profile/calendar',
  'restaurant/profile/calendar/:id',
  'restaurant/profile/messages/*',
  'restaurant/view/message/:id/:slug',
  'restaurant/view/stage/:id/:slug',
  'restaurant/view/home/:id/:slug',
  'restaurant/view/offer/:rid/:slug/:id/:offerSlug?',
  'admin/*',
] as const;

function isPage(segments: string[]): boolean {
  return pagePatterns.some((pattern) => {
    const parts = pattern === '' ? [] : pattern.split('/');
    // A last '*' takes any rest, none included.
    if (parts.at(-1) === '*')
      return (
        segments.length >= parts.length - 1 && parts.slice(0, -1).every((part, i) => part === segments[i])
      );
    // A last parameter ending in '?' may be left out.
    const optional = parts.at(-1)?.endsWith('?') ? 1 : 0;
    return (
      (parts.length === segments.length || parts.length - optional === segments.length) &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/** The visitor's language: the saved choice when it is a supported one, else Accept-Language, else en. */
export function preferredLanguage(saved: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(saved) ? saved : languageFromAcceptLanguage(acceptLanguage);
}

/** Reads one cookie's value from a Cookie header (or `document.cookie`). */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The address for a path whose first segment is not a supported language. `/` goes to the home page in
 * the visitor's `preferred` language. Any other path goes to English, as spec doc 1 section 2 says
 * (`/en/`): the same page when the path names one (`/services`), or names one after an unknown
 * language (`/de/services`); the home page otherwise. Only the `login` query parameter is kept, given
 * here as read from the query (it opens the login dialog, spec doc 1 section 2).
 */
export function languageRedirect(pathname: string, login: string | null, preferred: Language): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const language: Language = segments.length === 0 ? preferred : 'en';
  let page: string[] = [];
  if (isPage(segments)) page = segments;
  else if (isPage(segments.slice(1))) page = segments.slice(1);
  // The segments are kept as the request spelled them (already percent-encoded).
  const path = `/${language}/${page.join('/')}`;
  return login === null ? path : `${path}?login=${encodeURIComponent(login)}`;
}
