import type { z } from 'zod';
import {
  applicationStatusCodes,
  type acceptSuggestedInput,
  type applicantOffersInput,
  type ApplicantOfferView,
  type applicantsInput,
  type ApplicantView,
  type ApplicationCounters,
  type ApplicationStatusCode,
  type ChefAppliedOffer,
  type ChefCounters,
  type applyInput,
  type chefApplicationsInput,
  type ChefApplicationView,
  type offerCountersInput,
  type sendOfferInput,
  type stageAcceptInput,
  type StageView,
  type SubscribeOutput,
} from '@shared/contracts/applications';
import {
  mayAcceptStage,
  proposedByVenue,
  stageEffects,
  statusAfter,
  waitsForChefFirstAnswer,
  type ApplicationMove,
  type ApplicationState,
} from '@shared/applications/state';
import { applicationTabs, tabStatus, type ApplicationTab } from '@shared/applications/tabs';
import { availableFrom } from '@shared/reference/disponibility';
import { isActiveOffer } from '@shared/states';
import type { Language } from '@shared/i18n/languages';
import {
  requireGate,
  requireAccess,
  requireAudienceMet,
  requireVenueGate,
  type AccountGate,
  type Actor,
} from '../../access';
import { sideBySide, type Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { SessionUserPart } from '../../lib/session-user';
import { chefProfileOfAccount, chefSummaries } from '../chef-profiles/chef-profiles.service';
import { offerCardsByIds, offersOfVenues, offerStates, saveOffersForChef } from '../offers/offers.service';
import { venueRatings, venuesOfAccount } from '../venues/venues.service';
import * as repo from './applications.repository';
import { bit } from '../../lib/bit';

/**
 * The applications feature (decisions D4, docs/decisions/036-applications.md): a chef applies to offers
 * with trial dates, or takes an offer a premium venue sent; either side moves the application through
 * the state machine of application-state.ts; each side lists it under its own tab names. Every change
 * runs in the caller's transaction and locks the application it moves.
 */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;
const { waitingForRestaurant, waitingForChef } = applicationStatusCodes;
/** Proposed by the chef when applying: a trial (reference list applicationTypes). */
const trialType = 1;

/** The acting chef's profile id; a chef account without one cannot apply (409). */
export async function chefProfileIdOf(db: Executor, actor: Actor): Promise<number> {
  if (actor.type !== 'chef') throw new AppError('forbidden');
  const profile = await chefProfileOfAccount(db, actor.accountId);
  if (!profile) throw new AppError('chef_profile_missing');
  return profile.id;
}

/**
 * An offer the chef may apply to, else why not: 404 `offer_not_available` (missing, not live, or a
 * block either way), 403 `offer_not_for_you` (outside the venue's audience, D9), 409
 * `offer_asks_undeclared` (it asks for a nationality or a spoken language the chef has not declared
 * yet: D9 as revised, the chef adds it first). Both audience refusals name the parts (`detail`).
 */
async function requireApplicable(
  db: Executor,
  actor: Actor,
  offerIds: number[],
  { declared }: { declared: boolean } = { declared: true },
) {
  try {
    await requireAccess(db, actor, 'offer.apply', offerIds);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('offer_not_available');
    if (error instanceof AppError && error.code === 'forbidden') {
      if (actor.type === 'chef') await requireAudienceMet(db, actor, offerIds);
      throw new AppError('offer_not_for_you');
    }
    throw error;
  }
  if (declared) await requireAudienceMet(db, actor, offerIds);
}

type Availability = Pick<z.output<typeof applyInput>, 'disponibility' | 'disponibilitydate'>;

const availabilityColumns = (input: Availability) => ({
  disponibility: input.disponibility,
  // A date goes with "available from" only.
  disponibilityDate: input.disponibility === availableFrom ? input.disponibilitydate : null,
});

/** The chef's proposed trial dates of each application, all-day until the venue sets the hours. */
function proposedStages(applicationIds: number[], dates: string[], accountId: number): repo.NewStage[] {
  return applicationIds.flatMap((applicationId) =>
    dates.map((date) => ({ applicationId, proposedByAccountId: accountId, date, typeId: trialType })),
  );
}

/**
 * offer/subscribe (a chef applies): one application per offer, waiting for the venue (2), with the
 * chef's 1 to 3 dates. An offer the venue had sent the chef is taken as offer/acceptsugestedoffer takes
 * it; one the chef withdrew from is applied to again; one already applied to (or rejected) is left as it
 * is and named in `already`, and when every offer is such, the call is refused (409 `already_applied`).
 */
export async function apply(
  db: Executor,
  actor: Actor,
  input: z.output<typeof applyInput>,
): Promise<SubscribeOutput> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  // Sorted, so two calls of one chef lock and insert their pairs in the same order (no deadlock).
  const offerIds = [...new Set(input.offers)].sort((a, b) => a - b);
  await requireApplicable(db, actor, offerIds);
  const existing = new Map(
    (await repo.findPairsForUpdate(db, offerIds, [chefProfileId])).map((row) => [row.offerId, row]),
  );
  const moved: { id: number; offerId: number }[] = [];
  const already: number[] = [];
  for (const offerId of offerIds) {
    const row = existing.get(offerId);
    if (!row) continue;
    const move: ApplicationMove | undefined = row.withdrawnAt
      ? 'chefReapplies'
      : waitsForChefFirstAnswer(stateOf(row))
        ? 'chefTakesOffer'
        : undefined;
    if (!move) {
      already.push(offerId);
      continue;
    }
    // Applying again after withdrawing is a new application: it comes first in the newest-first lists.
    const renewed = move === 'chefReapplies' ? { createdAt: new Date() } : {};
    await moveTo(db, row, move, { ...availabilityColumns(input), withdrawnAt: null, ...renewed });
    moved.push({ id: row.id, offerId });
  }
  const created = await repo.insertApplications(
    db,
    offerIds
      .filter((offerId) => !existing.has(offerId))
      .map((offerId) => ({
        offerId,
        chefProfileId,
        status: waitingForRestaurant,
        ...availabilityColumns(input),
      })),
  );
  // A pair made by a request racing this one is already applied to.
  const made = new Set(created.map((row) => row.offerId));
  for (const offerId of offerIds) if (!existing.has(offerId) && !made.has(offerId)) already.push(offerId);
  const applications = [...moved, ...created.map((row) => ({ id: row.id, offerId: row.offerId }))];
  if (applications.length === 0) throw new AppError('already_applied');
  await repo.insertStages(
    db,
    proposedStages(
      applications.map((a) => a.id),
      input.dates,
      actor.accountId,
    ),
  );
  return {
    applications: applications.map((a) => ({
      id: a.id,
      oid: a.offerId,
      cid: chefProfileId,
      statusid: waitingForRestaurant,
    })),
    already,
    saved: [],
  };
}

