import {
  offerAcceptSuggested,
  offerSubscribe,
  type ApplyInput,
  type SubscribeOutput,
} from '@shared/contracts/applications';
import type { CallOutput } from '@shared/contracts/call';
import { offersInRoute } from '@shared/contracts/offer-routes';
import type { offersIn } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { api, apiRead } from '@web/lib/api-client';
import { sessionUserKey } from '@web/lib/session';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applicationsKey } from '../query-keys';

/**
 * After an application moves: its lists, counters and calendars are read again, and the session user,
 * whose badges (`pendingnotifications`) count the applications waiting for each side.
 */
export function refreshAfterMove(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsKey }),
    queryClient.invalidateQueries({ queryKey: sessionUserKey }),
  ]);
}

/**
 * offer/subscribe, the chef's form (spec doc 1 section 7): applies to the offers with the trial dates;
 * with `applicationId`, offer/acceptsugestedoffer takes an offer a venue sent. The chef's lists and
 * counters are read again.
 */
export function useApply(applicationId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput): Promise<SubscribeOutput> => {
      if (applicationId === undefined) return (await api(offerSubscribe, input)).data;
      // An offer a venue sent: offer/acceptsugestedoffer takes it with the same fields.
      const { offers, ...rest } = input;
      const moved = (await api(offerAcceptSuggested, { id: applicationId, ...rest })).data;
      return {
        applications: [{ id: moved.id, oid: Number(offers), cid: 0, statusid: moved.statusid }],
        already: [],
        saved: [],
      };
    },
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** An offer asked that offers/in left out, and why. */
export type ClosedOffer = CallOutput<typeof offersIn>['closed'][number];

/**
 * The offers the dialog was opened with that are open to the chef (offers/in lists only those: live, no
 * block, the venue's audience; each card says what it asks that the chef has not declared), in the
 * order asked, and those closed with why: a selection kept for days may hold offers since paused.
 */
export function useOpenOffers(ids: readonly number[]) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: [...applicationsKey, 'open-offers', ids.join(','), language],
    queryFn: async ({ signal }) =>
      (await apiRead<CallOutput<typeof offersIn>>(offersInRoute, { id: ids.join(',') }, { signal })).data,
    enabled: ids.length > 0,
    staleTime: 0,
    retry: false,
  });
}
