import type { OfferView } from '@shared/contracts/offers';
import type { ApplicantView, ChefApplicationView } from '@shared/contracts/applications';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../src/server/db/client';
import { accounts } from '../src/server/db/schema/index';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { postOk, useApiClients, type Account } from './api-calls';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  fieldError,
  loginViaApi,
  phone,
  sharedBrowser,
  url,
  useBrowser,
} from './fixtures';

/**
 * Applying (spec doc 1 sections 2, 4 and 5; decisions D4): a chef applies to an offer from its page
 * with trial dates and a start date, is told what is missing, cannot apply twice, and saves an offer; a
 * visitor logs in and the apply goes on; on a phone, in Spanish, a chef applies to two offers chosen in
 * the feed at once, and the selection empties. One venue in Tromsø posts three sushi offers.
 */

interface Venue {
  id: number;
  slug: string;
  name: string;
}

const tromso = {
  formatted_address: 'Tromsø, Norway',
  components: { locality: 'Tromsø', region: 'Troms', country: 'Norway', country_code: 'NO' },
  lat: 69.6492,
  lng: 18.9553,
};

let owner: Account;
let venue: Venue;
let offers: OfferView[];
const clients = useApiClients();

beforeAll(async () => {
  owner = await createAccount({ type: 'restaurant', name: 'Fjord Sushi' });
  const api = await clients.as(owner);
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: Venue[] } };
  };
  const first = me.data.user.profiles[0]!;
  const saved = await postOk<{ data: { user: { profiles: Venue[] } } }>(api, '/api/profile/aboutrestaurant', {
    id: first.id,
    name: 'Fjord Sushi',
    description: '<p>Arctic fish, cut at the counter.</p>',
    cuisine: '6',
    location: JSON.stringify(tromso),
    language: 'en',
  });
  venue = saved.data.user.profiles.find((profile) => profile.id === first.id)!;
  offers = [];
  for (const name of ['Sushi chef for the counter', 'Sushi chef for lunch', 'Sushi chef for the omakase']) {
    const answer = await postOk<{ data: { offer: OfferView } }>(api, '/api/offer/manage/edit', {
      id: 0,
      rid: venue.id,
      name,
      position: 25,
      description: '<p>Cut and serve at the counter.</p>',
      salarytype: 'year',
      salaryfrom: '40000',
      salaryto: '46000',
      hidesalary: 0,
      term: 'full-time',
      hours: 40,
      holidays: 25,
      daysoff: 2,
      image1: '',
      language: 'en',
    });
    offers.push(answer.data.offer);
  }
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, venue.id);
    for (const offer of offers) await approveOffer(db, offer.id);
    // Premium: the venue sends offers to chefs (D5).
    await db
      .update(accounts)
      .set({ subscription: 1, subscriptionStatus: 1 })
      .where(eq(accounts.email, owner.email));
  } finally {
    await db.$client.end();
  }
});

const offerPath = (offer: OfferView, lang = 'en') =>
  `/${lang}/restaurant/view/offer/${venue.id}/${venue.slug}/${offer.id}/${offer.slug}`;

/** A day `days` from today, as a date input takes it. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The chef's applications waiting for the restaurant (the chef's "in review" tab), as the API lists them. */
async function inReview(chef: Account): Promise<ChefApplicationView[]> {
  const api = await clients.as(chef);
  return (await postOk<{ data: ChefApplicationView[] }>(api, '/api/offer/chef/list', { status: 2 })).data;
}

