import { z } from 'zod';
import { emptyToUndefined } from './chef-profiles';
import { decimalInteger } from './numbers';

/** A page of a list (`page`), from 0; left out or empty, the first. */
export const pageNumber = () =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? 0,
    decimalInteger().refine((v) => v >= 0 && v <= 100_000, { error: 'invalid_value' }),
  );

/** How many a page holds (`qty`): `fallback` when left out or empty, from 1 to `max`. */
export const pageSize = (fallback: number, max: number) =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? fallback,
    decimalInteger().refine((v) => v >= 1 && v <= max, { error: 'invalid_value' }),
  );
