import { isStaff, type Actor } from './actor';
import { isPremiumAccount, type PlanHolder } from './premium';
import type { Relation } from './relations';

/**
 * Contact-detail visibility (decisions D13, spec doc 1 section 6, doc 2 section 6), as pure rules over the
 * viewer and the relation loaded by `loadChefRelations` / `loadVenueRelations`.
 */

/**
 * A chef's e-mail, phone and last login: always to the chef and to staff (the force view is theirs
 * alone), to another logged-in viewer only when related or applied, never to a visitor.
 */
export function canSeeChefContact(viewer: Actor | null, chefAccountId: number, relation: Relation): boolean {
  if (!viewer) return false;
  if (viewer.accountId === chefAccountId || isStaff(viewer)) return true;
  return relation.related || relation.inapply;
}

/** A chef's visas, nationalities and cuisine: to logged-in viewers only (spec doc 1, chef public view). */
export function canSeeChefDetails(viewer: Actor | null): boolean {
  return viewer !== null;
}

/**
 * A venue's e-mail and phone: to a chef only when the venue is premium and related; always to the
 * venue's own account and to staff; to no one else.
 */
export function canSeeVenueContact(
  viewer: Actor | null,
  venue: { accountId: number; owner: PlanHolder },
  relation: Relation,
): boolean {
  if (!viewer) return false;
  if (viewer.accountId === venue.accountId || isStaff(viewer)) return true;
  return viewer.type === 'chef' && isPremiumAccount(venue.owner) && relation.related;
}

/** A restaurant may select a chef to send offers to only when the chef neither applied nor was invited. */
export function canReceiveOffer(relation: Relation): boolean {
  return !relation.inapply && !relation.invited;
}
