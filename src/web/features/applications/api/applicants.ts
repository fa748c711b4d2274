import type { ApplicantOfferView, ApplicantView, ApplicationCounters } from '@shared/contracts/applications';
import { tabStatus, type ApplicationTab } from '@shared/applications/tabs';
import { api } from '@web/lib/api-client';
import { listPageQty, nextPageWhileFull } from '@web/lib/pages';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMove } from './apply';
import type { VenueMoveCalls } from './venue-moves';
import { applicationsKey } from '../query-keys';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/applications');

const venueKey = [...applicationsKey, 'venue'] as const;

/** offer/applicants/list (spec doc 2 section 7): an offer's applicants of one tab, 10 a page. */
export function useApplicants(oid: number, tab: ApplicationTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...venueKey, 'list', oid, tab],
    queryFn: async ({ pageParam, signal }): Promise<ApplicantView[]> => {
      const { offerApplicantsList } = await contracts();
      const input = { oid, page: pageParam, qty: listPageQty, status: tabStatus.restaurant[tab] };
      return (await api(offerApplicantsList, input, { signal })).data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageWhileFull(pages),
    enabled,
    retry: false,
  });
}

/** offer/counters: how many applicants each tab of the offer holds (the status bar). */
export function useOfferCounters(oid: number) {
  return useQuery({
    queryKey: [...venueKey, 'counters', oid],
    queryFn: async ({ signal }): Promise<ApplicationCounters> => {
      const { offerCounters } = await contracts();
      return (await api(offerCounters, { oid }, { signal })).data;
    },
    retry: false,
  });
}

/** offer/applicants/offers: a venue's offers that have applicants, with their tabs' counts. */
export function useApplicantOffers(rid: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...venueKey, 'offers', rid ?? 'all'],
    queryFn: async ({ signal }): Promise<ApplicantOfferView[]> => {
      const { offerApplicantsOffers } = await contracts();
      return (await api(offerApplicantsOffers, { rid }, { signal })).data.list;
    },
    enabled,
    retry: false,
  });
}

/**
 * offer/applicant, reject: the applicant is turned down; the lists and counters are read again. Given
 * `calls` (the recruitment service's), through them.
 */
export function useVenueReject(calls?: VenueMoveCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      if (calls) return calls.reject(id);
      const { offerApplicant } = await contracts();
      return (await api(offerApplicant, { id, action: 'reject' })).data;
    },
    onSuccess: () => (calls?.refresh ?? refreshAfterMove)(queryClient),
  });
}
