import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AuthContext, SessionStore } from '../lib/auth-context';
import { hasSameOriginProof, isUnsafeMethod } from './cross-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds and ends sessions; the accounts feature provides it (app.ts). */
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** The logged-in account and session, or null for a visitor. */
    auth: AuthContext | null;
    /** A token cookie came with the request and names no live session. */
    staleCookie: boolean;
  }
}

/** The token cookie of spec doc 1 section 4; HttpOnly, so page scripts never see it. */
export const sessionCookie = 'token';

/**
 * A non-secret companion of the token cookie, readable by page scripts: set and cleared with it, so the
 * web app asks account/session only when a session may exist and a visitor's first page load makes no call
 * that answers 401 (docs/decisions/012-public-pages.md). It says nothing the token does not.
 */
export const sessionMarkerCookie = 'logged_in';

/** The bearer token of a native client (`Authorization: Bearer ...`). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The web app's token cookie. */
export function cookieToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookie] || undefined;
}

/**
 * The token of the request: the bearer header, else the cookie. Never the URL (a query string ends up
 * in history and proxy logs); account/user also reads `token` from the body.
 */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? cookieToken(request);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  remember: boolean,
  expiresAt: Date,
) {
  const options = {
    ...baseCookieOptions(request),
    // Without "remember" the cookie ends with the browser (docs/decisions/004-sessions.md).
    ...(remember ? { expires: expiresAt } : {}),
  };
  reply.setCookie(sessionCookie, token, { ...options, httpOnly: true });
  reply.setCookie(sessionMarkerCookie, '1', { ...options, httpOnly: false });
}

/** Clears the cookie and its marker, and ends the session it carried: a cleared cookie never leaves a live session. */
export async function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const token = cookieToken(request);
  if (token) await request.server.sessionStore.end(token);
  const options = baseCookieOptions(request);
  reply.clearCookie(sessionCookie, { ...options, httpOnly: true });
  reply.clearCookie(sessionMarkerCookie, { ...options, httpOnly: false });
}

/**
 * A token cookie without its marker (set before the marker existed, or the marker deleted): the page
 * gets the marker back for the browser's session, so the session is still restored. A token that no
 * longer works is then cleared with its marker by the web app's account/session.
 */
export function restoreSessionMarker(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[sessionCookie] && !request.cookies[sessionMarkerCookie])
    reply.setCookie(sessionMarkerCookie, '1', { ...baseCookieOptions(request), httpOnly: false });
}

function baseCookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', secure: isSecure(request) } as const;
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:');
}

export const sessionPlugin = fp(async (app: FastifyInstance, { store }: { store: SessionStore }) => {
  app.decorate('sessionStore', store);
  app.decorateRequest('auth', null);
  app.decorateRequest('staleCookie', false);
  // Before validation: a call's role check (lib/calls.ts) comes before its input is read.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // A call whose answers are kept a moment takes a session found as recently (decision 032).
    const kept =
      request.routeOptions.config?.keptForVisitors === true && request.server.visitorAnswers.enabled;
    const resolve = (token: string) =>
      kept ? request.server.visitorAnswers.session(token, () => store.resolve(token)) : store.resolve(token);
    // A bad bearer token does not hide a valid cookie (nor get it cleared): the first live one wins.
    const bearer = bearerToken(request);
    request.auth = bearer ? await resolve(bearer) : null;
    const cookie = cookieToken(request);
    if (!request.auth && cookie) {
      request.auth = await resolve(cookie);
      request.staleCookie = !request.auth;
      // A cookie rides along with any page's request: a state change it authenticates needs proof
      // that this site's own page sent it (docs/api.md "Authentication").
      if (request.auth && isUnsafeMethod(request) && !hasSameOriginProof(request))
        throw new AppError('cross_origin');
    }
  });
  // Answers of the API carry personal data (data.user, the session token): no browser or proxy may
  // keep them. Calls with a cache policy of their own (reference lists) set it before this runs.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
});
