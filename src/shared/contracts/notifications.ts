import { z } from 'zod';
import { stageRequestNewsKinds } from '../applications/stage-requests';
import { applicationNewsKinds, recruitmentNewsKinds } from '../applications/news';
import { pageNumber, pageSize } from './paging';
import { userData } from './accounts';
import { defineCall, knownFieldsOnly } from './call';
import { emptyToUndefined } from './chef-profiles';
import { imageSizes } from './images';
import { recordId, recordIdList } from './numbers';

/** The notifications page shows 10 at a time (spec doc 1 section 9); a client may ask up to 50. */
export const notificationsPageSize = 10;
export const maxNotificationsPageSize = 50;

/** What happened, as notifications name it; the title of each is a sentence in the reader's language. */
export const notificationKinds = [
  'chef_profile_approved',
  'venue_approved',
  'offer_approved',
  /** Staff did not approve it; the e-mail says why and what to change (decision 053). */
  'chef_profile_rejected',
  'venue_rejected',
  'offer_rejected',
  ...applicationNewsKinds,
  ...stageRequestNewsKinds,
  /** The recruitment service moved an application for the venue, or recorded a hire (D5). */
  ...recruitmentNewsKinds,
  /** A chef sent the venue their CV (offer/sendcv). */
  'cv_received',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const venueId = z.preprocess(emptyToUndefined, recordId().optional());

/**
 * notifications/user (spec doc 1 section 7): newest first, `qty` a page from page 0. A restaurant account
 * gives `rid` for one venue's notifications (restaurant/profile/notifications/{id}); without it, all of
 * the account's.
 */
export const notificationsUserInput = z.object({
  page: pageNumber(),
  qty: pageSize(notificationsPageSize, maxNotificationsPageSize),
  rid: venueId,
});

/**
 * notifications/read: marks the account's notifications read: those of `ids` (the ones a page showed;
 * sent empty, none), else, `ids` left out, all of them; one venue's with `rid`. Since leaving `ids` out
 * means all, a field the call does not know is refused rather than dropped (`ids[0]`, `idz`).
 */
export const notificationsReadInput = knownFieldsOnly(
  z.object({
    rid: venueId,
    ids: recordIdList(maxNotificationsPageSize).optional(),
  }),
);

/** One notification (spec doc 1 section 3 "Notification": id, payload with link, title, image). */
export const notificationView = z.object({
  id: z.number().int().positive(),
  kind: z.enum(notificationKinds),
  /** When it happened (ISO 8601). */
  created: z.string(),
  /** 1 once the reader has opened the list after it came. */
  read: z.union([z.literal(0), z.literal(1)]),
  /** The venue it concerns, for a restaurant account; null otherwise. */
  rid: z.number().int().positive().nullable(),
  payload: z.object({
    /** A path of the app in the reader's language (`/en/restaurant/profile/home/12`). */
    link: z.string(),
    /** A sentence in the reader's language. */
    title: z.string(),
    /** The venue's logo, or the chef's photo (`image.sizes.square.url`); null when there is none. */
    image: z.object({ sizes: imageSizes }).nullable(),
  }),
});
export type NotificationView = z.output<typeof notificationView>;

export const notificationsUser = defineCall({
  name: 'notifications.user',
  method: 'POST',
  path: '/api/notifications/user',
  access: 'account',
  summary: "The account's notifications, newest first, a page at a time (one venue's with `rid`).",
  input: notificationsUserInput,
  output: z.array(notificationView),
  errors: ['venue_not_found'],
});

export const notificationsRead = defineCall({
  name: 'notifications.read',
  method: 'POST',
  path: '/api/notifications/read',
  access: 'account',
  summary:
    "Marks the account's notifications read (those of `ids`, else all; one venue's with `rid`); answers the user with its badges.",
  input: notificationsReadInput,
  output: userData,
  errors: ['venue_not_found'],
});

export const notificationCalls = [notificationsUser, notificationsRead];
