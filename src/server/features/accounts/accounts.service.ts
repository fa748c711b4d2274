import type { LoginInput, SessionUser } from '@shared/contracts/accounts';
import { exactMessages } from '@shared/errors';
import type { Language } from '@shared/i18n/languages';
import type { z } from 'zod';
import type {
  loginInput,
  preregisterInput,
  registerInput,
  resetCheckInput,
  resetConfirmInput,
  resetRequestInput,
  settingsInput,
} from '@shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  clearFailures,
  enforceFailureDelays,
  enforceRateLimits,
  recordFailure,
  type FailureRule,
} from '../../lib/rate-limit';
import { slugify } from '../../lib/slug';
import { hashToken, newToken } from '../../lib/tokens';
import { membershipRequestMail, resetPasswordMail } from './accounts.emails';
import * as repo from './accounts.repository';
import {
  createSession,
  endOtherSessions,
  endSession,
  type AccountRow,
  type AuthContext,
} from './sessions.service';
import { subscriptionRequest } from '@shared/states';

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  lang: Language;
}

export interface LoggedIn {
  user: SessionUser;
  token: string;
  remember: boolean;
  expiresAt: Date;
}

const minute = 60 * 1000;
const hour = 60 * minute;
export const resetCodeLifetimeMinutes = 60;

/**
 * Wrong passwords slow the next login down instead of locking the account (docs/api.md
 * "account/login"): a growing wait per account and client address (brute force from one place), per
 * client address (one place trying many accounts), and a short one per account from anywhere, so the
 * owner logging in from elsewhere waits at most half a minute whatever others do.
 */
export const loginDelays = {
  perAccountAndAddress: { free: 5, baseMs: 1000, maxMs: 15 * minute, forgetMs: 24 * hour },
  perAddress: { free: 20, baseMs: 1000, maxMs: 15 * minute, forgetMs: 24 * hour },
  perAccount: { free: 20, baseMs: 1000, maxMs: 30 * 1000, forgetMs: 24 * hour },
} as const;

function loginFailureRules(username: string, ip: string): FailureRule[] {
  return [
    { key: `login-fail:email-ip:${username}:${ip}`, ...loginDelays.perAccountAndAddress },
    { key: `login-fail:ip:${ip}`, ...loginDelays.perAddress },
    { key: `login-fail:email:${username}`, ...loginDelays.perAccount },
  ];
}

/** Attempts allowed per window (issue 2 item 6); counted after input validation. */
export const rateLimits = {
  preregisterPerIp: { limit: 30, windowMs: hour },
  registerPerIp: { limit: 20, windowMs: hour },
  resetPerAddress: { limit: 5, windowMs: hour },
  resetPerIp: { limit: 20, windowMs: hour },
  /** Current-password checks of a password change in settings, per account. */
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * minute },
  /** Checking a link's code: a page load per link, so as loose as the requests, per client address. */
  resetCheckPerIp: { limit: 20, windowMs: hour },
} as const;

function emailTaken(): AppError {
  return new AppError('email_unique', {
    exactMessage: exactMessages.email_unique,
    issues: [{ field: 'email', code: 'email_unique' }],
  });
}

function isUniqueViolation(error: unknown): boolean {
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
  if (await repo.findAccountByEmail(deps.db, input.email)) throw emailTaken();
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
  if (await repo.findAccountByEmail(deps.db, input.email)) throw emailTaken();
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
  // The owner is back: this account's waits end (the address's own count across accounts stays).
  await clearFailures(
    deps.db,
    failureRules.filter((r) => !r.key.startsWith('login-fail:ip:')),
  );
  const updated = await repo.updateAccount(deps.db, account.id, { lastLoginAt: new Date() });
  return startSession(deps, updated, {
    remember: Boolean(input.remember),
    userAgent: meta.userAgent,
    lang: meta.lang,
  });
}

async function startSession(
  deps: Deps,
  account: AccountRow,
  options: { remember: boolean; userAgent: string | undefined; lang: Language },
): Promise<LoggedIn> {
  const { token, expiresAt } = await createSession(deps.db, deps.config.sessionSecret, account.id, {
    remember: options.remember,
    userAgent: options.userAgent,
  });
  const user = await deps.sessionUser(account, token, options.lang);
  return { user, token, remember: options.remember, expiresAt };
}

export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, deps.config.sessionSecret, token);
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
  refuseCommonPassword(input.password);
  if (input.password) await confirmPasswordChange(deps, auth, input.currentpassword);
  const account = await deps.db.transaction(async (tx) => {
    const changes: Partial<repo.NewAccount> = { contactEmail: input.contactemail, phone: input.phone };
    if (input.language) changes.language = input.language;
    if (input.password) changes.passwordHash = await hashPassword(input.password);
    const updated = await repo.updateAccount(tx, auth.account.id, changes);
    if (input.password) await endOtherSessions(tx, auth.account.id, auth.session.id);
    return updated;
  });
  return deps.sessionUser(account, auth.token, lang);
}

