import { moderationKinds, type ModerationKind, type StaffRole } from '@shared/contracts/admin';

/** Whether an address's `:kind` names a moderation queue (chef, venue, offer). */
export function isQueueKind(value: string | undefined): value is ModerationKind {
  return (moderationKinds as readonly (string | undefined)[]).includes(value);
}

/** Premium and the audit log are an admin's; a moderator neither sees them nor may call them (403). */
export function seesAdminPages(role: StaffRole | undefined): boolean {
  return role === 'admin';
}
