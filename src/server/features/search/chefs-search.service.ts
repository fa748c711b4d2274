import {
  chefFilterTypes,
  premiumChefPositions,
  searchPageSizes,
  type ChefCard,
  type ChefSearchResult,
  type SearchChefsInput,
} from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import {
  canReceiveOffer,
  canSeeChefDetails,
  isGateOpen,
  loadChefRelations,
  requireGate,
  type Actor,
} from '../../access';
import { pickLocalized } from '../../db/schema/localized';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { plainTextExcerpt } from '../../lib/rich-text';
import { imagesOfChefProfiles } from '../media/media.service';
import * as repo from './chefs-search.repository';
import { FacetCache } from './facet-cache';
import { matchPosition } from './position-match';
import { countsWithout, type FacetCounts } from './search-facets';
import { locationAnswer, resolveLocation } from './search-location';
import { assertDepth, searchKey, shownTotal } from './search-sql';
import { placeForReader } from '../places/places.service';
import { bit } from '../../lib/bit';

/**
 * search/chefs (spec doc 2 sections 2, 6 and 9; D5, D6, D13; docs/decisions/028-search.md): live chef
 * profiles by position or words, place and filters, with the facets of the search and the total.
 */

/** The plain-text length of a chef card's description. */
export const chefCardDescriptionLength = 300;

/**
 * Facets and totals of chef searches, per process: fresh for 60 seconds, then answered stale for up
 * to 10 minutes while one search counts them again (a cold count over every live chef takes seconds).
 */
export const chefFacetCache = new FacetCache<FacetCounts>(60_000, 2_000, Date.now, 10 * 60_000);

/**
 * The page size of find chefs (doc 2 section 9): missing, 10 for visitors and 15 for members; a visitor
 * asking more gets 10.
 */
function pageSize(viewer: Actor | null, qty: number | undefined): number {
  if (!viewer) return Math.min(qty ?? searchPageSizes.chefsVisitor, searchPageSizes.chefsVisitor);
  return qty ?? searchPageSizes.chefsMember;
}

/**
 * D5: the freelance and relief positions only through the `freelanceReliefFilters` gate (premium venues,
 * chefs, staff), and pages after the first only through `searchBeyondFirstPage` (visitors and free venues
 * get the first page).
 */
function checkSearchGates(viewer: Actor | null, page: number, positions: number[]) {
  const premiumPosition = positions.some((id) => (premiumChefPositions as readonly number[]).includes(id));
  if (premiumPosition) requireGate(viewer, 'freelanceReliefFilters', { visitor: 'premium_required' });
  if (page > 0 && !isGateOpen(viewer, 'searchBeyondFirstPage')) throw new AppError('search_limit_reached');
}

export async function searchChefs(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  viewer: Actor | null,
  input: SearchChefsInput,
  language: Language,
): Promise<ChefSearchResult> {
  const matched = matchPosition(input.position);
  const choice: repo.ChefFilterChoice = {};
  for (const filter of input.filters) (choice[filter.type] ??= []).push(filter.id);
  checkSearchGates(viewer, input.page, [
    ...(matched?.position ? [matched.position] : []),
    ...(choice.position ?? []).map(Number),
  ]);
  const qty = pageSize(viewer, input.qty);
  assertDepth(input.page, qty);
  const location = await resolveLocation(input.location, language, deps.config.geocoderUrl);
  const query: repo.ChefSearchQuery = {
    viewerAccountId: viewer?.accountId ?? null,
    position: matched?.position ?? null,
    text: matched?.text ?? null,
    point: location,
  };

  // One past the page: whether a later page exists, whatever the kept counts say.
  const found = await repo.pageOfChefs(deps.db, query, choice, qty + 1, input.page * qty);
  const more = found.length > qty;
  const rows = found.slice(0, qty);
  const facets = await chefCounts(deps, viewer, query, choice);
  return {
    list: await chefCards(deps, viewer, rows, language),
    total: shownTotal(facets.total, input.page * qty + rows.length, more, true),
    filters: facets.filters,
    position: query.position,
    text: query.text,
    location: locationAnswer(location),
    until: null,
  };
}

/**
 * The facets and total of a search: the counts shared with everyone (cached under the search alone),
 * without what the viewer does not find, their own profile and those of accounts blocked either way
 * (one statement, `hiddenInFacets`). A viewer hiding more than `hiddenProfilesTakenOut` profiles gets
 * counts of their own (cached under the search and their account).
 */
async function chefCounts(
  deps: Pick<Deps, 'db'>,
  viewer: Actor | null,
  query: repo.ChefSearchQuery,
  choice: repo.ChefFilterChoice,
): Promise<FacetCounts> {
  const shared = { ...query, viewerAccountId: null };
  const hidden = viewer
    ? await repo.hiddenInFacets(deps.db, viewer.accountId, shared, choice, chefFilterTypes)
    : [];
  const counted = hidden ? shared : query;
  const counts = await chefFacetCache.through(
    searchKey({
      position: query.position,
      text: query.text,
      point: query.point && [query.point.lat, query.point.lng, query.point.radius],
      filters: chefFilterTypes.map((type) => [type, [...(choice[type] ?? [])].map(String).sort()]),
      viewer: counted.viewerAccountId,
    }),
    () => repo.chefFacets(deps.db, counted, choice, chefFilterTypes),
  );
  if (!hidden) return counts;
  return countsWithout(counts, hidden, repo.chosenFilters(choice));
}

/**
 * Cards of a page of chefs: the about text in the viewer's language, plain, cut at 300 characters;
 * cuisine and nationalities for logged-in viewers only; the profile photo; for a restaurant viewer,
 * whether the chef applied or was invited and may be selected (D13). Two queries whatever the page size
 * (photos, and the relations of a restaurant viewer).
 */
async function chefCards(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewer: Actor | null,
  rows: repo.ChefRow[],
  language: Language,
): Promise<ChefCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = await imagesOfChefProfiles(deps, ids);
  const relations = await loadChefRelations(deps.db, viewer, ids);
  const details = canSeeChefDetails(viewer);
  const restaurant = viewer?.type === 'restaurant';
  return rows.map((row) => {
    const relation = relations.get(row.id)!;
    return {
      id: row.id,
      acc: row.accountId,
      slug: row.slug,
      name: row.name,
      position: row.position,
      location: placeForReader((row.location as ChefCard['location']) ?? null, language),
      description: plainTextExcerpt(
        pickLocalized(row.description, language, row.originalLanguage),
        chefCardDescriptionLength,
      ),
      cuisine: details ? row.cuisines : null,
      nationalities: details ? row.nationalities : null,
      languages: row.languages,
      images: { profile: images.get(row.id)?.profile ?? null },
      updated: row.updatedAt.toISOString(),
      distance: row.distance === null ? null : Number(row.distance),
      inapply: bit(restaurant && relation.inapply),
      invited: bit(restaurant && relation.invited),
      selectable: bit(restaurant && canReceiveOffer(relation)),
    };
  });
}
