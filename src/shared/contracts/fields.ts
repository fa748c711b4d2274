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

/**
 * Phone numbers as people write them (docs/decisions/044-location-and-phone-payloads.md, superseding the
 * phone part of 005): digits with spaces, hyphens, dots and parentheses between them, and a leading `+`
 * for the country code: `+351 912 345 678`, `(020) 7946 0958`, `+44 20-7946-0958`, `+44 (0)20 7946 0958`.
 */
export const phonePattern = /^\+?[0-9 ().-]+$/;

export type PhoneCheck = { ok: true; phone: string } | { ok: false; code: 'phone_digits' | 'phone_min' };

/**
 * Checks a phone number and gives its normal form: the digit groups as written, separated by single
 * spaces, the `+` kept against the first group; the trunk `(0)` written after a country code dropped
 * (it is not dialled from abroad). `(020) 7946 0958` is `020 7946 0958`; `+44 20-7946-0958` is
 * `+44 20 7946 0958`. Parentheses must pair and hold digits; at least `minDigits` digits.
 */
export function normalizePhone(written: string, minDigits = 4): PhoneCheck {
  const value = written.trim();
  if (!phonePattern.test(value) || !/[0-9]/.test(value)) return { ok: false, code: 'phone_digits' };
  let depth = 0;
  for (const character of value) {
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    if (depth < 0 || depth > 1) return { ok: false, code: 'phone_digits' };
  }
  if (depth !== 0 || /\(\s*\)/.test(value)) return { ok: false, code: 'phone_digits' };
  const international = value.startsWith('+');
  const body = international ? value.slice(1).replace(/\(\s*0\s*\)/g, ' ') : value;
  const groups = body.split(/[\s().-]+/).filter(Boolean);
  if (groups.join('').length < minDigits) return { ok: false, code: 'phone_min' };
  return { ok: true, phone: `${international ? '+' : ''}${groups.join(' ')}` };
}

/**
 * A phone field: required, as people write it (see `normalizePhone`), stored in its normal form; at least
 * `minDigits` digits (4, doc 1 section 5), or the contact form's own rule (`min_2`, decisions D10).
 */
export const phone = (options: { minDigits?: number; minKey?: string } = {}) => {
  const minDigits = options.minDigits ?? 4;
  return z.preprocess(
    asText,
    z
      .string({ error: 'invalid_value' })
      .max(maxTextLength, { error: 'max_length', abort: true })
      .refine((v) => isSingleLine(v.trim()), { error: 'single_line', abort: true })
      .refine((v) => v.trim() !== '', { error: 'phone_required', abort: true })
      // A check, not a failing transform: the form's other rules (passwords that differ) still run.
      .superRefine((v, context) => {
        const checked = normalizePhone(v, minDigits);
        if (!checked.ok)
          context.addIssue({
            code: 'custom',
            message: checked.code === 'phone_min' ? (options.minKey ?? 'phone_min') : checked.code,
          });
      })
      .transform((v) => {
        const checked = normalizePhone(v, minDigits);
        return checked.ok ? checked.phone : v;
      }),
  );
};

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
