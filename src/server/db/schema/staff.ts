import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const staffRoleValues = ['admin', 'moderator'] as const;

/**
 * A member of staff's second factor (docs/decisions/053-back-office.md): the TOTP secret, sealed with
 * the server's secret so a copy of the database alone does not give it away, the last time step used
 * (a code is good once), and the hashes of the unused recovery codes.
 */
export const staffCredentials = pgTable(
  'staff_credentials',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, each base64url. */
    totpSecret: text('totp_secret').notNull(),
    /** The 30-second step of the last code accepted: an older or equal step is refused. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }).notNull().default(0),
    recoveryCodeHashes: varchar('recovery_code_hashes', { length: 64 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_credentials_recovery_check', sql`cardinality(${t.recoveryCodeHashes}) <= 10`)],
);

/**
 * The audit log: one row per staff action (who, what, on which object, before and after, when, from
 * which address). A trigger refuses every update and delete, so no call can change it.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Kept with the row (no foreign key): the log outlives the staff account it names. */
    staffAccountId: integer('staff_account_id').notNull(),
    staffEmail: varchar('staff_email', { length: 255 }).notNull(),
    /** What was done: `approve`, `reject`, `premium_activate`... */
    action: varchar('action', { length: 48 }).notNull(),
    /** The kind of object: `chef_profile`, `venue`, `offer`, `account`... */
    objectKind: varchar('object_kind', { length: 32 }).notNull(),
    objectId: integer('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: varchar('address', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('staff_actions_staff_idx').on(t.staffAccountId, t.createdAt.desc().nullsFirst()),
    index('staff_actions_object_idx').on(t.objectKind, t.objectId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A restaurant account's Premium, period by period (decisions D5): activated by an admin from a start to
 * an end date, renewed as a new period, ended early by setting `ended_at`. The account's `subscription`
 * follows the period that covers today; a nightly job ends expired ones and warns 30 and 7 days before.
 */
export const premiumPeriods = pgTable(
  'premium_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Set when an admin ends the period before its end date. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Which reminders went out: 30 and 7 days before the end. */
    remindedDays: integer('reminded_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('premium_periods_account_idx').on(t.accountId, t.endDate.desc().nullsFirst()),
    index('premium_periods_open_end_idx')
      .on(t.endDate)
      .where(sql`${t.endedAt} is null`),
    index('premium_periods_created_by_idx').on(t.createdByAccountId),
    check('premium_periods_dates_check', sql`${t.startDate} < ${t.endDate}`),
  ],
);
