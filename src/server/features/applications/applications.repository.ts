import type { StageStatus } from '@shared/applications/state';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { applicationStatusCodes, type ApplicationStatusCode } from '@shared/applications/tabs';
import type { Executor, Transaction } from '../../db/client';
import { isoWeekOf, type WeekCount } from '../../db/weeks';
import { applicationEvents, applications, calendarFeeds, stages } from '../../db/schema/index';

export type NewApplication = typeof applications.$inferInsert;
export type NewStage = typeof stages.$inferInsert;
export type NewApplicationEvent = typeof applicationEvents.$inferInsert;
export type ApplicationChanges = Partial<
  Pick<NewApplication, 'status' | 'disponibility' | 'disponibilityDate' | 'withdrawnAt' | 'createdAt'>
>;

/**
 * The applications (any state) that already join these offers to these chef profiles, locked for the
 * call that adds or moves them: one chef's for several offers, or one offer's for several chefs.
 */
export async function findPairsForUpdate(db: Transaction, offerIds: number[], chefProfileIds: number[]) {
  if (offerIds.length === 0 || chefProfileIds.length === 0) return [];
  return db
    .select(lockedColumns)
    .from(applications)
    .where(and(inArray(applications.offerId, offerIds), inArray(applications.chefProfileId, chefProfileIds)))
    .orderBy(applications.id)
    .for('update');
}

/**
 * New applications; a pair (offer, chef) that has one already is left out, even when it came in since
 * the caller looked (the unique index): the rows made.
 */
export async function insertApplications(db: Executor, rows: NewApplication[]) {
  if (rows.length === 0) return [];
  return db
    .insert(applications)
    .values(rows)
    .onConflictDoNothing({ target: [applications.offerId, applications.chefProfileId] })
    .returning({
      id: applications.id,
      offerId: applications.offerId,
      chefProfileId: applications.chefProfileId,
      status: applications.status,
    });
}

export async function insertStages(db: Executor, rows: NewStage[]) {
  if (rows.length === 0) return [];
  return db.insert(stages).values(rows).returning({ id: stages.id });
}

const lockedColumns = {
  id: applications.id,
  offerId: applications.offerId,
  chefProfileId: applications.chefProfileId,
  status: applications.status,
  disponibility: applications.disponibility,
  invited: applications.invited,
  withdrawnAt: applications.withdrawnAt,
};
export type LockedApplication = Awaited<ReturnType<typeof findForUpdate>>;

/** One application's parties and state; undefined when there is none. */
export async function findApplication(db: Executor, id: number) {
  const [row] = await db.select(lockedColumns).from(applications).where(eq(applications.id, id));
  return row;
}

/** One application, locked for a move; undefined when there is none. */
export async function findForUpdate(db: Transaction, id: number) {
  const [row] = await db
    .select(lockedColumns)
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  return row;
}

export async function updateApplication(db: Executor, id: number, changes: ApplicationChanges) {
  await db
    .update(applications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(applications.id, id));
}

/** Sets the status of the application's stages that are in one of `from` (the open ones, say). */
export async function setStageStatus(
  db: Executor,
  applicationId: number,
  from: readonly StageStatus[],
  to: StageStatus,
) {
  await db
    .update(stages)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(stages.applicationId, applicationId), inArray(stages.status, [...from])));
}

const listColumns = {
  id: applications.id,
  offerId: applications.offerId,
  chefProfileId: applications.chefProfileId,
  status: applications.status,
  disponibility: applications.disponibility,
  disponibilityDate: applications.disponibilityDate,
  invited: applications.invited,
  withdrawnAt: applications.withdrawnAt,
  createdAt: applications.createdAt,
};
export type ApplicationRow = Awaited<ReturnType<typeof pageOfChef>>[number];

