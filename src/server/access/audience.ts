import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { chefLanguages, chefProfiles, offers, restaurantProfiles } from '../db/schema/index';
import type { Actor } from './actor';
import { distinctIds } from './ids';

/**
 * Audience (decisions D9): a venue may limit who sees and applies to its offers by nationality and
 * working language. Each part left empty lets everyone through; a chef matches with one listed
 * nationality and a spoken language equal to the working language, at any level.
 */

/** What a chef brings to the match: nationalities (ISO alpha-2) and the languages spoken (reference codes). */
export interface ChefAudienceFacts {
  nationalities: readonly string[];
  languages: readonly string[];
}

/** A venue's audience, which is also the audience of each of its offers. */
export interface Audience {
  nationalities: readonly string[];
  workLanguage: string | null;
}

const upper = (codes: readonly string[]) => codes.map((code) => code.trim().toUpperCase()).filter(Boolean);
const lower = (codes: readonly string[]) => codes.map((code) => code.trim().toLowerCase()).filter(Boolean);

/** An audience with neither part set: everyone, chefs without a profile included. */
export function isOpenAudience(audience: Audience): boolean {
  return upper(audience.nationalities).length === 0 && !audience.workLanguage?.trim();
}

/**
 * Whether the chef belongs to the audience. A chef without a profile (`null`) knows no nationality or
 * language, so only an open audience admits them.
 */
export function matchesAudience(chef: ChefAudienceFacts | null, audience: Audience): boolean {
  const wanted = upper(audience.nationalities);
  const language = audience.workLanguage?.trim().toLowerCase() || null;
  const nationalities = new Set(upper(chef?.nationalities ?? []));
  const spoken = new Set(lower(chef?.languages ?? []));
  const nationalityOk = wanted.length === 0 || wanted.some((code) => nationalities.has(code));
  const languageOk = language === null || spoken.has(language);
  return nationalityOk && languageOk;
}

/** A `text[]` literal of codes, bound one parameter per code (`array[]::text[]` when empty). */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The rule of `matchesAudience` as a condition over a venue's columns, for feeds, searches and alerts:
 * `chefNationalities` and `chefLanguages` are `text[]` expressions (`textArray(facts.nationalities)`
 * once the chef's facts are loaded, or sub-selects). The database test checks that both agree.
 */
export function audienceAdmits(
  venue: { nationalities: AnyPgColumn | SQL; workLanguage: AnyPgColumn | SQL },
  chefNationalities: SQL,
  chefLanguages: SQL,
): SQL {
  return sql`((cardinality(${venue.nationalities}) = 0 or coalesce(${venue.nationalities} && ${chefNationalities}, false)) and (${venue.workLanguage} is null or coalesce(${venue.workLanguage} = any(${chefLanguages}), false)))`;
}

/** The chef facts of an account (its profile's nationalities and spoken languages) as sub-selects. */
export function chefFactsOfAccount(accountId: number): { nationalities: SQL; languages: SQL } {
  return {
    nationalities: sql`(select ${chefProfiles.nationalities} from ${chefProfiles} where ${chefProfiles.accountId} = ${accountId})`,
    languages: sql`array(select ${chefLanguages.language} from ${chefLanguages} join ${chefProfiles} on ${chefProfiles.id} = ${chefLanguages.chefProfileId} where ${chefProfiles.accountId} = ${accountId})`,
  };
}

/** The languages a chef profile speaks, as a `text[]` sub-select. */
function spokenLanguages(chefProfileId: AnyPgColumn | SQL): SQL {
  return sql`array(select ${chefLanguages.language} from ${chefLanguages} where ${chefLanguages.chefProfileId} = ${chefProfileId} order by ${chefLanguages.language})`;
}

/** The audience facts of many chef profiles, in one query: nationalities and spoken languages. */
export async function loadChefAudienceFacts(
  db: Executor,
  chefProfileIds: Iterable<number>,
): Promise<Map<number, ChefAudienceFacts>> {
  const ids = distinctIds(chefProfileIds);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chefProfiles.id,
      nationalities: chefProfiles.nationalities,
      // Nested, so Drizzle keeps the table names of the sub-select (a single-table select drops them
      // from its own top-level columns, which would compare chef_languages with itself).
      languages: sql<string[]>`${spokenLanguages(chefProfiles.id)}`,
    })
    .from(chefProfiles)
    .where(inArray(chefProfiles.id, ids));
  return new Map(rows.map((row) => [row.id, { nationalities: row.nationalities, languages: row.languages }]));
}

/** The audiences of many venues, in one query. */
export async function loadVenueAudiences(
  db: Executor,
  venueIds: Iterable<number>,
): Promise<Map<number, Audience>> {
  const ids = distinctIds(venueIds);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: restaurantProfiles.id,
      nationalities: restaurantProfiles.nationalities,
      workLanguage: restaurantProfiles.workLanguage,
    })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
  return new Map(
    rows.map((row) => [row.id, { nationalities: row.nationalities, workLanguage: row.workLanguage }]),
  );
}

/**
 * Which of the offers (existing, not deleted) admit the actor, in one query. The audience limits chefs
 * only: for a visitor, a restaurant or staff every existing offer is in.
 */
export async function checkOffersInAudience(
  db: Executor,
  actor: Actor | null,
  offerIds: Iterable<number>,
): Promise<Set<number>> {
  const ids = distinctIds(offerIds);
  if (ids.length === 0) return new Set();
  const chef = actor?.type === 'chef' ? chefFactsOfAccount(actor.accountId) : null;
  const admits = chef ? audienceAdmits(restaurantProfiles, chef.nationalities, chef.languages) : sql`true`;
  const rows = await db
    .select({ id: offers.id, admitted: sql<boolean>`${admits}` })
    .from(offers)
    .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
    .where(sql`${inArray(offers.id, ids)} and ${offers.deletedAt} is null`);
  return new Set(rows.filter((row) => row.admitted).map((row) => row.id));
}
