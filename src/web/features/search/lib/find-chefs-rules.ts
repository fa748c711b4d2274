import type { BriefSessionUser } from '@shared/contracts/accounts';
import { premiumChefPositions, searchPageSizes } from '@shared/contracts/search-routes';
import { mainRestaurantProfile } from '@web/components/layouts/nav-items';

/*
 * Who may see how much of find-chefs (spec doc 2 sections 2, 6 and 9; decisions D5). The server applies
 * the same rules (403 search_limit_reached, premium_required); the page follows them so nobody meets
 * those refusals as errors.
 */

/** A visitor, a chef, a restaurant on the free plan, or a premium restaurant. */
export type ChefSearchViewer = 'visitor' | 'chef' | 'free' | 'premium';

export function chefSearchViewer(
  user: Pick<BriefSessionUser, 'type' | 'main' | 'profiles'> | null,
): ChefSearchViewer {
  if (!user) return 'visitor';
  if (user.type !== 'restaurant') return 'chef';
  return mainRestaurantProfile(user)?.premium === 1 ? 'premium' : 'free';
}

/** 10 chefs a page for visitors, 15 for logged-in users (doc 2 section 9). */
export function chefsPageSize(viewer: ChefSearchViewer): number {
  return viewer === 'visitor' ? searchPageSizes.chefsVisitor : searchPageSizes.chefsMember;
}

/** Visitors (doc 1 section 6) and free venues (D5) see the first page of chefs only. */
export function isFirstPageOnly(viewer: ChefSearchViewer): boolean {
  return viewer === 'visitor' || viewer === 'free';
}

/** The freelance and relief chef positions are for premium venues only (D5). */
export function isPositionLocked(position: number, viewer: ChefSearchViewer): boolean {
  return viewer !== 'premium' && (premiumChefPositions as readonly number[]).includes(position);
}

/** What ends a list that stops at its first page: the sign-up prompt, or the Premium prompt. */
export function limitPrompt(viewer: ChefSearchViewer): 'signup' | 'premium' | null {
  if (viewer === 'visitor') return 'signup';
  if (viewer === 'free') return 'premium';
  return null;
}
