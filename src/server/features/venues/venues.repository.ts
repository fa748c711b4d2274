import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { approval, isApproved } from '@shared/states';
import {
  backToReview,
  countWaiting,
  decideReview,
  reviewQueueIds,
  setApprovalOfAccount,
  type VisibilityMove,
} from '../../db/review';
import { ownedItems } from '../../db/owned-items';
import {
  restaurantAddresses,
  restaurantChefs,
  restaurantCovers,
  restaurantEmails,
  restaurantPhones,
  restaurantProfiles,
  restaurantSchedule,
  restaurantSocial,
} from '../../db/schema/index';
import type { LocalizedText, PlaceLocation, TextLanguage } from '../../db/schema/localized';

export type NewVenue = typeof restaurantProfiles.$inferInsert;
export type VenueChanges = Partial<Omit<NewVenue, 'id' | 'accountId'>>;

export async function insertVenue(db: Executor, values: NewVenue) {
  const [row] = await db.insert(restaurantProfiles).values(values).returning();
  return row!;
}

/** The account's venues, the main one first, then in the order they were added. */
export async function listVenuesOfAccount(db: Executor, accountId: number) {
  return db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      main: restaurantProfiles.main,
      active: restaurantProfiles.active,
      approved: restaurantProfiles.approved,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId))
    .orderBy(desc(restaurantProfiles.main), asc(restaurantProfiles.id));
}

export async function findVenueNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: restaurantProfiles.id, name: restaurantProfiles.name })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
}

/** What an offer card shows of its venue, and whose it is (offer lists). */
export async function findVenueFacts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: restaurantProfiles.id,
      accountId: restaurantProfiles.accountId,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      location: restaurantProfiles.location,
      originalLanguage: restaurantProfiles.originalLanguage,
      /** Where the venue's application and message e-mails go (D5), else the account's e-mail. */
      contactEmail: restaurantProfiles.contactEmail,
      /** The venue's audience (D9): the nationalities and the working language it recruits. */
      nationalities: restaurantProfiles.nationalities,
      workLanguage: restaurantProfiles.workLanguage,
    })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
}

/** What a venue card shows (search results, featured venues), by id. */
export async function findVenueCards(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      location: restaurantProfiles.location,
      description: restaurantProfiles.description,
      originalLanguage: restaurantProfiles.originalLanguage,
      cuisines: restaurantProfiles.cuisines,
      rating: restaurantProfiles.rating,
      ratingType: restaurantProfiles.ratingType,
    })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
}

/** A venue's texts, locked for the save that merges a language version in; undefined when none. */
export async function findVenueTexts(db: Transaction, id: number) {
  const [row] = await db
    .select({
      id: restaurantProfiles.id,
      description: restaurantProfiles.description,
      stageInfo: restaurantProfiles.stageInfo,
      emailMessage: restaurantProfiles.emailMessage,
      originalLanguage: restaurantProfiles.originalLanguage,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function countVenuesOfAccount(db: Executor, accountId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId));
  return row?.count ?? 0;
}

export async function updateVenue(db: Executor, id: number, changes: VenueChanges) {
  const [row] = await db
    .update(restaurantProfiles)
    .set({ approved: backToReview(restaurantProfiles.approved), ...changes, updatedAt: sql`now()` })
    .where(eq(restaurantProfiles.id, id))
    .returning({ id: restaurantProfiles.id });
  return row;
}

export async function toggleVenue(db: Executor, id: number) {
  const [row] = await db
    .update(restaurantProfiles)
    .set({ active: sql`1 - ${restaurantProfiles.active}`, updatedAt: sql`now()` })
    .where(eq(restaurantProfiles.id, id))
    .returning({ id: restaurantProfiles.id, active: restaurantProfiles.active });
  return row;
}

/** Makes `id` the main venue of its account: the others stop being main first (one main per account). */
export async function setMainVenue(db: Transaction, accountId: number, id: number) {
  // The account's venues are locked first, so two switches at once take turns instead of colliding on
  // the one-main index.
  await db
    .select({ id: restaurantProfiles.id })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId))
    .for('update');
  await db
    .update(restaurantProfiles)
    .set({ main: 0 })
    .where(
      and(
        eq(restaurantProfiles.accountId, accountId),
        eq(restaurantProfiles.main, 1),
        ne(restaurantProfiles.id, id),
      ),
    );
  await db
    .update(restaurantProfiles)
    .set({ main: 1 })
    .where(and(eq(restaurantProfiles.id, id), eq(restaurantProfiles.accountId, accountId)));
}

