import type { z } from 'zod';
import {
  applicationStatusCodes,
  type applicantOffersInput,
  type ApplicantOfferView,
  type ApplicationCounters,
  type ApplicationStatusCode,
  type ChefAppliedOffer,
  type ChefCounters,
  type offerCountersInput,
} from '@shared/contracts/applications';
import { proposedByVenue, waitsForChefFirstAnswer } from '@shared/applications/state';
import { tabOfStatus } from '@shared/applications/tabs';
import { isActiveOffer } from '@shared/states';
import { requireAccess, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bit } from '../../lib/bit';
import type { SessionUserPart } from '../../lib/session-user';
import { offersOfVenues, offerStates } from '../offers/offers.service';
import { venuesOfAccount } from '../venues/venues.service';
import * as repo from './applications.repository';
import { stateOf } from './moves.service';
import { chefProfileIdOf } from './parties';

/** The counts of applications by tab: each side's tabs, each offer's, and the badges of the session user. */

const { waitingForRestaurant, waitingForChef } = applicationStatusCodes;

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
  return { ...countersOf(rows, 'chef'), newest: last ? tabOfStatus('chef', last.status) : null };
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
      tab: tabOfStatus('chef', row.status),
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
