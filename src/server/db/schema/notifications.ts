import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { restaurantProfiles } from './restaurant-profiles';

/**
 * What a notification shows (doc 1 section 3): a link, a title, an image. Stored without a language (the
 * notifications feature, docs/decisions/035-notifications.md): `link` is a path after the language
 * (`/restaurant/profile/home/12`), `title` the name the sentence of `kind` is about, `subject` the
 * profile whose picture it shows; the answer puts them in the reader's language and today's picture.
 */
export interface NotificationPayload {
  link: string;
  title: string;
  /** Square image URL (the spec's image.sizes.square.url), if any. */
  image?: string | null;
  /** The venue or chef profile whose picture the notification shows. */
  subject?: { type: 'venue' | 'chef'; id: number };
}

/** An in-app notification for an account (notifications page, 10 per page, unread badge). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The venue it concerns, for a restaurant account's per-venue list and badge; null for chefs and account-wide notices. */
    restaurantProfileId: integer('restaurant_profile_id').references(() => restaurantProfiles.id, {
      onDelete: 'cascade',
    }),
    /** What happened (application_received, stage_proposed, offer_approved...): for filtering and tests. */
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
    index('notifications_restaurant_created_idx')
      .on(t.restaurantProfileId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.restaurantProfileId} is not null`),
    // Unread badge.
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_payload_check',
      sql`coalesce(jsonb_typeof(${t.payload} -> 'link') = 'string' and jsonb_typeof(${t.payload} -> 'title') = 'string', false)`,
    ),
  ],
);
