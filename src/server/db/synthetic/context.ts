import type { Weighted } from './random';
import type { Market } from './vocabulary';

/** Synthetic accounts are told apart by their e-mail domain; `removeSynthetic` deletes them by it. */
export const syntheticDomain = 'synthetic.brigade.test';

export const day = 86_400_000;
export const year = 365.25 * day;

export interface Town {
  name: string;
  lat: number;
  lng: number;
}

/**
 * Restaurant accounts and their venues, fixed before any row is drawn (venues' `planRestaurants`):
 * the accounts, venues and offers each read it instead of drawing it again.
 */
export interface RestaurantPlan {
  /** Restaurant accounts: first venue and number of venues. */
  groupFirst: Int32Array;
  groupSize: Int32Array;
  premium: Uint8Array;
  /** Venues: owner account (index), market (index in `markets`), language, creation, live. */
  venueGroup: Int32Array;
  venueMarket: Uint8Array;
  venueUi: Uint8Array;
  venueCreated: Float64Array;
  venueLive: Uint8Array;
}

/** What the tables of one run share: the weighted tables, the id blocks, the venues' attributes. */
export interface Context extends RestaurantPlan {
  seed: number;
  now: number;
  passwordHash: string;
  marketTable: Weighted<Market>;
  towns: Map<string, Weighted<Town>>;
  cuisinesOf: Map<string, Weighted<number>>;
  positions: Weighted<number>;
  offerPositions: Weighted<number>;
  secondLanguages: Weighted<string>;
  chefAccountBase: number;
  chefProfileBase: number;
  restaurantAccountBase: number;
  venueBase: number;
  offerBase: number;
}
