import { z } from 'zod';
import { applicationNewsKinds } from '../applications/news';
import { pageNumber, pageSize } from './paging';
import {
  applicationStatusCodes,
  applicationTabs,
  tabStatus,
  type ApplicationStatusCode,
  type ApplicationTab,
} from '../applications/tabs';
import { applicationTypeIds } from '../reference/application-types';
import { availableFrom, disponibilityIds } from '../reference/disponibility';
import { ratingTypeValues } from '../reference/ratings';
import { audienceParts } from './offers';
import { defineCall, formAlternatives, noData } from './call';
import { emptyToUndefined, jsonText, requiredField } from './chef-profiles';
import { flag, multilineText } from './fields';
import { slotImage } from './images';
import { decimalInteger, recordId, recordIdList, recordIdOrZero } from './numbers';
import { placeSchema } from './places';
import { scheduleTime } from './venues';

/**
 * The application calls (spec doc 1 sections 3, 4, 5 and 7; doc 2 sections 3, 4 and 7; decisions D4):
 * a chef applies to offers with 1 to 3 trial dates, or saves them; a premium venue sends an offer to
 * chefs; the chef reads and withdraws their applications; the venue counts and reads an offer's
 * applicants and rejects them. Wire names follow the spec (`disponibility`, `disponibilitydate`,
 * `statusid`, `cid`, `oid`).
 */

/** The application lists load 10 at a time (doc 1 and doc 2 section 9); a client may ask up to 50. */
export const applicationsPageSize = 10;
export const maxApplicationsPageSize = 50;
/** A chef proposes at most 3 trial dates (doc 1 section 5); a venue sends an offer to at most 10 chefs. */
export const maxTrialDates = 3;
export const maxChefsPerSend = 10;
/** A chef applies to at most this many selected offers in one call. */
export const maxOffersPerApply = 20;

export {
  applicationStatusCodes,
  applicationTabs,
  tabStatus,
  type ApplicationStatusCode,
  type ApplicationTab,
} from '../applications/tabs';
const statusCodes = Object.values(applicationStatusCodes) as ApplicationStatusCode[];

/** A date as the server takes it (doc 1 section 9: YYYY-MM-DD), a real calendar day. */
export const isoDate = (error = 'date_invalid') =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine(
      (v) => {
        const date = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
      },
      { error },
    );

/**
 * The earliest day a chef may propose: yesterday in UTC, which is still today somewhere (UTC-12), so a
 * chef anywhere can propose their own today and nobody a day that has passed everywhere.
 */
export function earliestProposableDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A page of a list, from page 0. */
const pageField = pageNumber;
const qtyField = () => pageSize(applicationsPageSize, maxApplicationsPageSize);

/** A tab's status code as the spec sends it (`status=3`), or the tab's name (`status=in-review`). */
export const statusField = (side: 'chef' | 'restaurant') =>
  z.preprocess(
    (v) => {
      const value = emptyToUndefined(v) ?? 'pending';
      if (typeof value === 'string' && value in tabStatus[side])
        return tabStatus[side][value as ApplicationTab];
      return typeof value === 'string' && /^-?[0-9]$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: 'invalid_value' })
      .refine((v): v is ApplicationStatusCode => (statusCodes as number[]).includes(v), {
        error: 'invalid_value',
      }),
  );

/**
 * The dates a chef proposes: a JSON list of 1 to 3 days (`["2026-12-01"]`, or objects with a `date`),
 * none in the past, none twice.
 */
const trialDates = z.preprocess(
  (v) => {
    const list = emptyToUndefined(v) ?? [];
    if (!Array.isArray(list)) return list;
    return list.map((item) =>
      item && typeof item === 'object' && 'date' in item ? (item as { date: unknown }).date : item,
    );
  },
  z
    .array(isoDate('dates_invalid'), { error: 'dates_invalid' })
    .min(1, { error: 'dates_required' })
    .max(maxTrialDates, { error: 'dates_max' })
    .refine((dates) => dates.every((d) => d >= earliestProposableDate()), { error: 'date_past' })
    .refine((dates) => new Set(dates).size === dates.length, { error: 'dates_repeated' }),
);

