import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { lisboa, postOk, useApiClients, type Account } from './api-calls';
import { createAccount, expectAccessible, expectNoHorizontalScroll, loginViaApi } from './fixtures';
import { phone, url, useBrowser } from './fixtures';

/**
 * The restaurant's own offers. The offers page restaurant/profile/offers/{id?} (counts, 5 a page with
 * infinite scroll, the switch, the in-review tag, the empty states), the offer detail view with its edit
 * button, and the venue home's offers section with paused ones. Offers are posted through the API; all but
 * the newest are approved as staff would.
 */

interface Offer {
  id: number;
  name: string;
  status: 0 | 1;
}

let owner: Account;
let rid: number;
const offers: Offer[] = [];
const clients = useApiClients();

const offerData = (n: number) => ({
  id: 0,
  name: `Line cook number ${n}`,
  position: 5,
  description: `<p>Offer ${n}: ${'Fresh fish from the morning market, cooked over charcoal for a busy dining room. '.repeat(4)}</p>`,
  requirements: '<p>Two years on a busy line.</p>',
  salarytype: 'year',
  salaryfrom: 24000 + n,
  salaryto: 28000 + n,
  currency: 2,
  term: 'full-time',
  hours: 40,
  holidays: 22,
  daysoff: 2,
  language: 'en',
});

async function toggle(api: APIRequestContext, oid: number, action: 0 | 1) {
  await postOk(api, '/api/offer/toggle', { oid, action });
}

beforeAll(async () => {
  owner = await createAccount({ type: 'restaurant', name: 'Brasa Norte' });
  const api = await clients.as(owner);
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: { id: number }[] } };
  };
  rid = me.data.user.profiles[0]!.id;
  await postOk(api, '/api/profile/aboutrestaurant', {
    id: rid,
    name: 'Brasa Norte',
    description: '<p>Charcoal grill by the harbour.</p>',
    cuisine: '10',
    location: JSON.stringify(lisboa),
    language: 'en',
  });
  for (let n = 1; n <= 7; n += 1) {
    const saved = await postOk<{ data: { offer: Offer } }>(api, '/api/offer/manage/edit', {
      ...offerData(n),
      rid,
    });
    offers.push(saved.data.offer);
  }
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, rid);
    // The newest (number 7) stays in review.
    for (const offer of offers.slice(0, 6)) await approveOffer(db, offer.id);
  } finally {
    await db.$client.end();
  }
});

const count = (page: Page, key: 'total' | 'active' | 'inactive') =>
  page.locator(`[data-count="${key}"]`).textContent();