describe('applying on a desktop', () => {
  const b = useBrowser();

  it('applies from the offer page with two trial dates and a start date, and refuses a second time', async () => {
    const { page, context } = b;
    const chef = await createAccount({ type: 'chef', name: 'Aiko Chef' });
    await loginViaApi(context, chef);
    const offer = offers[0]!;
    await page.goto(url(offerPath(offer)));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to this offer' });
    await dialog.getByText(offer.name).waitFor();
    await dialog.getByText('Fjord Sushi').first().waitFor();

    // Nothing chosen: both fields say what is missing, and nothing is sent.
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Please choose at least one trial date.').waitFor();
    expect(await fieldError(dialog.getByLabel('When can you start?'))).toBe('Please say when you can start.');

    await dialog.getByLabel('Trial date 1', { exact: true }).fill(dayFromNow(10));
    await dialog.getByRole('button', { name: 'Add another date' }).click();
    await dialog.getByLabel('Trial date 2', { exact: true }).fill(dayFromNow(12));
    await dialog.getByLabel('When can you start?').selectOption({ label: 'Available from a given date' });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    expect(await fieldError(dialog.getByLabel('Available from'))).toBe(
      'Please choose the date from which you are available.',
    );
    await dialog.getByLabel('Available from').fill(dayFromNow(30));
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('dialog', { name: 'Application sent' }).getByRole('status').waitFor();
    await page.getByText('Your application has been sent.').waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();

    const [application] = await inReview(chef);
    expect(application?.offer.id).toBe(offer.id);
    expect(application?.disponibility).toBe(2);
    expect(application?.disponibilitydate).toBe(dayFromNow(30));
    expect(application?.stages.map((stage) => stage.date)).toEqual([dayFromNow(10), dayFromNow(12)]);

    // The page now says it, instead of offering Apply again; its link opens the application.
    await page.getByText(/^Applied on /).waitFor();
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'See my application' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/chef/profile/applications/in-review');
    expect(new URL(page.url()).hash).toBe(`#application-${application!.id}`);
    await page.locator(`#application-${application!.id}`).getByText(offer.name).waitFor();
    expect((await inReview(chef)).length).toBe(1);
  });

  it('opens the applications on the tab holding the newest one, not an empty pending tab', async () => {
    const { page, context } = b;
    const chef = await approvedChef('Newest Chef');
    const api = await clients.as(chef);
    const applied = await api.post('/api/offer/subscribe', {
      data: { offers: String(offers[1]!.id), dates: JSON.stringify([dayFromNow(8)]), disponibility: 1 },
    });
    expect(applied.status()).toBe(201);
    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/applications/'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/chef/profile/applications/in-review');
    await page.getByRole('article').filter({ hasText: offers[1]!.name }).waitFor();
    expect(await page.getByText('There are no pending applications.').count()).toBe(0);
  });

  it('saves an offer from its page', async () => {
    const { page, context } = b;
    const chef = await createAccount({ type: 'chef', name: 'Saving Chef' });
    await loginViaApi(context, chef);
    await page.goto(url(offerPath(offers[1]!)));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This offer is saved in your account.').waitFor();
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
  });

  it('asks a visitor to log in, then goes on with the apply', async () => {
    const { page } = b;
    const chef = await createAccount({ type: 'chef', name: 'Visiting Chef' });
    await page.goto(url(offerPath(offers[2]!)));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(chef.email);
    await login.getByLabel('Password', { exact: true }).fill(chef.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to this offer' });
    await dialog.getByText(offers[2]!.name).waitFor();
    await dialog.getByLabel('Trial date 1', { exact: true }).fill(dayFromNow(5));
    await dialog.getByLabel('When can you start?').selectOption({ label: 'Available now' });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Your application has been sent.').waitFor();
    expect((await inReview(chef)).map((a) => a.offer.id)).toEqual([offers[2]!.id]);
  });
});

const approvedChef = (name: string) => clients.approvedChef(name);

