import { accountSettings, type settingsFormInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type SettingsValues = z.output<typeof settingsFormInput>;

/** account/settings: contact e-mail, phone, account language and, when filled, a new password. */
export async function updateSettings(values: SettingsValues) {
  // The current password goes only with a new one (docs/api.md "account/settings").
  const sent = values.password ? values : { ...values, currentpassword: '' };
  const { data, message } = await api(accountSettings, sent);
  return { user: data.user, message };
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
