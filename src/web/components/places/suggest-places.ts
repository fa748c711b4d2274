import type { Place } from '@shared/contracts/places';
import { api } from '@web/lib/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface PlaceSuggestions {
  places: Place[];
  /** The server's credit line for the source of the places (GeoNames, or the external geocoder's). */
  source: string;
}

/**
 * GET /api/places/suggest. The declaration (and zod with it) is imported when the first suggestion is
 * asked, so a page whose first load holds the picker does not carry it (decisions 006 and 012).
 */
export async function suggestPlaces(
  q: string,
  limit: number,
  signal?: AbortSignal,
): Promise<PlaceSuggestions> {
  const { placesSuggest } = await import('@shared/contracts/places');
  const { data, message } = await api(placesSuggest, { q, limit }, { signal });
  return { places: data, source: message };
}

/**
 * Suggestions for a (debounced) text: a new text cancels the request of the previous one (TanStack
 * Query aborts the signal of a query nobody watches any more), and the previous list stays on screen
 * while the next one loads.
 */
export function usePlaceSuggestions(text: string, language: string, limit: number) {
  return useQuery({
    queryKey: ['places', 'suggest', language, limit, text],
    queryFn: ({ signal }) => suggestPlaces(text, limit, signal),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
