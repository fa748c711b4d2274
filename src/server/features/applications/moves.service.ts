import type { z } from 'zod';
import {
  applicationStatusCodes,
  type ApplicationStatusCode,
  type stageAcceptInput,
  type stageRescheduleInput,
} from '@shared/contracts/applications';
import {
  mayAcceptStage,
  stageEffects,
  statusAfter,
  type ApplicationMove,
  type ApplicationState,
} from '@shared/applications/state';
import { isStaff, requireAccess, type Actor } from '../../access';
import { transactional, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { offerHeadlines } from '../offers/offers.service';
import { venueFacts } from '../venues/venues.service';
import * as repo from './applications.repository';
import { venueTimeZone } from './invitations';
import type { Tell } from './news.service';
import { requireAccountGate, requireSide } from './parties';

/**
 * The moves of an application after it is made (decisions D4): each runs in its own transaction, locks
 * the application, and asks the state machine (src/shared/applications/state.ts) whether it may.
 */

/** The application `id` of a party to it, locked for a move: 404 `application_not_found` for anyone else. */
export async function lockedApplication(db: Transaction, actor: Actor, id: number) {
  await requireAccess(db, actor, 'application.update', id, { refusal: 'application_not_found' });
  const row = await repo.findForUpdate(db, id);
  if (!row) throw new AppError('application_not_found');
  return row;
}

/** An application row as the state machine reads it. */
export function stateOf(row: {
  status: number;
  disponibility: number;
  withdrawnAt: Date | null;
}): ApplicationState {
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
export async function moveTo(
  db: Transaction,
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

/**
 * The time zone of the offer's venue (from its location): a date the venue proposes or one agreed keeps
 * it, so its hours stay the venue's wall-clock time whatever moves later (docs/decisions/051).
 */
async function venueZoneOfOffer(db: Transaction, offerId: number): Promise<string | null> {
  const offer = (await offerHeadlines(db, [offerId])).get(offerId);
  if (!offer) return null;
  const venue = (await venueFacts(db, [offer.venueId])).get(offer.venueId);
  return venue ? venueTimeZone(venue.location) : null;
}

/** The agreed date a move off an accepted application calls off, read before the move rejects it. */
async function agreedStageOf(db: Transaction, row: NonNullable<repo.LockedApplication>) {
  return row.status === applicationStatusCodes.accepted ? repo.findAgreedStage(db, row.id) : undefined;
}

/** offer/chef/reject: the chef turns down an offer the venue sent or the date it proposed (-1). */
export const chefReject = transactional(async function chefReject(
  db: Transaction,
  actor: Actor,
  id: number,
  tell: Tell,
) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, id);
  const calledOffStageId = await agreedStageOf(db, row);
  const statusid = await moveTo(db, row, 'chefRejects');
  await tell(db, {
    applicationId: row.id,
    kind: 'application_declined',
    by: actor,
    from: row.status,
    calledOffStageId,
  });
  return { id: row.id, statusid };
});

/**
 * offer/chef/delete: the chef withdraws (D4): the application leaves the chef's lists, its open dates
 * are cancelled, and the venue sees it withdrawn among the rejected.
 */
export const withdraw = transactional(async function withdraw(
  db: Transaction,
  actor: Actor,
  id: number,
  offerId: number | undefined,
  tell: Tell,
) {
  requireSide(actor, 'chef');
  const row = await lockedApplication(db, actor, id);
  if (offerId !== undefined && offerId !== row.offerId) throw new AppError('application_not_found');
  const calledOffStageId = await agreedStageOf(db, row);
  await moveTo(db, row, 'chefWithdraws', { withdrawnAt: new Date() });
  await tell(db, {
    applicationId: row.id,
    kind: 'application_withdrawn',
    by: actor,
    from: row.status,
    calledOffStageId,
  });
});

/**
 * The side that moves on an application's dates: the chef; the venue, which needs the plan; or staff for
 * the venue (the recruitment service, D5), asked before the application is read.
 */
function dateSide(actor: Actor): 'chef' | 'restaurant' {
  if (isStaff(actor)) return 'restaurant';
  if (actor.type !== 'chef' && actor.type !== 'restaurant') throw new AppError('forbidden');
  if (actor.type === 'restaurant') requireAccountGate(actor);
  return actor.type;
}

/** Staff act for the venue only while the service answers for the offer (recruit on); else 404. */
async function requireRecruiting(db: Transaction, actor: Actor, row: NonNullable<repo.LockedApplication>) {
  if (isStaff(actor))
    await requireAccess(db, actor, 'offer.recruit', row.offerId, { refusal: 'application_not_found' });
}

/** A block either way stops a new date (D6): the venue must still see the chef, the chef the offer. */
async function requireInTouch(db: Transaction, actor: Actor, row: NonNullable<repo.LockedApplication>) {
  if (isStaff(actor)) return;
  if (actor.type === 'restaurant')
    await requireAccess(db, actor, 'chefProfile.view', row.chefProfileId, {
      refusal: 'application_not_found',
    });
  else await requireAccess(db, actor, 'offer.view', row.offerId, { refusal: 'offer_not_available' });
}

/** The account of the application's chef. */
async function chefAccountOf(db: Transaction, chefProfileId: number): Promise<number | undefined> {
  return (await chefProfileOwners(db, [chefProfileId])).get(chefProfileId)?.accountId;
}

/** The stage `id` and its application locked, or 404 `application_not_found` for anyone not a party. */
async function lockedStage(db: Transaction, actor: Actor, id: number) {
  const stage = await repo.findStage(db, id);
  if (!stage) throw new AppError('application_not_found');
  const row = await lockedApplication(db, actor, stage.applicationId);
  // Read again under the lock: the other side may have moved it meanwhile.
  return { row, stage: (await repo.findStage(db, id))! };
}

/**
 * stage/accept: a proposed date of the other side is agreed, and the application is accepted (4). The
 * venue accepts one of the chef's dates, setting its hours, kind and message; the chef accepts one the
 * venue proposed, as the venue set it. The application's other proposed dates are rejected. A date that
 * is no longer proposed, or one the actor proposed, is 409 `application_moved_on`.
 */
export const acceptStage = transactional(async function acceptStage(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof stageAcceptInput>,
  tell: Tell,
) {
  const side = dateSide(actor);
  const { row, stage } = await lockedStage(db, actor, input.id);
  await requireRecruiting(db, actor, row);
  await requireInTouch(db, actor, row);
  const byVenue = side === 'restaurant';
  // The venue's side (the venue or the service for it) agrees the chef's dates, the chef the venue's side's.
  const proposedByChef = stage.proposedBy === (await chefAccountOf(db, row.chefProfileId));
  if (!mayAcceptStage(stage, actor.accountId) || byVenue !== proposedByChef)
    throw new AppError('application_moved_on');
  const statusid = await moveTo(db, row, byVenue ? 'venueAcceptsDate' : 'chefAcceptsDate');
  const timeZone = await venueZoneOfOffer(db, row.offerId);
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
          timeZone,
        }
      : { status: 'accepted', timeZone },
  );
  await tell(db, {
    applicationId: row.id,
    kind: 'trial_agreed',
    by: actor,
    stageId: stage.id,
    from: row.status,
  });
  return { id: row.id, statusid };
});

