import type { z } from 'zod';
import {
  applicationStatusCodes,
  type acceptSuggestedInput,
  type applyInput,
  type sendOfferInput,
  type SkippedChef,
  type SubscribeOutput,
} from '@shared/contracts/applications';
import { newsOfMove, type ApplicationNews } from '@shared/applications/news';
import { proposedByVenue, waitsForChefFirstAnswer, type ApplicationMove } from '@shared/applications/state';
import { availableFrom } from '@shared/reference/disponibility';
import {
  checkAccess,
  checkAudience,
  isOpenAudience,
  loadChefAudienceFacts,
  loadVenueAudiences,
  requireAccess,
  requireAudienceMet,
  requireVenueGate,
  type Actor,
} from '../../access';
import { sideBySide, transactional, type Executor, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { offerStates, saveOffersForChef } from '../offers/offers.service';
import * as repo from './applications.repository';
import * as stageRequestsRepo from './stage-requests.repository';
import { lockedApplication, moveTo, stateOf } from './moves.service';
import type { Tell } from './news.service';
import { chefProfileIdOf, requireSide } from './parties';

/**
 * The applications feature (decisions D4, docs/decisions/036-applications.md): a chef applies to offers
 * with trial dates, or takes an offer a premium venue sent (this file); either side then moves the
 * application through the state machine (moves.service.ts); each side lists it under its own tab names
 * (lists.service.ts, counters.service.ts). Every change runs in a transaction of its own and locks the
 * applications it makes or moves.
 */

const { waitingForRestaurant, waitingForChef } = applicationStatusCodes;
/** Proposed by the chef when applying: a trial (reference list applicationTypes). */
const trialType = 1;

/**
 * An offer the chef may apply to, else why not: 404 `offer_not_available` (missing, not live, or a
 * block either way), 403 `offer_not_for_you` (outside the venue's audience, D9), 409
 * `offer_asks_undeclared` (it asks for a nationality or a spoken language the chef has not declared
 * yet: D9 as revised, the chef adds it first). Both audience refusals name the parts (`detail`).
 */
async function requireApplicable(
  db: Transaction,
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
export const apply = transactional(async function apply(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof applyInput>,
  tell: Tell,
): Promise<SubscribeOutput> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  // Sorted, so two calls of one chef lock and insert their pairs in the same order (no deadlock).
  const offerIds = [...new Set(input.offers)].sort((a, b) => a - b);
  await requireApplicable(db, actor, offerIds);
  const existing = new Map(
    (await repo.findPairsForUpdate(db, offerIds, [chefProfileId])).map((row) => [row.offerId, row]),
  );
  const moved: { id: number; offerId: number; news: ApplicationNews; from?: number }[] = [];
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
    moved.push({ id: row.id, offerId, news: newsOfMove[move], from: row.status });
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
  const applications = [
    ...moved,
    ...created.map((row) => ({ id: row.id, offerId: row.offerId, news: 'application_received' as const })),
  ];
  if (applications.length === 0) throw new AppError('already_applied');
  await repo.insertStages(
    db,
    proposedStages(
      applications.map((a) => a.id),
      input.dates,
      actor.accountId,
    ),
  );
  for (const a of applications)
    await tell(db, { applicationId: a.id, kind: a.news, by: actor, from: 'from' in a ? a.from : undefined });
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
});

/** offer/subscribe with `saved=1`: the chef saves offers (the offers feature keeps them). */
export const saveOffers = transactional(async function saveOffers(
  db: Transaction,
  actor: Actor,
  offerIds: number[],
): Promise<SubscribeOutput> {
  const chefProfileId = await chefProfileIdOf(db, actor);
  const saved = await saveOffersForChef(db, actor, chefProfileId, offerIds);
  return { applications: [], already: [], saved };
});

/**
 * offer/subscribe with `cid`: a premium venue sends its live offer to up to 10 chefs. Each chef who can
 * take it gets an application waiting for the chef (3) with disponibility 0 (D4) and is told; every
 * other chef is skipped with why, so one chef the venue can no longer reach does not stop the others:
 * `not_available` (the venue cannot see the chef: a block either way, a profile not live), `already`
 * (an application for the offer exists; also named in `already`), `outside_audience` (D9: the chef
 * declared a nationality or languages the venue's audience leaves out; what the chef has not declared
 * does not count, since the venue chose the chef, as taking the offer does not). When nobody receives
 * it: 409 `already_applied` if every chef had it already, else 409 `chefs_cannot_receive`; both carry
 * the skipped chefs in `detail`.
 */
export const sendOffer = transactional(async function sendOffer(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof sendOfferInput>,
  tell: Tell,
): Promise<SubscribeOutput> {
  await requireAccess(db, actor, 'offer.manage', input.oid, { refusal: 'offer_not_found' });
  const offer = (await offerStates(db, [input.oid])).get(input.oid)!;
  await requireVenueGate(db, actor, 'sendOffers', [offer.venueId]);
  // A paused offer or one still in review cannot be taken.
  if (!offer.live) throw new AppError('offer_not_available');
  // Sorted, so two sends of one offer lock and insert their pairs in the same order (no deadlock).
  const chefIds = [...new Set(input.cid)].sort((a, b) => a - b);
  const skipped = new Map<number, SkippedChef>();
  const visible = await checkAccess(db, actor, 'chefProfile.view', chefIds);
  for (const cid of chefIds) if (!visible.has(cid)) skipped.set(cid, { cid, reason: 'not_available' });
  const seen = chefIds.filter((cid) => visible.has(cid));
  const existing = new Set(
    (await repo.findPairsForUpdate(db, [input.oid], seen)).map((row) => row.chefProfileId),
  );
  for (const cid of existing) skipped.set(cid, { cid, reason: 'already' });
  const audience = (await loadVenueAudiences(db, [offer.venueId])).get(offer.venueId);
  if (audience && !isOpenAudience(audience)) {
    const facts = await loadChefAudienceFacts(
      db,
      seen.filter((cid) => !skipped.has(cid)),
    );
    for (const [cid, chef] of facts) {
      const { unmet } = checkAudience(chef, audience);
      if (unmet.length > 0) skipped.set(cid, { cid, reason: 'outside_audience', parts: unmet });
    }
  }
  const created = await repo.insertApplications(
    db,
    chefIds
      .filter((cid) => !skipped.has(cid))
      .map((chefProfileId) => ({
        offerId: input.oid,
        chefProfileId,
        status: waitingForChef,
        disponibility: proposedByVenue,
        invited: true,
      })),
  );
  const made = new Set(created.map((row) => row.chefProfileId));
  // A pair made by a request racing this one is already there.
  for (const cid of chefIds)
    if (!skipped.has(cid) && !made.has(cid)) skipped.set(cid, { cid, reason: 'already' });
  const skippedList = chefIds.flatMap((cid) => skipped.get(cid) ?? []);
  if (created.length === 0) {
    const detail = { skipped: skippedList };
    if (skippedList.every((chef) => chef.reason === 'already'))
      throw new AppError('already_applied', { message: { key: 'errors:already_sent_to_chefs' }, detail });
    throw new AppError('chefs_cannot_receive', { detail });
  }
  for (const row of created) await tell(db, { applicationId: row.id, kind: 'offer_received', by: actor });
  return {
    applications: created.map((row) => ({
      id: row.id,
      oid: row.offerId,
      cid: row.chefProfileId,
      statusid: waitingForChef,
    })),
    already: skippedList.filter((chef) => chef.reason === 'already').map((chef) => chef.cid),
    saved: [],
    skipped: skippedList,
  };
});

/** offer/acceptsugestedoffer: the chef takes an offer the venue sent, with dates; it goes to the venue (2). */
export const acceptSuggestedOffer = transactional(async function acceptSuggestedOffer(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof acceptSuggestedInput>,
  tell: Tell,
) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, input.id);
  // As applying: the offer must still be open to the chef (live, no block since, the audience).
  // The venue chose this chef: what its audience asks and the chef has not declared is no reason to refuse.
  await requireApplicable(db, actor, [row.offerId], { declared: false });
  const statusid = await moveTo(db, row, 'chefTakesOffer', availabilityColumns(input));
  await repo.insertStages(db, proposedStages([row.id], input.dates, actor.accountId));
  await tell(db, { applicationId: row.id, kind: 'offer_taken', by: actor, from: row.status });
  return { id: row.id, statusid };
});

