import { maxTextLength } from '@shared/contracts/limits';
import { isLanguage } from '@shared/i18n/languages';
import i18next, { type TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { loadPageNamespace } from './i18n';

/**
 * The `validation` texts load with the first form, as this module does (every form shows its errors
 * through it), and again in each language the interface switches to: pages without a form, the feed
 * first of all, do not fetch them (the bundle budget).
 */
function loadValidationTexts(language: string) {
  if (isLanguage(language)) loadPageNamespace(language, 'validation').catch(() => undefined);
}
loadValidationTexts(i18next.language);
i18next.on('languageChanged', loadValidationTexts);

/**
 * Field errors come from two places and read the same: the shared zod schema on the client (its
 * message is a key of the `validation` namespace) and the server's `issues` on a 400 (already
 * localized, set with type "server").
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') {
    // Issues arrive localized; a bare key (`validation:...`) is translated rather than shown as is.
    return /^(validation|errors):\w+$/.test(error.message) ? t(error.message) : error.message;
  }
  return t(`validation:${error.message}`, { max: maxTextLength });
}

/**
 * Puts a 400 answer's per-field issues under their fields (wire names are the form's field names).
 * Returns true when every issue found its field, so nothing else needs saying; false when there were
 * no issues, some belong to no field, or the answer is not a 400 (a 409 e-mail in use, a 401 wrong
 * password): the caller then shows the message in the form's alert.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.status !== 400 || error.issues.length === 0) return false;
  let allMatched = true;
  let shouldFocus = true;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.field);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus });
      shouldFocus = false;
    } else {
      allMatched = false;
    }
  }
  return allMatched;
}
