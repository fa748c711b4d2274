import type { z } from 'zod';
import type { SentCvView, sendCvInput } from '@shared/contracts/chef-cv';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { isBlockedEitherWay, requireAccess, type Actor } from '../../access';
import { sideBySide, transactionClient, type Transaction } from '../../db/client';
import { defineJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { mailDeliveryJob, type MailAttachment } from '../../lib/mailer';
import { enforceRateLimits } from '../../lib/rate-limit';
import { accountMailbox } from '../accounts/accounts.service';
import {
  chefProfileOfAccount,
  chefSummaries,
  type ChefSummary,
} from '../chef-profiles/chef-profiles.service';
import { curriculumOfAccount } from '../media/media.service';
import { notify } from '../notifications/notifications.service';
import { offerHeadlines, offerStates } from '../offers/offers.service';
import { venueFacts } from '../venues/venues.service';
import { renderChefCv } from './chef-cv.service';
import * as repo from './chef-cv.repository';
import { cvReceivedMail } from './send-cv.emails';

/**
 * offer/sendcv (decisions D12; docs/decisions/049-send-cv.md): a chef sends their CV to a venue they
 * may see, about one of its offers or none. The request records the send, tells the venue (a
 * notification) and queues the job in one transaction; the job makes the PDF (50 ms to a second of
 * work, never inside the request) or reads the album's file, and writes the e-mail with it attached.
 */

/** The job that makes and e-mails one sent CV. */
export const sendCvJobName = 'send-cv';

/** Sends per chef account and hour: enough for a day of searching, too few to spam every venue. */
export const sendCvRateLimit = { limit: 20, windowMs: 60 * 60 * 1000 };

type SendDeps = Pick<Deps, 'db' | 'config' | 'jobs'>;

/** The offer the CV is about: one of the venue's that the chef may see, else `offer_not_available`. */
async function requireOfferOfVenue(deps: SendDeps, actor: Actor, venueId: number, offerId: number) {
  const offer = (await offerStates(deps.db, [offerId])).get(offerId);
  if (!offer || offer.venueId !== venueId) throw new AppError('offer_not_available');
  await requireAccess(deps.db, actor, 'offer.view', offerId, { refusal: 'offer_not_available' });
}

export async function sendCv(
  deps: SendDeps,
  actor: Actor,
  input: z.output<typeof sendCvInput>,
): Promise<SentCvView> {
  const chef = await chefProfileOfAccount(deps.db, actor.accountId);
  if (!chef) throw new AppError('chef_profile_missing');
  // A venue that is not live, missing, or behind a block either way (D6) is not there for the chef.
  await requireAccess(deps.db, actor, 'venue.view', input.rid);
  const offerId = input.oid || null;
  if (offerId !== null) await requireOfferOfVenue(deps, actor, input.rid, offerId);
  const file = input.mid ? await curriculumOfAccount(deps.db, actor.accountId, input.mid) : null;
  if (input.mid && !file) throw new AppError('media_not_found');
  const venue = (await venueFacts(deps.db, [input.rid])).get(input.rid);
  // A venue whose account is closed receives nothing: as missing for the chef.
  const mailbox = venue ? await accountMailbox(deps.db, venue.accountId) : null;
  if (!venue || !mailbox) throw new AppError('not_found');
  await enforceRateLimits(
    deps.db,
    [{ key: `sendcv:account:${actor.accountId}`, ...sendCvRateLimit }],
    deps.config.rateLimitMultiplier,
  );

  const sent = await deps.db.transaction(async (tx) => {
    const row = await repo.insertSentCvOncePerDay(tx, {
      chefProfileId: chef.id,
      restaurantProfileId: venue.id,
      offerId,
      source: file ? 'file' : 'profile',
      mediaId: file?.id ?? null,
      language: mailbox.language,
    });
    if (!row)
      throw new AppError('cv_already_sent', {
        ...(offerId !== null ? { message: { key: 'errors:cv_already_sent_offer' } } : {}),
      });
    await notify(tx, {
      accountId: venue.accountId,
      venueId: venue.id,
      kind: 'cv_received',
      link: paths.chefView(null, chef.id, chef.slug),
      name: chef.name,
      subject: { type: 'chef', id: chef.id },
    });
    await deps.jobs.send(sendCvJobName, { sentCvId: row.id }, { client: transactionClient(tx) });
    return row;
  });
  deps.jobs.wake(sendCvJobName);
  return {
    id: sent.id,
    rid: sent.restaurantProfileId,
    oid: sent.offerId ?? 0,
    mid: sent.mediaId ?? 0,
    source: sent.source,
    language: sent.language,
    created: sent.createdAt.toISOString(),
  };
}

/**
 * An applicant's CV for a premium venue (D5: `cvsByEmail`), in the transaction of the application: the
 * send is recorded as a sent CV about the offer and made and e-mailed by the same job, once (a CV the
 * chef already sent the venue about the offer that day is not sent again). The venue's notification
 * is the application's own.
 */
export async function queueApplicantCv(
  deps: Pick<Deps, 'jobs'>,
  tx: Transaction,
  cv: { chefProfileId: number; venueId: number; offerId: number; language: Language },
): Promise<void> {
  const row = await repo.insertSentCvOncePerDay(tx, {
    chefProfileId: cv.chefProfileId,
    restaurantProfileId: cv.venueId,
    offerId: cv.offerId,
    source: 'profile',
    mediaId: null,
    language: cv.language,
  });
  if (row) await deps.jobs.send(sendCvJobName, { sentCvId: row.id }, { client: transactionClient(tx) });
}

type MailDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'config' | 'mailer' | 'jobs'>;

/** The CV to attach: the PDF of the profile in the send's language, or the album's file if still there. */
async function attachmentOf(
  deps: MailDeps,
  sent: repo.SentCvRow,
  chef: ChefSummary,
): Promise<MailAttachment | null> {
  if (sent.source === 'profile') {
    // Made as the chef sees their own profile: the PDF holds what any logged-in viewer reads, and no
    // e-mail or phone (docs/decisions/024).
    const owner: Actor = { accountId: chef.acc, type: 'chef', subscription: 0 };
    const pdf = await renderChefCv(deps, owner, chef.id, sent.language);
    return { filename: pdf.filename, contentType: 'application/pdf', content: Buffer.from(pdf.content) };
  }
  const file = sent.mediaId ? await curriculumOfAccount(deps.db, chef.acc, sent.mediaId) : null;
  if (!file) return null;
  return {
    // Named by the product and the profile, never by the uploader's file name (it could carry quotes
    // or another extension into the attachment's header); the file is a PDF (checked at upload).
    filename: `brigade-${chef.slug}-cv.pdf`,
    contentType: file.contentType,
    content: await deps.storage.get(file.storageKey),
    storageKey: file.storageKey,
  };
}

/**
 * One run of the job: the e-mail of a sent CV, written once (a retry after the e-mail was written does
 * nothing). Nothing is sent when the venue or the chef is gone, the venue's account is closed, a block
 * now stands between the two (D6: blocks take effect at once), or the album's file was deleted.
 */
export async function mailSentCv(deps: MailDeps, id: number): Promise<void> {
  const sent = await repo.findSentCv(deps.db, id);
  if (!sent || sent.mailedAt) return;
  const [venues, chefs, offers] = await sideBySide(deps.db, [
    () => venueFacts(deps.db, [sent.restaurantProfileId]),
    () => chefSummaries(deps, [sent.chefProfileId]),
    () => offerHeadlines(deps.db, sent.offerId ? [sent.offerId] : []),
  ] as const);
  const venue = venues.get(sent.restaurantProfileId);
  const chef = chefs.get(sent.chefProfileId);
  const mailbox = venue ? await accountMailbox(deps.db, venue.accountId) : null;
  if (!venue || !chef || !mailbox || (await isBlockedEitherWay(deps.db, chef.acc, venue.accountId))) {
    deps.log.info({ sentCv: id }, 'sent CV not e-mailed: the venue cannot receive it any more');
    return;
  }
  const attachment = await attachmentOf(deps, sent, chef);
  if (!attachment) {
    deps.log.info({ sentCv: id }, 'sent CV not e-mailed: its file was deleted');
    return;
  }
  const mail = cvReceivedMail({
    to: venue.contactEmail || mailbox.email,
    venue: venue.name,
    chef: chef.name,
    offer: (sent.offerId && offers.get(sent.offerId)?.name) || null,
    language: sent.language,
    profileUrl: `${deps.config.publicUrl}${paths.chefView(sent.language, chef.id, chef.slug)}`,
    attachment,
  });
  await deps.db.transaction(async (tx) => {
    if (await repo.markSentCvMailed(tx, sent.id)) await deps.mailer.send(mail, { tx });
  });
  // The delivery job was queued in the transaction: its worker is told once it is committed.
  deps.jobs.wake(mailDeliveryJob);
}

/** The job of a sent CV (listed in jobs/registry.ts). */
export function sendCvJob(deps: MailDeps) {
  return defineJob<{ sentCvId: number }>({
    name: sendCvJobName,
    retryLimit: 5,
    retryDelaySeconds: 30,
    // Making a PDF takes a second at most; an attempt still running after this died with its instance.
    expireInSeconds: 5 * 60,
    run: ({ sentCvId }) => mailSentCv(deps, sentCvId),
  });
}
