import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveChefProfile } from '../src/server/features/chef-profiles/chef-profiles.service';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { lisboa, postOk, useApiClients, type Account } from './api-calls';
import { accountMenuButton, createAccount, expectAccessible, expectNoHorizontalScroll } from './fixtures';
import { loginViaApi, phone, url, useBrowser } from './fixtures';

/**
 * The notifications pages (spec doc 1 and doc 2 section 2, the venue's side menu): a restaurant whose
 * venues and offers the team approved reads one venue's notifications from the venue's side menu, 10 at
 * a time with "load more", and the badges go once they are read; the account menu's page lists every
 * venue's. A chef on a phone finds the approval of the profile through the burger menu, in Spanish.
 */

interface Venue {
  id: number;
  name: string;
}

let owner: Account;
let chef: Account;
let first: Venue;
let second: Venue;
const clients = useApiClients();

beforeAll(async () => {
  [owner, chef] = await Promise.all([
    createAccount({ type: 'restaurant', name: 'Mesa Alta' }),
    createAccount({ type: 'chef', name: 'Paula Chef', lang: 'es' }),
  ]);
  const api = await clients.as(owner);
  const about = (id: number, name: string) =>
    postOk<{ data: { user: { profiles: Venue[] } } }>(api, '/api/profile/aboutrestaurant', {
      id,
      name,
      description: '<p>Seasonal cooking by the river.</p>',
      cuisine: '10',
      location: JSON.stringify(lisboa),
      language: 'en',
    });
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: Venue[] } };
  };
  first = (await about(me.data.user.profiles[0]!.id, 'Mesa Alta')).data.user.profiles[0]!;
  second = (await about(0, 'Mesa Baixa')).data.user.profiles.find((venue) => venue.name === 'Mesa Baixa')!;
  const offerIds: number[] = [];
  for (let n = 1; n <= 11; n += 1) {
    const saved = await postOk<{ data: { offer: { id: number } } }>(api, '/api/offer/manage/edit', {
      id: 0,
      rid: first.id,
      name: `Line cook ${n}`,
      position: 5,
      description: '<p>Fresh fish from the morning market, cooked over charcoal.</p>',
      requirements: '<p>Two years on a busy line.</p>',
      salarytype: 'year',
      salaryfrom: 24000,
      salaryto: 28000,
      currency: 2,
      term: 'full-time',
      hours: 40,
      holidays: 22,
      daysoff: 2,
      language: 'en',
    });
    offerIds.push(saved.data.offer.id);
  }
  const chefApi = await clients.as(chef);
  const chefUser = (await (await chefApi.get('/api/account/user?lang=es')).json()) as {
    data: { user: { profile: { id: number } } };
  };
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    // As the team would: the venues, then the offers one by one (the last approved is the newest).
    await approveVenue(db, first.id);
    await approveVenue(db, second.id);
    for (const id of offerIds) await approveOffer(db, id);
    await approveChefProfile(db, chefUser.data.user.profile.id);
  } finally {
    await db.$client.end();
  }
});

describe('a restaurant reads its notifications (desktop)', () => {
  const b = useBrowser();

  it("reads one venue's from its side menu, 10 then the rest, and the badges go", async () => {
    const { page, context } = b;
    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/home'));
    const menu = page.getByRole('navigation', { name: 'Restaurant menu' });
    const link = menu.getByRole('link', { name: /Notifications/ });
    await expect.poll(() => link.textContent()).toContain('12 unread notifications');
    // The account menu's badge counts every venue's: 12 of Mesa Alta and 1 of Mesa Baixa.
    await expect.poll(() => accountMenuButton(page).textContent()).toContain('13 unread notifications');

    await link.click();
    await page.waitForURL(`**/en/restaurant/profile/notifications/${first.id}`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByTestId('notifications');
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(10);
    await list.getByText('Your job offer “Line cook 11” has been approved by our team.').waitFor();
    expect(await list.getByText('New', { exact: true }).count()).toBe(10);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(12);
    await list.getByText('Your restaurant page “Mesa Alta” has been approved by our team.').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Read: the venue's badge goes, the other venue's one stays in the account menu's.
    await expect.poll(() => link.textContent()).not.toContain('unread');
    await expect.poll(() => accountMenuButton(page).textContent()).toContain('1 unread notification');
    await expectAccessible(page, 'notifications of a venue');

    // An offer's notification leads to the offer's own page.
    await list.getByRole('link', { name: /Line cook 11/ }).click();
    await page.waitForURL(/\/en\/restaurant\/profile\/offers\/\d+\/view\/\d+$/);
    await page.getByRole('heading', { name: 'Line cook 11' }).first().waitFor();
  });

  it("lists every venue's from the account menu, each with its venue, and reads them", async () => {
    const { page, context } = b;
    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/home'));
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await page.waitForURL('**/en/restaurant/profile/notifications');
    await page.getByText('All your venues').last().waitFor();
    const list = page.getByTestId('notifications');
    // Newest first: the eleven offers, then (on the second page) the venues approved before them.
    await list.getByText('Your job offer “Line cook 11” has been approved by our team.').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(13);
    await list.getByText('Your restaurant page “Mesa Baixa” has been approved by our team.').waitFor();
    await list.getByText(/· Mesa Baixa$/).waitFor();
    await expect.poll(() => accountMenuButton(page).textContent()).not.toContain('unread');
  });

  it("says a venue of another account is not one of the restaurant's", async () => {
    const { page, context } = b;
    const other = await createAccount({ type: 'restaurant', name: 'Other Place' });
    await loginViaApi(context, other);
    await page.goto(url(`/en/restaurant/profile/notifications/${first.id}`));
    await page.getByRole('heading', { level: 1, name: 'Restaurant not found' }).waitFor();
    await page.getByText('This restaurant page is not one of yours.').waitFor();
  });
});

describe('a chef reads the approval of the profile (phone, Spanish)', () => {
  const b = useBrowser(phone);

  it('finds it through the burger menu and follows it to the profile', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/es/'));
    const burger = page.getByRole('button', { name: /Abrir el menú/ });
    // The burger counts everything waiting: here the one unread notification.
    await expect.poll(() => burger.textContent()).toContain('1 pendiente');
    await burger.click();
    await page.getByRole('link', { name: /Notificaciones/ }).click();
    await page.waitForURL('**/es/chef/profile/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    const row = page
      .getByTestId('notifications')
      .getByRole('link', { name: /Nuestro equipo ha aprobado tu perfil «Paula Chef»/ });
    await row.getByText('Nueva', { exact: true }).waitFor();
    await expect.poll(() => burger.textContent()).not.toContain('pendiente');
    await expectNoHorizontalScroll(page, 'chef notifications on a phone');
    await expectAccessible(page, 'chef notifications on a phone');
    await row.click();
    await page.waitForURL('**/es/chef/profile/home');
  });
});
