import { z } from 'zod';
import { languages } from '../i18n/languages';
import { defineCall, formAlternatives, noData } from './call';
import { email, flag, languageField, maxTextLength, password, personName, phone, text } from './fields';
import { chefProfileView } from './chef-profile-view';
import { chefImages, venueImages } from './images';
import { decimalInteger } from './numbers';

/** Account types (doc 1 section 3 "User"). */
export const accountTypes = ['chef', 'restaurant'] as const;
export type AccountType = (typeof accountTypes)[number];
/** Every kind of account: the two of the marketplace and the staff who run the back office. */
export const accountRoles = [...accountTypes, 'staff'] as const;
export type AccountRole = (typeof accountRoles)[number];

const passwordsMatch = (value: { password?: string; rpassword?: string }) =>
  value.password === value.rpassword;

export const loginInput = z.object({
  username: email(),
  password: password(),
  remember: flag().optional(),
  /**
   * Not in the spec: a staff account's second factor (docs/decisions/053-back-office.md), the six digits
   * of its authenticator app or one of its recovery codes. Other accounts leave it out.
   */
  otp: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z.string().max(32).optional(),
  ),
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * Sign-up step 1 as the API takes it. The spec's client sends only `email` (its own checkbox stands for
 * the acceptance), so a missing `terms` is accepted; `terms=1` is recorded; `terms=0` is a refusal.
 */
export const preregisterInput = z.object({
  email: email(),
  terms: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), flag().optional())
    .refine((v) => v !== false, { error: 'terms_required' }),
});
export type PreregisterInput = z.input<typeof preregisterInput>;

/** The web form of step 1: the terms checkbox must be ticked. */
export const preregisterFormInput = preregisterInput.extend({
  terms: flag().refine((v) => v, { error: 'terms_required' }),
});

export const registerInput = z
  .object({
    email: email(),
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(accountTypes, { error: 'type_required' })),
    name: personName(),
    phoneNumber: phone(),
    password: password(),
    rpassword: text((s) => s.min(1, { error: 'confirm_password' })),
  })
  .refine(passwordsMatch, { path: ['rpassword'], error: 'passwords_mismatch' });
export type RegisterInput = z.input<typeof registerInput>;

export const userInput = z.object({ token: text().optional() });

/** Settings (doc 1 section 5): e-mail min 4; password min 6 only if filled; repeat equal if filled. */
export const settingsInput = z
  .object({
    contactemail: email().refine((v) => v.length >= 4, { error: 'email_min' }),
    // Optional here: empty clears it; anything else follows the phone rules with their own codes (a
    // union with '' reported a bare zod "Invalid input" instead of phone_digits).
    phone: z
      .preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), phone().optional())
      .transform((v) => v ?? ''),
    password: text((s) => s.refine((v) => v === '' || v.length >= 6, { error: 'password_min' })),
    rpassword: text((s) => s.refine((v) => v === '' || v.length >= 6, { error: 'password_min' })),
    language: z.preprocess((v) => (v === '' ? undefined : v), languageField().optional()),
    /**
     * The current password, checked when `password` is filled (docs/api.md "account/settings"). Not in
     * the spec's payload: its clients may leave it out within 15 minutes of their login. Never trimmed.
     */
    currentpassword: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'invalid_value' }).max(maxTextLength, { error: 'max_length' }),
    ),
  })
  .refine(passwordsMatch, { path: ['rpassword'], error: 'passwords_mismatch' });
export type SettingsInput = z.input<typeof settingsInput>;

/** The web app's settings form: a new password always comes with the current one. */
export const settingsFormInput = settingsInput.refine((v) => v.password === '' || v.currentpassword !== '', {
  path: ['currentpassword'],
  error: 'current_password_required',
});

/** Reset, first form: ask for a link. */
export const resetRequestInput = z.object({
  email: email().refine((v) => v.length >= 4, { error: 'email_min' }),
});
/** Reset, second form: set a new password with the code from the e-mail. */
export const resetConfirmInput = z
  .object({
    code: text((s) => s.min(1, { error: 'code_required' })),
    password: password(),
    rpassword: text((s) => s.min(1, { error: 'confirm_password' }).min(6, { error: 'password_min' })),
  })
  .refine(passwordsMatch, { path: ['rpassword'], error: 'passwords_mismatch' });
/** Reset, before the second form: is the code of a link still usable? (Checking does not use it up.) */
export const resetCheckInput = z.object({
  code: text((s) => s.min(1, { error: 'code_required' })),
});
export const resetCheckOutput = z.object({ valid: z.boolean() });
export type ResetCheckOutput = z.output<typeof resetCheckOutput>;
export type ResetRequestInput = z.input<typeof resetRequestInput>;
export type ResetConfirmInput = z.input<typeof resetConfirmInput>;

