import type { z } from 'zod';
import type { ApplicationStatusCode } from '@shared/contracts/applications';
import type {
  chefCalendarInput,
  ChefCalendarItem,
  venueCalendarInput,
  VenueCalendarOffer,
} from '@shared/contracts/calendar';
import type { StageRequestView } from '@shared/contracts/stage-requests';
import type { Language } from '@shared/i18n/languages';
import { requireAccess, type Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { chefSummaries } from '../chef-profiles/chef-profiles.service';
import { offerCardsByIds, offersOfVenues } from '../offers/offers.service';
import { venuesOfAccount } from '../venues/venues.service';
import { stageViewOf } from './lists.service';
import { agreedStagePeriods } from './stage-requests.service';
import { chefProfileIdOf, requireAccountGate } from './parties';
import * as repo from './applications.repository';
import { isActiveOffer, offerStatus } from '@shared/states';

/**
 * The trial calendars (docs/api.md "Calendars"): a venue's agreed trials by offer, and a chef's dates,
 * each with the agreed stage periods (docs/decisions/052).
 * Each answers in a fixed number of queries whatever the page's size.
 */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;

/** Only the two calendars' statuses are listed: agreed and still proposed. */
const calendarStatus = (status: string): 'Accepted' | 'Proposed' =>
  status === 'Accepted' ? 'Accepted' : 'Proposed';

/**
 * offer/calendar: a page of the account's offers (one venue's with `rid`) that have agreed trials in
 * the days asked for, ordered by their first one, each with its applicants and their trials by date and
 * time. Premium accounts (D5: 403 `premium_required`); another account's `rid` is 404. Six queries
 * whatever the number of offers and trials.
 */
export async function venueCalendar(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof venueCalendarInput>,
): Promise<{ list: VenueCalendarOffer[]; stages: StageRequestView[] }> {
  requireAccountGate(actor, 'calendar');
  if (input.rid !== undefined)
    await requireAccess(deps.db, actor, 'venue.manage', input.rid, { refusal: 'venue_not_found' });
  const range = { from: input.from, to: input.to };
  const venueIds =
    input.rid !== undefined
      ? [input.rid]
      : (await venuesOfAccount(deps.db, actor.accountId)).map((venue) => venue.id);
  // A deleted offer's trials leave the venue's calendar, as its applicants leave its lists.
  const offersById = new Map(
    [...(await offersOfVenues(deps.db, venueIds, !input.showpaused))].filter(([, offer]) => !offer.deleted),
  );
  const page = await repo.offersWithTrials(
    deps.db,
    [...offersById.keys()],
    range,
    input.page * input.qty,
    input.qty,
  );
  const offers = page.map((id) => offersById.get(id)!);
  const stages =
    input.page === 0 ? await agreedStagePeriods(deps, { restaurantProfileIds: venueIds }, range) : [];
  if (offers.length === 0) return { list: [], stages };
  const trials = await repo.agreedTrialsOfOffers(
    deps.db,
    offers.map((offer) => offer.id),
    range,
  );
  const chefs = await chefSummaries(
    deps,
    trials.map((trial) => trial.chefProfileId),
  );
  const chefAccounts = new Set([...chefs.values()].map((chef) => chef.acc));
  return {
    stages,
    list: offers.map((offer) => {
      const applicants = new Map<number, VenueCalendarOffer['applicants'][number]>();
      for (const trial of trials) {
        if (trial.offerId !== offer.id) continue;
        const chef = chefs.get(trial.chefProfileId);
        if (!chef) continue;
        const applicant = applicants.get(trial.applicationId) ?? {
          id: trial.applicationId,
          chef,
          stages: [],
        };
        const view = stageViewOf(trial, chefAccounts);
        applicant.stages.push({ ...view, status: calendarStatus(view.status) });
        applicants.set(trial.applicationId, applicant);
      }
      return {
        id: offer.id,
        slug: offer.slug,
        name: offer.name,
        rid: offer.venueId,
        status: isActiveOffer(offer) ? offerStatus.active : offerStatus.paused,
        applicants: [...applicants.values()],
      };
    }),
  };
}

/**
 * The chef's calendar: a page of the chef's dates in the days asked for (agreed trials, and the dates
 * still proposed by either side), by date and time, each with its offer and venue in the reader's
 * language. A fixed number of queries (the page, then the offers' cards).
 */
export async function chefCalendar(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof chefCalendarInput>,
  language: Language,
): Promise<{ list: ChefCalendarItem[]; stages: StageRequestView[] }> {
  const chefProfileId = await chefProfileIdOf(deps.db, actor);
  const rows = await repo.calendarOfChef(
    deps.db,
    chefProfileId,
    { from: input.from, to: input.to },
    input.page * input.qty,
    input.qty,
  );
  const stages =
    input.page === 0
      ? await agreedStagePeriods(deps, { chefProfileId }, { from: input.from, to: input.to })
      : [];
  if (rows.length === 0) return { list: [], stages };
  const cards = await offerCardsByIds(deps, [...new Set(rows.map((row) => row.offerId))], language);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const chefAccount = new Set([actor.accountId]);
  return {
    stages,
    list: rows.flatMap((row) => {
      const card = cardById.get(row.offerId);
      if (!card) return [];
      const view = stageViewOf(row, chefAccount);
      return [
        {
          ...view,
          status: calendarStatus(view.status),
          application: { id: row.applicationId, statusid: row.applicationStatus as ApplicationStatusCode },
          offer: { id: card.id, slug: card.slug, name: card.name },
          restaurant: {
            id: card.restaurant.id,
            slug: card.restaurant.slug,
            name: card.restaurant.name,
            images: { logo: card.restaurant.logo },
          },
        },
      ];
    }),
  };
}
