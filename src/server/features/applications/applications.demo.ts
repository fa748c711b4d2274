import { applicationStatusCodes } from '@shared/applications/tabs';
import { checkPremiumVenues } from '../../access';
import type { Executor } from '../../db/client';
import * as repo from './applications.repository';
import { isActiveOffer, isApproved } from '@shared/states';

const day = 24 * 60 * 60 * 1000;
const { waitingForRestaurant, waitingForChef, accepted, rejected } = applicationStatusCodes;

/** The hours and message of an agreed trial: the application's first date, the others then rejected. */
interface Agreed {
  start: string;
  end: string;
  description: string;
}

/** What the demo's applications join: the seeded chefs (the demo chef first) and the posted offers. */
export interface DemoApplicationSources {
  chefs: { accountId: number; profileId: number }[];
  /** The demo restaurant's venues come first. */
  restaurants: { accountId: number; venueIds: number[] }[];
  offers: { id: number; venueId: number; approved: number; status: number }[];
}

/**
 * The demo's applications (decisions D4), so the lists show something on the first visit: the demo chef
 * has applied to three offers of other venues with trial dates (waiting for the restaurant), was sent
 * one by the premium group (waiting for the chef), turned one down and has a trial agreed with the
 * group; the other chefs have applied to the demo restaurant's newest offers and to the premium
 * group's, and some have agreed trials with the group, so both calendars show days in the coming weeks.
 */
export async function addDemoApplications(db: Executor, sources: DemoApplicationSources, now = new Date()) {
  const [demoChef, ...otherChefs] = sources.chefs;
  if (!demoChef) return;
  const demoVenues = new Set(sources.restaurants[0]?.venueIds ?? []);
  const live = sources.offers.filter((offer) => isApproved(offer.approved) && isActiveOffer(offer));
  const premium = await checkPremiumVenues(
    db,
    live.map((offer) => offer.venueId),
  );
  const elsewhere = live.filter((offer) => !demoVenues.has(offer.venueId) && !premium.has(offer.venueId));
  const premiumOffers = live.filter((offer) => premium.has(offer.venueId));
  const demoOffers = live.filter((offer) => demoVenues.has(offer.venueId));
  const at = (days: number) => new Date(now.getTime() + days * day);
  const dayAt = (days: number) => at(days).toISOString().slice(0, 10);

  type Planned = repo.NewApplication & { dates: string[]; byAccountId: number; agreed?: Agreed };
  const planned: Planned[] = [];
  const apply = (
    chef: { accountId: number; profileId: number },
    offerId: number,
    daysAgo: number,
    dates: number[],
    agreed?: Agreed,
  ) =>
    planned.push({
      offerId,
      chefProfileId: chef.profileId,
      status: agreed ? accepted : waitingForRestaurant,
      disponibility: 1 + (daysAgo % 3),
      disponibilityDate: 1 + (daysAgo % 3) === 2 ? dayAt(20 + daysAgo) : null,
      createdAt: at(-daysAgo),
      dates: dates.map(dayAt),
      byAccountId: chef.accountId,
      agreed,
    });
  elsewhere
    .slice(0, 3)
    .forEach((offer, index) => apply(demoChef, offer.id, index + 1, [5 + index, 8 + index]));
  const sent = premiumOffers[0];
  if (sent)
    planned.push({
      offerId: sent.id,
      chefProfileId: demoChef.profileId,
      status: waitingForChef,
      disponibility: 0,
      invited: true,
      createdAt: at(-2),
      dates: [],
      byAccountId: 0,
    });
  const turnedDown = elsewhere[3];
  if (turnedDown)
    planned.push({
      offerId: turnedDown.id,
      chefProfileId: demoChef.profileId,
      status: rejected,
      disponibility: 1,
      createdAt: at(-9),
      dates: [dayAt(-4)],
      byAccountId: demoChef.accountId,
    });
  const trial = (start: string, end: string): Agreed => ({
    start,
    end,
    description:
      'Come to the kitchen door ten minutes early and ask for the sous chef. Bring your knives and whites.',
  });
  const agreedWithGroup = premiumOffers[1];
  if (agreedWithGroup) apply(demoChef, agreedWithGroup.id, 6, [3, 7], trial('10:00', '16:00'));
  // The other chefs: each applies to one of the demo restaurant's newest offers and one of the group's;
  // the group has agreed a trial with every third of them.
  otherChefs.forEach((chef, index) => {
    const own = demoOffers[index % Math.max(1, Math.min(3, demoOffers.length))];
    if (own) apply(chef, own.id, index % 6, [3 + (index % 5)]);
    const group = premiumOffers[1 + (index % Math.max(1, premiumOffers.length - 1))];
    const agreed =
      index % 3 === 0 ? trial(index % 2 ? '18:00' : '09:30', index % 2 ? '23:00' : '15:00') : undefined;
    if (group) apply(chef, group.id, (index + 2) % 6, [4 + (index % 4), 6 + (index % 4)], agreed);
  });

  const made = await repo.insertApplications(
    db,
    planned.map(({ dates: _dates, byAccountId: _by, ...row }) => row),
  );
  const idOf = new Map(made.map((row) => [`${row.offerId}:${row.chefProfileId}`, row.id]));
  const stages: repo.NewStage[] = planned.flatMap((plan) => {
    const applicationId = idOf.get(`${plan.offerId}:${plan.chefProfileId}`);
    if (!applicationId) return [];
    return plan.dates.map((date, index) => {
      const agreed = plan.agreed && index === 0 ? plan.agreed : undefined;
      return {
        applicationId,
        proposedByAccountId: plan.byAccountId,
        date,
        typeId: 1,
        status: agreed
          ? ('accepted' as const)
          : plan.status === rejected || plan.agreed
            ? ('rejected' as const)
            : ('proposed' as const),
        ...(agreed ? { startTime: agreed.start, endTime: agreed.end, description: agreed.description } : {}),
      };
    });
  });
  await repo.insertStages(db, stages);
}
