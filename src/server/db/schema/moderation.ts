import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, languageCode } from './accounts';
import { media } from './media';

export const reportStatusValues = ['open', 'resolved', 'dismissed'] as const;
/** What staff did about a report (decision 053): nothing, a warning, the item hidden, the account suspended. */
export const reportOutcomeValues = ['dismissed', 'warned', 'hidden', 'suspended'] as const;
export const membershipRequestStatusValues = ['pending', 'activated', 'declined'] as const;

/** A report of a chef or a venue's account (moderation/report), handled by staff in the back office (D6). */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the reporter's account is deleted; the report stays for staff. */
    reporterAccountId: integer('reporter_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    offenderAccountId: integer('offender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The spec's ischef: the reported account is a chef (else a restaurant). */
    offenderIsChef: boolean('offender_is_chef').notNull(),
    reason: text('reason'),
    status: varchar('status', { length: 16, enum: reportStatusValues }).notNull().default('open'),
    /** Set when staff answer it: dismissed, warned, hidden or suspended. */
    outcome: varchar('outcome', { length: 16, enum: reportOutcomeValues }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The member of staff who closed it. */
    resolvedByAccountId: integer('resolved_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // Back-office queue.
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_offender_idx').on(t.offenderAccountId),
    index('reports_reporter_idx').on(t.reporterAccountId),
    index('reports_resolved_by_idx').on(t.resolvedByAccountId),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('reports_resolved_check', sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
    check(
      'reports_outcome_check',
      sql`(${t.status} = 'open') = (${t.outcome} is null) and ${t.outcome} in ('dismissed', 'warned', 'hidden', 'suspended')`,
    ),
    check('reports_self_check', sql`${t.reporterAccountId} <> ${t.offenderAccountId}`),
    check('reports_reason_check', sql`char_length(${t.reason}) <= 5000`),
  ],
);

/**
 * One account blocking another (moderation/block): the blocked side no longer sees the blocker's profiles
 * and offers, and the other way round (D6). Lifted only by the blocker.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerAccountId: integer('blocker_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedAccountId: integer('blocked_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pk', columns: [t.blockerAccountId, t.blockedAccountId] }),
    // Visibility checks go both ways: "who blocked me" as well as "whom did I block".
    index('blocks_blocked_idx').on(t.blockedAccountId),
    check('blocks_self_check', sql`${t.blockerAccountId} <> ${t.blockedAccountId}`),
  ],
);

/** A restaurant account's request for Premium (account/requestsubscription), activated in the back office (D5). */
export const membershipRequests = pgTable(
  'membership_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Requested plan: 1 Premium, or 0 a Premium account asking to go back to the free plan. */
    plan: smallint('plan').notNull(),
    /** Interface language of the request, for staff replies. */
    language: languageCode('language').notNull(),
    status: varchar('status', { length: 16, enum: membershipRequestStatusValues })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // One open request per account.
    uniqueIndex('membership_requests_pending_unique')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    index('membership_requests_account_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
    index('membership_requests_status_created_idx').on(t.status, t.createdAt),
    index('membership_requests_handled_by_idx').on(t.handledByAccountId),
    check('membership_requests_plan_check', sql`${t.plan} in (0, 1)`),
    check('membership_requests_status_check', sql`${t.status} in ('pending', 'activated', 'declined')`),
    check('membership_requests_handled_check', sql`(${t.status} = 'pending') = (${t.handledAt} is null)`),
  ],
);

/**
 * A message from the contact form or a callback request, read by staff. With offer_ids it is the
 * send-CV-only flow of a visitor (contact/{ids}, decisions D12): the CV and the selected offers go to the
 * recruitment service.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    surname: varchar('surname', { length: 255 }).notNull().default(''),
    phone: varchar('phone', { length: 255 }).notNull().default(''),
    /** International dial code chosen beside the phone (countryCodes reference list). */
    phoneCode: varchar('phone_code', { length: 16 }).notNull().default(''),
    company: varchar('company', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull().default(''),
    subject: varchar('subject', { length: 255 }).notNull().default(''),
    enquiry: text('enquiry').notNull().default(''),
    /** The sender asked to be called back. */
    callback: boolean('callback').notNull().default(false),
    language: languageCode('language').notNull(),
    /** Offers selected before sending a CV only; empty for a plain message. */
    offerIds: integer('offer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    cvMediaId: integer('cv_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The sender's account when logged in. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // Back-office inbox: unhandled first, newest first.
    index('contact_messages_open_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.handledAt} is null`),
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('contact_messages_cv_media_idx').on(t.cvMediaId),
    index('contact_messages_account_idx').on(t.accountId),
    index('contact_messages_handled_by_idx').on(t.handledByAccountId),
    check('contact_messages_name_check', sql`${t.name} <> ''`),
    check('contact_messages_reach_check', sql`${t.email} <> '' or ${t.phone} <> ''`),
    check('contact_messages_email_check', sql`${t.email} = '' or ${t.email} like '%_@_%'`),
    check(
      'contact_messages_offer_ids_check',
      sql`array_position(${t.offerIds}, null) is null and 0 < all(${t.offerIds})`,
    ),
    check('contact_messages_enquiry_check', sql`char_length(${t.enquiry}) <= 10000`),
  ],
);
