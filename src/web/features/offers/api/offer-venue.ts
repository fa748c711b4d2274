import { accountAlbum } from '@shared/contracts/media';
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

/**
 * The album item chosen as the offer's photo, for its preview (account/album, under the media dialog's
 * key: the upload just made is read again, since that dialog is closed by now); idle without one.
 */
export function useChosenPhoto(id: number | null) {
  const album = useQuery({
    queryKey: albumQueryKey,
    queryFn: async () => (await api(accountAlbum, {})).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
  return id ? album.data?.find((item) => item.id === id) : undefined;
}
