import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { backToReview, countWaiting, decideReview, reviewQueueIds } from '../../db/review';
import { isoWeekOf, type WeekCount } from '../../db/weeks';
import { liveOffer, liveOfferOwn } from '../../access';
import { offers, savedOffers } from '../../db/schema/index';
import { approval, isApproved, offerStatus } from '@shared/states';

export type NewOffer = typeof offers.$inferInsert;
export type OfferChanges = Partial<Omit<NewOffer, 'id' | 'createdAt'>>;

/** The offers among `ids` that match `visible` (the access module's condition), with their venue. */
export async function findVisibleOffers(db: Executor, ids: number[], visible: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({ id: offers.id, name: offers.name, venueId: offers.restaurantProfileId })
    .from(offers)
    .where(and(inArray(offers.id, ids), visible));
}

/** The headline and venue of offers, deleted ones too (applications keep them). */
export async function findOfferHeadlines(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: offers.id, name: offers.name, slug: offers.slug, venueId: offers.restaurantProfileId })
    .from(offers)
    .where(inArray(offers.id, ids));
}

/** An offer that is not deleted, with its venue. */
export async function findLiveOffer(db: Executor, id: number) {
  const [row] = await db
    .select({ id: offers.id, venueId: offers.restaurantProfileId })
    .from(offers)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .limit(1);
  return row;
}

/** The columns of an offer card (its venue's part comes from the venues feature). */
const cardColumns = {
  id: offers.id,
  rid: offers.restaurantProfileId,
  slug: offers.slug,
  name: offers.name,
  position: offers.position,
  description: offers.description,
  requirements: offers.requirements,
  originalLanguage: offers.originalLanguage,
  salaryType: offers.salaryType,
  salaryFrom: offers.salaryFrom,
  salaryTo: offers.salaryTo,
  hideSalary: offers.hideSalary,
  currency: offers.currency,
  term: offers.term,
  hours: offers.hours,
  holidays: offers.holidays,
  daysOff: offers.daysOff,
  recruit: offers.recruit,
  status: offers.status,
  approved: offers.approved,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
  deletedAt: offers.deletedAt,
};
export type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

const cardQuery = (db: Executor, where: SQL | undefined) =>
  db.select(cardColumns).from(offers).where(where).$dynamic();

/** One offer (deleted or not) as a card row; undefined when there is none. */
export async function findCard(db: Executor, id: number) {
  const [row] = await cardQuery(db, eq(offers.id, id)).limit(1);
  return row;
}

/** The cards among `ids` that match `where`, in no particular order (the caller orders them). */
export async function findCards(db: Executor, ids: number[], where: SQL) {
  if (ids.length === 0) return [];
  return cardQuery(db, and(inArray(offers.id, ids), where));
}