const disponibilityField = requiredField(
  decimalInteger().refine((v) => (disponibilityIds as readonly number[]).includes(v), {
    error: 'invalid_value',
  }),
  'disponibility_required',
);
const disponibilityDateField = z
  .preprocess(emptyToUndefined, isoDate().optional())
  .transform((v) => v ?? null);

/** When the chef can start: a choice of the disponibility list, with its date for "available from". */
const availability = {
  disponibility: disponibilityField,
  disponibilitydate: disponibilityDateField,
};
const needsDate = (
  value: { disponibility: number; disponibilitydate: string | null },
  context: z.RefinementCtx,
) => {
  if (value.disponibility === availableFrom && !value.disponibilitydate)
    context.addIssue({ code: 'custom', path: ['disponibilitydate'], message: 'disponibility_date_required' });
};

/** offer/subscribe, a chef applies: `offers` (comma ids), `dates` (JSON), `disponibility`, `disponibilitydate`. */
export const applyInput = z
  .object({
    offers: recordIdList(maxOffersPerApply).refine((ids) => ids.length > 0, { error: 'offers_required' }),
    dates: jsonText(trialDates),
    ...availability,
  })
  .superRefine(needsDate);
export type ApplyInput = z.input<typeof applyInput>;

/** offer/subscribe with `saved=1`: a chef saves offers (they cannot be un-saved, doc 1 section 4). */
export const saveOffersInput = z.object({
  offers: recordIdList(maxOffersPerApply).refine((ids) => ids.length > 0, { error: 'offers_required' }),
  saved: flag().refine((v) => v, { error: 'invalid_value' }),
});

/** offer/subscribe with `cid`: a premium venue sends its offer `oid` to up to 10 chefs (doc 2 section 7). */
export const sendOfferInput = z.object({
  cid: recordIdList(maxChefsPerSend + 1)
    .refine((ids) => ids.length > 0, { error: 'chefs_required' })
    .refine((ids) => new Set(ids).size <= maxChefsPerSend, { error: 'chefs_max' }),
  oid: requiredField(recordId(), 'required'),
});

export const subscribeInput = formAlternatives(
  (raw) =>
    emptyToUndefined(raw.cid) !== undefined
      ? sendOfferInput
      : emptyToUndefined(raw.saved) !== undefined && raw.saved !== '0' && raw.saved !== 0
        ? saveOffersInput
        : applyInput,
  [applyInput, saveOffersInput, sendOfferInput] as const,
);

/** offer/acceptsugestedoffer: the chef takes an offer a venue sent (application `id`), with dates. */
export const acceptSuggestedInput = z
  .object({
    id: requiredField(recordId(), 'required'),
    dates: jsonText(trialDates),
    ...availability,
  })
  .superRefine(needsDate);

/** offer/chef/list: the chef's applications of one tab, newest first. */
export const chefApplicationsInput = z.object({
  page: pageField(),
  qty: qtyField(),
  status: statusField('chef'),
  /** The spec's client sends 1: applications to paused offers are listed too (always so). */
  showpaused: flag(),
});

/** offer/chef/delete: the chef withdraws application `id` (`oid`, its offer, may be sent as well). */
export const chefWithdrawInput = z.object({
  id: requiredField(recordId(), 'required'),
  oid: z.preprocess(emptyToUndefined, recordId().optional()),
});

/** offer/chef/reject: the chef turns down an offer a venue sent, or a date it proposed (application `id`). */
export const chefRejectInput = z.object({ id: requiredField(recordId(), 'required') });

/** offer/counters: how many applicants each tab of an offer holds (`rid`, its venue, may be sent as well). */
export const offerCountersInput = z.object({
  oid: requiredField(recordId(), 'required'),
  rid: z.preprocess(emptyToUndefined, recordId().optional()),
});

/** offer/applicants/offers: the offers with applicants of a venue of the account's (`rid`), or of every venue. */
export const applicantOffersInput = z.object({
  rid: z.preprocess(emptyToUndefined, recordId().optional()),
});

