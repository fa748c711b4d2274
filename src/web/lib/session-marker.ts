/**
 * The session marker: set and cleared by the server with the HttpOnly token cookie
 * (docs/decisions/012-public-pages.md). A visitor has none, so a visitor's page load asks nothing and
 * logs no failed request. Apart from lib/session.ts so the API client reads it without a cycle.
 */
const sessionMarkerCookie = 'logged_in';

export function hasSessionMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${sessionMarkerCookie}=`));
}

export function clearSessionMarker(): void {
  document.cookie = `${sessionMarkerCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
}
