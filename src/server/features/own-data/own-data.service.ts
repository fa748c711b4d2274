import type { Readable } from 'node:stream';
import { ownDataFileName } from '@shared/contracts/own-data';
import { actorFromAuth } from '../../access';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { enforceRateLimits } from '../../lib/rate-limit';
import {
  accountExport,
  confirmOwnPassword,
  forgetAccount,
  lockAccountForDeletion,
} from '../accounts/accounts.service';
import { applicationsExport, forgetApplications } from '../applications/applications.service';
import { isBilledAccount } from '../recruitment/recruitment.service';
import { forgetSentCvs, ownCvs, sentCvsExport } from '../chef-cv/chef-cv.service';
import {
  chefProfileExport,
  chefProfileOfAccount,
  forgetChefProfile,
} from '../chef-profiles/chef-profiles.service';
import { contactExport, forgetContactSender } from '../contact/contact.service';
import { forgetMedia, mediaExport } from '../media/media.service';
import { conversationsExport, forgetConversations } from '../messaging/messaging.service';
import { forgetModeration, moderationExport } from '../moderation/moderation.service';
import { forgetNotifications, notificationsExport } from '../notifications/notifications.service';
import { forgetOffers, offersExport } from '../offers/offers.service';
import { mailsExport } from '../outbox/outbox.service';
import { forgetVenues, venuesExport, venuesOfAccount } from '../venues/venues.service';
import { zipFileName, zipStream, type ZipEntry } from './own-data.zip';

/**
 * People's own data (docs/decisions/054-own-data.md): the export of everything Brigade holds about an
 * account, and the deletion of the account. This feature owns no table: each owner reads and deletes its
 * own rows through its service (`...Export`, `forget...`), and this one puts them together, above them
 * all (docs/architecture.md "Layers").
 */

/** Exports per account and hour: each reads every table of the account and its whole album. */
export const exportRateLimit = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Whose rows: the account's chef profile or its venues. */
interface Parties {
  accountId: number;
  chefProfileId: number | null;
  venueIds: number[];
}

async function partiesOf(db: Executor, accountId: number): Promise<Parties> {
  const [profile, venues] = [await chefProfileOfAccount(db, accountId), await venuesOfAccount(db, accountId)];
  return { accountId, chefProfileId: profile?.id ?? null, venueIds: venues.map((v) => v.id) };
}

/** Staff accounts are made and ended on the server (npm run staff:create), not from their settings. */
function requireMarketplaceAccount(auth: AuthContext) {
  if (auth.account.type === 'staff') throw new AppError('forbidden');
}

/**
 * Every record of the account, read in one read-only snapshot (a change made meanwhile is in all of
 * it or none of it), each kind from its owner.
 */
