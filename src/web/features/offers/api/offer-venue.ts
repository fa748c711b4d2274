import { restaurantsShow } from '@shared/contracts/venues';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The venue a new offer is posted from (restaurants/show), for its country's currency. Kept under the
 * venues' key, so a venue save reads it again too.
 */
export function useOfferVenue(rid: number | undefined) {
  return useQuery({
    queryKey: ['venues', 'offer-form', rid ?? 0],
    queryFn: async ({ signal }) => (await api(restaurantsShow, { id: rid ?? 0 }, { signal })).data,
    enabled: rid !== undefined && rid > 0,
    retry: false,
  });
}

/** Every venue answer kept by the query cache (the venues feature's key): a saved offer shows on them. */
export const venueQueriesKey = ['venues'] as const;

/** The account's album as the media dialog keeps it: the photo just chosen is shown from it. */
export const albumQueryKey = ['media', 'album'] as const;
