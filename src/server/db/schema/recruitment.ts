import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { applications } from './applications';
import { chefProfiles } from './chef-profiles';
import { offers } from './offers';
import { restaurantProfiles } from './restaurant-profiles';

export const feeStateValues = ['pending', 'due', 'invoiced', 'cancelled'] as const;

/**
 * A hire the recruitment service recorded (docs/decisions/056-recruitment-service.md): the chef of an
 * application with an agreed trial, hired on a day at a yearly salary. The names and the billed account
 * are kept as they were: the fee outlives the application, the offer and the venue (an account deleted
 * keeps its row, docs/decisions/054), so the links to them are let go rather than the hire.
 */
export const hires = pgTable(
  'hires',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    venueId: integer('venue_id').references(() => restaurantProfiles.id, { onDelete: 'set null' }),
    chefProfileId: integer('chef_profile_id').references(() => chefProfiles.id, { onDelete: 'set null' }),
    /** The venue's account: it is billed. */
    venueAccountId: integer('venue_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    venueName: varchar('venue_name', { length: 255 }).notNull(),
    chefName: varchar('chef_name', { length: 255 }).notNull(),
    offerName: varchar('offer_name', { length: 255 }).notNull(),
    hiredOn: date('hired_on', { mode: 'string' }).notNull(),
    /** The chef's yearly salary, in `currency` (the offer's currency list). */
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: integer('currency').notNull(),
    /** The day the contract ended, when staff recorded it. */
    endedOn: date('ended_on', { mode: 'string' }),
    recordedByAccountId: integer('recorded_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hires_application_idx').on(t.applicationId),
    index('hires_offer_idx').on(t.offerId),
    index('hires_venue_idx').on(t.venueId),
    index('hires_chef_profile_idx').on(t.chefProfileId),
    index('hires_venue_account_idx').on(t.venueAccountId),
    index('hires_recorded_by_idx').on(t.recordedByAccountId),
    check('hires_salary_check', sql`${t.salary} > 0`),
    check('hires_ended_check', sql`${t.endedOn} is null or ${t.endedOn} >= ${t.hiredOn}`),
  ],
);

/**
 * The recruitment fee of a hire (document 2 section 1: 3%): pending until the chef's first 30 days are
 * worked, then due (a nightly job), then invoiced by staff; cancelled when the contract ends sooner.
 */
export const recruitmentFees = pgTable(
  'recruitment_fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hireId: integer('hire_id')
      .notNull()
      .references(() => hires.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: integer('currency').notNull(),
    state: varchar('state', { length: 16, enum: feeStateValues }).notNull().default('pending'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recruitment_fees_hire_idx').on(t.hireId),
    index('recruitment_fees_state_due_idx').on(t.state, t.dueOn),
    check('recruitment_fees_state_check', sql`${t.state} in ('pending', 'due', 'invoiced', 'cancelled')`),
    check('recruitment_fees_amount_check', sql`${t.amount} >= 0`),
    check('recruitment_fees_invoiced_check', sql`(${t.state} = 'invoiced') = (${t.invoicedOn} is not null)`),
  ],
);
