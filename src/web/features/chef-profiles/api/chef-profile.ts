import type { SessionUser } from '@shared/contracts/accounts';
import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import { setSessionUser, useSessionUser } from '@web/lib/session';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chefProfileKey, chefProfilesKey } from '../query-keys';

/** chefs/show: a chef profile as the viewer may see it; idle while `id` is unknown. */
export function useChefProfile(id: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: chefProfileKey(id ?? 0, language),
    queryFn: async ({ signal }) => {
      const { chefsShow } = await import('@shared/contracts/chef-profiles');
      return (await api(chefsShow, { id: id ?? 0 }, { signal })).data;
    },
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

/** The logged-in chef's own profile (with every language version of each text, for the editor). */
export function useOwnChefProfile() {
  const { user } = useSessionUser();
  return useChefProfile(user?.type === 'chef' ? user.profile?.id : undefined);
}

/**
 * After a profile/* save: the answer's user replaces the session user. Its profile is the chef's own
 * as chefs/show gives it to them, texts in the language the save was made in (the interface's): it
 * takes that read's place in the cache, so the page behind the dialog shows the change without asking
 * again; the profile kept in other languages is read again when shown.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    async (user: SessionUser) => {
      setSessionUser(queryClient, user);
      let fresh: string | undefined;
      if (user.profile) {
        const { pendingnotifications: _badges, ...profile } = user.profile;
        const key = chefProfileKey(profile.id, i18n.language);
        queryClient.setQueryData<ChefProfileView>(key, profile);
        fresh = hashKey(key);
      }
      await queryClient.invalidateQueries({
        queryKey: chefProfilesKey,
        predicate: (query) => query.queryHash !== fresh,
      });
    },
    [queryClient, i18n],
  );
}
