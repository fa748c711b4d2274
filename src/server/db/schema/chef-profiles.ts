import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  date,
  doublePrecision,
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
import { accounts } from './accounts';
import {
  coordinateExpression,
  localizedText,
  localizedTextCheck,
  localizedTextPresent,
  originalLanguage,
  placeLocation,
  placeLocationCheck,
  placeOrWrittenLocation,
  placeOrWrittenLocationCheck,
} from './localized';
import { cuisineIds } from '@shared/reference/cuisines';
import { languageLevelIds } from '@shared/reference/language-levels';
import { positionIds } from '@shared/reference/positions';
import { ratingTypeValues } from '@shared/reference/ratings';
import { sectorIds } from '@shared/reference/sectors';
import { allInIdRange, inIdRange, inList, ratingFitsScale } from './reference-checks';
import { countryCodeExpression, searchDocument, spreadEarthPoint } from './search';

/** A chef's profile (CV): one per chef account. Images live in profile_images, CV sections in the chef_* tables. */
export const chefProfiles = pgTable(
  'chef_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** URL slug made from the name (chef/view/{id}/{slug}); the id is the key, so it need not be unique. */
    slug: varchar('slug', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Reference list positions 1-33; null until the chef fills the info form. */
    position: smallint('position'),
    location: placeLocation('location'),
    /** Generated from location, for distance searches. */
    lat: doublePrecision('lat').generatedAlwaysAs(coordinateExpression('location', 'lat')),
    lng: doublePrecision('lng').generatedAlwaysAs(coordinateExpression('location', 'lng')),
    /** Generated from location (ISO alpha-2), for the country filter and facet. */
    countryCode: varchar('country_code', { length: 2 }).generatedAlwaysAs(countryCodeExpression('location')),
    dob: date('dob', { mode: 'string' }),
    /** ISO 3166-1 alpha-2 codes. */
    nationalities: text('nationalities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Countries where the chef may work: ISO alpha-2 codes, or EUROPE for the whole EU/EEA. */
    visas: text('visas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The codes of the languages the chef speaks, in the chef's order: kept by the database from
     * chef_languages (a trigger, migration 0006), never written by the app; for the language filter and
     * facet of find chefs and the cards.
     */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Reference list cuisines 1-56. */
    cuisines: smallint('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The "about" rich text (D7). */
    description: localizedText('description'),
    originalLanguage: originalLanguage(),
    /** 0 hides the profile from restaurants; the chef can still apply. */
    active: smallint('active').notNull().default(1),
    /** 0 in review, 1 approved by staff, -1 rejected, -2 hidden while its account is suspended (decisions D6). */
    approved: smallint('approved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change to the profile or one of its sections (the spec's `updated`; find-chefs sorts by it). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and about text in every language, unaccented (search by words, decision 028). */
    searchVector: searchDocument('search_vector', { text: ['name'], localized: ['description'] }),
  },
  (t) => [
    uniqueIndex('chef_profiles_account_unique').on(t.accountId),
    // Find chefs: live profiles, by position, most recently updated first.
    index('chef_profiles_search_idx')
      .on(t.position, t.updatedAt.desc().nullsFirst())
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    // Find chefs' counts by position with filters (docs/performance.md, "Search: chef counts"): every
    // column the facets read, so a position's live profiles are counted from this index alone (an
    // index-only scan of 150,000 entries instead of the 1.1 GB table) when the counts are not kept.
    index('chef_profiles_facets_idx')
      .on(t.position, t.cuisines, t.languages, t.nationalities, t.visas, t.countryCode)
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    index('chef_profiles_listing_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    index('chef_profiles_review_idx')
      .on(t.createdAt)
      .where(sql`${t.approved} = 0`),
    index('chef_profiles_cuisines_idx').using('gin', t.cuisines),
    index('chef_profiles_nationalities_idx').using('gin', t.nationalities),
    index('chef_profiles_visas_idx').using('gin', t.visas),
    index('chef_profiles_languages_idx').using('gin', t.languages),
    // Searches around a place (decision 028): live profiles by distance (`<->` nearest first, earth_box
    // within), each at its spread point so chefs of one town never tie (migration 0005).
    index('chef_profiles_spread_earth_idx')
      .using('gist', spreadEarthPoint(t.id, t.lat, t.lng))
      .where(sql`${t.active} = 1 and ${t.approved} = 1 and ${t.lat} is not null and ${t.lng} is not null`),
    index('chef_profiles_country_idx')
      .on(t.countryCode, t.updatedAt.desc().nullsFirst())
      .where(sql`${t.active} = 1 and ${t.approved} = 1`),
    index('chef_profiles_search_vector_idx').using('gin', t.searchVector),
    check('chef_profiles_position_check', inIdRange(t.position, positionIds)),
    check('chef_profiles_active_check', sql`${t.active} in (0, 1)`),
    check('chef_profiles_approved_check', sql`${t.approved} in (-2, -1, 0, 1)`),
    check('chef_profiles_dob_check', sql`${t.dob} >= '1900-01-01'`),
    check(
      'chef_profiles_nationalities_check',
      sql`array_position(${t.nationalities}, null) is null and array_to_string(${t.nationalities}, ',') ~ '^([A-Z]{2}(,|$))*$'`,
    ),
    check(
      'chef_profiles_visas_check',
      sql`array_position(${t.visas}, null) is null and array_to_string(${t.visas}, ',') ~ '^(([A-Z]{2}|EUROPE)(,|$))*$'`,
    ),
    check('chef_profiles_cuisines_check', allInIdRange(t.cuisines, cuisineIds)),
    // Each option once: the facet counts kept by the database count a profile once per option it holds.
    check(
      'chef_profiles_options_once_check',
      sql`array_has_no_repeats(${t.cuisines}) and array_has_no_repeats(${t.nationalities}) and array_has_no_repeats(${t.visas})`,
    ),
    localizedTextCheck('chef_profiles', 'description', t.description),
    check(
      'chef_profiles_original_language_check',
      sql`${t.originalLanguage} is not null or ${t.description} = '{}'::jsonb`,
    ),
    placeLocationCheck('chef_profiles', 'location', t.location),
  ],
);

/** A job in the chef's work experience (doc 1 section 3, Experience item). */
export const chefExperience = pgTable(
  'chef_experience',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    /** Order chosen by the chef (the `order` field); the profile sorts by start date. */
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Reference list sectors 1-7. */
    sector: smallint('sector').notNull(),
    cuisine: smallint('cuisine').notNull(),
    position: smallint('position').notNull(),
    company: varchar('company', { length: 255 }).notNull(),
    url: varchar('url', { length: 255 }).notNull().default(''),
    fromYear: smallint('from_year').notNull(),
    fromMonth: smallint('from_month').notNull(),
    toYear: smallint('to_year'),
    toMonth: smallint('to_month'),
    /** Still working there: no end date needed. */
    currently: boolean('currently').notNull().default(false),
    location: placeOrWrittenLocation('location'),
    /** 0 none; at most the scale's maximum. */
    rating: smallint('rating').notNull().default(0),
    ratingType: varchar('rating_type', { length: 16, enum: ratingTypeValues }).notNull().default('none'),
    description: localizedText('description'),
    originalLanguage: originalLanguage().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chef_experience_profile_idx').on(t.chefProfileId, t.fromYear, t.fromMonth),
    check('chef_experience_sector_check', inIdRange(t.sector, sectorIds)),
    check('chef_experience_cuisine_check', inIdRange(t.cuisine, cuisineIds)),
    check('chef_experience_position_check', inIdRange(t.position, positionIds)),
    check('chef_experience_company_check', sql`char_length(${t.company}) >= 2`),
    check('chef_experience_from_year_check', sql`${t.fromYear} between 1900 and 2100`),
    check('chef_experience_from_month_check', sql`${t.fromMonth} between 1 and 12`),
    check('chef_experience_to_year_check', sql`${t.toYear} between 1900 and 2100`),
    check('chef_experience_to_month_check', sql`${t.toMonth} between 1 and 12`),
    check('chef_experience_to_pair_check', sql`(${t.toYear} is null) = (${t.toMonth} is null)`),
    // Validation (doc 1 section 5): the end date is required unless the chef still works there.
    check('chef_experience_to_required_check', sql`${t.currently} or ${t.toYear} is not null`),
    check(
      'chef_experience_dates_order_check',
      sql`${t.toYear} is null or (${t.toYear}, ${t.toMonth}) >= (${t.fromYear}, ${t.fromMonth})`,
    ),
    check('chef_experience_rating_type_check', inList(t.ratingType, ratingTypeValues)),
    check('chef_experience_rating_check', ratingFitsScale(t.ratingType, t.rating)),
    localizedTextCheck('chef_experience', 'description', t.description),
    placeOrWrittenLocationCheck('chef_experience', 'location', t.location),
  ],
);

/** A school or course in the chef's education (doc 1 section 3, Education item). */
export const chefEducation = pgTable(
  'chef_education',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    title: varchar('title', { length: 255 }).notNull(),
    /** The school or training centre. */
    center: varchar('center', { length: 255 }).notNull(),
    url: varchar('url', { length: 255 }).notNull().default(''),
    fromYear: smallint('from_year').notNull(),
    fromMonth: smallint('from_month').notNull(),
    toYear: smallint('to_year'),
    toMonth: smallint('to_month'),
    currently: boolean('currently').notNull().default(false),
    location: placeOrWrittenLocation('location'),
    description: localizedText('description'),
    originalLanguage: originalLanguage().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chef_education_profile_idx').on(t.chefProfileId, t.sortOrder),
    check('chef_education_title_check', sql`char_length(${t.title}) >= 2`),
    check('chef_education_center_check', sql`char_length(${t.center}) >= 2`),
    check('chef_education_from_year_check', sql`${t.fromYear} between 1900 and 2100`),
    check('chef_education_from_month_check', sql`${t.fromMonth} between 1 and 12`),
    check('chef_education_to_year_check', sql`${t.toYear} between 1900 and 2100`),
    check('chef_education_to_month_check', sql`${t.toMonth} between 1 and 12`),
    check('chef_education_to_pair_check', sql`(${t.toYear} is null) = (${t.toMonth} is null)`),
    check('chef_education_to_required_check', sql`${t.currently} or ${t.toYear} is not null`),
    check(
      'chef_education_dates_order_check',
      sql`${t.toYear} is null or (${t.toYear}, ${t.toMonth}) >= (${t.fromYear}, ${t.fromMonth})`,
    ),
    localizedTextCheck('chef_education', 'description', t.description),
    placeOrWrittenLocationCheck('chef_education', 'location', t.location),
  ],
);

/** A language the chef speaks, with a level; one row per language (also the audience match of D9). */
export const chefLanguages = pgTable(
  'chef_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Code of the languages reference list (two or three lower-case letters). */
    language: varchar('language', { length: 3 }).notNull(),
    /** 1 limited working, 2 professional working, 3 native or bilingual. */
    level: smallint('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chef_languages_profile_language_unique').on(t.chefProfileId, t.language),
    // Search and audience matching: chefs who speak a language.
    index('chef_languages_language_idx').on(t.language, t.chefProfileId),
    check('chef_languages_language_check', sql`${t.language} ~ '^[a-z]{2,3}$'`),
    check('chef_languages_level_check', inIdRange(t.level, languageLevelIds)),
  ],
);

/** "More info" / referrals section of the CV: free texts. */
export const chefReferrals = pgTable(
  'chef_referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    description: localizedText('description'),
    originalLanguage: originalLanguage().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chef_referrals_profile_idx').on(t.chefProfileId, t.sortOrder),
    localizedTextCheck('chef_referrals', 'description', t.description),
    check('chef_referrals_description_present_check', localizedTextPresent(t.description)),
  ],
);

