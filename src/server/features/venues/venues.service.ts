import type { Executor } from '../../db/client';
import * as repo from './venues.repository';

/*
 * The venues feature owns the restaurant profiles (a venue each) and their parts (docs/architecture.md
 * "Who owns which table"). For now it has what other features need: the venue a restaurant account
 * starts with, the venues of an account and venue names.
 */

/** The first venue of a new restaurant account, made in the sign-up's transaction. */
export async function createVenue(db: Executor, venue: repo.NewVenue) {
  return repo.insertVenue(db, venue);
}

/** The account's venues, the main one first, then in the order they were added. */
export async function venuesOfAccount(db: Executor, accountId: number) {
  return repo.listVenuesOfAccount(db, accountId);
}

/** The names of the given venues, by id; a venue that does not exist is absent. */
export async function venueNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findVenueNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the venue exists and belongs to the account (the owner check of profile/image and offer/image). */
export async function isVenueOfAccount(db: Executor, accountId: number, venueId: number): Promise<boolean> {
  return (await repo.findVenueOfAccount(db, accountId, venueId)) !== undefined;
}