/** offer/applicants/list: an offer's applicants of one tab, newest first. */
export const applicantsInput = z.object({
  oid: requiredField(recordId(), 'required'),
  page: pageField(),
  qty: qtyField(),
  status: statusField('restaurant'),
});

/** A trial's start or end: an hour (0-23, as the hour lists send it) or HH:mm (doc 2 section 9). */
const trialTime = (requiredKey: string) =>
  requiredField(
    scheduleTime().refine((v) => v !== null, { error: requiredKey }),
    requiredKey,
  ) as unknown as z.ZodType<string, unknown>;

/**
 * stage/accept (doc 1 and doc 2 section 7): a proposed date is agreed. The venue accepts one of the
 * chef's dates with its hours, kind and a message (doc 2 section 5: message min 4; start, end and type
 * required); the chef accepts a date the venue proposed (its hours and kind stay the venue's). Times
 * are any HH:mm (the dialog offers quarter hours); an end before the start ends the next day.
 */
/** A date's hours, kind and message, as a side sets them when it accepts or proposes a date. */
const stageTerms = (messageRequired: string) =>
  z.object({
    description: multilineText((s) => s.min(1, { error: messageRequired }).min(4, { error: 'min_4' }), 2000),
    start: trialTime('start_required'),
    end: trialTime('end_required'),
    type: requiredField(
      decimalInteger().refine((v) => (applicationTypeIds as readonly number[]).includes(v), {
        error: 'invalid_value',
      }),
      'stage_type_required',
    ),
  });
// An end before the start is the next day (a shift past midnight, `endsNextDay`); the same time twice
// is no shift at all.
const endsAfterStart = (value: { start: string; end: string }) => value.start !== value.end;

export const stageAcceptInput = stageTerms('message_required')
  .extend({ id: requiredField(recordId(), 'required') })
  .refine(endsAfterStart, { path: ['end'], error: 'end_same_as_start' });
export type StageAcceptInput = z.input<typeof stageAcceptInput>;

/**
 * stage/reschedule (doc 1 and doc 2 section 7, D4): a side proposes another date for application
 * `applicationid`, with its hours, kind and a message; it replaces date `id` (0 or left out: none is
 * open, as after a trial was taken back). The venue proposes on an application waiting for it, one it
 * proposed a date on, or an accepted one; the chef on one the venue moved, or an accepted one. An
 * agreed date is rejected first.
 */
export const stageRescheduleInput = stageTerms('stage_message_required')
  .extend({
    id: z.preprocess(emptyToUndefined, recordIdOrZero().optional()).transform((v) => v ?? 0),
    applicationid: requiredField(recordId(), 'required'),
    replacedate: requiredField(
      isoDate().refine((d) => d >= earliestProposableDate(), { error: 'date_past' }),
      'date_required',
    ),
  })
  .refine(endsAfterStart, { path: ['end'], error: 'end_same_as_start' });
export type StageRescheduleInput = z.input<typeof stageRescheduleInput>;

/** stage/rejectAccepted (doc 1 and doc 2 section 7): either side takes back the agreed date `id`. */
export const stageRejectAcceptedInput = z.object({ id: requiredField(recordId(), 'required') });

/** offer/applicant: the venue acts on application `id`; `action=reject` (doc 2 section 7). */
export const applicantActionInput = z.object({
  id: requiredField(recordId(), 'required'),
  action: z.literal('reject', { error: 'invalid_value' }),
});

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** A proposed date (doc 2 section 3 "Stage"). */
export const stageView = z.object({
  id: z.number().int(),
  date: z.string(),
  /** HH:mm, or null for "no time". */
  start: z.string().nullable(),
  end: z.string().nullable(),
  typeid: z.literal(applicationTypeIds),
  /** The account that proposed it. */
  proposes: z.number().int(),
  /** Who proposed it, as the reader sees it. */
  proposedby: z.enum(['chef', 'restaurant']),
  status: z.enum(['Proposed', 'Accepted', 'Rejected', 'Cancelled']),
  description: z.string(),
});
export type StageView = z.output<typeof stageView>;

