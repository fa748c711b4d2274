import { z } from 'zod';
import { languages } from '../i18n/languages';
import { maxTextLength } from './limits';

/**
 * Field builders shared by every contract. Messages are translation keys of the `validation` namespace
 * (style guide: schemas carry no English). Form bodies send every value as text, and the text `null`
 * means empty (decisions D3); the HTTP layer turns `null` into '' before these schemas run.
 */

export { maxTextLength };

const asText = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * Control characters: C0 (line breaks and tabs included), DEL and C1. A single-line field (a name, a
 * subject, a phone) refuses them all; a multi-line field keeps its line breaks (\n, \r\n) only.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const controlCharacterBesidesLineBreaks = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

export const isSingleLine = (value: string) => !controlCharacter.test(value);
export const isCleanMultiline = (value: string) => !controlCharacterBesidesLineBreaks.test(value);

/** Surrounding spaces (and line breaks) trimmed, then at most `max` characters and no control characters. */
const baseText = (max: number, multiline: boolean) =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    .max(max, { error: 'max_length', abort: true })
    .refine(multiline ? isCleanMultiline : isSingleLine, {
      error: multiline ? 'control_characters' : 'single_line',
      abort: true,
    });

/**
 * A single-line text field: missing counts as empty, surrounding spaces are trimmed, at most `max`
 * characters, no line breaks or other control characters.
 */
export function text<T extends z.ZodType<string, string>>(
  refine: (base: z.ZodString) => T = (base) => base as unknown as T,
  max = maxTextLength,
) {
  return z.preprocess(asText, refine(baseText(max, false)));
}

/** A multi-line text field (an enquiry, a description): as `text`, but line breaks are kept. */
export function multilineText<T extends z.ZodType<string, string>>(
  refine: (base: z.ZodString) => T = (base) => base as unknown as T,
  max = maxTextLength,
) {
  return z.preprocess(asText, refine(baseText(max, true)));
}

/** Unambiguous (no backtracking blow-up): the domain's labels are separated by single dots. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const email = (requiredKey = 'email_required') =>
  text((s) =>
    s
      .min(1, { error: requiredKey })
      .regex(emailPattern, { error: 'email_invalid' })
      .transform((v) => v.toLowerCase()),
  );

export const password = () =>
  z.preprocess(
    asText,
    z
      .string({ error: 'invalid_value' })
      .max(maxTextLength, { error: 'max_length', abort: true })
      .min(1, { error: 'password_required' })
      .min(6, { error: 'password_min' }),
  );

/**
 * Names: letters of every alphabet (with their accents), inner spaces, and the hyphen or apostrophe
 * between letters that names like Jean-Luc or O'Brien need; no leading space (doc 1 section 5, and
 * docs/decisions/005-names-and-phones.md).
 */
export const namePattern = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

export const personName = () =>
  z.preprocess(
    asText,
    z
      .string({ error: 'invalid_value' })
      .max(maxTextLength, { error: 'max_length', abort: true })
      .refine((v) => isSingleLine(v.trim()), { error: 'single_line', abort: true })
      .refine((v) => v.trim().length > 0, { error: 'name_required' })
      .refine((v) => !v.startsWith(' '), { error: 'name_letters' })
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .refine((v) => v.length >= 2, { error: 'name_min' })
      .refine((v) => namePattern.test(v), { error: 'name_letters' }),
  );

/** Phone numbers: digits and spaces only, no leading space, at least 4 characters (doc 1 section 5). */
export const phonePattern = /^[0-9][0-9 ]*$/;

export const phone = () =>
  z.preprocess(
    asText,
    z
      .string({ error: 'invalid_value' })
      .max(maxTextLength, { error: 'max_length', abort: true })
      .refine((v) => isSingleLine(v.trim()), { error: 'single_line', abort: true })
      .refine((v) => v.length > 0, { error: 'phone_required' })
      .refine((v) => phonePattern.test(v), { error: 'phone_digits' })
      .transform((v) => v.trim())
      .refine((v) => v.length >= 4, { error: 'phone_min' }),
  );

/** A 1/0 flag as forms send it; JSON clients may send booleans or numbers. */
export const flag = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return false;
      if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return true;
      if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off') return false;
      return v;
    },
    z.boolean({ error: 'invalid_value' }),
  );

export const languageField = () => z.enum(languages, { error: 'language_invalid' });