/**
 * stage/reschedule: a side proposes another date, with its hours, kind and message, and the move goes
 * to the other side (D4): the venue on an application waiting for it, one it proposed a date on, or an
 * accepted one; the chef on one the venue moved, or an accepted one. Every open date, an agreed one
 * included, is rejected in the same transaction. A replaced date (`id`) that is no longer open is 409
 * `application_moved_on`: the other side moved first.
 */
export const proposeDate = transactional(async function proposeDate(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof stageRescheduleInput>,
  tell: Tell,
) {
  const side = dateSide(actor);
  const row = await lockedApplication(db, actor, input.applicationid);
  await requireRecruiting(db, actor, row);
  await requireInTouch(db, actor, row);
  if (input.id !== 0) {
    const replaced = await repo.findStage(db, input.id);
    if (replaced?.applicationId !== row.id) throw new AppError('application_not_found');
    if (replaced.status !== 'proposed' && replaced.status !== 'accepted')
      throw new AppError('application_moved_on');
  }
  const calledOffStageId = await agreedStageOf(db, row);
  const statusid = await moveTo(db, row, side === 'restaurant' ? 'venueProposesDate' : 'chefProposesDate');
  const [proposed] = await repo.insertStages(db, [
    {
      applicationId: row.id,
      proposedByAccountId: actor.accountId,
      date: input.replacedate,
      startTime: input.start,
      endTime: input.end,
      typeId: input.type,
      description: input.description,
      timeZone: side === 'restaurant' ? await venueZoneOfOffer(db, row.offerId) : null,
    },
  ]);
  await tell(db, {
    applicationId: row.id,
    kind: 'date_proposed',
    by: actor,
    stageId: proposed!.id,
    from: row.status,
    calledOffStageId,
  });
  return { id: row.id, statusid };
});

/**
 * stage/rejectAccepted: either side takes back the agreed date `id`; the application waits for a new
 * date from the side that took it back (D4: the other is told). A date no longer agreed is 409.
 */
export const takeBackDate = transactional(async function takeBackDate(
  db: Transaction,
  actor: Actor,
  id: number,
  tell: Tell,
) {
  const side = dateSide(actor);
  const { row, stage } = await lockedStage(db, actor, id);
  await requireRecruiting(db, actor, row);
  if (stage.status !== 'accepted') throw new AppError('application_moved_on');
  const statusid = await moveTo(db, row, side === 'restaurant' ? 'venueTakesBackDate' : 'chefTakesBackDate');
  await tell(db, {
    applicationId: row.id,
    kind: 'trial_taken_back',
    by: actor,
    stageId: stage.id,
    from: row.status,
  });
  return { id: row.id, statusid };
});

/**
 * offer/applicant, reject: the venue (or the recruitment service for it) turns the applicant down (-1);
 * open dates are rejected.
 */
export const venueReject = transactional(async function venueReject(
  db: Transaction,
  actor: Actor,
  id: number,
  tell: Tell,
) {
  if (!isStaff(actor)) {
    requireSide(actor, 'restaurant');
    requireAccountGate(actor);
  }
  const row = await lockedApplication(db, actor, id);
  await requireRecruiting(db, actor, row);
  const calledOffStageId = await agreedStageOf(db, row);
  const statusid = await moveTo(db, row, 'venueRejects');
  await tell(db, {
    applicationId: row.id,
    kind: 'application_rejected',
    by: actor,
    from: row.status,
    calledOffStageId,
  });
  return { id: row.id, statusid };
});

/**
 * An application the recruitment service answers for (D5), locked for a hire: its trial must be agreed
 * (4), else 409 `application_moved_on`; one of an offer the service does not answer for is 404.
 */
export async function lockedForHire(db: Transaction, actor: Actor, id: number) {
  const row = await lockedApplication(db, actor, id);
  await requireAccess(db, actor, 'offer.recruit', row.offerId, { refusal: 'application_not_found' });
  if (row.status !== applicationStatusCodes.accepted || row.withdrawnAt !== null)
    throw new AppError('application_moved_on');
  return row;
}
