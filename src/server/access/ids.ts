/** Largest value of a PostgreSQL `integer` (the type of every id column). */
const maxId = 2_147_483_647;

export function isValidId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= maxId;
}

/**
 * The distinct ids worth asking the database about: positive integers within the column's range. Anything
 * else names no row, so it is left out here rather than turned into a database error.
 */
export function distinctIds(ids: Iterable<number>): number[] {
  const seen = new Set<number>();
  for (const id of ids) if (isValidId(id)) seen.add(id);
  return [...seen];
}

/** The distinct ids of a request, and whether one of them cannot name a row at all (then: not found). */
export function requestedIds(ids: Iterable<number>): { ids: number[]; invalid: boolean } {
  const all = [...new Set(ids)];
  return { ids: all.filter(isValidId), invalid: all.some((id) => !isValidId(id)) };
}