/** offer/subscribe with `saved=1`: the chef saves offers (the offers feature keeps them). */
export async function saveOffers(db: Executor, actor: Actor, offerIds: number[]): Promise<SubscribeOutput> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  const saved = await saveOffersForChef(db, actor, chefProfileId, offerIds);
  return { applications: [], already: [], saved };
}

/**
 * offer/subscribe with `cid`: a premium venue sends its live offer to up to 10 chefs it may see; each
 * gets an application waiting for the chef (3) with disponibility 0 (D4). A chef who already has one for
 * the offer is named in `already`; when all have, 409 `already_applied`.
 */
export async function sendOffer(
  db: Executor,
  actor: Actor,
  input: z.output<typeof sendOfferInput>,
): Promise<SubscribeOutput> {
  await requireAccess(db, actor, 'offer.manage', input.oid, { refusal: 'offer_not_found' });
  const offer = (await offerStates(db, [input.oid])).get(input.oid)!;
  await requireVenueGate(db, actor, 'sendOffers', [offer.venueId]);
  // A paused offer or one still in review cannot be taken.
  if (!offer.live) throw new AppError('offer_not_available');
  const chefIds = [...new Set(input.cid)].sort((a, b) => a - b);
  await requireAccess(db, actor, 'chefProfile.view', chefIds);
  const existing = new Set(
    (await repo.findPairsForUpdate(db, [input.oid], chefIds)).map((row) => row.chefProfileId),
  );
  const created = await repo.insertApplications(
    db,
    chefIds
      .filter((id) => !existing.has(id))
      .map((chefProfileId) => ({
        offerId: input.oid,
        chefProfileId,
        status: waitingForChef,
        disponibility: proposedByVenue,
        invited: true,
      })),
  );
  if (created.length === 0) throw new AppError('already_applied');
  const made = new Set(created.map((row) => row.chefProfileId));
  return {
    applications: created.map((row) => ({
      id: row.id,
      oid: row.offerId,
      cid: row.chefProfileId,
      statusid: waitingForChef,
    })),
    already: chefIds.filter((id) => !made.has(id)),
    saved: [],
  };
}

