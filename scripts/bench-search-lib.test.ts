import { describe, expect, it } from 'vitest';
import {
  caseSelected,
  explainTimes,
  median,
  parseBenchArguments,
  percentile,
  sqlTime,
  summarizeLatencies,
  table,
  verdicts,
  type CaseResult,
} from './bench-search-lib';

describe('bench:search arguments', () => {
  it('default to 32 connections, 10 s per case after 2 s, every case, 5 SQL runs', () => {
    expect(parseBenchArguments([])).toEqual({
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
    });
  });

  it('take numbers with a space or =, case groups and ids, and the switches', () => {
    expect(
      parseBenchArguments([
        '--connections',
        '64',
        '--duration=20',
        '--warmup',
        '0',
        '--cases',
        'offers, Chefs.position',
        '--sql-runs=3',
        '--plans',
        '--no-compression',
        '--no-visitor-cache',
        '--as',
        'chef',
        '--strict',
      ]),
    ).toEqual({
      connections: 64,
      duration: 20,
      warmup: 0,
      cases: ['offers', 'chefs.position'],
      sqlRuns: 3,
      plans: true,
      strict: true,
      noCompression: true,
      noVisitorCache: true,
      as: 'chef',
      help: false,
    });
    expect(parseBenchArguments(['-h'])).toMatchObject({ help: true });
  });

  it('refuse what they do not understand, with a clear message', () => {
    expect(parseBenchArguments(['--connection', '3'])).toEqual({ error: 'Unknown option --connection.' });
    expect(parseBenchArguments(['fast'])).toEqual({ error: 'Unknown option fast.' });
    expect(parseBenchArguments(['--as', 'staff'])).toEqual({
      error: '--as takes chef or restaurant, not "staff".',
    });
    expect(parseBenchArguments(['--duration'])).toEqual({ error: '--duration needs a value.' });
    expect(parseBenchArguments(['--duration', '--plans'])).toEqual({ error: '--duration needs a value.' });
    expect(parseBenchArguments(['--connections', '0'])).toEqual({
      error: '--connections must be a whole number from 1 to 1000, not "0".',
    });
    expect(parseBenchArguments(['--duration=2.5'])).toMatchObject({
      error: expect.stringContaining('"2.5"'),
    });
    expect(parseBenchArguments(['--cases', 'offers,people'])).toMatchObject({
      error: expect.stringContaining('not "people"'),
    });
    expect(parseBenchArguments(['--cases', ','])).toMatchObject({
      error: expect.stringContaining('--cases'),
    });
  });

  it('select cases by group or id, the hello baseline always', () => {
    expect(caseSelected('offers.feed', [])).toBe(true);
    expect(caseSelected('offers.feed', ['offers'])).toBe(true);
    expect(caseSelected('chefs.position', ['offers'])).toBe(false);
    expect(caseSelected('chefs.position', ['offers', 'chefs.position'])).toBe(true);
    expect(caseSelected('chefs.default', ['chefs.position'])).toBe(false);
    expect(caseSelected('hello', ['chefs'])).toBe(true);
  });
});

describe('bench:search figures', () => {
  it('take nearest-rank percentiles and medians', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('summarize response times in any order', () => {
    const times = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(summarizeLatencies(times)).toEqual({ requests: 200, p50: 100, p95: 190, p99: 198, max: 200 });
  });

  it('read EXPLAIN ANALYZE times and sum them per request, the median over runs', () => {
    expect(explainTimes([{ Plan: {}, 'Planning Time': 0.2, 'Execution Time': 1.5 }])).toEqual({
      planning: 0.2,
      execution: 1.5,
    });
    expect(explainTimes(undefined)).toEqual({ planning: 0, execution: 0 });
    const run = (a: number, b: number) => [
      { planning: 0.1, execution: a },
      { planning: 0.1, execution: b },
    ];
    const { execution, total } = sqlTime([run(1, 2), run(10, 10), run(1.5, 2)]);
    expect(execution).toBeCloseTo(3.5);
    expect(total).toBeCloseTo(3.7);
  });
});

describe('bench:search verdicts', () => {
  const result = (id: string, over: Partial<CaseResult> = {}): CaseResult => ({
    id,
    group: id.split('.')[0] as CaseResult['group'],
    latency: { requests: 1000, p50: 8, p95: 20, p99: 30, max: 40 },
    rps: 1000,
    failures: 0,
    sqlMs: 7,
    aloneP50: 8,
    ...over,
  });
  const hello = result('hello', { rps: 3000, sqlMs: null, aloneP50: null });

  it('meet the targets: p95 within 25 ms, the call alone within 1.3x the SQL, 30% of hello’s throughput', () => {
    const checks = verdicts([hello, result('offers.feed')]);
    expect(checks.map((c) => [c.target, c.ok])).toEqual([
      ['p95 <= 25 ms', true],
      ['API <= 1.3x SQL', true],
      ['rps >= 30% of hello', true],
    ]);
    expect(checks[1]!.detail).toBe('alone p50 8.00 ms / SQL 7.00 ms = 1.14x');
    expect(checks[2]!.detail).toBe('1000 / 3000 rps = 33%');
  });

  it('miss each target on its own', () => {
    const checks = verdicts([
      hello,
      result('chefs.position', { latency: { requests: 10, p50: 8, p95: 25.1, p99: 40, max: 50 } }),
      result('offers.feed', { sqlMs: 6 }),
      result('restaurants.default', { rps: 899 }),
      result('featured.default', { failures: 3 }),
    ]);
    expect(checks.filter((c) => !c.ok).map((c) => `${c.id} ${c.target}`)).toEqual([
      'chefs.position p95 <= 25 ms',
      'offers.feed API <= 1.3x SQL',
      'restaurants.default rps >= 30% of hello',
      'featured.default answers',
    ]);
  });

  it('compare the throughput with the hello measured beside the case when there is one', () => {
    const checks = verdicts([hello, result('chefs.filters', { rps: 1000, helloRps: 4000 })]);
    expect(checks.at(-1)).toEqual({
      id: 'chefs.filters',
      target: 'rps >= 30% of hello',
      ok: false,
      detail: '1000 / 4000 rps = 25% (hello beside it)',
    });
    expect(verdicts([result('chefs.filters', { helloRps: 3000 })]).at(-1)!.ok).toBe(true);
  });

  it('hold only search/offers and search/chefs to the p95 target, and skip what was not measured', () => {
    const checks = verdicts([
      result('restaurants.default', { sqlMs: null, latency: { ...hello.latency, p95: 90 } }),
    ]);
    expect(checks).toEqual([]);
  });
});

describe('bench:search table', () => {
  it('aligns the first column left and the others right', () => {
    expect(
      table([
        ['case', 'p50'],
        ['hello', '1.0'],
        ['offers.feed', '12.5'],
      ]),
    ).toBe('case          p50\nhello         1.0\noffers.feed  12.5');
  });
});
