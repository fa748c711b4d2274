// `npm run bench:search` (docs/performance.md, "Search: the full-size bench"): the search calls under load
// on the database the server would use (DATABASE_URL, else the embedded one of DATA_DIR, filled with
// `npm run db:seed`). Builds the app as the server does, adds a bare GET /bench/hello route to this
// instance only (the baseline), listens on a free port, and for each case runs autocannon (32
// connections, 10 s after a 2 s warm-up, in a worker thread) with requests made as the web app makes
// them: POST, form-encoded, lang=en, gzip, deflate and br accepted. Prints p50, p95, p99 and requests per second;
// then the SQL one request runs (its statements captured from the pg client), each statement run with
// EXPLAIN (ANALYZE, BUFFERS) in a rolled-back transaction, and the median of the summed planning and
// execution time beside the call's p50. Ends with PASS or FAIL against the targets: p95 <= 25 ms for
// search/offers and search/chefs, p50 <= 1.3x the SQL alone, requests per second >= 30% of hello's,
// hello being measured again around each case (half the case's time before it, half after) since the
// machine's speed drifts over a run.
//
//   npm run bench:search -- [--connections 32] [--duration 10] [--warmup 2] [--cases offers,chefs]
//                           [--sql-runs 5] [--plans] [--no-compression] [--no-visitor-cache] [--strict]
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import {
  featuredRestaurantsLimit,
  restaurantsFeaturedRoute,
  searchChefsRoute,
  searchOffersRoute,
  searchPageSizes,
  searchRestaurantsRoute,
  type FacetGroup,
} from '@shared/contracts/search';
import { buildApp } from '../src/server/app';
import { gazetteer } from '../src/server/features/places/gazetteer';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { createSession } from '../src/server/features/accounts/sessions.service';
import { findViewerFacts } from '../src/server/features/search/offers-search.repository';
import { sessionCookie } from '../src/server/plugins/session';
import {
  benchTargets,
  benchUsage,
  caseSelected,
  explainTimes,
  parseBenchArguments,
  sqlTime,
  summarizeLatencies,
  table,
  verdicts,
  type BenchGroup,
  type CaseResult,
  type ExplainTimes,
} from './bench-search-lib';

const print = (line = '') => process.stdout.write(`${line}\n`);

const parsed = parseBenchArguments(process.argv.slice(2));
if ('error' in parsed || parsed.help) {
  if ('error' in parsed) process.stderr.write(`${parsed.error}\n`);
  process.stderr.write(`${benchUsage}\n`);
  process.exit('error' in parsed ? 2 : 0);
}
const options = parsed;
/** Seconds of the one-connection run that measures each call alone. */
const aloneSeconds = 3;

// ---------------------------------------------------------------------------------------------------
// The SQL one request runs: every query through the pg client while `captured` is set (the requests
// it is set for run one at a time). The job queue's polling (schema pgboss) is left out.

interface Statement {
  text: string;
  values: unknown[];
}
let captured: Statement[] | null = null;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args) {
  if (captured) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = Array.isArray(second) ? second : typeof first === 'object' ? first?.values : undefined;
    if (text && !/\bpgboss\b/i.test(text)) captured.push({ text, values: values ?? [] });
  }
  return clientQuery.apply(this, args);
};

// ---------------------------------------------------------------------------------------------------
// The app, as the server builds it, with the baseline route.

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ...(options.noVisitorCache ? { VISITOR_ANSWERS_MS: '0' } : {}),
});
// autocannon closes its connections at the end of a run: the answers still being compressed then end
// with a "premature close", which is the client leaving, not the server failing.
const logger = pino({
  level: 'warn',
  hooks: {
    logMethod(args, method) {
      const first = args[0] as { err?: { code?: string } } | undefined;
      if (first?.err?.code !== 'ERR_STREAM_PREMATURE_CLOSE') method.apply(this, args);
    },
  },
});
const started = Date.now();
const database = await openDatabase(config, logger);
const app = await buildApp({ config, db: database.db, loggerInstance: logger, serveWeb: false });
// As the server has it a few seconds after its start: the gazetteer in memory, so the cards name their
// places in the request's language (docs/decisions/044) while they are measured.
gazetteer();
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const origin = new URL(config.publicUrl).origin;
const pool = database.db.$client;