/** The application `id` of a party to it, locked for a move: 404 `application_not_found` for anyone else. */
async function lockedApplication(db: Executor, actor: Actor, id: number) {
  await requireAccess(db, actor, 'application.update', id, { refusal: 'application_not_found' });
  const row = await repo.findForUpdate(db, id);
  if (!row) throw new AppError('application_not_found');
  return row;
}

/** An application row as the state machine reads it. */
function stateOf(row: { status: number; disponibility: number; withdrawnAt: Date | null }): ApplicationState {
  return {
    status: row.status as ApplicationStatusCode,
    disponibility: row.disponibility,
    withdrawn: row.withdrawnAt !== null,
  };
}

/**
 * Moves the application (the state machine decides whether it may), with other changes of its row, and
 * moves its dates as the state machine says.
 */
async function moveTo(
  db: Executor,
  row: NonNullable<repo.LockedApplication>,
  move: ApplicationMove,
  changes: repo.ApplicationChanges = {},
) {
  const status = statusAfter(stateOf(row), move);
  if (status === null) throw new AppError('application_moved_on');
  await repo.updateApplication(db, row.id, { ...changes, status });
  for (const effect of stageEffects(move)) await repo.setStageStatus(db, row.id, effect.from, effect.to);
  return status;
}

/** Refuses a chef's act on an application of the venue's side, and the other way round. */
function requireSide(actor: Actor, side: 'chef' | 'restaurant') {
  if (actor.type !== side) throw new AppError('application_not_found');
}

/** offer/acceptsugestedoffer: the chef takes an offer the venue sent, with dates; it goes to the venue (2). */
export async function acceptSuggestedOffer(
  db: Executor,
  actor: Actor,
  input: z.output<typeof acceptSuggestedInput>,
) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, input.id);
  // As applying: the offer must still be open to the chef (live, no block since, the audience).
  // The venue chose this chef: what its audience asks and the chef has not declared is no reason to refuse.
  await requireApplicable(db, actor, [row.offerId], { declared: false });
  const statusid = await moveTo(db, row, 'chefTakesOffer', availabilityColumns(input));
  await repo.insertStages(db, proposedStages([row.id], input.dates, actor.accountId));
  return { id: row.id, statusid };
}

/** offer/chef/reject: the chef turns down an offer the venue sent or the date it proposed (-1). */
export async function chefReject(db: Executor, actor: Actor, id: number) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, id);
  const statusid = await moveTo(db, row, 'chefRejects');
  return { id: row.id, statusid };
}

/**
 * offer/chef/delete: the chef withdraws (D4): the application leaves the chef's lists, its open dates
 * are cancelled, and the venue sees it withdrawn among the rejected.
 */
export async function withdraw(db: Executor, actor: Actor, id: number, offerId: number | undefined) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, id);
  if (offerId !== undefined && offerId !== row.offerId) throw new AppError('application_not_found');
  await moveTo(db, row, 'chefWithdraws', { withdrawnAt: new Date() });
}

/**
 * stage/accept: a proposed date of the other side is agreed, and the application is accepted (4). The
 * venue accepts one of the chef's dates, setting its hours, kind and message; the chef accepts one the
 * venue proposed, as the venue set it. The application's other proposed dates are rejected. A date that
 * is no longer proposed, or one the actor proposed, is 409 `application_moved_on`.
 */
