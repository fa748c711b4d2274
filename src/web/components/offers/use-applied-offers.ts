import { appliedOffersKey } from '@web/features/applications/query-keys';
import { api } from '@web/lib/api-client';
import { useChefOfferMarks } from './use-chef-offer-marks';

/**
 * offer/chef/applied: the signed-in chef's applications for these offers, by offer id (the offer page
 * and the feed say "Applied on ..." instead of offering Apply again), under the key the applications
 * feature gives it. Nothing for anyone else.
 */
export function useAppliedOffers(offerIds: readonly number[]) {
  const applied = useChefOfferMarks(offerIds, appliedOffersKey, async (oid, signal) => {
    // Loaded on use: a value import of the contracts would bring zod into the page.
    const { offerChefApplied } = await import('@shared/contracts/applications');
    return (await api(offerChefApplied, { oid }, { signal })).data.list;
  });
  return { applied };
}
