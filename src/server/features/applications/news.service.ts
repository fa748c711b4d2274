import type { ApplicationNews } from '@shared/applications/news';
import { tabOfStatus } from '@shared/applications/tabs';
import { paths } from '@shared/paths';
import { checkPremiumVenues, type Actor } from '../../access';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { accountMailbox } from '../accounts/accounts.service';
import { chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { queueApplicantCv } from '../chef-cv/send-cv.service';
import { notify } from '../notifications/notifications.service';
import { offerHeadlines } from '../offers/offers.service';
import { venueFacts } from '../venues/venues.service';
import { applicationTypeLabels, type ApplicationTypeId } from '@shared/reference/application-types';
import { translator } from '../../lib/i18n';
import { applicationNewsMail, trialCalendarMail, type NewsDate } from './applications.emails';
import * as repo from './applications.repository';
import {
  invitationAttachment,
  knownTimeZone,
  trialCalendar,
  venueTimeZone,
  type TrialEvent,
} from './invitations';

/**
 * Telling the other side (decisions D4: "is told"): each move of an application is kept in its history
 * (who, when, from and to, the date concerned), writes a notification for the side that did not make it
 * and queues an e-mail in their language (a venue's at its `contactemail`, else its account's), all in
 * the transaction of the move: the news goes out with the change, once, or not at all. A move that
 * agrees a trial sends both sides its calendar invitation (docs/decisions/051), one that calls an agreed
 * trial off sends both its cancellation: the other side's in the news, the mover's in a short mail of
 * its own.
 */

export interface News {
  applicationId: number;
  kind: ApplicationNews;
  /** Who moved: the other side is told. */
  by: Actor;
  /** The date concerned (proposed, agreed or taken back). */
  stageId?: number;
  /** The status the move left; none when it made the application. */
  from?: number;
  /** An agreed date the move called off without naming it (a new date, a rejection, a withdrawal). */
  calledOffStageId?: number;
}

/** Tells the other side of the application what happened, in the move's transaction. */
export type Tell = (tx: Transaction, news: News) => Promise<void>;

export function applicationTeller(deps: Pick<Deps, 'mailer' | 'config' | 'jobs'>): Tell {
  return async (tx, news) => {
    const application = await repo.findApplication(tx, news.applicationId);
    if (!application) return;
    const [offers, chefs, stage] = [
      await offerHeadlines(tx, [application.offerId]),
      await chefProfileOwners(tx, [application.chefProfileId]),
      news.stageId === undefined ? undefined : await repo.findStage(tx, news.stageId),
    ];
    await repo.insertEvent(tx, {
      applicationId: application.id,
      actorAccountId: news.by.accountId,
      kind: news.kind,
      fromStatus: news.from ?? null,
      toStatus: application.status,
      stageDate: stage?.date ?? null,
      startTime: stage?.startTime ?? null,
      endTime: stage?.endTime ?? null,
    });
    const offer = offers.get(application.offerId);
    const chef = chefs.get(application.chefProfileId);
    const venue = offer && (await venueFacts(tx, [offer.venueId])).get(offer.venueId);
    if (!offer || !chef || !venue) return;
    const toChef = news.by.accountId !== chef.accountId;
    const chefLink = paths.chefApplications(null, tabOfStatus('chef', application.status));
    const venueLink = paths.restaurantApplicants(
      null,
      venue.id,
      offer.id,
      tabOfStatus('restaurant', application.status),
    );
    const recipient = toChef ? chef.accountId : venue.accountId;
    const link = toChef ? chefLink : venueLink;
    const from = toChef ? venue.name : chef.name;
    await notify(tx, {
      accountId: recipient,
      venueId: toChef ? null : venue.id,
      kind: news.kind,
      link,
      name: from,
      subject: toChef ? { type: 'venue', id: venue.id } : { type: 'chef', id: application.chefProfileId },
    });
    const [chefMailbox, venueMailbox] = [
      await accountMailbox(tx, chef.accountId),
      await accountMailbox(tx, venue.accountId),
    ];
    const sides = {
      chef: chefMailbox && {
        email: chefMailbox.email,
        language: chefMailbox.language,
        name: chef.name,
        other: venue.name,
        path: chefLink,
      },
      venue: venueMailbox && {
        email: venue.contactEmail ?? venueMailbox.email,
        language: venueMailbox.language,
        name: venue.name,
        other: chef.name,
        path: venueLink,
      },
    };
    const invitation = await invitationOf(tx, news, stage);
    const invite = (side: NonNullable<(typeof sides)['chef']>) => {
      if (!invitation) return undefined;
      const t = translator(side.language);
      const trial = invitation.stage;
      const kind =
        applicationTypeLabels[trial.typeId as ApplicationTypeId]?.[side.language] ?? t('mail:news_action');
      const url = `${deps.config.publicUrl}/${side.language}${side.path}`;
      const event: TrialEvent = {
        stageId: trial.id,
        sequence: invitation.sequence,
        date: trial.date,
        start: trial.startTime,
        end: trial.endTime,
        timeZone: knownTimeZone(trial.timeZone ?? venueTimeZone(venue.location)),
        summary: t('mail:invitation_summary', { kind, name: side.other, offer: offer.name }),
        location: [venue.name, venue.location?.formatted_address].filter(Boolean).join(', '),
        description: [trial.description.trim(), url].filter(Boolean).join('\n\n'),
        url,
        organizer: { name: venue.name, email: sides.venue?.email ?? 'no-reply@invalid' },
        ...(sides.chef ? { attendee: { name: chef.name, email: sides.chef.email } } : {}),
        cancelled: invitation.method === 'CANCEL',
      };
      const ics = trialCalendar({
        name: offer.name,
        method: invitation.method,
        events: [event],
        publicUrl: deps.config.publicUrl,
      });
      return [invitationAttachment(invitation.method, ics)];
    };
    const dateOf = (s: NonNullable<typeof stage>): NewsDate => ({
      date: s.date,
      start: s.startTime,
      end: s.endTime,
      typeId: s.typeId,
      message: s.description,
    });
    // A premium venue gets the CV of each chef who applies or takes its offer (D5: cvsByEmail).
    if (
      !toChef &&
      sides.venue &&
      (news.kind === 'application_received' || news.kind === 'offer_taken') &&
      (await checkPremiumVenues(tx, [venue.id])).has(venue.id)
    )
      await queueApplicantCv(deps, tx, {
        chefProfileId: application.chefProfileId,
        venueId: venue.id,
        offerId: offer.id,
        language: sides.venue.language,
      });
    const other = toChef ? sides.chef : sides.venue;
    if (other) {
      const attachments = invite(other);
      await deps.mailer.send(
        applicationNewsMail({
          to: other.email,
          name: other.name,
          language: other.language,
          publicUrl: deps.config.publicUrl,
          kind: news.kind,
          from,
          offer: offer.name,
          date: stage && dateOf(stage),
          path: link,
          ...(attachments ? { attachments } : {}),
        }),
        { tx },
      );
    }
    // The mover's own calendar: the invitation of the trial it agreed, or the cancellation of one it called off.
    const own = toChef ? sides.venue : sides.chef;
    if (invitation && own) {
      await deps.mailer.send(
        trialCalendarMail({
          to: own.email,
          name: own.name,
          language: own.language,
          publicUrl: deps.config.publicUrl,
          kind: invitation.method === 'CANCEL' ? 'cancelled' : 'agreed',
          with: own.other,
          offer: offer.name,
          date: dateOf(invitation.stage),
          path: own.path,
          attachments: invite(own),
        }),
        { tx },
      );
    }
  };
}

type Stage = NonNullable<Awaited<ReturnType<typeof repo.findStage>>>;

/**
 * The invitation a move sends, if any: the agreed trial's (REQUEST, at its SEQUENCE), or the
 * cancellation of the trial it called off (CANCEL, its SEQUENCE raised in the move's transaction).
 */
async function invitationOf(
  tx: Transaction,
  news: News,
  stage: Stage | undefined,
): Promise<{ method: 'REQUEST' | 'CANCEL'; stage: Stage; sequence: number } | undefined> {
  if (news.kind === 'trial_agreed' && stage)
    return { method: 'REQUEST', stage, sequence: stage.calendarSequence };
  const calledOff =
    news.kind === 'trial_taken_back'
      ? stage
      : news.calledOffStageId === undefined
        ? undefined
        : await repo.findStage(tx, news.calledOffStageId);
  if (!calledOff) return undefined;
  return { method: 'CANCEL', stage: calledOff, sequence: await repo.raiseCalendarSequence(tx, calledOff.id) };
}
