import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { factoryPassword, insertChef, insertChefLanguage } from '../tests/factories/index';
import { insertOffer, insertRestaurant } from '../tests/factories/index';
import { lisboa } from './api-calls';
import { expectAccessible, expectNoHorizontalScroll, loginViaApi, phone, url, useBrowser } from './fixtures';

/**
 * Find chefs and find restaurants. Twenty sous chefs in Lisbon (four of them Italian-cuisine cooks) and two
 * venues are written straight into the test database, approved, as the demo data would have them; a free and
 * a premium restaurant look for chefs, a visitor too.
 */

const paris = {
  formatted_address: 'Paris, France',
  components: { locality: 'Paris', region: 'Île-de-France', country: 'France', country_code: 'FR' },
  lat: 48.8566,
  lng: 2.3522,
};

const chefCount = 20;
const italianCooks = 4;
const finderCuisine = 51;
let free: { email: string; password: string };
let premium: { email: string; password: string };
let sender: { email: string; password: string };
let taberna: { id: number; slug: string };

beforeAll(async () => {
  const db = createDatabase(inject('databaseURL'), 2);
  try {
    for (let index = 1; index <= chefCount; index += 1) {
      const italian = index <= italianCooks;
      const made = await insertChef(db, {
        account: { name: `Finder Chef ${String(index).padStart(2, '0')}` },
        profile: {
          position: 6,
          location: lisboa,
          // 51 marks this file's chefs, so other files' chefs do not change the counts.
          cuisines: italian ? [4, finderCuisine] : [2, finderCuisine],
          description: { en: `<p>Sous chef number ${index}, fresh pasta and fish.</p>` },
          originalLanguage: 'en',
        },
      });
      // The first speaks Spanish only: outside the audience of a venue working in Portuguese (D9).
      if (index === 1) await insertChefLanguage(db, made.profile.id, 'es');
    }
    const freeVenue = await insertRestaurant(db, {
      account: { password: factoryPassword },
      venues: [{ name: 'Free Finder Bistro', location: lisboa, cuisines: [10] }],
    });
    free = { email: freeVenue.account.email, password: factoryPassword };
    const premiumVenue = await insertRestaurant(db, {
      account: { subscription: 1, subscriptionStatus: 1, password: factoryPassword },
      venues: [{ name: 'Taberna Finder Lisboa', location: lisboa, cuisines: [10] }],
    });
    premium = { email: premiumVenue.account.email, password: factoryPassword };
    taberna = premiumVenue.venues[0];
    // A premium venue working in Portuguese, with one live offer to send.
    const senderVenue = await insertRestaurant(db, {
      account: { subscription: 1, subscriptionStatus: 1, password: factoryPassword },
      venues: [{ name: 'Tasca Finder Alfama', location: lisboa, cuisines: [10], workLanguage: 'pt' }],
    });
    await insertOffer(db, {
      restaurantProfileId: senderVenue.venues[0].id,
      name: 'Sous chef at Tasca Finder',
    });
    sender = { email: senderVenue.account.email, password: factoryPassword };
    await insertRestaurant(db, {
      venues: [{ name: 'Comptoir Finder Paris', location: paris, cuisines: [3] }],
    });
  } finally {
    await db.$client.end();
  }
});

const chefCards = (page: Page): Locator => page.getByRole('main').locator('article[data-chef-id]');
const finderCards = (page: Page): Locator => chefCards(page).filter({ hasText: 'Finder Chef' });