/**
 * The account half of profile/infochef (contact e-mail, phone, language and a new password), written
 * in the caller's transaction with the same rules as account/settings. Checks come before `tx` writes.
 */
export async function updateChefAccountDetails(
  deps: Deps,
  tx: Executor,
  auth: AuthContext,
  input: {
    contactemail: string;
    phone: string;
    language?: Language;
    password: string;
    currentpassword: string;
  },
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
export async function accountMailbox(db: Executor, accountId: number) {
  const account = await repo.findAccountById(db, accountId);
  if (!account || account.disabledAt) return null;
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

/** Sends a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(
  deps: Deps,
  input: z.output<typeof resetRequestInput>,
  meta: RequestMeta,
): Promise<void> {
  await enforceRateLimits(
    deps.db,
    [
      { key: `reset:email:${input.email}`, ...rateLimits.resetPerAddress },
      { key: `reset:ip:${meta.ip}`, ...rateLimits.resetPerIp },
    ],
    deps.config.rateLimitMultiplier,
  );
  const account = await repo.findAccountByEmail(deps.db, input.email);
  if (!account || account.disabledAt) return;
  const code = newToken();
  await repo.insertPasswordReset(deps.db, {
    accountId: account.id,
    codeHash: hashToken(deps.config.sessionSecret, code),
    expiresAt: new Date(Date.now() + resetCodeLifetimeMinutes * minute),
  });
  // Sent off the request path: the answer takes the same time whether or not the address exists.
  void deps.mailer
    .send(
      resetPasswordMail({
        to: account.email,
        name: account.name,
        language: account.language,
        publicUrl: deps.config.publicUrl,
        code,
        expiresInMinutes: resetCodeLifetimeMinutes,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'reset e-mail not sent'));
}

/**
 * Whether the code of a reset link can still set a password (known, unused, not expired), so the page
 * can say so when it opens rather than on submit. It does not use the code up.
 */
export async function checkPasswordReset(
  deps: Deps,
  input: z.output<typeof resetCheckInput>,
  meta: RequestMeta,
): Promise<boolean> {
  const perIp = { key: `resetcheck:ip:${meta.ip}`, ...rateLimits.resetCheckPerIp };
  await enforceRateLimits(deps.db, [perIp], deps.config.rateLimitMultiplier);
  return Boolean(await repo.findUsableReset(deps.db, hashToken(deps.config.sessionSecret, input.code)));
}

/** Sets the new password; the code works once, and every session of the account ends. */
export async function confirmPasswordReset(
  deps: Deps,
  input: z.output<typeof resetConfirmInput>,
): Promise<void> {
  refuseCommonPassword(input.password);
  const reset = await repo.findUsableReset(deps.db, hashToken(deps.config.sessionSecret, input.code));
  if (!reset)
    throw new AppError('reset_code_invalid', { issues: [{ field: 'code', code: 'code_required' }] });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // Two requests with one code at the same moment: only the one that claims it goes on.
    if (!(await repo.claimReset(tx, reset.id)))
      throw new AppError('reset_code_invalid', { issues: [{ field: 'code', code: 'code_required' }] });
    await repo.updateAccount(tx, reset.accountId, { passwordHash });
    await repo.consumeResets(tx, reset.accountId);
    await endOtherSessions(tx, reset.accountId, null);
  });
}

/**
 * A restaurant asks for a plan from a membership card or from settings (decisions D5). Open while no
 * request is pending or active (subscription_status not 1) and the card's plan differs from the
 * account's; the request is recorded, the account marked as requested, and staff told by e-mail.
 */
export async function requestSubscription(
  deps: Deps,
  auth: AuthContext,
  plan: number,
  meta: RequestMeta,
): Promise<SessionUser> {
  const current = auth.account;
  if (current.subscriptionStatus === subscriptionRequest.requested || current.subscription === plan)
    throw new AppError('membership_already_requested');
  let account: AccountRow;
  try {
    account = await deps.db.transaction(async (tx) => {
      await repo.insertMembershipRequest(tx, { accountId: current.id, plan, language: meta.lang });
      return repo.updateAccount(tx, current.id, { subscriptionStatus: 1 });
    });
  } catch (error) {
    // A second request at the same moment: the pending-request unique index decides.
    if (isUniqueViolation(error)) throw new AppError('membership_already_requested');
    throw error;
  }
  const user = await deps.sessionUser(account, auth.token, meta.lang);
  await deps.mailer.send(
    membershipRequestMail({
      to: deps.config.contactEmail,
      name: account.name,
      email: account.email,
      venues: user.profiles.length,
    }),
  );
  return user;
}
