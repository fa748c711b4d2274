/**
 * The states of a stage request (a chef asks a venue for an unpaid practice period, docs/decisions/052),
 * without the schemas, so pages read them without zod. "Waiting" names whose move it is.
 */
export const stageRequestStatus = {
  /** The chef asked; the venue accepts, proposes another period or declines. */
  waitingForVenue: 1,
  /** The venue proposed another period; the chef accepts or declines it. */
  waitingForChef: 2,
  /** A period is agreed: the chef's, or the one the venue proposed. */
  accepted: 3,
  /** The venue declined the chef's period. */
  declinedByVenue: 4,
  /** The chef declined the period the venue proposed. */
  declinedByChef: 5,
  /** The chef withdrew the request while it was open (waiting for either side). */
  withdrawnByChef: 6,
} as const;
export type StageRequestStatus = (typeof stageRequestStatus)[keyof typeof stageRequestStatus];
export const stageRequestStatuses = Object.values(stageRequestStatus) as StageRequestStatus[];

/** The states still open: one such request at a time per chef and venue. */
export const openStageRequestStatuses: readonly StageRequestStatus[] = [
  stageRequestStatus.waitingForVenue,
  stageRequestStatus.waitingForChef,
];

/** What each side may do: the venue accepts, proposes or declines; the chef accepts, declines or withdraws. */
export type VenueStageAnswer = 'accept' | 'propose' | 'decline';
export type ChefStageAnswer = 'accept' | 'decline' | 'withdraw';
export type StageRequestMove = VenueStageAnswer | ChefStageAnswer;

const isOpen = (status: number) => (openStageRequestStatuses as readonly number[]).includes(status);

/** The state a move leads to, or null when the request is not open to that move of that side any more. */
export function stageRequestAfter(
  status: number,
  side: 'chef' | 'restaurant',
  move: StageRequestMove,
): StageRequestStatus | null {
  if (side === 'restaurant') {
    if (status !== stageRequestStatus.waitingForVenue || move === 'withdraw') return null;
    if (move === 'accept') return stageRequestStatus.accepted;
    if (move === 'propose') return stageRequestStatus.waitingForChef;
    return stageRequestStatus.declinedByVenue;
  }
  // The chef may take back an open request whoever's move it is (docs/decisions/052).
  if (move === 'withdraw') return isOpen(status) ? stageRequestStatus.withdrawnByChef : null;
  if (status !== stageRequestStatus.waitingForChef || move === 'propose') return null;
  return move === 'accept' ? stageRequestStatus.accepted : stageRequestStatus.declinedByChef;
}

/** The moves a side's card offers on a request in this state, in the buttons' order. */
export function stageRequestMoves(side: 'chef' | 'restaurant', status: number): StageRequestMove[] {
  const offered: StageRequestMove[] =
    side === 'restaurant' ? ['accept', 'propose', 'decline'] : ['accept', 'decline', 'withdraw'];
  return offered.filter((move) => stageRequestAfter(status, side, move) !== null);
}

/** What the other side is told of each move (a notification and an e-mail, `stage_*` texts). */
export const stageRequestNewsKinds = [
  /** A chef asked for a stage: told to the venue. */
  'stage_requested',
  /** The venue accepted the chef's period. */
  'stage_accepted',
  /** The venue proposed another period. */
  'stage_period_proposed',
  /** The venue declined. */
  'stage_declined',
  /** The chef accepted the venue's period: told to the venue. */
  'stage_period_accepted',
  /** The chef declined the venue's period: told to the venue. */
  'stage_period_declined',
  /** The chef withdrew an open request: told to the venue. */
  'stage_withdrawn',
] as const;
export type StageRequestNews = (typeof stageRequestNewsKinds)[number];
