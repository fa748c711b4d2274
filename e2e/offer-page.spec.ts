import type { APIRequestContext } from 'playwright-core';
import type { OfferView } from '@shared/contracts/offers';
import { formatPay } from '@shared/offers/pay';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { lisboa, postOk, useApiClients, type Account } from './api-calls';
import {
  createAccount,
  expectNoHorizontalScroll,
  loginViaApi,
  phone,
  url,
  useBrowser,
  waitForMail,
} from './fixtures';

/**
 * The public offer page restaurant/view/offer/{rid}/{slug}/{id}/{offerSlug?}, opened straight from its
 * address as from a search engine; the related offers carousel; apply as a visitor; share for chefs; a paused
 * offer's page; contact/{ids} naming only live offers. One venue posts six offers through the API (one
 * paused), approved as staff would.
 */

interface Venue {
  id: number;
  slug: string;
  name: string;
}

let chef: Account;
let owner: Account;
let venue: Venue;
let offers: OfferView[];
let paused: OfferView;
const clients = useApiClients();

const positions = [6, 1, 2, 3, 4, 5];

beforeAll(async () => {
  [owner, chef] = await Promise.all([
    createAccount({ type: 'restaurant', name: 'Tasca da Oferta' }),
    createAccount({ type: 'chef', name: 'Rita Chef' }),
  ]);
  const api = await clients.as(owner);
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: Venue[] } };
  };
  const first = me.data.user.profiles[0]!;
  const saved = await postOk<{ data: { user: { profiles: Venue[] } } }>(api, '/api/profile/aboutrestaurant', {
    id: first.id,
    name: 'Tasca da Oferta',
    description: '<p>Fish from the morning market.</p>',
    cuisine: '10',
    location: JSON.stringify(lisboa),
    language: 'en',
  });
  venue = saved.data.user.profiles.find((profile) => profile.id === first.id)!;
  offers = [];
  for (const [index, position] of positions.entries()) {
    const answer = await postOk<{ data: { offer: OfferView } }>(api, '/api/offer/manage/edit', {
      id: 0,
      rid: venue.id,
      name: `Offer ${index + 1} at the Tasca`,
      position,
      description: '<p>Run the pass with our <b>head chef</b> in a busy seafood kitchen.</p>',
      requirements: '<ul><li>Three years as a chef de partie</li></ul>',
      salarytype: 'year',
      salaryfrom: '30000',
      salaryto: '36000',
      hidesalary: 0,
      term: 'full-time',
      hours: 45,
      holidays: 28,
      daysoff: 2,
      status: index === positions.length - 1 ? 0 : 1,
      image1: '',
      language: 'en',
    });
    offers.push(answer.data.offer);
  }
  paused = offers.pop()!;
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, venue.id);
    for (const offer of [...offers, paused]) await approveOffer(db, offer.id);
  } finally {
    await db.$client.end();
  }
});

/** How many offers offer/related answers beside this one, as a visitor. */
async function relatedTotal(offer: OfferView): Promise<number> {
  const visitor = await clients.visitor();
  const answer = await postOk<{ data: { list: { id: number }[] } }>(visitor, '/api/offer/related', {
    id: offer.id,
    page: 0,
    qty: 999,
  });
  return answer.data.list.filter((item) => item.id !== offer.id).length;
}

const offerPath = (offer: OfferView, offerSlug = offer.slug, lang = 'en') =>
  `/${lang}/restaurant/view/offer/${venue.id}/${venue.slug}/${offer.id}/${offerSlug}`;