/** Membership request from a card of the restaurant services page or from settings (decisions D5). */
export const requestSubscriptionInput = z.object({
  /** The card's plan: 0 free sign-up with the 3% fee (Method 1), 1 Premium (Method 2). */
  // An empty value (a form's `type=` or `null`) is missing, not the free plan: Number('') would be 0.
  type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    decimalInteger().pipe(z.number().min(0, { error: 'invalid_value' }).max(1, { error: 'invalid_value' })),
  ),
});
export type RequestSubscriptionInput = z.input<typeof requestSubscriptionInput>;

const zeroOne = z.union([z.literal(0), z.literal(1)]);
const id = z.number().int().positive();

const count = () => z.number().int().nonnegative();
/**
 * The profile's badges (doc 1 and doc 2 section 3 `pendingnotifications`): unread notifications, and
 * `messages`, the messages sent to it and not read yet.
 */
export const pendingNotifications = z.object({ notifications: count(), messages: count() });
/** A venue's badges: its unread notifications, and `offers`, the applications waiting for it (D4: 2). */
export const venuePendingNotifications = pendingNotifications.extend({ offers: count() });
export type VenuePendingNotifications = z.output<typeof venuePendingNotifications>;
/**
 * A chef's badges: unread notifications and messages, and the applications of each tab (D4): `pending`
 * waits for the chef (3), `review` for the restaurant (2), `accepted` has a trial agreed (4). `offers`
 * counts those of `pending` that are offers a restaurant sent the chef (disponibility 0) still waiting
 * for the chef's first answer (take it with dates, or turn it down): docs/api.md "data.user".
 */
export const chefPendingNotifications = pendingNotifications.extend({
  pending: count(),
  review: count(),
  accepted: count(),
  offers: count(),
});
export type ChefPendingNotifications = z.output<typeof chefPendingNotifications>;

/** A restaurant profile as the session user carries it (doc 1 section 3, doc 2 section 3). */
export const restaurantProfileSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  main: zeroOne,
  active: zeroOne,
  approved: z.enum(['0', '1']),
  /** Derived from the account (decisions D5): 1 when the account is premium. */
  premium: zeroOne,
  /** Above 2 means premium (doc 2 section 3). */
  status: z.number().int(),
  /** The venue's pictures by slot, each with its sizes (`images.logo.square.url`); null when empty. */
  images: venueImages,
  /** The venue's unread notifications and waiting applicants (its side menu's badges). */
  pendingnotifications: venuePendingNotifications,
});
export type RestaurantProfileSummary = z.output<typeof restaurantProfileSummary>;

/**
 * What every `data.user.profile` of a chef holds, the session user's brief form included (the web app's
 * account/session): who the chef is, the switch, the review state, the pictures and the badges.
 */
export const chefProfileSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  active: zeroOne,
  approved: z.enum(['0', '1']),
  /** Chefs have no premium: always 1 (decisions D5). */
  status: z.literal(1),
  /** The chef's photo and header, each with its sizes (`images.profile.square.url`); null when empty. */
  images: chefImages,
  /** The chef's unread notifications and applications by tab (the user menu's and the header's badges). */
  pendingnotifications: chefPendingNotifications,
});
export type ChefProfileSummary = z.output<typeof chefProfileSummary>;

/**
 * The chef's own profile as `data.user.profile` carries it (doc 1 section 3 "User ... profile (chef)"
 * and "Chef profile"): the profile as chefs/show gives its owner (every section with its items and ids,
 * every language version of each text, the contact details) and the badges. A client that replaces its
 * stored user with a save's answer has the profile as saved.
 */
export const ownChefProfile = chefProfileView.extend({ pendingnotifications: chefPendingNotifications });
export type OwnChefProfile = z.output<typeof ownChefProfile>;

const sessionUserFields = {
  id,
  type: z.enum(accountRoles),
  /** The session token; also set as an HttpOnly cookie for the web app. */
  session: z.string(),
  isLogged: z.literal(true),
  email: z.string(),
  name: z.string(),
  language: z.enum(languages),
  /** 0 none, otherwise a plan id (1 premium). */
  subscription: z.number().int(),
  /** 1 when premium was requested or is active. */
  subscription_status: z.number().int(),
  contactemail: z.string(),
  phone: z.string(),
  main: restaurantProfileSummary.nullable(),
  profiles: z.array(restaurantProfileSummary),
};

/** `data.user` of every call that answers the user (doc 1 section 3 "User"). */
export const sessionUser = z.object({ ...sessionUserFields, profile: ownChefProfile.nullable() });
export type SessionUser = z.output<typeof sessionUser>;

/**
 * The user as the web app's account/session answers it: a chef's profile without its sections and
 * texts (docs/decisions/042-the-session-user.md). Every `SessionUser` is one too, so the web app keeps
 * either in its cache.
 */
