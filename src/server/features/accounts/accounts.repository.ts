import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, membershipRequests, passwordResets, termsAcceptances } from '../../db/schema/index';

export type NewAccount = typeof accounts.$inferInsert;

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function insertTermsAcceptance(db: Executor, values: typeof termsAcceptances.$inferInsert) {
  await db.insert(termsAcceptances).values(values);
}

export async function findAccountById(db: Executor, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function insertAccount(db: Executor, values: NewAccount) {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

export async function updateAccount(db: Executor, id: number, values: Partial<NewAccount>) {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  return row!;
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

export async function findUsableReset(db: Executor, codeHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.codeHash, codeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Uses up the code if it is still usable; answers its account, or nothing when another request won. */
export async function claimReset(db: Executor, id: number) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .returning({ accountId: passwordResets.accountId });
  return row;
}

/** Marks the code used, and every other open code of the account with it: one reset ends them all. */
export async function consumeResets(db: Executor, accountId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

export async function insertMembershipRequest(db: Executor, values: typeof membershipRequests.$inferInsert) {
  const [row] = await db.insert(membershipRequests).values(values).returning({ id: membershipRequests.id });
  return row!;
}

export async function findAccountsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(accounts).where(inArray(accounts.id, ids));
}
