import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountType } from '@shared/contracts/accounts';
import { resolveSession, type AuthContext } from '../features/accounts/sessions.service';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account and session, or null for a visitor. */
    auth: AuthContext | null;
  }
}

/** The token cookie of spec doc 1 section 4; HttpOnly, so page scripts never see it. */
export const sessionCookie = 'token';

/**
 * A non-secret companion of the token cookie, readable by page scripts: set and cleared with it, so the
 * web app asks account/user only when a session may exist and a visitor's first page load makes no call
 * that answers 401 (docs/decisions/012-public-pages.md). It says nothing the token does not.
 */
export const sessionMarkerCookie = 'logged_in';

export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[sessionCookie];
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

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const options = baseCookieOptions(request);
  reply.clearCookie(sessionCookie, { ...options, httpOnly: true });
  reply.clearCookie(sessionMarkerCookie, { ...options, httpOnly: false });
}

/**
 * A token cookie without its marker (set before the marker existed, or the marker deleted): the page
 * gets the marker back for the browser's session, so the session is still restored. A token that no
 * longer works is then cleared with its marker by account/user.
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

/** Routes call these; they check only who is signed in and their role (style guide). */
export function requireAuth(request: FastifyRequest, type?: AccountType): AuthContext {
  if (!request.auth) throw new AppError('not_logged_in');
  if (type && request.auth.account.type !== type) throw new AppError('forbidden');
  return request.auth;
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFromRequest(request);
    request.auth = token ? await resolveSession(app.db, app.config.sessionSecret, token) : null;
  });
});
