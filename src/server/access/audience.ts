import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { chefLanguages, chefProfiles, offers, restaurantProfiles } from '../db/schema/index';
import type { AudiencePart } from '@shared/contracts/offers';
import { AppError } from '../lib/app-error';
import type { Actor } from './actor';
import { distinctIds } from './ids';

/**
 * Audience (decisions D9, revised: docs/decisions/039-undeclared-audience.md): a venue may limit who sees
 * and applies to its offers by nationality and working language. Each part left empty lets everyone
 * through. A chef is matched on what they have declared: a part of the audience the chef has said
 * nothing about (no nationality, no spoken language) does not exclude them, so they see the offer, but
 * they apply only once they have declared it; a part they declared otherwise (other nationalities, other
 * languages) excludes them, as before.
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

/** The two parts of an audience: 'nationality' and 'language'. */
export type { AudiencePart };

/** How a chef stands against an audience, part by part. */
export interface AudienceCheck {
  /** The chef sees the offer: no part excludes them. */
  admitted: boolean;
  /** Parts the audience asks for that the chef has not declared (the chef is asked to add them first). */
  undeclared: AudiencePart[];
  /** Parts the chef declared otherwise than the audience asks (they exclude the chef). */
  unmet: AudiencePart[];
}

const upper = (codes: readonly string[]) => codes.map((code) => code.trim().toUpperCase()).filter(Boolean);
const lower = (codes: readonly string[]) => codes.map((code) => code.trim().toLowerCase()).filter(Boolean);

/** An audience with neither part set: everyone, chefs without a profile included. */
export function isOpenAudience(audience: Audience): boolean {
  return upper(audience.nationalities).length === 0 && !audience.workLanguage?.trim();
}

/**
 * The rule, part by part. A chef without a profile (`null`) has declared nothing: every part asked is
 * undeclared, none excludes them.
 */
export function checkAudience(chef: ChefAudienceFacts | null, audience: Audience): AudienceCheck {
  const wanted = upper(audience.nationalities);
  const language = audience.workLanguage?.trim().toLowerCase() || null;
  const nationalities = new Set(upper(chef?.nationalities ?? []));
  const spoken = new Set(lower(chef?.languages ?? []));
  const undeclared: AudiencePart[] = [];
  const unmet: AudiencePart[] = [];
  if (wanted.length > 0) {
    if (nationalities.size === 0) undeclared.push('nationality');
    else if (!wanted.some((code) => nationalities.has(code))) unmet.push('nationality');
  }
  if (language !== null) {
    if (spoken.size === 0) undeclared.push('language');
    else if (!spoken.has(language)) unmet.push('language');
  }
  return { admitted: unmet.length === 0, undeclared, unmet };
}

/** Whether the chef sees offers of the audience (no declared part excludes them). */
export function matchesAudience(chef: ChefAudienceFacts | null, audience: Audience): boolean {
  return checkAudience(chef, audience).admitted;
}

/** Whether the chef may apply: seen, and every part asked declared and met. */
export function meetsAudience(chef: ChefAudienceFacts | null, audience: Audience): boolean {
  const check = checkAudience(chef, audience);
  return check.admitted && check.undeclared.length === 0;
}

/** A `text[]` literal of codes, bound one parameter per code (`array[]::text[]` when empty). */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** A venue's audience columns, or expressions standing for them (the kept counts' columns). */
type AudienceColumns = { nationalities: AnyPgColumn | SQL; workLanguage: AnyPgColumn | SQL };

/**
 * Each part of the rule as a condition that is true when that part excludes the chef (the chef declared
 * it, and otherwise than the venue asks): `chefNationalities` and `chefLanguages` are `text[]`
 * expressions (`textArray(facts.nationalities)` once the chef's facts are loaded, or sub-selects; null
 * or empty when nothing is declared). For the hidden offers' reasons.
 */
export function audienceExcludes(venue: AudienceColumns, chefNationalities: SQL, chefLanguages: SQL) {
  return {
    nationality: sql`(cardinality(${venue.nationalities}) > 0 and coalesce(cardinality(${chefNationalities}), 0) > 0 and not coalesce(${venue.nationalities} && ${chefNationalities}, false))`,
    language: sql`(${venue.workLanguage} is not null and coalesce(cardinality(${chefLanguages}), 0) > 0 and not coalesce(${venue.workLanguage} = any(${chefLanguages}), false))`,
  };
}

/**
 * The rule of `matchesAudience` as a condition over a venue's columns, for feeds, searches and alerts
 * (no part excludes the chef). The database test checks that both agree on every edge case.
 */
export function audienceAdmits(venue: AudienceColumns, chefNationalities: SQL, chefLanguages: SQL): SQL {
  const excludes = audienceExcludes(venue, chefNationalities, chefLanguages);
  return sql`(not ${excludes.nationality} and not ${excludes.language})`;
}

