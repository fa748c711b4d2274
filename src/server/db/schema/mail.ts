import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { languageCode } from './accounts';

export const outboxStatus = pgEnum('outbox_status', ['queued', 'sent', 'failed', 'stored']);

/**
 * Every e-mail the service writes (decisions D11). With SMTP configured a row is sent and marked sent
 * (or failed with the error); without it the row is kept as `stored` and read at the local outbox page.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: languageCode('language').notNull(),
    /** What the message is about (reset_password, contact, job_alert...), for the outbox page and tests. */
    template: varchar('template', { length: 64 }).notNull(),
    /** Attachments as stored-file references: [{ filename, contentType, storageKey }]. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; storageKey: string }[]>()
      .notNull()
      .default([]),
    status: outboxStatus('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.toAddress)],
);
