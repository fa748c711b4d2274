import { api } from '@web/lib/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { useChefOfferMarks } from './use-chef-offer-marks';

/**
 * offer/chef/saved/in: which of these offers the signed-in chef has saved, by offer id (the offer page
 * says "Saved" instead of offering Save again, the feed's cards say it too). Nothing for anyone else.
 * `keyOf` is the offers feature's `savedMarksKey` (its query-keys.ts), passed in by the caller: the
 * offers feature uses this hook too, and it imports no feature.
 */
export function useSavedOfferMarks(
  offerIds: readonly number[],
  keyOf: (account: number, offerIds: string) => QueryKey,
) {
  const saved = useChefOfferMarks(offerIds, keyOf, async (oid, signal) => {
    // Loaded on use: a value import of the contracts would bring zod into the page.
    const { offerChefSavedIn } = await import('@shared/contracts/offers');
    return (await api(offerChefSavedIn, { oid }, { signal })).data.list;
  });
  return { saved };
}