/** A page of a venue's offers matching `where`, newest first. */
export async function pageOfVenue(db: Executor, venueId: number, where: SQL, limit: number, offset: number) {
  return cardQuery(db, and(eq(offers.restaurantProfileId, venueId), where))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A page of a venue's offers matching `where`, newest first, each row with the number of all matching
 * (`total`): the venue page's block in one query.
 */
export async function pageOfVenueWithTotal(db: Executor, venueId: number, where: SQL, limit: number) {
  return db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(offers)
    .where(and(eq(offers.restaurantProfileId, venueId), where))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}

/**
 * The counts of a venue's offers page in one query: all, active and paused among those matching
 * `where` (the owner: every offer not deleted; anyone else: the live ones they may see).
 */
export async function countOffersOfVenue(db: Executor, venueId: number, where: SQL) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${offers.status} = 1))::int`,
      inactive: sql<number>`(count(*) filter (where ${offers.status} = 0))::int`,
    })
    .from(offers)
    .where(and(eq(offers.restaurantProfileId, venueId), where));
  return row ?? { total: 0, active: 0, inactive: 0 };
}

/** The number of offers matching `where` of each of the venues, in one query (a venue with none is absent). */
export async function countOffersByVenue(db: Executor, venueIds: number[], where: SQL) {
  if (venueIds.length === 0) return [];
  return db
    .select({ venueId: offers.restaurantProfileId, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(inArray(offers.restaurantProfileId, venueIds), where))
    .groupBy(offers.restaurantProfileId);
}

/** The venue and position an offer is related by; undefined when it does not exist or is deleted. */
export async function findOfferKey(db: Executor, id: number) {
  const [row] = await db
    .select({ venueId: offers.restaurantProfileId, position: offers.position })
    .from(offers)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .limit(1);
  return row;
}

/** The offers beside one: `where`, other than `id`, of its venue or position; its venue's first, then newest. */
export async function pageOfRelated(
  db: Executor,
  key: { id: number; venueId: number; position: number },
  where: SQL,
  limit: number,
  offset: number,
) {
  return cardQuery(db, and(relatedTo(key), where))
    .orderBy(
      desc(sql`(${offers.restaurantProfileId} = ${key.venueId})`),
      desc(offers.createdAt),
      desc(offers.id),
    )
    .limit(limit)
    .offset(offset);
}

const relatedTo = (key: { id: number; venueId: number; position: number }) =>
  and(
    ne(offers.id, key.id),
    or(eq(offers.restaurantProfileId, key.venueId), eq(offers.position, key.position)),
  );

export async function countRelated(
  db: Executor,
  key: { id: number; venueId: number; position: number },
  where: SQL,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(relatedTo(key), where));
  return row?.total ?? 0;
}

/** An offer's stored texts and state, locked for the save that merges a language version in. */
export async function findOfferForUpdate(db: Transaction, id: number) {
  const [row] = await db
    .select({
      id: offers.id,
      description: offers.description,
      requirements: offers.requirements,
      originalLanguage: offers.originalLanguage,
      status: offers.status,
    })
    .from(offers)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertOffer(db: Executor, values: NewOffer) {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row!;
}

/** Many offers at once (the demo's); what the demo's notifications need of each. */
export async function insertOffers(db: Executor, values: NewOffer[]) {
  if (values.length === 0) return [];
  return db.insert(offers).values(values).returning({
    id: offers.id,
    name: offers.name,
    venueId: offers.restaurantProfileId,
    approved: offers.approved,
    status: offers.status,
    createdAt: offers.createdAt,
  });
}

/** Changes an offer; `updated_at` is set on every save (the job posting's validity starts again). */
export async function updateOffer(db: Executor, id: number, changes: OfferChanges) {
  await db
    .update(offers)
    .set({ approved: backToReview(offers.approved), ...changes, updatedAt: sql`now()` })
    .where(eq(offers.id, id));
}

export async function deleteOffer(db: Executor, id: number) {
  await db
    .update(offers)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)));
}

/**
 * Pauses (0) or activates (1) an offer. Activating a paused offer refreshes `updated_at`: its job
 * posting's 30 days start again.
 */
export async function setOfferStatus(
  db: Executor,
  id: number,
  status: (typeof offerStatus)[keyof typeof offerStatus],
) {
  await db
    .update(offers)
    .set({
      status,
      ...(status === offerStatus.active
        ? {
            updatedAt: sql`case when ${offers.status} = ${offerStatus.paused} then now() else ${offers.updatedAt} end`,
          }
        : {}),
    })
    .where(eq(offers.id, id));
}

/** Approves an offer not deleted; its id, name and venue, and whether it was in review until now. */
export async function approveOffer(db: Transaction, id: number) {
  const [row] = await db
    .select({
      id: offers.id,
      name: offers.name,
      venueId: offers.restaurantProfileId,
      approved: offers.approved,
    })
    .from(offers)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .for('update');
  if (!row) return undefined;
  const wasInReview = !isApproved(row.approved);
  if (wasInReview) await db.update(offers).set({ approved: approval.approved }).where(eq(offers.id, id));
  return { id: row.id, name: row.name, venueId: row.venueId, wasInReview };
}

/** The offers among `ids` (not deleted), with their venue, name and whether each is live; one query. */
export async function findOfferStates(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: offers.id,
      venueId: offers.restaurantProfileId,
      name: offers.name,
      live: liveOffer(offers),
    })
    .from(offers)
    .where(and(inArray(offers.id, ids), isNull(offers.deletedAt)));
}

/** Every offer of the venues (deleted ones too: applications keep them), with its headline and status; one query. */
export async function findOffersOfVenues(db: Executor, venueIds: number[], activeOnly: boolean) {
  if (venueIds.length === 0) return [];
  return db
    .select({
      id: offers.id,
      slug: offers.slug,
      name: offers.name,
      venueId: offers.restaurantProfileId,
      status: offers.status,
      deleted: sql<boolean>`${offers.deletedAt} is not null`,
    })
    .from(offers)
    .where(
      and(
        inArray(offers.restaurantProfileId, venueIds),
        activeOnly ? eq(offers.status, offerStatus.active) : undefined,
      ),
    );
}

/** Saves offers for chef profiles (now, unless `createdAt` says when); one already saved stays as it was. */
export async function insertSavedOffers(db: Executor, rows: (typeof savedOffers.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(savedOffers).values(rows).onConflictDoNothing();
}

/**
 * A page of a chef profile's saved offers matching `where` (the access module's condition), newest
 * saved first, as card rows with the moment each was saved: one query.
 */
export async function pageOfSaved(
  db: Executor,
  chefProfileId: number,
  where: SQL,
  limit: number,
  offset: number,
) {
  return db
    .select({ ...cardColumns, savedAt: savedOffers.createdAt })
    .from(savedOffers)
    .innerJoin(offers, eq(offers.id, savedOffers.offerId))
    .where(and(eq(savedOffers.chefProfileId, chefProfileId), where))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId))
    .limit(limit)
    .offset(offset);
}

/** The offers among `offerIds` a chef profile has saved, with when; one query. */
export async function findSavedAmong(db: Executor, chefProfileId: number, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: savedOffers.offerId, savedAt: savedOffers.createdAt })
    .from(savedOffers)
    .where(and(eq(savedOffers.chefProfileId, chefProfileId), inArray(savedOffers.offerId, offerIds)));
}

/** What the review queue shows of offers, by id (decision 053). */
export async function findReviewRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: offers.id,
      venueId: offers.restaurantProfileId,
      slug: offers.slug,
      name: offers.name,
      position: offers.position,
      description: offers.description,
      originalLanguage: offers.originalLanguage,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
    })
    .from(offers)
    .where(inArray(offers.id, ids));
}

/** A page of the ids waiting for review, oldest first, and how many wait (decision 053). */
export const reviewQueue = (db: Executor, offset: number, limit: number) =>
  reviewQueueIds(db, offers, offset, limit);
export const countInReview = (db: Executor) => countWaiting(db, offers);
/** Approves or rejects a row waiting for review; false when it no longer waits. */
export const decide = (
  tx: Transaction,
  id: number,
  decision: typeof approval.approved | typeof approval.rejected,
) => decideReview(tx, offers, id, decision);

/** Offers created in each ISO week (UTC) from `from` on, deleted ones included; one query. */
export async function countOffersCreatedByWeek(db: Executor, from: Date): Promise<WeekCount[]> {
  const week = isoWeekOf(offers.createdAt);
  return db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(gte(offers.createdAt, from))
    .groupBy(week);
}

/** Offers live now by themselves: approved, active, not deleted (their venues aside). */
export async function countLiveOffers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(offers).where(liveOfferOwn(offers));
  return row?.count ?? 0;
}

/** Every offer of the venues (deleted ones too), as stored but for the search document, for an export (054). */
export async function findOffersForExport(db: Executor, venueIds: number[]) {
  if (venueIds.length === 0) return [];
  const { searchVector: _searchVector, ...columns } = getTableColumns(offers);
  return db
    .select(columns)
    .from(offers)
    .where(inArray(offers.restaurantProfileId, venueIds))
    .orderBy(offers.id);
}

/** The offers a chef saved, oldest first, with each offer's headline, for an export (054). */
export async function findSavedForExport(db: Executor, chefProfileId: number) {
  return db
    .select({ offerId: savedOffers.offerId, name: offers.name, savedAt: savedOffers.createdAt })
    .from(savedOffers)
    .innerJoin(offers, eq(offers.id, savedOffers.offerId))
    .where(eq(savedOffers.chefProfileId, chefProfileId))
    .orderBy(savedOffers.createdAt);
}

/** Deletes the offers a chef saved. */
export async function deleteSavedOfChef(db: Executor, chefProfileId: number) {
  await db.delete(savedOffers).where(eq(savedOffers.chefProfileId, chefProfileId));
}

/**
 * Deletes the venues' offers for good, deleted ones too (not `deleted_at`: their account is gone, 054);
 * the database deletes their applications, saves and pictures with them.
 */
export async function purgeOffersOfVenues(db: Executor, venueIds: number[]) {
  if (venueIds.length === 0) return;
  await db.delete(offers).where(inArray(offers.restaurantProfileId, venueIds));
}
