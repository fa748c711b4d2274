import type { z } from 'zod';
import { stageRequestAfter, stageRequestStatus } from '@shared/applications/stage-requests';
import type {
  stageAnswerInput,
  stageChefAnswerInput,
  stageChefRequestsInput,
  stageChefWithdrawInput,
  stagePracticeInput,
  stageRequestsInput,
  StageRequestView,
} from '@shared/contracts/stage-requests';
import { isBlockedEitherWay, requireAccess, type Actor } from '../../access';
import { transactional, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { chefProfileOwners, chefSummaries } from '../chef-profiles/chef-profiles.service';
import { imagesOfVenues } from '../media/media.service';
import { venueFacts } from '../venues/venues.service';
import type { Tell } from './news.service';
import { chefProfileIdOf, requireAccountGate, requireSide } from './parties';
import * as repo from './stage-requests.repository';

/**
 * Stage requests (docs/decisions/052-stage-requests.md): a chef asks a venue for an unpaid practice
 * period; the venue accepts it, proposes another or declines (D5: with the applicants' plan); the chef
 * answers a proposal, or withdraws a request still open. Each move runs in its own transaction, locks
 * the request, and tells the other side (the applications' teller: a notification and an e-mail in
 * their language, and the invitation of an agreed stage) in that transaction. The moves answer the row;
 * `stageRequestView` reads it as the sides do.
 */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;

/**
 * stage/practice: the chef asks venue `restaurant` for a stage from `date` to `ends`. The venue must be
 * live and visible to the chef (a block either way, or a hidden venue: 404 `venue_not_found`); one open
 * request per chef and venue (409 `stage_already_requested`).
 */
export const requestStage = transactional(async function requestStage(
  tx: Transaction,
  actor: Actor,
  input: z.output<typeof stagePracticeInput>,
  tell: Tell,
): Promise<repo.StageRequestRow> {
  const chefProfileId = await chefProfileIdOf(tx, actor);
  await requireAccess(tx, actor, 'venue.view', input.restaurant, { refusal: 'venue_not_found' });
  const made = await repo.insertRequest(tx, {
    chefProfileId,
    restaurantProfileId: input.restaurant,
    startDate: input.date,
    endDate: input.ends,
  });
  if (!made) throw new AppError('stage_already_requested');
  await tell(tx, { stageRequest: made, kind: 'stage_requested', by: actor });
  return made;
});

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
 * The request `id` locked for a move of `side`: 404 `stage_request_not_found` for anyone not its party,
 * and when a block stands between the two (D6: the request is not there any more for them), unless the
 * move is allowed across one.
 */
async function lockedRequest(
  tx: Transaction,
  actor: Actor,
  id: number,
  side: 'chef' | 'restaurant',
  { acrossBlocks = false } = {},
) {
  const row = await repo.findForUpdate(tx, id);
  if (!row) throw new AppError('stage_request_not_found');
  const [venue, chef] = [
    (await venueFacts(tx, [row.restaurantProfileId])).get(row.restaurantProfileId),
    (await chefProfileOwners(tx, [row.chefProfileId])).get(row.chefProfileId),
  ];
  const own = side === 'chef' ? chef?.accountId : venue?.accountId;
  if (!venue || !chef || own !== actor.accountId) throw new AppError('stage_request_not_found');
  if (!acrossBlocks && (await isBlockedEitherWay(tx, venue.accountId, chef.accountId)))
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
export const answerAsVenue = transactional(async function answerAsVenue(
  tx: Transaction,
  actor: Actor,
  input: z.output<typeof stageAnswerInput>,
  tell: Tell,
): Promise<repo.StageRequestRow> {
  requireSide(actor, 'restaurant');
  requireAccountGate(actor);
  const locked = await lockedRequest(tx, actor, input.id, 'restaurant');
  const status = stageRequestAfter(locked.status, 'restaurant', input.action);
  if (status === null) throw new AppError('stage_request_moved_on');
  const moved = await repo.updateRequest(tx, locked.id, {
    status,
    ...(input.action === 'propose' ? { proposedStartDate: input.date!, proposedEndDate: input.ends! } : {}),
  });
  await tell(tx, { stageRequest: moved, kind: venueNews[input.action], by: actor });
  return moved;
});

/**
 * stage/chef/answer: the chef accepts or declines the period the venue proposed; a request not waiting
 * for the chef is 409 `stage_request_moved_on`.
 */
export const answerAsChef = transactional(async function answerAsChef(
  tx: Transaction,
  actor: Actor,
  input: z.output<typeof stageChefAnswerInput>,
  tell: Tell,
): Promise<repo.StageRequestRow> {
  requireSide(actor, 'chef');
  const locked = await lockedRequest(tx, actor, input.id, 'chef');
  const status = stageRequestAfter(locked.status, 'chef', input.action);
  if (status === null) throw new AppError('stage_request_moved_on');
  const moved = await repo.updateRequest(tx, locked.id, { status });
  const kind = input.action === 'accept' ? 'stage_period_accepted' : 'stage_period_declined';
  await tell(tx, { stageRequest: moved, kind, by: actor });
  return moved;
});

/**
 * stage/chef/withdraw: the chef withdraws a request still open, waiting for the venue or for the chef's
 * answer to a proposal (6); the venue is told. A closed one (answered, agreed, withdrawn) is 409
 * `stage_request_moved_on`. Allowed across a block, as taking a trial back is (decision 048): nobody
 * should have to keep a request open with someone they blocked.
 */
export const withdrawStageRequest = transactional(async function withdrawStageRequest(
  tx: Transaction,
  actor: Actor,
  input: z.output<typeof stageChefWithdrawInput>,
  tell: Tell,
): Promise<repo.StageRequestRow> {
  requireSide(actor, 'chef');
  const locked = await lockedRequest(tx, actor, input.id, 'chef', { acrossBlocks: true });
  const status = stageRequestAfter(locked.status, 'chef', 'withdraw');
  if (status === null) throw new AppError('stage_request_moved_on');
  const moved = await repo.updateRequest(tx, locked.id, { status });
  await tell(tx, { stageRequest: moved, kind: 'stage_withdrawn', by: actor });
  return moved;
});

/** A request as either side reads it, after a move. */
export async function stageRequestView(deps: ReadDeps, row: repo.StageRequestRow): Promise<StageRequestView> {
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
        agreed: row.status === stageRequestStatus.accepted ? repo.agreedPeriod(row) : null,
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