export async function acceptStage(db: Executor, actor: Actor, input: z.output<typeof stageAcceptInput>) {
  // Only the two parties agree a date (staff read applications but are no party to them).
  if (actor.type !== 'chef' && actor.type !== 'restaurant') throw new AppError('forbidden');
  if (actor.type === 'restaurant') requireAccountGate(actor);
  const stage = await repo.findStage(db, input.id);
  if (!stage) throw new AppError('application_not_found');
  const row = await lockedApplication(db, actor, stage.applicationId);
  // A block either way stops it (D6): the venue must still see the chef, the chef the offer.
  if (actor.type === 'restaurant')
    await requireAccess(db, actor, 'chefProfile.view', row.chefProfileId, {
      refusal: 'application_not_found',
    });
  else await requireAccess(db, actor, 'offer.view', row.offerId, { refusal: 'offer_not_available' });
  const fresh = await repo.findStage(db, input.id);
  if (!fresh || !mayAcceptStage(fresh, actor.accountId)) throw new AppError('application_moved_on');
  const byVenue = actor.type === 'restaurant';
  const statusid = await moveTo(db, row, byVenue ? 'venueAcceptsDate' : 'chefAcceptsDate');
  await repo.updateStage(
    db,
    stage.id,
    byVenue
      ? {
          status: 'accepted',
          startTime: input.start,
          endTime: input.end,
          typeId: input.type,
          description: input.description,
        }
      : { status: 'accepted' },
  );
  return { id: row.id, statusid };
}

/** An account gate (D5: subscription 1: the applicants, calendar and messages), said as what it is. */
export function requireAccountGate(actor: Actor, gate: AccountGate = 'applicants') {
  requireGate(actor, gate);
}

/** offer/applicant, reject: the venue turns the applicant down (-1); open dates are rejected. */
export async function venueReject(db: Executor, actor: Actor, id: number) {
  requireSide(actor, 'restaurant');
  requireAccountGate(actor);
  const row = await lockedApplication(db, actor, id);
  const statusid = await moveTo(db, row, 'venueRejects');
  return { id: row.id, statusid };
}

/** Counts by status, named from one side's tabs (D4: "pending" is that side's move). */
function countersOf(
  rows: { status: number; count: number }[],
  side: 'chef' | 'restaurant',
): ApplicationCounters {
  const count = (status: number) => rows.find((r) => r.status === status)?.count ?? 0;
  const [mine, theirs] =
    side === 'chef' ? [waitingForChef, waitingForRestaurant] : [waitingForRestaurant, waitingForChef];
  return {
    pending: count(mine),
    review: count(theirs),
    accepted: count(applicationStatusCodes.accepted),
    rejected: count(applicationStatusCodes.rejected),
  };
}

/**
 * The chef's badges (`pendingnotifications`): applications waiting for the chef, for the restaurant, and
 * accepted; and `offers`, the offers venues sent that the chef may still take (the state module's
 * `chefTakesOffer`: waiting for the chef, disponibility 0, not withdrawn). One query.
 */
export async function chefBadges(db: Executor, chefProfileId: number) {
  const rows = await repo.countsOfChef(db, chefProfileId);
  const { pending, review, accepted } = countersOf(rows, 'chef');
  const offers = rows
    .filter((row) =>
      waitsForChefFirstAnswer({
        status: row.status as ApplicationStatusCode,
        disponibility: proposedByVenue,
        withdrawn: false,
      }),
    )
    .reduce((sum, row) => sum + row.unansweredOffers, 0);
  return { pending, review, accepted, offers };
}

/**
 * The applications waiting for each venue (its side menu's applicants badge, `pendingnotifications.offers`),
 * on its offers that are not deleted; two queries.
 */
export async function venueBadges(db: Executor, venueIds: number[]): Promise<Map<number, number>> {
  const offers = [...(await offersOfVenues(db, venueIds)).values()].filter((offer) => !offer.deleted);
  const venueOf = new Map(offers.map((offer) => [offer.id, offer.venueId]));
  const waiting = new Map<number, number>();
  for (const row of await repo.countsByOffer(db, [...venueOf.keys()])) {
    if (row.status !== waitingForRestaurant) continue;
    const venueId = venueOf.get(row.offerId)!;
    waiting.set(venueId, (waiting.get(venueId) ?? 0) + row.count);
  }
  return waiting;
}

/**
 * offer/applicants/offers: the offers of a venue of the account's (`rid`), or of every venue, that have
 * applications, each with its tabs' counts; those with applicants waiting first, then the newest. Free
 * venues see them too (D5, as offer/counters). Three queries whatever the number of offers.
 */
