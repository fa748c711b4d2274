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
} as const;
export type StageRequestStatus = (typeof stageRequestStatus)[keyof typeof stageRequestStatus];
export const stageRequestStatuses = Object.values(stageRequestStatus) as StageRequestStatus[];

/** The states still open: one such request at a time per chef and venue. */
export const openStageRequestStatuses: readonly StageRequestStatus[] = [
  stageRequestStatus.waitingForVenue,
  stageRequestStatus.waitingForChef,
];

/** What each side may answer, by the request's state. */
export type VenueStageAnswer = 'accept' | 'propose' | 'decline';
export type ChefStageAnswer = 'accept' | 'decline';

/** The state an answer leads to, or null when the request is not waiting for that side any more. */
export function stageRequestAfter(
  status: number,
  side: 'chef' | 'restaurant',
  answer: VenueStageAnswer,
): StageRequestStatus | null {
  if (side === 'restaurant') {
    if (status !== stageRequestStatus.waitingForVenue) return null;
    if (answer === 'accept') return stageRequestStatus.accepted;
    if (answer === 'propose') return stageRequestStatus.waitingForChef;
    return stageRequestStatus.declinedByVenue;
  }
  if (status !== stageRequestStatus.waitingForChef || answer === 'propose') return null;
  return answer === 'accept' ? stageRequestStatus.accepted : stageRequestStatus.declinedByChef;
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
] as const;
export type StageRequestNews = (typeof stageRequestNewsKinds)[number];
