import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { accounts, restaurantProfiles } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { isStaff, type Actor, type ActorType } from './actor';
import { distinctIds, requestedIds } from './ids';
import { isPremium } from '@shared/states';

/**
 * Premium (decisions D5) belongs to the restaurant account: all its venues are premium together, and a
 * venue's `premium` and `status` are derived from the account, never stored. Chefs have no premium.
 * The gates are checked on the server as well as hidden in the interface.
 */

/** Gates of the account (subscription 1): the applicants, calendar and messages pages and their menu items. */
export const accountGates = ['applicants', 'calendar', 'messages'] as const;
export type AccountGate = (typeof accountGates)[number];

/** Gates of the venue (premium 1). */
export const venueGates = [
  /** Send offers to chefs (offer/subscribe with chef ids). */
  'sendOffers',
  /** Start a conversation with a chef; a chef may only write to a premium venue. */
  'startConversations',
  /** Change the recruit option of an offer (forced on for free venues). */
  'recruitOption',
  /** Featured placement (D14). */
  'featured',
  /** Applicants' CVs e-mailed to the venue. */
  'cvsByEmail',
  /** Search chefs beyond the first page. */
  'searchBeyondFirstPage',
  /** The freelance and relief chef filters. */
  'freelanceReliefFilters',
] as const;
export type VenueGate = (typeof venueGates)[number];
export type Gate = AccountGate | VenueGate;

/** Gates about finding chefs: visitors are held to the first page too (spec doc 2 section 6). */
const searchGates: ReadonlySet<Gate> = new Set<Gate>(['searchBeyondFirstPage', 'freelanceReliefFilters']);
const accountGateSet: ReadonlySet<Gate> = new Set<Gate>(accountGates);

/** What the plan rules read of an account. */
export interface PlanHolder {
  type: ActorType;
  subscription: number;
}

export function isPremiumAccount(account: PlanHolder): boolean {
  return account.type === 'restaurant' && isPremium(account);
}

/** The rule of `isPremiumAccount` as a condition over an account's columns (featured venues, D14). */
export function premiumAccount(account: { type: AnyPgColumn; subscription: AnyPgColumn }): SQL<boolean> {
  return sql<boolean>`(${account.type} = 'restaurant' and ${account.subscription} = 1)`;
}

/** A venue's derived plan fields (D5): `premium` 0/1 and `status` above 2 when premium. */
export function venuePlanFields(owner: PlanHolder): { premium: 0 | 1; status: 1 | 3 } {
  return isPremiumAccount(owner) ? { premium: 1, status: 3 } : { premium: 0, status: 1 };
}

/** A gate of a venue, whoever looks at it (featured, CVs e-mailed, may a chef write to it): open when premium. */
export function isVenueGateOpen(owner: PlanHolder, _gate: VenueGate): boolean {
  return isPremiumAccount(owner);
}

/**
 * Whether a gate is open to the actor. The gates close only for restaurant accounts without premium
 * (their venues share the account's plan) and for visitors; staff pass every gate. Chefs have their own
 * applications, calendar and messages pages, free, are not held to the first page of chefs, and may
 * start a conversation (with a premium venue only: `requireConversationStart` checks the venue); they do
 * not send offers, set a recruit option, or get featured or e-mailed CVs, which are a venue's.
 */
export function isGateOpen(actor: Actor | null, gate: Gate): boolean {
  if (!actor) return false;
  if (isStaff(actor)) return true;
  if (actor.type === 'restaurant') return isPremiumAccount(actor);
  return accountGateSet.has(gate) || searchGates.has(gate) || gate === 'startConversations';
}

/**
 * Refuses a closed gate, saying why: 401 `not_logged_in` for a visitor (or, with `visitor:
 * 'premium_required'`, the same refusal as a free account's where a visitor may use the call), 403
 * `premium_required` for a restaurant without the plan, 403 `forbidden` for a chef asking what only
 * venues do. The one place the premium refusal is made.
 */
export function requireGate(
  actor: Actor | null,
  gate: Gate,
  options: { visitor?: 'not_logged_in' | 'premium_required' } = {},
): Actor {
  if (!actor) throw new AppError(options.visitor ?? 'not_logged_in');
  if (!isGateOpen(actor, gate))
    throw new AppError(actor.type === 'restaurant' ? 'premium_required' : 'forbidden');
  return actor;
}

/** Which of the venues are premium (their account's plan), in one query. */
export async function checkPremiumVenues(db: Executor, venueIds: Iterable<number>): Promise<Set<number>> {
  const ids = distinctIds(venueIds);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: restaurantProfiles.id, type: accounts.type, subscription: accounts.subscription })
    .from(restaurantProfiles)
    .innerJoin(accounts, eq(accounts.id, restaurantProfiles.accountId))
    .where(inArray(restaurantProfiles.id, ids));
  return new Set(rows.filter((row) => isPremiumAccount(row)).map((row) => row.id));
}

/**
 * A venue gate for acts of the actor through venues it manages (send offers from a venue, change an
 * offer's recruit option): in one query, 404 when a venue does not exist, 403 when the actor does not
 * manage it or its account is not premium. Staff pass for any existing venue.
 */
export async function requireVenueGate(
  db: Executor,
  actor: Actor | null,
  gate: VenueGate,
  venueIds: Iterable<number>,
): Promise<void> {
  if (!actor) throw new AppError('not_logged_in');
  const { ids, invalid } = requestedIds(venueIds);
  if (invalid || ids.length === 0) throw new AppError('not_found');
  const rows = await db
    .select({
      id: restaurantProfiles.id,
      accountId: restaurantProfiles.accountId,
      type: accounts.type,
      subscription: accounts.subscription,
    })
    .from(restaurantProfiles)
    .innerJoin(accounts, eq(accounts.id, restaurantProfiles.accountId))
    .where(inArray(restaurantProfiles.id, ids));
  if (rows.length < ids.length) throw new AppError('not_found');
  if (isStaff(actor)) return;
  for (const row of rows) if (row.accountId !== actor.accountId) throw new AppError('forbidden');
  for (const row of rows) if (!isVenueGateOpen(row, gate)) throw new AppError('premium_required');
}
