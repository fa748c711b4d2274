import type { contactInput } from '@shared/contracts/contact';
import type { SuccessEnvelope } from '@shared/contracts/envelope';
import type { Language } from '@shared/i18n/languages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, readEnvelope } from '@web/lib/api-client';
import type { z } from 'zod';

/** The contact form as the shared schema outputs it (trimmed, e-mail in lower case). */
export type ContactValues = z.output<typeof contactInput>;

export interface SendContactInput {
  values: ContactValues;
  /** The CV, sent as `fileupload`. */
  file?: File | null;
  lang: Language;
  /** Upload progress, 0 to 1, while the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart body of POST /api/contact (docs/api.md): text fields, `lang`, then the CV. */
export function contactFormData({
  values,
  file,
  lang,
}: Pick<SendContactInput, 'values' | 'file' | 'lang'>): FormData {
  const body = new FormData();
  // The language first: the server reads the form's texts (and answers) in it.
  body.append('lang', lang);
  body.append('name', values.name);
  body.append('surname', values.surname);
  body.append('phonecode', values.phonecode);
  body.append('phone', values.phone);
  body.append('company', values.company);
  body.append('email', values.email);
  body.append('subject', values.subject);
  body.append('enquiry', values.enquiry);
  body.append('callback', values.callback ? '1' : '0');
  if (values.offers?.length) body.append('offers', values.offers.join('&'));
  if (file) body.append('fileupload', file, file.name);
  return body;
}

/**
 * POST /api/contact as multipart (the CV travels as a file), with upload progress: fetch cannot report
 * it, so this one call uses XMLHttpRequest (same-origin cookies go with it, as with apiCall). A network
 * failure rejects with an ApiError of code `network_error` and status 0 (no message: XMLHttpRequest
 * gives none, the form says it in the visitor's language).
 */
export function sendContact(input: SendContactInput): Promise<SuccessEnvelope<{ id: number }>> {
  const body = contactFormData(input);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/contact?${new URLSearchParams({ lang: input.lang }).toString()}`);
    request.setRequestHeader('Accept', 'application/json');
    const networkError = () => reject(new ApiError('', { code: 'network_error', status: 0 }));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readEnvelope<{ id: number }>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', networkError);
    request.addEventListener('timeout', networkError);
    request.addEventListener('abort', () =>
      reject(new DOMException('The request was aborted.', 'AbortError')),
    );
    input.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** The contact form's send, as a mutation (pending state for the button). */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
