import { accountPreregister, type preregisterFormInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type PreregisterValues = z.output<typeof preregisterFormInput>;

/** account/preregister, sign-up step 1: the e-mail and the accepted terms (spec doc 1 section 4). */
export async function preregister(values: PreregisterValues) {
  const { data } = await api(accountPreregister, values);
  return data;
}

export function usePreregister() {
  return useMutation({ mutationFn: preregister });
}
