import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, restaurantProfiles, type chefProfiles, type offers } from '../db/schema/index';

/*
 * What makes a record public ("live", spec doc 2 section 6, D6): the conditions the view permissions
 * decide with, as SQL a feature puts in its own queries (the sitemap, the page heads), so the rule is
 * written once.
 */

/** A venue anyone may see: approved by staff and switched on. */
export const liveVenue = (venue: { approved: AnyPgColumn; active: AnyPgColumn }): SQL<boolean> =>
  sql<boolean>`(${venue.approved} = 1 and ${venue.active} = 1)`;

/** A chef profile anyone may see: approved by staff and switched on. */
export const liveChefProfile = (profile: typeof chefProfiles): SQL<boolean> =>
  sql<boolean>`(${profile.approved} = 1 and ${profile.active} = 1)`;

/** An offer anyone may see, without its venue's part: approved, active, not deleted. */
export const liveOfferOwn = (offer: typeof offers): SQL<boolean> =>
  sql<boolean>`(${offer.status} = 1 and ${offer.approved} = 1 and ${offer.deletedAt} is null)`;

/** An offer anyone may see: live itself, of a live venue (the `offer.view` rule for a visitor). */
export const liveOffer = (offer: typeof offers): SQL<boolean> =>
  sql<boolean>`(${liveOfferOwn(offer)} and exists (select 1 from ${restaurantProfiles} where ${restaurantProfiles.id} = ${offer.restaurantProfileId} and ${liveVenue(restaurantProfiles)}))`;

/**
 * The e-mail domain of an account its owner deleted (docs/decisions/054-own-data.md): the row stays,
 * anonymised and disabled, while another side's conversation keeps its messages or invoicing needs its
 * Premium periods. `.invalid` is reserved (RFC 2606): never a real address, so the login e-mail is free
 * to sign up again.
 */
export const deletedAccountDomain = 'deleted.invalid';

/** The anonymised login (and contact) e-mail of the deleted account `id`. */
export const deletedAccountEmail = (id: number) => `deleted-${id}@${deletedAccountDomain}`;

/** Whether an address is of the deleted accounts' domain (refused at sign-up). */
export const isDeletedAccountEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${deletedAccountDomain}`);

/** The account `accountId` (a column) was deleted by its owner: disabled, with the deleted domain. */
export const deletedAccount = (accountId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${accounts} where ${accounts.id} = ${accountId} and ${accounts.disabledAt} is not null and ${accounts.email} like ${`%@${deletedAccountDomain}`})`;
