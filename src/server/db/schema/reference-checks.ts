import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ratingScales, ratingTypeValues } from '@shared/reference/ratings';

/**
 * CHECK expressions built from the reference lists of src/shared/reference, so the database accepts
 * exactly what the zod schemas accept and `npm run db:generate` notices when a list changes.
 * Values are written inline (`sql.raw`): drizzle-kit stores check expressions as text.
 */

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** The first and last id of a list of consecutive ids; throws if the list has a gap. */
function bounds(ids: readonly number[]): [number, number] {
  const sorted = [...ids].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined || sorted.some((id, i) => id !== first + i))
    throw new Error(`Reference ids are not consecutive: ${ids.join(', ')}`);
  return [first, last];
}

/** `column in ('a', 'b')`: the column holds one value of the list. */
export function inList(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** `column between first and last`: the column holds one id of a list of consecutive ids. */
export function inIdRange(column: AnyPgColumn, ids: readonly number[]): SQL {
  const [first, last] = bounds(ids);
  return sql`${column} between ${sql.raw(literal(first))} and ${sql.raw(literal(last))}`;
}

/** Every element of an array column is an id of a list of consecutive ids (and none is null). */
export function allInIdRange(column: AnyPgColumn, ids: readonly number[]): SQL {
  const [first, last] = bounds(ids);
  return sql`array_position(${column}, null) is null and ${sql.raw(literal(first))} <= all(${column}) and ${sql.raw(literal(last))} >= all(${column})`;
}

/** The rating fits its scale (`isRatingAllowed`): a `case` on the rating type giving each scale's maximum. */
export function ratingFitsScale(ratingType: AnyPgColumn, rating: AnyPgColumn): SQL {
  const highest = Math.max(...ratingTypeValues.map((type) => ratingScales[type].max));
  const cases = ratingTypeValues
    .filter((type) => ratingScales[type].max !== highest)
    .map((type) => `when ${literal(type)} then ${ratingScales[type].max}`)
    .join(' ');
  return sql`${rating} >= 0 and ${rating} <= case ${ratingType} ${sql.raw(cases)} else ${sql.raw(literal(highest))} end`;
}
