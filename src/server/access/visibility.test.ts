import { describe, expect, it } from 'vitest';
import { actorFromAuth, type Actor } from './actor';
import { noRelation, type Relation } from './relations';
import { canReceiveOffer, canSeeChefContact, canSeeChefDetails, canSeeVenueContact } from './visibility';

const chefAccountId = 10;
const venueAccountId = 20;
const chefSelf: Actor = { accountId: chefAccountId, type: 'chef', subscription: 0 };
const otherChef: Actor = { accountId: 11, type: 'chef', subscription: 0 };
const venueOwner: Actor = { accountId: venueAccountId, type: 'restaurant', subscription: 0 };
const otherRestaurant: Actor = { accountId: 21, type: 'restaurant', subscription: 1 };
const staff: Actor = { accountId: 30, type: 'staff', subscription: 0 };

const related: Relation = { related: true, inapply: false, invited: false };
const applied: Relation = { related: true, inapply: true, invited: false };
const invited: Relation = { related: true, inapply: false, invited: true };

describe("a chef's contact details (D13)", () => {
  it('show to the chef and to staff (the force view), whatever the relation', () => {
    expect(canSeeChefContact(chefSelf, chefAccountId, noRelation)).toBe(true);
    expect(canSeeChefContact(staff, chefAccountId, noRelation)).toBe(true);
  });

  it('show to a logged-in viewer only when related or applied', () => {
    expect(canSeeChefContact(otherRestaurant, chefAccountId, noRelation)).toBe(false);
    expect(canSeeChefContact(otherRestaurant, chefAccountId, related)).toBe(true);
    expect(canSeeChefContact(otherRestaurant, chefAccountId, applied)).toBe(true);
    expect(canSeeChefContact(otherRestaurant, chefAccountId, invited)).toBe(true);
    expect(canSeeChefContact(otherChef, chefAccountId, noRelation)).toBe(false);
  });

  it('never show to a visitor, nor do visas, nationalities and cuisine', () => {
    expect(canSeeChefContact(null, chefAccountId, applied)).toBe(false);
    expect(canSeeChefDetails(null)).toBe(false);
    expect(canSeeChefDetails(otherChef)).toBe(true);
  });
});

describe("a venue's e-mail and phone (D13)", () => {
  const premiumVenue = { accountId: venueAccountId, owner: { type: 'restaurant' as const, subscription: 1 } };
  const freeVenue = { accountId: venueAccountId, owner: { type: 'restaurant' as const, subscription: 0 } };

  it('show to a chef only when the venue is premium and related', () => {
    expect(canSeeVenueContact(otherChef, premiumVenue, related)).toBe(true);
    expect(canSeeVenueContact(otherChef, premiumVenue, noRelation)).toBe(false);
    expect(canSeeVenueContact(otherChef, freeVenue, related)).toBe(false);
  });

  it('show to the venue itself and to staff, to no other restaurant or visitor', () => {
    expect(canSeeVenueContact(venueOwner, freeVenue, noRelation)).toBe(true);
    expect(canSeeVenueContact(staff, freeVenue, noRelation)).toBe(true);
    expect(canSeeVenueContact(otherRestaurant, premiumVenue, related)).toBe(false);
    expect(canSeeVenueContact(null, premiumVenue, related)).toBe(false);
  });
});

describe('sending offers to chefs', () => {
  it('a chef who applied or was invited already cannot be selected again', () => {
    expect(canReceiveOffer(noRelation)).toBe(true);
    expect(canReceiveOffer({ related: true, inapply: false, invited: false })).toBe(true);
    expect(canReceiveOffer(applied)).toBe(false);
    expect(canReceiveOffer(invited)).toBe(false);
  });
});

describe('the actor', () => {
  it('comes from the session, or is null for a visitor', () => {
    expect(actorFromAuth(null)).toBeNull();
    expect(actorFromAuth({ account: { id: 7, type: 'staff', subscription: 0 } })).toEqual({
      accountId: 7,
      type: 'staff',
      subscription: 0,
    });
  });
});
