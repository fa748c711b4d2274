import { adminPageSize } from '@shared/contracts/admin';
import {
  adminLiftSuspension,
  adminReportAct,
  adminReports,
  type reportKinds,
  type reportStates,
  type ReportActInput,
} from '@shared/contracts/admin-reports';
import { api, isApiError } from '@web/lib/api-client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openReportsCountKey, reportsKey, reportsListKey } from '../query-keys';

export type ReportState = (typeof reportStates)[number];
export type ReportKindFilter = (typeof reportKinds)[number];

export interface ReportFilters {
  state: ReportState;
  kind: ReportKindFilter;
}

/** admin.reports.list: the reports of one state and kind (open ones oldest first), a page at a time. */
export function useReports(filters: ReportFilters) {
  return useInfiniteQuery({
    queryKey: reportsListKey(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminReports, { ...filters, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}

/**
 * How many reports are open, for the navigation's badge: the list's `total` with a single item asked.
 * Without it (a failure) the entry shows no count, so it is not retried.
 */
export function useOpenReportCount() {
  return useQuery({
    queryKey: openReportsCountKey,
    queryFn: async ({ signal }) =>
      (await api(adminReports, { state: 'open', kind: 'all', page: 0, qty: 1 }, { signal })).data.total,
    retry: false,
  });
}

/** Every list of reports and the count are read again (a report moves between tabs). */
function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportsKey });
}

/**
 * admin.reports.act: dismisses an open report, or warns, hides or suspends the reported account (every
 * open report about it is closed with it). Answered already by someone else (`report_moved_on`), the
 * lists are read again too.
 */
export function useActOnReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: async (values: ReportActInput) => (await api(adminReportAct, values)).data,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.code === 'report_moved_on') void refresh();
    },
  });
}

/** admin.accounts.lift: the account can log in again and its public pages come back. */
export function useLiftSuspension() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: async (account: number) => (await api(adminLiftSuspension, { account })).data,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.code === 'account_not_suspended') void refresh();
    },
  });
}
