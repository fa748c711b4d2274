import { and, eq, inArray, sql } from 'drizzle-orm';
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
  chefEducation,
  chefExperience,
  chefLanguages,
  chefProfiles,
  chefReferrals,
} from '../../db/schema/index';
import type { LocalizedText, PlaceLocation, TextLanguage } from '../../db/schema/localized';

export type NewChefProfile = typeof chefProfiles.$inferInsert;
export type ChefProfileChanges = Partial<Omit<NewChefProfile, 'id' | 'accountId'>>;

export async function insertChefProfile(db: Executor, values: NewChefProfile) {
  const [row] = await db.insert(chefProfiles).values(values).returning();
  return row!;
}

export async function findChefProfileOfAccount(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      id: chefProfiles.id,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      active: chefProfiles.active,
      approved: chefProfiles.approved,
      description: chefProfiles.description,
      originalLanguage: chefProfiles.originalLanguage,
    })
    .from(chefProfiles)
    .where(eq(chefProfiles.accountId, accountId))
    .limit(1);
  return row;
}

/** Changes the profile and marks it updated; the changed row's id, or undefined when it does not exist. */
export async function updateChefProfile(db: Executor, id: number, changes: ChefProfileChanges) {
  const [row] = await db
    .update(chefProfiles)
    .set({ approved: backToReview(chefProfiles.approved), ...changes, updatedAt: sql`now()` })
    .where(eq(chefProfiles.id, id))
    .returning({ id: chefProfiles.id, active: chefProfiles.active, approved: chefProfiles.approved });
  return row;
}

export async function toggleChefProfile(db: Executor, id: number) {
  const [row] = await db
    .update(chefProfiles)
    .set({ active: sql`1 - ${chefProfiles.active}`, updatedAt: sql`now()` })
    .where(eq(chefProfiles.id, id))
    .returning({ id: chefProfiles.id, active: chefProfiles.active });
  return row;
}

/** The names of chef profiles by id. */
export async function findChefProfileNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: chefProfiles.id, name: chefProfiles.name, accountId: chefProfiles.accountId })
    .from(chefProfiles)
    .where(inArray(chefProfiles.id, ids));
}

/** Approves a chef profile; its id, name and account, and whether it was in review until now. */
export async function approveChefProfile(db: Transaction, id: number) {
  const [row] = await db
    .select({
      id: chefProfiles.id,
      name: chefProfiles.name,
      accountId: chefProfiles.accountId,
      approved: chefProfiles.approved,
    })
    .from(chefProfiles)
    .where(eq(chefProfiles.id, id))
    .for('update');
  if (!row) return undefined;
  const wasInReview = !isApproved(row.approved);
  if (wasInReview)
    await db.update(chefProfiles).set({ approved: approval.approved }).where(eq(chefProfiles.id, id));
  return { id: row.id, name: row.name, accountId: row.accountId, wasInReview };
}

export const itemTables = {
  experience: chefExperience,
  education: chefEducation,
  languages: chefLanguages,
  referrals: chefReferrals,
} as const;
export type ItemSection = keyof typeof itemTables;

/** The stored texts of an item of the profile (to merge a new language version in), or undefined. */
export async function findItemTexts(
  db: Transaction,
  section: 'experience' | 'education' | 'referrals',
  profileId: number,
  id: number,
) {
  const table = itemTables[section];
  const [row] = await db
    .select({ description: table.description, originalLanguage: table.originalLanguage })
    .from(table)
    .where(and(eq(table.id, id), eq(table.chefProfileId, profileId)))
    .limit(1)
    .for('update');
  return row;
}

const items = ownedItems(
  itemTables,
  (table) => table.chefProfileId,
  // Languages have no update time.
  (section): Record<string, unknown> => (section === 'languages' ? {} : { updatedAt: sql`now()` }),
);
/** Adds an item to a profile (`chefProfileId` among the values). */
export const insertItem = items.insert;
/** Changes an item of the profile; undefined when the id is not an item of that profile. */
export const updateItem = items.update;
export const deleteItem = items.delete;

export interface StoredPeriod {
  from_year: number;
  from_month: number;
  to_year: number | null;
  to_month: number | null;
  currently: boolean;
}
export interface StoredExperience extends StoredPeriod {
  id: number;
  sort_order: number;
  sector: number;
  cuisine: number;
  position: number;
  company: string;
  url: string;
  location: PlaceLocation | null;
  rating: number;
  rating_type: string;
  description: LocalizedText;
  original_language: TextLanguage;
}
export interface StoredEducation extends StoredPeriod {
  id: number;
  sort_order: number;
  title: string;
  center: string;
  url: string;
  location: PlaceLocation | null;
  description: LocalizedText;
  original_language: TextLanguage;
}
export interface StoredLanguage {
  id: number;
  sort_order: number;
  language: string;
  level: number;
}
export interface StoredReferral {
  id: number;
  sort_order: number;
  description: LocalizedText;
  original_language: TextLanguage;
}