/** The JSON-LD blocks of an HTML page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The offer URLs the sitemap lists, read as a crawler does: the index, then each offers part. */
async function sitemapOfferUrls(request: APIRequestContext): Promise<string> {
  const index = await (await request.get(url('/sitemap.xml'))).text();
  const parts = [...index.matchAll(/<loc>([^<]*\/sitemaps\/offers-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const texts = await Promise.all(parts.map(async (part) => (await request.get(part)).text()));
  return texts.join('\n');
}

describe('the offer page for search engines', () => {
  const b = useBrowser();

  it("carries a JobPosting with Google's properties and is in the sitemap, and loses both once paused", async () => {
    const { page } = b;
    const live = offers[1]!;
    const path = `/en/restaurant/view/offer/${venue.id}/${venue.slug}/${live.id}/${live.slug}`;
    // As a crawler reads it: the HTML the server sends, before any script runs.
    const response = await page.request.get(url(path));
    expect(response.status()).toBe(200);
    const [posting] = jsonLdOf(await response.text());
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: live.name,
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Tasca da Oferta' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'PT' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 36000, unitText: 'YEAR' },
      },
    });
    expect(String(posting!.description)).toContain('head chef');
    const posted = Date.parse(String(posting!.datePosted));
    const validThrough = Date.parse(String(posting!.validThrough));
    expect(validThrough - Date.parse(live.updated)).toBe(30 * 24 * 60 * 60 * 1000);
    expect(posted).toBeLessThanOrEqual(validThrough);
    // The app leaves it in the page it renders.
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: live.name }).waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await sitemapOfferUrls(page.request)).toContain(`/offer/${venue.id}/${venue.slug}/${live.id}/`);

    const api = await clients.as(owner);
    await postOk(api, '/api/offer/toggle', { oid: live.id, action: 0 });
    const after = await page.request.get(url(path));
    expect(after.status()).toBe(404);
    expect(jsonLdOf(await after.text())).toEqual([]);
    expect(await sitemapOfferUrls(page.request)).not.toContain(`/${live.id}/${live.slug}<`);
    await postOk(api, '/api/offer/toggle', { oid: live.id, action: 1 });
  });
});

