import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  chefProfiles,
  membershipRequests,
  passwordResets,
  restaurantProfiles,
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

export async function insertChefProfile(db: Executor, values: typeof chefProfiles.$inferInsert) {
  const [row] = await db.insert(chefProfiles).values(values).returning();
  return row!;
}

export async function insertRestaurantProfile(db: Executor, values: typeof restaurantProfiles.$inferInsert) {
  const [row] = await db.insert(restaurantProfiles).values(values).returning();
  return row!;
}

export async function findChefProfileOfAccount(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      id: chefProfiles.id,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      active: chefProfiles.active,
      approved: chefProfiles.approved,
    })
    .from(chefProfiles)
    .where(eq(chefProfiles.accountId, accountId))
    .limit(1);
  return row;
}

/** The account's venues, the main one first, then in the order they were added. */
export async function listRestaurantProfilesOfAccount(db: Executor, accountId: number) {
  return db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      main: restaurantProfiles.main,
      active: restaurantProfiles.active,
      approved: restaurantProfiles.approved,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId))
    .orderBy(desc(restaurantProfiles.main), asc(restaurantProfiles.id));
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
