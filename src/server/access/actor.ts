import type { accounts } from '../db/schema/index';

/** The account types of the data model: staff is a role of its own, used by the back office. */
export type ActorType = (typeof accounts.$inferSelect)['type'];

/**
 * Who is acting: the logged-in account, reduced to what the access rules read. Built once per request
 * from the session (`actorFromAuth(request.auth)`); a visitor is `null`.
 */
export interface Actor {
  accountId: number;
  type: ActorType;
  /** The account's plan (0 none, 1 premium, D5); only restaurant accounts have one. */
  subscription: number;
}

/** The part of a session the actor is built from (the `AuthContext` of the session plugin). */
export interface AuthLike {
  account: Pick<typeof accounts.$inferSelect, 'id' | 'type' | 'subscription'>;
}

export function actorFromAuth(auth: AuthLike | null | undefined): Actor | null {
  if (!auth) return null;
  return { accountId: auth.account.id, type: auth.account.type, subscription: auth.account.subscription };
}

/** Staff see everything, may force the view of contact details (D13) and act in the back office. */
export function isStaff(actor: Actor | null): actor is Actor & { type: 'staff' } {
  return actor?.type === 'staff';
}

export function isChef(actor: Actor | null): actor is Actor & { type: 'chef' } {
  return actor?.type === 'chef';
}

export function isRestaurant(actor: Actor | null): actor is Actor & { type: 'restaurant' } {
  return actor?.type === 'restaurant';
}