/**
 * The rule of `meetsAudience` (the chef may apply: every part asked declared and met) as a condition.
 */
export function audienceMet(venue: AudienceColumns, chefNationalities: SQL, chefLanguages: SQL): SQL {
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

/**
 * The audience facts of the actor when a chef (their profile's; none declared without a profile), else
 * null; one query.
 */
export async function loadAccountAudienceFacts(
  db: Executor,
  actor: Actor | null,
): Promise<ChefAudienceFacts | null> {
  if (actor?.type !== 'chef') return null;
  const chef = chefFactsOfAccount(actor.accountId);
  const result = await db.execute<{ nationalities: string[] | null; languages: string[] }>(
    sql`select ${chef.nationalities} as nationalities, ${chef.languages} as languages`,
  );
  const row = result.rows[0];
  return { nationalities: row?.nationalities ?? [], languages: row?.languages ?? [] };
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

/** How the actor stands against one offer's audience. */
export interface OfferAudience {
  audience: Audience;
  check: AudienceCheck;
}

/**
 * The audience of each offer (existing, not deleted) and how the actor stands against it, in one query.
 * The audience limits chefs only: a visitor, a restaurant or staff is admitted with nothing to declare.
 */
export async function checkOffersAudience(
  db: Executor,
  actor: Actor | null,
  offerIds: Iterable<number>,
): Promise<Map<number, OfferAudience>> {
  const ids = distinctIds(offerIds);
  if (ids.length === 0) return new Map();
  const chef = actor?.type === 'chef' ? chefFactsOfAccount(actor.accountId) : null;
  const rows = await db
    .select({
      id: offers.id,
      nationalities: restaurantProfiles.nationalities,
      workLanguage: restaurantProfiles.workLanguage,
      chefNationalities: chef ? sql<string[] | null>`${chef.nationalities}` : sql<null>`null`,
      chefLanguages: chef ? sql<string[] | null>`${chef.languages}` : sql<null>`null`,
    })
    .from(offers)
    .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
    .where(sql`${inArray(offers.id, ids)} and ${offers.deletedAt} is null`);
  return new Map(
    rows.map((row) => {
      const audience = { nationalities: row.nationalities, workLanguage: row.workLanguage };
      const facts = { nationalities: row.chefNationalities ?? [], languages: row.chefLanguages ?? [] };
      const check = chef ? checkAudience(facts, audience) : { admitted: true, undeclared: [], unmet: [] };
      return [row.id, { audience, check }];
    }),
  );
}

/** Which of the offers (existing, not deleted) admit the actor (D9 as revised), in one query. */
export async function checkOffersInAudience(
  db: Executor,
  actor: Actor | null,
  offerIds: Iterable<number>,
): Promise<Set<number>> {
  const checked = await checkOffersAudience(db, actor, offerIds);
  return new Set([...checked].filter(([, offer]) => offer.check.admitted).map(([id]) => id));
}

/** The audience an offer asks for, and what the chef lacks of it, as refusals and the web app show it. */
export interface AudienceDetail {
  nationalities: string[];
  language: string | null;
  undeclared: AudiencePart[];
  unmet: AudiencePart[];
}

export function audienceDetail(offer: OfferAudience): AudienceDetail {
  return {
    nationalities: upper(offer.audience.nationalities),
    language: offer.audience.workLanguage?.trim().toLowerCase() || null,
    undeclared: offer.check.undeclared,
    unmet: offer.check.unmet,
  };
}

/**
 * Why the chef may not apply to an offer, or null: 403 `offer_not_for_you` (outside the audience) or
 * 409 `offer_asks_undeclared` (it asks for something the chef has not declared yet: they add it, then
 * apply); the message names the parts, and `detail` carries the audience and the parts.
 */
export function audienceRefusal(offer: OfferAudience): AppError | null {
  const detail = audienceDetail(offer);
  if (!offer.check.admitted)
    return new AppError('offer_not_for_you', {
      message: { key: `errors:offer_not_for_you_${detail.unmet.join('_')}` },
      detail,
    });
  if (detail.undeclared.length > 0)
    return new AppError('offer_asks_undeclared', {
      message: { key: `errors:offer_asks_undeclared_${detail.undeclared.join('_')}` },
      detail,
    });
  return null;
}

/**
 * Refuses an application to offers the chef is outside the audience of, then to those asking for
 * something the chef has not declared (`audienceRefusal`), in one query. Offers not found are the
 * caller's business (`offer.apply` checks them first).
 */
export async function requireAudienceMet(db: Executor, actor: Actor, offerIds: Iterable<number>) {
  const checked = [...(await checkOffersAudience(db, actor, offerIds)).values()];
  const first =
    checked.find((offer) => !offer.check.admitted) ??
    checked.find((offer) => offer.check.undeclared.length > 0);
  const refusal = first && audienceRefusal(first);
  if (refusal) throw refusal;
}
