import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isoWeekOf } from '../../db/weeks';
import {
  accounts,
  membershipRequests,
  passwordResets,
  sessions,
  termsAcceptances,
} from '../../db/schema/index';

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

/** Chef and restaurant accounts created in each ISO week (UTC) from `from` on; one query. */
export async function countSignUpsByWeek(db: Executor, from: Date) {
  const week = isoWeekOf(accounts.createdAt);
  return db
    .select({
      week,
      chefs: sql<number>`(count(*) filter (where ${accounts.type} = 'chef'))::int`,
      restaurants: sql<number>`(count(*) filter (where ${accounts.type} = 'restaurant'))::int`,
    })
    .from(accounts)
    .where(gte(accounts.createdAt, from))
    .groupBy(week);
}

/**
 * The account's own rows for its export (docs/decisions/054-own-data.md): the account without its
 * password hash, the terms it accepted, its sessions without their tokens, its plan requests. Four
 * queries side by side of the caller's choosing; each answers plain rows.
 */
export async function findAccountForExport(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      email: accounts.email,
      name: accounts.name,
      contactEmail: accounts.contactEmail,
      phone: accounts.phone,
      language: accounts.language,
      subscription: accounts.subscription,
      subscriptionStatus: accounts.subscriptionStatus,
      alertsEnabled: accounts.alertsEnabled,
      lastLoginAt: accounts.lastLoginAt,
      createdAt: accounts.createdAt,
      updatedAt: accounts.updatedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export async function findTermsAcceptances(db: Executor, email: string) {
  return db
    .select({
      email: termsAcceptances.email,
      language: termsAcceptances.language,
      acceptedAt: termsAcceptances.acceptedAt,
    })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.email, email))
    .orderBy(termsAcceptances.acceptedAt);
}

export async function findSessionsForExport(db: Executor, accountId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      remember: sessions.remember,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(sessions.createdAt);
}

export async function findMembershipRequests(db: Executor, accountId: number) {
  return db
    .select({
      id: membershipRequests.id,
      plan: membershipRequests.plan,
      language: membershipRequests.language,
      status: membershipRequests.status,
      createdAt: membershipRequests.createdAt,
      handledAt: membershipRequests.handledAt,
    })
    .from(membershipRequests)
    .where(eq(membershipRequests.accountId, accountId))
    .orderBy(membershipRequests.createdAt);
}

/** The account row, locked: a deletion waits for another one of the same account, then finds it gone. */
export async function lockAccount(db: Executor, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row;
}

/**
 * What a deleted account leaves behind besides its row (docs/decisions/054-own-data.md): its open
 * password resets, its pending plan request and the acceptances of the terms given with its e-mail.
 */
export async function deleteAccountLeftovers(db: Executor, accountId: number, email: string) {
  await db.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
  await db
    .delete(membershipRequests)
    .where(and(eq(membershipRequests.accountId, accountId), eq(membershipRequests.status, 'pending')));
  await db.delete(termsAcceptances).where(eq(termsAcceptances.email, email));
}

export async function deleteAccount(db: Executor, accountId: number) {
  await db.delete(accounts).where(eq(accounts.id, accountId));
}
