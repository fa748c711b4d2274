import type { OfferSearchResult } from '@shared/contracts/search';
import {
  filterCode,
  offerFilterTypes,
  searchLimits,
  searchPageSizes,
  type OfferFilterType,
} from '@shared/contracts/search-routes';
import { languages } from '@shared/i18n/languages';
import {
  positionBySlug,
  positionIds,
  positionKey,
  positionLabels,
  positionSlug,
  type PositionId,
} from '@shared/reference/positions';
import { joinPagesById } from '@web/lib/pages';

/**
 * What the home feed searches (spec doc 2 sections 2 and 4), and how the address mirrors it:
 * `/en/home/0?sous-chef&near=38.72,-9.14,50&place=Lisbon&term=full-time,part-time&cuisine=3,4`: the
 * position as a bare slug (or `q=` for other words), the place's point and radius, its name, and one
 * parameter per filter type with its ids joined by commas. Opening such an address runs that search.
 */
export interface FeedPlace {
  lat: number;
  lng: number;
  /** What the place picker showed ("Lisbon, Portugal"). */
  name: string;
}

export interface FeedSearch {
  /** A position of the list, or the words typed when they named none. */
  position: { id: PositionId } | { text: string } | null;
  place: FeedPlace | null;
  /** km around the place. */
  radius: number;
  filters: { type: OfferFilterType; id: number | string }[];
}

/** The radius choices of the search bar, in km (the server takes 1 to 500). */
export const radiusChoices = [10, 25, 50, 100, 250] as const;

export const emptyFeedSearch: FeedSearch = {
  position: null,
  place: null,
  radius: searchLimits.defaultRadiusKm,
  filters: [],
};

const numericFilterTypes: readonly OfferFilterType[] = ['position', 'cuisine'];

/** Whether the feed shows search results ('search results', the back link) or the latest offers. */
export function isSearching(search: FeedSearch): boolean {
  return search.position !== null || search.place !== null || search.filters.length > 0;
}

function parseNear(value: string | null): { lat: number; lng: number; radius: number } | null {
  if (!value) return null;
  const [lat, lng, radius] = value.split(',').map((part) => Number(part.trim()));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const km =
    radius !== undefined && Number.isInteger(radius) && radius >= 1 && radius <= searchLimits.maxRadiusKm
      ? radius
      : searchLimits.defaultRadiusKm;
  return { lat, lng, radius: km };
}

/** The search an address's query string names; what it cannot read is left out, never an error. */
export function searchFromQuery(query: string): FeedSearch {
  const params = new URLSearchParams(query);
  let position: FeedSearch['position'] = null;
  for (const [key, value] of params) {
    if (value !== '') continue;
    const id = positionBySlug(key);
    if (id !== null) {
      position = { id };
      break;
    }
  }
  const words = params.get('q')?.trim().slice(0, searchLimits.maxText);
  if (!position && words) position = { text: words };
  const near = parseNear(params.get('near'));
  const filters: FeedSearch['filters'] = [];
  for (const type of offerFilterTypes) {
    const seen = new Set<string>();
    for (const raw of (params.get(type) ?? '').split(',')) {
      const value = filterCode(type, raw.trim());
      if (!value || seen.has(value) || filters.length >= searchLimits.maxFilters) continue;
      seen.add(value);
      if (numericFilterTypes.includes(type)) {
        if (/^[0-9]{1,4}$/.test(value)) filters.push({ type, id: Number(value) });
      } else if (/^[A-Za-z-]{1,20}$/.test(value)) filters.push({ type, id: value });
    }
  }
  return {
    position,
    place: near
      ? {
          lat: near.lat,
          lng: near.lng,
          name: params.get('place')?.slice(0, 200) || `${near.lat}, ${near.lng}`,
        }
      : null,
    radius: near?.radius ?? searchLimits.defaultRadiusKm,
    filters,
  };
}

/** Rounds a coordinate for the address (about 1 m): shorter links, the same place. */
const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

/** The query string of a search (without '?'); '' for the latest offers. */
export function queryFromSearch(search: FeedSearch): string {
  const parts: string[] = [];
  if (search.position && 'id' in search.position) parts.push(positionSlug(search.position.id));
  else if (search.position) parts.push(`q=${encodeURIComponent(search.position.text)}`);
  if (search.place) {
    const { lat, lng, name } = search.place;
    parts.push(`near=${coordinate(lat)},${coordinate(lng)},${search.radius}`);
    parts.push(`place=${encodeURIComponent(name)}`);
  }
  for (const type of offerFilterTypes) {
    const ids = search.filters.filter((filter) => filter.type === type).map((filter) => String(filter.id));
    if (ids.length) parts.push(`${type}=${ids.map(encodeURIComponent).join(',')}`);
  }
  return parts.join('&');
}

/** The same search with one filter option checked or unchecked. */
export function toggleFilter(search: FeedSearch, type: OfferFilterType, id: number | string): FeedSearch {
  const has = search.filters.some((filter) => filter.type === type && filter.id === id);
  return {
    ...search,
    filters: has
      ? search.filters.filter((filter) => !(filter.type === type && filter.id === id))
      : [...search.filters, { type, id }],
  };
}

