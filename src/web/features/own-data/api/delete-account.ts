import { accountDelete, type deleteAccountInput } from '@shared/contracts/own-data';
import { api } from '@web/lib/api-client';
import { sessionUserKey, setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type DeleteAccountValues = z.output<typeof deleteAccountInput>;

/** account/delete with the account's password; the server's message (already in the reader's language). */
export async function deleteAccount(values: DeleteAccountValues): Promise<string> {
  const { message } = await api(accountDelete, values);
  return message;
}

/**
 * After the deletion the app is a visitor's, as after logging out: nothing cached for the deleted account
 * stays, and the session user is none (which closes the settings dialog).
 */
export function forgetDeletedAccount(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionUserKey[0] });
  setSessionUser(queryClient, null);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return { ...useMutation({ mutationFn: deleteAccount }), forget: () => forgetDeletedAccount(queryClient) };
}