describe("the chef's applications", () => {
  const b = useBrowser();

  it('takes an offer a restaurant sent, turns another down, and deletes an application', async () => {
    const { page, context } = b;
    const chef = await approvedChef('Kenji Chef');
    const venueApi = await clients.as(owner);
    for (const offer of [offers[0]!, offers[1]!]) {
      const sent = await venueApi.post('/api/offer/subscribe', {
        data: { oid: offer.id, cid: String(chef.profileId) },
      });
      expect(sent.status()).toBe(201);
    }
    const chefApi = await clients.as(chef);
    const applied = await chefApi.post('/api/offer/subscribe', {
      data: { offers: String(offers[2]!.id), dates: JSON.stringify([dayFromNow(9)]), disponibility: 1 },
    });
    expect(applied.status()).toBe(201);

    await loginViaApi(context, chef);
    await page.goto(url('/en/chef/profile/applications/'));
    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Application status' });
    const tab = (name: string) => bar.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect.poll(() => tab('Pending').textContent()).toBe('Pending2');
    expect(await tab('Pending').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => tab('In review').textContent()).toBe('In review1');
    await page.getByText('3 applications').waitFor();
    // The header's Applications item counts what waits for the chef's answer.
    const headerLink = page.getByRole('banner').getByRole('link', { name: /^Applications/ });
    await expect.poll(() => headerLink.textContent()).toContain('2 waiting for you');
    await expectAccessible(page, "the chef's applications");

    const card = (offer: OfferView) => page.getByRole('article').filter({ hasText: offer.name });
    await card(offers[0]!).getByText('The restaurant sent you this offer', { exact: false }).waitFor();
    await card(offers[0]!)
      .getByRole('button', { name: `Accept ${offers[0]!.name}` })
      .click();
    // Accepting a sent offer says so: not an application of the chef's own.
    const dialog = page.getByRole('dialog', { name: 'Accept the offer' });
    await dialog.getByText('You are accepting').waitFor();
    await dialog.getByLabel('Trial date 1', { exact: true }).fill(dayFromNow(15));
    await dialog.getByLabel('When can you start?').selectOption({ label: 'Available now' });
    await dialog.getByRole('button', { name: 'Accept the offer' }).click();
    await page.getByRole('dialog', { name: 'Offer accepted' }).waitFor();
    await page.getByText('You have accepted the offer.').waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => tab('Pending').textContent()).toBe('Pending1');
    await expect.poll(() => tab('In review').textContent()).toBe('In review2');

    await card(offers[1]!)
      .getByRole('button', { name: `Turn down ${offers[1]!.name}` })
      .click();
    await card(offers[1]!).getByRole('button', { name: 'Yes, turn it down' }).click();
    await page.getByText('There are no pending applications.').waitFor();
    await expect.poll(() => tab('Rejected').textContent()).toBe('Rejected1');
    await expect.poll(() => headerLink.textContent()).toBe('Applications');

    await tab('In review').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/chef/profile/applications/in-review');
    await card(offers[0]!)
      .getByText(formatted(dayFromNow(15)), { exact: true })
      .waitFor();
    await card(offers[2]!).getByText('Waiting for the restaurant', { exact: false }).waitFor();
    await card(offers[2]!)
      .getByRole('button', { name: `Delete the application to ${offers[2]!.name}` })
      .click();
    await card(offers[2]!).getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => card(offers[2]!).count()).toBe(0);
    await expect.poll(() => tab('In review').textContent()).toBe('In review1');
    await page.getByText('2 applications').waitFor();
  });
});

