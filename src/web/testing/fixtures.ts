import type { BriefSessionUser, RestaurantProfileSummary } from '@shared/contracts/accounts';
import type { OfferCard } from '@shared/contracts/offers';

/**
 * Answers of the API as component tests need them again and again, each valid for its output schema
 * (the API client checks it): a venue as the session user carries it, a restaurant account, an offer
 * card. Each test overrides what it is about.
 */

/** One of a restaurant account's venues, approved and active, free unless `premium`. */
export function venueSummary(
  id: number,
  name: string,
  overrides: Partial<RestaurantProfileSummary> = {},
): RestaurantProfileSummary {
  const premium = overrides.premium ?? 0;
  return {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    main: 0,
    active: 1,
    approved: '1',
    premium,
    status: premium ? 3 : 1,
    images: { logo: null, header: null, image1: null, image2: null, image3: null },
    pendingnotifications: { notifications: 0, messages: 0, offers: 0 },
    ...overrides,
  };
}

/** A restaurant account with its venues (the first is the main one), on Premium when `premium` is 1. */
export function restaurantUser(
  premium: 0 | 1,
  profiles: RestaurantProfileSummary[],
  overrides: Partial<BriefSessionUser> = {},
): BriefSessionUser {
  return {
    id: 3,
    type: 'restaurant',
    session: 'token',
    isLogged: true,
    email: 'lola@example.com',
    name: 'Lola',
    language: 'en',
    subscription: premium,
    subscription_status: premium,
    contactemail: '',
    phone: '',
    main: profiles[0] ?? null,
    profiles,
    profile: null,
    ...overrides,
  };
}

/** A live offer card of venue 3 (Tasca do Porto, open to every chef), as lists answer it. */
export function offerCard(id: number, overrides: Partial<OfferCard> = {}): OfferCard {
  return {
    id,
    rid: 3,
    slug: `cook-${id}`,
    name: `Cook ${id}`,
    position: 6,
    description: '<p>A busy seafood kitchen.</p>',
    salarytype: 'year',
    salaryfrom: 30000,
    salaryto: 36000,
    hidesalary: 0,
    currency: 2,
    term: 'full-time',
    hours: 45,
    holidays: 30,
    daysoff: 2,
    recruit: 1,
    status: 1,
    approvedp: 1,
    created: '2026-03-01T10:00:00.000Z',
    updated: '2026-03-01T10:00:00.000Z',
    image1: null,
    restaurant: {
      id: 3,
      slug: 'tasca-do-porto',
      name: 'Tasca do Porto',
      location: null,
      logo: null,
      premium: 0,
      audience: { nationalities: [], language: null },
    },
    undeclared: [],
    ...overrides,
  };
}
