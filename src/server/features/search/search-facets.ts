import { sql, type SQL } from 'drizzle-orm';
import type { FacetGroup, SearchFilter } from '@shared/contracts/search';
import type { Executor } from '../../db/client';

/**
 * Facets and the total of a search in one statement (docs/decisions/028-search.md): the rows the search
 * matches before its filters are read once (a materialized CTE, through the indexes the search's own
 * conditions pick), each with its options of every filter type and whether it passes each type's chosen
 * filters; then the total counts the rows passing every type, and each type's options are counted over
 * the rows passing the OTHER types (choosing an option does not hide its siblings).
 */

/** Filter ids as one SQL array of text (codes) or smallint (reference ids), each a parameter. */
export function idArray(values: readonly (number | string)[], type: 'text' | 'smallint'): SQL {
  const items = values.map((value) => (type === 'text' ? sql`${String(value)}` : sql`${Number(value)}`));
  return sql`array[${sql.join(items, sql`, `)}]::${sql.raw(type)}[]`;
}

/** One filter type of a search as its facet reads a row. */
export interface FacetDimension {
  type: SearchFilter['type'];
  /** The row's options of this type, as an array (a scalar column wrapped in `array[...]`). */
  options: SQL;
  /** Whether the row passes this type's chosen filters; null when none of the type is chosen. */
  chosen: SQL | null;
  /** Options are numbers (position, cuisine) rather than codes. */
  numeric: boolean;
}

/** The options a facet lists at most, by count (the rest are too rare to offer). */
export const facetOptionsShown = 50;

export interface FacetCounts {
  total: number;
  filters: FacetGroup[];
}

/**
 * Counts the facets and the total of the rows of `from` matching `where`. The chosen options of each
 * type stay listed (with 0 when nothing matches them now), so a selection never disappears from the panel.
 */
export async function countFacets(
  db: Executor,
  from: SQL,
  where: SQL,
  dimensions: readonly FacetDimension[],
  chosen: readonly SearchFilter[],
): Promise<FacetCounts> {
  const passes = (skip: number | null) => {
    const parts = dimensions.flatMap((d, i) => (i !== skip && d.chosen ? [sql.raw(`m${i}`)] : []));
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  const columns = dimensions.flatMap((d, i) => [
    sql`${d.options} as ${sql.raw(`o${i}`)}`,
    ...(d.chosen ? [sql`(${d.chosen}) as ${sql.raw(`m${i}`)}`] : []),
  ]);
  const counts = dimensions.map(
    (_, i) =>
      sql`select ${i}::int as d, o::text as id, count(*)::int as n from facet_base, unnest(${sql.raw(`o${i}`)}) o where ${passes(i)} and o is not null group by o`,
  );
  const result = await db.execute<{ d: number; id: string | null; n: number }>(sql`
    with facet_base as materialized (select ${sql.join(columns, sql`, `)} from ${from} where ${where})
    select -1::int as d, null::text as id, count(*)::int as n from facet_base where ${passes(null)}
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
    for (const filter of chosen)
      if (filter.type === d.type && !counted.has(String(filter.id))) counted.set(String(filter.id), 0);
    const listed = [...counted.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, facetOptionsShown)
      .map(([id, count]) => ({ id: d.numeric ? Number(id) : id, count }));
    return { type: d.type, options: listed };
  });
  return { total, filters };
}
