import {
  offerFilterTypes,
  searchPageSizes,
  type FacetGroup,
  type HiddenOffers,
  type OfferFilterType,
  type OfferSearchResult,
  type SearchOffersInput,
} from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { offerCardsByIds } from '../offers/offers.service';
import { FacetCache } from './facet-cache';
import * as repo from './offers-search.repository';
import { matchPosition } from './position-match';
import { resolveLocation } from './search-location';
import { assertDepth, searchKey, shownTotal } from './search-sql';

/*
 * search/offers, the home feed (docs/decisions/028-search.md): the page is read fresh each time; the
 * facets and total are kept for a minute per search and per what changes it for the viewer.
 */

type ReadDeps = Pick<Deps, 'db' | 'storage' | 'config'>;

interface Facets {
  filters: FacetGroup[];
  total: number;
  /** For a chef: the offers of the search their declared facts leave out (D9), and why. */
  hidden: HiddenOffers | null;
}

/** Facets and totals of the offer searches, per process (the feed's counts are not recounted per visitor). */
export const offerFacetCache = new FacetCache<Facets>();

/** Option ids in their natural order: numbers as numbers, codes alphabetically. */
const byId = (a: number | string, b: number | string) =>
  String(a).localeCompare(String(b), 'en', { numeric: true });

/** The filters of a search grouped by type, each type's ids sorted (one key for the same choice). */
export function groupFilters(filters: SearchOffersInput['filters']): repo.OfferQuery['filters'] {
  const groups = Object.fromEntries(
    offerFilterTypes.map((type) => [type, [] as (number | string)[]]),
  ) as Record<OfferFilterType, (number | string)[]>;
  for (const filter of filters) groups[filter.type].push(filter.id);
  for (const ids of Object.values(groups)) ids.sort(byId);
  return groups;
}

/** The facet rows as the answer lists them: every filter type, options by count (most first), then id. */
export function facetsOfRows(rows: repo.FacetRow[]): Omit<Facets, 'hidden'> {
  const numeric: ReadonlySet<OfferFilterType> = new Set<OfferFilterType>(['position', 'cuisine']);
  const filters = offerFilterTypes.map((type) => ({
    type,
    options: rows
      .filter((row) => row.type === type && row.id !== null)
      .map((row) => ({ id: numeric.has(type) ? Number(row.id) : row.id!, count: row.count }))
      .sort((a, b) => b.count - a.count || byId(a.id, b.id)),
  }));
  return { filters, total: rows.find((row) => row.type === 'total')?.count ?? 0 };
}

/** The hidden offers' rows as the answer says them: how many, the languages asked (most first), nationality. */
export function hiddenOfRows(rows: repo.HiddenRow[], count?: number): HiddenOffers | null {
  const total = count ?? rows.reduce((sum, row) => sum + row.n, 0);
  if (total === 0) return null;
  return {
    count: total,
    languages: rows
      .filter((row) => row.byLanguage && row.language !== '')
      .sort((a, b) => b.n - a.n || a.language.localeCompare(b.language))
      .map((row) => row.language),
    nationality: rows.some((row) => row.byNationality),
  };
}

/**
 * What a chef's declared nationalities and languages leave out of the search (D9): none without either;
 * from the kept counts for a search without words or place (with filters, its count from the kept
 * bits and its reasons from the position's counts), else counted over the search's matches.
 */
async function findHidden(
  deps: ReadDeps,
  viewer: Actor,
  query: repo.OfferQuery,
  facts: repo.ViewerFacts,
  kept: boolean,
): Promise<HiddenOffers | null> {
  if (facts.nationalities.length === 0 && facts.languages.length === 0) return null;
  if (!kept) return hiddenOfRows(await repo.findCountedHiddenOffers(deps.db, viewer, query, facts));
  const filtered = Object.values(query.filters).some((ids) => ids.length > 0);
  const rows = await repo.findKeptHiddenOffers(deps.db, query.position, facts);
  if (!filtered || rows.length === 0) return hiddenOfRows(rows);
  return hiddenOfRows(rows, await repo.countKeptHiddenOffers(deps.db, query, facts));
}

/**
 * search/offers: live offers the viewer may see, by position or words, around a place, with filters; a
 * page of cards with their distance, the facets and the total. A fixed number of queries whatever the
 * page size: the viewer's facts (logged in), the page, the five of the cards, and the facets when not kept.
 */
export async function searchOffers(
  deps: ReadDeps,
  viewer: Actor | null,
  input: SearchOffersInput,
  language: Language,
): Promise<OfferSearchResult> {
  const qty = input.qty ?? searchPageSizes.home;
  assertDepth(input.page, qty);
  const match = matchPosition(input.position);
  const location = await resolveLocation(input.location, language, deps.config.geocoderUrl);
  const query: repo.OfferQuery = {
    position: match?.position ?? null,
    words: match?.text ?? null,
    point: location && { lat: location.lat, lng: location.lng, radius: location.radius },
    filters: groupFilters(input.filters),
  };
  const facts = viewer ? await repo.findViewerFacts(deps.db, viewer) : null;
  const until = input.until ?? null;
  const found = await repo.findOfferPage(deps.db, viewer, query, {
    until,
    // One past the page: whether a later page exists, whatever the kept counts say.
    limit: qty + 1,
    offset: input.page * qty,
  });
  const more = found.length > qty;
  const hits = found.slice(0, qty);
  const cards = await offerCardsByIds(
    deps,
    hits.map((hit) => hit.id),
    language,
    viewer?.type === 'chef' ? facts : null,
  );
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  const key = searchKey({
    ...query,
    audience: viewer?.type === 'chef' ? { n: facts?.nationalities, l: facts?.languages } : null,
    account: facts?.blocked ? viewer!.accountId : null,
  });
  // The database keeps the counts of a search without words or place; a viewer with blocks has counts
  // of their own.
  const kept = query.words === null && query.point === null && !facts?.blocked;
  const chef = viewer?.type === 'chef' && facts ? facts : null;
  const facets = await offerFacetCache.through(key, async () => ({
    ...facetsOfRows(
      kept
        ? await repo.findKeptOfferFacets(deps.db, query, chef)
        : await repo.findOfferFacets(deps.db, viewer, query),
    ),
    hidden: chef ? await findHidden(deps, viewer!, query, chef, kept) : null,
  }));
  return {
    hidden: facets.hidden,
    list: cards.map((card) => ({ ...card, distance: distances.get(card.id) ?? null })),
    total: shownTotal(facets.total, input.page * qty + cards.length, more, until === null),
    filters: facets.filters,
    position: query.position,
    text: query.words,
    location,
    until: until ?? hits[0]?.newest ?? null,
  };
}