/** Approves a venue; its id, name and account, and whether it was in review until now (undefined: none). */
export async function approveVenue(db: Transaction, id: number) {
  const [row] = await db
    .select({
      id: restaurantProfiles.id,
      name: restaurantProfiles.name,
      accountId: restaurantProfiles.accountId,
      approved: restaurantProfiles.approved,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.id, id))
    .for('update');
  if (!row) return undefined;
  const wasInReview = !isApproved(row.approved);
  if (wasInReview)
    await db
      .update(restaurantProfiles)
      .set({ approved: approval.approved })
      .where(eq(restaurantProfiles.id, id));
  return { id: row.id, name: row.name, accountId: row.accountId, wasInReview };
}

/** The item tables of profile/restaurantmeta/* (the schedule has its own functions below). */
export const itemTables = {
  chefs: restaurantChefs,
  covers: restaurantCovers,
  address: restaurantAddresses,
  phone: restaurantPhones,
  social: restaurantSocial,
  email: restaurantEmails,
} as const;
export type ItemSection = keyof typeof itemTables;

/** A cover's stored texts (to merge a new language version in), locked; undefined when not the venue's. */
export async function findCoverTexts(db: Transaction, venueId: number, id: number) {
  const [row] = await db
    .select({
      description: restaurantCovers.description,
      originalLanguage: restaurantCovers.originalLanguage,
    })
    .from(restaurantCovers)
    .where(and(eq(restaurantCovers.id, id), eq(restaurantCovers.restaurantProfileId, venueId)))
    .limit(1)
    .for('update');
  return row;
}

const items = ownedItems(itemTables, (table) => table.restaurantProfileId);
/** Adds an item to a venue (`restaurantProfileId` among the values). */
export const insertItem = items.insert;
/** Changes an item of the venue; undefined when the id is not an item of that venue. */
export const updateItem = items.update;
/** Deletes an item of the venue; undefined when the id is not an item of that venue. */
export const deleteItem = items.delete;

export interface StoredDay {
  day: number;
  lunchFrom: string | null;
  lunchTo: string | null;
  dinnerFrom: string | null;
  dinnerTo: string | null;
}

/** Replaces the venue's week: a row per open day (upserted), closed days' rows removed. */
export async function replaceSchedule(db: Executor, venueId: number, openDays: StoredDay[]) {
  const open = openDays.map((d) => d.day);
  await db
    .delete(restaurantSchedule)
    .where(
      open.length
        ? and(eq(restaurantSchedule.restaurantProfileId, venueId), notInArray(restaurantSchedule.day, open))
        : eq(restaurantSchedule.restaurantProfileId, venueId),
    );
  if (open.length === 0) return;
  await db
    .insert(restaurantSchedule)
    .values(openDays.map((d) => ({ ...d, restaurantProfileId: venueId })))
    .onConflictDoUpdate({
      target: [restaurantSchedule.restaurantProfileId, restaurantSchedule.day],
      set: {
        lunchFrom: sql`excluded.lunch_from`,
        lunchTo: sql`excluded.lunch_to`,
        dinnerFrom: sql`excluded.dinner_from`,
        dinnerTo: sql`excluded.dinner_to`,
      },
    });
}

/** Clears the venue's week; the number of days removed. */
export async function clearSchedule(db: Executor, venueId: number) {
  const removed = await db
    .delete(restaurantSchedule)
    .where(eq(restaurantSchedule.restaurantProfileId, venueId))
    .returning({ id: restaurantSchedule.id });
  return removed.length;
}

interface StoredItem {
  id: number;
  sort_order: number;
}
export interface StoredScheduleDay {
  day: number;
  lunch_from: string | null;
  lunch_to: string | null;
  dinner_from: string | null;
  dinner_to: string | null;
}
export interface StoredVenueChef extends StoredItem {
  person: string;
  position: number;
}
export interface StoredCover extends StoredItem {
  title: string;
  description: LocalizedText;
  original_language: TextLanguage;
}
export interface StoredAddress extends StoredItem {
  location: PlaceLocation;
  formatted: string;
}
export interface StoredEmail extends StoredItem {
  email: string;
}
export interface StoredPhone extends StoredItem {
  phone: string;
}
export interface StoredSocial extends StoredItem {
  network: string;
  url: string;
}

/** Every item of a table as a JSON array, in the venue's order, for the venue's row. */
const itemsOf = (table: string, order = 'item.sort_order, item.id') =>
  sql.raw(
    `coalesce((select json_agg(item order by ${order}) from ${table} item where item.restaurant_profile_id = "restaurant_profiles"."id"), '[]'::json)`,
  );

