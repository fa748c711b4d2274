import { z } from 'zod';
import { countryIds, visaIds } from '../reference/countries';
import { cuisineIds } from '../reference/cuisines';
import { offerTermValues, salaryTypeValues } from '../reference/offer-terms';
import { positionIds } from '../reference/positions';
import { ratingTypeValues } from '../reference/ratings';
import { spokenLanguageCodes } from '../reference/spoken-languages';
import { defineCall } from './call';
import { emptyToUndefined, jsonText } from './chef-profiles';
import { slotImage } from './images';
import { decimalInteger, recordId } from './numbers';
import { offerCard } from './offers';
import { isTooDeep, locationJson, readLocation } from './location';
import { jsonTooDeep } from './json-depth';
import { placeSchema } from './places';
import {
  chefFilterTypes,
  featuredRestaurantsLimit,
  offerFilterTypes,
  restaurantFilterTypes,
  restaurantsFeaturedRoute,
  searchChefsRoute,
  searchLimits,
  searchOffersRoute,
  searchRestaurantsRoute,
  filterCode,
  type SearchFilterType,
} from './search-routes';

/**
 * The search calls (spec doc 2 sections 2, 3, 6, 7 and 9; docs/decisions/028-search.md):
 * search/offers (the home feed), search/chefs, search/restaurants and restaurants/featured. Each takes
 * `page`, `qty`, `filters` (a JSON list of {id, type}), `location` (JSON) and, for offers and chefs,
 * `position`; each answers `list`, `filters` (the facets of the search with their counts) and `total`.
 * Every input is bounded (search-routes.ts `searchLimits`): anything else is a 400, never a slow query.
 */

export * from './search-routes';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** A page number, 0 first. */
const pageField = () =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? 0,
    decimalInteger().refine((v) => v >= 0 && v <= searchLimits.maxDepth, { error: 'invalid_value' }),
  );

/** Items a page: 1 to `searchLimits.maxQty`; missing means the page size of the search. */
const qtyField = () =>
  z.preprocess(
    emptyToUndefined,
    decimalInteger()
      .refine((v) => v >= 1 && v <= searchLimits.maxQty, {
        error: 'qty_invalid',
        params: { max: searchLimits.maxQty },
      })
      .optional(),
  );

/** The id each filter type takes: reference ids for position and cuisine, codes for the others. */
const filterIdSchemas: Record<SearchFilterType, z.ZodType<number | string>> = {
  position: decimalInteger().refine((v) => (positionIds as readonly number[]).includes(v)),
  cuisine: decimalInteger().refine((v) => (cuisineIds as readonly number[]).includes(v)),
  term: z.enum(offerTermValues),
  salarytype: z.enum(salaryTypeValues),
  country: z.enum(countryIds),
  nationality: z.enum(countryIds),
  visa: z.enum(visaIds),
  language: z.enum(spokenLanguageCodes),
  ratingtype: z.enum(ratingTypeValues),
};

/** A filter as a search reads it: its type and its id, checked against the type's list. */
export interface ParsedFilter<T extends SearchFilterType = SearchFilterType> {
  type: T;
  id: number | string;
}

/**
 * `filters`: a JSON list of `{ id, type }` (text, as the spec's client sends it, or JSON itself); empty
 * means none. Codes are read in any case (`filterCode`: `gb` is GB). An unknown type is
 * `filter_type_invalid`, an id the type does not know `filter_invalid`,
 * and anything but a list of such objects `filters_invalid`. Duplicates are dropped.
 */
const filtersField = <const T extends readonly SearchFilterType[]>(types: T) =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? [],
    jsonText(
      z.unknown().transform((value, context): ParsedFilter<T[number]>[] => {
        if (!Array.isArray(value) || value.length > searchLimits.maxFilters) {
          context.addIssue({ code: 'custom', message: 'filters_invalid' });
          return z.NEVER;
        }
        const seen = new Set<string>();
        const filters: ParsedFilter<T[number]>[] = [];
        for (const item of value as unknown[]) {
          if (!item || typeof item !== 'object' || Array.isArray(item)) {
            context.addIssue({ code: 'custom', message: 'filters_invalid' });
            return z.NEVER;
          }
          const { id, type } = item as { id?: unknown; type?: unknown };
          if (typeof type !== 'string' || !(types as readonly string[]).includes(type)) {
            context.addIssue({ code: 'custom', message: 'filter_type_invalid' });
            return z.NEVER;
          }
          const parsed = filterIdSchemas[type as SearchFilterType].safeParse(
            typeof id === 'string' ? filterCode(type as SearchFilterType, id.trim()) : id,
          );
          if (!parsed.success) {
            context.addIssue({ code: 'custom', message: 'filter_invalid' });
            return z.NEVER;
          }
          const key = `${type}:${parsed.data}`;
          if (seen.has(key)) continue;
          seen.add(key);
          filters.push({ type: type as T[number], id: parsed.data });
        }
        return filters;
      }),
    ),
  );

