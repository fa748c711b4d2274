import {
  adminModerationDecide,
  type ModerationItem,
  type moderationDecideInput,
} from '@shared/contracts/admin';
import { api, isApiError } from '@web/lib/api-client';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminOverviewKey, moderationQueueKey } from '../query-keys';

export type DecideValues = z.output<typeof moderationDecideInput>;

interface QueuePage {
  items: ModerationItem[];
  total: number;
  page: number;
}

/**
 * admin.moderation.decide: approves an item or rejects it with a reason. Once decided, or decided
 * already by someone else (`moderation_moved_on`), the item leaves its queue at once; the queue and the
 * counts are then read again.
 */
export function useDecideModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: DecideValues) => (await api(adminModerationDecide, values)).data,
    onSuccess: (_data, values) => leaveQueue(queryClient, values),
    onError: (error, values) => {
      if (isApiError(error) && error.code === 'moderation_moved_on') leaveQueue(queryClient, values);
    },
  });
}

function leaveQueue(queryClient: QueryClient, { kind, id }: Pick<DecideValues, 'kind' | 'id'>) {
  queryClient.setQueryData<InfiniteData<QueuePage>>(moderationQueueKey(kind), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== id),
            total: Math.max(0, page.total - 1),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: moderationQueueKey(kind) });
  void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
}
