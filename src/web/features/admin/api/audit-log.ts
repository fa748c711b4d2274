import { adminAudit, adminPageSize } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogKey } from '../query-keys';

/** The audit log's filters as the form and the address keep them: empty ones are left out. */
export interface AuditFilters {
  staff?: string;
  kind?: string;
  object?: string;
  day?: string;
}

/** admin.audit: the staff actions, newest first, filtered; "more" asks for the next page. */
export function useAuditLog(filters: AuditFilters) {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  return useInfiniteQuery({
    queryKey: auditLogKey(given),
    queryFn: async ({ pageParam, signal }) =>
      (await api(adminAudit, { ...given, page: pageParam, qty: adminPageSize }, { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more ? last.page + 1 : undefined),
  });
}
