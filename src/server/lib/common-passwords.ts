import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

/**
 * The most common and breached passwords: the 49,000-word list zxcvbn-ts keeps (gathered from public
 * breach dumps), on the server only, so no page loads it. Built on first use.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
}

/** One character over and over (`aaaaaa`), or a straight run of the alphabet or digits (`456789`, `fedcba`). */
function isTrivial(password: string): boolean {
  const codes = Array.from(password, (c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) > 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** True for a password on the list (in any letter case) or made of a trivial pattern. */
export function isCommonPassword(password: string): boolean {
  if (password.length < 2) return false;
  return commonPasswords().has(password.toLowerCase()) || isTrivial(password.toLowerCase());
}

/**
 * Refuses a common password with the field issue `password_common` (register, reset, settings). The
 * spec's 6-character minimum stays; this only narrows what passes it.
 */
export function refuseCommonPassword(password: string | undefined, field = 'password'): void {
  if (password && isCommonPassword(password))
    throw new AppError('invalid_input', { issues: [{ field, code: 'password_common' }] });
}
