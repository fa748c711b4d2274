import type { FastifyRequest } from 'fastify';
import type { Access } from '@shared/contracts/call';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';

/** The session of a call that needs one: typed so the handler never checks for null. */
export type AuthFor<A extends Access> = A extends 'public' ? AuthContext | null : AuthContext;

/**
 * The back office's levels (docs/decisions/053-back-office.md): anyone but staff is told there is nothing
 * here (404, whether logged in or not), so the calls' existence does not leak; a moderator may not make
 * an admin's call (403).
 */
function checkStaffRole(request: FastifyRequest, access: 'moderator' | 'admin'): AuthContext {
  const auth = request.auth;
  if (!auth || auth.account.type !== 'staff' || !auth.account.staffRole) throw new AppError('not_found');
  if (access === 'admin' && auth.account.staffRole !== 'admin') throw new AppError('forbidden');
  return auth;
}

/**
 * The role check of every call (its declaration's `access`), made before its input is read. A request
 * without a session gets `not_logged_in`; one whose token (bearer or cookie) names no live session gets
 * `session_expired`, on every call alike; a logged-in account of another type gets `forbidden`. Staff
 * pass the `account` level and their own; the marketplace calls of chefs and restaurants are theirs.
 */
export function checkCallAccess<A extends Access>(
  request: FastifyRequest,
  access: A,
  hadToken: boolean,
): AuthFor<A> {
  if (access === 'public') return request.auth as AuthFor<A>;
  if (access === 'moderator' || access === 'admin') return checkStaffRole(request, access) as AuthFor<A>;
  const auth = request.auth;
  if (!auth) throw new AppError(hadToken ? 'session_expired' : 'not_logged_in');
  if (access !== 'account' && auth.account.type !== access) throw new AppError('forbidden');
  return auth as AuthFor<A>;
}
