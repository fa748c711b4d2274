import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffActions } from '../../db/schema/index';

export async function insertAction(db: Executor, values: typeof staffActions.$inferInsert): Promise<void> {
  await db.insert(staffActions).values(values);
}

export interface AuditFilters {
  staff?: string;
  kind?: string;
  objectId?: number;
  /** A UTC day, `YYYY-MM-DD`. */
  day?: string;
}

/** A page of the log, newest first; one row more than asked tells whether there is a next page. */
export async function listActions(db: Executor, filters: AuditFilters, offset: number, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filters.staff ? ilike(staffActions.staffEmail, `%${escapeLike(filters.staff)}%`) : undefined,
    filters.kind ? eq(staffActions.objectKind, filters.kind) : undefined,
    filters.objectId !== undefined ? eq(staffActions.objectId, filters.objectId) : undefined,
  ];
  if (filters.day) {
    const start = new Date(`${filters.day}T00:00:00Z`);
    conditions.push(gte(staffActions.createdAt, start));
    conditions.push(lt(staffActions.createdAt, new Date(start.getTime() + 24 * 60 * 60 * 1000)));
  }
  return db
    .select()
    .from(staffActions)
    .where(and(...conditions))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .offset(offset)
    .limit(limit + 1);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