/** A move of the application, for its short history (decisions D4, 048). */
export const applicationEventView = z.object({
  kind: z.enum(applicationNewsKinds),
  /** Who moved, as the reader sees it. */
  by: z.enum(['chef', 'restaurant']),
  /** When (ISO 8601). */
  at: z.string(),
  /** The date concerned and its hours, as they were; null for a move about no date. */
  date: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type ApplicationEventView = z.output<typeof applicationEventView>;

const applicationFields = {
  id: z.number().int(),
  /** When the chef applied, or the venue sent the offer (ISO 8601). */
  created: z.string(),
  statusid: z.literal(statusCodes),
  /** 1-4 the chef's availability; 0 while an offer the venue sent waits for the chef (D4). */
  disponibility: z.number().int(),
  disponibilitydate: z.string().nullable(),
  /** The venue sent this offer to the chef. */
  invited: zeroOne,
  /** The chef withdrew it (listed among the rejected). */
  withdrawn: zeroOne,
  /** Sorted by date and time. */
  stages: z.array(stageView),
  /** Its moves, oldest first (not in the spec's entity: extra). */
  history: z.array(applicationEventView),
};

/** An application in the chef's lists (doc 1 section 3 "Application"). */
export const chefApplicationView = z.object({
  ...applicationFields,
  offer: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** In the chef's language, else the first written (D7), as sanitized HTML. */
    description: z.string(),
    position: z.number().int(),
    /** 1 active, 0 paused. */
    status: zeroOne,
    images: z.object({ image1: slotImage }),
  }),
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    rating: z.number().int(),
    ratingType: z.enum(ratingTypeValues),
    location: placeSchema.nullable(),
    premium: z.enum(['0', '1']),
    images: z.object({ logo: slotImage }),
  }),
});
export type ChefApplicationView = z.output<typeof chefApplicationView>;

/** An applicant in the venue's lists (doc 2 section 3 "Application"). */
export const applicantView = z.object({
  ...applicationFields,
  chef: z.object({
    id: z.number().int(),
    /** The chef's account id (block, messages). */
    acc: z.number().int(),
    slug: z.string(),
    name: z.string(),
    position: z.number().int().nullable(),
    location: placeSchema.nullable(),
    images: z.object({ profile: slotImage }),
  }),
});
export type ApplicantView = z.output<typeof applicantView>;

/** How many applications each tab holds, named from the reader's side (doc 2 "Applications counter"). */
export const applicationCounters = z.object({
  pending: z.number().int(),
  review: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationCounters = z.output<typeof applicationCounters>;

/** The chef's counters, with the tab of the application that changed last (null: none), which the page opens on. */
export const chefCountersOutput = applicationCounters.extend({
  newest: z.enum(applicationTabs).nullable(),
});
export type ChefCounters = z.output<typeof chefCountersOutput>;

/** offer/chef/applied: which of these offers (`oid`, up to 100) the chef has an application for. */
export const chefAppliedInput = z.object({ oid: recordIdList(100) });

/** The chef's application for an offer, as the offer page and the feed's cards say it ("Applied on ..."). */
export const chefAppliedOffer = z.object({
  oid: z.number().int(),
  /** The application's id. */
  id: z.number().int(),
  statusid: z.literal(statusCodes),
  /** The chef's tab that lists it. */
  tab: z.enum(applicationTabs),
  /** When the chef applied, or when the venue sent it (`sent`). */
  created: z.string(),
  /** 1: the venue sent this offer and the chef has not taken it yet (accept it in Applications). */
  sent: z.union([z.literal(0), z.literal(1)]),
});
export type ChefAppliedOffer = z.output<typeof chefAppliedOffer>;

/** An offer with applicants and its tabs' counts (the venue's applicants page, spec doc 2 section 2). */
export const applicantOfferView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The venue that posted it. */
  rid: z.number().int(),
  /** 1 active, 0 paused. */
  status: zeroOne,
  counters: applicationCounters,
});
export type ApplicantOfferView = z.output<typeof applicantOfferView>;