describe("a premium restaurant's applicants", () => {
  const b = useBrowser();

  it('accepts one of the dates a chef proposed, with hours and a message, and rejects another applicant', async () => {
    const { page, context } = b;
    const offer = offers[1]!;
    const [kept, turned] = await Promise.all([
      approvedChef('Noor Applicant'),
      approvedChef('Pavel Applicant'),
    ]);
    for (const [chef, days] of [
      [kept, [20, 22]],
      [turned, [21]],
    ] as const) {
      const chefApi = await clients.as(chef);
      const applied = await chefApi.post('/api/offer/subscribe', {
        data: { offers: String(offer.id), dates: JSON.stringify(days.map(dayFromNow)), disponibility: 1 },
      });
      expect(applied.status()).toBe(201);
    }

    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/offers'));
    await page
      .getByRole('article')
      .filter({ hasText: offer.name })
      .getByRole('link', { name: /^Applicants/ })
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/en/restaurant/profile/applicants/${venue.id}/${offer.id}/pending`);
    await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });

    await card('Pavel Applicant').waitFor();
    await expectAccessible(page, "an offer's applicants");
    await card('Noor Applicant').getByRole('button', { name: 'Accept Noor Applicant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept Noor Applicant' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    expect(await fieldError(dialog.getByLabel('Message to the chef'))).toBe(
      'Please write a message to the chef.',
    );
    await dialog.getByLabel(formatted(dayFromNow(22))).check();
    // Quarter hours, and a dinner service that ends after midnight: the end then says the next day.
    await dialog.getByLabel('From', { exact: true }).selectOption('22:30');
    await dialog.getByLabel('To', { exact: true }).selectOption('01:15');
    await dialog.getByText('Ends the next day, at 01:15.').waitFor();
    await dialog
      .getByLabel('Message to the chef')
      .fill('Come to the back door at half past ten; ask for Ingrid.');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card('Noor Applicant').count()).toBe(0);

    await card('Pavel Applicant').getByRole('button', { name: 'Reject Pavel Applicant' }).click();
    await expect.poll(() => card('Pavel Applicant').count()).toBe(0);

    const bar = page.getByRole('navigation', { name: 'Application status' });
    await bar.getByRole('link', { name: /^Accepted/ }).click();
    const agreed = card('Noor Applicant');
    await agreed.getByText(formatted(dayFromNow(22)), { exact: true }).waitFor();
    await agreed.getByText('22:30 to 01:15 the next day', { exact: true }).waitFor();
    await bar.getByRole('link', { name: /^Rejected/ }).click();
    await card('Pavel Applicant').getByText('Rejected', { exact: true }).first().waitFor();

    const chefApi = await clients.as(kept);
    const accepted = (
      await postOk<{ data: ChefApplicationView[] }>(chefApi, '/api/offer/chef/list', { status: 4 })
    ).data;
    expect(accepted.map((a) => a.offer.id)).toEqual([offer.id]);
  });
});

describe('stage requests', () => {
  const b = useBrowser();

  it("asks for a stage from the venue's page, and finds it agreed once the venue accepts it", async () => {
    const { page, context } = b;
    const chef = await clients.approvedChef('Lea Stagiaire');
    await loginViaApi(context, chef);
    await page.goto(url(`/en/restaurant/view/home/${venue.id}/${venue.slug}`));
    await page.getByRole('link', { name: 'Ask for a stage' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/en/restaurant/view/stage/${venue.id}/${venue.slug}`);
    const send = page.getByRole('button', { name: 'Send the request' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('First day').fill(dayFromNow(30));
    await page.getByLabel('Last day').fill(dayFromNow(37));
    await send.click();
    await page.getByText(/Your request is sent/).waitFor();

    const venueApi = await clients.as(owner);
    const list = await postOk<{ data: { list: { id: number; chef: { name: string } }[] } }>(
      venueApi,
      '/api/stage/requests',
      { rid: venue.id },
    );
    const request = list.data.list.find((r) => r.chef.name === 'Lea Stagiaire')!;
    await postOk(venueApi, '/api/stage/answer', { id: request.id, action: 'accept' });

    await page.goto(url('/en/chef/profile/applications/stages'));
    const card = page.getByRole('listitem').filter({ hasText: venue.name });
    await card.getByText('Agreed', { exact: true }).waitFor();

    // The chef's calendar marks the agreed days on its grid, each named as such, with the legend.
    await page.goto(url(`/en/chef/profile/calendar?month=${dayFromNow(30).slice(0, 7)}`));
    await page.getByRole('button', { name: `${formatted(dayFromNow(30))}, agreed stage` }).waitFor();
    await page.getByText('Agreed stage', { exact: true }).waitFor();
  });
});

describe('negotiating a trial on two phones', () => {
  const b = useBrowser(phone);

  it('the venue proposes a third date, the chef takes it, the venue calls it off, both propose again, and it is agreed', async () => {
    const { page: venuePage, context } = b;
    const offer = offers[2]!;
    const chef = await approvedChef('Lena Trial');
    const chefApi = await clients.as(chef);
    const applied = await chefApi.post('/api/offer/subscribe', {
      data: {
        offers: String(offer.id),
        dates: JSON.stringify([dayFromNow(60), dayFromNow(61)]),
        disponibility: 1,
      },
    });
    expect(applied.status()).toBe(201);

    // The chef, in Spanish, in a browser of their own beside the venue's.
    const chefContext = await (
      await sharedBrowser()
    ).newContext({ baseURL: url(''), ...phone, hasTouch: true });
    try {
      const chefPage = await chefContext.newPage();
      await loginViaApi(chefContext, chef);
      await loginViaApi(context, owner);
      const applicants = (tab: string) =>
        url(`/en/restaurant/profile/applicants/${venue.id}/${offer.id}/${tab}`);
      const venueCard = () => venuePage.getByRole('article').filter({ hasText: 'Lena Trial' });
      const chefCard = () => chefPage.getByRole('article').filter({ hasText: offer.name });
      /** The newest notification of a side, as its notifications page reads it. */
      const newest = async (page: typeof venuePage, path: string) => {
        await page.goto(url(path));
        return page.getByTestId('notifications').getByRole('listitem').first();
      };

      // 1. The venue answers the two dates with a third, from the accept dialog's "another date".
      await venuePage.goto(applicants('pending'));
      await venueCard().getByRole('button', { name: 'Accept Lena Trial' }).click();
      const accept = venuePage.getByRole('dialog', { name: 'Accept Lena Trial' });
      await accept.getByRole('radio', { name: 'Another date' }).check();
      await accept.getByLabel('New date').fill(dayFromNow(62));
      await accept.getByLabel('From', { exact: true }).selectOption('10:00');
      await accept.getByLabel('To', { exact: true }).selectOption('15:00');
      await accept.getByLabel('Message to the chef').fill('Come for the lunch service, ask for Ingrid.');
      await accept.getByRole('button', { name: 'Send the new date' }).click();
      await accept.waitFor({ state: 'detached' });
      await expect.poll(() => venueCard().count()).toBe(0);

      // 2. The chef is told (the burger counts it), reads the venue's message and takes the date.
      await chefPage.goto(url('/es/'));
      const burger = chefPage.getByRole('banner').getByRole('button', { name: /^Abrir el menú/ });
      await expect.poll(() => burger.textContent()).toMatch(/\d+ pendientes?$/);
      await (
        await newest(chefPage, '/es/chef/profile/notifications')
      )
        .getByText('Fjord Sushi ha propuesto otra fecha.')
        .waitFor();
      await chefPage.goto(url('/es/chef/profile/applications/'));
      await chefCard().getByText('Come for the lunch service, ask for Ingrid.').waitFor();
      await expectNoHorizontalScroll(chefPage, "the chef's card with a date to answer");
      await expectAccessible(chefPage, "the chef's card with a date to answer");
      await chefCard().getByRole('button', { name: 'Aceptar la fecha que propone Fjord Sushi' }).click();
      await expect.poll(() => chefCard().count()).toBe(0);

      // 3. Both calendars show the agreed trial.
      const agreedDay = dayFromNow(62);
      await chefPage.goto(url(`/es/chef/profile/calendar?month=${agreedDay.slice(0, 7)}&day=${agreedDay}`));
      await chefPage
        .getByRole('listitem')
        .filter({ hasText: offer.name })
        .getByText('De 10:00 a 15:00')
        .waitFor();
      await venuePage.goto(
        url(`/en/restaurant/profile/calendar/${venue.id}?month=${agreedDay.slice(0, 7)}&day=${agreedDay}`),
      );
      const trial = venuePage.getByRole('listitem').filter({ hasText: 'Lena Trial' });
      await trial.getByText('10:00 to 15:00').waitFor();

      // 4. The venue calls it off and owes the chef a new date, which it proposes.
      await venuePage.goto(applicants('accepted'));
      await venueCard().getByRole('button', { name: 'Call off the trial with Lena Trial' }).click();
      await venueCard().getByRole('button', { name: 'Yes, call it off' }).click();
      await expect.poll(() => venueCard().count()).toBe(0);
      await venuePage.goto(applicants('pending'));
      await venueCard().getByText('The trial was called off: propose the chef a new date.').waitFor();
      await venueCard().getByRole('button', { name: 'Propose a new date to Lena Trial' }).click();
      const propose = venuePage.getByRole('dialog', { name: 'Propose a new date' });
      await propose.getByLabel('New date').fill(dayFromNow(63));
      await propose.getByLabel('From', { exact: true }).selectOption('18:00');
      await propose.getByLabel('To', { exact: true }).selectOption('23:00');
      await propose
        .getByLabel('Message to the chef')
        .fill('The dinner service instead, sorry for the change.');
      await propose.getByRole('button', { name: 'Send the new date' }).click();
      await propose.waitFor({ state: 'detached' });

      // 5. The chef was told of both, and answers with another date.
      await (
        await newest(chefPage, '/es/chef/profile/notifications')
      )
        .getByText('Fjord Sushi ha propuesto otra fecha.')
        .waitFor();
      await chefPage
        .getByTestId('notifications')
        .getByText('Fjord Sushi ha anulado la prueba acordada.')
        .waitFor();
      await chefPage.goto(url('/es/chef/profile/applications/'));
      await chefCard().getByRole('button', { name: 'Proponer una nueva fecha a Fjord Sushi' }).click();
      const counter = chefPage.getByRole('dialog', { name: 'Proponer una nueva fecha' });
      await counter.getByLabel('Nueva fecha').fill(dayFromNow(64));
      await counter.getByLabel('Mensaje para el restaurante').fill('Mejor el día siguiente, por la noche.');
      await counter.getByRole('button', { name: 'Enviar la nueva fecha' }).click();
      await counter.waitFor({ state: 'detached' });
      await expect.poll(() => chefCard().count()).toBe(0);

      // 6. The venue is told and agrees the chef's date.
      await (
        await newest(venuePage, `/en/restaurant/profile/notifications/${venue.id}`)
      )
        .getByText('Lena Trial proposed another date.')
        .waitFor();
      await venuePage.goto(applicants('pending'));
      await venueCard().getByRole('button', { name: 'Accept Lena Trial' }).click();
      const last = venuePage.getByRole('dialog', { name: 'Accept Lena Trial' });
      await last.getByLabel(formatted(dayFromNow(64))).check();
      await last.getByLabel('From', { exact: true }).selectOption('18:00');
      await last.getByLabel('To', { exact: true }).selectOption('23:00');
      await last.getByLabel('Message to the chef').fill('Agreed, see you at six.');
      await last.getByRole('button', { name: 'Accept' }).click();
      await last.waitFor({ state: 'detached' });
      await (
        await newest(chefPage, '/es/chef/profile/notifications')
      )
        .getByText('Tu prueba con Fjord Sushi está acordada.')
        .waitFor();
      await chefPage.goto(url('/es/chef/profile/applications/accepted'));
      await chefCard().getByText('Agreed, see you at six.').waitFor();
    } finally {
      await chefContext.close();
    }
  });
});

/** A day as the lists write it ("Thu, 10 Dec 2026"). */
function formatted(day: string): string {
  return formattedIn(day, 'en-GB');
}

describe('applying on a phone, in Spanish', () => {
  const b = useBrowser(phone);

  it('applies to two offers chosen in the feed at once, and the selection empties', async () => {
    const { page, context } = b;
    const chef = await createAccount({ type: 'chef', name: 'Lucía Cocinera' });
    await loginViaApi(context, chef);
    const near = `near=${tromso.lat},${tromso.lng},50&place=${encodeURIComponent(tromso.formatted_address)}`;
    await page.goto(url(`/es/home/0?sushi-chef&${near}`));
    const cards = page.getByRole('list', { name: 'Ofertas de empleo' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    const chosen = [offers[0]!, offers[1]!];
    for (const offer of chosen)
      await page.getByRole('button', { name: `Seleccionar: ${offer.name}` }).click();
    const panel = page.getByRole('region', { name: 'Ofertas seleccionadas' });
    await panel.getByRole('button', { name: 'Inscribirme' }).click();

    const dialog = page.getByRole('dialog', { name: 'Inscribirme en 2 ofertas' });
    for (const offer of chosen) await dialog.getByText(offer.name).waitFor();
    await expectNoHorizontalScroll(page, 'the apply dialog on a phone');
    await dialog.getByLabel('Fecha de prueba 1', { exact: true }).fill(dayFromNow(7));
    await dialog.getByLabel('¿Cuándo puedes empezar?').selectOption({ label: 'Disponible ahora' });
    await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
    await page.getByText('Tus candidaturas a 2 ofertas se han enviado.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect.poll(() => panel.count()).toBe(0);
    expect((await inReview(chef)).map((a) => a.offer.id).sort()).toEqual(chosen.map((o) => o.id).sort());

    await page.goto(url('/es/chef/profile/applications/in-review'));
    await page.getByRole('heading', { level: 1, name: 'Mis candidaturas' }).waitFor();
    for (const offer of chosen) await page.getByRole('article').filter({ hasText: offer.name }).waitFor();
    await expectNoHorizontalScroll(page, 'the applications on a phone');
  });
});

/** The month title of a day, as the calendar writes it in `locale` ("December 2026"). */
/** The month (YYYY-MM) so many months from a day's. */
function shiftedMonth(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

function monthTitle(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

describe('the trial calendars', () => {
  // A new chef applies to two offers for the same day, six weeks on (always a later month than this
  // one); the venue agrees the first at 10:00-14:00, the other stays proposed.
  const trialDay = dayFromNow(45);
  let chef: Account & { profileId: number };
  beforeAll(async () => {
    chef = await approvedChef('Inès Calendrier');
    const chefApi = await clients.as(chef);
    for (const [offer, days] of [
      [offers[0]!, [45, 47]],
      [offers[2]!, [45]],
    ] as const) {
      const applied = await chefApi.post('/api/offer/subscribe', {
        data: { offers: String(offer.id), dates: JSON.stringify(days.map(dayFromNow)), disponibility: 1 },
      });
      expect(applied.status()).toBe(201);
    }
    const venueApi = await clients.as(owner);
    const pending = (
      await postOk<{ data: ApplicantView[] }>(venueApi, '/api/offer/applicants/list', {
        oid: offers[0]!.id,
        status: 2,
        qty: 50,
      })
    ).data;
    const stage = pending
      .find((applicant) => applicant.chef.id === chef.profileId)!
      .stages.find((s) => s.date === trialDay)!;
    await postOk(venueApi, '/api/stage/accept', {
      id: stage.id,
      start: '10',
      end: '14',
      type: 1,
      description: 'Ask for Ingrid at the counter.',
    });
  });

  describe('on a phone, in French', () => {
    const b = useBrowser(phone);

    it("shows the chef the next date, that day's agreed trial with its hours, and the date still proposed", async () => {
      const { page, context } = b;
      await loginViaApi(context, chef);
      await page.goto(url('/fr/chef/profile/calendar'));
      await page.getByRole('heading', { level: 1, name: 'Mon calendrier' }).waitFor();
      await page.getByText('Aucun essai ce mois-ci.').waitFor();
      await page.getByRole('button', { name: /^Aller à la prochaine date/ }).click();
      await page
        .getByRole('heading', { level: 2, name: new RegExp(monthTitle(trialDay, 'fr-FR'), 'i') })
        .waitFor();
      const day = page.getByRole('button', { name: `${formattedIn(trialDay, 'fr-FR')}, 2 dates` });
      expect(await day.getAttribute('aria-pressed')).toBe('true');
      // The other date the chef proposed for the agreed offer was let go when the venue chose one.
      expect(
        await page.getByRole('button', { name: `${formattedIn(dayFromNow(47), 'fr-FR')}, 1 date` }).count(),
      ).toBe(0);

      const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect.poll(() => items.count()).toBe(2);
      const agreed = items.filter({ hasText: offers[0]!.name });
      await agreed.getByText('Essai convenu').waitFor();
      await agreed.getByText('De 10:00 à 14:00').waitFor();
      await items
        .filter({ hasText: offers[2]!.name })
        .getByText('Proposée par vous', { exact: false })
        .waitFor();
      await expectNoHorizontalScroll(page, 'the chef calendar on a phone');
      await expectAccessible(page, "the chef's calendar");

      // The month buttons move both ways, and the day chosen stays in the address.
      const monthHeading = (day: string) =>
        page.getByRole('heading', { level: 2, name: new RegExp(monthTitle(day, 'fr-FR'), 'i') });
      await page.getByRole('button', { name: 'Mois précédent' }).click();
      await monthHeading(`${shiftedMonth(trialDay, -1)}-01`).waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.get('day')).toBe(null);
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      await monthHeading(trialDay).waitFor();
      await page.getByText('Choisissez une date pour voir ses essais.').waitFor();
      await page.getByRole('button', { name: `${formattedIn(trialDay, 'fr-FR')}, 2 dates` }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('day')).toBe(trialDay);
      await page.reload();
      await items.filter({ hasText: offers[0]!.name }).getByText('De 10:00 à 14:00').waitFor();

      // In Portuguese, whose short weekday names are whole words, the headers keep to three letters,
      // each inside its column.
      await page.goto(url(`/pt/chef/profile/calendar?month=${trialDay.slice(0, 7)}`));
      const headers = page.getByRole('columnheader');
      await expect.poll(() => headers.count()).toBe(7);
      const names = await headers.allTextContents();
      expect(names[0]).toMatch(/^seg/);
      expect(
        names.every((name) => name.replace(/\.$/, '').length <= 3),
        names.join(' '),
      ).toBe(true);
      expect(
        await headers.evaluateAll((cells) => cells.every((cell) => cell.scrollWidth <= cell.clientWidth)),
      ).toBe(true);
      await expectNoHorizontalScroll(page, 'the chef calendar on a phone in Portuguese');

      // The burger counts everything waiting for the chef: applications, messages and notifications.
      const me = (await (await (await clients.as(chef)).get('/api/account/user?lang=pt')).json()) as {
        data: { user: { profile: { pendingnotifications: Record<string, number> } } };
      };
      const badges = me.data.user.profile.pendingnotifications;
      const waiting = badges.pending! + badges.messages! + badges.notifications!;
      expect(waiting).toBeGreaterThan(0);
      const burger = page.getByRole('banner').getByRole('button', { name: /^Abrir o menu/ });
      await expect.poll(() => burger.textContent()).toMatch(new RegExp(`${waiting} pendentes?$`));
    });
  });

  describe('on a desktop', () => {
    const b = useBrowser();

    it("shows the venue its agreed trials by day, reached from its offers, with the chef's name and hours", async () => {
      const { page, context } = b;
      await loginViaApi(context, owner);
      await page.goto(url('/en/restaurant/profile/offers'));
      await page.getByRole('link', { name: 'Trial calendar' }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`/en/restaurant/profile/calendar/${venue.id}`);
      await page.getByRole('heading', { level: 1, name: 'Trial calendar' }).waitFor();
      // From this month to the trial's, a month at a time.
      const now = new Date();
      const steps =
        (Number(trialDay.slice(0, 4)) - now.getFullYear()) * 12 +
        Number(trialDay.slice(5, 7)) -
        (now.getMonth() + 1);
      for (let step = 1; step <= steps; step += 1) {
        await page.getByRole('button', { name: 'Next month' }).click();
        const shown = new Date(now.getFullYear(), now.getMonth() + step, 15);
        await page.getByRole('heading', { level: 2, name: monthTitle(dayOf(shown), 'en-GB') }).waitFor();
      }
      await page.getByRole('button', { name: `${formatted(trialDay)}, 1 date` }).click();
      const card = page.getByRole('listitem').filter({ hasText: 'Inès Calendrier' });
      await card.getByText('10:00 to 14:00').waitFor();
      await card.getByRole('link', { name: offers[0]!.name }).waitFor();
      await card.getByRole('link', { name: "See the offer's accepted applicants" }).waitFor();
      await expectAccessible(page, "the venue's calendar");
      // The side menu leads to it too, marked as the page shown.
      const menu = page.getByRole('navigation', { name: 'Restaurant menu' });
      expect(await menu.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    });

    it("leads from the side menu's Applicants, badged with those waiting, to each offer's lists", async () => {
      const { page, context } = b;
      const venueApi = await clients.as(owner);
      const me = (await (await venueApi.get('/api/account/user?lang=en')).json()) as {
        data: { user: { profiles: { id: number; pendingnotifications: { offers: number } }[] } };
      };
      const waiting = me.data.user.profiles.find((p) => p.id === venue.id)!.pendingnotifications.offers;
      expect(waiting).toBeGreaterThan(0);
      await loginViaApi(context, owner);
      await page.goto(url('/en/restaurant/profile/home'));
      const menu = page.getByRole('navigation', { name: 'Restaurant menu' });
      await menu.getByRole('link', { name: `Applicants ${waiting} waiting for your answer` }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/restaurant/profile/applicants');
      await page.getByRole('heading', { level: 1, name: 'Applicants' }).waitFor();
      const bar = page.getByRole('navigation', { name: `Applicants of ${offers[0]!.name}` });
      await bar.getByRole('link', { name: /^Accepted/ }).waitFor();
      await expectAccessible(page, "the venue's offers with applicants");
      await bar.getByRole('link', { name: /^Accepted/ }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`/en/restaurant/profile/applicants/${venue.id}/${offers[0]!.id}/accepted`);
      await page.getByRole('article').filter({ hasText: 'Inès Calendrier' }).waitFor();
      expect(await menu.getByRole('link', { name: /^Applicants/ }).getAttribute('aria-current')).toBe('page');
    });

    it('tells a free restaurant that the calendar is part of Premium', async () => {
      const { page, context } = b;
      const free = await createAccount({ type: 'restaurant', name: 'Free Bistro' });
      await loginViaApi(context, free);
      await page.goto(url('/en/restaurant/profile/calendar'));
      await page.getByText('The trial calendar is part of Premium', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'See Premium' }).waitFor();
    });
  });
});

/** A local date as a calendar day ("2026-12-15"). */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as the lists write it in `locale` ("mar. 12 janv. 2027"). */
function formattedIn(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
