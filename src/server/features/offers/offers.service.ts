import type { Executor } from '../../db/client';
import { isVenueOfAccount, venueNames } from '../venues/venues.service';
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

/** Whether the offer exists (not deleted) and belongs to a venue of the account (offer/image's owner check). */
export async function isOfferOfAccount(db: Executor, accountId: number, offerId: number): Promise<boolean> {
  const offer = await repo.findLiveOffer(db, offerId);
  return offer !== undefined && (await isVenueOfAccount(db, accountId, offer.venueId));
}