/** The page number of a /{lang}/home/{page} address: 0 when missing or unreadable. */
export function pageFromPath(value: string | undefined): number {
  if (!value || !/^[0-9]{1,5}$/.test(value)) return 0;
  return Number(value);
}

/** One request of the feed: which page of how many. */
export interface FeedPageParam {
  page: number;
  qty: number;
  /** The page of the address this request ends on (/home/{shownPage}). */
  shownPage: number;
  until?: number;
}

const pageSize = searchPageSizes.home;

/**
 * The first request when the feed opens at /home/{page} (doc 2 section 9): page 0 with qty widened to
 * 10 * (page + 1), so the pages before it show too, at most `searchLimits.maxQty` items (past that the
 * feed reopens at the deepest page one request reaches).
 */
export function firstFeedPage(shownPage: number): FeedPageParam {
  const pages = Math.min(shownPage + 1, Math.floor(searchLimits.maxQty / pageSize));
  return { page: 0, qty: pages * pageSize, shownPage: pages - 1 };
}

/** The request after `last`: the next page of 10, with the first answer's `until`. */
export function nextFeedPage(last: FeedPageParam, until: number | null): FeedPageParam {
  const shownPage = last.shownPage + 1;
  return { page: shownPage, qty: pageSize, shownPage, ...(until ? { until } : {}) };
}

/**
 * The page the address shows (/home/{page}): the last one asked, or an earlier one when the offers end
 * sooner, so a link past the end (/home/99999 with 25 offers) becomes the page the offers reach (/home/2).
 */
export function feedAddressPage(last: FeedPageParam, shown: number): number {
  return Math.min(last.shownPage, Math.max(0, Math.ceil(shown / pageSize) - 1));
}

/**
 * Whether the feed may ask for more (doc 2 section 4): not when the last page added nothing new, nor when
 * every match is there, nor past the deepest page a search reaches.
 */
export function feedHasMore(
  pages: readonly Pick<OfferSearchResult, 'list' | 'total'>[],
  params: readonly FeedPageParam[],
): boolean {
  const last = pages.at(-1);
  const lastParam = params.at(-1);
  if (!last || !lastParam) return false;
  const before = joinPagesById(pages.slice(0, -1)).length;
  const after = joinPagesById(pages).length;
  if (after === before || after >= last.total) return false;
  return (lastParam.shownPage + 2) * pageSize <= searchLimits.maxDepth;
}

/** The body of search/offers for a search and a page (filters and location as JSON text, as the spec sends them). */
export function feedRequest(search: FeedSearch, param: FeedPageParam): Record<string, string | number> {
  const body: Record<string, string | number> = { page: param.page, qty: param.qty };
  if (param.until) body.until = param.until;
  if (search.position) body.position = 'id' in search.position ? search.position.id : search.position.text;
  if (search.place)
    body.location = JSON.stringify({ lat: search.place.lat, lng: search.place.lng, radius: search.radius });
  if (search.filters.length) body.filters = JSON.stringify(search.filters);
  return body;
}

/**
 * Position suggestions for the typed words, accents and case ignored: a position named exactly so
 * first (in the interface language, `labelOf`, then another), then a name of the interface language
 * beginning with them or with a word that does, then a name in any other interface language that does ("sous chef" on a Spanish page finds "Segundo de cocina": chefs name positions in
 * the language of the kitchens they worked in), then names containing them. The suggestion shows the
 * interface language's name.
 */
export function matchPositions(typed: string, labelOf: (id: PositionId) => string, limit = 8): PositionId[] {
  const key = positionKey(typed);
  if (!key) return [];
  const starts = (label: string) =>
    label.startsWith(key) || label.split(' ').some((word) => word.startsWith(key));
  const rank = (id: PositionId): number => {
    const own = positionKey(labelOf(id));
    const others = languages.map((language) => positionKey(positionLabels[id][language]));
    if (own === key) return 0;
    if (others.includes(key)) return 1;
    if (starts(own)) return 2;
    if (others.some(starts)) return 3;
    if (own.includes(key)) return 4;
    if (others.some((label) => label.includes(key))) return 5;
    return 6;
  };
  return positionIds
    .map((id) => ({ id, rank: rank(id) }))
    .filter((match) => match.rank < 6)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((match) => match.id);
}

/** The position a typed text names exactly, in the interface language, another one or as a slug. */
export function positionNamed(typed: string, labelOf: (id: PositionId) => string): PositionId | null {
  const key = positionKey(typed);
  if (!key) return null;
  const named = (name: (id: PositionId) => string) => positionIds.find((id) => positionKey(name(id)) === key);
  return (
    named(labelOf) ??
    languages.map((language) => named((id) => positionLabels[id][language])).find((id) => id !== undefined) ??
    positionBySlug(typed)
  );
}