describe('find chefs', () => {
  const b = useBrowser();

  it('a visitor lists the first page of chefs, then the sign-up prompt opens sign-up', async () => {
    const { page } = b;
    await page.goto(url('/en/find-chefs'));
    await page.getByRole('heading', { name: 'Latest chefs', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'You have reached the limit' }).waitFor();
    // Ten a page for visitors, and no more pages.
    expect(await chefCards(page).count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Show more', exact: true }).count()).toBe(0);
    // Only restaurants select chefs.
    expect(await page.getByRole('button', { name: /^Select:/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign up free' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('the search bar asks for a position and a place, and says so beside each', async () => {
    const { page } = b;
    await page.goto(url('/en/find-chefs'));
    const bar = page.getByRole('search', { name: 'Search chefs' });
    await bar.getByRole('button', { name: 'Search' }).click();
    await bar.getByText('Choose the position you are hiring for.').waitFor();
    await bar.getByText('Choose a town or city from the suggestions.').waitFor();
    // Freelance and relief chefs are for premium venues only (D5).
    const relief = bar.getByRole('option', { name: 'Relief Chef (Premium)' });
    expect(await relief.isDisabled()).toBe(true);
  });

  it('a restaurant filters chefs by cuisine through the address and the filter panel', async () => {
    const { page, context } = b;
    await loginViaApi(context, free);
    await page.goto(url('/en/find-chefs?sous-chef&cuisine=4'));
    await page.getByRole('heading', { name: 'Search results', level: 1 }).waitFor();
    await page.getByText(`${italianCooks} chefs`, { exact: true }).waitFor();
    await expect.poll(() => finderCards(page).count()).toBe(italianCooks);
    // The position slug reads back into the bar, the cuisine into the panel.
    expect(await page.getByRole('search').getByLabel('Position').inputValue()).toBe('6');
    const italian = page.getByRole('checkbox', { name: /^Italian/ });
    expect(await italian.isChecked()).toBe(true);
    // Spanish in the panel adds its cooks; the address follows.
    // (In the cuisines: the spoken languages have a Spanish too.)
    await page
      .getByRole('group', { name: 'Cuisine' })
      .getByRole('checkbox', { name: /^Spanish/ })
      .check();
    await page.waitForURL(/cuisine=4,2/);
    // A free venue sees its first page (15), then the Premium prompt.
    await expect.poll(() => chefCards(page).count()).toBe(15);
    await page.getByRole('link', { name: 'See Premium' }).waitFor();
    // Back to all chefs resets the filters.
    await page.getByRole('link', { name: 'Back to all chefs' }).click();
    await page.getByRole('heading', { name: 'Latest chefs', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'find chefs, free restaurant');

    // An address naming a cuisine that does not exist says so, and offers no useless retry.
    await page.goto(url('/en/find-chefs?cuisine=999'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This address asks for a search we cannot run' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);

    // A search by place, then back to all chefs: the bar is empty again, the place too.
    await page.goto(url(`/en/find-chefs?sous-chef&place=${encodeURIComponent(lisboa.formatted_address)}`));
    const where = page.getByRole('search').getByLabel('Where');
    await expect.poll(() => where.inputValue()).toBe(lisboa.formatted_address);
    await page.getByRole('link', { name: 'Back to all chefs' }).click();
    await page.getByRole('heading', { name: 'Latest chefs', level: 1 }).waitFor();
    await expect.poll(() => where.inputValue()).toBe('');
    expect(await page.getByRole('search').getByLabel('Position').inputValue()).toBe('');
  });

  it('a premium restaurant scrolls on, selects ten chefs, is refused an eleventh, and keeps them after a reload', async () => {
    const { page, context } = b;
    await loginViaApi(context, premium);
    await page.goto(url(`/en/find-chefs?sous-chef&cuisine=${finderCuisine}`));
    await page.getByRole('heading', { name: 'Search results', level: 1 }).waitFor();
    await expect.poll(() => finderCards(page).count()).toBe(15);
    // The next page comes as the list scrolls; the address follows it.
    await page.getByRole('button', { name: 'Show more', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => finderCards(page).count()).toBe(chefCount);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/find-chefs/1');

    const selectButtons = page.getByRole('button', { name: /^Select: Finder Chef/ });
    for (let count = 1; count <= 10; count += 1) {
      await selectButtons.first().click();
      await page.getByRole('button', { name: new RegExp(`^${count} selected`) }).waitFor();
    }
    const panel = page.getByRole('region', { name: 'Selected chefs' });
    await selectButtons.first().click();
    await panel.getByRole('alert').getByText('You have reached the limit of 10 chefs.').waitFor();
    expect(await page.getByRole('button', { name: /^Selected: Finder Chef/ }).count()).toBe(10);
    // A premium venue sends them an offer from the panel (the next test).
    expect(await panel.getByRole('button', { name: 'Send a job offer' }).isEnabled()).toBe(true);

    // A reload reopens the same pages (the address said /1) and the same selection.
    await page.reload();
    await expect.poll(() => finderCards(page).count()).toBe(chefCount);
    await page.getByRole('button', { name: /^10 selected/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Selected: Finder Chef/ }).count()).toBe(10);
    await expectAccessible(page, 'find chefs with a selection');
  });

  it('a premium restaurant sends its offer to two chefs it selected: one receives it, one is skipped with why', async () => {
    const { page, context } = b;
    await loginViaApi(context, sender);
    await page.goto(url('/en/find-chefs?sous-chef&cuisine=4'));
    await expect.poll(() => finderCards(page).count()).toBe(italianCooks);
    for (const name of ['Finder Chef 01', 'Finder Chef 02']) {
      await page.getByRole('button', { name: `Select: ${name}` }).click();
    }
    const panel = page.getByRole('region', { name: 'Selected chefs' });
    await panel.getByRole('button', { name: /^2 selected/ }).waitFor();
    await panel.getByRole('button', { name: 'Send a job offer' }).click();

    // The venue's one live offer is picked already; what it asks of chefs is said beside it.
    const dialog = page.getByRole('dialog', { name: 'Send a job offer' });
    const offer = dialog.getByRole('radio', { name: /Sous chef at Tasca Finder/ });
    await offer.waitFor();
    expect(await offer.isChecked()).toBe(true);
    await dialog.getByText('Asks for Portuguese speakers').waitFor();
    await dialog.getByRole('button', { name: 'Send offer' }).click();

    const sent = page.getByRole('dialog', { name: 'Offer sent' });
    await sent.getByText('1 chef received your offer.', { exact: false }).waitFor();
    await sent.getByText('Not sent to 1 chef:').waitFor();
    await sent.getByText("Finder Chef 01: does not speak the offer's working language").waitFor();
    await expectAccessible(page, 'an offer sent to chefs');
    await sent.getByRole('button', { name: 'Close' }).last().click();

    // The selection keeps the chef who did not receive it; the one who did is invited now.
    await panel.getByRole('button', { name: /^1 selected/ }).waitFor();
    await page.getByRole('button', { name: 'Selected: Finder Chef 01' }).waitFor();
    const invited = finderCards(page).filter({ hasText: 'Finder Chef 02' });
    await expect.poll(() => invited.getByRole('button', { name: /^Select:/ }).count()).toBe(0);
    expect(b.pageErrors).toEqual([]);
  });
});

describe('find restaurants', () => {
  const b = useBrowser();

  it('by place and filter, shows the matching venue and opens its page', async () => {
    const { page } = b;
    await page.goto(url('/en/find-restaurants'));
    await page.getByRole('heading', { name: 'Restaurants on Brigade', level: 1 }).waitFor();
    const list = page.getByRole('main').getByRole('article');
    await list.filter({ hasText: 'Comptoir Finder Paris' }).waitFor();

    const bar = page.getByRole('search', { name: 'Search restaurants' });
    await bar.getByLabel('Where').fill('Lisbo');
    await page.getByRole('option', { name: /Lisbo/ }).first().click();
    await bar.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Search results', level: 1 }).waitFor();
    await page.waitForURL(/place=/);
    // The last list stays, dimmed, until the new answer replaces it.
    await expect.poll(() => list.filter({ hasText: 'Comptoir Finder Paris' }).count()).toBe(0);
    await list.filter({ hasText: 'Taberna Finder Lisboa' }).waitFor();

    const filtered = page.waitForResponse((r) => r.url().includes('/api/search/restaurants'));
    await page.getByRole('checkbox', { name: /^Portuguese/ }).check();
    await page.waitForURL(/cuisine=10/);
    // The last list stays, dimmed and busy, until the new answer replaces it: click the new one's card.
    await filtered;
    await expect.poll(() => page.getByRole('main').locator('ul[aria-busy]').count()).toBe(0);
    const card = list.filter({ hasText: 'Taberna Finder Lisboa' });
    await card.getByText('Premium').waitFor();
    await card.getByRole('link', { name: 'Taberna Finder Lisboa' }).click();
    await page.waitForURL(`**/en/restaurant/view/home/${taberna.id}/${taberna.slug}`);
    await page.getByRole('heading', { name: 'Taberna Finder Lisboa', level: 1 }).waitFor();
  });

  it('a shared address opens the same filters; the header link is marked as the current page', async () => {
    const { page } = b;
    await page.goto(url('/en/find-restaurants?country=FR'));
    const list = page.getByRole('main').getByRole('article');
    await list.filter({ hasText: 'Comptoir Finder Paris' }).waitFor();
    expect(await list.filter({ hasText: 'Taberna Finder Lisboa' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('link', { name: 'Find restaurants' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('find pages on a phone', () => {
  const b = useBrowser(phone);

  it('fit the screen, with the filters folded above the list', async () => {
    const { page } = b;
    // A visitor's default lists come with the page (decision 031): no search call to wait for.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/')) searches.push(request.url());
    });
    await page.goto(url('/pt/find-chefs'));
    await page.getByRole('heading', { name: 'Cozinheiros mais recentes', level: 1 }).waitFor();
    await chefCards(page).first().waitFor();
    await page.getByText('Filtros').first().waitFor();
    await expectNoHorizontalScroll(page, 'find chefs on a phone');
    await page.goto(url('/pt/find-restaurants'));
    await page.getByRole('heading', { name: 'Restaurantes na Brigade', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    await expectNoHorizontalScroll(page, 'find restaurants on a phone');
    await expectAccessible(page, 'find restaurants on a phone');
    expect(searches).toEqual([]);
  });
});
