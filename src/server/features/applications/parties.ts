import { requireGate, type AccountGate, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chefProfileOfAccount } from '../chef-profiles/chef-profiles.service';

/** Who acts on an application: the chef through the chef's profile, the venue through its account's plan. */

/** The acting chef's profile id; a chef account without one cannot apply (409). */
export async function chefProfileIdOf(db: Executor, actor: Actor): Promise<number> {
  if (actor.type !== 'chef') throw new AppError('forbidden');
  const profile = await chefProfileOfAccount(db, actor.accountId);
  if (!profile) throw new AppError('chef_profile_missing');
  return profile.id;
}

/** An account gate (D5: subscription 1: the applicants, calendar and messages), said as what it is. */
export function requireAccountGate(actor: Actor, gate: AccountGate = 'applicants') {
  requireGate(actor, gate);
}

/** Refuses a chef's act on an application of the venue's side, and the other way round. */
export function requireSide(actor: Actor, side: 'chef' | 'restaurant') {
  if (actor.type !== side) throw new AppError('application_not_found');
}