export async function offersWithApplicants(
  db: Executor,
  actor: Actor,
  input: z.output<typeof applicantOffersInput>,
): Promise<{ list: ApplicantOfferView[] }> {
  if (input.rid !== undefined)
    await requireAccess(db, actor, 'venue.manage', input.rid, { refusal: 'venue_not_found' });
  const venueIds =
    input.rid !== undefined ? [input.rid] : (await venuesOfAccount(db, actor.accountId)).map((v) => v.id);
  const offers = new Map(
    [...(await offersOfVenues(db, venueIds)).values()].filter((o) => !o.deleted).map((o) => [o.id, o]),
  );
  const rows = await repo.countsByOffer(db, [...offers.keys()]);
  const list = [...new Set(rows.map((row) => row.offerId))].map((id) => {
    const offer = offers.get(id)!;
    return {
      id,
      slug: offer.slug,
      name: offer.name,
      rid: offer.venueId,
      status: bit(isActiveOffer(offer)),
      counters: countersOf(
        rows.filter((row) => row.offerId === id),
        'restaurant',
      ),
    };
  });
  return { list: list.sort((a, b) => b.counters.pending - a.counters.pending || b.id - a.id) };
}

/** The chef's tab that lists a status (D4). */
function chefTabOf(status: number): ApplicationTab {
  return applicationTabs.find((tab) => tabStatus.chef[tab] === status) ?? 'pending';
}

/**
 * offer/chef/counters: the chef's tabs' counts (withdrawn ones left out), and the tab of the
 * application that changed last, which the applications page opens on; one query.
 */
export async function chefCounters(db: Executor, actor: Actor): Promise<ChefCounters> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  const rows = await repo.countsOfChef(db, chefProfileId);
  const last = rows.reduce<(typeof rows)[number] | null>(
    (newest, row) => (newest === null || new Date(row.changed) > new Date(newest.changed) ? row : newest),
    null,
  );
  return { ...countersOf(rows, 'chef'), newest: last ? chefTabOf(last.status) : null };
}

/**
 * offer/chef/applied: the chef's applications for these offers (withdrawn ones left out), with the tab
 * that lists each and whether the venue sent it; two queries.
 */
export async function chefAppliedOffers(
  db: Executor,
  actor: Actor,
  offerIds: number[],
): Promise<{ list: ChefAppliedOffer[] }> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  const rows = await repo.findChefApplicationsForOffers(db, chefProfileId, [...new Set(offerIds)]);
  return {
    list: rows.map((row) => ({
      oid: row.offerId,
      id: row.id,
      statusid: row.status as ApplicationStatusCode,
      tab: chefTabOf(row.status),
      created: row.createdAt.toISOString(),
      // The list leaves withdrawn applications out.
      sent: bit(waitsForChefFirstAnswer(stateOf({ ...row, withdrawnAt: null }))),
    })),
  };
}

/** offer/counters: the tabs' counts of an offer of the actor's venues (free venues too, D5). */
export async function offerCounters(
  db: Executor,
  actor: Actor,
  input: z.output<typeof offerCountersInput>,
): Promise<ApplicationCounters> {
  await requireAccess(db, actor, 'offer.manage', input.oid, { refusal: 'offer_not_found' });
  if (input.rid !== undefined) {
    const offer = (await offerStates(db, [input.oid])).get(input.oid);
    if (offer?.venueId !== input.rid) throw new AppError('offer_not_found');
  }
  return countersOf(await repo.countsOfOffer(db, input.oid), 'restaurant');
}

const stageStatusNames = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;

type StageRow = Awaited<ReturnType<typeof repo.stagesOf>>[number];

/** A stage as the reader sees it; `chefAccountIds` tells the chef's proposals from the venue's. */
export function stageViewOf(stage: Omit<StageRow, 'applicationId'>, chefAccountIds: Set<number>): StageView {
  return {
    id: stage.id,
    date: stage.date,
    start: stage.startTime,
    end: stage.endTime,
    typeid: stage.typeId as StageView['typeid'],
    proposes: stage.proposedBy,
    proposedby: chefAccountIds.has(stage.proposedBy) ? 'chef' : 'restaurant',
    status: stageStatusNames[stage.status],
    description: stage.description,
  };
}

