import { randomBytes } from 'node:crypto';
import { tabOfStatus } from '@shared/applications/tabs';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { applicationTypeLabels, type ApplicationTypeId } from '@shared/reference/application-types';
import { requireGate, type Actor } from '../../access';
import { transactional, type Executor, type Transaction } from '../../db/client';
import { defineJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { translator } from '../../lib/i18n';
import { hashToken } from '../../lib/tokens';
import { accountMailbox } from '../accounts/accounts.service';
import { chefProfileOfAccount, chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { offerHeadlines, offersOfVenues } from '../offers/offers.service';
import { venueFacts, venuesOfAccount } from '../venues/venues.service';
import { trialCalendarMail } from './applications.emails';
import * as repo from './applications.repository';
import {
  knownTimeZone,
  stageRequestUid,
  stageUid,
  trialCalendar,
  venueTimeZone,
  type TrialEvent,
} from './invitations';
import * as stageRequests from './stage-requests.repository';

/**
 * The account's own calendar of agreed trials (docs/decisions/051) and stages (052): a secret feed
 * address that Google, Apple or Outlook subscribe to, and the reminders of the day before a trial.
 */

type FeedDeps = Pick<Deps, 'db' | 'config'>;

/** A feed's token: an HMAC of its salt with the server's secret, so only the server can show it again. */
const feedToken = (secret: string, salt: string) =>
  Buffer.from(hashToken(secret, `calendar-feed:${salt}`), 'hex').toString('base64url');
const feedUrl = (deps: FeedDeps, token: string) => `${deps.config.publicUrl}/calendar/${token}.ics`;

/** Chefs and venues have trials; a venue's calendar needs the plan (D5), as its calendar page does. */
function requireFeedOwner(actor: Actor) {
  if (actor.type === 'restaurant') requireGate(actor, 'calendar');
  else if (actor.type !== 'chef') throw new AppError('forbidden');
}

const saveNewFeed = async (deps: FeedDeps, db: Executor, accountId: number) => {
  const salt = randomBytes(24).toString('base64url');
  const token = feedToken(deps.config.sessionSecret, salt);
  await repo.saveCalendarFeed(db, accountId, salt, hashToken(deps.config.sessionSecret, token));
  return token;
};

/** calendar/feed: the account's feed address, made on the first ask. */
export async function calendarFeedAddress(deps: FeedDeps, actor: Actor): Promise<{ url: string }> {
  requireFeedOwner(actor);
  const feed = await repo.findCalendarFeed(deps.db, actor.accountId);
  const token = feed
    ? feedToken(deps.config.sessionSecret, feed.salt)
    : await saveNewFeed(deps, deps.db, actor.accountId);
  return { url: feedUrl(deps, token) };
}

/** calendar/feed/renew: a new address; the old one answers 404 from now on. */
export async function renewCalendarFeed(deps: FeedDeps, actor: Actor): Promise<{ url: string }> {
  requireFeedOwner(actor);
  return { url: feedUrl(deps, await saveNewFeed(deps, deps.db, actor.accountId)) };
}

type TrialRow = Awaited<ReturnType<typeof repo.agreedTrials>>[number];

/** What the events of these trials name: their offers, venues and chefs; a fixed number of queries. */
async function trialFacts(db: Executor, trials: { offerId: number; chefProfileId: number }[]) {
  const offers = await offerHeadlines(
    db,
    trials.map((trial) => trial.offerId),
  );
  const venues = await venueFacts(
    db,
    [...offers.values()].map((offer) => offer.venueId),
  );
  const chefs = await chefProfileOwners(
    db,
    trials.map((trial) => trial.chefProfileId),
  );
  return { offers, venues, chefs };
}

/** The trial's zone: kept with it, else worked out from its venue's location. */
const zoneOf = (
  stored: string | null,
  venue: { location: Parameters<typeof venueTimeZone>[0] } | undefined,
) => knownTimeZone(stored ?? venueTimeZone(venue?.location));

/**
 * GET /calendar/{token}.ics: the account's agreed trials, and agreed stage periods, from a month ago on,
 * as an iCalendar feed in its language (a chef's own; a restaurant account's across its venues).
 * Undefined for an unknown token (a renewed or made-up address).
 */
export async function calendarFeedOf(deps: FeedDeps, token: string): Promise<string | undefined> {
  const accountId = await repo.findCalendarFeedAccount(deps.db, hashToken(deps.config.sessionSecret, token));
  if (accountId === undefined) return undefined;
  const mailbox = await accountMailbox(deps.db, accountId);
  if (!mailbox) return undefined;
  const from = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const chef = await chefProfileOfAccount(deps.db, accountId);
  let trials: TrialRow[];
  let stages: stageRequests.StageRequestRow[];
  if (chef) {
    trials = await repo.agreedTrials(deps.db, { chefProfileId: chef.id }, from);
    stages = await stageRequests.agreedStages(deps.db, { chefProfileId: chef.id }, { from });
  } else {
    const venueIds = (await venuesOfAccount(deps.db, accountId)).map((venue) => venue.id);
    const offers = await offersOfVenues(deps.db, venueIds);
    trials = await repo.agreedTrials(deps.db, { offerIds: [...offers.keys()] }, from);
    stages = await stageRequests.agreedStages(deps.db, { restaurantProfileIds: venueIds }, { from });
  }
  const facts = await trialFacts(deps.db, trials);
  const t = translator(mailbox.language);
  const events = trials.flatMap((trial): TrialEvent[] => {
    const offer = facts.offers.get(trial.offerId);
    const venue = offer && facts.venues.get(offer.venueId);
    const chefName = facts.chefs.get(trial.chefProfileId)?.name;
    if (!offer || !venue || !chefName) return [];
    const path = chef
      ? paths.chefApplications(null, tabOfStatus('chef', trial.applicationStatus))
      : paths.restaurantApplicants(
          null,
          venue.id,
          offer.id,
          tabOfStatus('restaurant', trial.applicationStatus),
        );
    const url = `${deps.config.publicUrl}/${mailbox.language}${path}`;
    return [
      {
        uid: stageUid(trial.id, deps.config.publicUrl),
        sequence: trial.calendarSequence,
        date: trial.date,
        start: trial.startTime,
        end: trial.endTime,
        timeZone: zoneOf(trial.timeZone, venue),
        summary: summaryOf(t, mailbox.language, trial.typeId, chef ? venue.name : chefName, offer.name),
        location: [venue.name, venue.location?.formatted_address].filter(Boolean).join(', '),
        description: [trial.description.trim(), url].filter(Boolean).join('\n\n'),
        url,
        ...(venue.contactEmail ? { organizer: { name: venue.name, email: venue.contactEmail } } : {}),
      },
    ];
  });
  return trialCalendar({
    name: 'Brigade',
    events: [...events, ...(await stageEvents(deps, stages, { chef: Boolean(chef), t, mailbox }))],
  });
}

/**
 * The agreed stage periods of a feed (docs/decisions/052): all-day events from the first day to the
 * last, with the UID of their invitation, linked to the reader's list of stage requests; two queries.
 */
async function stageEvents(
  deps: FeedDeps,
  stages: stageRequests.StageRequestRow[],
  reader: { chef: boolean; t: ReturnType<typeof translator>; mailbox: { language: Language } },
): Promise<TrialEvent[]> {
  if (stages.length === 0) return [];
  const venues = await venueFacts(
    deps.db,
    stages.map((stage) => stage.restaurantProfileId),
  );
  const chefs = await chefProfileOwners(
    deps.db,
    stages.map((stage) => stage.chefProfileId),
  );
  return stages.flatMap((stage): TrialEvent[] => {
    const venue = venues.get(stage.restaurantProfileId);
    const chefName = chefs.get(stage.chefProfileId)?.name;
    if (!venue || !chefName) return [];
    const path = reader.chef ? paths.chefStages(null) : paths.restaurantStageRequests(null, venue.id);
    const url = `${deps.config.publicUrl}/${reader.mailbox.language}${path}`;
    const period = stageRequests.agreedPeriod(stage);
    return [
      {
        uid: stageRequestUid(stage.id, deps.config.publicUrl),
        sequence: 0,
        date: period.date,
        start: null,
        end: null,
        lastDay: period.ends,
        timeZone: zoneOf(null, venue),
        summary: reader.t('mail:stage_invitation_summary', { name: reader.chef ? venue.name : chefName }),
        location: [venue.name, venue.location?.formatted_address].filter(Boolean).join(', '),
        description: url,
        url,
        ...(venue.contactEmail ? { organizer: { name: venue.name, email: venue.contactEmail } } : {}),
      },
    ];
  });
}

/** "Trial with Casa Lume: Sous chef", in the reader's language. */
export function summaryOf(
  t: ReturnType<typeof translator>,
  language: Language,
  typeId: number,
  name: string,
  offer: string,
) {
  const kind = applicationTypeLabels[typeId as ApplicationTypeId]?.[language] ?? '';
  return t('mail:invitation_summary', { kind, name, offer });
}

/** The day (YYYY-MM-DD) `now` is in the zone. */
const dayIn = (now: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The reminders of tomorrow's trials: each agreed trial whose day is tomorrow in its venue's zone, not
 * reminded yet, is marked reminded and both sides' e-mails are queued in one transaction, so a trial is
 * reminded once whatever the number of runs or instances. Run every hour by the `trial-reminders` job;
 * `now` is the clock (tests).
 */
export async function sendTrialReminders(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  now = new Date(),
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  // Tomorrow somewhere on Earth is one of these UTC days.
  const days = [0, 1, 2].map((n) => plusDays(today, n));
  const candidates = await repo.trialsNotReminded(deps.db, days);
  if (candidates.length === 0) return 0;
  const facts = await trialFacts(deps.db, candidates);
  const due = candidates.filter((trial) => {
    const offer = facts.offers.get(trial.offerId);
    const zone = zoneOf(trial.timeZone, offer && facts.venues.get(offer.venueId));
    return trial.date === plusDays(dayIn(now, zone), 1);
  });
  return remind(deps.db, deps, due, days, facts);
}

const remind = transactional(async function remind(
  tx: Transaction,
  deps: Pick<Deps, 'config' | 'mailer'>,
  due: TrialRow[],
  days: string[],
  facts: Awaited<ReturnType<typeof trialFacts>>,
): Promise<number> {
  const taken = new Set(
    (
      await repo.takeTrialsToRemind(
        tx,
        days,
        due.map((trial) => trial.id),
      )
    ).map((row) => row.id),
  );
  for (const trial of due) {
    if (!taken.has(trial.id)) continue;
    const offer = facts.offers.get(trial.offerId);
    const venue = offer && facts.venues.get(offer.venueId);
    const chef = facts.chefs.get(trial.chefProfileId);
    if (!offer || !venue || !chef) continue;
    const date = {
      date: trial.date,
      start: trial.startTime,
      end: trial.endTime,
      typeId: trial.typeId,
      message: trial.description,
    };
    const chefBox = await accountMailbox(tx, chef.accountId);
    const venueBox = await accountMailbox(tx, venue.accountId);
    const sides = [
      chefBox && {
        to: chefBox.email,
        name: chef.name,
        language: chefBox.language,
        with: venue.name,
        path: paths.chefApplications(null, tabOfStatus('chef', trial.applicationStatus)),
      },
      venueBox && {
        to: venue.contactEmail ?? venueBox.email,
        name: venue.name,
        language: venueBox.language,
        with: chef.name,
        path: paths.restaurantApplicants(
          null,
          venue.id,
          offer.id,
          tabOfStatus('restaurant', trial.applicationStatus),
        ),
      },
    ];
    for (const side of sides) {
      if (!side) continue;
      await deps.mailer.send(
        trialCalendarMail({
          ...side,
          publicUrl: deps.config.publicUrl,
          kind: 'reminder',
          offer: offer.name,
          date,
        }),
        { tx },
      );
    }
  }
  return taken.size;
});

export const trialRemindersJobName = 'trial-reminders';

/** The hourly look for tomorrow's trials: a trial's "tomorrow" starts at its venue's midnight. */
export function trialRemindersJob(deps: Pick<Deps, 'db' | 'config' | 'mailer'>) {
  return defineJob<object>({
    name: trialRemindersJobName,
    schedule: '7 * * * *',
    retryLimit: 2,
    run: async () => {
      await sendTrialReminders(deps);
    },
  });
}
