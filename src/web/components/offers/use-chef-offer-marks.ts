import { useSessionUser } from '@web/lib/session';
import { useQuery, type QueryKey } from '@tanstack/react-query';

// The calls that answer for offers on screen take 100 ids: the first ones of a list (the feed's newest).
const maxIds = 100;

/**
 * What the signed-in chef has done with the offers on screen (applied to them, saved them), by offer
 * id: one call for them all, under the key of the feature that changes it (so applying or saving reads
 * it again). Nothing for anyone else.
 */
export function useChefOfferMarks<T extends { oid: number }>(
  offerIds: readonly number[],
  keyOf: (account: number, offerIds: string) => QueryKey,
  read: (offerIds: string, signal: AbortSignal) => Promise<T[]>,
): Map<number, T> {
  const { user } = useSessionUser();
  const ids = [...new Set(offerIds)]
    .slice(0, maxIds)
    .sort((a, b) => a - b)
    .join(',');
  const query = useQuery({
    queryKey: keyOf(user?.id ?? 0, ids),
    queryFn: ({ signal }) => read(ids, signal),
    enabled: user?.type === 'chef' && ids !== '',
    retry: false,
    staleTime: 30_000,
  });
  return new Map((query.data ?? []).map((item) => [item.oid, item]));
}
