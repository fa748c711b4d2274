import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export async function insertContactMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}

/** Deletes the contact messages received before `before`; answers the ids of the CVs sent with them. */
export async function deleteContactMessagesBefore(db: Executor, before: Date): Promise<number[]> {
  const old = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ cvMediaId: contactMessages.cvMediaId });
  return old.map((m) => m.cvMediaId).filter((id): id is number => id !== null);
}
