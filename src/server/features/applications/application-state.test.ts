import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { canMove, nextStatus, type ApplicationState } from './application-state';

const state = (status: ApplicationState['status'], overrides: Partial<ApplicationState> = {}) => ({
  status,
  disponibility: 1,
  withdrawn: false,
  ...overrides,
});

describe('the application state machine (D4)', () => {
  it('sends an offer the chef takes to the restaurant', () => {
    expect(nextStatus(state(3, { disponibility: 0 }), 'chefTakesOffer')).toBe(2);
  });

  it('does not let the chef take an offer twice, nor a date the restaurant proposed, as a sent offer', () => {
    expect(canMove(state(2, { disponibility: 1 }), 'chefTakesOffer')).toBe(false);
    expect(canMove(state(3, { disponibility: 1 }), 'chefTakesOffer')).toBe(false);
  });

  it('lets the chef turn down only what waits for the chef', () => {
    expect(nextStatus(state(3, { disponibility: 0 }), 'chefRejects')).toBe(-1);
    expect(nextStatus(state(3), 'chefRejects')).toBe(-1);
    for (const status of [2, 4, -1] as const) expect(canMove(state(status), 'chefRejects')).toBe(false);
  });

  it('lets the chef withdraw from any state but rejected, once', () => {
    for (const status of [2, 3, 4] as const) expect(nextStatus(state(status), 'chefWithdraws')).toBe(-1);
    expect(canMove(state(-1), 'chefWithdraws')).toBe(false);
    expect(canMove(state(-1, { withdrawn: true }), 'chefWithdraws')).toBe(false);
  });

  it('lets the restaurant reject anything not already rejected', () => {
    for (const status of [2, 3, 4] as const) expect(nextStatus(state(status), 'venueRejects')).toBe(-1);
    expect(canMove(state(-1), 'venueRejects')).toBe(false);
    expect(canMove(state(-1, { withdrawn: true }), 'venueRejects')).toBe(false);
  });

  it('lets a chef who withdrew apply again, but not one the restaurant rejected', () => {
    expect(nextStatus(state(-1, { withdrawn: true }), 'chefReapplies')).toBe(2);
    expect(canMove(state(-1), 'chefReapplies')).toBe(false);
  });

  it('agrees a date: the venue on what waits for it, the chef on a date the venue proposed', () => {
    expect(nextStatus(state(2), 'venueAcceptsDate')).toBe(4);
    for (const status of [3, 4, -1] as const) expect(canMove(state(status), 'venueAcceptsDate')).toBe(false);
    expect(nextStatus(state(3), 'chefAcceptsDate')).toBe(4);
    // An offer the venue sent is taken with the chef's own dates, not accepted as a date.
    expect(canMove(state(3, { disponibility: 0 }), 'chefAcceptsDate')).toBe(false);
    for (const status of [2, 4, -1] as const) expect(canMove(state(status), 'chefAcceptsDate')).toBe(false);
  });

  it('refuses a move that is not open with a 409 the client can explain', () => {
    try {
      nextStatus(state(-1), 'venueRejects');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).code).toBe('application_moved_on');
    }
  });
});
