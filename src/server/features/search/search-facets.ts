import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FacetGroup, SearchFilter } from '@shared/contracts/search';
import { hasAnyBlock } from '../../access';
import type { Executor } from '../../db/client';

/**
 * Facets and the total of a search in one statement (docs/decisions/028-search.md): the total counts
 * the rows passing the search and every filter type; each type's options are counted over the rows
 * passing the search and the OTHER types' filters (choosing an option does not hide its siblings). The
 * matching rows are read once (a materialized set of their option columns and a verdict per chosen
 * filter type), then every count reads that set: a count per type reading the table through its own
 * index read a place's chefs seven times over (docs/performance.md, "Search: chef counts").
 */

/** Filter ids as one SQL array of text (codes) or smallint (reference ids), each a parameter. */
export function idArray(values: readonly (number | string)[], type: 'text' | 'smallint'): SQL {
  const items = values.map((value) => (type === 'text' ? sql`${String(value)}` : sql`${Number(value)}`));
  return sql`array[${sql.join(items, sql`, `)}]::${sql.raw(type)}[]`;
}

/** Where a filter type's options are read: a column of the searched table, one option or an array of them. */
export interface FacetOptions {
  column: SQL;
  kind: 'value' | 'array';
}

/** One filter type of a search as its facet counts it. */
export interface FacetDimension {
  type: SearchFilter['type'];
  options: FacetOptions;
  /** Whether a row passes this type's chosen filters; null when none of the type is chosen. */
  chosen: SQL | null;
  /** Options are numbers (position, cuisine) rather than codes. */
  numeric: boolean;
}

/** The options a facet lists at most, by count (the rest are too rare to offer), besides the chosen ones. */
export const facetOptionsShown = 50;

export interface FacetCounts {
  total: number;
  filters: FacetGroup[];
}

/** A count of `countFacetRows`: `d` the dimension's index (-1 for the total), `id` the option. */
export interface CountRow {
  d: number;
  id: string | null;
  n: number;
}

/** Counts the facets and the total of the rows of `from` matching `where` (see `facetsOfCounts`). */
export async function countFacets(
  db: Executor,
  from: SQL,
  where: SQL,
  dimensions: readonly FacetDimension[],
  chosen: readonly SearchFilter[],
): Promise<FacetCounts> {
  return facetsOfCounts(await countFacetRows(db, from, where, dimensions), dimensions, chosen);
}

/**
 * The counts of `countFacets`, one row each. The total reads the rows passing every chosen type, and
 * each type's options the rows passing the other chosen types, so the set holds those rows only: with
 * two types chosen, the rows passing either (through each type's index) rather than every match of
 * the search.
 */
