import type { z } from 'zod';
import type {
  NotificationKind,
  NotificationView,
  notificationsReadInput,
  notificationsUserInput,
} from '@shared/contracts/notifications';
import type { Language } from '@shared/i18n/languages';
import { requireAccess, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import type { NotificationPayload } from '../../db/schema/notifications';
import type { Deps } from '../../lib/deps';
import type { SessionUserPart } from '../../lib/session-user';
import { translate } from '../../lib/i18n';
import { imagesOfChefProfiles, imagesOfVenues } from '../media/media.service';
import * as repo from './notifications.repository';

/**
 * The notifications feature owns `notifications` (docs/decisions/035-notifications.md): other features
 * tell an account what happened with `notify`, in the transaction of what happened; the account reads
 * them newest first on its notifications page, whose opening marks them read (the badges of
 * `pendingnotifications`).
 */

export interface NewNotification {
  accountId: number;
  /** The venue it concerns, for a restaurant account (its own list and badge). */
  venueId?: number | null;
  kind: NotificationKind;
  /** A path after the language: `/restaurant/profile/home/12`. */
  link: `/${string}`;
  /** The name the sentence is about (the venue's, the offer's, the chef's). */
  name: string;
  /** The profile whose picture it shows. */
  subject?: NotificationPayload['subject'];
}

export async function notify(db: Executor, notification: NewNotification): Promise<void> {
  await repo.insertNotification(db, {
    accountId: notification.accountId,
    restaurantProfileId: notification.venueId ?? null,
    kind: notification.kind,
    payload: {
      link: notification.link,
      title: notification.name,
      image: null,
      ...(notification.subject ? { subject: notification.subject } : {}),
    },
  });
}

/** A venue of the actor's own, else `venue_not_found` (a chef's `rid` too: nothing says whether it exists). */
async function ownVenue(db: Executor, actor: Actor, venueId: number | undefined) {
  if (venueId !== undefined)
    await requireAccess(db, actor, 'venue.manage', venueId, { refusal: 'venue_not_found' });
}

/**
 * notifications/user: a page of the actor's notifications (one venue's with `rid`), newest first, each
 * with its sentence and link in `language` and its subject's picture as it is now. Three queries
 * whatever the page's size (the page, then the venues' and the chefs' pictures), and the access check
 * with `rid`.
 */
export async function notificationsPage(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: Actor,
  input: z.output<typeof notificationsUserInput>,
  language: Language,
): Promise<NotificationView[]> {
  await ownVenue(deps.db, actor, input.rid);
  const rows = await repo.listNotifications(
    deps.db,
    actor.accountId,
    input.rid,
    input.page * input.qty,
    input.qty,
  );
  const ids = (type: 'venue' | 'chef') =>
    rows.flatMap((r) => (r.payload.subject?.type === type ? [r.payload.subject.id] : []));
  const venueIds = ids('venue');
  const chefIds = ids('chef');
  const [venueImages, chefImages] = await Promise.all([
    venueIds.length ? imagesOfVenues(deps, [...new Set(venueIds)]) : new Map(),
    chefIds.length ? imagesOfChefProfiles(deps, [...new Set(chefIds)]) : new Map(),
  ]);
  return rows.map((r) => {
    const subject = r.payload.subject;
    const sizes =
      subject?.type === 'venue'
        ? venueImages.get(subject.id)?.logo
        : subject?.type === 'chef'
          ? chefImages.get(subject.id)?.profile
          : null;
    return {
      id: r.id,
      kind: r.kind as NotificationKind,
      created: r.createdAt.toISOString(),
      read: r.readAt ? 1 : 0,
      rid: r.venueId,
      payload: {
        link: `/${language}${r.payload.link}`,
        title: notificationTitle(language, r.kind, r.payload.title),
        image: sizes ? { sizes } : null,
      },
    };
  });
}

/** The sentence of a kind about `name`, in `language`; a kind without one shows the stored title. */
export function notificationTitle(language: Language, kind: string, name: string): string {
  const key = `api:notification_${kind}`;
  const sentence = translate(language, key, { name });
  return sentence === key ? name : sentence;
}

/**
 * notifications/read: the actor's unread notifications become read: those of `ids` (what a page showed,
 * so what came since and what it did not show stay new; an empty list, none), else (`ids` left out)
 * all; one venue's with `rid`.
 */
export async function markNotificationsRead(
  db: Executor,
  actor: Actor,
  input: z.output<typeof notificationsReadInput>,
) {
  await ownVenue(db, actor, input.rid);
  if (input.ids?.length === 0) return;
  await repo.markRead(db, actor.accountId, input.rid, input.ids);
}

/** The account's unread notifications: in all, and by venue (`pendingnotifications`); one query. */
export async function unreadNotifications(db: Executor, accountId: number) {
  const rows = await repo.unreadCounts(db, accountId);
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    byVenue: new Map(rows.flatMap((r) => (r.venueId === null ? [] : [[r.venueId, r.count] as const]))),
  };
}

/**
 * The unread notifications of the session user (lib/session-user.ts): the chef's, each venue's. One
 * query.
 */
export const sessionUserNotifications: SessionUserPart = async ({ db }, owner) => {
  const unread = await unreadNotifications(db, owner.account.id);
  return {
    chef: { pendingnotifications: { notifications: unread.total } },
    venues: new Map(
      owner.venueIds.map((id) => [
        id,
        { pendingnotifications: { notifications: unread.byVenue.get(id) ?? 0 } },
      ]),
    ),
  };
};

/** The account's notifications, as stored, for its export (docs/decisions/054-own-data.md); one query. */
export async function notificationsExport(db: Executor, accountId: number) {
  return repo.findAllOfAccount(db, accountId);
}

/** The notifications feature's part of deleting an account (054): its notifications go. */
export async function forgetNotifications(db: Executor, accountId: number) {
  await repo.deleteAllOfAccount(db, accountId);
}
