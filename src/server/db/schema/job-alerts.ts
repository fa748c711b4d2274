import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chefProfiles } from './chef-profiles';
import { emailOutbox } from './mail';

/** One weekly job-alert run (decisions D9); at most one per week, so a restarted run resumes instead of repeating. */
export const jobAlertRuns = pgTable(
  'job_alert_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Monday of the week the run covers. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while running (or after a crash: the next attempt continues the same run). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('job_alert_runs_week_start_unique').on(t.weekStart),
    check('job_alert_runs_week_start_check', sql`extract(isodow from ${t.weekStart}) = 1`),
    check('job_alert_runs_sent_count_check', sql`${t.sentCount} >= 0`),
  ],
);

/**
 * The alert a run sent to one chef, and which offers it listed. Inserted in the same transaction as the
 * e-mail's outbox row, so a chef gets at most one alert per week.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => jobAlertRuns.id, { onDelete: 'cascade' }),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    offerIds: integer('offer_ids').array().notNull(),
    /** The e-mail written for this alert. */
    emailOutboxId: integer('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_alert_deliveries_pk', columns: [t.runId, t.chefProfileId] }),
    index('job_alert_deliveries_chef_idx').on(t.chefProfileId, t.sentAt.desc().nullsFirst()),
    index('job_alert_deliveries_outbox_idx').on(t.emailOutboxId),
    check(
      'job_alert_deliveries_offer_ids_check',
      sql`cardinality(${t.offerIds}) > 0 and array_position(${t.offerIds}, null) is null`,
    ),
  ],
);
