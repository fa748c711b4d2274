import { applicationNewsKinds } from '@shared/applications/news';
import { proposedByVenue, stageStatuses } from '@shared/applications/state';
import {
  openStageRequestStatuses,
  stageRequestStatus,
  stageRequestStatuses,
} from '@shared/applications/stage-requests';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applicationTypeIds } from '@shared/reference/application-types';
import { disponibilityIds } from '@shared/reference/disponibility';
import { accounts } from './accounts';
import { chefProfiles } from './chef-profiles';
import { offers } from './offers';
import { restaurantProfiles } from './restaurant-profiles';
import { inIdRange } from './reference-checks';

/** A chef's application to an offer, or an offer a venue sent to a chef (invited). One per chef and offer. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    /** 2 waiting for the restaurant, 3 waiting for the chef, 4 accepted, -1 rejected (D4). */
    status: smallint('status').notNull(),
    /**
     * Reference list disponibility: 1 available now, 2 available from (disponibility_date), 3 unknown,
     * 4 available to relocate; 0 while an offer sent by the venue waits for the chef's answer.
     */
    disponibility: smallint('disponibility').notNull(),
    disponibilityDate: date('disponibility_date', { mode: 'string' }),
    /** The venue sent this offer to the chef (offer/subscribe with cid); stays true once the chef answers (D13). */
    invited: boolean('invited').notNull().default(false),
    /** The chef withdrew ("delete" on the chef side, D4): status is -1 and the chef's lists skip it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_offer_chef_unique').on(t.offerId, t.chefProfileId),
    // Applicants of an offer by tab, and the counters.
    index('applications_offer_status_idx').on(t.offerId, t.status, t.createdAt.desc().nullsFirst()),
    // A chef's lists by tab.
    index('applications_chef_status_idx').on(t.chefProfileId, t.status, t.createdAt.desc().nullsFirst()),
    check('applications_status_check', sql`${t.status} in (2, 3, 4, -1)`),
    check(
      'applications_disponibility_check',
      // An offer the venue sent keeps `proposedByVenue` until the chef answers: a state, not a choice.
      inIdRange(t.disponibility, [proposedByVenue, ...disponibilityIds]),
    ),
    check(
      'applications_disponibility_date_check',
      sql`${t.disponibility} <> 2 or ${t.disponibilityDate} is not null`,
    ),
    check('applications_withdrawn_check', sql`${t.withdrawnAt} is null or ${t.status} = -1`),
  ],
);

/**
 * A proposed date in an application (trial, interview or call), by either side. The chef proposes 1 to 3
 * when applying; the venue accepts one or proposes another; a rescheduled accepted stage is rejected first.
 */
export const stages = pgTable(
  'stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The account (chef or restaurant) that proposed this date (the spec's `proposes`). */
    proposedByAccountId: integer('proposed_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm; null means "no time". */
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    /** Reference list applicationTypes: 1 Trial, 2 Interview, 3 Call. */
    typeId: smallint('type_id').notNull(),
    /** The message sent with the proposal or acceptance (plain text). */
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16, enum: stageStatuses }).notNull().default('proposed'),
    /**
     * The venue's time zone (IANA name), set when the venue proposes the date or it is agreed: the hours
     * are the venue's wall-clock time. Null (dates from before it was kept) means work it out from the
     * venue's location when it is needed.
     */
    timeZone: varchar('time_zone', { length: 64 }),
    /** The SEQUENCE of the date's calendar invitation: raised each time a sent invitation changes. */
    calendarSequence: smallint('calendar_sequence').notNull().default(0),
    /** When both sides were reminded of the agreed trial the day before; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stages_application_idx').on(t.applicationId, t.date, t.startTime),
    // Calendars: agreed trials by day.
    index('stages_accepted_date_idx')
      .on(t.date)
      .where(sql`${t.status} = 'accepted'`),
    index('stages_proposed_by_idx').on(t.proposedByAccountId),
    check('stages_type_check', inIdRange(t.typeId, applicationTypeIds)),
    check('stages_status_check', sql`${t.status} in ('proposed', 'accepted', 'rejected', 'cancelled')`),
    check(
      'stages_times_check',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    // An end time only with a start time; a trial may end after midnight, so no order is imposed.
    check('stages_end_needs_start_check', sql`${t.endTime} is null or ${t.startTime} is not null`),
    check('stages_description_check', sql`char_length(${t.description}) <= 5000`),
  ],
);

/**
 * What happened to an application, one row a move (decisions D4, 048): who made it, when, the status it
 * left and the one it reached, and the date it concerned, as the date was then. Both sides read the
 * application's short history on its card.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The account that moved; null once that account is gone. */
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What happened (src/shared/applications/news.ts). */
    kind: varchar('kind', { length: 32, enum: applicationNewsKinds }).notNull(),
    /** The status before the move; null when the move made the application. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** The date concerned (proposed, agreed, called off) and its hours, as they were. */
    stageDate: date('stage_date', { mode: 'string' }),
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.id),
    // Deleting an account finds its moves (the foreign key's set null) without reading them all.
    index('application_events_actor_idx').on(t.actorAccountId),
  ],
);

/**
 * The secret address of an account's calendar feed (its agreed trials as iCalendar, for Google, Apple or
 * Outlook to subscribe to). The address is an HMAC of `salt` with the server's secret: the page can show
 * it again, a copy of the database alone cannot rebuild it, and a new salt retires the old address.
 * `token_hash` (the address's hash, as session tokens are kept) finds the account.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  salt: varchar('salt', { length: 64 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chef asks a venue for a stage (unpaid practice) between two dates (stage/practice). */
export const stageRequests = pgTable(
  'stage_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    restaurantProfileId: integer('restaurant_profile_id')
      .notNull()
      .references(() => restaurantProfiles.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Whose move it is, or how it ended (src/shared/applications/stage-requests.ts). */
    status: smallint('status').notNull().default(stageRequestStatus.waitingForVenue),
    /** The other period the venue proposed, while the chef answers it and once agreed. */
    proposedStartDate: date('proposed_start_date', { mode: 'string' }),
    proposedEndDate: date('proposed_end_date', { mode: 'string' }),
    /** When the last move came (the venue's answer, the chef's to a proposal, or the chef's withdrawal). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stage_requests_restaurant_idx').on(t.restaurantProfileId, t.createdAt.desc().nullsFirst()),
    index('stage_requests_chef_idx').on(t.chefProfileId, t.createdAt.desc().nullsFirst()),
    check('stage_requests_dates_check', sql`${t.startDate} < ${t.endDate}`),
    check('stage_requests_status_check', sql`${t.status} in (${sql.raw(stageRequestStatuses.join(', '))})`),
    check(
      'stage_requests_proposed_check',
      sql`(${t.proposedStartDate} is null and ${t.proposedEndDate} is null) or ${t.proposedStartDate} < ${t.proposedEndDate}`,
    ),
    // One open request per chef and venue; a second one asked at the same time fails here.
    uniqueIndex('stage_requests_open_idx')
      .on(t.chefProfileId, t.restaurantProfileId)
      .where(sql`${t.status} in (${sql.raw(openStageRequestStatuses.join(', '))})`),
  ],
);
