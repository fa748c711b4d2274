import { adminPageSize } from '@shared/contracts/admin';
import { adminOutboxList, adminOutboxRetry, type OutboxStatus } from '@shared/contracts/admin-inbox';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxKey, outboxListKey } from '../query-keys';

export type OutboxFilter = OutboxStatus | 'all';

/** admin.outbox.list: the e-mails of one status (or all), newest first, a page at a time. */
export function useOutbox(status: OutboxFilter) {
  return useInfiniteQuery({
    queryKey: outboxListKey(status),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminOutboxList, { status, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}

/** admin.outbox.retry: a failed e-mail is queued for delivery again; every status is read again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api(adminOutboxRetry, { id })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
