import { z } from 'zod';
import { staffAccountView } from './admin';
import { defineCall } from './call';
import { emptyToUndefined, requiredField } from './chef-profiles';
import { multilineText } from './fields';
import { recordId } from './numbers';
import { pageNumber, pageSize } from './paging';

/**
 * Reports and suspensions in the back office (decisions D6, docs/decisions/053-back-office.md): the
 * reports chefs and restaurants made (moderation/report), and what staff do about one: dismiss it, warn
 * the reported account, hide its profile or venues, or suspend it (it cannot log in and its public pages
 * go); a suspension is lifted by staff. Moderators and admins alike.
 */

export const reportStates = ['open', 'resolved', 'dismissed', 'all'] as const;
export const reportKinds = ['chef', 'restaurant', 'all'] as const;
export const reportActions = ['dismiss', 'warn', 'hide', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportOutcomes = ['dismissed', 'warned', 'hidden', 'suspended'] as const;

export const reportsListInput = z.object({
  state: z.preprocess((v) => emptyToUndefined(v) ?? 'open', z.enum(reportStates, { error: 'invalid_value' })),
  kind: z.preprocess((v) => emptyToUndefined(v) ?? 'all', z.enum(reportKinds, { error: 'invalid_value' })),
  page: pageNumber(),
  qty: pageSize(20, 100),
});

export const reportView = z.object({
  id: z.number().int(),
  /** What was reported: a chef's account or a restaurant's. */
  kind: z.enum(['chef', 'restaurant']),
  state: z.enum(['open', 'resolved', 'dismissed']),
  outcome: z.enum(reportOutcomes).nullable(),
  /** The reporter's words (may be empty). */
  reason: z.string(),
  created: z.string(),
  resolved: z.string().nullable(),
  /** Null once the reporter's account is deleted. */
  reporter: staffAccountView.nullable(),
  offender: staffAccountView.extend({
    suspended: z.boolean(),
    /** Open reports about this account, this one included. */
    openReports: z.number().int(),
  }),
  /** The reported profile's page: the chef's profile, or the account's main venue; null when it has none. */
  item: z.object({ name: z.string(), path: z.string() }).nullable(),
});
export type ReportView = z.output<typeof reportView>;

export const adminReports = defineCall({
  name: 'admin.reports.list',
  method: 'GET',
  path: '/api/admin/reports',
  access: 'moderator',
  summary: 'Reports by state (open first by default) and kind, oldest open first, with the reported item.',
  input: reportsListInput,
  output: z.object({ items: z.array(reportView), total: z.number().int(), page: z.number().int() }),
});

export const reportActInput = z.object({
  id: requiredField(recordId(), 'required'),
  action: requiredField(z.enum(reportActions, { error: 'invalid_value' }), 'required'),
  /** Said to the account when warned, hidden or suspended (in the e-mail), and kept in the audit log. */
  note: multilineText(undefined, 2000).optional(),
});
export type ReportActInput = z.input<typeof reportActInput>;

export const adminReportAct = defineCall({
  name: 'admin.reports.act',
  method: 'POST',
  path: '/api/admin/reports/act',
  access: 'moderator',
  summary:
    'Answers an open report: dismiss it, warn the account, hide its profile or venues, or suspend it; every open report about the account is closed with it.',
  input: reportActInput,
  output: reportView,
  errors: ['not_found', 'report_moved_on'],
});

export const adminLiftSuspension = defineCall({
  name: 'admin.accounts.lift',
  method: 'POST',
  path: '/api/admin/accounts/lift',
  access: 'moderator',
  summary: "Lifts an account's suspension: it can log in again and its public pages come back.",
  input: z.object({ account: requiredField(recordId(), 'required') }),
  output: z.object({ account: z.number().int(), suspended: z.boolean() }),
  errors: ['not_found', 'account_not_suspended'],
});

export const adminReportCalls = [adminReports, adminReportAct, adminLiftSuspension];
