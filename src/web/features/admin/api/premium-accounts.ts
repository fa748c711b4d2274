import { adminPageSize, adminPremiumList, type premiumStates } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { premiumTabKey } from '../query-keys';

export type PremiumTab = (typeof premiumStates)[number];

/** admin.premium.list: the restaurant accounts of one tab (requested, active, all), a page at a time. */
export function usePremiumAccounts(state: PremiumTab) {
  return useInfiniteQuery({
    queryKey: premiumTabKey(state),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminPremiumList, { state, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}
