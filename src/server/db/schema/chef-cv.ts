import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { cvSources } from '@shared/contracts/chef-cv';
import { languageCode } from './accounts';
import { chefProfiles } from './chef-profiles';
import { media } from './media';
import { offers } from './offers';
import { restaurantProfiles } from './restaurant-profiles';

/**
 * A CV a logged-in chef sent to a venue (offer/sendcv, decisions D12; docs/decisions/049-send-cv.md):
 * the PDF made from the profile or a file of the chef's album, about one of the venue's offers or none.
 * Once per chef, venue and offer a UTC day: the unique constraint refuses a second send even when two
 * arrive at once.
 */
export const sentCvs = pgTable(
  'sent_cvs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    restaurantProfileId: integer('restaurant_profile_id')
      .notNull()
      .references(() => restaurantProfiles.id, { onDelete: 'cascade' }),
    /** The offer the CV is sent about; null for the venue as a whole. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    /** What was sent: the PDF made from the profile, or the album's file `media_id`. */
    source: varchar('source', { length: 8, enum: cvSources }).notNull(),
    /** The uploaded CV; null once the chef deleted the file from their album (the record stays). */
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The language of the e-mail and of the PDF: the venue account's. */
    language: languageCode('language').notNull(),
    /** The day (UTC) it was sent, for the once-a-day rule. */
    sentOn: date('sent_on', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    /** When the background job wrote the e-mail with its attachment; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sent_cvs_once_a_day_unique')
      .on(t.chefProfileId, t.restaurantProfileId, t.offerId, t.sentOn)
      .nullsNotDistinct(),
    index('sent_cvs_restaurant_idx').on(t.restaurantProfileId, t.createdAt.desc().nullsFirst()),
    index('sent_cvs_chef_idx').on(t.chefProfileId, t.createdAt.desc().nullsFirst()),
    index('sent_cvs_media_idx').on(t.mediaId),
    // Deleting an offer finds its sent CVs (the foreign key's cascade) without reading them all.
    index('sent_cvs_offer_idx').on(t.offerId),
  ],
);
