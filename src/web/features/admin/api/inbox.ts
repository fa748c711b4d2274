import {
  adminInboxHandle,
  adminInboxList,
  type InboxKind,
  type InboxState,
} from '@shared/contracts/admin-inbox';
import { adminPageSize } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKey, inboxKey, inboxListKey } from '../query-keys';

export interface InboxFilters {
  state: InboxState;
  kind: InboxKind | 'all';
}

/** admin.inbox.list: the contact messages of one state and kind, newest first, a page at a time. */
export function useInbox(filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: inboxListKey(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminInboxList, { ...filters, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}

/**
 * admin.inbox.handle: the message is marked handled (or was by someone else first: the answer says
 * who); every filter of the inbox is read again, and the dashboard's queue.
 */
export function useHandleMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api(adminInboxHandle, { id })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}

/** Where the CV of a message downloads (admin.inbox.cv): a plain link, sent with the staff session. */
export const inboxCvHref = (id: number) => `/api/admin/inbox/cv?id=${id}`;
