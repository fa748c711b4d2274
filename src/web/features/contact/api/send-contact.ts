import type { contactInput } from '@shared/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@web/lib/api-client';
import type { z } from 'zod';

/** The contact form as the shared schema outputs it (trimmed, e-mail in lower case). */
export type ContactValues = z.output<typeof contactInput>;

export interface SendContactInput {
  values: ContactValues;
  /** The CV, sent as `fileupload`. */
  file?: File | null;
  /** Upload progress, 0 to 1, while the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/contact (docs/api.md): as multipart with upload progress, the CV (if any) as `fileupload`. The declaration loads with the first send, as the form's schema does.
 */
export async function sendContact(input: SendContactInput): Promise<ApiAnswer<{ id: number }>> {
  const { contactSend } = await import('@shared/contracts/contact');
  // The selected offers go as the spec's contact/{ids} writes them: `12&15`.
  const values = { ...input.values, offers: input.values.offers?.join('&') };
  return api(contactSend, values, {
    files: { fileupload: input.file },
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/** The contact form's send, as a mutation (pending state for the button). */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
