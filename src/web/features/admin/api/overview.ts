import { adminOverview } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminOverviewKey } from '../query-keys';

/**
 * admin.overview: who the member of staff is (their role decides which pages they see) and what waits
 * in each queue. Asked only for a staff session (`enabled`); anyone else is answered 404 by the server.
 */
export function useAdminOverview(enabled: boolean) {
  return useQuery({
    queryKey: adminOverviewKey,
    queryFn: async ({ signal }) => (await api(adminOverview, {}, { signal })).data,
    enabled,
  });
}
