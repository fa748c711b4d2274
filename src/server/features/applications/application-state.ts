import { applicationStatusCodes, type ApplicationStatusCode } from '@shared/contracts/applications';
import { AppError } from '../../lib/app-error';

/**
 * The application state machine of decisions D4, in one place: which move each side may make from each
 * state, and where it leads. The services ask it before they write; a move it refuses is a 409
 * (`application_moved_on`: the application is no longer where the client saw it).
 */

const { waitingForRestaurant, waitingForChef, accepted, rejected } = applicationStatusCodes;

/** What an application is, for the rules. */
export interface ApplicationState {
  status: ApplicationStatusCode;
  /** 0 while an offer the venue sent waits for the chef's first answer. */
  disponibility: number;
  withdrawn: boolean;
}

export const applicationMoves = [
  /** The chef takes an offer the venue sent, with trial dates (offer/acceptsugestedoffer). */
  'chefTakesOffer',
  /** The chef turns down an offer the venue sent, or the date the venue proposed. */
  'chefRejects',
  /** The chef withdraws ("delete" on the chef's side): from any state but rejected, once. */
  'chefWithdraws',
  /** The venue rejects the applicant. */
  'venueRejects',
  /** A chef who withdrew applies to the offer again. */
  'chefReapplies',
  /** The venue accepts one of the dates the chef proposed (stage/accept): a trial is agreed. */
  'venueAcceptsDate',
  /** The chef accepts a date the venue proposed (stage/accept). */
  'chefAcceptsDate',
] as const;
export type ApplicationMove = (typeof applicationMoves)[number];

interface Rule {
  allowed(state: ApplicationState): boolean;
  to: ApplicationStatusCode;
}

const waitsForChefFirstAnswer = (s: ApplicationState) =>
  s.status === waitingForChef && s.disponibility === 0 && !s.withdrawn;

const rules: Record<ApplicationMove, Rule> = {
  chefTakesOffer: { allowed: waitsForChefFirstAnswer, to: waitingForRestaurant },
  chefRejects: { allowed: (s) => s.status === waitingForChef && !s.withdrawn, to: rejected },
  // A rejected application is read only (spec doc 1 section 4): withdrawing it would let the chef
  // apply again, which a rejection by the venue does not allow.
  chefWithdraws: { allowed: (s) => !s.withdrawn && s.status !== rejected, to: rejected },
  venueRejects: {
    allowed: (s) => s.status === waitingForRestaurant || s.status === waitingForChef || s.status === accepted,
    to: rejected,
  },
  chefReapplies: { allowed: (s) => s.withdrawn, to: waitingForRestaurant },
  venueAcceptsDate: { allowed: (s) => s.status === waitingForRestaurant, to: accepted },
  chefAcceptsDate: {
    allowed: (s) => s.status === waitingForChef && s.disponibility !== 0 && !s.withdrawn,
    to: accepted,
  },
};

/** Whether the move is open from this state. */
export function canMove(state: ApplicationState, move: ApplicationMove): boolean {
  return rules[move].allowed(state);
}

/** The state the move leads to; throws `application_moved_on` (409) when the move is not open. */
export function nextStatus(state: ApplicationState, move: ApplicationMove): ApplicationStatusCode {
  if (!canMove(state, move)) throw new AppError('application_moved_on');
  return rules[move].to;
}
