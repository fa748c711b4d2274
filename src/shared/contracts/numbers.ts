import { z } from 'zod';

/**
 * A whole number written in decimal digits only: `1` and `01`, or a JSON number. Not `0x1`, `1e0`,
 * ` 1`, `1.0` or `+1`, which JavaScript's Number() would all read as 1 (a filter bypass waiting to
 * happen); those are `invalid_value`.
 */
export const decimalInteger = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }),
  );

/** True when the text is a whole number in decimal digits only (route parameters). */
export function isDecimalDigits(value: string): boolean {
  return /^[0-9]{1,15}$/.test(value);
}
