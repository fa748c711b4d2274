import type { LoginInput, SessionUser } from '@shared/contracts/accounts';
import { exactMessages } from '@shared/errors';
import type { Language } from '@shared/i18n/languages';
import type { z } from 'zod';
import type { loginInput } from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { verifyPassword } from '../../lib/passwords';
import { clearFailures, enforceFailureDelays, recordFailure } from '../../lib/rate-limit';
import type { RequestMeta } from './accounts.service';
import * as repo from './accounts.repository';
import { loginFailureRules } from './rate-limits';
import { createSession, endSession, type AccountRow } from './sessions.service';
import { spendSecondFactor, staffSessionLifetimeMs } from './staff.service';

/** Logging in and out: a wrong password slows the next try down (rate-limits.ts), a right one opens a session. */

export interface LoggedIn {
  user: SessionUser;
  token: string;
  remember: boolean;
  expiresAt: Date;
}

export async function login(
  deps: Deps,
  input: z.output<typeof loginInput> & Pick<LoginInput, 'remember'>,
  meta: RequestMeta,
): Promise<LoggedIn> {
  const failureRules = loginFailureRules(input.username, meta.ip);
  await enforceFailureDelays(deps.db, failureRules, deps.config.rateLimitMultiplier);
  const account = await repo.findAccountByEmail(deps.db, input.username);
  const valid = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !valid || account.disabledAt) {
    await recordFailure(deps.db, failureRules);
    throw new AppError('login_combination', { exactMessage: exactMessages.login_combination });
  }
  if (account.type === 'staff') await checkSecondFactor(deps, account.id, input.otp, failureRules);
  // The owner is back: this account's waits end (the address's own count across accounts stays).
  await clearFailures(
    deps.db,
    failureRules.filter((r) => !r.key.startsWith('login-fail:ip:')),
  );
  const updated = await repo.updateAccount(deps.db, account.id, { lastLoginAt: new Date() });
  return startSession(deps, updated, {
    // A staff session lasts 12 hours and "remember me" does not renew it (decision 053).
    remember: account.type === 'staff' ? false : Boolean(input.remember),
    lifetimeMs: account.type === 'staff' ? staffSessionLifetimeMs : undefined,
    userAgent: meta.userAgent,
    lang: meta.lang,
  });
}

/**
 * A staff account's password is not enough (decision 053): without a code the answer asks for one; a
 * wrong, spent or old code counts as a failed login, slowing the next tries as a wrong password does.
 */
async function checkSecondFactor(
  deps: Deps,
  accountId: number,
  code: string | undefined,
  failureRules: ReturnType<typeof loginFailureRules>,
): Promise<void> {
  if (!code) throw new AppError('otp_required', { issues: [{ field: 'otp', code: 'otp_required' }] });
  const spent = await deps.db.transaction((tx) =>
    spendSecondFactor(tx, deps.config.sessionSecret, accountId, code),
  );
  if (spent) return;
  await recordFailure(deps.db, failureRules);
  throw new AppError('otp_invalid', { issues: [{ field: 'otp', code: 'otp_invalid' }] });
}

export async function startSession(
  deps: Deps,
  account: AccountRow,
  options: { remember: boolean; userAgent: string | undefined; lang: Language; lifetimeMs?: number },
): Promise<LoggedIn> {
  const { token, expiresAt } = await createSession(deps.db, deps.config.sessionSecret, account.id, {
    remember: options.remember,
    userAgent: options.userAgent,
    lifetimeMs: options.lifetimeMs,
  });
  const user = await deps.sessionUser(account, token, options.lang);
  return { user, token, remember: options.remember, expiresAt };
}

export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, deps.config.sessionSecret, token);
}
