import type { ApplicationNews } from '@shared/applications/news';
import { tabOfStatus } from '@shared/applications/tabs';
import { paths } from '@shared/paths';
import type { Actor } from '../../access';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { accountMailbox } from '../accounts/accounts.service';
import { chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { notify } from '../notifications/notifications.service';
import { offerHeadlines } from '../offers/offers.service';
import { venueFacts } from '../venues/venues.service';
import { applicationNewsMail, type NewsDate } from './applications.emails';
import * as repo from './applications.repository';

/**
 * Telling the other side (decisions D4: "is told"): each move of an application is kept in its history
 * (who, when, from and to, the date concerned), writes a notification for the side that did not make it
 * and queues an e-mail in their language (a venue's at its `contactemail`, else its account's), all in
 * the transaction of the move: the news goes out with the change, once, or not at all.
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
}

/** Tells the other side of the application what happened, in the move's transaction. */
export type Tell = (tx: Transaction, news: News) => Promise<void>;

export function applicationTeller(deps: Pick<Deps, 'mailer' | 'config'>): Tell {
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
    const recipient = toChef ? chef.accountId : venue.accountId;
    const link = toChef
      ? paths.chefApplications(null, tabOfStatus('chef', application.status))
      : paths.restaurantApplicants(null, venue.id, offer.id, tabOfStatus('restaurant', application.status));
    const from = toChef ? venue.name : chef.name;
    await notify(tx, {
      accountId: recipient,
      venueId: toChef ? null : venue.id,
      kind: news.kind,
      link,
      name: from,
      subject: toChef ? { type: 'venue', id: venue.id } : { type: 'chef', id: application.chefProfileId },
    });
    const mailbox = await accountMailbox(tx, recipient);
    if (!mailbox) return;
    const date: NewsDate | undefined = stage && {
      date: stage.date,
      start: stage.startTime,
      end: stage.endTime,
      typeId: stage.typeId,
      message: stage.description,
    };
    await deps.mailer.send(
      applicationNewsMail({
        to: toChef ? mailbox.email : (venue.contactEmail ?? mailbox.email),
        name: toChef ? chef.name : venue.name,
        language: mailbox.language,
        publicUrl: deps.config.publicUrl,
        kind: news.kind,
        from,
        offer: offer.name,
        date,
        path: link,
      }),
      { tx },
    );
  };
}