/** Whose applications and stage requests: a chef profile's, or the venues' (and their offers'). */
export interface ApplicationParties {
  accountId: number;
  chefProfileId: number | null;
  venueIds: number[];
  offerIds: number[];
}

/**
 * What the applications feature holds of an account, for its export (docs/decisions/054-own-data.md):
 * the applications of its chef profile or to its venues' offers with their dates and moves, the stage
 * requests, and whether it has a calendar feed (never its secret address). Five queries.
 */
export async function applicationsExport(db: Executor, parties: ApplicationParties) {
  const [list, requests, feed] = await sideBySide(db, [
    () => repo.findApplicationsForExport(db, parties.chefProfileId, parties.offerIds),
    () => stageRequestsRepo.findForExport(db, parties.chefProfileId, parties.venueIds),
    () => repo.findCalendarFeedForExport(db, parties.accountId),
  ] as const);
  return { applications: list, stageRequests: requests, calendarFeed: feed };
}

/**
 * The applications feature's part of deleting an account (054): the chef's applications (with their
 * dates and moves), the stage requests of either side and the account's calendar feed. Applications to
 * the venues' offers go with the offers.
 */
export async function forgetApplications(db: Transaction, parties: Omit<ApplicationParties, 'offerIds'>) {
  await repo.deleteApplicationsOfChef(db, parties.chefProfileId, parties.accountId);
  await stageRequestsRepo.deleteOfParties(db, parties.chefProfileId, parties.venueIds);
}
