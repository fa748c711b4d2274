import { sql, type SQL } from 'drizzle-orm';
import type { FacetGroup, SearchFilter } from '@shared/contracts/search';
import { hasAnyBlock } from '../../access';
import type { Executor } from '../../db/client';

/**
 * Facets and the total of a search in one statement (docs/decisions/028-search.md): the total counts
 * the rows passing the search and every filter type; each type's options are counted over the rows
 * passing the search and the OTHER types' filters (choosing an option does not hide its siblings). Each
 * count is its own aggregate of a UNION ALL, so each reads the table through the index its own
 * conditions pick (a materialized set of every matching row, read once, cost three times as much over
 * all live chefs: docs/performance.md).
 */

/** Filter ids as one SQL array of text (codes) or smallint (reference ids), each a parameter. */
export function idArray(values: readonly (number | string)[], type: 'text' | 'smallint'): SQL {
  const items = values.map((value) => (type === 'text' ? sql`${String(value)}` : sql`${Number(value)}`));
  return sql`array[${sql.join(items, sql`, `)}]::${sql.raw(type)}[]`;
}

/** One filter type of a search as its facet counts it. */
export interface FacetDimension {
  type: SearchFilter['type'];
  /**
   * The type's options among the rows matching `where`, counted: a statement answering `id` (text) and
   * `n` (the count) per option (`optionCounts` writes it for a column of the searched table).
   */
  count: (where: SQL) => SQL;
  /** Whether a row passes this type's chosen filters; null when none of the type is chosen. */
  chosen: SQL | null;
  /** Options are numbers (position, cuisine) rather than codes. */
  numeric: boolean;
}

/** The counts of a column's values (`unnest` an array column) among the rows of `from` matching `where`. */
export function optionCounts(from: SQL, column: SQL, kind: 'value' | 'array'): (where: SQL) => SQL {
  return kind === 'array'
    ? (where) =>
        sql`select o::text as id, count(*)::int as n from ${from}, unnest(${column}) o where ${where} group by o`
    : (where) =>
        sql`select ${column}::text as id, count(*)::int as n from ${from} where ${where} and ${column} is not null group by ${column}`;
}

/** The options a facet lists at most, by count (the rest are too rare to offer), besides the chosen ones. */
export const facetOptionsShown = 50;

export interface FacetCounts {
  total: number;
  filters: FacetGroup[];
}

/**
 * Counts the facets and the total of the rows of `from` matching `where`. The chosen options of each
 * type stay listed (with 0 when nothing matches them now, and past the 50 most frequent), so a selection
 * never disappears from the panel.
 */
export async function countFacets(
  db: Executor,
  from: SQL,
  where: SQL,
  dimensions: readonly FacetDimension[],
  chosen: readonly SearchFilter[],
): Promise<FacetCounts> {
  const passing = (skip: number | null) =>
    sql.join(
      [where, ...dimensions.flatMap((d, i) => (i !== skip && d.chosen ? [d.chosen] : []))],
      sql` and `,
    );
  const counts = dimensions.map(
    (d, i) => sql`select ${i}::int as d, id, n from (${d.count(sql`(${passing(i)})`)}) ${sql.raw(`c${i}`)}`,
  );
  const result = await db.execute<{ d: number; id: string | null; n: number }>(sql`
    select -1::int as d, null::text as id, count(*)::int as n from ${from} where ${passing(null)}
    ${sql.join(
      counts.map((query) => sql`union all ${query}`),
      sql` `,
    )}`);
  let total = 0;
  const options = dimensions.map(() => new Map<string, number>());
  for (const row of result.rows) {
    if (row.d < 0) total = Number(row.n);
    else options[row.d]!.set(row.id!, Number(row.n));
  }
  const filters = dimensions.map((d, i) => {
    const counted = options[i]!;
    const chosenIds = new Set(chosen.filter((f) => f.type === d.type).map((f) => String(f.id)));
    for (const id of chosenIds) if (!counted.has(id)) counted.set(id, 0);
    const listed = [...counted.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .filter(([id], index) => index < facetOptionsShown || chosenIds.has(id))
      .map(([id, count]) => ({ id: d.numeric ? Number(id) : id, count }));
    return { type: d.type, options: listed };
  });
  return { total, filters };
}

/** One row as the counts of a search saw it: matching the search, passing each type, its options. */
export interface CountedRow {
  matches: boolean;
  /** Per dimension, in the dimensions' order: the row passes that type's chosen filters. */
  passes: boolean[];
  /** Per dimension: the row's options, as text. */
  options: string[][];
}

/**
 * The counts without one row they included (a chef's own profile, which the chef's search leaves out
 * while the counts are shared with everyone): the total when it passed every type, and each type's
 * options when it passed the others.
 */
export function countsWithout(counts: FacetCounts, row: CountedRow): FacetCounts {
  if (!row.matches) return counts;
  const passesBut = (skip: number | null) => row.passes.every((ok, i) => ok || i === skip);
  return {
    total: counts.total - (passesBut(null) ? 1 : 0),
    filters: counts.filters.map((group, i) => {
      if (!passesBut(i)) return group;
      const own = new Set(row.options[i]);
      return {
        type: group.type,
        options: group.options.map((o) => (own.has(String(o.id)) ? { id: o.id, count: o.count - 1 } : o)),
      };
    }),
  };
}

/**
 * Whether blocks change what the account finds (then a search's counts are its own, not shared): one
 * statement through the blocks' two indexes.
 */
export async function blocksChangeCounts(db: Executor, accountId: number): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(sql`select ${hasAnyBlock(accountId)} as blocked`);
  return result.rows[0]?.blocked === true;
}
