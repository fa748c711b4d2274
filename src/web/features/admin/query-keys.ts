// The admin feature's query keys: the one module of it other features may import (eslint.config.js).
import type { ModerationKind, premiumStates } from '@shared/contracts/admin';

/** Query keys of the back office start with this: logging out drops them with everything else. */
export const adminKey = ['admin'] as const;

/** admin.overview: the member of staff's role and the queues' counts (the navigation's badges). */
export const adminOverviewKey = [...adminKey, 'overview'] as const;

/** admin.moderation.queue of one kind, oldest first. */
export const moderationQueueKey = (kind: ModerationKind) => [...adminKey, 'moderation', kind] as const;

/** admin.premium.list, every tab: an action reads them all again. */
export const premiumAccountsKey = [...adminKey, 'premium'] as const;
export const premiumTabKey = (state: (typeof premiumStates)[number]) =>
  [...premiumAccountsKey, state] as const;

/** admin.audit with its filters. */
export const auditLogKey = (filters: Record<string, string>) => [...adminKey, 'audit', filters] as const;

/** admin.dashboard: the weekly figures and the queues. */
export const dashboardKey = [...adminKey, 'dashboard'] as const;

/** admin.inbox.list with its filters; handling a message reads them all again. */
export const inboxKey = [...adminKey, 'inbox'] as const;
export const inboxListKey = (filters: { state: string; kind: string }) => [...inboxKey, filters] as const;

/** admin.outbox.list by status; a retry reads them all again. */
export const outboxKey = [...adminKey, 'outbox'] as const;
export const outboxListKey = (status: string) => [...outboxKey, status] as const;

/**
 * admin.reports.list with its filters, and the count of open reports in the navigation; an action or a
 * lifted suspension reads them all again.
 */
export const reportsKey = [...adminKey, 'reports'] as const;
export const reportsListKey = (filters: { state: string; kind: string }) => [...reportsKey, filters] as const;
export const openReportsCountKey = [...reportsKey, 'open-count'] as const;

/**
 * The recruitment service (docs/decisions/056): admin.recruitment.offers, and one offer's applicants of
 * one tab (admin.recruitment.applicants, with the offer's counts); a move, a hire or an end reads them all
 * again, and the fees.
 */
export const recruitmentKey = [...adminKey, 'recruitment'] as const;
export const recruitmentOffersKey = [...recruitmentKey, 'offers'] as const;
export const recruitmentApplicantsKey = (oid: number, tab: string) =>
  [...recruitmentKey, 'applicants', oid, tab] as const;

/** admin.fees.list by state; invoicing a fee, a hire or an end reads them all again. */
export const feesKey = [...adminKey, 'fees'] as const;
export const feesListKey = (state: string) => [...feesKey, state] as const;