/** Where to search, as the server reads it: a point and a radius, or a place name to look up. */
export type SearchLocation =
  | { lat: number; lng: number; radius: number; place: z.output<typeof placeSchema> | null }
  | { name: string; radius: number };

const radiusOf = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return searchLimits.defaultRadiusKm;
  const radius = typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? Number(value) : value;
  return typeof radius === 'number' &&
    Number.isInteger(radius) &&
    radius >= 1 &&
    radius <= searchLimits.maxRadiusKm
    ? radius
    : null;
};

/**
 * `location`: any shape of the location field (docs/decisions/044-location-and-phone-payloads.md) with an
 * optional `radius` (km, 1 to 500, default 50): coordinates (`{ "lat": 51.5, "lng": -0.12 }`, a place of
 * the picker, the spec's `{ formatted_address, lat, lng }`, a geocoder's `geometry.location`) search
 * around that point, nearest first when no text ranks them; a place named by text alone
 * (`{ "formatted_address": "Lisbon" }`, `{ "name": "Lisbon" }`, `Lisbon`) is looked up in the gazetteer,
 * a typo forgiven. Anything else is `location_invalid`; empty means anywhere.
 */
const searchLocationField = () =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? null,
    z.unknown().transform((sent, context): SearchLocation | null => {
      if (isTooDeep(sent)) {
        context.addIssue(jsonTooDeep);
        return z.NEVER;
      }
      const value = locationJson(sent);
      const read = readLocation(value);
      const radius = radiusOf(isRecord(value) ? value.radius : undefined);
      if (read === null) return null;
      if (read === undefined || radius === null || read.formatted_address.length > searchLimits.maxText) {
        context.addIssue({ code: 'custom', message: 'location_invalid' });
        return z.NEVER;
      }
      if (read.lat === undefined || read.lng === undefined) return { name: read.formatted_address, radius };
      const place = placeSchema.safeParse(read);
      return { lat: read.lat, lng: read.lng, radius, place: place.success ? place.data : null };
    }),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `position`: an id (1-33), a slug (`sous-chef`), a name in any of the four languages, or other words. */
const positionText = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : (emptyToUndefined(v) ?? null)),
    z.string({ error: 'invalid_value' }).trim().max(searchLimits.maxText, { error: 'max_length' }).nullable(),
  );

const commonInput = {
  page: pageField(),
  qty: qtyField(),
  location: searchLocationField(),
  /**
   * Not in the spec's payload: the id of the newest item of the first page's answer (`until` of that
   * answer). Later pages send it back so items added meanwhile do not push the list down (no duplicates
   * or gaps while offers are posted).
   */
  until: z.preprocess(emptyToUndefined, recordId().optional()),
};

export const searchOffersInput = z.object({
  ...commonInput,
  filters: filtersField(offerFilterTypes),
  position: positionText(),
});
export const searchChefsInput = z.object({
  ...commonInput,
  filters: filtersField(chefFilterTypes),
  position: positionText(),
});
export const searchRestaurantsInput = z.object({
  ...commonInput,
  filters: filtersField(restaurantFilterTypes),
  /** Not in the spec's payload: words of the venue's name, a typo forgiven. */
  q: positionText(),
});
export type SearchOffersInput = z.output<typeof searchOffersInput>;
export type SearchChefsInput = z.output<typeof searchChefsInput>;
export type SearchRestaurantsInput = z.output<typeof searchRestaurantsInput>;

/** The facets of a search: per filter type, each option with the number of results it would keep. */
export const facetGroup = z.object({
  type: z.string(),
  options: z.array(z.object({ id: z.union([z.number(), z.string()]), count: z.number().int() })),
});
export type FacetGroup = z.output<typeof facetGroup>;

/** What the server understood of the search, so the page can say it ("Sous chef near Lisbon, 50 km"). */
const understood = {
  /** The position matched from `position` (id, slug or a name, a typo forgiven), or null. */
  position: z.number().int().nullable(),
  /** The words searched in the texts when `position` named no position, or null. */
  text: z.string().nullable(),
  /** The place searched around, with its radius in km, or null for anywhere. */
  location: z
    .object({ lat: z.number(), lng: z.number(), radius: z.number(), place: placeSchema.nullable() })
    .nullable(),
  /** Send back as `until` with later pages (see the input). */
  until: z.number().int().nullable(),
};

const searchResult = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    /** Every match, not only this page's. */
    total: z.number().int(),
    filters: z.array(facetGroup),
    ...understood,
  });

