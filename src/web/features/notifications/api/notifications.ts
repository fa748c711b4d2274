import type { NotificationView } from '@shared/contracts/notifications';
import { api } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPageQty, nextPageWhileFull } from '@web/lib/pages';
import { notificationsKey } from '../query-keys';

/**
 * notifications/user (spec doc 1 section 7): the account's notifications (one venue's with `rid`), 10 a
 * page, the next page on "load more" (spec doc 1 section 2). The titles are in the page's language.
 */
export function useNotifications(rid: number | undefined) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...notificationsKey, rid ?? 0, i18n.language],
    queryFn: async ({ pageParam, signal }): Promise<NotificationView[]> => {
      const { notificationsUser } = await import('@shared/contracts/notifications');
      const input = { page: pageParam, qty: listPageQty, ...(rid ? { rid } : {}) };
      return (await api(notificationsUser, input, { signal })).data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageWhileFull(pages),
    // Read afresh on each visit, never shown from an earlier one: their "new" marks would be stale.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * notifications/read of the unread ones a page has shown (`ids`): the answer's user (its badges
 * counting what is left) replaces the session user. A failure is only logged (the badges stay).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rid, ids }: { rid: number | undefined; ids: number[] }) => {
      const { notificationsRead } = await import('@shared/contracts/notifications');
      return (await api(notificationsRead, { ids: ids.join(','), ...(rid ? { rid } : {}) })).data.user;
    },
    onSuccess: (user) => setSessionUser(queryClient, user),
    onError: (error) => console.warn('notifications/read failed', error),
  });
}
