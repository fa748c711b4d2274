import { z } from 'zod';
import { stageRequestStatuses, type StageRequestStatus } from '../applications/stage-requests';
import { earliestProposableDate, isoDate } from './applications';
import { defineCall } from './call';
import { emptyToUndefined, requiredField } from './chef-profiles';
import { slotImage } from './images';
import { pageNumber, pageSize } from './paging';
import { placeSchema } from './places';
import { recordId } from './numbers';

/**
 * Stage requests (spec doc 1 section 7 and doc 2 sections 2 and 7: `stage/practice`; the venue's and the
 * chef's answers are not shown there, docs/decisions/052-stage-requests.md): a chef asks a venue for an
 * unpaid practice period between two days; the venue accepts it, proposes another or declines; the chef
 * answers a proposal, or withdraws a request still open.
 */

export {
  openStageRequestStatuses,
  stageRequestStatus,
  stageRequestStatuses,
  type StageRequestStatus,
} from '../applications/stage-requests';

export const stageRequestsPageSize = 10;
export const maxStageRequestsPageSize = 50;

/** A day of a period: a real day, not one that has passed everywhere (as trial dates, `date_past`). */
const periodDay = (required: string) =>
  requiredField(
    isoDate().refine((d) => d >= earliestProposableDate(), { error: 'date_past' }),
    required,
  );

/** The period starts before it ends (doc 2 section 5), said on `ends`. */
const inOrder = <T extends { date: string; ends: string }>(value: T) => value.date < value.ends;

/** stage/practice (doc 1 and doc 2 section 7): `restaurant` (the venue's id), `date` (start), `ends`. */
export const stagePracticeInput = z
  .object({
    restaurant: requiredField(recordId(), 'required'),
    date: periodDay('date_required'),
    ends: periodDay('date_required'),
  })
  .refine(inOrder, { path: ['ends'], error: 'stage_dates_order' });
export type StagePracticeInput = z.input<typeof stagePracticeInput>;

const paging = {
  page: pageNumber(),
  qty: pageSize(stageRequestsPageSize, maxStageRequestsPageSize),
};

/** stage/requests: a page of the venue `rid`'s stage requests, newest first. */
export const stageRequestsInput = z.object({ rid: requiredField(recordId(), 'required'), ...paging });

/** stage/chef/requests: a page of the chef's stage requests, newest first. */
export const stageChefRequestsInput = z.object(paging);

/**
 * stage/answer: the venue answers request `id`: `accept` the chef's period, `propose` another (`date`,
 * `ends`), or `decline`.
 */
export const stageAnswerInput = z
  .object({
    id: requiredField(recordId(), 'required'),
    action: z.enum(['accept', 'propose', 'decline'], { error: 'invalid_value' }),
    date: z.preprocess(emptyToUndefined, periodDay('date_required').optional()),
    ends: z.preprocess(emptyToUndefined, periodDay('date_required').optional()),
  })
  .superRefine((value, context) => {
    if (value.action !== 'propose') return;
    if (!value.date) context.addIssue({ code: 'custom', path: ['date'], message: 'date_required' });
    if (!value.ends) context.addIssue({ code: 'custom', path: ['ends'], message: 'date_required' });
    if (value.date && value.ends && value.date >= value.ends)
      context.addIssue({ code: 'custom', path: ['ends'], message: 'stage_dates_order' });
  });
export type StageAnswerInput = z.input<typeof stageAnswerInput>;

/** stage/chef/answer: the chef answers the period the venue proposed on request `id`. */
export const stageChefAnswerInput = z.object({
  id: requiredField(recordId(), 'required'),
  action: z.enum(['accept', 'decline'], { error: 'invalid_value' }),
});
export type StageChefAnswerInput = z.input<typeof stageChefAnswerInput>;

/** stage/chef/withdraw: the chef withdraws the open request `id` (waiting for either side). */
export const stageChefWithdrawInput = z.object({ id: requiredField(recordId(), 'required') });
export type StageChefWithdrawInput = z.input<typeof stageChefWithdrawInput>;

const period = z.object({ date: z.string(), ends: z.string() });

/** A stage request as either side reads it. */
export const stageRequestView = z.object({
  id: z.number().int(),
  /** The chef's period (YYYY-MM-DD). */
  date: z.string(),
  ends: z.string(),
  status: z
    .number()
    .int()
    .refine((v): v is StageRequestStatus => (stageRequestStatuses as number[]).includes(v)),
  /** The other period the venue proposed; null when it proposed none. */
  proposed: period.nullable(),
  /** The period agreed (the chef's or the proposed one); null until then. */
  agreed: period.nullable(),
  /** ISO 8601. */
  created: z.string(),
  answered: z.string().nullable(),
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    images: z.object({ logo: slotImage }),
  }),
  chef: z.object({
    id: z.number().int(),
    acc: z.number().int(),
    slug: z.string(),
    name: z.string(),
    position: z.number().int().nullable(),
    location: placeSchema.nullable(),
    images: z.object({ profile: slotImage }),
  }),
});
export type StageRequestView = z.output<typeof stageRequestView>;

const requestsList = z.object({ list: z.array(stageRequestView) });

export const stagePractice = defineCall({
  name: 'stage.practice',
  method: 'POST',
  path: '/api/stage/practice',
  access: 'chef',
  summary: 'A chef asks a venue for a stage (an unpaid practice period) between two days; the venue is told.',
  input: stagePracticeInput,
  output: stageRequestView,
  errors: ['chef_profile_missing', 'venue_not_found', 'stage_already_requested'],
});

export const stageRequests = defineCall({
  name: 'stage.requests',
  method: 'POST',
  path: '/api/stage/requests',
  access: 'restaurant',
  summary: "A page of one of the account's venues' stage requests, newest first.",
  input: stageRequestsInput,
  output: requestsList,
  errors: ['venue_not_found'],
});

export const stageAnswer = defineCall({
  name: 'stage.answer',
  method: 'POST',
  path: '/api/stage/answer',
  access: 'restaurant',
  summary: "A premium venue accepts a chef's stage period, proposes another, or declines; the chef is told.",
  input: stageAnswerInput,
  output: stageRequestView,
  errors: ['premium_required', 'stage_request_not_found', 'stage_request_moved_on'],
});

export const stageChefRequests = defineCall({
  name: 'stage.chef.requests',
  method: 'POST',
  path: '/api/stage/chef/requests',
  access: 'chef',
  summary: "A page of the chef's stage requests, newest first.",
  input: stageChefRequestsInput,
  output: requestsList,
  errors: ['chef_profile_missing'],
});

export const stageChefAnswer = defineCall({
  name: 'stage.chef.answer',
  method: 'POST',
  path: '/api/stage/chef/answer',
  access: 'chef',
  summary: 'The chef accepts or declines the stage period a venue proposed; the venue is told.',
  input: stageChefAnswerInput,
  output: stageRequestView,
  errors: ['stage_request_not_found', 'stage_request_moved_on'],
});

export const stageChefWithdraw = defineCall({
  name: 'stage.chef.withdraw',
  method: 'POST',
  path: '/api/stage/chef/withdraw',
  access: 'chef',
  summary: 'The chef withdraws an open stage request (waiting for either side); the venue is told.',
  input: stageChefWithdrawInput,
  output: stageRequestView,
  errors: ['stage_request_not_found', 'stage_request_moved_on'],
});

export const stageRequestCalls = [
  stagePractice,
  stageRequests,
  stageAnswer,
  stageChefRequests,
  stageChefAnswer,
  stageChefWithdraw,
];
