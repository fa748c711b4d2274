import { z } from 'zod';
import { applicationNewsKinds } from '../applications/news';
import { adminPageSize, maxAdminPageSize } from './admin';
import {
  applicantView,
  applicationMoved,
  applicationStatusCodes,
  isoDate,
  stageAcceptInput,
  stageRejectAcceptedInput,
  stageRescheduleInput,
  statusField,
} from './applications';
import { defineCall, fileOutput } from './call';
import { emptyToUndefined, requiredField } from './chef-profiles';
import { recordId } from './numbers';
import { pageNumber, pageSize } from './paging';
import { currencyIds } from '../reference/currencies';
import { membershipPrices } from '../reference/membership-plans';

/**
 * The recruitment service in the back office (decisions D5; document 2 section 1, "free sign-up with a
 * 3% recruitment fee"; docs/decisions/056-recruitment-service.md): admins answer the applicants of the
 * offers whose `recruit` is on, with the moves a venue makes, recorded as theirs; record a hire with its
 * date and salary; and keep the 3% fee of each hire, due after the chef's first 30 days, exported as CSV
 * for invoicing. Every call under /api/admin/ is admins' (a moderator gets 403, anyone else 404); the
 * venue reads what the service did for it with offer.recruitment.
 */

const paging = { page: pageNumber(), qty: pageSize(adminPageSize, maxAdminPageSize) };

/** The recruitment fee (document 2 sections 1 and 9) and the days after which it falls due. */
export const { recruitmentFeePercent, feeAfterDays: feeDueAfterDays } = membershipPrices;

/** The fee of a yearly salary, in the salary's currency units (whole cents rounded half up). */
export function recruitmentFee(yearlySalary: number): number {
  return Math.round(yearlySalary * recruitmentFeePercent) / 100;
}

// -------------------------------------------------------------------------------------------- offers

/** An offer the service recruits for, with its applications by tab. */
export const recruitmentOfferView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The offer's public page (after the language). */
  path: z.string(),
  venue: z.object({ id: z.number().int(), name: z.string(), premium: z.number().int() }),
  /** Applications per tab: 2 waiting for the service, 3 waiting for the chef, 4 trial agreed, -1 rejected. */
  counts: z.object({
    pending: z.number().int(),
    review: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  hires: z.number().int(),
  /** When the latest application came in. */
  latest: z.string(),
});
export type RecruitmentOffer = z.output<typeof recruitmentOfferView>;

export const recruitmentOffersOutput = z.object({
  items: z.array(recruitmentOfferView),
  total: z.number().int(),
  page: z.number().int(),
});

export const adminRecruitmentOffers = defineCall({
  name: 'admin.recruitment.offers',
  method: 'GET',
  path: '/api/admin/recruitment/offers',
  access: 'admin',
  summary:
    'The offers the recruitment service handles (recruit on) that have applications, those waiting for an answer first.',
  input: z.object(paging),
  output: recruitmentOffersOutput,
});

// ---------------------------------------------------------------------------------------- applicants

/** A hire as staff recorded it. */
export const hireView = z.object({
  id: z.number().int(),
  application: z.number().int().nullable(),
  hiredon: z.string(),
  /** The chef's yearly salary, in `currency`. */
  salary: z.number(),
  currency: z.number().int(),
  /** The day the contract ended, when staff recorded it. */
  endedon: z.string().nullable(),
  fee: z.object({
    id: z.number().int(),
    amount: z.number(),
    state: z.enum(['pending', 'due', 'invoiced', 'cancelled']),
    dueon: z.string(),
  }),
});
export type HireView = z.output<typeof hireView>;

export const recruitmentApplicantView = applicantView.extend({
  /** The hire recorded for this application, if any. */
  hire: hireView.nullable(),
});
export type RecruitmentApplicant = z.output<typeof recruitmentApplicantView>;

export const recruitmentApplicantsInput = z.object({
  oid: requiredField(recordId(), 'required'),
  status: statusField('restaurant'),
  ...paging,
});

export const recruitmentApplicantsOutput = z.object({
  offer: recruitmentOfferView,
  items: z.array(recruitmentApplicantView),
});

