import type { TFunction } from 'i18next';
import { isApiError } from './api-client';
import { localizedKeyForServerMessage } from './server-message';

/**
 * The text to show for a failed call (spec doc 1 section 8): the two quoted server messages become
 * their localized texts; other server messages are shown as sent (already localized); a network failure
 * shows the exception's message; anything without a message falls back to errors:error_request.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && (error.code === 'login_combination' || error.code === 'email_unique')) {
    return t(`errors:${error.code}`);
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message) {
    const key = localizedKeyForServerMessage(message);
    if (key) return t(key);
    return message;
  }
  if (isApiError(error) && error.code === 'server_error') return t('errors:server_error');
  return t('errors:error_request');
}
