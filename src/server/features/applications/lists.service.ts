import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type applicantsInput,
  type ApplicantView,
  type ApplicationStatusCode,
  type chefApplicationsInput,
  type ChefApplicationView,
  type ApplicationEventView,
  type StageView,
} from '@shared/contracts/applications';
import type { Language } from '@shared/i18n/languages';
import { offersRecruitedFor, requireAccess, type Actor } from '../../access';
import { sideBySide, type Executor } from '../../db/client';
import { bit } from '../../lib/bit';
import type { Deps } from '../../lib/deps';
import { staffViewsOfAccounts } from '../accounts/accounts.service';
import { chefSummaries } from '../chef-profiles/chef-profiles.service';
import { offerCardsByIds } from '../offers/offers.service';
import { venueRatings } from '../venues/venues.service';
import * as repo from './applications.repository';
import { chefProfileIdOf, requireAccountGate } from './parties';

/** The lists of applications each side reads: a page of one tab, each with its offer or chef and its dates. */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;

const stageStatusNames = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;

type StageRow = Awaited<ReturnType<typeof repo.stagesOf>>[number];

/** A stage as the reader sees it; `chefAccountIds` tells the chef's proposals from the venue's. */
export function stageViewOf(stage: Omit<StageRow, 'applicationId'>, chefAccountIds: Set<number>): StageView {
  return {
    id: stage.id,
    date: stage.date,
    start: stage.startTime,
    end: stage.endTime,
    typeid: stage.typeId as StageView['typeid'],
    proposes: stage.proposedBy,
    proposedby: chefAccountIds.has(stage.proposedBy) ? 'chef' : 'restaurant',
    status: stageStatusNames[stage.status],
    description: stage.description,
  };
}

/**
 * The dates and the moves of the applications, by application, as the reader sees them (who proposed
 * or moved: the chef when the account is one of `chefAccountIds`); two queries.
 */
async function datesAndHistory(db: Executor, applicationIds: number[], chefAccountIds: Set<number>) {
  const [stageRows, eventRows] = await sideBySide(db, [
    () => repo.stagesOf(db, applicationIds),
    () => repo.eventsOf(db, applicationIds),
  ] as const);
  const stages = new Map<number, StageView[]>(applicationIds.map((id) => [id, []]));
  for (const stage of stageRows) stages.get(stage.applicationId)?.push(stageViewOf(stage, chefAccountIds));
  const history = new Map<number, ApplicationEventView[]>(applicationIds.map((id) => [id, []]));
  for (const event of eventRows)
    history.get(event.applicationId)?.push({
      kind: event.kind,
      by: event.actorAccountId !== null && chefAccountIds.has(event.actorAccountId) ? 'chef' : 'restaurant',
      at: event.createdAt.toISOString(),
      date: event.stageDate,
      start: event.startTime,
      end: event.endTime,
    });
  return { stages, history };
}

function applicationFields(
  row: repo.ApplicationRow,
  { stages, history }: Awaited<ReturnType<typeof datesAndHistory>>,
) {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    statusid: row.status as ApplicationStatusCode,
    disponibility: row.disponibility,
    disponibilitydate: row.disponibilityDate,
    invited: bit(row.invited),
    withdrawn: bit(row.withdrawnAt !== null),
    stages: stages.get(row.id) ?? [],
    history: history.get(row.id) ?? [],
  };
}

/**
 * offer/chef/list: a page of the chef's applications of one status, newest first, each with its offer
 * (in the chef's language, D7), its venue and its dates. Offers since paused or deleted stay listed.
 * A fixed number of queries whatever the page's size.
 */
export async function chefApplications(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof chefApplicationsInput>,
  language: Language,
): Promise<ChefApplicationView[]> {
  const chefProfileId = await chefProfileIdOf(deps.db, actor);
  const rows = await repo.pageOfChef(deps.db, chefProfileId, input.status, input.page * input.qty, input.qty);
  if (rows.length === 0) return [];
  const offerIds = [...new Set(rows.map((r) => r.offerId))];
  const [dated, cards] = await sideBySide(deps.db, [
    () =>
      datesAndHistory(
        deps.db,
        rows.map((r) => r.id),
        new Set([actor.accountId]),
      ),
    () => offerCardsByIds(deps, offerIds, language),
  ] as const);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const ratings = await venueRatings(
    deps.db,
    cards.map((card) => card.rid),
  );
  return rows.flatMap((row) => {
    const card = cardById.get(row.offerId);
    if (!card) return [];
    const rating = ratings.get(card.rid);
    return [
      {
        ...applicationFields(row, dated),
        offer: {
          id: card.id,
          slug: card.slug,
          name: card.name,
          description: card.description,
          position: card.position,
          status: card.status,
          images: { image1: card.image1 },
        },
        restaurant: {
          id: card.restaurant.id,
          slug: card.restaurant.slug,
          name: card.restaurant.name,
          rating: rating?.rating ?? 0,
          ratingType: rating?.ratingType ?? 'none',
          location: card.restaurant.location,
          premium: card.restaurant.premium === 1 ? '1' : '0',
          images: { logo: card.restaurant.logo },
        },
      },
    ];
  });
}

