import type { accounts, sessions } from '../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The logged-in account and its session, as the session plugin puts it on a request. */
export interface AuthContext {
  account: AccountRow;
  session: SessionRow;
  token: string;
}

/**
 * How the session plugin finds and ends the session a token names. The accounts feature, which owns the
 * sessions table, provides it and app.ts hands it to the plugin, so the plugin imports no feature
 * (docs/decisions/017-feature-ownership.md).
 */
export interface SessionStore {
  /** The live session of the token, or null (unknown, expired or idle too long). */
  resolve(token: string): Promise<AuthContext | null>;
  end(token: string): Promise<void>;
}
