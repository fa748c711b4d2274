import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { useProfileSaved } from './chef-profile';

/**
 * profile/toggleChef (spec doc 1 section 4, "Profile active toggle"): on success the session user is
 * replaced by the answer and the profile read again; a failure is only logged (section 8) and the
 * switch shows the state it had. The page ignores presses while a toggle runs.
 */
export function useToggleChef() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: async () => {
      const { profileToggleChef } = await import('@shared/contracts/chef-profiles');
      return (await api(profileToggleChef, {})).data.user;
    },
    onSuccess: (user) => saved(user),
    onError: (error) => console.warn('profile/toggleChef failed', error),
  });
}