/** Every item of a section as a JSON array, in the profile's order, for the profile's row. */
const itemsOf = (table: string, order: string) =>
  sql.raw(
    `coalesce((select json_agg(item order by ${order}) from ${table} item where item.chef_profile_id = "chef_profiles"."id"), '[]'::json)`,
  );

/**
 * A whole profile with all its sections, by its id or its account's, in one query whatever the number
 * of items.
 */
export async function findChefProfileWithItems(db: Executor, by: { id: number } | { accountId: number }) {
  const [row] = await db
    .select({
      id: chefProfiles.id,
      accountId: chefProfiles.accountId,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      position: chefProfiles.position,
      location: chefProfiles.location,
      dob: chefProfiles.dob,
      nationalities: chefProfiles.nationalities,
      visas: chefProfiles.visas,
      cuisines: chefProfiles.cuisines,
      description: chefProfiles.description,
      originalLanguage: chefProfiles.originalLanguage,
      active: chefProfiles.active,
      approved: chefProfiles.approved,
      updatedAt: chefProfiles.updatedAt,
      experience: sql<
        StoredExperience[]
      >`${itemsOf('chef_experience', 'item.from_year desc, item.from_month desc, item.sort_order, item.id')}`,
      education: sql<
        StoredEducation[]
      >`${itemsOf('chef_education', 'item.sort_order, item.from_year desc, item.from_month desc, item.id')}`,
      languages: sql<StoredLanguage[]>`${itemsOf('chef_languages', 'item.sort_order, item.id')}`,
      referrals: sql<StoredReferral[]>`${itemsOf('chef_referrals', 'item.sort_order, item.id')}`,
    })
    .from(chefProfiles)
    .where('id' in by ? eq(chefProfiles.id, by.id) : eq(chefProfiles.accountId, by.accountId))
    .limit(1);
  return row;
}
export type StoredChefProfile = NonNullable<Awaited<ReturnType<typeof findChefProfileWithItems>>>;

/** What an applicant card shows of each chef profile, by id; one query. */
export async function findChefSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: chefProfiles.id,
      accountId: chefProfiles.accountId,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      position: chefProfiles.position,
      location: chefProfiles.location,
    })
    .from(chefProfiles)
    .where(inArray(chefProfiles.id, ids));
}

/** What the review queue shows of chef profiles, by id (decision 053). */
export async function findReviewRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: chefProfiles.id,
      accountId: chefProfiles.accountId,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      position: chefProfiles.position,
      location: chefProfiles.location,
      description: chefProfiles.description,
      originalLanguage: chefProfiles.originalLanguage,
      createdAt: chefProfiles.createdAt,
      updatedAt: chefProfiles.updatedAt,
    })
    .from(chefProfiles)
    .where(inArray(chefProfiles.id, ids));
}

/** A page of the ids waiting for review, oldest first, and how many wait (decision 053). */
export const reviewQueue = (db: Executor, offset: number, limit: number) =>
  reviewQueueIds(db, chefProfiles, offset, limit);
export const countInReview = (db: Executor) => countWaiting(db, chefProfiles);
/** Approves or rejects a row waiting for review; false when it no longer waits. */
export const decide = (
  tx: Transaction,
  id: number,
  decision: typeof approval.approved | typeof approval.rejected,
) => decideReview(tx, chefProfiles, id, decision);

/** Deletes a chef profile; the database deletes its sections, and what else hangs on it, with it. */
export async function deleteChefProfile(db: Executor, id: number) {
  await db.delete(chefProfiles).where(eq(chefProfiles.id, id));
}

/**
 * Empties a chef profile whose account was deleted while another side's conversation keeps the row
 * (docs/decisions/054-own-data.md): its sections go, and what stays says nothing of the chef and is
 * seen by nobody (switched off and rejected: no list, search, count or page shows it).
 */
export async function emptyChefProfile(db: Executor, id: number) {
  for (const table of [chefExperience, chefEducation, chefLanguages, chefReferrals])
    await db.delete(table).where(eq(table.chefProfileId, id));
  await db
    .update(chefProfiles)
    .set({
      slug: 'deleted',
      name: '',
      position: null,
      location: null,
      dob: null,
      nationalities: [],
      visas: [],
      cuisines: [],
      description: {},
      originalLanguage: null,
      active: 0,
      approved: approval.rejected,
      updatedAt: sql`now()`,
    })
    .where(eq(chefProfiles.id, id));
}

/** Moves the account's rows as a report's answer says (hidden, suspended, lifted: decision 053). */
export const setApprovalOfOwner = (tx: Transaction, accountId: number, move: VisibilityMove) =>
  setApprovalOfAccount(tx, chefProfiles, accountId, move);

/** The chef profile of each account among `accountIds`; one query. */
export async function findProfileLinksOfAccounts(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: chefProfiles.accountId,
      id: chefProfiles.id,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
    })
    .from(chefProfiles)
    .where(inArray(chefProfiles.accountId, accountIds));
}
