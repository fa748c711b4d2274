import { accountAlbum } from '@shared/contracts/media';
import type { Language } from '@shared/i18n/languages';
import { restaurantsShow } from '@shared/contracts/venues';
import { api } from '@web/lib/api-client';
import { albumKey } from '@web/features/media/query-keys';
import { venueKey } from '@web/features/venues/query-keys';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The venue a new offer is posted from (restaurants/show), for its country's currency. Kept under the
 * venues feature's key for the same call, so a venue save reads it again too and the venue page's
 * answer serves it.
 */
export function useOfferVenue(rid: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: venueKey(rid ?? 0, i18n.language as Language),
    queryFn: async ({ signal }) => (await api(restaurantsShow, { id: rid ?? 0 }, { signal })).data,
    enabled: rid !== undefined && rid > 0,
    retry: false,
  });
}

/**
 * The album item chosen as the offer's photo, for its preview (account/album, under the media
 * feature's key: the upload just made is read again, since that dialog is closed by now); idle without
 * one.
 */
export function useChosenPhoto(id: number | null) {
  const album = useQuery({
    queryKey: albumKey,
    queryFn: async () => (await api(accountAlbum, {})).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
  return id ? album.data?.find((item) => item.id === id) : undefined;
}
