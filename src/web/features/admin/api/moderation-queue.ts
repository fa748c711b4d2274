import { adminModerationQueue, adminPageSize, type ModerationKind } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { moderationQueueKey } from '../query-keys';

/** admin.moderation.queue: the items of one kind waiting in review, oldest first, a page at a time. */
export function useModerationQueue(kind: ModerationKind) {
  return useInfiniteQuery({
    queryKey: moderationQueueKey(kind),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminModerationQueue, { kind, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    // More wait while the pages asked hold fewer than the total (the last page may be short).
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
  });
}
