import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { chefFacetBitsPerChunk, chefProfiles } from './chef-profiles';
import { localizedText, localizedTextCheck, localizedTextPresent, originalLanguage } from './localized';
import { restaurantProfiles } from './restaurant-profiles';
import { currencyIds } from '@shared/reference/currencies';
import { offerTermValues, salaryTypeValues } from '@shared/reference/offer-terms';
import { positionIds } from '@shared/reference/positions';
import { inIdRange, inList } from './reference-checks';
import { searchDocument } from './search';

/**
 * A job offer posted by a venue. Its audience (nationalities, working language, D9) is the venue's.
 * Deleting an offer sets deleted_at: applications and saved offers keep pointing at it.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id')
      .notNull()
      .references(() => restaurantProfiles.id, { onDelete: 'cascade' }),
    /** URL slug made from the headline (restaurant/view/offer/{rid}/{slug}/{id}/{slug}); not unique. */
    slug: varchar('slug', { length: 255 }).notNull(),
    /** The headline (generated from position and salary until edited by hand). */
    name: varchar('name', { length: 255 }).notNull(),
    /** Reference list positions 1-33. */
    position: smallint('position').notNull(),
    description: localizedText('description'),
    requirements: localizedText('requirements'),
    originalLanguage: originalLanguage().notNull(),
    salaryType: varchar('salary_type', { length: 16, enum: salaryTypeValues }).notNull(),
    salaryFrom: numeric('salary_from', { precision: 12, scale: 2 }).notNull(),
    salaryTo: numeric('salary_to', { precision: 12, scale: 2 }).notNull(),
    /** Show "negotiable" instead of the range. */
    hideSalary: boolean('hide_salary').notNull().default(false),
    /** Reference list currencies: 1 GBP, 2 EUR, 3 USD, 4 JPY, 5 CHF. */
    currency: smallint('currency').notNull(),
    term: varchar('term', { length: 16, enum: offerTermValues }).notNull(),
    /** Working hours per week. */
    hours: smallint('hours').notNull(),
    /** Paid holiday days per year. */
    holidays: smallint('holidays').notNull(),
    /** Days off per week. */
    daysOff: smallint('days_off').notNull(),
    /** The provider's recruitment service handles the applicants (3% fee); forced on for free venues (D5). */
    recruit: boolean('recruit').notNull().default(true),
    /** 1 active, 0 paused. */
    status: smallint('status').notNull().default(1),
    /** 0 in review, 1 approved by staff, -1 rejected, -2 hidden while its account is suspended (the spec's approvedp, D6). */
    approved: smallint('approved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** JSON-LD job posting validity runs 30 days from here. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by the venue: hidden everywhere, kept for the applications that refer to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Headline, descriptions and requirements in every language, unaccented (search by words, decision 028). */
    searchVector: searchDocument('search_vector', {
      text: ['name'],
      localized: ['description', 'requirements'],
    }),
  },
  (t) => [
    // Home feed and weekly alerts: live offers, newest first, optionally by position. Date indexes are
    // DESC NULLS FIRST, the order `ORDER BY ... DESC` asks for (a NULLS LAST index cannot serve it).
    index('offers_feed_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 1 and ${t.approved} = 1 and ${t.deletedAt} is null`),
    index('offers_feed_position_idx')
      .on(t.position, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 1 and ${t.approved} = 1 and ${t.deletedAt} is null`),
    // A venue's own list (paused included) and its public offers block.
    index('offers_restaurant_idx')
      .on(t.restaurantProfileId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Deleting a venue cascades to its offers, deleted ones included: the foreign key needs a full index.
    index('offers_restaurant_fk_idx').on(t.restaurantProfileId),
    index('offers_search_vector_idx').using('gin', t.searchVector),
    // The feed's facets count every live offer: read from this index alone, not from the offers' heap
    // with their texts and search documents (docs/performance.md, "Search"). Drizzle has no INCLUDE:
    // the columns the counts read are keys.
    index('offers_facets_idx')
      .on(t.restaurantProfileId, t.position, t.term, t.salaryType, t.id)
      .where(sql`${t.status} = 1 and ${t.approved} = 1 and ${t.deletedAt} is null`),
    index('offers_review_idx')
      .on(t.createdAt)
      .where(sql`${t.approved} = 0 and ${t.deletedAt} is null`),
    check('offers_name_check', sql`char_length(${t.name}) >= 4`),
    check('offers_position_check', inIdRange(t.position, positionIds)),
    check('offers_salary_type_check', inList(t.salaryType, salaryTypeValues)),
    check('offers_salary_check', sql`${t.salaryFrom} >= 0 and ${t.salaryTo} >= ${t.salaryFrom}`),
    check('offers_currency_check', inIdRange(t.currency, currencyIds)),
    check('offers_term_check', inList(t.term, offerTermValues)),
    check('offers_hours_check', sql`${t.hours} between 1 and 168`),
    check('offers_holidays_check', sql`${t.holidays} between 0 and 366`),
    check('offers_days_off_check', sql`${t.daysOff} between 0 and 7`),
    check('offers_status_check', sql`${t.status} in (0, 1)`),
    check('offers_approved_check', sql`${t.approved} in (-2, -1, 0, 1)`),
    localizedTextCheck('offers', 'description', t.description),
    localizedTextCheck('offers', 'requirements', t.requirements),
    check('offers_description_present_check', localizedTextPresent(t.description)),
  ],
);

/** Offers a chef saved ("job offers you saved"); the saved list cannot un-save. */
export const savedOffers = pgTable(
  'saved_offers',
  {
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_offers_pk', columns: [t.chefProfileId, t.offerId] }),
    index('saved_offers_chef_created_idx').on(t.chefProfileId, t.createdAt.desc().nullsFirst()),
    index('saved_offers_offer_idx').on(t.offerId),
  ],
);

/**
 * How many live offers have each option of each feed filter type ('total' too), per position (0: none
 * chosen) and per audience (D9: the venue's nationalities, sorted, and working language, '' for none):
 * the facets of the home feed and of a search by position alone, read instead of counted over every
 * live offer. A chef's counts are the sum over the audiences that admit them. Kept by the database
 * (migration 0011's triggers on offers and restaurant_profiles), never written by the app.
 */
export const offerFacetCounts = pgTable(
  'offer_facet_counts',
  {
    position: smallint('position').notNull(),
    nationalities: text('nationalities').array().notNull(),
    workLanguage: varchar('work_language', { length: 8 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    option: text('option').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'offer_facet_counts_pk',
      columns: [t.position, t.nationalities, t.workLanguage, t.type, t.option],
    }),
  ],
);

/**
 * Which live offers have each option of each feed filter type ('total', positions and audiences too),
 * as bit strings: bit `i` of chunk `c` is the offer whose id is `c * 8192 + i`; an audience's option is
 * its nationalities joined by commas, '|', its working language. A search with filters and neither
 * words nor place counts each option's offers among those passing the others by ANDing these bits, a
 * fixed amount of work whatever the offers matched. Kept by the database with `offerFacetCounts`
 * (migration 0011), never written by the app.
 */
export const offerFacetBits = pgTable(
  'offer_facet_bits',
  {
    type: varchar('type', { length: 16 }).notNull(),
    option: text('option').notNull(),
    chunk: integer('chunk').notNull(),
    bits: bit('bits', { dimensions: chefFacetBitsPerChunk }).notNull(),
  },
  (t) => [primaryKey({ name: 'offer_facet_bits_pk', columns: [t.type, t.option, t.chunk] })],
);
