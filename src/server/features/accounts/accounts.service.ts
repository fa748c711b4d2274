import type { SessionUser } from '@shared/contracts/accounts';
import { exactMessages } from '@shared/errors';
import type { Language } from '@shared/i18n/languages';
import type { z } from 'zod';
import type { preregisterInput, registerInput, settingsInput } from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import { sideBySide, type Executor, type Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import { slugify } from '../../lib/slug';
import { deletedAccountEmail, isDeletedAccountEmail } from '../../access';
import { subscription, subscriptionRequest } from '@shared/states';
import * as repo from './accounts.repository';
import * as premiumRepo from './premium.repository';
import { utcDay } from './premium.service';
import { startSession, type LoggedIn } from './login.service';
import { minute, rateLimits } from './rate-limits';
import { endOtherSessions, type AccountRow, type AuthContext } from './sessions.service';

/**
 * The accounts: sign-up, the account's details and what other features read of an account. Logging in
 * is login.service.ts, a forgotten password password-reset.service.ts, a plan request
 * membership.service.ts, and the limits on all of them rate-limits.ts.
 */

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  lang: Language;
}

function emailTaken(): AppError {
  return new AppError('email_unique', {
    exactMessage: exactMessages.email_unique,
    issues: [{ field: 'email', code: 'email_unique' }],
  });
}

/**
 * An address taken by an account, or of the domain deleted accounts keep (054): those are never real
 * addresses, and one signed up with could meet a deleted account's later.
 */
