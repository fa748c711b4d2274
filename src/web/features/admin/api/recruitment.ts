import { tabStatus, type ApplicationTab } from '@shared/applications/tabs';
import { adminPageSize } from '@shared/contracts/admin';
import {
  adminRecruitmentAccept,
  adminRecruitmentApplicants,
  adminRecruitmentOffers,
  adminRecruitmentPropose,
  adminRecruitmentReject,
  adminRecruitmentTakeBack,
} from '@shared/contracts/admin-recruitment';
import type { StageAcceptInput, StageRescheduleInput } from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { recruitmentApplicantsKey, recruitmentKey, recruitmentOffersKey } from '../query-keys';

/**
 * admin.recruitment.offers: the offers the service recruits for, those waiting for it first, a page at
 * a time.
 */
export function useRecruitmentOffers() {
  return useInfiniteQuery({
    queryKey: recruitmentOffersKey,
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminRecruitmentOffers, { page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}

/**
 * admin.recruitment.applicants of one offer and tab (the restaurant's tab names: pending is the
 * service's move): each page holds the offer with its counts and the applicants; another page while the
 * last was full (the answer has no total).
 */
function applicantPages(oid: number, tab: ApplicationTab) {
  return {
    queryKey: recruitmentApplicantsKey(oid, tab),
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      const input = { oid, status: tabStatus.restaurant[tab], page: pageParam, qty: adminPageSize };
      return (await api(adminRecruitmentApplicants, input, { signal })).data;
    },
    initialPageParam: 0,
    getNextPageParam: (last: { items: unknown[] }, pages: unknown[]) =>
      last.items.length >= adminPageSize ? pages.length : undefined,
    enabled: oid > 0,
    retry: false,
  };
}

/** The applicants of the tab, as pages of applicants (the applications feature's list reads them so). */
export function useRecruitmentApplicants(oid: number, tab: ApplicationTab) {
  return useInfiniteQuery({
    ...applicantPages(oid, tab),
    select: (data) => ({ pages: data.pages.map((page) => page.items), pageParams: data.pageParams }),
  });
}

/**
 * The offer of the same answer, with its counts per tab: the page's title and its status bar, which
 * keep the last tab's counts while another tab loads.
 */
export function useRecruitmentOffer(oid: number, tab: ApplicationTab) {
  return useInfiniteQuery({
    ...applicantPages(oid, tab),
    select: (data) => data.pages[0]?.offer,
    // Another tab of the same offer: its last answer stands in (another offer's would name the wrong one).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === oid ? previous : undefined),
  });
}

/** After a move, a hire or an end: the offers' counts and every tab of every offer are read again. */
export const refreshRecruitment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: recruitmentKey });

/**
 * The venue's moves as the recruitment service makes them, recorded as the service's: the applicants
 * list and its accept and new-date dialogs (the applications feature's) take these in place of the
 * venue's own calls; the inputs are the same.
 */
export const recruitmentMoveCalls = {
  accept: async (input: StageAcceptInput) => (await api(adminRecruitmentAccept, input)).data,
  propose: async (input: StageRescheduleInput) => (await api(adminRecruitmentPropose, input)).data,
  takeBack: async (id: number) => (await api(adminRecruitmentTakeBack, { id })).data,
  reject: async (id: number) => (await api(adminRecruitmentReject, { id })).data,
  refresh: refreshRecruitment,
};
