import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationTypeIds } from '../../src/shared/reference/application-types';
import { cuisineIds } from '../../src/shared/reference/cuisines';
import { currencyIds } from '../../src/shared/reference/currencies';
import { disponibilityIds } from '../../src/shared/reference/disponibility';
import { languageLevelIds } from '../../src/shared/reference/language-levels';
import { offerTermValues, salaryTypeValues } from '../../src/shared/reference/offer-terms';
import { positionIds } from '../../src/shared/reference/positions';
import { ratingScales, ratingTypeValues } from '../../src/shared/reference/ratings';
import { sectorIds } from '../../src/shared/reference/sectors';
import { socialNetworkValues } from '../../src/shared/reference/social-networks';
import { createTestDatabase, type TestDatabase } from '../test-db';

/**
 * The CHECK constraints of the migrated database accept exactly the reference lists of src/shared/reference:
 * a list that changes without a new migration (`npm run db:generate`) fails here.
 */

/** Checks of the form `column between first and last` (or every array element in that range). */
const idChecks: Record<string, readonly number[]> = {
  offers_position_check: positionIds,
  chef_profiles_position_check: positionIds,
  chef_experience_position_check: positionIds,
  offers_currency_check: currencyIds,
  chef_experience_sector_check: sectorIds,
  chef_experience_cuisine_check: cuisineIds,
  chef_profiles_cuisines_check: cuisineIds,
  restaurant_profiles_cuisines_check: cuisineIds,
  chef_languages_level_check: languageLevelIds,
  stages_type_check: applicationTypeIds,
  // 0: an offer the venue sent, before the chef answers.
  applications_disponibility_check: [0, ...disponibilityIds],
};

/** Checks of the form `column in ('a', 'b')`. */
const valueChecks: Record<string, readonly string[]> = {
  offers_salary_type_check: salaryTypeValues,
  offers_term_check: offerTermValues,
  chef_experience_rating_type_check: ratingTypeValues,
  restaurant_profiles_rating_type_check: ratingTypeValues,
  restaurant_social_network_check: socialNetworkValues,
};

const ratingChecks = ['chef_experience_rating_check', 'restaurant_profiles_rating_check'];

describe('reference lists in the database checks', () => {
  let database: TestDatabase;
  const definitions = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db.execute<{ name: string; definition: string }>(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'`,
    );
    for (const row of rows.rows) definitions.set(row.name, row.definition);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const definition = (name: string) => {
    const text = definitions.get(name);
    if (text === undefined) throw new Error(`No check constraint ${name}`);
    return text;
  };

  it.each(Object.entries(idChecks))('%s allows the ids of its list', (name, ids) => {
    const sorted = [...ids].sort((a, b) => a - b);
    // The range form only holds for lists without gaps.
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0]! + i));
    const numbers = (definition(name).match(/-?\b\d+\b/g) ?? []).map(Number);
    expect(numbers).toEqual([sorted[0], sorted.at(-1)]);
  });

  it.each(Object.entries(valueChecks))('%s allows the values of its list', (name, values) => {
    const quoted = [...definition(name).matchAll(/'([^']*)'/g)].map((m) => m[1]);
    expect(quoted).toEqual([...values]);
  });

  it.each(ratingChecks)('%s gives each rating type the maximum of its scale', (name) => {
    const text = definition(name);
    const highest = Number(/ELSE (\d+)/.exec(text)?.[1]);
    const cases = new Map(
      [...text.matchAll(/WHEN '(\w+)'::\w+ THEN (\d+)/g)].map((m) => [m[1], Number(m[2])]),
    );
    for (const type of ratingTypeValues)
      expect([type, cases.get(type) ?? highest]).toEqual([type, ratingScales[type].max]);
  });
});
