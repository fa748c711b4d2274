import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { languages } from '@shared/i18n/languages';

export const accountType = pgEnum('account_type', ['chef', 'restaurant', 'staff']);
export const languageCode = pgEnum('language_code', languages);

/** One login: a chef, a restaurant group (owning several venues) or a member of staff (back office). */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: accountType('type').notNull(),
    /** The login e-mail, stored lower-case. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Where the service writes to; starts as the login e-mail, changed in settings. */
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 255 }).notNull().default(''),
    language: languageCode('language').notNull().default('en'),
    /** 0 none, 1 premium (decisions D5). */
    subscription: smallint('subscription').notNull().default(0),
    /** 1 when premium was requested or is active. */
    subscriptionStatus: smallint('subscription_status').notNull().default(0),
    /** Weekly job alerts (chefs); unsubscribed from the alert's link. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /** A member of staff's role in the back office (decisions D1): admin or moderator; null for others. */
    staffRole: varchar('staff_role', { length: 16, enum: ['admin', 'moderator'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    // Featured restaurants (D14) start from the premium restaurant accounts: a few thousand among a
    // million chefs' accounts (docs/performance.md, "Search").
    index('accounts_premium_idx')
      .on(t.id)
      .where(sql`${t.type} = 'restaurant' and ${t.subscription} = 1`),
    check('accounts_subscription_check', sql`${t.subscription} in (0, 1)`),
    check('accounts_subscription_status_check', sql`${t.subscriptionStatus} in (0, 1)`),
    check('accounts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'accounts_staff_role_check',
      sql`(${t.type} = 'staff') = (${t.staffRole} is not null) and ${t.staffRole} in ('admin', 'moderator')`,
    ),
  ],
);

/** Login sessions. Only a SHA-256 hash of the token is stored; the token itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

/** Single-use password reset codes, stored as hashes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_code_hash_unique').on(t.codeHash),
    index('password_resets_account_idx').on(t.accountId),
  ],
);

/** Fixed-window counters for rate limits, kept in the database so several app instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Acceptances of the terms of use given at sign-up step 1 (`terms=1` on account/preregister), before the
 * account exists: the address, when, and the interface language the terms were read in.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The e-mail given at step 1, stored lower-case. */
    email: varchar('email', { length: 255 }).notNull(),
    language: languageCode('language').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptances_email_idx').on(t.email)],
);