async function countFacetRows(
  db: Executor,
  from: SQL,
  where: SQL,
  dimensions: readonly FacetDimension[],
): Promise<CountRow[]> {
  // Type i's option column and its verdict, as the set `m` names them.
  const value = (i: number) => sql.raw(`m.v${i}`);
  const passes = (i: number) => sql.raw(`m.f${i}`);
  // The verdicts of every chosen type but `skip` (every one when null), and a where clause of conditions.
  const passing = (skip: number | null) =>
    dimensions.flatMap((d, i) => (i !== skip && d.chosen ? [passes(i)] : []));
  const whereAll = (conditions: SQL[]) =>
    conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`;
  const kept = dimensions.flatMap((d, i) => [
    sql`${d.options.column} as ${sql.raw(`v${i}`)}`,
    ...(d.chosen ? [sql`${d.chosen} as ${sql.raw(`f${i}`)}`] : []),
  ]);
  // The rows each count reads: those passing every chosen type but one (each holds the rows passing
  // every chosen type, which the total reads).
  const chosen = dimensions.flatMap((d, i) => (d.chosen ? [i] : []));
  const sets = (chosen.length > 0 ? chosen : [null]).map((skip) =>
    chosen.flatMap((i) => (i === skip ? [] : [dimensions[i]!.chosen!])),
  );
  const counted = sets.some((conditions) => conditions.length === 0)
    ? where
    : sql`${where} and (${sql.join(
        sets.map((conditions) => sql`(${sql.join(conditions, sql` and `)})`),
        sql` or `,
      )})`;
  const counts = dimensions.map((d, i) => {
    const count =
      d.options.kind === 'array'
        ? sql`select o::text as id, count(*)::int as n from m, unnest(${value(i)}) o${whereAll(passing(i))} group by o`
        : sql`select ${value(i)}::text as id, count(*)::int as n from m${whereAll([...passing(i), sql`${value(i)} is not null`])} group by ${value(i)}`;
    return sql`union all select ${i}::int as d, id, n from (${count}) ${sql.raw(`c${i}`)}`;
  });
  const result = await db.execute<{ d: number; id: string | null; n: number }>(sql`
    with m as materialized (select ${sql.join(kept, sql`, `)} from ${from} where ${counted})
    select -1::int as d, null::text as id, count(*)::int as n from m${whereAll(passing(null))}
    ${sql.join(counts, sql` `)}`);
  return result.rows;
}

/**
 * The facets of counted rows (`d`: the dimension's index, -1 for the total): each type's options by
 * count, most first, at most 50 besides the chosen ones, which stay listed (with 0 when nothing matches
 * them now), so a selection never disappears from the panel.
 */
export function facetsOfCounts(
  rows: readonly CountRow[],
  dimensions: readonly Pick<FacetDimension, 'type' | 'numeric'>[],
  chosen: readonly SearchFilter[],
): FacetCounts {
  let total = 0;
  const options = dimensions.map(() => new Map<string, number>());
  for (const row of rows) {
    if (row.d < 0) total = Number(row.n);
    else options[row.d]!.set(row.id!, Number(row.n));
  }
  const filters = dimensions.map((d, i) => {
    const counted = options[i]!;
    const chosenIds = chosenIdsOf(chosen, d.type);
    for (const id of chosenIds) if (!counted.has(id)) counted.set(id, 0);
    const listed = [...counted.entries()]
      .map(([id, count]) => ({ id, count }))
      .sort(byCount)
      .filter(({ id }, index) => index < facetOptionsShown || chosenIds.has(id))
      .map(({ id, count }) => ({ id: d.numeric ? Number(id) : id, count }));
    return { type: d.type, options: listed };
  });
  return { total, filters };
}

/** The chosen options of one filter type, as text. */
function chosenIdsOf(chosen: readonly SearchFilter[], type: string): Set<string> {
  return new Set(chosen.filter((f) => f.type === type).map((f) => String(f.id)));
}

/** The order of a facet's options: most counted first, then by id. */
function byCount(a: { id: number | string; count: number }, b: { id: number | string; count: number }) {
  return b.count - a.count || String(a.id).localeCompare(String(b.id));
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
 * The counts without rows they included (a chef's own profile, and the profiles of accounts blocked
 * either way with the viewer, which the viewer's search leaves out while the counts are shared with
 * everyone): the total for each row passing every type, and each type's options for each row passing
 * the others. An option left with nobody goes unless chosen, and the options keep their order by count.
 */
export function countsWithout(
  counts: FacetCounts,
  rows: readonly CountedRow[],
  chosen: readonly SearchFilter[],
): FacetCounts {
  const matching = rows.filter((row) => row.matches);
  if (matching.length === 0) return counts;
  const passesBut = (row: CountedRow, skip: number | null) => row.passes.every((ok, i) => ok || i === skip);
  return {
    total: counts.total - matching.filter((row) => passesBut(row, null)).length,
    filters: counts.filters.map((group, i) => {
      const taken = new Map<string, number>();
      for (const row of matching)
        if (passesBut(row, i))
          for (const option of new Set(row.options[i])) taken.set(option, (taken.get(option) ?? 0) + 1);
      if (taken.size === 0) return group;
      const chosenIds = chosenIdsOf(chosen, group.type);
      const options = group.options
        .map((o) => ({ id: o.id, count: o.count - (taken.get(String(o.id)) ?? 0) }))
        .filter((o) => o.count > 0 || chosenIds.has(String(o.id)))
        .sort(byCount);
      return { type: group.type, options };
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

/** A table of kept bits (find chefs' `chef_facet_bits`, the feed's `offer_facet_bits`). */
export type FacetBitsTable = PgTable & { type: PgColumn; option: PgColumn; chunk: PgColumn; bits: PgColumn };

/** An option as the kept bits name it. */
export interface BitKey {
  type: string;
  option: string;
}

/**
 * The counts of a search choosing options (`chosen`, not empty) over kept bits, in one statement: per
 * chunk of ids, the `base` options ANDed (the live items, of the searched position), each chosen
 * type's options ORed (options of one type are alternatives) and the types ANDed make the total's set,
 * and the same without one type that type's options' set; `within` (a sub-select of type and option),
 * when given, is one more set ORed and ANDed into every one (a chef's audiences). Each option's bits
 * are ANDed with its type's set and counted: every option's bits read once, whatever the search matches.
 */
export async function keptBitCountRows(
  db: Executor,
  b: FacetBitsTable,
  search: { base: readonly BitKey[]; chosen: readonly BitKey[]; types: readonly string[]; within?: SQL },
): Promise<{ type: string; id: string; n: number }[]> {
  const { base, chosen, types, within } = search;
  // The sets every mask ANDs besides the chosen types': the base, and `within` when given.
  const always = within ? 2 : 1;
  const chosenTypes = [...new Set(chosen.map((c) => c.type))];
  const keys = (list: readonly { type: string; option: string }[]) =>
    sql.join(
      list.map((k) => sql`(${k.type}, ${k.option})`),
      sql`, `,
    );
  const skips = ['', ...chosenTypes].map((skip) => sql`(${skip}::text)`);
  const countedTypes = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const result = await db.execute<{ type: string; id: string; n: number }>(sql`
    with sets as (
      select ''::text as type, ${b.chunk} as chunk, bit_and(${b.bits}) as bits from ${b}
        where (${b.type}, ${b.option}) in (${keys(base)}) group by ${b.chunk} having count(*) = ${base.length}
      union all
      select ${b.type}, ${b.chunk}, bit_or(${b.bits}) from ${b}
        where (${b.type}, ${b.option}) in (${keys(chosen)}) group by ${b.type}, ${b.chunk}
      ${
        within
          ? sql`union all
      select '~within', ${b.chunk}, bit_or(${b.bits}) from ${b}
        where (${b.type}, ${b.option}) in (${within}) group by ${b.chunk}`
          : sql``
      }
    ),
    masks as (
      select s.skip, x.chunk, bit_and(x.bits) as bits
      from (values ${sql.join(skips, sql`, `)}) s(skip) join sets x on x.type = '' or x.type <> s.skip
      group by s.skip, x.chunk
      -- Every set of the chunk ANDed (a type without any of its options there leaves nothing), and
      -- chunks with nobody in them left out.
      having count(*) = case when s.skip = '' then ${chosenTypes.length + always}::int else ${chosenTypes.length + always - 1}::int end
        and bit_count(bit_and(x.bits)) > 0
    )
    select 'total' as type, '' as id, coalesce(sum(bit_count(m.bits)), 0)::int as n from masks m where m.skip = ''
    union all
    -- Counted per chunk before grouping (offset 0 keeps the subquery apart), so the grouping sorts
    -- or hashes numbers, not bit strings.
    select c.type, c.option, sum(c.n)::int from (
      select ${b.type} as type, ${b.option} as option, bit_count(${b.bits} & m.bits) as n from ${b}
        join masks m on m.chunk = ${b.chunk}
          and m.skip = case when ${b.type} in (${sql.join(
            chosenTypes.map((type) => sql`${type}`),
            sql`, `,
          )}) then ${b.type}::text else '' end
        where ${b.type} in (${countedTypes})
      offset 0
    ) c
    group by c.type, c.option
    having sum(c.n) > 0`);
  return result.rows;
}
