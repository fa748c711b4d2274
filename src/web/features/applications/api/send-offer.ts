import {
  offerSubscribe,
  skippedChef,
  type SkippedChef,
  type SubscribeOutput,
} from '@shared/contracts/applications';
import { offerRestaurant, type OfferCard } from '@shared/contracts/offers';
import { api, isApiError } from '@web/lib/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applicationsKey } from '../query-keys';
import { refreshAfterMove } from './apply';

/** More live offers than one venue keeps open at a time: the picker lists them all. */
const liveOffersPerVenue = 100;

/**
 * The live offers (active and approved) of the account's venues, newest first within each venue, in the
 * order of `venueIds`: those a venue may send to chefs. Read again each time the dialog opens, so an
 * offer paused or posted since is as it is now.
 */
export function useLiveOffers(venueIds: readonly number[]) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...applicationsKey, 'live-offers', venueIds.join(','), i18n.language],
    queryFn: async ({ signal }): Promise<OfferCard[]> => {
      const answers = await Promise.all(
        venueIds.map((rid) =>
          api(
            offerRestaurant,
            { rid, showpaused: 0, review: 0, page: 0, qty: liveOffersPerVenue },
            { signal },
          ),
        ),
      );
      return answers.flatMap((answer) => answer.data.list);
    },
    enabled: venueIds.length > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * offer/subscribe with `cid`: the venue sends offer `oid` to the chefs; the answer says who received it
 * and who was skipped, with why. The applications' lists and badges are read again; the chefs' cards
 * and pages are their openers' to read again (the dialog's result).
 */
export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ oid, chefIds }: { oid: number; chefIds: readonly number[] }) =>
      (await api(offerSubscribe, { oid, cid: chefIds.join(',') })).data as SubscribeOutput,
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

const refusalDetail = z.object({ skipped: z.array(skippedChef) });

/** The chefs a refused send names (nobody could receive it: why for each), or null. */
export function skippedOfRefusal(error: unknown): SkippedChef[] | null {
  if (!isApiError(error)) return null;
  const detail = refusalDetail.safeParse(error.detail);
  return detail.success ? detail.data.skipped : null;
}