const card = (page: Page, n: number) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Line cook number ${n}`, exact: true }) });

describe('the offers page (tablet)', () => {
  const b = useBrowser({ viewport: { width: 1024, height: 768 } });

  it('counts, 5 then 2 more on scroll, pauses one, opens its detail and its form', async () => {
    const { page, context } = b;
    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/offers'));
    await page.getByRole('heading', { level: 1, name: 'Job offers' }).waitFor();
    await expect.poll(() => count(page, 'total')).toBe('7');
    expect(await count(page, 'active')).toBe('7');
    expect(await count(page, 'inactive')).toBe('0');
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    // Newest first; the one not approved yet carries the tag.
    await card(page, 7).getByText('In review', { exact: true }).waitFor();
    await card(page, 7).getByText('€24,007–€28,007 a year').waitFor();
    expect(await card(page, 6).getByText('In review', { exact: true }).count()).toBe(0);
    await page.getByText('Our recruitment team handles the applicants to your offers').waitFor();
    // The venue's own trial calendar.
    expect(await page.getByRole('link', { name: 'Trial calendar' }).getAttribute('href')).toBe(
      `/en/restaurant/profile/calendar/${rid}`,
    );
    // The side menu marks the page.
    const menu = page.getByRole('navigation', { name: 'Restaurant menu' });
    expect(await menu.getByRole('link', { name: 'Job offers' }).getAttribute('aria-current')).toBe('page');

    // Scrolling to the end loads the last two; then there is nothing more to load.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.getByRole('article').count()).toBe(7);
    await card(page, 1).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Show more offers' }).count()).toBe(0);

    // Read more opens the whole description.
    const first = card(page, 1);
    await first.getByRole('button', { name: 'Read more' }).click();
    await first.getByRole('button', { name: 'Read less' }).waitFor();

    // Pause offer 2: the counts follow.
    const pause = card(page, 2).getByRole('switch', { name: 'Offer active' });
    await pause.click();
    await expect.poll(() => pause.getAttribute('aria-checked')).toBe('false');
    await card(page, 2).getByText('Paused: chefs can’t see this offer.').waitFor();
    await expect.poll(() => count(page, 'active')).toBe('6');
    expect(await count(page, 'inactive')).toBe('1');
    await expectAccessible(page, 'offers page');

    // Its detail view: every field, the paused state, the edit button opening the form.
    await card(page, 2)
      .getByRole('link', { name: /^Details/ })
      .click();
    await page.waitForURL(url(`/en/restaurant/profile/offers/${rid}/view/${offers[1]!.id}`));
    await page.getByRole('heading', { level: 1, name: 'Line cook number 2' }).waitFor();
    await page.getByText('40 hours a week').waitFor();
    await page.getByText('22 days a year').waitFor();
    await page.getByText('2 days a week').waitFor();
    await page.getByText('Two years on a busy line.').waitFor();
    await page.getByText('Only active, approved offers have a public page.').waitFor();
    expect(await page.getByRole('switch', { name: 'Offer active' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.getByRole('button', { name: 'Edit offer' }).click();
    await page.getByRole('dialog', { name: 'Edit the job offer' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to job offers' }).click();
    await page.waitForURL(url(`/en/restaurant/profile/offers/${rid}`));
    await page.getByRole('heading', { level: 1, name: 'Job offers' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it("another account's offer is not found in the detail view", async () => {
    const { page, context } = b;
    const other = await createAccount({ type: 'restaurant', name: 'Outra Casa' });
    await loginViaApi(context, other);
    const api = await clients.as(other);
    const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
      data: { user: { profiles: { id: number }[] } };
    };
    const otherRid = me.data.user.profiles[0]!.id;
    await page.goto(url(`/en/restaurant/profile/offers/${otherRid}/view/${offers[0]!.id}`));
    await page.getByRole('heading', { level: 1, name: 'Job offer not found' }).waitFor();
    // Not one of the account's venues either.
    await page.goto(url(`/en/restaurant/profile/offers/${rid}`));
    await page.getByRole('heading', { level: 1, name: 'Venue not found' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});

describe('the offers page (phone)', () => {
  const b = useBrowser(phone);

  it("all paused shows 'no active offers'; switching one on lifts it; more load with the button", async () => {
    const { page, context } = b;
    const api = await clients.as(owner);
    for (const offer of offers) await toggle(api, offer.id, 0);
    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/offers'));
    await page.getByText('No active offers: all your offers are paused').waitFor();
    await expect.poll(() => count(page, 'inactive')).toBe('7');
    await expectNoHorizontalScroll(page, 'offers page (phone)');
    // The keyboard's way to the next page.
    const more = page.getByRole('button', { name: 'Show more offers' });
    if ((await page.getByRole('article').count()) < 7) {
      await more.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => page.getByRole('article').count()).toBe(7);

    // Switching an approved one on opens the share overlay with its public link.
    const on = card(page, 6).getByRole('switch', { name: 'Offer active' });
    await on.click();
    await expect.poll(() => on.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('No active offers: all your offers are paused').count()).toBe(0);
    expect(await count(page, 'active')).toBe('1');
    expect(b.pageErrors).toEqual([]);
  });

  it("the venue home's offers section lists paused ones with their count and switch", async () => {
    const { page, context } = b;
    await loginViaApi(context, owner);
    await page.goto(url('/en/restaurant/profile/home'));
    const section = page.getByRole('region', { name: 'Job offers' });
    await section.getByText(/^7 job offers · \d active · \d paused$/).waitFor();
    await expect.poll(() => section.getByRole('article').count()).toBe(7);
    await section.getByText('Paused', { exact: true }).first().waitFor();
    await section.getByRole('switch', { name: 'Offer active' }).first().waitFor();
    await section.getByRole('button', { name: 'Post job offers' }).waitFor();
    await section.getByRole('link', { name: 'Manage all job offers' }).click();
    await page.waitForURL(url(`/en/restaurant/profile/offers/${rid}`));
    await page.getByRole('heading', { level: 1, name: 'Job offers' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it("a venue without offers: 'no job offers' with the post button, and the first offer in its guidance", async () => {
    const { page, context } = b;
    const fresh = await createAccount({ type: 'restaurant', name: 'Casa Vazia' });
    const api = await clients.as(fresh);
    const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
      data: { user: { profiles: { id: number }[] } };
    };
    await postOk(api, '/api/profile/aboutrestaurant', {
      id: me.data.user.profiles[0]!.id,
      name: 'Casa Vazia',
      description: '<p>Petiscos and wine.</p>',
      cuisine: '10',
      location: JSON.stringify(lisboa),
      language: 'en',
    });
    await loginViaApi(context, fresh);
    await page.goto(url('/en/restaurant/profile/home'));
    const next = page.getByRole('region', { name: 'What happens next' });
    await next.getByRole('button', { name: 'Post your first offer' }).click();
    await page.getByRole('dialog', { name: 'Post a job offer' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(url('/en/restaurant/profile/offers'));
    await page.getByText('You have no job offers yet.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Post job offers' }).first().waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});