/** A page of the chef's applications of one status, newest first; withdrawn ones are left out (D4). */
export async function pageOfChef(
  db: Executor,
  chefProfileId: number,
  status: ApplicationStatusCode,
  offset: number,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(applications)
    .where(
      and(
        eq(applications.chefProfileId, chefProfileId),
        eq(applications.status, status),
        isNull(applications.withdrawnAt),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .offset(offset)
    .limit(limit);
}

/** A page of an offer's applications of one status, newest first; withdrawn ones are among the rejected. */
export async function pageOfOffer(
  db: Executor,
  offerId: number,
  status: ApplicationStatusCode,
  offset: number,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(applications)
    .where(and(eq(applications.offerId, offerId), eq(applications.status, status)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .offset(offset)
    .limit(limit);
}

/** The stages of these applications, by date and time (no time last in its day). */
export async function stagesOf(db: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      id: stages.id,
      applicationId: stages.applicationId,
      proposedBy: stages.proposedByAccountId,
      date: stages.date,
      startTime: stages.startTime,
      endTime: stages.endTime,
      typeId: stages.typeId,
      description: stages.description,
      status: stages.status,
    })
    .from(stages)
    .where(inArray(stages.applicationId, applicationIds))
    .orderBy(asc(stages.date), sql`${stages.startTime} asc nulls last`, asc(stages.id));
}

/** How many applications each status holds, among those `where` picks; one query. */
async function countsByStatus(db: Executor, where: SQL | undefined) {
  return db
    .select({
      status: applications.status,
      count: sql<number>`count(*)::int`,
      /** When an application of the status last changed. */
      changed: sql<string>`max(${applications.updatedAt})`,
    })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
}

/**
 * The chef's applications by status, withdrawn ones left out, each status with how many of them are
 * offers a venue sent that the chef has not answered yet (disponibility 0) and when one last changed;
 * one query.
 */
export async function countsOfChef(db: Executor, chefProfileId: number) {
  return db
    .select({
      status: applications.status,
      count: sql<number>`count(*)::int`,
      unansweredOffers: sql<number>`(count(*) filter (where ${applications.disponibility} = 0))::int`,
      /** When an application of the status last changed. */
      changed: sql<string>`max(${applications.updatedAt})`,
    })
    .from(applications)
    .where(and(eq(applications.chefProfileId, chefProfileId), isNull(applications.withdrawnAt)))
    .groupBy(applications.status);
}

/** The chef's applications (withdrawn ones left out) for these offers; one query. */
export async function findChefApplicationsForOffers(db: Executor, chefProfileId: number, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      id: applications.id,
      offerId: applications.offerId,
      status: applications.status,
      disponibility: applications.disponibility,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.chefProfileId, chefProfileId),
        inArray(applications.offerId, offerIds),
        isNull(applications.withdrawnAt),
      ),
    );
}

/** An offer's applications by status (withdrawn among the rejected). */
export const countsOfOffer = (db: Executor, offerId: number) =>
  countsByStatus(db, eq(applications.offerId, offerId));

/** How many applications each of these offers has in each status; one query. */
export async function countsByOffer(db: Executor, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: applications.offerId, status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(inArray(applications.offerId, offerIds))
    .groupBy(applications.offerId, applications.status);
}

/** One stage with its application; undefined when there is none. */
export async function findStage(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: stages.id,
      applicationId: stages.applicationId,
      proposedBy: stages.proposedByAccountId,
      status: stages.status,
      date: stages.date,
      startTime: stages.startTime,
      endTime: stages.endTime,
      typeId: stages.typeId,
      description: stages.description,
      timeZone: stages.timeZone,
      calendarSequence: stages.calendarSequence,
    })
    .from(stages)
    .where(eq(stages.id, id));
  return row;
}

/** The application's agreed date, if any (the one a move off the accepted status calls off). */
export async function findAgreedStage(db: Executor, applicationId: number) {
  const [row] = await db
    .select({ id: stages.id })
    .from(stages)
    .where(and(eq(stages.applicationId, applicationId), eq(stages.status, 'accepted')))
    .limit(1);
  return row?.id;
}

/** Raises the SEQUENCE of a stage's invitation (a change or cancellation is sent): the new one. */
export async function raiseCalendarSequence(db: Executor, id: number) {
  const [row] = await db
    .update(stages)
    .set({ calendarSequence: sql`${stages.calendarSequence} + 1` })
    .where(eq(stages.id, id))
    .returning({ sequence: stages.calendarSequence });
  return row?.sequence ?? 0;
}

