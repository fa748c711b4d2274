import { applicationStatusCodes, type ApplicationStatusCode } from './tabs';

/**
 * The application state machine of decisions D4, in one place for the server, the web and the tests:
 * which move each side may make from each state, where it leads, and what it does to the application's
 * proposed dates (stages). The server asks it before it writes (a move it refuses is a 409
 * `application_moved_on`); the pages ask it which buttons to show.
 */

const { waitingForRestaurant, waitingForChef, accepted, rejected } = applicationStatusCodes;

/** `disponibility` of an application the venue sent the chef, before the chef's first answer. */
export const proposedByVenue = 0;

/** What an application is, for the rules. */
export interface ApplicationState {
  status: ApplicationStatusCode;
  /** 0 (`proposedByVenue`) while an offer the venue sent waits for the chef's first answer. */
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
  /** The venue proposes another date (stage/reschedule): it becomes the chef's move. */
  'venueProposesDate',
  /** The chef proposes another date (stage/reschedule): it becomes the venue's move. */
  'chefProposesDate',
  /** The venue takes back an agreed date (stage/rejectAccepted) and owes the chef another. */
  'venueTakesBackDate',
  /** The chef takes back an agreed date (stage/rejectAccepted) and owes the venue another. */
  'chefTakesBackDate',
] as const;
export type ApplicationMove = (typeof applicationMoves)[number];

/** A proposed date's states (doc 2 section 3 "Stage"), as stored. */
export const stageStatuses = ['proposed', 'accepted', 'rejected', 'cancelled'] as const;
export type StageStatus = (typeof stageStatuses)[number];

/** What a move does to the application's other dates: those in `from` become `to`. */
export interface StageEffect {
  from: readonly StageStatus[];
  to: StageStatus;
}

interface Rule {
  allowed(state: ApplicationState): boolean;
  to: ApplicationStatusCode;
  stages: readonly StageEffect[];
}

/** An offer the venue sent, waiting for the chef's first answer. */
export const waitsForChefFirstAnswer = (s: ApplicationState) =>
  s.status === waitingForChef && s.disponibility === proposedByVenue && !s.withdrawn;

/** A new date replaces every open one, and an agreed one is rejected first (D4). */
const replacesOpenDates: readonly StageEffect[] = [{ from: ['proposed', 'accepted'], to: 'rejected' }];
const takesBackAgreedDate: readonly StageEffect[] = [{ from: ['accepted'], to: 'rejected' }];
/** An application both sides are still talking about: not withdrawn, not rejected, answered by the chef. */
const underWay = (s: ApplicationState) =>
  !s.withdrawn && s.status !== rejected && !waitsForChefFirstAnswer(s);

const rules: Record<ApplicationMove, Rule> = {
  chefTakesOffer: { allowed: waitsForChefFirstAnswer, to: waitingForRestaurant, stages: [] },
  chefRejects: {
    allowed: (s) => s.status === waitingForChef && !s.withdrawn,
    to: rejected,
    stages: [{ from: ['proposed'], to: 'rejected' }],
  },
  // A rejected application is read only (spec doc 1 section 4): withdrawing it would let the chef
  // apply again, which a rejection by the venue does not allow.
  chefWithdraws: {
    allowed: (s) => !s.withdrawn && s.status !== rejected,
    to: rejected,
    stages: [{ from: ['proposed', 'accepted'], to: 'cancelled' }],
  },
  venueRejects: {
    allowed: (s) => s.status === waitingForRestaurant || s.status === waitingForChef || s.status === accepted,
    to: rejected,
    stages: [
      { from: ['proposed'], to: 'rejected' },
      { from: ['accepted'], to: 'cancelled' },
    ],
  },
  // Dates proposed before withdrawing are not proposed any more: the chef proposes new ones.
  chefReapplies: {
    allowed: (s) => s.withdrawn,
    to: waitingForRestaurant,
    stages: [{ from: ['proposed'], to: 'cancelled' }],
  },
  // The date chosen is accepted on its own; the application's other proposed dates are let go.
  venueAcceptsDate: {
    allowed: (s) => s.status === waitingForRestaurant,
    to: accepted,
    stages: [{ from: ['proposed'], to: 'rejected' }],
  },
  chefAcceptsDate: {
    allowed: (s) => s.status === waitingForChef && s.disponibility !== proposedByVenue && !s.withdrawn,
    to: accepted,
    stages: [{ from: ['proposed'], to: 'rejected' }],
  },
  // The venue answers the chef's dates with another, proposes again while the chef has not answered,
  // or moves an agreed trial.
  venueProposesDate: { allowed: underWay, to: waitingForChef, stages: replacesOpenDates },
  // The chef answers the venue's date with another, or moves an agreed trial; while the venue has the
  // move, the chef waits (or withdraws).
  chefProposesDate: {
    allowed: (s) => underWay(s) && s.status !== waitingForRestaurant,
    to: waitingForRestaurant,
    stages: replacesOpenDates,
  },
  venueTakesBackDate: {
    allowed: (s) => s.status === accepted && !s.withdrawn,
    to: waitingForRestaurant,
    stages: takesBackAgreedDate,
  },
  chefTakesBackDate: {
    allowed: (s) => s.status === accepted && !s.withdrawn,
    to: waitingForChef,
    stages: takesBackAgreedDate,
  },
};

/** Whether the move is open from this state. */
export function canMove(state: ApplicationState, move: ApplicationMove): boolean {
  return rules[move].allowed(state);
}

/** The state the move leads to, or null when the move is not open from this state. */
export function statusAfter(state: ApplicationState, move: ApplicationMove): ApplicationStatusCode | null {
  return canMove(state, move) ? rules[move].to : null;
}

/** What the move does to the application's dates, in order. */
export function stageEffects(move: ApplicationMove): readonly StageEffect[] {
  return rules[move].stages;
}

/**
 * Whether an account may accept this date (stage/accept): it is still proposed, and by the other side.
 */
export function mayAcceptStage(
  stage: { status: StageStatus; proposedBy: number },
  accountId: number,
): boolean {
  return stage.status === 'proposed' && stage.proposedBy !== accountId;
}

/**
 * The moves each side's application card offers (the calendars offer the same on an agreed trial). The
 * chef answers an offer the venue sent (take it with dates, or turn it down), answers a date the venue
 * proposed (accept it, propose another, or turn it down), moves or calls off an agreed trial, and
 * withdraws an application the venue has not answered. The venue accepts a date of one waiting for it,
 * proposes another date while both are talking, calls off an agreed trial, and rejects any application
 * not rejected yet. The order is the buttons' order.
 */
export function chefCardMoves(state: ApplicationState): ApplicationMove[] {
  if (waitsForChefFirstAnswer(state)) return ['chefTakesOffer', 'chefRejects'];
  const offered: ApplicationMove[] = [
    'chefAcceptsDate',
    'chefProposesDate',
    'chefTakesBackDate',
    'chefRejects',
  ];
  const moves = offered.filter((move) => canMove(state, move));
  if (state.status === waitingForRestaurant && canMove(state, 'chefWithdraws')) moves.push('chefWithdraws');
  return moves;
}

export function venueCardMoves(state: ApplicationState): ApplicationMove[] {
  const offered: ApplicationMove[] = [
    'venueAcceptsDate',
    'venueProposesDate',
    'venueTakesBackDate',
    'venueRejects',
  ];
  return offered.filter((move) => canMove(state, move));
}
