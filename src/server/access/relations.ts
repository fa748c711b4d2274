import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type AnyPgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { applications, chefProfiles, conversations, offers, restaurantProfiles } from '../db/schema/index';
import type { Actor } from './actor';
import { distinctIds } from './ids';

/**
 * Who is related to whom (decisions D13), as the spec's `related`, `inapply` and `invited` flags of a
 * chef profile seen by a restaurant account, and of a venue seen by a chef:
 * - `inapply`: the chef applied to an offer of the viewing account (of the venue, for a chef viewer);
 * - `invited`: the viewing account (the venue) sent the chef an offer;
 * - `related`: an application in any state, or a conversation with a message, exists between the chef and a venue of
 *   the viewing account (the venue itself, for a chef viewer).
 * Visitors, staff and chefs looking at chefs have no relation; staff see contact details by their role.
 */
export interface Relation {
  related: boolean;
  inapply: boolean;
  invited: boolean;
}

export const noRelation: Relation = Object.freeze({ related: false, inapply: false, invited: false });

// Aliases keep the sub-selects' tables apart from the tables of the query they are placed in.
const ra = alias(applications, 'access_rel_application');
const ro = alias(offers, 'access_rel_offer');
const rv = alias(restaurantProfiles, 'access_rel_venue');
const rc = alias(conversations, 'access_rel_conversation');
const rp = alias(chefProfiles, 'access_rel_chef');
/** `table alias` in a FROM or JOIN clause (an alias alone renders as its name only). */
const as = (table: AnyPgTable, aliased: AnyPgTable): SQL => sql`${table} ${aliased}`;

/** The chef profile `chefProfileId` applied to (or, `invited`, was sent) an offer of a venue of `accountId`. */
function applicationOfAccount(chefProfileId: AnyPgColumn | SQL, accountId: number, invited: boolean): SQL {
  return sql`exists (select 1 from ${as(applications, ra)} join ${as(offers, ro)} on ${ro.id} = ${ra.offerId} join ${as(restaurantProfiles, rv)} on ${rv.id} = ${ro.restaurantProfileId} where ${ra.chefProfileId} = ${chefProfileId} and ${rv.accountId} = ${accountId} and ${ra.invited} = ${invited})`;
}

function conversationOfAccount(chefProfileId: AnyPgColumn | SQL, accountId: number): SQL {
  return sql`exists (select 1 from ${as(conversations, rc)} join ${as(restaurantProfiles, rv)} on ${rv.id} = ${rc.restaurantProfileId} where ${rc.chefProfileId} = ${chefProfileId} and ${rv.accountId} = ${accountId} and ${rc.lastMessageAt} is not null)`;
}

/** `related` of a chef profile (a column or expression) for a restaurant account, as a condition. */
export function chefRelatedToAccount(chefProfileId: AnyPgColumn | SQL, accountId: number): SQL {
  return sql`(${applicationOfAccount(chefProfileId, accountId, false)} or ${applicationOfAccount(chefProfileId, accountId, true)} or ${conversationOfAccount(chefProfileId, accountId)})`;
}

/** The relations of a restaurant viewer to many chef profiles, in one query (none for other viewers). */
export async function loadChefRelations(
  db: Executor,
  viewer: Actor | null,
  chefProfileIds: Iterable<number>,
): Promise<Map<number, Relation>> {
  const ids = distinctIds(chefProfileIds);
  if (viewer?.type !== 'restaurant' || ids.length === 0) return new Map(ids.map((id) => [id, noRelation]));
  const me = viewer.accountId;
  const rows = await db
    .select({
      id: chefProfiles.id,
      inapply: sql<boolean>`${applicationOfAccount(chefProfiles.id, me, false)}`,
      invited: sql<boolean>`${applicationOfAccount(chefProfiles.id, me, true)}`,
      conversation: sql<boolean>`${conversationOfAccount(chefProfiles.id, me)}`,
    })
    .from(chefProfiles)
    .where(inArray(chefProfiles.id, ids));
  const found = new Map(
    rows.map((row) => [
      row.id,
      { related: row.inapply || row.invited || row.conversation, inapply: row.inapply, invited: row.invited },
    ]),
  );
  return new Map(ids.map((id) => [id, found.get(id) ?? noRelation]));
}

/** The venue `venueId` had an application (or, `invited`, sent an offer) with the chef of `accountId`. */
function applicationWithChefAccount(venueId: AnyPgColumn | SQL, accountId: number, invited: boolean): SQL {
  return sql`exists (select 1 from ${as(applications, ra)} join ${as(offers, ro)} on ${ro.id} = ${ra.offerId} join ${as(chefProfiles, rp)} on ${rp.id} = ${ra.chefProfileId} where ${ro.restaurantProfileId} = ${venueId} and ${rp.accountId} = ${accountId} and ${ra.invited} = ${invited})`;
}

function conversationWithChefAccount(venueId: AnyPgColumn | SQL, accountId: number): SQL {
  return sql`exists (select 1 from ${as(conversations, rc)} join ${as(chefProfiles, rp)} on ${rp.id} = ${rc.chefProfileId} where ${rc.restaurantProfileId} = ${venueId} and ${rp.accountId} = ${accountId} and ${rc.lastMessageAt} is not null)`;
}

/** The relations of a chef viewer to many venues, in one query (none for other viewers). */
export async function loadVenueRelations(
  db: Executor,
  viewer: Actor | null,
  venueIds: Iterable<number>,
): Promise<Map<number, Relation>> {
  const ids = distinctIds(venueIds);
  if (viewer?.type !== 'chef' || ids.length === 0) return new Map(ids.map((id) => [id, noRelation]));
  const me = viewer.accountId;
  const rows = await db
    .select({
      id: restaurantProfiles.id,
      inapply: sql<boolean>`${applicationWithChefAccount(restaurantProfiles.id, me, false)}`,
      invited: sql<boolean>`${applicationWithChefAccount(restaurantProfiles.id, me, true)}`,
      conversation: sql<boolean>`${conversationWithChefAccount(restaurantProfiles.id, me)}`,
    })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
  const found = new Map(
    rows.map((row) => [
      row.id,
      { related: row.inapply || row.invited || row.conversation, inapply: row.inapply, invited: row.invited },
    ]),
  );
  return new Map(ids.map((id) => [id, found.get(id) ?? noRelation]));
}
