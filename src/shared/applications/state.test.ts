import { describe, expect, it } from 'vitest';
import {
  canMove,
  chefCardMoves,
  mayAcceptStage,
  proposedByVenue,
  stageEffects,
  statusAfter,
  venueCardMoves,
  type ApplicationState,
} from './state';
import { applicationStatusCodes } from './tabs';

const { waitingForRestaurant, waitingForChef, accepted, rejected } = applicationStatusCodes;
const open = [waitingForRestaurant, waitingForChef, accepted] as const;

const state = (status: ApplicationState['status'], overrides: Partial<ApplicationState> = {}) => ({
  status,
  disponibility: 1,
  withdrawn: false,
  ...overrides,
});
const sentByVenue = state(waitingForChef, { disponibility: proposedByVenue });
const withdrawn = state(rejected, { withdrawn: true });

describe('the application state machine (D4)', () => {
  it('sends an offer the chef takes to the restaurant', () => {
    expect(statusAfter(sentByVenue, 'chefTakesOffer')).toBe(waitingForRestaurant);
  });

  it('does not let the chef take an offer twice, nor a date the restaurant proposed, as a sent offer', () => {
    expect(canMove(state(waitingForRestaurant), 'chefTakesOffer')).toBe(false);
    expect(canMove(state(waitingForChef), 'chefTakesOffer')).toBe(false);
  });

  it('lets the chef turn down only what waits for the chef', () => {
    expect(statusAfter(sentByVenue, 'chefRejects')).toBe(rejected);
    expect(statusAfter(state(waitingForChef), 'chefRejects')).toBe(rejected);
    for (const status of [waitingForRestaurant, accepted, rejected] as const)
      expect(canMove(state(status), 'chefRejects')).toBe(false);
  });

  it('lets the chef withdraw from any state but rejected, once', () => {
    for (const status of open) expect(statusAfter(state(status), 'chefWithdraws')).toBe(rejected);
    expect(canMove(state(rejected), 'chefWithdraws')).toBe(false);
    expect(canMove(withdrawn, 'chefWithdraws')).toBe(false);
  });

  it('lets the restaurant reject anything not already rejected', () => {
    for (const status of open) expect(statusAfter(state(status), 'venueRejects')).toBe(rejected);
    expect(canMove(state(rejected), 'venueRejects')).toBe(false);
    expect(canMove(withdrawn, 'venueRejects')).toBe(false);
  });

  it('lets a chef who withdrew apply again, but not one the restaurant rejected', () => {
    expect(statusAfter(withdrawn, 'chefReapplies')).toBe(waitingForRestaurant);
    expect(canMove(state(rejected), 'chefReapplies')).toBe(false);
  });

  it('agrees a date: the venue on what waits for it, the chef on a date the venue proposed', () => {
    expect(statusAfter(state(waitingForRestaurant), 'venueAcceptsDate')).toBe(accepted);
    for (const status of [waitingForChef, accepted, rejected] as const)
      expect(canMove(state(status), 'venueAcceptsDate')).toBe(false);
    expect(statusAfter(state(waitingForChef), 'chefAcceptsDate')).toBe(accepted);
    // An offer the venue sent is taken with the chef's own dates, not accepted as a date.
    expect(canMove(sentByVenue, 'chefAcceptsDate')).toBe(false);
    for (const status of [waitingForRestaurant, accepted, rejected] as const)
      expect(canMove(state(status), 'chefAcceptsDate')).toBe(false);
  });

  it('says nothing follows a move that is not open', () => {
    expect(statusAfter(state(rejected), 'venueRejects')).toBe(null);
  });
});

describe('the proposed dates of a move', () => {
  it('cancels every open date when the chef withdraws, and an agreed trial when the venue rejects', () => {
    expect(stageEffects('chefWithdraws')).toEqual([{ from: ['proposed', 'accepted'], to: 'cancelled' }]);
    expect(stageEffects('venueRejects')).toEqual([
      { from: ['proposed'], to: 'rejected' },
      { from: ['accepted'], to: 'cancelled' },
    ]);
  });

  it('lets the other dates go when one is agreed', () => {
    for (const move of ['venueAcceptsDate', 'chefAcceptsDate'] as const)
      expect(stageEffects(move)).toEqual([{ from: ['proposed'], to: 'rejected' }]);
  });

  it('lets a side accept only a date still proposed by the other side', () => {
    expect(mayAcceptStage({ status: 'proposed', proposedBy: 7 }, 8)).toBe(true);
    expect(mayAcceptStage({ status: 'proposed', proposedBy: 8 }, 8)).toBe(false);
    expect(mayAcceptStage({ status: 'accepted', proposedBy: 7 }, 8)).toBe(false);
  });
});

describe('the buttons of an application card', () => {
  it('offers the chef the answers to a sent offer, and withdrawing what waits for the venue', () => {
    expect(chefCardMoves(sentByVenue)).toEqual(['chefTakesOffer', 'chefRejects']);
    expect(chefCardMoves(state(waitingForRestaurant))).toEqual(['chefWithdraws']);
    for (const status of [waitingForChef, accepted, rejected] as const)
      expect(chefCardMoves(state(status))).toEqual([]);
  });

  it('offers the venue accepting what waits for it, and rejecting anything not rejected', () => {
    expect(venueCardMoves(state(waitingForRestaurant))).toEqual(['venueAcceptsDate', 'venueRejects']);
    expect(venueCardMoves(state(waitingForChef))).toEqual(['venueRejects']);
    expect(venueCardMoves(state(accepted))).toEqual(['venueRejects']);
    expect(venueCardMoves(state(rejected))).toEqual([]);
  });
});
