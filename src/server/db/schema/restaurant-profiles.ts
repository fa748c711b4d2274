import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  coordinateExpression,
  localizedText,
  localizedTextCheck,
  originalLanguage,
  placeLocation,
  placeLocationCheck,
} from './localized';
import { cuisineIds } from '@shared/reference/cuisines';
import { ratingTypeValues } from '@shared/reference/ratings';
import { socialNetworkValues } from '@shared/reference/social-networks';
import { allInIdRange, inList, ratingFitsScale } from './reference-checks';
import { countryCodeExpression, earthPoint } from './search';

/**
 * A venue (restaurant, hotel...) owned by a restaurant account; an account may own several, one of them
 * main. Premium and `status` are derived from the account (decisions D5), never stored here.
 */
export const restaurantProfiles = pgTable(
  'restaurant_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** URL slug made from the name (restaurant/view/home/{id}/{slug}); not unique, the id is the key. */
    slug: varchar('slug', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** The venue's own web site. */
    url: varchar('url', { length: 255 }).notNull().default(''),
    /** The "about" rich text (D7). */
    description: localizedText('description'),
    location: placeLocation('location'),
    /** Generated from location, for distance searches. */
    lat: doublePrecision('lat').generatedAlwaysAs(coordinateExpression('location', 'lat')),
    lng: doublePrecision('lng').generatedAlwaysAs(coordinateExpression('location', 'lng')),
    /** Generated from location (ISO alpha-2), for the country filter and facet. */
    countryCode: varchar('country_code', { length: 2 }).generatedAlwaysAs(countryCodeExpression('location')),
    rating: smallint('rating').notNull().default(0),
    ratingType: varchar('rating_type', { length: 16, enum: ratingTypeValues }).notNull().default('none'),
    /** Reference list cuisines 1-56. */
    cuisines: smallint('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Audience (D9): chefs must speak this language (languages reference code); null means anyone. */
    workLanguage: varchar('work_language', { length: 3 }),
    /** Audience (D9): chefs must hold one of these nationalities (ISO alpha-2); empty means anyone. */
    nationalities: text('nationalities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Work visas the venue can take (ISO alpha-2 or EUROPE), shown on the profile. */
    visas: text('visas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Shown on the public page and the stage booking page (D5). */
    stageInfo: localizedText('stage_info'),
    /** Default text of the accept-application dialog (D4, D5). */
    emailMessage: localizedText('email_message'),
    originalLanguage: originalLanguage(),
    /** Receives the venue's application and message e-mails; null means the account's contact e-mail (D5). */
    contactEmail: varchar('contact_email', { length: 255 }),
    /** 1 for the account's main venue (at most one per account). */
    main: smallint('main').notNull().default(0),
    active: smallint('active').notNull().default(1),
    /** 0 in review, 1 approved by staff, -1 rejected, -2 hidden while its account is suspended (D6). */
    approved: smallint('approved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('restaurant_profiles_account_idx').on(t.accountId),
    uniqueIndex('restaurant_profiles_main_unique')
      .on(t.accountId)
      .where(sql`${t.main} = 1`),
    // Find restaurants: live venues, most recently updated first.
    index('restaurant_profiles_listing_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    index('restaurant_profiles_review_idx')
      .on(t.createdAt)
      .where(sql`${t.approved} = 0`),
    index('restaurant_profiles_cuisines_idx').using('gin', t.cuisines),
    // Searches around a place (decision 028): live venues by distance (`<->` nearest first, earth_box within).
    index('restaurant_profiles_earth_idx')
      .using('gist', earthPoint(t.lat, t.lng))
      .where(sql`${t.active} = 1 and ${t.approved} = 1 and ${t.lat} is not null and ${t.lng} is not null`),
    index('restaurant_profiles_country_idx')
      .on(t.countryCode, t.updatedAt.desc().nullsFirst())
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    // Find restaurants by name, a typo forgiven (trigram similarity over the unaccented name).
    index('restaurant_profiles_name_trgm_idx').using(
      'gin',
      sql`search_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
    check('restaurant_profiles_main_check', sql`${t.main} in (0, 1)`),
    check('restaurant_profiles_active_check', sql`${t.active} in (0, 1)`),
    check('restaurant_profiles_approved_check', sql`${t.approved} in (-2, -1, 0, 1)`),
    check('restaurant_profiles_rating_type_check', inList(t.ratingType, ratingTypeValues)),
    check('restaurant_profiles_rating_check', ratingFitsScale(t.ratingType, t.rating)),
    check('restaurant_profiles_work_language_check', sql`${t.workLanguage} ~ '^[a-z]{2,3}$'`),
    check(
      'restaurant_profiles_nationalities_check',
      sql`array_position(${t.nationalities}, null) is null and array_to_string(${t.nationalities}, ',') ~ '^([A-Z]{2}(,|$))*$'`,
    ),
    check(
      'restaurant_profiles_visas_check',
      sql`array_position(${t.visas}, null) is null and array_to_string(${t.visas}, ',') ~ '^(([A-Z]{2}|EUROPE)(,|$))*$'`,
    ),
    check('restaurant_profiles_cuisines_check', allInIdRange(t.cuisines, cuisineIds)),
    check('restaurant_profiles_contact_email_check', sql`${t.contactEmail} = lower(${t.contactEmail})`),
    localizedTextCheck('restaurant_profiles', 'description', t.description),
    localizedTextCheck('restaurant_profiles', 'stage_info', t.stageInfo),
    localizedTextCheck('restaurant_profiles', 'email_message', t.emailMessage),
    check(
      'restaurant_profiles_original_language_check',
      sql`${t.originalLanguage} is not null or (${t.description} = '{}'::jsonb and ${t.stageInfo} = '{}'::jsonb and ${t.emailMessage} = '{}'::jsonb)`,
    ),
    placeLocationCheck('restaurant_profiles', 'location', t.location),
  ],
);

/**
 * The meta tables' foreign key to their venue, named explicitly: drizzle's generated name
 * (<table>_restaurant_profile_id_restaurant_profiles_id_fk) passes PostgreSQL's 63-character limit and
 * would be truncated, so later migrations could not find it by name.
 */
const profileForeignKey = (table: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${table}_profile_fk`,
    columns: [column],
    foreignColumns: [restaurantProfiles.id],
  }).onDelete('cascade');

/** HH:mm, 00:00 to 23:59. */
const hhmm = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * Opening hours: one row per venue and weekday (1 Monday to 7 Sunday). A missing row, or a row with all
 * four times null, means closed that day. A shift may end after midnight (dinner 19:00 to 01:00).
 */
export const restaurantSchedule = pgTable(
  'restaurant_schedule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    day: smallint('day').notNull(),
    lunchFrom: varchar('lunch_from', { length: 5 }),
    lunchTo: varchar('lunch_to', { length: 5 }),
    dinnerFrom: varchar('dinner_from', { length: 5 }),
    dinnerTo: varchar('dinner_to', { length: 5 }),
  },
  (t) => [
    profileForeignKey('restaurant_schedule', t.restaurantProfileId),
    uniqueIndex('restaurant_schedule_profile_day_unique').on(t.restaurantProfileId, t.day),
    check('restaurant_schedule_day_check', sql`${t.day} between 1 and 7`),
    check(
      'restaurant_schedule_times_check',
      sql.raw(
        `"lunch_from" ~ '${hhmm}' and "lunch_to" ~ '${hhmm}' and "dinner_from" ~ '${hhmm}' and "dinner_to" ~ '${hhmm}'`,
      ),
    ),
    // A service has both ends or neither.
    check('restaurant_schedule_lunch_pair_check', sql`(${t.lunchFrom} is null) = (${t.lunchTo} is null)`),
    check('restaurant_schedule_dinner_pair_check', sql`(${t.dinnerFrom} is null) = (${t.dinnerTo} is null)`),
  ],
);

/** The venue's kitchen team shown on its page ("chefs" tab): a person and their position. */
export const restaurantChefs = pgTable(
  'restaurant_chefs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    person: varchar('person', { length: 255 }).notNull(),
    /** Reference list positions 1-33. */
    position: smallint('position').notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_chefs', t.restaurantProfileId),
    index('restaurant_chefs_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_chefs_person_check', sql`${t.person} <> ''`),
    check('restaurant_chefs_position_check', sql`${t.position} between 1 and 33`),
  ],
);

/** The venue's "covers" tab: a title with a localized description (seating, menus...). */
export const restaurantCovers = pgTable(
  'restaurant_covers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    title: varchar('title', { length: 255 }).notNull(),
    description: localizedText('description'),
    originalLanguage: originalLanguage().notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_covers', t.restaurantProfileId),
    index('restaurant_covers_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_covers_title_check', sql`${t.title} <> ''`),
    localizedTextCheck('restaurant_covers', 'description', t.description),
  ],
);

/** Postal addresses on the venue's contact tab. */
export const restaurantAddresses = pgTable(
  'restaurant_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** The town of the address; null when the line names no town the gazetteer knows (docs/decisions/044). */
    location: placeLocation('location'),
    /** The address as shown (location.formatted_address unless the venue edited it). */
    formatted: text('formatted').notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_addresses', t.restaurantProfileId),
    index('restaurant_addresses_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_addresses_formatted_check', sql`${t.formatted} <> ''`),
    placeLocationCheck('restaurant_addresses', 'location', t.location),
  ],
);

/** Public e-mail addresses on the venue's contact tab (shown to chefs only when premium and related, D13). */
export const restaurantEmails = pgTable(
  'restaurant_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    email: varchar('email', { length: 255 }).notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_emails', t.restaurantProfileId),
    index('restaurant_emails_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_emails_email_check', sql`${t.email} like '%_@_%'`),
  ],
);

/** Phone numbers on the venue's contact tab (shown to chefs only when premium and related, D13). */
export const restaurantPhones = pgTable(
  'restaurant_phones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    phone: varchar('phone', { length: 255 }).notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_phones', t.restaurantProfileId),
    index('restaurant_phones_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_phones_phone_check', sql`${t.phone} <> ''`),
  ],
);

/** Social network links on the venue's contact tab. */
export const restaurantSocial = pgTable(
  'restaurant_social',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantProfileId: integer('restaurant_profile_id').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    network: varchar('network', { length: 16, enum: socialNetworkValues }).notNull(),
    url: varchar('url', { length: 255 }).notNull(),
  },
  (t) => [
    profileForeignKey('restaurant_social', t.restaurantProfileId),
    index('restaurant_social_profile_idx').on(t.restaurantProfileId, t.sortOrder),
    check('restaurant_social_network_check', inList(t.network, socialNetworkValues)),
    check('restaurant_social_url_check', sql`${t.url} <> ''`),
  ],
);
