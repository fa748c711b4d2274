import { z } from 'zod';
import { languages } from '../i18n/languages';
import { premiumYearlyTotal } from '../reference/membership-plans';
import { isoDate } from './applications';
import { defineCall } from './call';
import { emptyToUndefined, requiredField } from './chef-profiles';
import { multilineText } from './fields';
import { recordId } from './numbers';
import { pageNumber, pageSize } from './paging';

/**
 * The back office's calls (decisions D1, D5, D6; docs/decisions/053-back-office.md). Every path is under
 * /api/admin/ and answers 404 to anyone but staff, so its existence does not leak; `moderator` calls are
 * open to both staff roles, `admin` calls to admins only (a moderator gets 403).
 */

export const staffRoles = ['admin', 'moderator'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What the moderation queues hold: chef profiles, venues (restaurant profiles) and job offers. */
export const moderationKinds = ['chef', 'venue', 'offer'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

/** The reasons a moderator picks from when rejecting; `other` needs the note to say what. */
export const rejectionReasons = [
  'incomplete',
  'misleading',
  'inappropriate',
  'contact_details',
  'not_hospitality',
  'duplicate',
  'other',
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

export const adminPageSize = 20;
export const maxAdminPageSize = 100;

const paging = { page: pageNumber(), qty: pageSize(adminPageSize, maxAdminPageSize) };

const kind = requiredField(z.enum(moderationKinds, { error: 'invalid_value' }), 'required');

/** Premium's yearly price (D5) for an account with `venues` venues; none without a venue. */
export function premiumPrice(venues: number): number {
  return venues <= 0 ? 0 : premiumYearlyTotal(venues);
}

/** An account as staff see it in a list. */
export const staffAccountView = z.object({
  id: z.number().int(),
  type: z.enum(['chef', 'restaurant', 'staff']),
  name: z.string(),
  email: z.string(),
  language: z.enum(languages),
});

// ---------------------------------------------------------------------------------------------- overview

export const adminOverviewOutput = z.object({
  role: z.enum(staffRoles),
  name: z.string(),
  email: z.string(),
  /** What waits: items in review per kind, pending Premium requests. */
  queues: z.object({
    chef: z.number().int(),
    venue: z.number().int(),
    offer: z.number().int(),
    premium: z.number().int(),
  }),
});
export type AdminOverview = z.output<typeof adminOverviewOutput>;

export const adminOverview = defineCall({
  name: 'admin.overview',
  method: 'GET',
  path: '/api/admin/overview',
  access: 'moderator',
  summary: 'The member of staff (role) and what waits in the queues.',
  input: z.object({}),
  output: adminOverviewOutput,
});

// ------------------------------------------------------------------------------------------ moderation

export const moderationQueueInput = z.object({ kind, ...paging });

export const moderationItemView = z.object({
  id: z.number().int(),
  kind: z.enum(moderationKinds),
  name: z.string(),
  /** The item's page as its public page shows it (staff may open it while in review). */
  path: z.string(),
  /** The venue's name (an offer), the chef's position (a chef), the venue's town (a venue). */
  detail: z.string(),
  /** The place, as a line. */
  location: z.string(),
  /** The first lines of its description or about text, plain. */
  excerpt: z.string(),
  owner: staffAccountView,
  created: z.string(),
  updated: z.string(),
});
export type ModerationItem = z.output<typeof moderationItemView>;

export const moderationQueueOutput = z.object({
  items: z.array(moderationItemView),
  /** Items of this kind in review. */
  total: z.number().int(),
  page: z.number().int(),
});

export const adminModerationQueue = defineCall({
  name: 'admin.moderation.queue',
  method: 'GET',
  path: '/api/admin/moderation',
  access: 'moderator',
  summary: 'The items of a kind (chef, venue, offer) waiting in review, oldest first.',
  input: moderationQueueInput,
  output: moderationQueueOutput,
});

export const moderationDecideInput = z
  .object({
    kind,
    id: requiredField(recordId(), 'required'),
    decision: requiredField(z.enum(['approve', 'reject'], { error: 'invalid_value' }), 'required'),
    reason: z.preprocess(emptyToUndefined, z.enum(rejectionReasons, { error: 'invalid_value' }).optional()),
    /** What the owner should change, in the moderator's words (sent with the reason). */
    note: multilineText(undefined, 2000).optional(),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'reject') return;
    if (!value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
    if (value.reason === 'other' && !value.note?.trim())
      context.addIssue({ code: 'custom', path: ['note'], message: 'note_required' });
  });
export type ModerationDecideInput = z.input<typeof moderationDecideInput>;

export const adminModerationDecide = defineCall({
  name: 'admin.moderation.decide',
  method: 'POST',
  path: '/api/admin/moderation/decide',
  access: 'moderator',
  summary:
    'Approves an item in review, or rejects it with a reason: its owner is told in their language (notification and e-mail).',
  input: moderationDecideInput,
  output: z.object({ id: z.number().int(), kind: z.enum(moderationKinds), approved: z.number().int() }),
  errors: ['not_found', 'moderation_moved_on'],
});

// --------------------------------------------------------------------------------------------- premium

export const premiumStates = ['requested', 'active', 'all'] as const;

export const premiumListInput = z.object({
  state: z.preprocess(
    (v) => emptyToUndefined(v) ?? 'requested',
    z.enum(premiumStates, { error: 'invalid_value' }),
  ),
  ...paging,
});

export const premiumPeriodView = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** When an admin ended it before its end date. */
  ended: z.string().nullable(),
});

export const premiumAccountView = z.object({
  account: staffAccountView,
  /** Its plan now: 0 free, 1 Premium (D5). */
  subscription: z.number().int(),
  venues: z.number().int(),
  /** The yearly price for that many venues, in pounds (D5). */
  price: z.number().int(),
  /** The pending request: the plan asked for (1 Premium, 0 back to free) and when. */
  request: z.object({ plan: z.number().int(), created: z.string() }).nullable(),
  /** The current or next period, else the last one. */
  period: premiumPeriodView.nullable(),
});
export type PremiumAccount = z.output<typeof premiumAccountView>;

export const premiumListOutput = z.object({
  items: z.array(premiumAccountView),
  total: z.number().int(),
  page: z.number().int(),
});

export const adminPremiumList = defineCall({
  name: 'admin.premium.list',
  method: 'GET',
  path: '/api/admin/premium',
  access: 'admin',
  summary:
    'Restaurant accounts that asked for Premium (`requested`), are on it (`active`), or either (`all`).',
  input: premiumListInput,
  output: premiumListOutput,
});

export const premiumActivateInput = z
  .object({
    account: requiredField(recordId(), 'required'),
    start: requiredField(isoDate(), 'date_required'),
    end: requiredField(isoDate(), 'date_required'),
  })
  .refine((value) => value.start < value.end, { path: ['end'], error: 'premium_dates_order' });
export type PremiumActivateInput = z.input<typeof premiumActivateInput>;

export const adminPremiumActivate = defineCall({
  name: 'admin.premium.activate',
  method: 'POST',
  path: '/api/admin/premium/activate',
  access: 'admin',
  summary:
    'Puts a restaurant account on Premium from `start` to `end` (a renewal starts where the last period ends); its venues follow at once.',
  input: premiumActivateInput,
  output: premiumAccountView,
  errors: ['not_found', 'premium_period_overlaps'],
});

export const premiumAccountInput = z.object({ account: requiredField(recordId(), 'required') });

export const adminPremiumEnd = defineCall({
  name: 'admin.premium.end',
  method: 'POST',
  path: '/api/admin/premium/end',
  access: 'admin',
  summary: "Ends a restaurant account's Premium today (its venues go back to the free plan at once).",
  input: premiumAccountInput,
  output: premiumAccountView,
  errors: ['not_found', 'premium_not_active'],
});

export const adminPremiumDecline = defineCall({
  name: 'admin.premium.decline',
  method: 'POST',
  path: '/api/admin/premium/decline',
  access: 'admin',
  summary: "Declines a restaurant account's pending plan request.",
  input: premiumAccountInput,
  output: premiumAccountView,
  errors: ['not_found', 'premium_not_requested'],
});

// ----------------------------------------------------------------------------------------------- audit

export const auditInput = z.object({
  /** The member of staff's e-mail (or part of it). */
  staff: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
  /** The kind of object, with `object` its id. */
  kind: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  object: z.preprocess(emptyToUndefined, recordId().optional()),
  /** One day (UTC). */
  day: z.preprocess(emptyToUndefined, isoDate().optional()),
  ...paging,
});

export const auditEntryView = z.object({
  id: z.number().int(),
  staff: z.object({ id: z.number().int(), email: z.string() }),
  action: z.string(),
  kind: z.string(),
  object: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  created: z.string(),
});
export type AuditEntry = z.output<typeof auditEntryView>;

export const adminAudit = defineCall({
  name: 'admin.audit',
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  summary: 'The audit log of staff actions, newest first, filtered by person, object and day.',
  input: auditInput,
  output: z.object({ items: z.array(auditEntryView), page: z.number().int(), more: z.boolean() }),
});

export const adminCalls = [
  adminOverview,
  adminModerationQueue,
  adminModerationDecide,
  adminPremiumList,
  adminPremiumActivate,
  adminPremiumEnd,
  adminPremiumDecline,
  adminAudit,
];

/** What an owner's service gives the queue of one item (the moderation feature adds its owner). */
export type ReviewedItem = Omit<ModerationItem, 'owner'> & { accountId: number };

/** A decision taken: the item, its owner, and where the owner edits it (a path without the language). */
export interface ReviewDecision {
  id: number;
  name: string;
  accountId: number;
  venueId: number | null;
  editPath: string;
}