/** Changes one stage of the application (its status, and the hours, kind and message the venue set). */
export async function updateStage(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<NewStage, 'status' | 'startTime' | 'endTime' | 'typeId' | 'description' | 'timeZone'>
  >,
) {
  await db
    .update(stages)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(stages.id, id));
}

/** The days a calendar asks for, both included; either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}
const inRange = (range: DayRange) => [
  range.from ? gte(stages.date, range.from) : undefined,
  range.to ? lte(stages.date, range.to) : undefined,
];
const agreedTrial = and(
  eq(stages.status, 'accepted'),
  eq(applications.status, applicationStatusCodes.accepted),
);

/**
 * A page of the offers among `offerIds` that have agreed trials in the days, by their first trial there:
 * their ids. One query.
 */
export async function offersWithTrials(
  db: Executor,
  offerIds: number[],
  range: DayRange,
  offset: number,
  limit: number,
) {
  if (offerIds.length === 0) return [];
  const rows = await db
    .select({ id: applications.offerId })
    .from(stages)
    .innerJoin(applications, eq(applications.id, stages.applicationId))
    .where(and(inArray(applications.offerId, offerIds), agreedTrial, ...inRange(range)))
    .groupBy(applications.offerId)
    .orderBy(sql`min(${stages.date})`, asc(applications.offerId))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => row.id);
}

const calendarStageColumns = {
  id: stages.id,
  applicationId: stages.applicationId,
  proposedBy: stages.proposedByAccountId,
  date: stages.date,
  startTime: stages.startTime,
  endTime: stages.endTime,
  typeId: stages.typeId,
  description: stages.description,
  status: stages.status,
  offerId: applications.offerId,
  chefProfileId: applications.chefProfileId,
  applicationStatus: applications.status,
};
const byDayAndTime = [asc(stages.date), sql`${stages.startTime} asc nulls last`, asc(stages.id)];

/** The agreed trials of these offers in the days, by date and time; one query. */
export async function agreedTrialsOfOffers(db: Executor, offerIds: number[], range: DayRange) {
  if (offerIds.length === 0) return [];
  return db
    .select(calendarStageColumns)
    .from(stages)
    .innerJoin(applications, eq(applications.id, stages.applicationId))
    .where(and(inArray(applications.offerId, offerIds), agreedTrial, ...inRange(range)))
    .orderBy(...byDayAndTime);
}

/**
 * A page of the chef's dates in the days, by date and time: the agreed ones and those still proposed,
 * of applications that are open or accepted (not rejected, not withdrawn). One query.
 */
export async function calendarOfChef(
  db: Executor,
  chefProfileId: number,
  range: DayRange,
  offset: number,
  limit: number,
) {
  const { waitingForRestaurant, waitingForChef, accepted } = applicationStatusCodes;
  return db
    .select(calendarStageColumns)
    .from(stages)
    .innerJoin(applications, eq(applications.id, stages.applicationId))
    .where(
      and(
        eq(applications.chefProfileId, chefProfileId),
        inArray(applications.status, [waitingForRestaurant, waitingForChef, accepted]),
        inArray(stages.status, ['proposed', 'accepted']),
        ...inRange(range),
      ),
    )
    .orderBy(...byDayAndTime)
    .offset(offset)
    .limit(limit);
}

export async function insertEvent(db: Executor, event: NewApplicationEvent) {
  await db.insert(applicationEvents).values(event);
}

/** The moves of the applications, oldest first; one query. */
export async function eventsOf(db: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationEvents.applicationId,
      actorAccountId: applicationEvents.actorAccountId,
      kind: applicationEvents.kind,
      stageDate: applicationEvents.stageDate,
      startTime: applicationEvents.startTime,
      endTime: applicationEvents.endTime,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.id));
}

/** The account's calendar feed (its salt), if it has one. */
export async function findCalendarFeed(db: Executor, accountId: number) {
  const [row] = await db
    .select({ salt: calendarFeeds.salt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.accountId, accountId));
  return row;
}

