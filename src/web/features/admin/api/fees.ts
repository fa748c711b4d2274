import { adminPageSize } from '@shared/contracts/admin';
import { adminFeeInvoice, adminFees, type FeeState } from '@shared/contracts/admin-recruitment';
import { api, isApiError } from '@web/lib/api-client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { feesKey, feesListKey, recruitmentKey } from '../query-keys';

export type FeeFilter = FeeState | 'all';

/** admin.fees.list: the recruitment fees of one state (or all), those due soonest first, a page at a time. */
export function useFees(state: FeeFilter) {
  return useInfiniteQuery({
    queryKey: feesListKey(state),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminFees, { state, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}

/**
 * admin.fees.invoice: a due fee is marked invoiced; every state is read again, also when someone
 * invoiced or cancelled it first (`fee_moved_on`), so the row shows where it stands, and the hires on
 * the recruitment pages, which show their fee's state.
 */
export function useInvoiceFee() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feesKey }),
      queryClient.invalidateQueries({ queryKey: recruitmentKey }),
    ]);
  return useMutation({
    mutationFn: async (id: number) => (await api(adminFeeInvoice, { id })).data,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.code === 'fee_moved_on') void refresh();
    },
  });
}

/** admin.fees.csv: the fees of a state as a CSV download; a plain link, sent with the staff session. */
export const feesCsvHref = (state: FeeFilter) => `/api/admin/fees.csv?state=${state}`;
