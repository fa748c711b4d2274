import type { AuditEntry } from '@shared/contracts/admin';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './audit.repository';

/**
 * The audit log of the back office (docs/decisions/053-back-office.md): every staff action writes a row,
 * in the action's own transaction, saying who did what to which object, what it was before and after,
 * and from which address. The table refuses updates and deletes (a trigger of migration 0018), so no
 * call, nor a bug, changes what was written.
 */

export interface StaffActor {
  accountId: number;
  email: string;
  /** The client's address as the request gave it. */
  address: string;
}

/** The member of staff of a request, as the log writes them. */
export function staffActor(auth: AuthContext, address: string): StaffActor {
  return { accountId: auth.account.id, email: auth.account.email, address };
}

export interface AuditedAction {
  action: string;
  kind: string;
  objectId: number;
  before?: unknown;
  after?: unknown;
}

export async function recordAction(db: Executor, staff: StaffActor, entry: AuditedAction): Promise<void> {
  await repo.insertAction(db, {
    staffAccountId: staff.accountId,
    staffEmail: staff.email,
    action: entry.action,
    objectKind: entry.kind,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: staff.address.slice(0, 64),
  });
}

/** A page of the log, newest first, filtered by person (e-mail), object (kind and id) and day. */
export async function auditPage(
  db: Executor,
  filters: repo.AuditFilters,
  page: number,
  qty: number,
): Promise<{ items: AuditEntry[]; more: boolean }> {
  const rows = await repo.listActions(db, filters, page * qty, qty);
  return {
    more: rows.length > qty,
    items: rows.slice(0, qty).map((r) => ({
      id: r.id,
      staff: { id: r.staffAccountId, email: r.staffEmail },
      action: r.action,
      kind: r.objectKind,
      object: r.objectId,
      before: r.before,
      after: r.after,
      address: r.address,
      created: r.createdAt.toISOString(),
    })),
  };
}
