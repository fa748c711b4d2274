import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { stageRequestStatus, type StageRequestStatus } from '@shared/applications/stage-requests';
import type { Executor, Transaction } from '../../db/client';
import { stageRequests } from '../../db/schema/index';

/** The rows of `stage_requests` (docs/decisions/052): a chef's request to a venue and its answers. */

const columns = {
  id: stageRequests.id,
  chefProfileId: stageRequests.chefProfileId,
  restaurantProfileId: stageRequests.restaurantProfileId,
  startDate: stageRequests.startDate,
  endDate: stageRequests.endDate,
  status: stageRequests.status,
  proposedStartDate: stageRequests.proposedStartDate,
  proposedEndDate: stageRequests.proposedEndDate,
  answeredAt: stageRequests.answeredAt,
  createdAt: stageRequests.createdAt,
};
/** Every column of the table is read. */
export type StageRequestRow = typeof stageRequests.$inferSelect;

/** The period agreed: the venue's proposal when it made one, else the chef's (as `agreedStages` reads it). */
export function agreedPeriod(row: StageRequestRow) {
  return row.proposedStartDate && row.proposedEndDate
    ? { date: row.proposedStartDate, ends: row.proposedEndDate }
    : { date: row.startDate, ends: row.endDate };
}

/**
 * A new request; undefined when the chef has an open one with the venue already (the partial unique
 * index decides, so two sent at once make one).
 */
export async function insertRequest(
  db: Transaction,
  row: { chefProfileId: number; restaurantProfileId: number; startDate: string; endDate: string },
): Promise<StageRequestRow | undefined> {
  const [made] = await db
    .insert(stageRequests)
    .values({ ...row, status: stageRequestStatus.waitingForVenue })
    .onConflictDoNothing()
    .returning(columns);
  return made;
}

/** The request `id`, locked for an answer. */
export async function findForUpdate(db: Transaction, id: number): Promise<StageRequestRow | undefined> {
  const [row] = await db.select(columns).from(stageRequests).where(eq(stageRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(
  db: Executor,
  id: number,
  changes: {
    status: StageRequestStatus;
    proposedStartDate?: string;
    proposedEndDate?: string;
  },
): Promise<StageRequestRow> {
  const [row] = await db
    .update(stageRequests)
    .set({ ...changes, answeredAt: sql`now()` })
    .where(eq(stageRequests.id, id))
    .returning(columns);
  return row!;
}

/** A page of a venue's or a chef's requests, newest first: one query. */
export async function pageOf(
  db: Executor,
  owner: { restaurantProfileId: number } | { chefProfileId: number },
  offset: number,
  limit: number,
): Promise<StageRequestRow[]> {
  const where =
    'restaurantProfileId' in owner
      ? eq(stageRequests.restaurantProfileId, owner.restaurantProfileId)
      : eq(stageRequests.chefProfileId, owner.chefProfileId);
  return db
    .select(columns)
    .from(stageRequests)
    .where(where)
    .orderBy(desc(stageRequests.createdAt), desc(stageRequests.id))
    .offset(offset)
    .limit(limit);
}

/**
 * The agreed stages of some venues or of a chef that overlap the days asked for (either end may be
 * open), by start: one query. The agreed period is the venue's proposal when it made one, else the
 * chef's.
 */
export async function agreedStages(
  db: Executor,
  owner: { restaurantProfileIds: number[] } | { chefProfileId: number },
  range: { from?: string | undefined; to?: string | undefined },
): Promise<StageRequestRow[]> {
  if ('restaurantProfileIds' in owner && owner.restaurantProfileIds.length === 0) return [];
  const start = sql<string>`coalesce(${stageRequests.proposedStartDate}, ${stageRequests.startDate})`;
  const end = sql<string>`coalesce(${stageRequests.proposedEndDate}, ${stageRequests.endDate})`;
  return db
    .select(columns)
    .from(stageRequests)
    .where(
      and(
        'restaurantProfileIds' in owner
          ? inArray(stageRequests.restaurantProfileId, owner.restaurantProfileIds)
          : eq(stageRequests.chefProfileId, owner.chefProfileId),
        eq(stageRequests.status, stageRequestStatus.accepted),
        range.from ? gte(end, range.from) : undefined,
        range.to ? lte(start, range.to) : undefined,
      ),
    )
    .orderBy(start, stageRequests.id);
}

/** The requests of a chef profile or to the venues, as stored, for an export or a deletion (054). */
const ofParties = (chefProfileId: number | null, venueIds: number[]) => {
  const whose = [
    ...(chefProfileId === null ? [] : [eq(stageRequests.chefProfileId, chefProfileId)]),
    ...(venueIds.length === 0 ? [] : [inArray(stageRequests.restaurantProfileId, venueIds)]),
  ];
  return whose.length === 0 ? undefined : sql.join(whose, sql` or `);
};

export async function findForExport(db: Executor, chefProfileId: number | null, venueIds: number[]) {
  const where = ofParties(chefProfileId, venueIds);
  if (!where) return [];
  return db.select(columns).from(stageRequests).where(where).orderBy(stageRequests.id);
}

export async function deleteOfParties(db: Executor, chefProfileId: number | null, venueIds: number[]) {
  const where = ofParties(chefProfileId, venueIds);
  if (where) await db.delete(stageRequests).where(where);
}
