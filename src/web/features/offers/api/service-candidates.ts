import type { RecruitmentCandidate } from '@shared/contracts/admin-recruitment';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { offersKey } from '../query-keys';

// The call's declaration is loaded on use: a value import would bring the schemas (zod) into the page.
const contracts = () => import('@shared/contracts/admin-recruitment');

/**
 * offer.recruitment (docs/decisions/056): the chefs Brigade's recruitment service moved for the venue
 * on its offer, with what it did last, the trial and the hire; idle while `enabled` is false.
 */
export function useServiceCandidates(oid: number, enabled: boolean) {
  return useQuery({
    queryKey: [...offersKey, 'recruitment', oid],
    queryFn: async ({ signal }): Promise<RecruitmentCandidate[]> => {
      const { offerRecruitment } = await contracts();
      return (await api(offerRecruitment, { oid }, { signal })).data;
    },
    enabled,
    retry: false,
  });
}
