import { recruitmentNewsOf, type ApplicationNews } from '@shared/applications/news';
import type { StageRequestNews } from '@shared/applications/stage-requests';
import { tabOfStatus } from '@shared/applications/tabs';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { applicationTypeLabels, type ApplicationTypeId } from '@shared/reference/application-types';
import { checkPremiumVenues, isStaff, type Actor } from '../../access';
import type { Transaction } from '../../db/client';
import type { RecruitmentNews } from '@shared/applications/news';
import type { Deps } from '../../lib/deps';
import { translator } from '../../lib/i18n';
import type { MailAttachment, OutgoingMail } from '../../lib/mailer';
import { accountMailbox } from '../accounts/accounts.service';
import { chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { queueApplicantCv } from '../chef-cv/send-cv.service';
import { notify } from '../notifications/notifications.service';
import { offerHeadlines } from '../offers/offers.service';
import { venueFacts, type VenueFacts } from '../venues/venues.service';
import {
  applicationNewsMail,
  stageCalendarMail,
  stageRequestNewsMail,
  trialCalendarMail,
  type NewsDate,
} from './applications.emails';
import * as repo from './applications.repository';
import {
  invitationAttachment,
  knownTimeZone,
  stageRequestUid,
  stageUid,
  trialCalendar,
  venueTimeZone,
  type TrialEvent,
} from './invitations';
import { agreedPeriod, type StageRequestRow } from './stage-requests.repository';

/**
 * Telling the other side (decisions D4: "is told"), of an application's moves and of a stage request's
 * (docs/decisions/052) alike: the side that did not move gets a notification and an e-mail in their
 * language (a venue's at its `contactemail`, else its account's), all in the transaction of the move: the
 * news goes out with the change, once, or not at all. An application's move is also kept in its history
 * (who, when, from and to, the date concerned). A move that agrees a trial or a stage sends both sides
 * its calendar invitation (docs/decisions/051), one that calls an agreed trial off sends both its
 * cancellation: the other side's in the news, the mover's in a short mail of its own.
 */

/** A move of an application. */
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

/** A move of a stage request: the request as the move left it. */
export interface StageRequestMoveNews {
  stageRequest: StageRequestRow;
  kind: StageRequestNews;
  /** Who moved: the other side is told. */
  by: Actor;
}

/** Tells the other side of the application or stage request what happened, in the move's transaction. */
export type Tell = (tx: Transaction, news: News | StageRequestMoveNews) => Promise<void>;

type TellDeps = Pick<Deps, 'mailer' | 'config' | 'jobs'>;

/** One side as its e-mails address it. */
interface Side {
  email: string;
  language: Language;
  /** Its own name (the greeting). */
  name: string;
  /** The other side's name. */
  other: string;
  /** Its page of the application or request, after the language. */
  path: `/${string}`;
}

/** The part of a calendar event that depends on what was agreed; the rest is the venue's and the link. */
type EventCore = Pick<TrialEvent, 'uid' | 'sequence' | 'date' | 'start' | 'end' | 'lastDay' | 'timeZone'> & {
  summary: string;
  message: string;
};

/** What a move tells, whatever it moved: who is who, where each side reads it, and what each is sent. */
interface Telling {
  kind: ApplicationNews | StageRequestNews;
  by: Actor;
  chef: { id: number; accountId: number; name: string };
  venue: VenueFacts;
  paths: { chef: `/${string}`; venue: `/${string}` };
  /** The e-mail of the side that did not move, with the invitation when the move sends one. */
  newsMail: (side: Side, attachments: MailAttachment[] | undefined) => OutgoingMail;
  /**
   * When the recruitment service moved for the venue (D5): what the venue is told, where it reads it
   * (its own offer's page: the applicants page is Premium's), and its e-mail.
   */
  forVenue?: { kind: RecruitmentNews; path: `/${string}`; mail: (side: Side) => OutgoingMail };
  invitation?: {
    method: 'REQUEST' | 'CANCEL';
    /** The calendar's name. */
    name: string;
    event: (side: Side, t: ReturnType<typeof translator>) => EventCore;
    /** The mover's own e-mail with the invitation. */
    ownMail: (side: Side, attachments: MailAttachment[]) => OutgoingMail;
  };
}

/** The one teller of the applications feature: each service moves, then hands it the news. */
export function applicationTeller(deps: TellDeps): Tell {
  return async (tx, news) => {
    if ('stageRequest' in news) {
      const telling = await stageRequestTelling(deps, tx, news);
      if (telling) await tell(deps, tx, telling);
      return;
    }
    const told = await applicationTelling(deps, tx, news);
    if (!told) return;
    const sides = await tell(deps, tx, told.telling);
    // A premium venue gets the CV of each chef who applies or takes its offer (D5: cvsByEmail).
    if (
      told.telling.by.accountId === told.telling.chef.accountId &&
      sides.venue &&
      (news.kind === 'application_received' || news.kind === 'offer_taken') &&
      (await checkPremiumVenues(tx, [told.telling.venue.id])).has(told.telling.venue.id)
    )
      await queueApplicantCv(deps, tx, {
        chefProfileId: told.telling.chef.id,
        venueId: told.telling.venue.id,
        offerId: told.offerId,
        language: sides.venue.language,
      });
  };
}

/**
 * Tells the side that did not move (a notification and an e-mail), and sends the invitation the move
 * makes, if any, to both: the other side's in the news, the mover's in a mail of its own. Each side's
 * mailbox, for what follows.
 */
async function tell(deps: TellDeps, tx: Transaction, telling: Telling) {
  const { chef, venue } = telling;
  const toChef = telling.by.accountId !== chef.accountId;
  await notify(tx, {
    accountId: toChef ? chef.accountId : venue.accountId,
    venueId: toChef ? null : venue.id,
    kind: telling.kind,
    link: toChef ? telling.paths.chef : telling.paths.venue,
    name: toChef ? venue.name : chef.name,
    subject: toChef ? { type: 'venue', id: venue.id } : { type: 'chef', id: chef.id },
  });
  const [chefMailbox, venueMailbox] = [
    await accountMailbox(tx, chef.accountId),
    await accountMailbox(tx, venue.accountId),
  ];
  const sides: Record<'chef' | 'venue', Side | null | undefined> = {
    chef: chefMailbox && {
      email: chefMailbox.email,
      language: chefMailbox.language,
      name: chef.name,
      other: venue.name,
      path: telling.paths.chef,
    },
    venue: venueMailbox && {
      email: venue.contactEmail ?? venueMailbox.email,
      language: venueMailbox.language,
      name: venue.name,
      other: chef.name,
      path: telling.paths.venue,
    },
  };
  const { invitation } = telling;
  const invite = (side: Side) => {
    if (!invitation) return undefined;
    const url = `${deps.config.publicUrl}/${side.language}${side.path}`;
    const { summary, message, ...core } = invitation.event(side, translator(side.language));
    const ics = trialCalendar({
      name: invitation.name,
      method: invitation.method,
      events: [
        {
          ...core,
          summary,
          location: [venue.name, venue.location?.formatted_address].filter(Boolean).join(', '),
          description: [message.trim(), url].filter(Boolean).join('\n\n'),
          url,
          organizer: { name: venue.name, email: sides.venue?.email ?? 'no-reply@invalid' },
          ...(sides.chef ? { attendee: { name: chef.name, email: sides.chef.email } } : {}),
          cancelled: invitation.method === 'CANCEL',
        },
      ],
    });
    return [invitationAttachment(invitation.method, ics)];
  };
  const other = toChef ? sides.chef : sides.venue;
  if (other) await deps.mailer.send(telling.newsMail(other, invite(other)), { tx });
  // The mover's own calendar: the invitation of what it agreed, or the cancellation of a trial it called off.
  const own = toChef ? sides.venue : sides.chef;
  if (invitation && own) await deps.mailer.send(invitation.ownMail(own, invite(own)!), { tx });
  // The service moved for the venue: the venue is told too (its calendar mail, when the move sent one,
  // says it already).
  const { forVenue } = telling;
  if (forVenue) {
    await notify(tx, {
      accountId: venue.accountId,
      venueId: venue.id,
      kind: forVenue.kind,
      link: forVenue.path,
      name: chef.name,
      subject: { type: 'chef', id: chef.id },
    });
    if (sides.venue && !invitation) await deps.mailer.send(forVenue.mail(sides.venue), { tx });
  }
  return sides;
}

/** What an application's move tells, once kept in its history; undefined when a party is gone. */
async function applicationTelling(
  deps: TellDeps,
  tx: Transaction,
  news: News,
): Promise<{ telling: Telling; offerId: number } | undefined> {
  const application = await repo.findApplication(tx, news.applicationId);
  if (!application) return undefined;
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
  if (!offer || !chef || !venue) return undefined;
  const dateOf = (s: Stage): NewsDate => ({
    date: s.date,
    start: s.startTime,
    end: s.endTime,
    typeId: s.typeId,
    message: s.description,
  });
  const invitation = await invitationOf(tx, news, stage);
  const toChef = news.by.accountId !== chef.accountId;
  const serviceKind = isStaff(news.by) ? recruitmentNewsOf[news.kind] : undefined;
  const venueOfferPath = paths.restaurantOfferView(null, venue.id, offer.id);
  return {
    offerId: offer.id,
    telling: {
      kind: news.kind,
      by: news.by,
      chef: { id: application.chefProfileId, accountId: chef.accountId, name: chef.name },
      venue,
      paths: {
        chef: paths.chefApplications(null, tabOfStatus('chef', application.status)),
        venue: paths.restaurantApplicants(
          null,
          venue.id,
          offer.id,
          tabOfStatus('restaurant', application.status),
        ),
      },
      newsMail: (side, attachments) =>
        applicationNewsMail({
          to: side.email,
          name: side.name,
          language: side.language,
          publicUrl: deps.config.publicUrl,
          kind: news.kind,
          from: toChef ? venue.name : chef.name,
          offer: offer.name,
          date: stage && dateOf(stage),
          path: side.path,
          ...(attachments ? { attachments } : {}),
        }),
      ...(serviceKind
        ? {
            forVenue: {
              kind: serviceKind,
              path: venueOfferPath,
              mail: (side: Side) =>
                applicationNewsMail({
                  to: side.email,
                  name: side.name,
                  language: side.language,
                  publicUrl: deps.config.publicUrl,
                  kind: serviceKind,
                  from: chef.name,
                  offer: offer.name,
                  date: stage && dateOf(stage),
                  path: venueOfferPath,
                }),
            },
          }
        : {}),
      ...(invitation
        ? {
            invitation: {
              method: invitation.method,
              name: offer.name,
              event: (side, t) => {
                const trial = invitation.stage;
                const kind =
                  applicationTypeLabels[trial.typeId as ApplicationTypeId]?.[side.language] ??
                  t('mail:news_action');
                return {
                  uid: stageUid(trial.id, deps.config.publicUrl),
                  sequence: invitation.sequence,
                  date: trial.date,
                  start: trial.startTime,
                  end: trial.endTime,
                  timeZone: knownTimeZone(trial.timeZone ?? venueTimeZone(venue.location)),
                  summary: t('mail:invitation_summary', { kind, name: side.other, offer: offer.name }),
                  message: trial.description,
                };
              },
              ownMail: (side, attachments) =>
                trialCalendarMail({
                  to: side.email,
                  name: side.name,
                  language: side.language,
                  publicUrl: deps.config.publicUrl,
                  kind: invitation.method === 'CANCEL' ? 'cancelled' : 'agreed',
                  with: side.other,
                  offer: offer.name,
                  date: dateOf(invitation.stage),
                  path: side.path,
                  attachments,
                }),
            },
          }
        : {}),
    },
  };
}

type Stage = NonNullable<Awaited<ReturnType<typeof repo.findStage>>>;

/**
 * The invitation an application's move sends, if any: the agreed trial's (REQUEST, at its SEQUENCE), or
 * the cancellation of the trial it called off (CANCEL, its SEQUENCE raised in the move's transaction).
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

/** The moves that agree a stage: both sides get its invitation, an all-day event over the period. */
const agreesStage = new Set<StageRequestNews>(['stage_accepted', 'stage_period_accepted']);

/** What a stage request's move tells; undefined when a party is gone. */
async function stageRequestTelling(
  deps: TellDeps,
  tx: Transaction,
  news: StageRequestMoveNews,
): Promise<Telling | undefined> {
  const row = news.stageRequest;
  const venue = (await venueFacts(tx, [row.restaurantProfileId])).get(row.restaurantProfileId);
  const chef = (await chefProfileOwners(tx, [row.chefProfileId])).get(row.chefProfileId);
  if (!venue || !chef) return undefined;
  const toChef = news.by.accountId !== chef.accountId;
  // A proposal and its answers are about the venue's period, a withdrawal about the one on the table;
  // the rest about the chef's.
  const period =
    row.proposedStartDate &&
    row.proposedEndDate &&
    (news.kind.startsWith('stage_period_') || news.kind === 'stage_withdrawn')
      ? { date: row.proposedStartDate, ends: row.proposedEndDate }
      : { date: row.startDate, ends: row.endDate };
  const agreed = agreesStage.has(news.kind) ? agreedPeriod(row) : undefined;
  return {
    kind: news.kind,
    by: news.by,
    chef: { id: row.chefProfileId, accountId: chef.accountId, name: chef.name },
    venue,
    paths: { chef: paths.chefStages(null), venue: paths.restaurantStageRequests(null, venue.id) },
    newsMail: (side, attachments) =>
      stageRequestNewsMail({
        to: side.email,
        name: side.name,
        language: side.language,
        publicUrl: deps.config.publicUrl,
        kind: news.kind,
        from: toChef ? venue.name : chef.name,
        period,
        path: side.path,
        ...(attachments ? { attachments } : {}),
      }),
    ...(agreed
      ? {
          invitation: {
            method: 'REQUEST' as const,
            name: venue.name,
            // Agreed once and never moved after (052): its first sequence is its only one.
            event: (side, t) => ({
              uid: stageRequestUid(row.id, deps.config.publicUrl),
              sequence: 0,
              date: agreed.date,
              start: null,
              end: null,
              lastDay: agreed.ends,
              timeZone: knownTimeZone(venueTimeZone(venue.location)),
              summary: t('mail:stage_invitation_summary', { name: side.other }),
              message: '',
            }),
            ownMail: (side, attachments) =>
              stageCalendarMail({
                to: side.email,
                name: side.name,
                language: side.language,
                publicUrl: deps.config.publicUrl,
                with: side.other,
                period: agreed,
                path: side.path,
                attachments,
              }),
          },
        }
      : {}),
  };
}