/**
 * How many live chef profiles have each option of each find-chefs filter type, per position (0: none
 * yet): the facets of the find-chefs listing and of a search by position alone, read instead of counted
 * over every live profile. Kept by the database (migration 0007's triggers on chef_profiles), never
 * written by the app; `type` is a filter type or 'total'.
 */
export const chefFacetCounts = pgTable(
  'chef_facet_counts',
  {
    position: smallint('position').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    option: text('option').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.position, t.type, t.option] })],
);

/**
 * How many live chef profiles with one option (`onType`, `onOption`: a cuisine, nationality, visa,
 * country or language) have each option of the other filter types ('total' too), per position (0:
 * none yet): the facets of a search with that one option chosen, read instead of counted over the
 * profiles having it. Kept by the database with `chefFacetCounts` (migration 0009), never written by
 * the app. A type's own options are not paired with each other: its counts are `chefFacetCounts`'.
 */
export const chefFacetPairs = pgTable(
  'chef_facet_pairs',
  {
    onType: varchar('on_type', { length: 16 }).notNull(),
    onOption: text('on_option').notNull(),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    option: text('option').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.onType, t.onOption, t.position, t.type, t.option] })],
);

/** The profiles one row of `chefFacetBits` holds: ids `chunk * 8192` to `chunk * 8192 + 8191`. */
export const chefFacetBitsPerChunk = 8192;

/**
 * Which live chef profiles have each option ('total' too, and positions), as bit strings: bit `i` of
 * chunk `c` is the profile whose id is `c * 8192 + i`. A search with several filters counts each
 * option's profiles among those passing the others by ANDing these bits (a fixed amount of work
 * whatever the profiles matched), instead of reading every matching profile. Kept by the database
 * with `chefFacetCounts` (migration 0010), never written by the app.
 */
export const chefFacetBits = pgTable(
  'chef_facet_bits',
  {
    type: varchar('type', { length: 16 }).notNull(),
    option: text('option').notNull(),
    chunk: integer('chunk').notNull(),
    bits: bit('bits', { dimensions: chefFacetBitsPerChunk }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.option, t.chunk] })],
);
