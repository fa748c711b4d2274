import { describe, expect, it } from 'vitest';
import type {
  ApplicationCounters,
  ChefApplicationView,
  ChefCounters,
} from '../../src/shared/contracts/applications';
import { applicationTabs } from '../../src/shared/applications/tabs';
import type { ChefCalendarItem, VenueCalendarOffer } from '../../src/shared/contracts/calendar';
import { demoAccounts, demoPassword, seedDemoData } from '../../src/server/db/seed';
import { addDemoApplications } from '../../src/server/features/applications/applications.demo';
import { addDemoOffers } from '../../src/server/features/offers/offers.demo';
import { api, dataOf } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** The demo's applications: the demo chef's lists and the restaurants' applicants show something at once. */
describe('demo applications', () => {
  const t = useTestApp();

  it("fill the demo chef's tabs, with trial dates, and bring applicants to the demo restaurant", async () => {
    const seeded = await seedDemoData(t.database.db, t.config, { info: () => undefined });
    const venueIds = seeded!.restaurants.flatMap((r) => r.venueIds);
    const offers = await addDemoOffers(t.database.db, venueIds);
    await addDemoApplications(t.database.db, {
      chefs: seeded!.chefs,
      restaurants: seeded!.restaurants,
      offers,
    });

    const chef = await api(t.app, 'account/login', {
      username: demoAccounts.chef.email,
      password: demoPassword,
    });
    const counters = dataOf(await api<ChefCounters>(t.app, 'offer/chef/counters', {}, { token: chef.token }));
    expect(counters).toMatchObject({ pending: 1, review: 3, accepted: 1, rejected: 1 });
    // The tab the applications page opens on when pending is empty: one of the four, never empty here.
    expect(applicationTabs).toContain(counters.newest);
    const inReview = dataOf(
      await api<ChefApplicationView[]>(
        t.app,
        'offer/chef/list',
        { status: 'in-review' },
        { token: chef.token },
      ),
    );
    expect(inReview).toHaveLength(3);
    for (const application of inReview) {
      expect(application.stages).toHaveLength(2);
      expect(application.stages.every((stage) => stage.proposedby === 'chef')).toBe(true);
    }
    const [sent] = dataOf(
      await api<ChefApplicationView[]>(
        t.app,
        'offer/chef/list',
        { status: 'pending' },
        { token: chef.token },
      ),
    );
    expect([sent?.invited, sent?.disponibility, sent?.restaurant.premium]).toEqual([1, 0, '1']);

    const restaurant = await api(t.app, 'account/login', {
      username: demoAccounts.restaurant.email,
      password: demoPassword,
    });
    const own = offers.filter((offer) => seeded!.restaurants[0]!.venueIds.includes(offer.venueId));
    const pending = await Promise.all(
      own.map(async (offer) => {
        const answer = await api<ApplicationCounters>(
          t.app,
          'offer/counters',
          { oid: offer.id },
          { token: restaurant.token },
        );
        return dataOf(answer).pending;
      }),
    );
    expect(pending.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(5);

    // The calendars: the demo chef's agreed trial with its hours, among the dates still proposed; the
    // premium group's agreed trials in the coming weeks.
    const chefDates = dataOf(
      await api<{ list: ChefCalendarItem[] }>(
        t.app,
        'stage/chef/calendar',
        { qty: 50 },
        { token: chef.token },
      ),
    ).list;
    const agreed = chefDates.filter((item) => item.status === 'Accepted');
    expect(agreed.map((item) => [item.start, item.end])).toEqual([['10:00', '16:00']]);
    expect(chefDates.filter((item) => item.status === 'Proposed').length).toBeGreaterThanOrEqual(6);
    const group = await api(t.app, 'account/login', {
      username: 'elena.ruiz@demo.brigade.test',
      password: demoPassword,
    });
    const trials = dataOf(
      await api<{ list: VenueCalendarOffer[] }>(t.app, 'offer/calendar', { qty: 50 }, { token: group.token }),
    ).list.flatMap((offer) => offer.applicants.flatMap((applicant) => applicant.stages));
    expect(trials.length).toBeGreaterThanOrEqual(2);
    expect(trials.every((stage) => stage.status === 'Accepted' && stage.start !== null)).toBe(true);
  });
});
