import { describe, expect, it } from 'vitest';
import {
  applicationMoves,
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

  it('lets either side propose another date while both are still talking, as D4 says', () => {
    // The venue answers the chef's dates, proposes again, or moves an agreed trial: the chef's move.
    for (const status of open) expect(statusAfter(state(status), 'venueProposesDate')).toBe(waitingForChef);
    // The chef answers the venue's date or moves an agreed trial: the venue's move.
    for (const status of [waitingForChef, accepted] as const)
      expect(statusAfter(state(status), 'chefProposesDate')).toBe(waitingForRestaurant);
    // While the venue has the move the chef waits; a sent offer is taken with dates, not answered with one.
    expect(canMove(state(waitingForRestaurant), 'chefProposesDate')).toBe(false);
    for (const move of ['venueProposesDate', 'chefProposesDate'] as const)
      for (const closed of [sentByVenue, state(rejected), withdrawn])
        expect(canMove(closed, move)).toBe(false);
  });

  it('lets either side take back an agreed trial, and owe the other a new date', () => {
    expect(statusAfter(state(accepted), 'venueTakesBackDate')).toBe(waitingForRestaurant);
    expect(statusAfter(state(accepted), 'chefTakesBackDate')).toBe(waitingForChef);
    for (const move of ['venueTakesBackDate', 'chefTakesBackDate'] as const)
      for (const other of [sentByVenue, state(waitingForRestaurant), state(waitingForChef), state(rejected)])
        expect(canMove(other, move)).toBe(false);
  });

  it('answers every state and move as this table says', () => {
    const states = {
      sent: sentByVenue,
      venue: state(waitingForRestaurant),
      chef: state(waitingForChef),
      accepted: state(accepted),
      rejected: state(rejected),
      withdrawn,
    };
    const table = Object.fromEntries(
      applicationMoves.map((move) => [
        move,
        Object.fromEntries(Object.entries(states).map(([name, s]) => [name, statusAfter(s, move)])),
      ]),
    );
    const r = rejected;
    const [v, c, a] = [waitingForRestaurant, waitingForChef, accepted];
    const row = (
      sent: number | null,
      venue: number | null,
      chef: number | null,
      agreed: number | null,
      rej: number | null,
      wd: number | null,
    ) => ({
      sent,
      venue,
      chef,
      accepted: agreed,
      rejected: rej,
      withdrawn: wd,
    });
    expect(table).toEqual({
      chefTakesOffer: row(v, null, null, null, null, null),
      chefRejects: row(r, null, r, null, null, null),
      chefWithdraws: row(r, r, r, r, null, null),
      venueRejects: row(r, r, r, r, null, null),
      chefReapplies: row(null, null, null, null, null, v),
      venueAcceptsDate: row(null, a, null, null, null, null),
      chefAcceptsDate: row(null, null, a, null, null, null),
      venueProposesDate: row(null, c, c, c, null, null),
      chefProposesDate: row(null, null, v, v, null, null),
      venueTakesBackDate: row(null, null, null, v, null, null),
      chefTakesBackDate: row(null, null, null, c, null, null),
    });
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

  it('rejects every open date and an agreed one when another is proposed; only the agreed one when taken back', () => {
    for (const move of ['venueProposesDate', 'chefProposesDate'] as const)
      expect(stageEffects(move)).toEqual([{ from: ['proposed', 'accepted'], to: 'rejected' }]);
    for (const move of ['venueTakesBackDate', 'chefTakesBackDate'] as const)
      expect(stageEffects(move)).toEqual([{ from: ['accepted'], to: 'rejected' }]);
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
  it('offers the chef the answers of each state', () => {
    expect(chefCardMoves(sentByVenue)).toEqual(['chefTakesOffer', 'chefRejects']);
    expect(chefCardMoves(state(waitingForRestaurant))).toEqual(['chefWithdraws']);
    expect(chefCardMoves(state(waitingForChef))).toEqual([
      'chefAcceptsDate',
      'chefProposesDate',
      'chefRejects',
    ]);
    expect(chefCardMoves(state(accepted))).toEqual(['chefProposesDate', 'chefTakesBackDate']);
    expect(chefCardMoves(state(rejected))).toEqual([]);
  });

  it('offers the venue accepting what waits for it, another date while talking, and rejecting', () => {
    expect(venueCardMoves(state(waitingForRestaurant))).toEqual([
      'venueAcceptsDate',
      'venueProposesDate',
      'venueRejects',
    ]);
    expect(venueCardMoves(state(waitingForChef))).toEqual(['venueProposesDate', 'venueRejects']);
    expect(venueCardMoves(sentByVenue)).toEqual(['venueRejects']);
    expect(venueCardMoves(state(accepted))).toEqual([
      'venueProposesDate',
      'venueTakesBackDate',
      'venueRejects',
    ]);
    expect(venueCardMoves(state(rejected))).toEqual([]);
  });
});
