import { exactMessages } from '@shared/errors';

/**
 * Client mapping of server messages (spec doc 1 section 8): the two messages the spec quotes become
 * localized texts; any other message is already in the interface language and is shown as sent.
 * Returns the translation key (`errors:...`) to show instead of the message, or null to show it raw.
 */
export function localizedKeyForServerMessage(
  message: string,
): 'errors:login_combination' | 'errors:email_unique' | null {
  if (message.includes(exactMessages.login_combination)) return 'errors:login_combination';
  if (message.includes(exactMessages.email_unique)) return 'errors:email_unique';
  return null;
}