/** Sets the account's feed address (a new salt replaces the old one and its address). */
export async function saveCalendarFeed(db: Executor, accountId: number, salt: string, tokenHash: string) {
  await db
    .insert(calendarFeeds)
    .values({ accountId, salt, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.accountId, set: { salt, tokenHash, createdAt: sql`now()` } });
}

/** The account whose feed address hashes to this; undefined when none does. */
export async function findCalendarFeedAccount(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ accountId: calendarFeeds.accountId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.accountId;
}

const trialColumns = {
  ...calendarStageColumns,
  timeZone: stages.timeZone,
  calendarSequence: stages.calendarSequence,
};

/** The agreed trials of these offers, or of this chef, from `from` on, by date and time; one query. */
export async function agreedTrials(
  db: Executor,
  whose: { offerIds: number[] } | { chefProfileId: number },
  from: string,
) {
  if ('offerIds' in whose && whose.offerIds.length === 0) return [];
  return db
    .select(trialColumns)
    .from(stages)
    .innerJoin(applications, eq(applications.id, stages.applicationId))
    .where(
      and(
        'offerIds' in whose
          ? inArray(applications.offerId, whose.offerIds)
          : eq(applications.chefProfileId, whose.chefProfileId),
        agreedTrial,
        gte(stages.date, from),
      ),
    )
    .orderBy(...byDayAndTime);
}

/**
 * Agreed trials on `days` not reminded yet, each marked reminded here (the caller's transaction): a
 * trial is picked once whatever the number of runs. One statement.
 */
export async function takeTrialsToRemind(db: Executor, days: string[], ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .update(stages)
    .set({ remindedAt: sql`now()` })
    .where(and(inArray(stages.id, ids), inArray(stages.date, days), isNull(stages.remindedAt)))
    .returning({ id: stages.id });
}

/** Agreed trials on these days not reminded yet (the candidates: each is checked in its venue's zone). */
export async function trialsNotReminded(db: Executor, days: string[]) {
  return db
    .select({ ...trialColumns, description: stages.description })
    .from(stages)
    .innerJoin(applications, eq(applications.id, stages.applicationId))
    .where(and(agreedTrial, inArray(stages.date, days), isNull(stages.remindedAt)))
    .orderBy(asc(stages.id));
}

// The back office's dashboard (docs/decisions/055): one query per figure for all the weeks asked.

/** Applications created in each ISO week (UTC) from `from` on, offers sent by venues included. */
export async function countApplicationsByWeek(db: Executor, from: Date): Promise<WeekCount[]> {
  const week = isoWeekOf(applications.createdAt);
  return db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(gte(applications.createdAt, from))
    .groupBy(week);
}

/** Applications with a trial agreed in each ISO week (UTC) from `from` on (once a week each). */
export async function countTrialsAgreedByWeek(db: Executor, from: Date): Promise<WeekCount[]> {
  const week = isoWeekOf(applicationEvents.createdAt);
  return db
    .select({ week, count: sql<number>`count(distinct ${applicationEvents.applicationId})::int` })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.kind, 'trial_agreed'), gte(applicationEvents.createdAt, from)))
    .groupBy(week);
}

/**
 * The venue's moves that answer an application waiting for it (D4): it proposes a date, agrees one or
 * rejects the chef. The chef's only move from there, withdrawing, answers nothing.
 */
const venueAnswers = ['date_proposed', 'trial_agreed', 'application_rejected'] as const;

/**
 * For each ISO week (UTC) from `from` on, the chefs' applications the venue first answered that week:
 * how many, and the median time from the application to that first answer, in seconds. The first
 * answer is the earliest of the application's venue answers (an older one excludes a later one).
 */
