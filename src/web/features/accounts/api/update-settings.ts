import type { settingsFormInput, UserData } from '@shared/contracts/accounts';
import { apiCall } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type SettingsValues = z.output<typeof settingsFormInput>;

/** account/settings: contact e-mail, phone, account language and, when filled, a new password. */
export async function updateSettings(values: SettingsValues) {
  const { data, message } = await apiCall<UserData>('account/settings', {
    contactemail: values.contactemail,
    phone: values.phone,
    // Only with a new password (docs/api.md "account/settings").
    ...(values.password ? { currentpassword: values.currentpassword } : {}),
    password: values.password,
    rpassword: values.rpassword,
    language: values.language ?? '',
  });
  return { user: data.user, message };
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