/**
 * Why a venue's offer did not reach a chef it was sent to: the chef already has an application for it
 * (applied, or sent it before), the venue cannot see the chef (a block either way, a profile not live),
 * or the chef is outside the offer's audience (D9: the parts the chef declared otherwise).
 */
export const sendOfferSkipReasons = ['already', 'not_available', 'outside_audience'] as const;
export type SendOfferSkipReason = (typeof sendOfferSkipReasons)[number];

export const skippedChef = z.object({
  cid: z.number().int(),
  reason: z.enum(sendOfferSkipReasons),
  /** With `outside_audience`: the parts of the audience that leave the chef out. */
  parts: z.array(z.enum(audienceParts)).optional(),
});
export type SkippedChef = z.output<typeof skippedChef>;

/** What offer/subscribe did: the applications it made, and what was already there. */
export const subscribeOutput = z.object({
  applications: z.array(
    z.object({
      id: z.number().int(),
      oid: z.number().int(),
      cid: z.number().int(),
      statusid: z.number().int(),
    }),
  ),
  /** Offers (apply) or chefs (send) that already had an application, left as they were. */
  already: z.array(z.number().int()),
  /** Offers saved (saved=1). */
  saved: z.array(z.number().int()),
  /**
   * A venue's send: every chef the offer did not reach, with why (those in `already` too). Left out of
   * the other forms; optional, so the spec's client reads the answer as before.
   */
  skipped: z.array(skippedChef).optional(),
});
export type SubscribeOutput = z.output<typeof subscribeOutput>;

/** One application's new state, answered by the calls that move it. */
export const applicationMoved = z.object({ id: z.number().int(), statusid: z.literal(statusCodes) });

export const offerSubscribe = defineCall({
  name: 'offer.subscribe',
  method: 'POST',
  path: '/api/offer/subscribe',
  access: 'account',
  summary:
    'A chef applies to offers with 1 to 3 trial dates, or saves them (`saved=1`); a premium venue sends its offer `oid` to chefs (`cid`).',
  input: subscribeInput,
  output: subscribeOutput,
  status: 201,
  errors: [
    'forbidden',
    'not_found',
    'offer_not_found',
    'offer_not_available',
    'offer_not_for_you',
    'offer_asks_undeclared',
    'premium_required',
    'already_applied',
    'chefs_cannot_receive',
    'application_moved_on',
    'chef_profile_missing',
  ],
});

export const offerAcceptSuggested = defineCall({
  name: 'offer.acceptSuggested',
  method: 'POST',
  path: '/api/offer/acceptsugestedoffer',
  access: 'chef',
  summary: 'The chef takes an offer a venue sent, proposing 1 to 3 trial dates: it goes to the venue.',
  input: acceptSuggestedInput,
  output: applicationMoved,
  errors: ['application_not_found', 'offer_not_available', 'offer_not_for_you', 'application_moved_on'],
});

export const offerChefList = defineCall({
  name: 'offer.chef.list',
  method: 'POST',
  path: '/api/offer/chef/list',
  access: 'chef',
  summary:
    "The chef's applications of one tab (3 pending, 2 in review, 4 accepted, -1 rejected), newest first.",
  input: chefApplicationsInput,
  output: z.array(chefApplicationView),
  errors: ['chef_profile_missing'],
});

export const offerChefCounters = defineCall({
  name: 'offer.chef.counters',
  method: 'POST',
  path: '/api/offer/chef/counters',
  access: 'chef',
  summary:
    "How many of the chef's applications each tab holds (the status bar), and the tab of the one that changed last.",
  input: z.object({}),
  output: chefCountersOutput,
  errors: ['chef_profile_missing'],
});

export const offerChefApplied = defineCall({
  name: 'offer.chef.applied',
  method: 'POST',
  path: '/api/offer/chef/applied',
  access: 'chef',
  summary:
    "The chef's applications (withdrawn ones left out) for the offers `oid`: the offer page and the feed say them instead of offering Apply again.",
  input: chefAppliedInput,
  output: z.object({ list: z.array(chefAppliedOffer) }),
  errors: ['chef_profile_missing'],
});

