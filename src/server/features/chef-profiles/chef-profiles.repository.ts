import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chefProfiles } from '../../db/schema/index';

export type NewChefProfile = typeof chefProfiles.$inferInsert;

export async function insertChefProfile(db: Executor, values: NewChefProfile) {
  const [row] = await db.insert(chefProfiles).values(values).returning();
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