async function recordsOf(deps: Pick<Deps, 'db'>, accountId: number) {
  return deps.db.transaction(
    async (tx) => {
      const parties = await partiesOf(tx, accountId);
      const account = await accountExport(tx, accountId);
      const chefProfile = await chefProfileExport(tx, accountId);
      const venues = await venuesExport(tx, accountId);
      const { offers, savedOffers } = await offersExport(tx, parties);
      const { applications, stageRequests, calendarFeed } = await applicationsExport(tx, {
        ...parties,
        offerIds: offers.map((o) => o.id),
      });
      const conversations = await conversationsExport(tx, accountId, parties);
      const notifications = await notificationsExport(tx, accountId);
      const { reports, blocks } = await moderationExport(tx, accountId);
      const sentCvs = await sentCvsExport(tx, parties.chefProfileId);
      const contactMessages = await contactExport(tx, accountId);
      const media = await mediaExport(tx, accountId);
      const emails = account
        ? await mailsExport(tx, [account.account.email, account.account.contactEmail])
        : [];
      return {
        parties,
        account,
        chefProfile,
        venues,
        offers,
        savedOffers,
        applications,
        stageRequests,
        calendarFeed,
        conversations,
        notifications,
        reports,
        blocks,
        sentCvs,
        contactMessages,
        media,
        emails,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * account/export: everything Brigade holds about the account as one zip (054): a JSON file per kind of
 * record, the album's files at their original size under `files/`, and a chef's CV PDF in every
 * language under `cv/`. The records are read first; the zip is then written as the answer is sent.
 */
export async function exportOwnData(
  deps: Pick<Deps, 'db' | 'storage' | 'log' | 'config'>,
  auth: AuthContext,
): Promise<{ filename: string; stream: Readable }> {
  requireMarketplaceAccount(auth);
  await enforceRateLimits(
    deps.db,
    [{ key: `export:account:${auth.account.id}`, ...exportRateLimit }],
    deps.config.rateLimitMultiplier,
  );
  const records = await recordsOf(deps, auth.account.id);
  const { parties, media, ...kinds } = records;
  const cvs =
    parties.chefProfileId === null ? [] : await ownCvs(deps, actorFromAuth(auth)!, parties.chefProfileId);

  const files = media.files.map(({ storageKey, ...file }) => ({
    ...file,
    path: `files/${file.id}-${zipFileName(file.originalName, String(file.id))}`,
    storageKey,
  }));
  const json = (name: string, value: unknown): ZipEntry[] =>
    value === null || value === undefined || (Array.isArray(value) && value.length === 0)
      ? []
      : [{ name: `${name}.json`, json: value }];
  const entries: ZipEntry[] = [
    ...json('account', kinds.account?.account ?? null),
    ...json('terms-acceptances', kinds.account?.termsAcceptances ?? []),
    ...json('sessions', kinds.account?.sessions ?? []),
    ...json('membership-requests', kinds.account?.membershipRequests ?? []),
    ...json('premium-periods', kinds.account?.premiumPeriods ?? []),
    ...json('chef-profile', kinds.chefProfile ?? null),
    ...json('venues', kinds.venues),
    ...json('offers', kinds.offers),
    ...json('saved-offers', kinds.savedOffers),
    ...json('applications', kinds.applications),
    ...json('stage-requests', kinds.stageRequests),
    ...json('calendar-feed', kinds.calendarFeed),
    ...json('conversations', kinds.conversations),
    ...json('notifications', kinds.notifications),
    ...json('reports', kinds.reports),
    ...json('blocks', kinds.blocks),
    ...json('sent-cvs', kinds.sentCvs),
    ...json('contact-messages', kinds.contactMessages),
    ...json('emails', kinds.emails),
    ...json(
      'files',
      files.map(({ storageKey: _key, ...file }) => file),
    ),
    ...json('picture-slots', media.slots),
    ...files.map((file) => ({
      name: file.path,
      open: async () => (await deps.storage.getStream(file.storageKey))?.stream ?? null,
    })),
    ...cvs.map((cv) => ({ name: `cv/${cv.filename}`, bytes: cv.content })),
  ];
  const stream = zipStream(entries, (name) =>
    deps.log.warn({ accountId: auth.account.id, file: name }, 'export: a file is missing from storage'),
  );
  return { filename: ownDataFileName(new Date().toISOString().slice(0, 10)), stream };
}

/**
 * account/delete (054): with the account's own password, its data goes in one transaction, each owner
 * deleting its rows in an order the foreign keys allow: what others still read of it (conversations
 * with messages) first decides which profile rows stay, emptied; then applications, offers, sent CVs,
 * notifications, moderation, contact, files, profiles and venues, and last the account itself (its
 * sessions with it). Stored files are deleted once that is committed.
 */
export async function deleteOwnAccount(deps: Deps, auth: AuthContext, password: string): Promise<void> {
  requireMarketplaceAccount(auth);
  await confirmOwnPassword(deps, auth, password);
  const storedKeys = await deps.db.transaction(async (tx) => {
    const account = await lockAccountForDeletion(tx, auth.account.id);
    // Deleted by a request that came a moment earlier: nothing is left to do.
    if (!account) return [];
    const parties = await partiesOf(tx, account.id);
    const kept = await forgetConversations(tx, account.id, parties);
    await forgetApplications(tx, parties);
    await forgetOffers(tx, parties);
    await forgetSentCvs(tx, parties.chefProfileId, parties.venueIds);
    await forgetNotifications(tx, account.id);
    await forgetModeration(tx, account.id);
    await forgetContactSender(tx, account.id);
    const keys = await forgetMedia(tx, account.id);
    if (parties.chefProfileId !== null)
      await forgetChefProfile(tx, parties.chefProfileId, kept.chefProfileKept);
    await forgetVenues(tx, parties.venueIds, kept.venuesKept);
    // A venue billed for a hire keeps its account's row for invoicing (docs/decisions/056).
    const keepRow =
      kept.chefProfileKept || kept.venuesKept.size > 0 || (await isBilledAccount(tx, account.id));
    await forgetAccount(tx, account, keepRow);
    return keys;
  });
  await Promise.all(
    storedKeys.map((key) =>
      deps.storage
        .delete(key)
        .catch((err: unknown) => deps.log.warn({ err, key }, 'account deleted: a stored file stays')),
    ),
  );
}