/** What a browser accepts (Chromium's list), or nothing with --no-compression. */
const encoding = { 'accept-encoding': options.noCompression ? 'identity' : 'gzip, deflate, br' };
/** The headers of the web app's calls: a same-origin form post from a browser (signed in with --as). */
const formHeaders: Record<string, string> = {
  'content-type': 'application/x-www-form-urlencoded',
  ...encoding,
  'accept-language': 'en',
  origin,
  ...(options.as ? { cookie: `${sessionCookie}=${await signedInAs(options.as)}` } : {}),
};
if (options.as) {
  // The cookie must sign the requests in, or the run would measure a visitor's.
  const res = await fetch(`${base}/api/account/user`, {
    method: 'POST',
    headers: formHeaders,
    body: 'lang=en',
  });
  const user = ((await res.json()) as { data?: { user?: { type?: string } | null } }).data?.user;
  if (user?.type !== options.as) throw new Error(`the session does not sign in as a ${options.as}`);
}

/**
 * A session of the first account of `type` that blocks no one and is blocked by no one (and, for a
 * chef, has a profile): the viewer most signed-in requests come from.
 */
async function signedInAs(type: 'chef' | 'restaurant'): Promise<string> {
  const { rows } = await database.db.$client.query<{ id: number; subscription: number }>(
    `select id, subscription from accounts a where type = $1 and disabled_at is null
       and ($1 <> 'chef' or exists (select 1 from chef_profiles p where p.account_id = a.id))
     order by id limit 50`,
    [type],
  );
  for (const row of rows) {
    const facts = await findViewerFacts(database.db, {
      accountId: row.id,
      type,
      subscription: row.subscription,
    });
    if (facts.blocked) continue;
    const { token } = await createSession(database.db, config.sessionSecret, row.id, { remember: true });
    print(
      `signed in as ${type} account ${row.id} (nationalities ${facts.nationalities.join(',') || 'none'}, languages ${facts.languages.join(',') || 'none'})`,
    );
    return token;
  }
  throw new Error(`no ${type} account without blocks to sign in as`);
}

interface BenchCase {
  id: string;
  group: BenchGroup;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const form = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries({ ...fields, lang: 'en' })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

async function request(c: BenchCase) {
  const res = await fetch(base + c.path, {
    method: c.method,
    headers: c.method === 'POST' ? formHeaders : encoding,
    body: c.body,
  });
  const text = await res.text();
  let body: { data?: Record<string, unknown>; code?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: reported with the status below.
  }
  return { status: res.status, body, text };
}

/**
 * Runs `work` with the SQL statements it makes captured, visitors' kept answers dropped first: the
 * statements are those of an answer made afresh.
 */
async function capturing<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  app.visitorAnswers.clear();
  captured = [];
  try {
    const result = await work();
    return { result, statements: captured };
  } finally {
    captured = null;
  }
}

