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
    const result = await db.execute<{ hits: number }>(sql`
      insert into rate_limits (key, window_start, hits) values (${rule.key.slice(0, 255)}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then now() else rate_limits.window_start end
      returning hits`);
    const hits = Number(result.rows[0]?.hits ?? 0);
    if (hits > rule.limit * multiplier) throw new AppError('rate_limited');
  }
}

export async function purgeOldRateLimits(db: Database, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${Math.ceil(olderThanMs / 1000)})`,
  );
}
