import { z } from 'zod';
import { defineCall } from './call';
import { text } from './fields';

/**
 * A place (decisions D8): what a location picker answers and what profiles, venues, offers and searches
 * store. `formatted_address` is the line a person reads ("Lisboa, Portugal"); the components name the
 * town, its region (empty when the gazetteer does not know it) and its country in the language the place
 * was picked in, with the country's ISO 3166-1 alpha-2 code; `lat`/`lng` are WGS 84 degrees.
 */
export const placeSchema = z.object({
  formatted_address: z.string(),
  components: z.object({
    locality: z.string(),
    region: z.string(),
    country: z.string(),
    country_code: z.string().regex(/^[A-Z]{2}$/),
  }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

/** How many suggestions a call answers when it does not say, and at most. */
export const defaultSuggestionLimit = 8;
export const maxSuggestionLimit = 20;
/** Fewer characters than this (after trimming) answer an empty list: too many towns would match. */
export const minSuggestionQuery = 2;
/** Longer queries name no town; they are refused rather than searched. */
export const maxSuggestionQuery = 100;

/** GET /api/places/suggest: towns whose name starts with `q`, most populous first. */
export const placesSuggest = defineCall({
  name: 'places.suggest',
  method: 'GET',
  path: '/api/places/suggest',
  access: 'public',
  summary:
    'Towns and cities whose name (or one of their other names) starts with `q`, accents and case ignored, most populous first, named in the request language (`lang`). Fewer than 2 characters answer an empty list.',
  input: z.object({
    q: text((s) => s, maxSuggestionQuery),
    limit: z.preprocess(
      (v) =>
        v === undefined || v === ''
          ? defaultSuggestionLimit
          : typeof v === 'string' && /^[0-9]{1,3}$/.test(v)
            ? Number(v)
            : v,
      z
        .number({ error: 'suggestion_limit' })
        .int({ error: 'suggestion_limit' })
        .min(1, { error: 'suggestion_limit' })
        .max(maxSuggestionLimit, { error: 'suggestion_limit' }),
    ),
  }),
  output: z.array(placeSchema),
});

export const placeCalls = [placesSuggest];