/** A whole venue with all its parts, in one query whatever the number of items. */
export async function findVenueWithItems(db: Executor, id: number) {
  const [row] = await db
    .select({
      venue: restaurantProfiles,
      schedule: sql<StoredScheduleDay[]>`${itemsOf('restaurant_schedule', 'item.day')}`,
      chefs: sql<StoredVenueChef[]>`${itemsOf('restaurant_chefs')}`,
      covers: sql<StoredCover[]>`${itemsOf('restaurant_covers')}`,
      addresses: sql<StoredAddress[]>`${itemsOf('restaurant_addresses')}`,
      emails: sql<StoredEmail[]>`${itemsOf('restaurant_emails')}`,
      phones: sql<StoredPhone[]>`${itemsOf('restaurant_phones')}`,
      social: sql<StoredSocial[]>`${itemsOf('restaurant_social')}`,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.id, id))
    .limit(1);
  return row;
}

/** What the review queue shows of venues, by id (decision 053). */
export async function findReviewRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: restaurantProfiles.id,
      accountId: restaurantProfiles.accountId,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      location: restaurantProfiles.location,
      description: restaurantProfiles.description,
      originalLanguage: restaurantProfiles.originalLanguage,
      createdAt: restaurantProfiles.createdAt,
      updatedAt: restaurantProfiles.updatedAt,
    })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
}

/** A page of the ids waiting for review, oldest first, and how many wait (decision 053). */
export const reviewQueue = (db: Executor, offset: number, limit: number) =>
  reviewQueueIds(db, restaurantProfiles, offset, limit);
export const countInReview = (db: Executor) => countWaiting(db, restaurantProfiles);
/** Approves or rejects a row waiting for review; false when it no longer waits. */
export const decide = (
  tx: Transaction,
  id: number,
  decision: typeof approval.approved | typeof approval.rejected,
) => decideReview(tx, restaurantProfiles, id, decision);

/** How many venues each account has; one query. */
export async function countVenuesOfAccounts(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: restaurantProfiles.accountId, count: sql<number>`count(*)::int` })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.accountId, accountIds))
    .groupBy(restaurantProfiles.accountId);
}

/** Every venue of an account with all its parts, as stored, for its export (054); one query. */
export async function findVenuesForExport(db: Executor, accountId: number) {
  return db
    .select({
      venue: restaurantProfiles,
      schedule: sql<StoredScheduleDay[]>`${itemsOf('restaurant_schedule', 'item.day')}`,
      chefs: sql<StoredVenueChef[]>`${itemsOf('restaurant_chefs')}`,
      covers: sql<StoredCover[]>`${itemsOf('restaurant_covers')}`,
      addresses: sql<StoredAddress[]>`${itemsOf('restaurant_addresses')}`,
      emails: sql<StoredEmail[]>`${itemsOf('restaurant_emails')}`,
      phones: sql<StoredPhone[]>`${itemsOf('restaurant_phones')}`,
      social: sql<StoredSocial[]>`${itemsOf('restaurant_social')}`,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId))
    .orderBy(asc(restaurantProfiles.id));
}

/** Deletes venues; the database deletes their parts, offers and what else hangs on them. */
export async function deleteVenues(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(restaurantProfiles).where(inArray(restaurantProfiles.id, ids));
}

/**
 * Empties venues whose account was deleted while another side's conversation keeps their rows
 * (docs/decisions/054-own-data.md): their parts go, and what stays says nothing of the venue and is
 * seen by nobody (switched off and rejected).
 */
export async function emptyVenues(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  for (const table of [...Object.values(itemTables), restaurantSchedule])
    await db.delete(table).where(inArray(table.restaurantProfileId, ids));
  await db
    .update(restaurantProfiles)
    .set({
      slug: 'deleted',
      name: '',
      url: '',
      description: {},
      location: null,
      rating: 0,
      ratingType: 'none',
      cuisines: [],
      workLanguage: null,
      nationalities: [],
      visas: [],
      stageInfo: {},
      emailMessage: {},
      originalLanguage: null,
      contactEmail: null,
      main: 0,
      active: 0,
      approved: approval.rejected,
      updatedAt: sql`now()`,
    })
    .where(inArray(restaurantProfiles.id, ids));
}

/** Moves the account's rows as a report's answer says (hidden, suspended, lifted: decision 053). */
export const setApprovalOfOwner = (tx: Transaction, accountId: number, move: VisibilityMove) =>
  setApprovalOfAccount(tx, restaurantProfiles, accountId, move);

/** The main venue of each account among `accountIds`; one query. */
export async function findMainVenueLinksOfAccounts(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: restaurantProfiles.accountId,
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
    })
    .from(restaurantProfiles)
    .where(and(inArray(restaurantProfiles.accountId, accountIds), eq(restaurantProfiles.main, 1)));
}