export const adminRecruitmentApplicants = defineCall({
  name: 'admin.recruitment.applicants',
  method: 'GET',
  path: '/api/admin/recruitment/applicants',
  access: 'admin',
  summary:
    "An offer's applicants of one tab (2 pending, 3 in review, 4 accepted, -1 rejected), newest first, each with the hire recorded.",
  input: recruitmentApplicantsInput,
  output: recruitmentApplicantsOutput,
  errors: ['offer_not_found'],
});

// --------------------------------------------------------------------------------------------- moves

const moveErrors = ['application_not_found', 'application_moved_on', 'offer_not_found'] as const;

export const adminRecruitmentAccept = defineCall({
  name: 'admin.recruitment.accept',
  method: 'POST',
  path: '/api/admin/recruitment/accept',
  access: 'admin',
  summary:
    "As the venue would with stage/accept: agrees one of the chef's dates, with hours, kind and message; recorded as the service's.",
  input: stageAcceptInput,
  output: applicationMoved,
  errors: moveErrors,
});

export const adminRecruitmentPropose = defineCall({
  name: 'admin.recruitment.propose',
  method: 'POST',
  path: '/api/admin/recruitment/propose',
  access: 'admin',
  summary: 'As the venue would with stage/reschedule: proposes another trial date to the chef.',
  input: stageRescheduleInput,
  output: applicationMoved,
  errors: moveErrors,
});

export const adminRecruitmentTakeBack = defineCall({
  name: 'admin.recruitment.takeBack',
  method: 'POST',
  path: '/api/admin/recruitment/takeback',
  access: 'admin',
  summary: 'As the venue would with stage/rejectAccepted: calls off the agreed trial `id`.',
  input: stageRejectAcceptedInput,
  output: applicationMoved,
  errors: moveErrors,
});

export const adminRecruitmentReject = defineCall({
  name: 'admin.recruitment.reject',
  method: 'POST',
  path: '/api/admin/recruitment/reject',
  access: 'admin',
  summary: 'As the venue would with offer/applicant: turns the applicant down (-1).',
  input: z.object({ id: requiredField(recordId(), 'required') }),
  output: applicationMoved,
  errors: moveErrors,
});

// --------------------------------------------------------------------------------------------- hires

