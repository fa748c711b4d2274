import type { z } from 'zod';
import {
  stageRequestAfter,
  stageRequestStatus,
  type StageRequestNews,
} from '@shared/applications/stage-requests';
import type {
  stageAnswerInput,
  stageChefAnswerInput,
  stageChefRequestsInput,
  stagePracticeInput,
  stageRequestsInput,
  StageRequestView,
} from '@shared/contracts/stage-requests';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { isBlockedEitherWay, requireAccess, type Actor } from '../../access';
import { transactional, type Executor, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';
import { accountMailbox } from '../accounts/accounts.service';
import { chefProfileOwners, chefSummaries } from '../chef-profiles/chef-profiles.service';
import { imagesOfVenues } from '../media/media.service';
import { notify } from '../notifications/notifications.service';
import { venueFacts } from '../venues/venues.service';
import { chefProfileIdOf, requireAccountGate, requireSide } from './parties';
import * as repo from './stage-requests.repository';

/**
 * Stage requests (docs/decisions/052-stage-requests.md): a chef asks a venue for an unpaid practice
 * period; the venue accepts it, proposes another or declines (D5: with the applicants' plan); the chef
 * answers a proposal. Each move runs in its own transaction, locks the request, and tells the other
 * side (a notification and an e-mail in their language) in that transaction.
 */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;
type MoveDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'config'>;

/**
 * stage/practice: the chef asks venue `restaurant` for a stage from `date` to `ends`. The venue must be
 * live and visible to the chef (a block either way, or a hidden venue: 404 `venue_not_found`); one open
 * request per chef and venue (409 `stage_already_requested`).
 */
export async function requestStage(
  deps: MoveDeps,
  actor: Actor,
  input: z.output<typeof stagePracticeInput>,
): Promise<StageRequestView> {
  const id = await deps.db.transaction(async (tx) => {
    const chefProfileId = await chefProfileIdOf(tx, actor);
    await requireAccess(tx, actor, 'venue.view', input.restaurant, { refusal: 'venue_not_found' });
    const made = await repo.insertRequest(tx, {
      chefProfileId,
      restaurantProfileId: input.restaurant,
      startDate: input.date,
      endDate: input.ends,
    });
    if (!made) throw new AppError('stage_already_requested');
    await tellStageNews(deps, tx, made, 'stage_requested');
    return made.id;
  });
  return (await viewsOf(deps, [(await repo.findRequest(deps.db, id))!]))[0]!;
}

/**
 * stage/requests: a page of venue `rid`'s requests, newest first (another account's venue: 404). A free
 * venue reads them too (the recruitment service answers for it, D5). Four queries whatever the page's
 * size: the access check, the page, the chefs with their photos side by side, the venues' logos.
 */
export async function venueStageRequests(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof stageRequestsInput>,
): Promise<{ list: StageRequestView[] }> {
  await requireAccess(deps.db, actor, 'venue.manage', input.rid, { refusal: 'venue_not_found' });
  const rows = await repo.pageOf(
    deps.db,
    { restaurantProfileId: input.rid },
    input.page * input.qty,
    input.qty,
  );
  return { list: await viewsOf(deps, rows) };
}

/** stage/chef/requests: a page of the chef's requests, newest first; a fixed number of queries. */
export async function chefStageRequests(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof stageChefRequestsInput>,
): Promise<{ list: StageRequestView[] }> {
  const chefProfileId = await chefProfileIdOf(deps.db, actor);
  const rows = await repo.pageOf(deps.db, { chefProfileId }, input.page * input.qty, input.qty);
  return { list: await viewsOf(deps, rows) };
}

/**
 * The request `id` locked for an answer of `side`: 404 `stage_request_not_found` for anyone not its
 * party, and when a block stands between the two (D6: the request is not there any more for them).
 */
async function lockedRequest(tx: Transaction, actor: Actor, id: number, side: 'chef' | 'restaurant') {
  const row = await repo.findForUpdate(tx, id);
  if (!row) throw new AppError('stage_request_not_found');
  const [venue, chef] = [
    (await venueFacts(tx, [row.restaurantProfileId])).get(row.restaurantProfileId),
    (await chefProfileOwners(tx, [row.chefProfileId])).get(row.chefProfileId),
  ];
  const own = side === 'chef' ? chef?.accountId : venue?.accountId;
  if (!venue || !chef || own !== actor.accountId) throw new AppError('stage_request_not_found');
  if (await isBlockedEitherWay(tx, venue.accountId, chef.accountId))
    throw new AppError('stage_request_not_found');
  return row;
}

const venueNews = {
  accept: 'stage_accepted',
  propose: 'stage_period_proposed',
  decline: 'stage_declined',
} as const;

/**
 * stage/answer: the venue accepts the chef's period, proposes another or declines. The applicants'
 * plan (D5: 403 `premium_required`); a request no longer waiting for the venue is 409
 * `stage_request_moved_on`.
 */
export async function answerAsVenue(
  deps: MoveDeps,
  actor: Actor,
  input: z.output<typeof stageAnswerInput>,
): Promise<StageRequestView> {
  requireSide(actor, 'restaurant');
  requireAccountGate(actor);
  const row = await transactional(async (tx: Transaction) => {
    const locked = await lockedRequest(tx, actor, input.id, 'restaurant');
    const status = stageRequestAfter(locked.status, 'restaurant', input.action);
    if (status === null) throw new AppError('stage_request_moved_on');
    const moved = await repo.updateRequest(tx, locked.id, {
      status,
      ...(input.action === 'propose' ? { proposedStartDate: input.date!, proposedEndDate: input.ends! } : {}),
    });
    await tellStageNews(deps, tx, moved, venueNews[input.action]);
    return moved;
  })(deps.db);
  return (await viewsOf(deps, [row]))[0]!;
}

/**
 * stage/chef/answer: the chef accepts or declines the period the venue proposed; a request not waiting
 * for the chef is 409 `stage_request_moved_on`.
 */
export async function answerAsChef(
  deps: MoveDeps,
  actor: Actor,
  input: z.output<typeof stageChefAnswerInput>,
): Promise<StageRequestView> {
  requireSide(actor, 'chef');
  const row = await transactional(async (tx: Transaction) => {
    const locked = await lockedRequest(tx, actor, input.id, 'chef');
    const status = stageRequestAfter(locked.status, 'chef', input.action);
    if (status === null) throw new AppError('stage_request_moved_on');
    const moved = await repo.updateRequest(tx, locked.id, { status });
    await tellStageNews(
      deps,
      tx,
      moved,
      input.action === 'accept' ? 'stage_period_accepted' : 'stage_period_declined',
    );
    return moved;
  })(deps.db);
  return (await viewsOf(deps, [row]))[0]!;
}

/** The agreed stages of venues or of a chef overlapping the days asked for, by start; a fixed number of queries. */
export async function agreedStagePeriods(
  deps: ReadDeps,
  owner: { restaurantProfileIds: number[] } | { chefProfileId: number },
  range: { from?: string | undefined; to?: string | undefined },
): Promise<StageRequestView[]> {
  return viewsOf(deps, await repo.agreedStages(deps.db, owner, range));
}

/** The period agreed: the venue's proposal when it made one, else the chef's. */
export function agreedPeriod(row: repo.StageRequestRow) {
  return row.proposedStartDate && row.proposedEndDate
    ? { date: row.proposedStartDate, ends: row.proposedEndDate }
    : { date: row.startDate, ends: row.endDate };
}

/** The rows as either side reads them: the chefs (two queries side by side) and the venues' logos and names. */
async function viewsOf(deps: ReadDeps, rows: repo.StageRequestRow[]): Promise<StageRequestView[]> {
  if (rows.length === 0) return [];
  const venueIds = [...new Set(rows.map((row) => row.restaurantProfileId))];
  const [chefs, venues, logos] = [
    await chefSummaries(
      deps,
      rows.map((row) => row.chefProfileId),
    ),
    await venueFacts(deps.db, venueIds),
    await imagesOfVenues(deps, venueIds),
  ];
  return rows.flatMap((row) => {
    const chef = chefs.get(row.chefProfileId);
    const venue = venues.get(row.restaurantProfileId);
    if (!chef || !venue) return [];
    return [
      {
        id: row.id,
        date: row.startDate,
        ends: row.endDate,
        status: row.status as StageRequestView['status'],
        proposed:
          row.proposedStartDate && row.proposedEndDate
            ? { date: row.proposedStartDate, ends: row.proposedEndDate }
            : null,
        agreed: row.status === stageRequestStatus.accepted ? agreedPeriod(row) : null,
        created: row.createdAt.toISOString(),
        answered: row.answeredAt?.toISOString() ?? null,
        restaurant: {
          id: venue.id,
          slug: venue.slug,
          name: venue.name,
          images: { logo: logos.get(venue.id)?.logo ?? null },
        },
        chef,
      },
    ];
  });
}

/** "12 March 2027", in the reader's language. */
function dayOf(language: Language, day: string) {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The chef's moves, told to the venue; the venue's are told to the chef. */
const chefMoves = new Set<StageRequestNews>([
  'stage_requested',
  'stage_period_accepted',
  'stage_period_declined',
]);

/**
 * Tells the side that did not move (decisions D4's "is told", as for applications): a notification
 * and an e-mail in their language, a venue's at its `contactemail`, else its account's, in `tx`.
 */
async function tellStageNews(
  deps: Pick<Deps, 'mailer' | 'config'>,
  tx: Executor,
  row: repo.StageRequestRow,
  kind: StageRequestNews,
) {
  const venue = (await venueFacts(tx, [row.restaurantProfileId])).get(row.restaurantProfileId);
  const chef = (await chefProfileOwners(tx, [row.chefProfileId])).get(row.chefProfileId);
  if (!venue || !chef) return;
  const toVenue = chefMoves.has(kind);
  const link = toVenue ? paths.restaurantStageRequests(null, venue.id) : paths.chefStages(null);
  await notify(tx, {
    accountId: toVenue ? venue.accountId : chef.accountId,
    venueId: toVenue ? venue.id : null,
    kind,
    link,
    name: toVenue ? chef.name : venue.name,
    subject: toVenue ? { type: 'chef', id: chef.id } : { type: 'venue', id: venue.id },
  });
  const mailbox = await accountMailbox(tx, toVenue ? venue.accountId : chef.accountId);
  if (!mailbox) return;
  // A proposal and its answers are about the venue's period; the rest about the chef's.
  const period =
    row.proposedStartDate && row.proposedEndDate && kind.startsWith('stage_period_')
      ? { date: row.proposedStartDate, ends: row.proposedEndDate }
      : { date: row.startDate, ends: row.endDate };
  await deps.mailer.send(
    stageNewsMail({
      to: toVenue ? (venue.contactEmail ?? mailbox.email) : mailbox.email,
      name: toVenue ? venue.name : chef.name,
      language: mailbox.language,
      publicUrl: deps.config.publicUrl,
      kind,
      from: toVenue ? chef.name : venue.name,
      period,
      path: link,
    }),
    { tx },
  );
}

function stageNewsMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  kind: StageRequestNews;
  from: string;
  period: { date: string; ends: string };
  path: `/${string}`;
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.from };
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs: [
      t(`mail:${options.kind}_intro`, names),
      t('mail:stage_period', {
        start: dayOf(options.language, options.period.date),
        end: dayOf(options.language, options.period.ends),
      }),
    ],
    action: {
      label: t('mail:stage_action'),
      url: `${options.publicUrl}/${options.language}${options.path}`,
    },
  });
  return {
    to: options.to,
    subject: t(`mail:${options.kind}_subject`, names),
    html,
    text,
    language: options.language,
    template: options.kind,
  };
}
