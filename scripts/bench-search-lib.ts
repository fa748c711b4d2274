/**
 * The pure parts of `npm run bench:search` (scripts/bench-search.ts): its arguments, the figures it
 * computes from the response times and EXPLAIN ANALYZE, and the verdicts against the search targets
 * (docs/performance.md, "Search: the full-size bench").
 */

/** The groups of cases; `hello` (a bare route of the same app) is the baseline and always runs. */
export const benchGroups = ['hello', 'offers', 'chefs', 'restaurants', 'featured'] as const;
export type BenchGroup = (typeof benchGroups)[number];

export interface BenchOptions {
  /** autocannon connections (concurrent requests). */
  connections: number;
  /** Seconds each case is measured, after `warmup` seconds unmeasured. */
  duration: number;
  warmup: number;
  /** Groups or case ids to run (`offers`, `chefs.position`); empty means every case. */
  cases: string[];
  /** Times each statement is run with EXPLAIN ANALYZE; the median counts. */
  sqlRuns: number;
  /** Print the plan of each case's main query. */
  plans: boolean;
  /** Exit 1 when a target is missed. */
  strict: boolean;
  /** Ask for uncompressed answers (a browser asks for gzip, deflate, br): what compression costs. */
  noCompression: boolean;
  /** Answer visitors afresh every time (VISITOR_ANSWERS_MS=0): what the searches cost uncached. */
  noVisitorCache: boolean;
  /** Sign the requests in as an account of this type (the first one without blocks); null: a visitor. */
  as: 'chef' | 'restaurant' | null;
  help: boolean;
}

export const benchTargets = {
  /** p95 of search/offers and search/chefs at 32 connections. */
  p95Ms: 25,
  /** An API call's p50 alone (one connection) at most this many times its SQL alone. */
  sqlRatio: 1.3,
  /** A search's requests per second at least this share of the hello route's. */
  throughputShare: 0.3,
} as const;

export const benchUsage =
  'Usage: npm run bench:search -- [--connections N] [--duration S] [--warmup S] [--cases offers,chefs] [--sql-runs N] [--plans] [--no-compression] [--no-visitor-cache] [--as chef|restaurant] [--strict]\n' +
  '  against DATABASE_URL, else the embedded database of DATA_DIR (fill it first: npm run db:seed)\n' +
  '  --connections  concurrent connections (default 32)\n' +
  '  --duration     seconds measured per case (default 10), after --warmup seconds (default 2)\n' +
  `  --cases        groups (${benchGroups.slice(1).join(', ')}) or case ids (offers.feed); default all\n` +
  '  --sql-runs     EXPLAIN ANALYZE runs of each statement, the median counts (default 5)\n' +
  '  --plans        print the plan of each case’s main query\n' +
  '  --no-compression  ask for uncompressed answers (default: gzip, deflate, br as a browser)\n' +
  "  --no-visitor-cache  answer every request afresh (default: visitors' answers kept 2 s, as served)\n" +
  '  --as           sign the requests in as a chef or a restaurant (default: a visitor)\n' +
  '  --strict       exit 1 when a target is missed (default: report only)';

const numberFlags = {
  connections: [1, 1000],
  duration: [1, 600],
  warmup: [0, 60],
  'sql-runs': [1, 50],
} as const;

/** Reads the command's flags; an error message for anything it does not understand. */
export function parseBenchArguments(args: string[]): BenchOptions | { error: string } {
  const options: BenchOptions = {
    connections: 32,
    duration: 10,
    warmup: 2,
    cases: [],
    sqlRuns: 5,
    plans: false,
    strict: false,
    noCompression: false,
    noVisitorCache: false,
    as: null,
    help: false,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--plans' || arg === '--strict' || arg === '--help' || arg === '-h') {
      options[arg === '-h' ? 'help' : (arg.slice(2) as 'plans' | 'strict' | 'help')] = true;
      continue;
    }
    if (arg === '--no-compression') {
      options.noCompression = true;
      continue;
    }
    if (arg === '--no-visitor-cache') {
      options.noVisitorCache = true;
      continue;
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !(name === 'cases' || name === 'as' || name in numberFlags))
      return { error: `Unknown option ${arg}.` };
    const text = inline ?? args[++i];
    if (text === undefined || text.startsWith('--')) return { error: `${flag} needs a value.` };
    if (name === 'as') {
      if (text !== 'chef' && text !== 'restaurant')
        return { error: `--as takes chef or restaurant, not "${text}".` };
      options.as = text;
      continue;
    }
    if (name === 'cases') {
      const cases = text
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean);
      const unknown = cases.find((c) => !benchGroups.includes(c.split('.')[0] as BenchGroup));
      if (unknown !== undefined || cases.length === 0)
        return {
          error: `--cases takes groups (${benchGroups.slice(1).join(', ')}) or case ids such as offers.feed, not "${unknown ?? text}".`,
        };
      options.cases = cases;
      continue;
    }
    const [min, max] = numberFlags[name as keyof typeof numberFlags];
    if (!/^[0-9]{1,4}$/.test(text) || Number(text) < min || Number(text) > max)
      return { error: `${flag} must be a whole number from ${min} to ${max}, not "${text}".` };
    const value = Number(text);
    if (name === 'sql-runs') options.sqlRuns = value;
    else options[name as 'connections' | 'duration' | 'warmup'] = value;
  }
  return options;
}

