import { isLanguage } from '@shared/i18n/languages';
import { useScreen } from '@web/lib/device';
import { unknownLanguageRedirect } from '@web/lib/language-path';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

/**
 * The first path segment must be a supported language; anything else goes to the same page in the
 * visitor's language keeping ?login= (spec doc 1 section 2; the server redirects first). The page's texts are loaded for one language at start, so arriving at
 * another language without a reload (a link into /es/ from /en/) reloads the page in that language.
 */
export function LanguageGate() {
  const { lang } = useParams();
  const { language } = useScreen();
  const location = useLocation();
  const needsReload = isLanguage(lang) && lang !== language;

  useEffect(() => {
    if (needsReload) window.location.reload();
  }, [needsReload]);

  if (!isLanguage(lang)) return <Navigate to={redirectFrom(location)} replace />;
  if (needsReload) return null;
  return <Outlet />;
}

/** "/" and any path outside /{lang}/. */
export function UnknownLanguageRedirect() {
  const location = useLocation();
  return <Navigate to={redirectFrom(location)} replace />;
}

function redirectFrom(location: { pathname: string; search: string }): string {
  return unknownLanguageRedirect(location, { cookies: document.cookie, languages: navigator.languages });
}