/** An offer in the feed: the offer card, with its distance in km when a location was given. */
export const offerSearchItem = offerCard.extend({ distance: z.number().nullable() });

/** A chef as find-chefs shows them (doc 2 section 2). Cuisine and nationalities: logged-in viewers only. */
export const chefCard = z.object({
  id: z.number().int(),
  /** The chef's account id. */
  acc: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int().nullable(),
  location: placeSchema.nullable(),
  /** The about text in the viewer's language, else the first written (D7), as plain text, at most 300 characters. */
  description: z.string(),
  cuisine: z.array(z.number().int()).nullable(),
  nationalities: z.array(z.string()).nullable(),
  /** Spoken-language codes. */
  languages: z.array(z.string()),
  images: z.object({ profile: slotImage }),
  updated: z.string(),
  distance: z.number().nullable(),
  /** For a restaurant viewer (D13): the chef applied to one of its offers, or was sent one. */
  inapply: zeroOne,
  invited: zeroOne,
  /** A restaurant viewer may select the chef to send offers (neither applied nor invited). */
  selectable: zeroOne,
});
export type ChefCard = z.output<typeof chefCard>;

/** A venue as find-restaurants and the featured block show it. */
export const restaurantCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  location: placeSchema.nullable(),
  /** The about text in the viewer's language, else the first written (D7), as plain text, at most 300 characters. */
  description: z.string(),
  cuisine: z.array(z.number().int()),
  rating: z.number().int(),
  ratingType: z.enum(ratingTypeValues),
  premium: zeroOne,
  images: z.object({ logo: slotImage, header: slotImage, image1: slotImage }),
  /** Live offers the viewer may see. */
  offers: z.number().int(),
  distance: z.number().nullable(),
});
export type RestaurantCard = z.output<typeof restaurantCard>;

/**
 * search/offers for a chef: how many live offers of the search the chef's declared nationalities or
 * spoken languages leave out (D9), and why: the working languages those venues ask (most offers
 * first) and whether some ask for other nationalities. Null for anyone else, and when none are.
 */
export const hiddenOffers = z.object({
  count: z.number().int(),
  languages: z.array(z.string()),
  nationality: z.boolean(),
});
export type HiddenOffers = z.output<typeof hiddenOffers>;

export const offerSearchResult = searchResult(offerSearchItem).extend({ hidden: hiddenOffers.nullable() });
export const chefSearchResult = searchResult(chefCard);
export const restaurantSearchResult = searchResult(restaurantCard);
export type OfferSearchResult = z.output<typeof offerSearchResult>;
export type ChefSearchResult = z.output<typeof chefSearchResult>;
export type RestaurantSearchResult = z.output<typeof restaurantSearchResult>;

export const searchOffers = defineCall({
  ...searchOffersRoute,
  access: 'public',
  summary:
    'The home feed and offer search: live offers the viewer may see (D6 blocks, D9 audience), newest first, nearest first around a location, or best match for words; with the facets of the search and the total.',
  input: searchOffersInput,
  output: offerSearchResult,
  errors: ['location_not_found'],
});

export const searchChefs = defineCall({
  ...searchChefsRoute,
  access: 'public',
  summary:
    'Find chefs: live chef profiles by position, place, cuisine, languages and the other filters, last updated first (nearest first around a location); visitors and free venues get the first page only, and only premium venues the freelance and relief positions (D5).',
  input: searchChefsInput,
  output: chefSearchResult,
  errors: ['location_not_found', 'premium_required', 'search_limit_reached'],
});

export const searchRestaurants = defineCall({
  ...searchRestaurantsRoute,
  access: 'public',
  summary:
    'Find restaurants: live venues by cuisine, country, rating type, place and name, last updated first (nearest first around a location).',
  input: searchRestaurantsInput,
  output: restaurantSearchResult,
  errors: ['location_not_found'],
});

export const restaurantsFeatured = defineCall({
  ...restaurantsFeaturedRoute,
  access: 'public',
  summary: `Featured restaurants (D14): premium venues with at least one live offer, up to ${featuredRestaurantsLimit}, rotated daily.`,
  input: z.object({
    qty: z.preprocess(
      (v) => emptyToUndefined(v) ?? featuredRestaurantsLimit,
      // The message names this call's own limit.
      decimalInteger().refine((v) => v >= 1 && v <= featuredRestaurantsLimit, {
        error: 'qty_invalid',
        params: { max: featuredRestaurantsLimit },
      }),
    ),
  }),
  output: z.object({ list: z.array(restaurantCard) }),
});

export const searchCalls = [searchOffers, searchChefs, searchRestaurants, restaurantsFeatured];
