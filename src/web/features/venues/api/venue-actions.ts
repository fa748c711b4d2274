import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { useVenueSaved } from './venue';

/**
 * profile/togglerestaurant (spec doc 2 section 4, "Profile active switch"): the answer's user replaces
 * the session user and the venue is read again; a failure is only logged and the switch keeps the
 * state it had. The page ignores presses while a toggle runs.
 */
export function useToggleVenue() {
  const saved = useVenueSaved();
  return useMutation({
    mutationFn: async (rid: number) => {
      const { profileToggleRestaurant } = await import('@shared/contracts/venues');
      return (await api(profileToggleRestaurant, { rid })).data.user;
    },
    onSuccess: (user) => saved(user),
    onError: (error) => console.warn('profile/togglerestaurant failed', error),
  });
}
