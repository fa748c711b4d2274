import { adminDashboard } from '@shared/contracts/admin-inbox';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { dashboardKey } from '../query-keys';

/** admin.dashboard: the last 12 weeks' figures and what waits now. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) => (await api(adminDashboard, {}, { signal })).data,
  });
}
