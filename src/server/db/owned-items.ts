import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The items of a profile's sections (a chef's experience, a venue's covers...): rows of the section's
 * table that belong to one profile through its owner column. Changes and deletions match the item's id
 * and its profile together, so an id of another profile's item changes nothing (the caller answers
 * `item_not_found`). The owning feature's repository passes its own tables
 * (docs/decisions/017-feature-ownership.md).
 */
export type ItemTable = PgTable & { id: AnyPgColumn };

export function ownedItems<Section extends string, Table extends ItemTable>(
  tables: Record<Section, Table>,
  ownerColumn: (table: Table) => AnyPgColumn,
  /** Columns set on every change of a section's item (an update time). */
  touched: (section: Section) => Record<string, unknown> = () => ({}),
) {
  const owned = (section: Section, ownerId: number, id: number) => {
    const table = tables[section];
    return and(eq(table.id, id), eq(ownerColumn(table), ownerId));
  };
  return {
    async insert(db: Executor, section: Section, values: Record<string, unknown>) {
      const table = tables[section];
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      return row as { id: number };
    },
    /** Changes an item of the profile; undefined when the id is not an item of that profile. */
    async update(
      db: Executor,
      section: Section,
      ownerId: number,
      id: number,
      values: Record<string, unknown>,
    ) {
      const table = tables[section];
      const [row] = await db
        .update(table)
        .set({ ...values, ...touched(section) } as never)
        .where(owned(section, ownerId, id))
        .returning({ id: table.id });
      return row as { id: number } | undefined;
    },
    /** Deletes an item of the profile; undefined when the id is not an item of that profile. */
    async delete(db: Executor, section: Section, ownerId: number, id: number) {
      const table = tables[section];
      const [row] = await db
        .delete(table)
        .where(owned(section, ownerId, id))
        .returning({ id: table.id });
      return row as { id: number } | undefined;
    },
  };
}
