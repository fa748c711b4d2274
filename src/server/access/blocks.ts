import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { blocks } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { distinctIds } from './ids';

/**
 * Blocks (decisions D6, D14) work both ways: once A blocks B, neither sees the other's profiles and offers
 * and no message passes between them, until A lifts the block.
 */

/** Which of the counterpart accounts are blocked by, or block, `accountId`: one query whatever their number. */
export async function checkBlockedCounterparts(
  db: Executor,
  accountId: number,
  counterpartAccountIds: Iterable<number>,
): Promise<Set<number>> {
  const ids = distinctIds(counterpartAccountIds);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ blocker: blocks.blockerAccountId, blocked: blocks.blockedAccountId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerAccountId, accountId), inArray(blocks.blockedAccountId, ids)),
        and(eq(blocks.blockedAccountId, accountId), inArray(blocks.blockerAccountId, ids)),
      ),
    );
  return new Set(rows.map((row) => (row.blocker === accountId ? row.blocked : row.blocker)));
}

export async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  return (await checkBlockedCounterparts(db, a, [b])).has(b);
}

/** Refuses (403) an act between the actor's account and a counterpart when a block stands either way. */
export async function requireNotBlocked(db: Executor, accountId: number, counterpartAccountId: number) {
  if (await isBlockedEitherWay(db, accountId, counterpartAccountId)) throw new AppError('forbidden');
}

/**
 * The same rule as a condition for lists and searches: true when no block stands between `accountId`
 * (the viewer's id, or a column) and the account in `counterpart` (a column such as
 * `restaurant_profiles.account_id`), so a query filters blocked rows out without a query of its own.
 */
export function notBlockedWith(accountId: number | AnyPgColumn | SQL, counterpart: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerAccountId} = ${accountId} and ${blocks.blockedAccountId} = ${counterpart}) or (${blocks.blockerAccountId} = ${counterpart} and ${blocks.blockedAccountId} = ${accountId}))`;
}

/** The accounts `accountId` blocks or is blocked by, as a subquery through the blocks' two indexes. */
export function accountsBlockedEitherWay(accountId: number): SQL {
  return sql`select ${blocks.blockedAccountId} from ${blocks} where ${blocks.blockerAccountId} = ${accountId} union select ${blocks.blockerAccountId} from ${blocks} where ${blocks.blockedAccountId} = ${accountId}`;
}

/**
 * True when the account blocks or is blocked by anyone: a viewer without blocks sees lists as any other
 * viewer of its kind does, so what is counted for one may be kept for all (the searches' facet cache).
 */
export function hasAnyBlock(accountId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerAccountId} = ${accountId} or ${blocks.blockedAccountId} = ${accountId})`;
}