/** The stages of the applications, by application, as the reader sees them; one query. */
async function stagesByApplication(db: Executor, applicationIds: number[], chefAccountIds: Set<number>) {
  const byApplication = new Map<number, StageView[]>(applicationIds.map((id) => [id, []]));
  for (const stage of await repo.stagesOf(db, applicationIds))
    byApplication.get(stage.applicationId)?.push(stageViewOf(stage, chefAccountIds));
  return byApplication;
}

function applicationFields(row: repo.ApplicationRow, stages: StageView[]) {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    statusid: row.status as ApplicationStatusCode,
    disponibility: row.disponibility,
    disponibilitydate: row.disponibilityDate,
    invited: bit(row.invited),
    withdrawn: bit(row.withdrawnAt !== null),
    stages,
  };
}

/**
 * offer/chef/list: a page of the chef's applications of one status, newest first, each with its offer
 * (in the chef's language, D7), its venue and its dates. Offers since paused or deleted stay listed.
 * A fixed number of queries whatever the page's size.
 */
export async function chefApplications(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof chefApplicationsInput>,
  language: Language,
): Promise<ChefApplicationView[]> {
  const chefProfileId = await chefProfileIdOf(deps.db, actor);
  const rows = await repo.pageOfChef(deps.db, chefProfileId, input.status, input.page * input.qty, input.qty);
  if (rows.length === 0) return [];
  const offerIds = [...new Set(rows.map((r) => r.offerId))];
  const [stages, cards] = await sideBySide(deps.db, [
    () =>
      stagesByApplication(
        deps.db,
        rows.map((r) => r.id),
        new Set([actor.accountId]),
      ),
    () => offerCardsByIds(deps, offerIds, language),
  ] as const);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const ratings = await venueRatings(
    deps.db,
    cards.map((card) => card.rid),
  );
  return rows.flatMap((row) => {
    const card = cardById.get(row.offerId);
    if (!card) return [];
    const rating = ratings.get(card.rid);
    return [
      {
        ...applicationFields(row, stages.get(row.id) ?? []),
        offer: {
          id: card.id,
          slug: card.slug,
          name: card.name,
          description: card.description,
          position: card.position,
          status: card.status,
          images: { image1: card.image1 },
        },
        restaurant: {
          id: card.restaurant.id,
          slug: card.restaurant.slug,
          name: card.restaurant.name,
          rating: rating?.rating ?? 0,
          ratingType: rating?.ratingType ?? 'none',
          location: card.restaurant.location,
          premium: card.restaurant.premium === 1 ? '1' : '0',
          images: { logo: card.restaurant.logo },
        },
      },
    ];
  });
}

/**
 * offer/applicants/list: a page of an offer's applicants of one status, newest first, each with the
 * chef's card and the dates. The offer must be one of the actor's venues' (404 `offer_not_found`), and
 * the account premium (D5: 403 `premium_required`). A fixed number of queries whatever the page's size.
 */
export async function applicants(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof applicantsInput>,
): Promise<ApplicantView[]> {
  await requireAccess(deps.db, actor, 'offer.manage', input.oid, { refusal: 'offer_not_found' });
  requireAccountGate(actor);
  const rows = await repo.pageOfOffer(deps.db, input.oid, input.status, input.page * input.qty, input.qty);
  if (rows.length === 0) return [];
  const chefs = await chefSummaries(
    deps,
    rows.map((r) => r.chefProfileId),
  );
  const stages = await stagesByApplication(
    deps.db,
    rows.map((r) => r.id),
    new Set([...chefs.values()].map((chef) => chef.acc)),
  );
  return rows.flatMap((row) => {
    const chef = chefs.get(row.chefProfileId);
    return chef ? [{ ...applicationFields(row, stages.get(row.id) ?? []), chef }] : [];
  });
}

/** The applications' badges of the session user (lib/session-user.ts): the chef's tabs, each venue's waiting. */
export const sessionUserApplications: SessionUserPart = async ({ db }, owner) => {
  if (owner.chefProfileId !== null)
    return { chef: { pendingnotifications: await chefBadges(db, owner.chefProfileId) } };
  const waiting = await venueBadges(db, owner.venueIds);
  return {
    venues: new Map(
      owner.venueIds.map((id) => [id, { pendingnotifications: { offers: waiting.get(id) ?? 0 } }]),
    ),
  };
};
