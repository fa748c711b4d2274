import { describe, expect, it } from 'vitest';
import { stageRequestAfter, stageRequestMoves, stageRequestStatus } from './stage-requests';

const { waitingForVenue, waitingForChef, accepted, declinedByVenue, declinedByChef, withdrawnByChef } =
  stageRequestStatus;
const closed = [accepted, declinedByVenue, declinedByChef, withdrawnByChef];

describe('the stage request state machine (docs/decisions/052)', () => {
  it('lets the venue answer a request waiting for it, and nothing else', () => {
    expect(stageRequestAfter(waitingForVenue, 'restaurant', 'accept')).toBe(accepted);
    expect(stageRequestAfter(waitingForVenue, 'restaurant', 'propose')).toBe(waitingForChef);
    expect(stageRequestAfter(waitingForVenue, 'restaurant', 'decline')).toBe(declinedByVenue);
    expect(stageRequestAfter(waitingForVenue, 'restaurant', 'withdraw')).toBeNull();
    for (const status of [waitingForChef, ...closed])
      expect(stageRequestMoves('restaurant', status)).toEqual([]);
  });

  it('lets the chef answer a proposal, and withdraw an open request whoever has the move', () => {
    expect(stageRequestMoves('chef', waitingForChef)).toEqual(['accept', 'decline', 'withdraw']);
    expect(stageRequestMoves('chef', waitingForVenue)).toEqual(['withdraw']);
    expect(stageRequestAfter(waitingForChef, 'chef', 'accept')).toBe(accepted);
    expect(stageRequestAfter(waitingForChef, 'chef', 'decline')).toBe(declinedByChef);
    expect(stageRequestAfter(waitingForVenue, 'chef', 'withdraw')).toBe(withdrawnByChef);
    expect(stageRequestAfter(waitingForChef, 'chef', 'withdraw')).toBe(withdrawnByChef);
    expect(stageRequestAfter(waitingForChef, 'chef', 'propose')).toBeNull();
  });

  it('leaves a closed request as it ended: an agreed stage is not withdrawn', () => {
    for (const status of closed) expect(stageRequestMoves('chef', status)).toEqual([]);
  });
});
