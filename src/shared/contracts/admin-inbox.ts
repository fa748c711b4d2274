import { z } from 'zod';
import { languages } from '../i18n/languages';
import { adminPageSize, maxAdminPageSize, staffAccountView } from './admin';
import { defineCall, fileOutput } from './call';
import { emptyToUndefined, requiredField } from './chef-profiles';
import { recordId } from './numbers';
import { pageNumber, pageSize } from './paging';

/**
 * The back office's inbox, e-mail outbox and dashboard (issue 33; docs/decisions/053-back-office.md and
 * 055-inbox-outbox-dashboard.md). Like every call under /api/admin/, 404 to anyone but staff; the inbox
 * and the dashboard are both roles', the outbox is admins' (a moderator gets 403).
 */

const paging = { page: pageNumber(), qty: pageSize(adminPageSize, maxAdminPageSize) };

/** A filter of a list: left out or empty, `fallback`. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => emptyToUndefined(v) ?? fallback, z.enum(values, { error: 'invalid_value' }));

// ---------------------------------------------------------------------------------------------- inbox

/** Where a message of the inbox stands: not handled yet, handled, or either. */
export const inboxStates = ['open', 'handled', 'all'] as const;
export type InboxState = (typeof inboxStates)[number];

/**
 * What a visitor sent through the contact page: a callback request (the callback box ticked), a CV (a
 * file attached, or offers chosen in the send-CV-only flow), or else a message. One kind each, in that
 * order.
 */