describe('the public offer page (desktop)', () => {
  const b = useBrowser();

  it('corrects a wrong offer slug and shows the summary, the pay and the related offers carousel', async () => {
    const { page } = b;
    const offer = offers[0]!;
    // Straight from its address, as from a search engine: a fresh page, no navigation before.
    await page.goto(url(offerPath(offer, 'an-old-headline')));
    await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
    await page.waitForURL((address) => address.pathname === offerPath(offer));

    const summary = page.getByRole('complementary', { name: 'Summary' });
    await summary.getByText('Full-time').waitFor();
    await summary.getByText('45 hours').waitFor();
    await summary.getByText('28 days a year').waitFor();
    await summary.getByText('2 days a week').waitFor();
    await summary.getByText(formatPay(offer, 'en')).waitFor();
    await page.getByText('Three years as a chef de partie').waitFor();
    await page
      .getByRole('link', { name: /Tasca da Oferta/ })
      .first()
      .waitFor();

    // Four of the other live offers at a time (the venue's four, and others of the same position); the
    // paused one is not among them.
    const carousel = page.getByRole('region', { name: 'Related job offers' });
    const slides = carousel.getByRole('listitem');
    await slides.first().waitFor();
    const total = await relatedTotal(offer);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(await slides.count()).toBe(total);
    await expect.poll(() => carousel.getByText(paused.name).count()).toBe(0);
    const status = carousel.getByText(/^Offers \d+ to \d+ of \d+$/);
    expect(await status.textContent()).toBe(`Offers 1 to 4 of ${total}`);
  });

  it('pages with next, previous and the keyboard when there are more related offers than fit', async () => {
    const { page } = b;
    // The carousel holds four per page on a desktop: a narrower window (a tablet's three) makes it page.
    await page.setViewportSize({ width: 1100, height: 900 });
    const total = await relatedTotal(offers[0]!);
    // The second page starts three on, or shows the last three.
    const second = `Offers ${Math.min(4, total - 2)} to ${Math.min(6, total)} of ${total}`;
    await page.goto(url(offerPath(offers[0]!)));
    const carousel = page.getByRole('region', { name: 'Related job offers' });
    const status = carousel.getByText(/^Offers \d+ to \d+ of \d+$/);
    await expect.poll(() => status.textContent()).toBe(`Offers 1 to 3 of ${total}`);
    await carousel.getByRole('button', { name: 'Next offers' }).click();
    await expect.poll(() => status.textContent()).toBe(second);
    await carousel.getByRole('button', { name: 'Previous offers' }).click();
    await expect.poll(() => status.textContent()).toBe(`Offers 1 to 3 of ${total}`);
    await carousel.getByRole('list').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent()).toBe(second);
    await page.keyboard.press('Home');
    await expect.poll(() => status.textContent()).toBe(`Offers 1 to 3 of ${total}`);
    await expect.poll(() => carousel.getByRole('listitem', { name: `1 of ${total}` }).isVisible()).toBe(true);
    // Next then previous at once, while the first scroll is on its way: the list ends on the first page.
    await carousel.getByRole('list').evaluate(async (list) => {
      const press = (key: string) => list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      press('ArrowRight');
      await new Promise((resolve) => setTimeout(resolve, 5));
      press('ArrowLeft');
    });
    await expect.poll(() => status.textContent()).toBe(`Offers 1 to 3 of ${total}`);
    await expect.poll(() => carousel.getByRole('list').evaluate((list) => list.scrollLeft)).toBeLessThan(2);
  });

  it('asks a visitor to log in to apply, and offers the send-CV page', async () => {
    const { page } = b;
    const offer = offers[0]!;
    await page.goto(url(offerPath(offer)));
    const cv = page.getByRole('link', { name: 'Send us your CV for this offer' });
    expect(await cv.getAttribute('href')).toBe(`/en/contact/${offer.id}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  it("says a paused offer's page is not available, kept out of search engines", async () => {
    const { page } = b;
    await page.goto(url(offerPath(paused)));
    await page.getByRole('heading', { level: 1, name: 'Offer not available' }).waitFor();
    await page.getByText('This job offer is not available.').waitFor();
    expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
  });

  it('shows apply, save and share to a chef', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url(offerPath(offers[0]!)));
    await page.getByRole('button', { name: 'Share' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
  });

  it("saves an offer from its page and finds it under today on the chef's saved offers", async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    const offer = offers[2]!;
    await page.goto(url(offerPath(offer)));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This offer is saved in your account.').waitFor();
    // Saved stays saved (doc 1 section 4): read again, the page says so instead of offering Save.
    await page.reload();
    const saved = page.getByRole('button', { name: 'Saved' });
    await saved.waitFor();
    expect(await saved.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'See my saved offers' }).click();
    await page.waitForURL(url('/en/chef/profile/saved'));
    await page.getByRole('heading', { level: 1, name: 'Job offers you saved' }).waitFor();
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('link', { name: offer.name }).click();
    await page.waitForURL((address) => address.pathname === offerPath(offer));
    // No way to un-save it, on the list or the offer page.
    await page.getByRole('button', { name: 'Saved' }).waitFor();
  });

  it('lets a chef send their CV to the venue about the offer, and says it is on its way', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    const offer = offers[1]!;
    await page.goto(url(offerPath(offer)));
    await page.getByRole('button', { name: 'Send my CV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send my CV to Tasca da Oferta' });
    await dialog.getByRole('radio', { name: /My Brigade CV/ }).waitFor();
    await dialog.getByRole('button', { name: 'Send my CV' }).click();
    await page.getByText('Your CV is on its way to Tasca da Oferta.', { exact: true }).waitFor();
    const mail = await waitForMail(owner.email, 20_000);
    expect(mail.subject).toBe(`Rita Chef sent you their CV for ${offer.name}`);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });

  it('contact/{ids} names only the live offers among the selected ones', async () => {
    const { page } = b;
    const live = offers[0]!;
    await page.goto(url(`/en/contact/${live.id}&${paused.id}`));
    const named = page.getByRole('region', { name: 'Your CV will mention these offers' });
    await named.getByRole('link', { name: live.name }).waitFor();
    await named.getByText(/Tasca da Oferta/).waitFor();
    expect(await named.getByRole('listitem').count()).toBe(1);
    expect(await page.getByText(paused.name).count()).toBe(0);
    await page.getByText('Offers selected: 1').waitFor();
  });
});

describe('the public offer page (phone)', () => {
  const b = useBrowser(phone);

  it('shows one related offer at a time and fits the screen', async () => {
    const { page } = b;
    await page.goto(url(offerPath(offers[0]!)));
    await page.getByRole('heading', { level: 1, name: offers[0]!.name }).waitFor();
    const carousel = page.getByRole('region', { name: 'Related job offers' });
    const status = carousel.getByText(/^Offers \d+ to \d+ of \d+$/);
    const total = await relatedTotal(offers[0]!);
    await expect.poll(() => status.textContent()).toBe(`Offers 1 to 1 of ${total}`);
    const list = await carousel.getByRole('list').boundingBox();
    const slide = await carousel.getByRole('listitem').first().boundingBox();
    expect(Math.abs((slide?.width ?? 0) - (list?.width ?? 0))).toBeLessThan(2);
    await carousel.getByRole('button', { name: 'Next offers' }).click();
    await expect.poll(() => status.textContent()).toBe(`Offers 2 to 2 of ${total}`);
    await expectNoHorizontalScroll(page, 'offer page');
  });
});
