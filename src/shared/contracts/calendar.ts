import { z } from 'zod';
import { pageNumber, pageSize } from './paging';
import { applicantView, applicationStatusCodes, isoDate, stageView } from './applications';
import { defineCall } from './call';
import { emptyToUndefined } from './chef-profiles';
import { flag } from './fields';
import { slotImage } from './images';
import { recordId } from './numbers';
import { stageRequestView } from './stage-requests';

/**
 * The trial calendars (spec doc 1 sections 2 and 9, doc 2 sections 2, 7 and 9; decisions D4, D5): the
 * chef's dates (agreed trials and the dates still proposed) and a venue's agreed trials, by offer. A
 * client showing a month sends its first and last day (`from`, `to`); without them every date is listed.
 */

/** The calendars load 10 a page (doc 1 and doc 2 section 9); a client showing a month may ask up to 50. */
export const calendarPageSize = 10;
export const maxCalendarPageSize = 50;

const pageField = pageNumber();
const qtyField = pageSize(calendarPageSize, maxCalendarPageSize);
const dayField = z.preprocess(emptyToUndefined, isoDate().optional());

/** The days asked for, from `from` to `to` (both included); a range that ends before it starts is refused. */
const dayRange = {
  from: dayField,
  to: dayField,
};
const orderedRange = (value: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'date_range_invalid' });
};

/** offer/calendar (doc 2 section 7): `rid`, `page`, `qty` 10, `showpaused` 1; `from` and `to` optional. */
export const venueCalendarInput = z
  .object({
    /** One of the account's venues; without it, every venue of the account. */
    rid: z.preprocess(emptyToUndefined, recordId().optional()),
    page: pageField,
    qty: qtyField,
    /** 1 (the spec's client): trials of paused offers are listed too; 0 leaves them out. */
    showpaused: z.preprocess((v) => emptyToUndefined(v) ?? 1, flag()),
    ...dayRange,
  })
  .superRefine(orderedRange);

/** The chef's calendar (doc 1 section 7 "calendar items", its path not shown): `page`, `qty` 10. */
export const chefCalendarInput = z
  .object({
    page: pageField,
    qty: qtyField,
    ...dayRange,
  })
  .superRefine(orderedRange);

/** A date in a calendar: an application's stage, agreed (Accepted) or still proposed (Proposed). */
const calendarStage = stageView.extend({ status: z.enum(['Proposed', 'Accepted']) });

/** A venue's offer with its applicants' agreed trials in the days asked for, by date and time. */
export const venueCalendarOffer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The venue that posted it. */
  rid: z.number().int(),
  /** 1 active, 0 paused. */
  status: z.union([z.literal(0), z.literal(1)]),
  applicants: z.array(
    z.object({
      /** The application. */
      id: z.number().int(),
      chef: applicantView.shape.chef,
      stages: z.array(calendarStage),
    }),
  ),
});
export type VenueCalendarOffer = z.output<typeof venueCalendarOffer>;

/** A date of the chef's, with its application, offer and venue. */
export const chefCalendarItem = calendarStage.extend({
  application: z.object({ id: z.number().int(), statusid: z.literal(Object.values(applicationStatusCodes)) }),
  offer: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    images: z.object({ logo: slotImage }),
  }),
});
export type ChefCalendarItem = z.output<typeof chefCalendarItem>;

/**
 * The agreed stage periods that overlap the days asked for (docs/decisions/052), all of them on page 0
 * and none on later pages, so that paging through the trials lists each once.
 */
const agreedStagePeriods = z.array(stageRequestView);

export const offerCalendar = defineCall({
  name: 'offer.calendar',
  method: 'POST',
  path: '/api/offer/calendar',
  access: 'restaurant',
  summary:
    "The venue's agreed trials, by offer (offers ordered by their first trial, 10 a page), each with its applicants and their dates; premium accounts (D5).",
  input: venueCalendarInput,
  output: z.object({ list: z.array(venueCalendarOffer), stages: agreedStagePeriods }),
  errors: ['premium_required', 'venue_not_found'],
});

export const stageChefCalendar = defineCall({
  name: 'stage.chef.calendar',
  method: 'POST',
  path: '/api/stage/chef/calendar',
  access: 'chef',
  summary:
    "The chef's dates, agreed and still proposed, by date and time (10 a page), each with its offer and venue.",
  input: chefCalendarInput,
  output: z.object({ list: z.array(chefCalendarItem), stages: agreedStagePeriods }),
  errors: ['chef_profile_missing'],
});

/** The secret address of the account's calendar feed (docs/decisions/051). */
const calendarFeedOutput = z.object({
  /** `{PUBLIC_URL}/calendar/{token}.ics`: anyone with it reads the account's agreed trials. */
  url: z.string(),
});

export const calendarFeed = defineCall({
  name: 'calendar.feed',
  method: 'POST',
  path: '/api/calendar/feed',
  access: 'account',
  summary:
    "The secret address of the account's calendar feed (its agreed trials as iCalendar), made on first ask; venues need premium (D5).",
  input: z.object({}),
  output: calendarFeedOutput,
  errors: ['premium_required', 'forbidden'],
});

export const calendarFeedRenew = defineCall({
  name: 'calendar.feed.renew',
  method: 'POST',
  path: '/api/calendar/feed/renew',
  access: 'account',
  summary: "A new secret address for the account's calendar feed; the old one stops working at once.",
  input: z.object({}),
  output: calendarFeedOutput,
  errors: ['premium_required', 'forbidden'],
});

export const calendarCalls = [offerCalendar, stageChefCalendar, calendarFeed, calendarFeedRenew];
