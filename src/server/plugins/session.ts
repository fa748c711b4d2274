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
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    // Without "remember" the cookie ends with the browser (docs/decisions/004-sessions.md).
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
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
