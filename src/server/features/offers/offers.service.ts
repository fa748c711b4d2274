import type { Executor } from '../../db/client';
import { venueNames } from '../venues/venues.service';
import * as repo from './offers.repository';

/*
 * The offers feature owns the job offers and the saved offers (docs/architecture.md "Who owns which
 * table"). For now it has what the contact form needs.
 */

export interface OfferWithVenue {
  id: number;
  name: string;
  restaurantId: number;
  restaurantName: string;
}

/** The selected offers that exist, with their venue, in the order asked. */
export async function offersWithVenue(db: Executor, ids: number[]): Promise<OfferWithVenue[]> {
  const rows = await repo.findLiveOffers(db, ids);
  const names = await venueNames(
    db,
    rows.map((r) => r.venueId),
  );
  return ids.flatMap((id) =>
    rows.flatMap((r) => {
      const restaurantName = names.get(r.venueId);
      return r.id === id && restaurantName !== undefined
        ? [{ id: r.id, name: r.name, restaurantId: r.venueId, restaurantName }]
        : [];
    }),
  );
}

/** A venue's live offers as its page lists them (restaurants/show), newest first, in one query. */
export async function liveOffersOfVenue(db: Executor, venueId: number) {
  const rows = await repo.findLiveOffersOfVenue(db, venueId);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    position: r.position,
    term: r.term,
    salarytype: r.salaryType,
    salaryfrom: r.salaryFrom,
    salaryto: r.salaryTo,
    hidesalary: r.hideSalary ? (1 as const) : (0 as const),
    currency: r.currency,
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
  }));
}
