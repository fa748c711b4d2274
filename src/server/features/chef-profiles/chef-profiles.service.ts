import type { Executor } from '../../db/client';
import * as repo from './chef-profiles.repository';

/*
 * The chef-profiles feature owns the chef profile and its parts (docs/architecture.md "Who owns which
 * table"). For now it has what the accounts feature needs: the profile a chef account starts with and
 * the summary the session user carries.
 */

/** The empty profile of a new chef account, made in the sign-up's transaction. */
export async function createChefProfile(db: Executor, profile: repo.NewChefProfile) {
  return repo.insertChefProfile(db, profile);
}

/** The account's chef profile (its summary), if it has one. */
export async function chefProfileOfAccount(db: Executor, accountId: number) {
  return repo.findChefProfileOfAccount(db, accountId);
}
