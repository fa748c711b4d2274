import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, sessions } from '../../db/schema/index';

export async function insertSession(
  db: Executor,
  values: { accountId: number; tokenHash: string; remember: boolean; userAgent: string; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** The live-session lookup as a named prepared statement (every signed-in request makes it), per handle. */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Executor) {
  return db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        sql`${accounts.disabledAt} is null`,
      ),
    )
    .limit(1)
    .prepare('live_session_by_token');
}

/**
 * A live session (not past its absolute end nor idle for too long) with its account. Prepared once
 * per connection (db/named-statements.ts says why: planning this lookup cost more than running it).
 */
export async function findLiveSession(db: Executor, tokenHash: string, idleSince: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute({ tokenHash, idleSince });
  return row;
}

export async function touchSession(db: Executor, id: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: Executor, accountId: number, keepSessionId: number | null) {
  await db
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.accountId, accountId)
        : and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)),
    );
}

export async function deleteExpiredSessions(db: Executor, idleSince: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}
