import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import {
  accountGates,
  isGateOpen,
  isPremiumAccount,
  isVenueGateOpen,
  requireGate,
  venueGates,
  venuePlanFields,
} from './premium';

const restaurant = (subscription: number): Actor => ({ accountId: 1, type: 'restaurant', subscription });
const chef: Actor = { accountId: 2, type: 'chef', subscription: 0 };
const staff: Actor = { accountId: 3, type: 'staff', subscription: 0 };
const allGates = [...accountGates, ...venueGates];

describe('premium gates (D5)', () => {
  it('premium belongs to restaurant accounts with subscription 1; venues derive premium and status', () => {
    expect(isPremiumAccount({ type: 'restaurant', subscription: 1 })).toBe(true);
    expect(isPremiumAccount({ type: 'restaurant', subscription: 0 })).toBe(false);
    // Chefs have no premium, whatever the column says.
    expect(isPremiumAccount({ type: 'chef', subscription: 1 })).toBe(false);
    expect(venuePlanFields({ type: 'restaurant', subscription: 1 })).toEqual({ premium: 1, status: 3 });
    expect(venuePlanFields({ type: 'restaurant', subscription: 0 })).toEqual({ premium: 0, status: 1 });
  });

  it('a premium restaurant passes every gate; a free one none', () => {
    for (const gate of allGates) {
      expect(isGateOpen(restaurant(1), gate)).toBe(true);
      expect(isGateOpen(restaurant(0), gate)).toBe(false);
    }
  });

  it('staff pass every gate; visitors none', () => {
    for (const gate of allGates) {
      expect(isGateOpen(staff, gate)).toBe(true);
      expect(isGateOpen(null, gate)).toBe(false);
    }
  });

  it('chefs keep their own pages and searches free but do not act as a venue', () => {
    for (const gate of [
      ...accountGates,
      'searchBeyondFirstPage',
      'freelanceReliefFilters',
      'startConversations',
    ] as const)
      expect(isGateOpen(chef, gate)).toBe(true);
    for (const gate of ['sendOffers', 'recruitOption', 'featured', 'cvsByEmail'] as const)
      expect(isGateOpen(chef, gate)).toBe(false);
  });

  it('a venue gate seen from outside follows the owner account', () => {
    expect(isVenueGateOpen({ type: 'restaurant', subscription: 1 }, 'featured')).toBe(true);
    expect(isVenueGateOpen({ type: 'restaurant', subscription: 0 }, 'startConversations')).toBe(false);
  });

  it('requireGate answers not_logged_in to a visitor and premium_required to a free restaurant', () => {
    expect(() => requireGate(null, 'applicants')).toThrow(expect.objectContaining({ code: 'not_logged_in' }));
    expect(() => requireGate(null, 'freelanceReliefFilters', { visitor: 'premium_required' })).toThrow(
      expect.objectContaining({ code: 'premium_required' }),
    );
    expect(() => requireGate(restaurant(0), 'messages')).toThrow(
      expect.objectContaining({ code: 'premium_required' }),
    );
    expect(requireGate(restaurant(1), 'calendar')).toEqual(restaurant(1));
  });
});