/** One statement under EXPLAIN ANALYZE, in a transaction rolled back (a statement may write). */
async function explain(client: pg.PoolClient, statement: Statement, format: 'json' | 'text') {
  await client.query('begin');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, buffers, format ${format}) ${statement.text}`,
      statement.values,
    );
    return format === 'json' ? rows[0]!['QUERY PLAN'] : rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}

function load(c: BenchCase, warmup: number, duration: number, connections = options.connections) {
  return new Promise<{ times: number[]; failed: number; seconds: number }>((resolve, reject) => {
    const worker = new Worker(new URL('./bench-search-load.mjs', import.meta.url), {
      workerData: {
        url: base + c.path,
        method: c.method,
        headers: c.method === 'POST' ? formHeaders : encoding,
        body: c.body,
        connections,
        duration,
        warmup,
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker stopped with code ${code}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Parameters from the data: the most common position of live offers and of live chefs, and the town
// with the most live venues (a real place of the picker at its venues' mean coordinates).

const one = async <R extends pg.QueryResultRow>(text: string) => (await pool.query<R>(text)).rows[0];
const counts = await one<{ offers: number; chefs: number; venues: number }>(
  `select (select count(*) from offers where status = 1 and approved = 1 and deleted_at is null)::int as offers,
          (select count(*) from chef_profiles where active = 1 and approved = 1)::int as chefs,
          (select count(*) from restaurant_profiles where active = 1 and approved = 1)::int as venues`,
);
const offerPosition = await one<{ position: number }>(
  `select position from offers where status = 1 and approved = 1 and deleted_at is null
    group by 1 order by count(*) desc limit 1`,
);
const chefPosition = await one<{ position: number }>(
  `select position from chef_profiles where active = 1 and approved = 1 and position is not null
    group by 1 order by count(*) desc limit 1`,
);
const town = await one<{ town: string; lat: number; lng: number; venues: number }>(
  `select location -> 'components' ->> 'locality' as town, round(avg(lat)::numeric, 4)::float8 as lat,
          round(avg(lng)::numeric, 4)::float8 as lng, count(*)::int as venues
     from restaurant_profiles where active = 1 and approved = 1 and lat is not null
    group by location -> 'components' ->> 'locality', location -> 'components' ->> 'country_code'
    order by count(*) desc limit 1`,
);
const place = town
  ? {
      ...(
        await pool.query<{ location: Record<string, unknown> }>(
          `select location from restaurant_profiles where location -> 'components' ->> 'locality' = $1 limit 1`,
          [town.town],
        )
      ).rows[0]!.location,
      lat: town.lat,
      lng: town.lng,
    }
  : undefined;
print(
  `bench:search on ${config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`} ` +
    `(ready in ${((Date.now() - started) / 1000).toFixed(1)} s): live offers ${counts?.offers.toLocaleString('en')}, ` +
    `chefs ${counts?.chefs.toLocaleString('en')}, venues ${counts?.venues.toLocaleString('en')}`,
);
if (!counts || counts.offers < 100 || counts.chefs < 100 || !town) {
  print('Too little data to measure: fill the database first (npm run db:seed).');
  await app.close();
  await database.close();
  process.exit(2);
}
print(
  `parameters: offers position ${offerPosition?.position}, chefs position ${chefPosition?.position}, ` +
    `location ${town.town} (${town.lat}, ${town.lng}; ${town.venues} venues), radius default; ` +
    `${options.connections} connections, ${options.duration} s per case after ${options.warmup} s` +
    `${options.noCompression ? ', uncompressed answers' : ''}` +
    `${config.visitorAnswersMs > 0 ? `, answers kept ${config.visitorAnswersMs} ms` : ', every answer afresh'}` +
    `${options.as ? `, signed in as a ${options.as}` : ', as a visitor'}; ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);

/** The option with the most results of a facet type, from a search's answer. */
const topOption = (facets: unknown, type: string) => {
  const group = (facets as FacetGroup[] | undefined)?.find((g) => g.type === type);
  return group?.options.reduce((best, o) => (o.count > best.count ? o : best), group.options[0]!)?.id;
};
const filters = (facets: unknown, types: string[]) =>
  types.flatMap((type) => {
    const id = topOption(facets, type);
    return id === undefined ? [] : [{ id, type }];
  });

/**
 * The cases, each built when it runs: the filtered searches use the most common options of the
 * facets of their group's first answer.
 */
const facetsOf = new Map<BenchGroup, unknown>();
const post = (path: string, group: BenchGroup, id: string, label: string, fields: Record<string, unknown>) =>
  ({ id: `${group}.${id}`, group, label, method: 'POST', path, body: form(fields) }) as BenchCase;
const offers = (id: string, label: string, fields: Record<string, unknown>) =>
  post(searchOffersRoute.path, 'offers', id, label, { page: 0, qty: searchPageSizes.home, ...fields });
const chefs = (id: string, label: string, fields: Record<string, unknown>) =>
  post(searchChefsRoute.path, 'chefs', id, label, { page: 0, qty: searchPageSizes.chefsVisitor, ...fields });
const restaurants = (id: string, label: string, fields: Record<string, unknown>) =>
  post(searchRestaurantsRoute.path, 'restaurants', id, label, {
    page: 0,
    qty: searchPageSizes.restaurants,
    ...fields,
  });
const offerFilters = () => filters(facetsOf.get('offers'), ['term', 'cuisine']);
const helloCase: BenchCase = {
  id: 'hello',
  group: 'hello',
  label: 'GET /bench/hello',
  method: 'GET',
  path: '/bench/hello',
};
const cases: (() => BenchCase)[] = [
  () => helloCase,
  () => offers('feed', 'the feed', {}),
  () => offers('position', 'position', { position: offerPosition?.position }),
  () => offers('filters', 'filters', { filters: offerFilters() }),
  () => offers('location', 'location', { location: place }),
  () =>
    offers('all', 'position + location + filters', {
      position: offerPosition?.position,
      location: place,
      filters: offerFilters(),
    }),
  () => chefs('default', 'default', {}),
  () => chefs('position', 'position', { position: chefPosition?.position }),
  () =>
    chefs('filters', 'position + filters', {
      position: chefPosition?.position,
      filters: filters(facetsOf.get('chefs'), ['cuisine', 'language']),
    }),
  () => chefs('cuisine', 'a cuisine', { filters: filters(facetsOf.get('chefs'), ['cuisine']) }),
  () =>
    chefs('filters-only', 'cuisine + language', {
      filters: filters(facetsOf.get('chefs'), ['cuisine', 'language']),
    }),
  () =>
    chefs('three-filters', 'cuisine + language + nationality', {
      filters: filters(facetsOf.get('chefs'), ['cuisine', 'language', 'nationality']),
    }),
  () => chefs('location', 'position + location', { position: chefPosition?.position, location: place }),
  () => restaurants('default', 'default', {}),
  () => restaurants('location', 'location', { location: place }),
  () =>
    restaurants('filters', 'filters', {
      filters: filters(facetsOf.get('restaurants'), ['cuisine', 'country']),
    }),
  () =>
    post(restaurantsFeaturedRoute.path, 'featured', 'default', 'featured', { qty: featuredRestaurantsLimit }),
];

// ---------------------------------------------------------------------------------------------------
// The runs.

const results: CaseResult[] = [];
const rows: string[][] = [
  [
    'case',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'rps',
    '% hello',
    'SQL ms',
    'exec ms',
    'alone ms',
    'ratio',
    'stmts',
    'cold+',
  ],
];
const plans: string[] = [];
/** Cases whose first request did not succeed: not measured, and each a missed target. */
const unanswered: { id: string; status: number }[] = [];
const sqlClient = await pool.connect();
/** A statement's text, values and EXPLAIN ANALYZE plan, under a title (--plans). */
const planOf = async (title: string, statement: Statement) =>
  `--- ${title}\n${statement.text}\n-- values: ${JSON.stringify(statement.values).slice(0, 300)}\n` +
  (await explain(sqlClient, statement, 'text'));
const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

try {
  for (const make of cases) {
    const c = make();
    if (!caseSelected(c.id, options.cases)) continue;
    // The first request counts anything cached per process (facets, totals), the second is as the
    // load runs it: the statements of the first only are reported apart ("cold+").
    const cold = await capturing(() => request(c));
    if (cold.result.status !== 200) {
      print(
        `${c.id}: ${c.method} ${c.path} answered ${cold.result.status} ${cold.result.text.slice(0, 160)}: skipped`,
      );
      unanswered.push({ id: c.id, status: cold.result.status });
      continue;
    }
    const data = cold.result.body.data;
    // The filtered cases take the top options of the group's first answer (its default search,
    // unless that one failed).
    if (!facetsOf.has(c.group) && Array.isArray(data?.filters)) facetsOf.set(c.group, data.filters);
    const warm = await capturing(() => request(c));
    const warmTexts = new Set(warm.statements.map((s) => s.text));
    const coldOnly = cold.statements.filter((s) => !warmTexts.has(s.text));

    // The machine's speed drifts over a run: the hello route is measured again around the case (half
    // the case's time before it, half after) and the throughput compared with that.
    const before = c.group === 'hello' ? null : await load(helloCase, 0, options.duration / 2);
    const run = await load(c, options.warmup, options.duration);
    const after = c.group === 'hello' ? null : await load(helloCase, 0, options.duration / 2);
    const latency = summarizeLatencies(run.times);
    const rps = run.times.length / run.seconds;
    const helloRps =
      before && after
        ? (before.times.length + after.times.length) / (before.seconds + after.seconds)
        : undefined;
    // The call alone: one connection, each request after the last (what one visitor waits).
    const alone = summarizeLatencies((await load(c, 0, aloneSeconds, 1)).times);

    let sql: { execution: number; total: number } | null = null;
    let coldMs = 0;
    if (warm.statements.length > 0) {
      const runs: ExplainTimes[][] = [];
      for (let r = 0; r < options.sqlRuns; r++) {
        const times: ExplainTimes[] = [];
        for (const statement of warm.statements)
          times.push(explainTimes(await explain(sqlClient, statement, 'json')));
        runs.push(times);
      }
      sql = sqlTime(runs);
      let slowestCold: { statement: Statement; time: number } | undefined;
      for (const statement of coldOnly) {
        const t = explainTimes(await explain(sqlClient, statement, 'json'));
        coldMs += t.planning + t.execution;
        if (!slowestCold || t.planning + t.execution > slowestCold.time)
          slowestCold = { statement, time: t.planning + t.execution };
      }
      if (options.plans && slowestCold)
        plans.push(
          await planOf(
            `${c.id} (${c.label}): the slowest statement of the first request only (kept per process), ${ms(slowestCold.time, 2)} ms`,
            slowestCold.statement,
          ),
        );
      if (options.plans) {
        // The main query: the statement with the longest median execution.
        const main = warm.statements
          .map((statement, s) => ({ statement, time: sqlTime(runs.map((run) => [run[s]!])).total }))
          .sort((a, b) => b.time - a.time)[0]!;
        plans.push(
          await planOf(
            `${c.id} (${c.label}): main query, ${ms(main.time, 2)} ms of ${ms(sql.total, 2)} ms`,
            main.statement,
          ),
        );
      }
    }
    const result: CaseResult = {
      id: c.id,
      group: c.group,
      latency,
      rps,
      helloRps,
      failures: run.failed,
      sqlMs: sql?.total ?? null,
      aloneP50: alone.requests > 0 ? alone.p50 : null,
    };
    results.push(result);
    const hello = results.find((r) => r.group === 'hello');
    const row = [
      c.id,
      ms(latency.p50),
      ms(latency.p95),
      ms(latency.p99),
      ms(rps, 0),
      helloRps || hello ? ms((rps / (helloRps ?? hello!.rps)) * 100, 0) : '-',
      sql ? ms(sql.total, 2) : '-',
      sql ? ms(sql.execution, 2) : '-',
      ms(alone.p50, 2),
      sql ? ms(alone.p50 / sql.total, 2) : '-',
      String(warm.statements.length),
      coldOnly.length ? `${coldOnly.length} (${ms(coldMs, 1)} ms)` : '',
    ];
    rows.push(row);
    const total = typeof data?.total === 'number' ? `, total ${data.total.toLocaleString('en')}` : '';
    const listed = Array.isArray(data?.list) ? `, ${data.list.length} listed` : '';
    print(
      `${c.id} (${c.label}${total}${listed}): p50 ${row[1]} ms, p95 ${row[2]} ms, p99 ${row[3]} ms, ` +
        `${row[4]} rps${run.failed ? `, ${run.failed} FAILED` : ''}; SQL ${row[6]} ms (${row[10]} statements), alone ${row[8]} ms, ratio ${row[9]}`,
    );
  }
} finally {
  sqlClient.release();
  await app.close();
  await database.close();
}

print();
print(table(rows));
print(
  `(SQL: the statements of one request, planning and execution summed, median of ${options.sqlRuns} EXPLAIN ANALYZE runs; ` +
    `% hello: of the hello measured around the case; alone: p50 at one connection, one request at a time; ratio: alone / SQL; cold+: statements only the first request ran, counts kept per process; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
);
for (const plan of plans) print(`\n${plan}`);

const checks = [
  ...unanswered.map(({ id, status }) => ({ id, target: 'answers', ok: false, detail: `answered ${status}` })),
  ...verdicts(results),
];
print();
for (const v of checks)
  print(`${v.ok ? 'ok  ' : 'MISS'} ${v.id.padEnd(20)} ${v.target.padEnd(24)} ${v.detail}`);
const missed = checks.filter((v) => !v.ok).length;
print(
  missed === 0
    ? `PASS: every target met (p95 <= ${benchTargets.p95Ms} ms, API <= ${benchTargets.sqlRatio}x SQL, rps >= ${benchTargets.throughputShare * 100}% of hello)`
    : `FAIL: ${missed} of ${checks.length} targets missed`,
);
if (missed > 0 && options.strict) process.exitCode = 1;
