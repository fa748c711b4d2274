import type { Executor } from '../../db/client';
import type { NewNotification } from './notifications.repository';
import * as repo from './notifications.repository';
import { paths } from '@shared/paths';

const day = 24 * 60 * 60 * 1000;

/** What the demo's notifications are about: the seeded chefs and venues, and the offers posted. */
export interface DemoNotificationSources {
  /** The demo chef first. */
  chefs: { accountId: number; profileId: number }[];
  /** The demo restaurant first. */
  restaurants: { accountId: number; venueIds: number[] }[];
  offers: { id: number; name: string; venueId: number; approved: number; createdAt: Date }[];
  /** The chefs' names by profile, and each venue's name and account (their features give them). */
  chefNames: ReadonlyMap<number, string>;
  venues: ReadonlyMap<number, { accountId: number; name: string }>;
}

/**
 * The demo's notifications (the approvals the team would have sent): each chef's profile and each
 * venue approved, and the demo restaurant's twelve newest approved offers. The demo chef's and the demo
 * restaurant's newest ones are unread, so their badges and "new" marks show on the first visit.
 */
export async function addDemoNotifications(db: Executor, sources: DemoNotificationSources, now = new Date()) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const rows: NewNotification[] = [];
  const { chefNames, venues } = sources;
  sources.chefs.forEach((chef, index) => {
    rows.push({
      accountId: chef.accountId,
      kind: 'chef_profile_approved',
      payload: {
        link: paths.chefHome(null),
        title: chefNames.get(chef.profileId) ?? '',
        image: null,
        subject: { type: 'chef', id: chef.profileId },
      },
      createdAt: at(20 + index),
      readAt: index === 0 ? null : at(19 + index),
    });
  });
  const venueIds = sources.restaurants.flatMap((r) => r.venueIds);
  const demoVenues = new Set(sources.restaurants[0]?.venueIds ?? []);
  venueIds.forEach((id, index) => {
    const venue = venues.get(id);
    if (!venue) return;
    rows.push({
      accountId: venue.accountId,
      restaurantProfileId: id,
      kind: 'venue_approved',
      payload: {
        link: paths.restaurantHome(null, id),
        title: venue.name,
        image: null,
        subject: { type: 'venue', id },
      },
      createdAt: at(45 + index),
      readAt: demoVenues.has(id) ? null : at(44 + index),
    });
  });
  const offers = sources.offers
    .filter((o) => o.approved && demoVenues.has(o.venueId))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 12);
  offers.forEach((offer, index) => {
    const venue = venues.get(offer.venueId);
    if (!venue) return;
    const approvedAt = new Date(Math.min(offer.createdAt.getTime() + day / 2, now.getTime()));
    rows.push({
      accountId: venue.accountId,
      restaurantProfileId: offer.venueId,
      kind: 'offer_approved',
      payload: {
        link: paths.restaurantOfferView(null, offer.venueId, offer.id),
        title: offer.name,
        image: null,
        subject: { type: 'venue', id: offer.venueId },
      },
      createdAt: approvedAt,
      readAt: index < 3 ? null : approvedAt,
    });
  });
  await repo.insertNotifications(db, rows);
}
