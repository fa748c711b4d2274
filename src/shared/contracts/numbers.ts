import { z } from 'zod';
import { jsonNestsDeeperThan, jsonTooDeep } from './json-depth';

/** Decimal digits only, as many as a safe integer may have. */
const decimalDigits = /^[0-9]{1,15}$/;

/** A text of decimal digits becomes its number; anything else is left for the number schema to refuse. */
const fromDigits = (v: unknown) => (typeof v === 'string' && decimalDigits.test(v) ? Number(v) : v);

/**
 * A whole number written in decimal digits only: `1` and `01`, or a JSON number. Not `0x1`, `1e0`,
 * ` 1`, `1.0` or `+1`, which JavaScript's Number() would all read as 1 (a filter bypass waiting to
 * happen); those are `invalid_value`.
 */
export const decimalInteger = () =>
  z.preprocess(fromDigits, z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }));

/**
 * The largest id a record can have: every table's id (and every column naming one) is a PostgreSQL
 * `integer`, so 2^31 and beyond names no record and must never reach a query (PostgreSQL would refuse
 * the number itself).
 */
export const maxRecordId = 2_147_483_647;

/**
 * A whole number from `min` to `max` in decimal digits (or a JSON number); anything else is `error`.
 * The bounds are the number schema's own, so the OpenAPI document shows them.
 */
export const integerBetween = (min: number, max: number, error = 'invalid_value') =>
  z.preprocess(fromDigits, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

/**
 * A record's id in a call's input: 1 to `maxRecordId` in decimal digits. Any other value, an id beyond
 * the column's range included, is `invalid_value` (400 invalid_input), as `0` or `abc` are: the same
 * answer whether or not such a record could exist.
 */
export const recordId = () => integerBetween(1, maxRecordId);

/** An id where 0 means none or a new one (a save form's `id` 0 adds; an `image1` of 0 removes). */
export const recordIdOrZero = () => integerBetween(0, maxRecordId);

/**
 * A record's id in an address (`/en/offer/12-sous-chef`, `/dev/outbox/3`): its number, or null for
 * anything else, an id beyond the column's range included, which such addresses answer with 404.
 */
export function recordIdOfPath(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= maxRecordId ? id : null;
}

/**
 * Record ids as a client may send them: `1,2,3`, repeated fields (`id=1&id=2`, or `id[]=1&id[]=2`,
 * read as `id` when the body is read), or a JSON array; missing or empty is none. At most `max`.
 */
export const recordIdList = (max: number) =>
  z.preprocess(
    (v, context) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        const trimmed = v.trim();
        if (trimmed.startsWith('[')) {
          if (jsonNestsDeeperThan(trimmed)) {
            context.addIssue(jsonTooDeep);
            return v;
          }
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
