import { offerSendCv, type SendCvInput, type SentCvView } from '@shared/contracts/chef-cv';
import { accountAlbum, type MediaItem } from '@shared/contracts/media';
import { albumKey } from '@web/features/media/query-keys';
import { api } from '@web/lib/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The CV files of the chef's album (account/album, kept under the media feature's key), newest first. */
export function useAlbumCvs() {
  return useQuery({
    queryKey: albumKey,
    queryFn: async () => (await api(accountAlbum, {})).data,
    select: (items: MediaItem[]) => items.filter((item) => item.type === 'curriculum'),
    retry: false,
  });
}

/** offer/sendcv: the chef's CV to a venue (about one of its offers), e-mailed by the server. */
export function useSendCv() {
  return useMutation({
    mutationFn: async (input: SendCvInput): Promise<SentCvView> => (await api(offerSendCv, input)).data.sent,
  });
}
