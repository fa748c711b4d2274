import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { venueKey, venuesKey } from '../query-keys';

/** restaurants/show: a venue as the viewer may see it; idle while `id` is unknown. */
export function useVenue(id: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: venueKey(id ?? 0, language),
    queryFn: async ({ signal }) => {
      const { restaurantsShow } = await import('@shared/contracts/venues');
      return (await api(restaurantsShow, { id: id ?? 0 }, { signal })).data;
    },
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

/**
 * After a profile/* save of a venue: the answer's user replaces the session user (its `profiles` list
 * the account's venues), and every kept venue is read again, so the page behind the dialog shows it.
 */
export function useVenueSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: BriefSessionUser) => {
      setSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: venuesKey });
    },
    [queryClient],
  );
}