/** A salary as staff type it: a positive amount, at most two decimals. */
const salaryField = requiredField(
  z.coerce
    .number({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(10_000_000, { error: 'invalid_value' })
    .refine((v) => Math.round(v * 100) === v * 100, { error: 'invalid_value' }),
  'salary_required',
);

export const recruitmentHireInput = z.object({
  /** An application with its trial agreed (4). */
  application: requiredField(recordId(), 'required'),
  hiredon: requiredField(isoDate(), 'date_required'),
  salary: salaryField,
  currency: requiredField(
    z.coerce.number().pipe(z.literal(currencyIds, { error: 'invalid_value' })),
    'required',
  ),
});
export type RecruitmentHireInput = z.input<typeof recruitmentHireInput>;

export const adminRecruitmentHire = defineCall({
  name: 'admin.recruitment.hire',
  method: 'POST',
  path: '/api/admin/recruitment/hire',
  access: 'admin',
  summary: `Records that the chef of an agreed trial was hired, on a day, at a yearly salary: the ${recruitmentFeePercent}% fee is kept, pending until ${feeDueAfterDays} days after the hire.`,
  input: recruitmentHireInput,
  output: hireView,
  errors: ['application_not_found', 'application_moved_on', 'already_hired'],
});

export const recruitmentEndInput = z.object({
  hire: requiredField(recordId(), 'required'),
  endedon: requiredField(isoDate(), 'date_required'),
});

export const adminRecruitmentEnd = defineCall({
  name: 'admin.recruitment.end',
  method: 'POST',
  path: '/api/admin/recruitment/end',
  access: 'admin',
  summary: `Records the day a hire's contract ended: a fee not yet due is cancelled when it ended within the first ${feeDueAfterDays} days.`,
  input: recruitmentEndInput,
  output: hireView,
  errors: ['not_found', 'end_before_hire'],
});

// ---------------------------------------------------------------------------------------------- fees

export const feeStates = ['pending', 'due', 'invoiced', 'cancelled'] as const;
export type FeeState = (typeof feeStates)[number];

export const feesInput = z.object({
  state: z.preprocess(
    (v) => emptyToUndefined(v) ?? 'all',
    z.enum([...feeStates, 'all'] as const, { error: 'invalid_value' }),
  ),
  ...paging,
});
export type FeesInput = z.input<typeof feesInput>;

/** A fee row as invoicing reads it; names are kept as they were at the hire (an account may be gone). */
export const feeView = z.object({
  id: z.number().int(),
  state: z.enum(feeStates),
  amount: z.number(),
  currency: z.number().int(),
  dueon: z.string(),
  invoicedon: z.string().nullable(),
  hire: z.object({
    id: z.number().int(),
    hiredon: z.string(),
    endedon: z.string().nullable(),
    salary: z.number(),
  }),
  venue: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** The account billed: its e-mail, or empty once the account is deleted. */
  billing: z.string(),
  chef: z.string(),
  offer: z.string(),
});
export type FeeView = z.output<typeof feeView>;

export const adminFees = defineCall({
  name: 'admin.fees.list',
  method: 'GET',
  path: '/api/admin/fees',
  access: 'admin',
  summary: 'The recruitment fees of one state (or all), those due soonest first.',
  input: feesInput,
  output: z.object({ items: z.array(feeView), total: z.number().int(), page: z.number().int() }),
});

export const adminFeeInvoice = defineCall({
  name: 'admin.fees.invoice',
  method: 'POST',
  path: '/api/admin/fees/invoice',
  access: 'admin',
  summary: 'Marks a due fee invoiced.',
  input: z.object({ id: requiredField(recordId(), 'required') }),
  output: feeView,
  errors: ['not_found', 'fee_moved_on'],
});

export const adminFeesCsv = defineCall({
  name: 'admin.fees.csv',
  method: 'GET',
  path: '/api/admin/fees.csv',
  access: 'admin',
  summary: 'The fees of one state (or all) as CSV for invoicing, one row per fee.',
  input: z.object({ state: feesInput.shape.state }),
  output: fileOutput,
  file: { contentType: 'text/csv' },
});

// ---------------------------------------------------------------------------------- the venue's side

/** A chef the service moved for the venue: what it did last, the trial, and the hire. */
export const recruitmentCandidateView = z.object({
  id: z.number().int(),
  chef: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    position: z.number().int().nullable(),
  }),
  statusid: z.number().int(),
  withdrawn: z.number().int(),
  /** The service's last move on the application, and when. */
  last: z.object({ kind: z.enum(applicationNewsKinds), at: z.string() }),
  /** The trial agreed (`agreed`), else the date the service proposed that waits for the chef. */
  trial: z
    .object({
      date: z.string(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      agreed: z.boolean(),
    })
    .nullable(),
  hiredon: z.string().nullable(),
});
export type RecruitmentCandidate = z.output<typeof recruitmentCandidateView>;

export const offerRecruitment = defineCall({
  name: 'offer.recruitment',
  method: 'GET',
  path: '/api/offer/recruitment',
  access: 'restaurant',
  summary:
    'The chefs the recruitment service moved for the venue on one of its offers, its latest move first: what it did, the trial and the hire. Open to free venues (it is their recruitment).',
  input: z.object({ oid: requiredField(recordId(), 'required') }),
  output: z.array(recruitmentCandidateView),
  errors: ['offer_not_found'],
});

export const adminRecruitmentCalls = [
  adminRecruitmentOffers,
  adminRecruitmentApplicants,
  adminRecruitmentAccept,
  adminRecruitmentPropose,
  adminRecruitmentTakeBack,
  adminRecruitmentReject,
  adminRecruitmentHire,
  adminRecruitmentEnd,
  adminFees,
  adminFeeInvoice,
  adminFeesCsv,
] as const;

/** The tab of an application status, as the recruitment lists count them. */
export const recruitmentTabs = {
  pending: applicationStatusCodes.waitingForRestaurant,
  review: applicationStatusCodes.waitingForChef,
  accepted: applicationStatusCodes.accepted,
  rejected: applicationStatusCodes.rejected,
} as const;