async function emailInUse(db: Executor, email: string): Promise<boolean> {
  return isDeletedAccountEmail(email) || (await repo.findAccountByEmail(db, email)) !== undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Step 1 of sign-up: the address must be free (spec doc 1 section 4). An acceptance of the terms sent
 * with it (`terms=1`, the web form) is recorded; the spec's client sends the address alone.
 */
export async function preregister(deps: Deps, input: z.output<typeof preregisterInput>, meta: RequestMeta) {
  await enforceRateLimits(
    deps.db,
    [{ key: `preregister:ip:${meta.ip}`, ...rateLimits.preregisterPerIp }],
    deps.config.rateLimitMultiplier,
  );
  if (await emailInUse(deps.db, input.email)) throw emailTaken();
  if (input.terms) await repo.insertTermsAcceptance(deps.db, { email: input.email, language: meta.lang });
  return { email: input.email };
}

/** Creates the account and its first profile (a restaurant's is flagged main), then logs in. */
export async function register(
  deps: Deps,
  input: z.output<typeof registerInput>,
  meta: RequestMeta,
): Promise<LoggedIn> {
  refuseCommonPassword(input.password);
  await enforceRateLimits(
    deps.db,
    [{ key: `register:ip:${meta.ip}`, ...rateLimits.registerPerIp }],
    deps.config.rateLimitMultiplier,
  );
  if (await emailInUse(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const approved = deps.config.autoApprove ? 1 : 0;
  let account: AccountRow;
  try {
    account = await deps.db.transaction(async (tx) => {
      const created = await repo.insertAccount(tx, {
        type: input.type,
        email: input.email,
        passwordHash,
        name: input.name,
        contactEmail: input.email,
        phone: input.phoneNumber,
        language: meta.lang,
        lastLoginAt: new Date(),
      });
      const profile = { accountId: created.id, slug: slugify(input.name), name: input.name, approved };
      await deps.createFirstProfile(tx, input.type, profile);
      return created;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return startSession(deps, account, { remember: true, userAgent: meta.userAgent, lang: meta.lang });
}

/**
 * account/settings for both account types; the user with its texts in `lang` (the request's). A new
 * password ends the account's other sessions.
 */
export async function updateSettings(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof settingsInput>,
  lang: Language,
): Promise<SessionUser> {
  const account = await deps.db.transaction((tx) => saveAccountDetails(deps, tx, auth, input));
  return deps.sessionUser(account, auth.token, lang);
}

/**
 * The account's details (contact e-mail, phone, language and a new password) in the caller's
 * transaction: account/settings, and the account half of profile/infochef. Checks come before `tx`
 * writes; a new password ends the account's other sessions.
 */
export async function saveAccountDetails(
  deps: Deps,
  tx: Transaction,
  auth: AuthContext,
  input: Pick<
    z.output<typeof settingsInput>,
    'contactemail' | 'phone' | 'language' | 'password' | 'currentpassword'
  >,
): Promise<AccountRow> {
  refuseCommonPassword(input.password);
  if (input.password) await confirmPasswordChange(deps, auth, input.currentpassword);
  const changes: Partial<repo.NewAccount> = { contactEmail: input.contactemail, phone: input.phone };
  if (input.language) changes.language = input.language;
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  const updated = await repo.updateAccount(tx, auth.account.id, changes);
  if (input.password) await endOtherSessions(tx, auth.account.id, auth.session.id);
  return updated;
}

/** The contact details of an account shown on its chef profile (D13 decides who sees them). */
export async function accountContact(db: Executor, accountId: number) {
  const account = await repo.findAccountById(db, accountId);
  return {
    contactemail: account?.contactEmail ?? '',
    phone: account?.phone ?? '',
    lastlogin: account?.lastLoginAt ? account.lastLoginAt.toISOString() : null,
  };
}

/** Where an account's e-mail goes, with its name and language; null for none or a disabled one. */
export async function accountMailbox(
  db: Executor,
  accountId: number,
  /** A suspended account still hears why (decision 053); a deleted one never. */
  options: { evenSuspended?: boolean } = {},
) {
  const account = await repo.findAccountById(db, accountId);
  if (!account || isDeletedAccountEmail(account.email)) return null;
  if (account.disabledAt && !options.evenSuspended) return null;
  return { email: account.email, name: account.name, language: account.language };
}

/** The kind of an account (chef, restaurant, staff), or undefined when no such account exists. */
export async function accountTypeOf(
  db: Executor,
  accountId: number,
): Promise<AccountRow['type'] | undefined> {
  return (await repo.findAccountById(db, accountId))?.type;
}

/** A session this young counts as a fresh login: the spec's clients change a password without the old one. */
export const recentLoginMs = 15 * minute;

/**
 * A new password needs the current one, or a login within the last 15 minutes when none is sent (the
 * spec's payload has no current password; docs/api.md). Someone at an unlocked, long-open session can
 * then not lock its owner out. Wrong current passwords count like wrong logins.
 */
async function confirmPasswordChange(deps: Deps, auth: AuthContext, current: string): Promise<void> {
  if (current === '') {
    if (Date.now() - auth.session.createdAt.getTime() <= recentLoginMs) return;
    throw new AppError('invalid_input', {
      issues: [{ field: 'currentpassword', code: 'current_password_required' }],
    });
  }
  await enforceRateLimits(
    deps.db,
    [{ key: `settings:password:${auth.account.id}`, ...rateLimits.currentPasswordPerAccount }],
    deps.config.rateLimitMultiplier,
  );
  if (!(await verifyPassword(auth.account.passwordHash, current)))
    throw new AppError('invalid_input', {
      issues: [{ field: 'currentpassword', code: 'current_password_wrong' }],
    });
}

/** Accounts as staff see them in the back office's lists, by id; one query. */
export async function staffViewsOfAccounts(db: Executor, ids: number[]) {
  const rows = await repo.findAccountsByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((a) => [a.id, { id: a.id, type: a.type, name: a.name, email: a.email, language: a.language }]),
  );
}

/** Chef and restaurant sign-ups in each ISO week (UTC) from `from` on, for the back office's dashboard. */
export async function signUpsByWeek(db: Executor, from: Date) {
  return repo.countSignUpsByWeek(db, from);
}

/**
 * Everything the accounts feature holds of an account, for its export (docs/decisions/054-own-data.md):
 * the account (never its password hash), the terms it accepted, its sessions (never their tokens), its
 * plan requests and Premium periods. Five queries.
 */
export async function accountExport(db: Executor, accountId: number) {
  const account = await repo.findAccountForExport(db, accountId);
  if (!account) return null;
  const [termsAcceptances, sessions, membershipRequests, premiumPeriods] = await sideBySide(db, [
    () => repo.findTermsAcceptances(db, account.email),
    () => repo.findSessionsForExport(db, accountId),
    () => repo.findMembershipRequests(db, accountId),
    () => premiumRepo.findPeriodsForExport(db, accountId),
  ] as const);
  return { account, termsAcceptances, sessions, membershipRequests, premiumPeriods };
}

/**
 * The account's own password, asked before an irreversible step (deleting the account: 054). A wrong
 * one is an issue on `password`; the checks count with those of a password change in settings.
 */
export async function confirmOwnPassword(deps: Deps, auth: AuthContext, password: string): Promise<void> {
  await enforceRateLimits(
    deps.db,
    [{ key: `settings:password:${auth.account.id}`, ...rateLimits.currentPasswordPerAccount }],
    deps.config.rateLimitMultiplier,
  );
  if (!(await verifyPassword(auth.account.passwordHash, password)))
    throw new AppError('invalid_input', { issues: [{ field: 'password', code: 'password_wrong' }] });
}

/** The account locked for its deletion, or undefined when another request deleted it first. */
export async function lockAccountForDeletion(tx: Transaction, accountId: number) {
  const row = await repo.lockAccount(tx, accountId);
  return row && !isDeletedAccountEmail(row.email) ? row : undefined;
}

/**
 * The accounts feature's part of deleting an account (docs/decisions/054-own-data.md), last in the
 * deletion's transaction: its sessions end (every device is logged out), its password resets, pending
 * plan request and terms acceptances go, and open Premium periods end today. The row itself is deleted,
 * unless `keepRow` (a profile row kept for another side's conversation points at it) or the account had
 * Premium periods (invoicing keeps them, with the account's name): then it stays anonymised and
 * disabled, with an e-mail of the deleted domain, so its address can sign up again.
 */
export async function forgetAccount(tx: Transaction, account: AccountRow, keepRow: boolean): Promise<void> {
  await endOtherSessions(tx, account.id, null);
  await repo.deleteAccountLeftovers(tx, account.id, account.email);
  await premiumRepo.endOpenPeriods(tx, account.id, utcDay());
  const invoiced = await premiumRepo.hasPeriods(tx, account.id);
  if (!keepRow && !invoiced) return repo.deleteAccount(tx, account.id);
  const email = deletedAccountEmail(account.id);
  await repo.updateAccount(tx, account.id, {
    email,
    contactEmail: email,
    passwordHash: '',
    name: invoiced ? account.name : '',
    phone: '',
    subscription: subscription.free,
    subscriptionStatus: subscriptionRequest.none,
    alertsEnabled: false,
    disabledAt: new Date(),
    lastLoginAt: null,
  });
}

/** Which of the accounts were deleted by their owners (their rows kept anonymised: 054); one query. */
export async function deletedAccounts(db: Executor, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await repo.findAccountsByIds(db, unique);
  return new Set(rows.filter((row) => row.disabledAt && isDeletedAccountEmail(row.email)).map((r) => r.id));
}

/**
 * Suspends an account after a report (decision 053): it cannot log in (login and sessions skip a
 * disabled account) and its sessions end now. False when it does not exist or is suspended or deleted.
 */
export async function suspendAccount(tx: Transaction, accountId: number): Promise<boolean> {
  const account = await repo.findAccountById(tx, accountId);
  if (!account || account.type === 'staff' || account.disabledAt) return false;
  await repo.updateAccount(tx, accountId, { disabledAt: new Date() });
  await endOtherSessions(tx, accountId, null);
  return true;
}

/** Lifts a suspension: the account can log in again. False when it is not suspended (or deleted). */
export async function liftSuspension(tx: Transaction, accountId: number): Promise<boolean> {
  const account = await repo.findAccountById(tx, accountId);
  if (!account || !account.disabledAt || isDeletedAccountEmail(account.email)) return false;
  await repo.updateAccount(tx, accountId, { disabledAt: null });
  return true;
}

/** The suspended accounts among `ids` (disabled by staff, not deleted by their owners); one query. */
export async function suspendedAccounts(db: Executor, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await repo.findAccountsByIds(db, unique);
  return new Set(rows.filter((row) => row.disabledAt && !isDeletedAccountEmail(row.email)).map((r) => r.id));
}
