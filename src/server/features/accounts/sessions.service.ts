import type { Database, Executor } from '../../db/client';
import type { AuthContext, SessionStore } from '../../lib/auth-context';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './sessions.repository';

/**
 * Session lifetimes (docs/decisions/004-sessions.md). "Remember me" keeps a 7-day cookie (spec doc 1
 * section 9); without it the cookie ends with the browser and the server ends the session after a day
 * at most. Either way a session unused for 3 days ends.
 */
export const rememberLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const browserSessionLifetimeMs = 24 * 60 * 60 * 1000;
export const idleTimeoutMs = 3 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes on every request. */
const touchEveryMs = 60 * 1000;

export type { AccountRow, AuthContext, SessionRow } from '../../lib/auth-context';

export async function createSession(
  db: Database,
  secret: string,
  accountId: number,
  options: { remember: boolean; userAgent?: string; lifetimeMs?: number },
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newToken();
  const lifetime = options.lifetimeMs ?? (options.remember ? rememberLifetimeMs : browserSessionLifetimeMs);
  const expiresAt = new Date(Date.now() + lifetime);
  const { id } = await repo.insertSession(db, {
    accountId,
    tokenHash: hashToken(secret, token),
    remember: options.remember,
    userAgent: (options.userAgent ?? '').slice(0, 255),
    expiresAt,
  });
  return { token, expiresAt, sessionId: id };
}

export async function resolveSession(
  db: Database,
  secret: string,
  token: string,
): Promise<AuthContext | null> {
  if (!token || token.length > 128) return null;
  const row = await repo.findLiveSession(db, hashToken(secret, token), new Date(Date.now() - idleTimeoutMs));
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > touchEveryMs)
    await repo.touchSession(db, row.session.id);
  return { account: row.account, session: row.session, token };
}

export async function endSession(db: Database, secret: string, token: string): Promise<void> {
  await repo.deleteSessionByHash(db, hashToken(secret, token));
}

/** The sessions of this database, as the session plugin reads and ends them (given to it in app.ts). */
export function sessionStore(db: Database, secret: string): SessionStore {
  return {
    resolve: (token) => resolveSession(db, secret, token),
    end: (token) => endSession(db, secret, token),
  };
}

/** Ends every session of the account but the one given (a password change; docs/decisions/004-sessions.md). */
export async function endOtherSessions(
  db: Executor,
  accountId: number,
  keepSessionId: number | null,
): Promise<void> {
  await repo.deleteOtherSessions(db, accountId, keepSessionId);
}

export async function purgeExpiredSessions(db: Database): Promise<void> {
  await repo.deleteExpiredSessions(db, new Date(Date.now() - idleTimeoutMs));
}
