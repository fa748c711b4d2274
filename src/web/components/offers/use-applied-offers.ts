import type { ChefAppliedOffer } from '@shared/contracts/applications';
import { appliedOffersKey } from '@web/features/applications/query-keys';
import { api } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useQuery } from '@tanstack/react-query';

// Loaded on use: a value import of the contracts would bring zod into the page.
const contracts = () => import('@shared/contracts/applications');

/**
 * offer/chef/applied: the signed-in chef's applications for these offers, by offer id (the offer page
 * and the feed say "Applied on ..." instead of offering Apply again), under the key the applications
 * feature gives it. Nothing for anyone else.
 */
export function useAppliedOffers(offerIds: readonly number[]) {
  const { user } = useSessionUser();
  // The call takes 100 ids: the first ones of a list (the feed's newest).
  const ids = [...new Set(offerIds)].slice(0, 100).sort((a, b) => a - b);
  const query = useQuery({
    queryKey: appliedOffersKey(user?.id ?? 0, ids.join(',')),
    queryFn: async ({ signal }): Promise<ChefAppliedOffer[]> => {
      const { offerChefApplied } = await contracts();
      return (await api(offerChefApplied, { oid: ids.join(',') }, { signal })).data.list;
    },
    enabled: user?.type === 'chef' && ids.length > 0,
    retry: false,
    staleTime: 30_000,
  });
  return { applied: new Map((query.data ?? []).map((item) => [item.oid, item])) };
}