export const briefSessionUser = z.object({ ...sessionUserFields, profile: chefProfileSummary.nullable() });
export type BriefSessionUser = z.output<typeof briefSessionUser>;

export const userData = z.object({ user: sessionUser });
export type UserData = z.output<typeof userData>;
export const briefUserData = z.object({ user: briefSessionUser });

// The account/* calls of spec doc 1 section 7 (docs/api.md).

export const accountPreregister = defineCall({
  name: 'account.preregister',
  method: 'POST',
  path: '/api/account/preregister',
  access: 'public',
  summary: 'Sign-up step 1: checks that the e-mail is free and records the accepted terms.',
  input: preregisterInput,
  output: z.object({ email: z.string() }),
  errors: ['email_unique', 'rate_limited'],
});

export const accountRegister = defineCall({
  name: 'account.register',
  method: 'POST',
  path: '/api/account/register',
  access: 'public',
  summary: 'Sign-up step 2: creates the account and logs it in (sets the session cookie).',
  input: registerInput,
  output: userData,
  status: 201,
  errors: ['email_unique', 'rate_limited'],
});

export const accountLogin = defineCall({
  name: 'account.login',
  method: 'POST',
  path: '/api/account/login',
  access: 'public',
  summary: 'Logs in with e-mail and password (sets the session cookie).',
  input: loginInput,
  output: userData,
  errors: ['login_combination', 'otp_required', 'otp_invalid', 'rate_limited'],
});

export const accountUser = defineCall({
  name: 'account.user',
  method: 'POST',
  path: '/api/account/user',
  access: 'public',
  summary: 'The user of a session token (body `token`, bearer header or cookie): restores a session.',
  input: userInput,
  output: userData,
  errors: ['not_logged_in', 'session_expired'],
});

export const accountUserGet = defineCall({
  name: 'account.user.get',
  method: 'GET',
  path: '/api/account/user',
  access: 'public',
  summary: 'As POST account/user, with the token from the bearer header or the cookie only.',
  input: z.object({}),
  output: userData,
  errors: ['not_logged_in', 'session_expired'],
});

/**
 * Not in the spec: the web app's session restore and badge refresh, which never read the profile's
 * sections (docs/decisions/042-the-session-user.md).
 */
export const accountSession = defineCall({
  name: 'account.session',
  method: 'GET',
  path: '/api/account/session',
  access: 'public',
  summary:
    "As GET account/user, with a chef's profile in brief (no sections or texts): the web app's session restore.",
  input: z.object({}),
  output: briefUserData,
  errors: ['not_logged_in', 'session_expired'],
});

export const accountLogout = defineCall({
  name: 'account.logout',
  method: 'POST',
  path: '/api/account/logout',
  access: 'public',
  summary: 'Ends the session of the bearer token or cookie and clears the cookie.',
  input: z.object({}),
  output: noData,
});

export const accountSettings = defineCall({
  name: 'account.settings',
  method: 'POST',
  path: '/api/account/settings',
  access: 'account',
  summary: 'Saves the contact e-mail, phone, account language and, when filled, a new password.',
  input: settingsInput,
  output: userData,
  languageIsData: true,
  errors: ['rate_limited'],
});

export const accountRequestSubscription = defineCall({
  name: 'account.requestsubscription',
  method: 'POST',
  path: '/api/account/requestsubscription',
  access: 'restaurant',
  summary: 'Asks the team for a membership plan (decisions D5).',
  input: requestSubscriptionInput,
  output: userData,
  errors: ['membership_already_requested'],
});

/** Both forms of spec doc 1 section 7: `email` asks for a link; `code` + passwords sets a new one. */
export const accountResetPassword = defineCall({
  name: 'account.resetpassword',
  method: 'POST',
  path: '/api/account/resetpassword',
  access: 'public',
  summary: 'With `email`: sends a reset link. With `code` and the new password: sets it.',
  input: formAlternatives(
    (body) => (body.code !== undefined && body.code !== '' ? resetConfirmInput : resetRequestInput),
    [resetConfirmInput, resetRequestInput],
  ),
  output: noData,
  errors: ['reset_code_invalid', 'rate_limited'],
});

export const accountResetPasswordCheck = defineCall({
  name: 'account.resetpassword.check',
  method: 'POST',
  path: '/api/account/resetpassword/check',
  access: 'public',
  summary: 'Whether the code of a reset link can still set a password (checking does not use it up).',
  input: resetCheckInput,
  output: resetCheckOutput,
  errors: ['rate_limited'],
});

export const accountCalls = [
  accountPreregister,
  accountRegister,
  accountLogin,
  accountUser,
  accountUserGet,
  accountSession,
  accountLogout,
  accountSettings,
  accountRequestSubscription,
  accountResetPassword,
  accountResetPasswordCheck,
];
