import {
  accountAlbum,
  accountImage,
  accountImageDelete,
  offerImage,
  profileImage,
  type MediaItem,
} from '@shared/contracts/media';
import { api } from '@web/lib/api-client';
import { sessionUserKey, setSessionUser } from '@web/lib/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaSlot } from '../lib/slots';
import { albumKey } from '../query-keys';

/** account/album: the account's images and files, newest first. */
export function useAlbum() {
  return useQuery({
    queryKey: albumKey,
    queryFn: async () => (await api(accountAlbum, {})).data,
    retry: false,
  });
}

/** account/image: uploads the cropped JPEG into the album, reporting progress from 0 to 1. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const { data } = await api(accountImage, { type: 'image' }, { files: { image: file }, onProgress, signal });
  return data.media;
}

/**
 * Puts an album item in the slot: profile/image for a chef's or a venue's slot (the answer is the
 * session user, written at once so the new picture shows everywhere), offer/image for an offer's. An
 * offer not saved yet (`oid` 0) has no slot: the item is only handed back, for its form to send.
 */
export function usePlaceInSlot(slot: MediaSlot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (media: MediaItem) => {
      if (slot.oid !== undefined) {
        if (slot.oid > 0) await api(offerImage, { key: slot.key, id: media.id, oid: slot.oid });
      } else {
        const { data } = await api(profileImage, { key: slot.key, id: media.id, rid: slot.rid });
        setSessionUser(queryClient, data.user);
      }
      return media;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumKey }),
  });
}

/**
 * account/image/delete: the file goes with its sizes and leaves every slot that showed it, so the
 * session user (its pictures) is asked again.
 */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (media: MediaItem) => {
      await api(accountImageDelete, { id: media.id });
      return media;
    },
    onSuccess: (media) => {
      queryClient.setQueryData<MediaItem[]>(albumKey, (items) =>
        items?.filter((item) => item.id !== media.id),
      );
      void queryClient.invalidateQueries({ queryKey: albumKey });
      void queryClient.invalidateQueries({ queryKey: sessionUserKey });
    },
  });
}
