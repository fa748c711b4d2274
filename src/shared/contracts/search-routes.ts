/**
 * What the search pages need of the search calls without their schemas (as offer-routes.ts does for the
 * offer page): names, methods and paths for `apiRead`, the page sizes and bounds of spec doc 2 section 9,
 * and the filter types of each search. The declarations in search.ts spread these; the feed's first load
 * carries no validation library (the 150 KB budget). Types come from search.ts with `import type`.
 */
export const searchOffersRoute = {
  name: 'search.offers',
  method: 'POST',
  path: '/api/search/offers',
} as const;
export const searchChefsRoute = { name: 'search.chefs', method: 'POST', path: '/api/search/chefs' } as const;
export const searchRestaurantsRoute = {
  name: 'search.restaurants',
  method: 'POST',
  path: '/api/search/restaurants',
} as const;
export const restaurantsFeaturedRoute = {
  name: 'restaurants.featured',
  method: 'POST',
  path: '/api/restaurants/featured',
} as const;

/** Page sizes (doc 2 section 9): the home feed, find chefs for visitors and for members, find restaurants. */
export const searchPageSizes = {
  home: 10,
  chefsVisitor: 10,
  chefsMember: 15,
  restaurants: 10,
} as const;

/**
 * Every search is bounded (docs/decisions/028-search.md, "Order and paging"): at most `maxQty` items a
 * page, and no deeper than `maxDepth` items (page * qty + qty): a feed entered at /home/{page} asks qty
 * 10 * (page + 1), so the deepest page it can reopen in one call is 19; past that it reopens the last
 * 200. At most `maxFilters` filters, a radius of 1 to `maxRadiusKm` (default `defaultRadiusKm`), and
 * `maxText` characters of text.
 */
export const searchLimits = {
  maxQty: 200,
  maxDepth: 10_000,
  maxFilters: 30,
  defaultRadiusKm: 50,
  maxRadiusKm: 500,
  maxText: 100,
} as const;

/** Featured restaurants (D14): premium venues with a live offer, up to this many, rotated daily. */
export const featuredRestaurantsLimit = 8;

/**
 * The filter types each search takes (`filters=[{"id":6,"type":"position"}]`) and answers as facets.
 * Ids are numbers for position and cuisine (reference lists), codes for the others: term
 * (full-time, part-time, reliefchef), salarytype (year, hour), country, nationality and visa (ISO
 * alpha-2; visa also EUROPE), language (spoken-language code), ratingtype (none, hotel, michelin...).
 */
export const offerFilterTypes = ['position', 'term', 'cuisine', 'country', 'salarytype'] as const;
export const chefFilterTypes = ['position', 'cuisine', 'language', 'nationality', 'visa', 'country'] as const;
export const restaurantFilterTypes = ['cuisine', 'country', 'ratingtype'] as const;
export type OfferFilterType = (typeof offerFilterTypes)[number];
export type ChefFilterType = (typeof chefFilterTypes)[number];
export type RestaurantFilterType = (typeof restaurantFilterTypes)[number];
export type SearchFilterType = OfferFilterType | ChefFilterType | RestaurantFilterType;

/** One filter as the calls take it and the URL mirrors it (`?term=full-time,part-time`). */
export interface SearchFilter {
  id: number | string;
  type: SearchFilterType;
}

/** Filter types whose codes are upper case (ISO alpha-2, and EUROPE for visas); the other codes are lower case. */
const upperCaseFilterTypes: readonly SearchFilterType[] = ['country', 'nationality', 'visa'];

/**
 * A filter's code as the lists write it, whatever the case it came in: an address typed by hand or a
 * client's call (`country=gb` is GB, `term=Full-Time` is full-time). Numeric ids pass unchanged.
 */
export function filterCode(type: SearchFilterType, code: string): string {
  return upperCaseFilterTypes.includes(type) ? code.toUpperCase() : code.toLowerCase();
}

/** Positions only a premium venue may look for among chefs (D5: the freelance and relief filters). */
export const premiumChefPositions = [27, 28] as const;

/** Filter lists show this many options until expanded (doc 2 section 2). */
export const filterOptionsShown = 4;

/** At most this many chefs a restaurant selects for one send (doc 1 section 9). */
export const maxSelectedChefs = 10;
