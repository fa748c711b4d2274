import type { ChefApplicationView, ChefCounters } from '@shared/contracts/applications';
import { tabStatus, type ApplicationTab } from '@shared/applications/tabs';
import { api } from '@web/lib/api-client';
import { listPageQty, nextPageWhileFull } from '@web/lib/pages';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshAfterMove } from './apply';
import { applicationsKey } from '../query-keys';

// The calls' declarations are loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/applications');

const chefKey = [...applicationsKey, 'chef'] as const;

/**
 * offer/chef/list (spec doc 1 section 7): the chef's applications of one tab, newest first, 10 a page,
 * the next page as the list scrolls (section 2). Offers and venues in the page's language.
 */
export function useChefApplications(tab: ApplicationTab) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...chefKey, 'list', tab, i18n.language],
    queryFn: async ({ pageParam, signal }): Promise<ChefApplicationView[]> => {
      const { offerChefList } = await contracts();
      const input = { page: pageParam, qty: listPageQty, status: tabStatus.chef[tab], showpaused: 1 };
      return (await api(offerChefList, input, { signal })).data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageWhileFull(pages),
    retry: false,
  });
}

/** offer/chef/counters: how many applications each tab holds (the status bar), and the tab changed last. */
export function useChefCounters() {
  return useQuery({
    queryKey: [...chefKey, 'counters'],
    queryFn: async ({ signal }): Promise<ChefCounters> => {
      const { offerChefCounters } = await contracts();
      return (await api(offerChefCounters, {}, { signal })).data;
    },
    retry: false,
  });
}

/** After a move: every list and the counters are read again (an application changes tab). */
function useMove<T>(work: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () => refreshAfterMove(queryClient),
  });
}

/** offer/chef/delete: the chef withdraws (after a confirmation); the lists reload from the start. */
export function useWithdraw() {
  return useMove(async (id: number) => {
    const { offerChefDelete } = await contracts();
    await api(offerChefDelete, { id });
  });
}

/** offer/chef/reject: the chef turns down an offer a venue sent. */
export function useChefReject() {
  return useMove(async (id: number) => {
    const { offerChefReject } = await contracts();
    return (await api(offerChefReject, { id })).data;
  });
}