export async function firstAnswersByWeek(db: Executor, from: Date) {
  const { waitingForRestaurant } = applicationStatusCodes;
  const answered = applicationEvents.createdAt;
  const week = isoWeekOf(answered);
  const isAnswer = (events: string) =>
    sql.raw(
      `${events}.from_status = ${waitingForRestaurant} and ${events}.kind in (${venueAnswers.map((k) => `'${k}'`).join(', ')})`,
    );
  return db
    .select({
      week,
      answers: sql<number>`count(*)::int`,
      median: sql<number>`percentile_cont(0.5) within group (order by extract(epoch from ${answered} - ${applications.createdAt})::float8)`,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(
      and(
        gte(answered, from),
        eq(applications.invited, false),
        isAnswer('application_events'),
        sql`not exists (select 1 from application_events earlier where earlier.application_id = ${applicationEvents.applicationId} and earlier.id < ${applicationEvents.id} and ${isAnswer('earlier')})`,
      ),
    )
    .groupBy(week);
}

/**
 * The applications of a chef profile or to the offers, each with its dates and moves, as stored, for an
 * export (docs/decisions/054-own-data.md); three queries.
 */
export async function findApplicationsForExport(
  db: Executor,
  chefProfileId: number | null,
  offerIds: number[],
) {
  const whose = [
    ...(chefProfileId === null ? [] : [eq(applications.chefProfileId, chefProfileId)]),
    ...(offerIds.length === 0 ? [] : [inArray(applications.offerId, offerIds)]),
  ];
  if (whose.length === 0) return [];
  const rows = await db
    .select()
    .from(applications)
    .where(sql.join(whose, sql` or `))
    .orderBy(asc(applications.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [dates, moves] = [
    await db.select().from(stages).where(inArray(stages.applicationId, ids)).orderBy(asc(stages.id)),
    await db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.id)),
  ];
  return rows.map((row) => ({
    ...row,
    stages: dates.filter((d) => d.applicationId === row.id),
    events: moves.filter((m) => m.applicationId === row.id),
  }));
}

/** The account's calendar feed, without its secret, for an export. */
export async function findCalendarFeedForExport(db: Executor, accountId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.accountId, accountId));
  return row ?? null;
}

/** Deletes a chef profile's applications (their dates and moves with them) and the account's feed. */
export async function deleteApplicationsOfChef(
  db: Executor,
  chefProfileId: number | null,
  accountId: number,
) {
  if (chefProfileId !== null)
    await db.delete(applications).where(eq(applications.chefProfileId, chefProfileId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId));
}

/**
 * A page of the offers the recruitment service answers for (`recruited`: a condition on the offer's id)
 * that have applications, with how many wait in each tab: those with the most waiting for an answer
 * first, then the latest application. One query; `total` counts every such offer.
 */
export async function recruitmentOfferPage(
  db: Executor,
  recruited: (offerId: typeof applications.offerId) => SQL,
  offset: number,
  limit: number,
) {
  const { waitingForRestaurant, waitingForChef, accepted, rejected } = applicationStatusCodes;
  const count = (status: number) =>
    sql<number>`(count(*) filter (where ${applications.status} = ${status}))::int`;
  return db
    .select({
      offerId: applications.offerId,
      pending: count(waitingForRestaurant),
      review: count(waitingForChef),
      accepted: count(accepted),
      rejected: count(rejected),
      latest: sql<Date>`max(${applications.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(applications)
    .where(recruited(applications.offerId))
    .groupBy(applications.offerId)
    .orderBy(
      desc(sql`count(*) filter (where ${applications.status} = ${waitingForRestaurant})`),
      desc(sql`max(${applications.createdAt})`),
      desc(applications.offerId),
    )
    .offset(offset)
    .limit(limit);
}

/**
 * The moves made on an offer's applications by any of `actorIds` (the recruitment service's staff), with
 * each application's state: the newest move first, one row per move. One query.
 */
export async function movesOnOfferBy(db: Executor, offerId: number, actorIds: number[]) {
  if (actorIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      chefProfileId: applications.chefProfileId,
      status: applications.status,
      withdrawn: sql<boolean>`${applications.withdrawnAt} is not null`,
      kind: applicationEvents.kind,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(and(eq(applications.offerId, offerId), inArray(applicationEvents.actorAccountId, actorIds)))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id));
}

/** Who moved an offer's applications (every account that did, once each); one query. */
export async function moversOnOffer(db: Executor, offerId: number) {
  const rows = await db
    .selectDistinct({ accountId: applicationEvents.actorAccountId })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(eq(applications.offerId, offerId));
  return rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId]));
}
