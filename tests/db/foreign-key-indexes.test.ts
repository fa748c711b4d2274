import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-db';

/**
 * Deleting a row checks every foreign key pointing at its table with one query per key on the
 * referencing table (docs/performance.md, "Synthetic data"): without an index led by the referencing
 * column, each of those is a scan of the whole table, for every row deleted. A partial index whose
 * only condition is `column IS NOT NULL` serves too (the check's `column = $1` implies it). The job
 * queue's own tables (schema pgboss) are its library's.
 */
describe('foreign keys', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('each have an index led by their referencing columns', async () => {
    const { rows } = await database.db.execute<{ key: string }>(
      sql`select c.conrelid::regclass::text || '.' || c.conname as key
            from pg_constraint c
           where c.contype = 'f' and c.connamespace = 'public'::regnamespace
             and not exists (
               select 1 from pg_index i
                where i.indrelid = c.conrelid and i.indisvalid
                  and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                  and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
                  and (i.indpred is null
                       or (cardinality(c.conkey) = 1
                           and pg_get_expr(i.indpred, i.indrelid) = format('(%I IS NOT NULL)',
                             (select attname from pg_attribute
                               where attrelid = c.conrelid and attnum = c.conkey[1])))))
           order by 1`,
    );
    expect(rows.map((r) => r.key)).toEqual([]);
  });
});
