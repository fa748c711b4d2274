import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { staffCredentials } from '../../db/schema/index';

/** A staff account's second factor, locked for the check that may spend a code. */
export async function findCredentialsForUpdate(tx: Transaction, accountId: number) {
  const [row] = await tx
    .select()
    .from(staffCredentials)
    .where(eq(staffCredentials.accountId, accountId))
    .for('update')
    .limit(1);
  return row;
}

export async function upsertCredentials(db: Executor, values: typeof staffCredentials.$inferInsert) {
  await db
    .insert(staffCredentials)
    .values(values)
    .onConflictDoUpdate({
      target: staffCredentials.accountId,
      set: {
        totpSecret: values.totpSecret,
        lastTotpStep: 0,
        recoveryCodeHashes: values.recoveryCodeHashes ?? [],
        createdAt: sql`now()`,
      },
    });
}

export async function updateCredentials(
  db: Executor,
  accountId: number,
  values: Partial<Pick<typeof staffCredentials.$inferInsert, 'lastTotpStep' | 'recoveryCodeHashes'>>,
) {
  await db.update(staffCredentials).set(values).where(eq(staffCredentials.accountId, accountId));
}
