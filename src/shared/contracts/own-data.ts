import { z } from 'zod';
import { defineCall, fileOutput, noData } from './call';
import { maxTextLength } from './fields';

/**
 * People's own data (GDPR; docs/decisions/054-own-data.md), not in the spec: anyone logged in downloads
 * everything Brigade holds about them as one zip, or deletes their account after giving its password.
 */

/** The name the export is saved under: the product prefix and the day it was made (UTC). */
export const ownDataFileName = (day: string) => `brigade-data-${day}.zip`;

export const accountExport = defineCall({
  name: 'account.export',
  method: 'GET',
  path: '/api/account/export',
  access: 'account',
  summary:
    'Everything Brigade holds about the account as one zip, saved as brigade-data-{day}.zip: a JSON file per kind of record, the uploaded files at their original size and, for a chef, the CV PDF in every language.',
  input: z.object({}),
  output: fileOutput,
  file: { contentType: 'application/zip' },
  errors: ['forbidden', 'rate_limited'],
});

/** account/delete: the account's password, never trimmed (as account/settings' `currentpassword`). */
export const deleteAccountInput = z.object({
  password: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'invalid_value' })
      .max(maxTextLength, { error: 'max_length', abort: true })
      .min(1, { error: 'password_required' }),
  ),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

export const accountDelete = defineCall({
  name: 'account.delete',
  method: 'POST',
  path: '/api/account/delete',
  access: 'account',
  summary:
    'Deletes the account for good once `password` is its own: profiles, venues, offers and files at once, every session ended (the cookie cleared); what others still read of it (messages) shows as a deleted account.',
  input: deleteAccountInput,
  output: noData,
  errors: ['forbidden', 'rate_limited'],
});

export const ownDataCalls = [accountExport, accountDelete];