export const offerChefDelete = defineCall({
  name: 'offer.chef.delete',
  method: 'POST',
  path: '/api/offer/chef/delete',
  access: 'chef',
  summary: 'The chef withdraws an application: it leaves their lists and the venue sees it withdrawn.',
  input: chefWithdrawInput,
  output: noData,
  errors: ['application_not_found', 'application_moved_on'],
});

export const offerChefReject = defineCall({
  name: 'offer.chef.reject',
  method: 'POST',
  path: '/api/offer/chef/reject',
  access: 'chef',
  summary: 'The chef turns down an offer a venue sent, or the date a venue proposed.',
  input: chefRejectInput,
  output: applicationMoved,
  errors: ['application_not_found', 'application_moved_on'],
});

export const offerCounters = defineCall({
  name: 'offer.counters',
  method: 'POST',
  path: '/api/offer/counters',
  access: 'restaurant',
  summary:
    "How many applicants each tab of the venue's offer holds (2 pending, 3 in review, accepted, rejected).",
  input: offerCountersInput,
  output: applicationCounters,
  errors: ['offer_not_found'],
});

export const offerApplicantsList = defineCall({
  name: 'offer.applicants.list',
  method: 'POST',
  path: '/api/offer/applicants/list',
  access: 'restaurant',
  summary:
    "An offer's applicants of one tab (2 pending, 3 in review, 4 accepted, -1 rejected), newest first.",
  input: applicantsInput,
  output: z.array(applicantView),
  errors: ['offer_not_found', 'premium_required'],
});

export const offerApplicantsOffers = defineCall({
  name: 'offer.applicants.offers',
  method: 'POST',
  path: '/api/offer/applicants/offers',
  access: 'restaurant',
  summary:
    "The offers of one of the account's venues (`rid`), or of every venue, that have applicants, each with its tabs' counts; those with applicants waiting first.",
  input: applicantOffersInput,
  output: z.object({ list: z.array(applicantOfferView) }),
  errors: ['venue_not_found'],
});

export const offerApplicant = defineCall({
  name: 'offer.applicant',
  method: 'POST',
  path: '/api/offer/applicant',
  access: 'restaurant',
  summary: 'The venue rejects an applicant (`action=reject`).',
  input: applicantActionInput,
  output: applicationMoved,
  errors: ['application_not_found', 'premium_required', 'application_moved_on'],
});

export const stageAccept = defineCall({
  name: 'stage.accept',
  method: 'POST',
  path: '/api/stage/accept',
  access: 'account',
  summary:
    "A proposed date is agreed: the venue accepts one of the chef's dates with its hours, or the chef one the venue proposed; the application is accepted.",
  input: stageAcceptInput,
  output: applicationMoved,
  errors: [
    'forbidden',
    'premium_required',
    'application_not_found',
    'offer_not_available',
    'application_moved_on',
  ],
});

export const stageReschedule = defineCall({
  name: 'stage.reschedule',
  method: 'POST',
  path: '/api/stage/reschedule',
  access: 'account',
  summary:
    "A side proposes another date for an application (an agreed one is rejected first): it becomes the other side's move.",
  input: stageRescheduleInput,
  output: applicationMoved,
  errors: [
    'forbidden',
    'premium_required',
    'application_not_found',
    'offer_not_available',
    'application_moved_on',
  ],
});

export const stageRejectAccepted = defineCall({
  name: 'stage.rejectAccepted',
  method: 'POST',
  path: '/api/stage/rejectAccepted',
  access: 'account',
  summary:
    'Either side takes back an agreed date: the application waits for a new date from the side that took it back.',
  input: stageRejectAcceptedInput,
  output: applicationMoved,
  errors: ['forbidden', 'premium_required', 'application_not_found', 'application_moved_on'],
});

export const applicationCalls = [
  stageAccept,
  stageReschedule,
  stageRejectAccepted,
  offerSubscribe,
  offerAcceptSuggested,
  offerChefList,
  offerChefCounters,
  offerChefApplied,
  offerChefDelete,
  offerChefReject,
  offerCounters,
  offerApplicantsList,
  offerApplicantsOffers,
  offerApplicant,
];
