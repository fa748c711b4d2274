import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { email, flag, languageField, maxTextLength, password, personName, phone, text } from './fields';
import { decimalInteger } from './numbers';

/** Account types (doc 1 section 3 "User"). */
export const accountTypes = ['chef', 'restaurant'] as const;
export type AccountType = (typeof accountTypes)[number];

const passwordsMatch = (value: { password?: string; rpassword?: string }) =>
  value.password === value.rpassword;

export const loginInput = z.object({
  username: email(),
  password: password(),
  remember: flag().optional(),
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

/** A restaurant profile as the session user carries it (doc 1 section 3, doc 2 section 3). */
export interface RestaurantProfileSummary {
  id: number;
  slug: string;
  name: string;
  main: 0 | 1;
  active: 0 | 1;
  approved: '0' | '1';
  /** Derived from the account (decisions D5): 1 when the account is premium. */
  premium: 0 | 1;
  /** Above 2 means premium (doc 2 section 3). */
  status: number;
}

export interface ChefProfileSummary {
  id: number;
  slug: string;
  name: string;
  active: 0 | 1;
  approved: '0' | '1';
  /** Chefs have no premium: always 1 (decisions D5). */
  status: 1;
}

/** `data.user` of every account call (doc 1 section 3 "User"). */
export interface SessionUser {
  id: number;
  type: AccountType;
  /** The session token; also set as an HttpOnly cookie for the web app. */
  session: string;
  isLogged: true;
  email: string;
  name: string;
  language: Language;
  /** 0 none, otherwise a plan id (1 premium). */
  subscription: number;
  /** 1 when premium was requested or is active. */
  subscription_status: number;
  contactemail: string;
  phone: string;
  profile: ChefProfileSummary | null;
  main: RestaurantProfileSummary | null;
  profiles: RestaurantProfileSummary[];
}

export interface UserData {
  user: SessionUser;
}