/**
 * offer/applicants/list: a page of an offer's applicants of one status, newest first, each with the
 * chef's card and the dates. The offer must be one of the actor's venues' (404 `offer_not_found`), and
 * the account premium (D5: 403 `premium_required`). A fixed number of queries whatever the page's size.
 */
export async function applicants(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof applicantsInput>,
): Promise<ApplicantView[]> {
  await requireAccess(deps.db, actor, 'offer.manage', input.oid, { refusal: 'offer_not_found' });
  requireAccountGate(actor);
  return applicantsPage(deps, input);
}

/**
 * The same page for the recruitment service (D5): staff read the applicants of an offer it answers for
 * (recruit on; 404 `offer_not_found` for any other), as its venue would.
 */
export async function recruitmentApplicants(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof applicantsInput>,
): Promise<ApplicantView[]> {
  await requireAccess(deps.db, actor, 'offer.recruit', input.oid, { refusal: 'offer_not_found' });
  return applicantsPage(deps, input);
}

async function applicantsPage(
  deps: ReadDeps,
  input: z.output<typeof applicantsInput>,
): Promise<ApplicantView[]> {
  const rows = await repo.pageOfOffer(deps.db, input.oid, input.status, input.page * input.qty, input.qty);
  if (rows.length === 0) return [];
  const chefs = await chefSummaries(
    deps,
    rows.map((r) => r.chefProfileId),
  );
  const dated = await datesAndHistory(
    deps.db,
    rows.map((r) => r.id),
    new Set([...chefs.values()].map((chef) => chef.acc)),
  );
  return rows.flatMap((row) => {
    const chef = chefs.get(row.chefProfileId);
    return chef ? [{ ...applicationFields(row, dated), chef }] : [];
  });
}

/**
 * The offers the recruitment service answers for that have applications (D5), a page of them with the
 * count of each tab, those waiting most first; one query (the offers' and venues' facts are the
 * caller's).
 */
export async function recruitmentOfferCounts(db: Executor, page: number, qty: number, offerId?: number) {
  const recruited = (column: AnyPgColumn) =>
    offerId === undefined
      ? offersRecruitedFor(column)
      : sql`${column} = ${offerId} and ${offersRecruitedFor(column)}`;
  const rows = await repo.recruitmentOfferPage(db, recruited, page * qty, qty);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * offer.recruitment: the chefs the recruitment service moved for the venue on its offer `offerId` (D5),
 * its latest move first, each with that move, the trial (agreed, else one it proposed that waits for the
 * chef) and the chef's card. The venue's own offer, free or Premium (404 `offer_not_found` otherwise);
 * a fixed number of queries.
 */
export async function serviceMovesOnOffer(deps: ReadDeps, actor: Actor, offerId: number) {
  await requireAccess(deps.db, actor, 'offer.manage', offerId, { refusal: 'offer_not_found' });
  const movers = await staffViewsOfAccounts(deps.db, await repo.moversOnOffer(deps.db, offerId));
  const staff = [...movers.values()].filter((account) => account.type === 'staff').map((a) => a.id);
  const latest = new Map<number, Awaited<ReturnType<typeof repo.movesOnOfferBy>>[number]>();
  for (const move of await repo.movesOnOfferBy(deps.db, offerId, staff))
    if (!latest.has(move.applicationId)) latest.set(move.applicationId, move);
  const rows = [...latest.values()];
  const chefs = await chefSummaries(
    deps,
    rows.map((row) => row.chefProfileId),
  );
  const stages = await repo.stagesOf(
    deps.db,
    rows.map((row) => row.applicationId),
  );
  const staffIds = new Set(staff);
  return rows.flatMap((row) => {
    const chef = chefs.get(row.chefProfileId);
    if (!chef) return [];
    const own = stages.filter((stage) => stage.applicationId === row.applicationId);
    const trial =
      own.find((stage) => stage.status === 'accepted') ??
      own.find((stage) => stage.status === 'proposed' && staffIds.has(stage.proposedBy));
    return [
      {
        id: row.applicationId,
        chef: { id: chef.id, slug: chef.slug, name: chef.name, position: chef.position },
        statusid: row.status,
        withdrawn: bit(row.withdrawn),
        last: { kind: row.kind, at: row.at.toISOString() },
        trial: trial
          ? {
              date: trial.date,
              start: trial.startTime,
              end: trial.endTime,
              agreed: trial.status === 'accepted',
            }
          : null,
      },
    ];
  });
}