/** Whether a case (`offers.position`, group `offers`) is selected; hello always is. */
export function caseSelected(id: string, cases: readonly string[]): boolean {
  const group = id.split('.')[0]!;
  return group === 'hello' || cases.length === 0 || cases.includes(group) || cases.includes(id);
}

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` values; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50, p95, p99 and max of response times (ms). */
export function summarizeLatencies(times: readonly number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** One EXPLAIN (ANALYZE, FORMAT JSON) answer's times (ms). */
export interface ExplainTimes {
  planning: number;
  execution: number;
}

/** Reads the planning and execution times of EXPLAIN (ANALYZE, FORMAT JSON)'s answer. */
export function explainTimes(plan: unknown): ExplainTimes {
  const top = (Array.isArray(plan) ? plan[0] : plan) as
    { 'Planning Time'?: number; 'Execution Time'?: number } | undefined;
  return { planning: top?.['Planning Time'] ?? 0, execution: top?.['Execution Time'] ?? 0 };
}

/**
 * The SQL time of one request: `runs[r][s]` holds statement s's times in run r. Answers the median
 * over runs of the summed execution time, and of the summed planning and execution time.
 */
export function sqlTime(runs: readonly (readonly ExplainTimes[])[]): { execution: number; total: number } {
  return {
    execution: median(runs.map((run) => run.reduce((sum, t) => sum + t.execution, 0))),
    total: median(runs.map((run) => run.reduce((sum, t) => sum + t.planning + t.execution, 0))),
  };
}

/** What one case measured. */
export interface CaseResult {
  id: string;
  group: BenchGroup;
  latency: LatencySummary;
  rps: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failures: number;
  /** The SQL of one request (warm), planning and execution summed, ms; null when not measured. */
  sqlMs: number | null;
  /**
   * The hello route's requests per second measured beside this case (half its time just before it,
   * half just after), the baseline of its throughput target; without it, the hello case's.
   */
  helloRps?: number;
  /** The call's p50 alone: one connection, one request at a time (ms); null when not measured. */
  aloneP50: number | null;
}

export interface Verdict {
  id: string;
  target: string;
  ok: boolean;
  detail: string;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/**
 * The search targets, for each case: p95 at most 25 ms (search/offers and search/chefs), the call alone (one
 * connection, p50) at most 1.3 times the case's SQL alone, requests per second at least 30% of the hello
 * route's (measured beside the case when it was), and every answer a success.
 */
export function verdicts(results: readonly CaseResult[]): Verdict[] {
  const hello = results.find((r) => r.group === 'hello');
  const out: Verdict[] = [];
  for (const r of results) {
    if (r.group === 'hello') continue;
    if (r.failures > 0)
      out.push({ id: r.id, target: 'answers', ok: false, detail: `${r.failures} failed requests` });
    if (r.group === 'offers' || r.group === 'chefs')
      out.push({
        id: r.id,
        target: `p95 <= ${benchTargets.p95Ms} ms`,
        ok: r.latency.p95 <= benchTargets.p95Ms,
        detail: `p95 ${fixed(r.latency.p95)} ms`,
      });
    if (r.sqlMs !== null && r.aloneP50 !== null) {
      const ratio = r.aloneP50 / r.sqlMs;
      out.push({
        id: r.id,
        target: `API <= ${benchTargets.sqlRatio}x SQL`,
        ok: ratio <= benchTargets.sqlRatio,
        detail: `alone p50 ${fixed(r.aloneP50, 2)} ms / SQL ${fixed(r.sqlMs, 2)} ms = ${fixed(ratio, 2)}x`,
      });
    }
    const baseline = r.helloRps ?? hello?.rps;
    if (baseline) {
      const share = r.rps / baseline;
      out.push({
        id: r.id,
        target: `rps >= ${benchTargets.throughputShare * 100}% of hello`,
        ok: share >= benchTargets.throughputShare,
        detail: `${fixed(r.rps, 0)} / ${fixed(baseline, 0)} rps = ${fixed(share * 100, 0)}%${r.helloRps ? ' (hello beside it)' : ''}`,
      });
    }
  }
  return out;
}

/** Left-aligned text columns, the first row a header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