export const inboxKinds = ['message', 'callback', 'cv'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxListInput = z.object({
  state: choice(inboxStates, 'open'),
  kind: choice([...inboxKinds, 'all'] as const, 'all'),
  ...paging,
});
export type InboxListInput = z.input<typeof inboxListInput>;

export const inboxMessageView = z.object({
  id: z.number().int(),
  kind: z.enum(inboxKinds),
  /** Name and surname as sent. */
  name: z.string(),
  company: z.string(),
  email: z.string(),
  /** The dial code and the number, as one line; empty when none was given. */
  phone: z.string(),
  subject: z.string(),
  enquiry: z.string(),
  callback: z.boolean(),
  /** The interface language the visitor wrote in. */
  language: z.enum(languages),
  /** The offers chosen in the send-CV-only flow; `path` is null once the offer or its venue is gone. */
  offers: z.array(
    z.object({ id: z.number().int(), name: z.string(), venue: z.string(), path: z.string().nullable() }),
  ),
  /** The CV attached (admin.inbox.cv downloads it); null when none, or once it was deleted. */
  cv: z.object({ name: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  /** The sender's account when they were signed in; null for a visitor. */
  account: staffAccountView.nullable(),
  created: z.string(),
  /** When and by whom it was marked handled (`by` is null once that account is gone); null while open. */
  handled: z
    .object({
      at: z.string(),
      by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    })
    .nullable(),
});
export type InboxMessage = z.output<typeof inboxMessageView>;

export const inboxListOutput = z.object({
  items: z.array(inboxMessageView),
  /** Messages matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
});

export const adminInboxList = defineCall({
  name: 'admin.inbox.list',
  method: 'GET',
  path: '/api/admin/inbox',
  access: 'moderator',
  summary:
    'Contact messages, callback requests and CVs sent through the contact page, newest first, filtered by state (open, handled, all) and kind.',
  input: inboxListInput,
  output: inboxListOutput,
});

export const inboxMessageInput = z.object({ id: requiredField(recordId(), 'required') });

export const adminInboxHandle = defineCall({
  name: 'admin.inbox.handle',
  method: 'POST',
  path: '/api/admin/inbox/handle',
  access: 'moderator',
  summary:
    'Marks a message handled by the member of staff, now (audited); one handled already stays as it was, by whoever handled it.',
  input: inboxMessageInput,
  output: inboxMessageView,
  errors: ['not_found'],
});

export const adminInboxCv = defineCall({
  name: 'admin.inbox.cv',
  method: 'GET',
  path: '/api/admin/inbox/cv',
  access: 'moderator',
  summary: 'The CV a message came with, saved as cv-{id}.{pdf|jpg|png|webp}.',
  input: inboxMessageInput,
  output: fileOutput,
  // The bytes were checked at upload (PDF or picture); the name's extension says which.
  file: { contentType: 'application/octet-stream' },
  errors: ['not_found'],
});

// --------------------------------------------------------------------------------------------- outbox

/** An outbox row's states (the mailer's): waiting or being retried, sent, out of retries, kept without SMTP. */
export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxListInput = z.object({
  status: choice([...outboxStatuses, 'all'] as const, 'all'),
  ...paging,
});
export type OutboxListInput = z.input<typeof outboxListInput>;

export const outboxMailView = z.object({
  id: z.number().int(),
  status: z.enum(outboxStatuses),
  to: z.string(),
  subject: z.string(),
  /** What the e-mail is about (reset_password, contact, application_news...). */
  template: z.string(),
  language: z.enum(languages),
  /** Delivery attempts made, from the job queue (kept 8 days); null when it no longer knows. */
  attempts: z.number().int().nullable(),
  /** The mail server's last refusal; kept after a later success. */
  error: z.string().nullable(),
  created: z.string(),
  sent: z.string().nullable(),
});
export type OutboxMail = z.output<typeof outboxMailView>;

export const outboxListOutput = z.object({
  items: z.array(outboxMailView),
  total: z.number().int(),
  page: z.number().int(),
});

export const adminOutboxList = defineCall({
  name: 'admin.outbox.list',
  method: 'GET',
  path: '/api/admin/outbox',
  access: 'admin',
  summary:
    'The e-mails the service wrote, newest first, filtered by status, with their delivery attempts and last error.',
  input: outboxListInput,
  output: outboxListOutput,
});

export const outboxRetryInput = z.object({ id: requiredField(recordId(), 'required') });

export const adminOutboxRetry = defineCall({
  name: 'admin.outbox.retry',
  method: 'POST',
  path: '/api/admin/outbox/retry',
  access: 'admin',
  summary:
    'Queues a failed e-mail for delivery again, through the same delivery job and its retries (audited).',
  input: outboxRetryInput,
  output: outboxMailView,
  errors: ['not_found', 'outbox_not_failed', 'outbox_delivery_lost'],
});

// ------------------------------------------------------------------------------------------ dashboard

/** Weeks the dashboard shows: the current one and the eleven before it (ISO weeks, Monday, UTC). */
export const dashboardWeeks = 12;

export const dashboardWeekView = z.object({
  /** The Monday the week starts on (UTC), YYYY-MM-DD. */
  week: z.string(),
  chefs: z.number().int(),
  restaurants: z.number().int(),
  /**
   * Offers created that week, deleted ones included: when an offer was approved, paused or live is not
   * kept, so the number live at each week's end cannot be told.
   */
  offers: z.number().int(),
  /** Applications made that week, the offers venues sent to chefs included. */
  applications: z.number().int(),
  /** Applications with a trial agreed that week (by either side). */
  trials: z.number().int(),
  /** Hires the recruitment service recorded with a hire date in that week (docs/decisions/056). */
  hires: z.number().int(),
  /**
   * Of a chef's applications first answered by the venue that week (a date proposed or agreed, or a
   * rejection), the median time from the application to that answer, in seconds; null when none.
   */
  medianFirstAnswer: z.number().nullable(),
  firstAnswers: z.number().int(),
});
export type DashboardWeek = z.output<typeof dashboardWeekView>;

export const dashboardOutput = z.object({
  /** Oldest first; the last one is the current week, so far. */
  weeks: z.array(dashboardWeekView),
  /** What waits now. */
  queues: z.object({
    chef: z.number().int(),
    venue: z.number().int(),
    offer: z.number().int(),
    premium: z.number().int(),
    inbox: z.number().int(),
  }),
  /** Offers live now (approved, active, not deleted), beside the weekly counts that cannot say it. */
  liveOffers: z.number().int(),
});
export type Dashboard = z.output<typeof dashboardOutput>;

export const adminDashboard = defineCall({
  name: 'admin.dashboard',
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'moderator',
  summary:
    'The last 12 ISO weeks (UTC): sign-ups, offers, applications, trials agreed, hires and the median first answer, with the queues now.',
  input: z.object({}),
  output: dashboardOutput,
});

export const adminInboxCalls = [
  adminInboxList,
  adminInboxHandle,
  adminInboxCv,
  adminOutboxList,
  adminOutboxRetry,
  adminDashboard,
];
