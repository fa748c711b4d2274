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

/** A record's id: a whole number above 0 in decimal digits. */
export const recordId = () => decimalInteger().refine((v) => v > 0, { error: 'invalid_value' });

/**
 * Record ids as a client may send them: `1,2,3`, `id[]=1&id[]=2`, or a JSON array; missing or empty is
 * none. At most `max`.
 */
export const recordIdList = (max: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        const trimmed = v.trim();
        if (trimmed.startsWith('[')) {
          try {
            return JSON.parse(trimmed) as unknown;
          } catch {
            return v;
          }
        }
        return trimmed
          .split(/[,&]/)
          .map((x) => x.trim())
          .filter((x) => x !== '');
      }
      return Array.isArray(v) ? v : [v];
    },
    z.array(recordId(), { error: 'invalid_value' }).max(max, { error: 'invalid_value' }),
  );
