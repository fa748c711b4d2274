import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from './app-error';

export interface RateRule {
  /** What is limited and for whom, e.g. `login:email:ana@example.com`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window rate limits kept in PostgreSQL (decisions D2: no state in process memory), so several
 * app instances count together. Throws `rate_limited` (429) when any rule is over its limit.
 */
export async function enforceRateLimits(db: Database, rules: RateRule[], multiplier = 1): Promise<void> {
  for (const rule of rules) {
    const seconds = Math.ceil(rule.windowMs / 1000);
    const result = await db.execute<{ hits: number; left: number }>(sql`
      insert into rate_limits (key, window_start, hits) values (${rule.key.slice(0, 255)}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then now() else rate_limits.window_start end
      returning hits, extract(epoch from window_start + make_interval(secs => ${seconds}) - now()) as left`);
    const hits = Number(result.rows[0]?.hits ?? 0);
    if (hits > rule.limit * multiplier)
      throw new AppError('rate_limited', {
        retryAfter: Math.max(1, Math.ceil(Number(result.rows[0]?.left ?? 1))),
      });
  }
}

/**
 * Growing delays after failures (wrong passwords), instead of a lockout: a key may fail `free` times,
 * then waits `baseMs`, doubled with each further failure up to `maxMs`, before its next attempt.
 * Failures are forgotten `forgetMs` after the last one. Kept in rate_limits: `hits` counts the
 * failures and `window_start` holds the time of the last one.
 */
export interface FailureRule {
  key: string;
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export function failureDelayMs(rule: Omit<FailureRule, 'key'>, failures: number, multiplier = 1): number {
  const over = failures - rule.free * multiplier;
  if (over < 0) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over, 30));
}

/** Refuses with 429 (and Retry-After) while any key is still waiting after its last failure. */
export async function enforceFailureDelays(
  db: Database,
  rules: FailureRule[],
  multiplier = 1,
): Promise<void> {
  if (rules.length === 0) return;
  const keys = rules.map((r) => r.key.slice(0, 255));
  const result = await db.execute<{ key: string; hits: number; since: number }>(sql`
    select key, hits, extract(epoch from now() - window_start) * 1000 as since
    from rate_limits where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  let waitMs = 0;
  for (const row of result.rows) {
    const rule = rules[keys.indexOf(row.key)];
    const since = Number(row.since);
    if (!rule || since > rule.forgetMs) continue;
    waitMs = Math.max(waitMs, failureDelayMs(rule, Number(row.hits), multiplier) - since);
  }
  if (waitMs > 0) throw new AppError('rate_limited', { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
}

export async function recordFailure(db: Database, rules: FailureRule[]): Promise<void> {
  for (const rule of rules) {
    const seconds = Math.ceil(rule.forgetMs / 1000);
    await db.execute(sql`
      insert into rate_limits (key, window_start, hits) values (${rule.key.slice(0, 255)}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then 1 else rate_limits.hits + 1 end,
        window_start = now()`);
  }
}

export async function clearFailures(db: Database, rules: FailureRule[]): Promise<void> {
  for (const rule of rules)
    await db.execute(sql`delete from rate_limits where key = ${rule.key.slice(0, 255)}`);
}

export async function purgeOldRateLimits(db: Database, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${Math.ceil(olderThanMs / 1000)})`,
  );
}
