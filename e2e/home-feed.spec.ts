import type { OfferView } from '@shared/contracts/offers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { lisboa, postOk, useApiClients } from './api-calls';
import { createAccount, phone, url, useBrowser } from './fixtures';

/**
 * The home feed at /{lang} and /{lang}/home/{page}. One venue in Lisbon posts 12 Breakfast Chef offers (4
 * part-time) through the API, approved as staff would; other spec files may add offers meanwhile, so totals
 * are compared with what search/offers answers at the same moment.
 */

interface Venue {
  id: number;
  slug: string;
}

const clients = useApiClients();
let offers: OfferView[] = [];
const breakfastChef = 13;

beforeAll(async () => {
  const owner = await createAccount({ type: 'restaurant', name: 'Casa do Pequeno-Almoço' });
  const api = await clients.as(owner);
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: Venue[] } };
  };
  const first = me.data.user.profiles[0]!;
  await postOk(api, '/api/profile/aboutrestaurant', {
    id: first.id,
    name: 'Casa do Pequeno-Almoço',
    description: '<p>Eggs, bread and coffee from seven.</p>',
    cuisine: '10',
    location: JSON.stringify(lisboa),
    language: 'en',
  });
  offers = [];
  for (let index = 0; index < 12; index += 1) {
    const answer = await postOk<{ data: { offer: OfferView } }>(api, '/api/offer/manage/edit', {
      id: 0,
      rid: first.id,
      name: `Breakfast shift ${index + 1} at the Casa`,
      position: breakfastChef,
      description:
        '<p>Early mornings, a calm brigade and the best pastries of the street. '.repeat(4) + '</p>',
      requirements: '<ul><li>Two years on breakfast service</li></ul>',
      salarytype: 'year',
      salaryfrom: '24000',
      salaryto: '28000',
      hidesalary: 0,
      term: index < 4 ? 'part-time' : 'full-time',
      hours: index < 4 ? 25 : 40,
      holidays: 25,
      daysoff: 2,
      status: 1,
      image1: '',
      language: 'en',
    });
    offers.push(answer.data.offer);
  }
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, first.id);
    for (const offer of offers) await approveOffer(db, offer.id);
  } finally {
    await db.$client.end();
  }
});

/** What search/offers answers a visitor for these inputs (the page's figures come from the same call). */
async function searchTotal(input: Record<string, unknown> = {}) {
  const visitor = await clients.visitor();
  const answer = await postOk<{ data: { total: number; list: { id: number; name: string }[] } }>(
    visitor,
    '/api/search/offers',
    { page: 0, qty: 10, ...input },
  );
  return answer.data;
}

const near = `near=${lisboa.lat},${lisboa.lng},50&place=${encodeURIComponent(lisboa.formatted_address)}`;
const breakfastSearch = `/en/home/0?breakfast-chef&${near}`;
const breakfastLocation = JSON.stringify({ lat: lisboa.lat, lng: lisboa.lng, radius: 50 });

describe('the home feed on a desktop', () => {
  const b = useBrowser();

  it('shows the latest offers with their total, newest first', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    const heading = page.getByRole('heading', { level: 1, name: /Latest job offers/ });
    await heading.waitFor();
    const answer = await searchTotal();
    await expect.poll(() => heading.textContent()).toContain(`(${answer.total})`);
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    expect(await cards.count()).toBe(Math.min(10, answer.total));
    await expect.poll(() => cards.first().getByRole('heading').textContent()).toBe(answer.list[0]!.name);
    expect(b.pageErrors).toEqual([]);
  });

  it('searches by position and place, narrows by a filter, and mirrors it in the address', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    await page.getByRole('heading', { level: 1, name: /Latest job offers/ }).waitFor();

    // Both boxes are required.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => page.getByText('Type a position, or choose one from the list.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Choose a town from the list.').isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Position' }).fill('breakf');
    await page.getByRole('option', { name: 'Breakfast Chef' }).click();
    await page.getByRole('combobox', { name: 'Location' }).fill('Lisbo');
    await page.getByRole('option', { name: /Lisbo/ }).first().click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const heading = page.getByRole('heading', { level: 1, name: /Search results/ });
    await heading.waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/home/0');
    expect(new URL(page.url()).search).toMatch(/^\?breakfast-chef&near=/);
    const all = await searchTotal({ position: breakfastChef, location: breakfastLocation });
    expect(all.total).toBeGreaterThanOrEqual(12);
    await expect.poll(() => heading.textContent()).toContain(`(${all.total})`);

    // A filter of the answer's facets, with its count; checking it starts the list again.
    const partTime = page.getByRole('checkbox', { name: /Part-time/ });
    await partTime.check();
    await expect.poll(() => new URL(page.url()).searchParams.get('term')).toBe('part-time');
    const filtered = await searchTotal({
      position: breakfastChef,
      location: breakfastLocation,
      filters: JSON.stringify([{ type: 'term', id: 'part-time' }]),
    });
    expect(filtered.total).toBeGreaterThanOrEqual(4);
    await expect.poll(() => heading.textContent()).toContain(`(${filtered.total})`);
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(Math.min(10, filtered.total));
    expect(await cards.first().textContent()).toContain('Part-time');

    // The share button offers this search's link, named as a search (not as an offer).
    await page.getByRole('button', { name: /^Share this search/ }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this search' });
    await shareDialog.waitFor();
    expect(await shareDialog.getByLabel('Link to the search').inputValue()).toBe(page.url());
    await page.keyboard.press('Escape');
    await shareDialog.waitFor({ state: 'detached' });

    // The same address in a new page runs the same search (a shared link).
    const shared = page.url();
    const other = await b.context.newPage();
    await other.goto(shared);
    const otherHeading = other.getByRole('heading', { level: 1, name: /Search results/ });
    await otherHeading.waitFor();
    await expect.poll(() => otherHeading.textContent()).toContain(`(${filtered.total})`);
    expect(await other.getByRole('combobox', { name: 'Position' }).inputValue()).toBe('Breakfast Chef');
    expect(await other.getByRole('checkbox', { name: /Part-time/ }).isChecked()).toBe(true);

    // Back to the latest offers clears the search and the filters.
    await other.getByRole('link', { name: 'Back to latest offers' }).first().click();
    await other.getByRole('heading', { level: 1, name: /Latest job offers/ }).waitFor();
    expect(new URL(other.url()).search).toBe('');
  });

  it('keeps its place, its lists and the focus when a first filter turns the latest offers into a search', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    const partTime = page.getByRole('checkbox', { name: /Part-time/ });
    await partTime.waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await partTime.check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/home/0');
    await page.getByRole('heading', { level: 1, name: /Search results/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(
      await partTime.evaluate(
        (box) => box === document.activeElement || box.contains(document.activeElement),
      ),
    ).toBe(true);
    // Unchecked, the last filter goes back to the latest offers, in place too.
    await partTime.uncheck();
    await page.getByRole('heading', { level: 1, name: /Latest job offers/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(b.pageErrors).toEqual([]);
  });

  it('says so when an address names a filter that does not exist, and leads back to the latest offers', async () => {
    const { page } = b;
    await page.goto(url('/en/home/0?term=no-such-contract'));
    const alert = page.getByRole('alert').filter({ hasText: 'This search cannot be run' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // The filter stays listed, ticked, so it can be taken away; with no answer it has no count.
    const contract = page.getByRole('group', { name: 'Contract' });
    const chosen = contract.getByRole('checkbox', { name: 'no-such-contract' });
    const chosenItem = contract
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'no-such-contract' }) });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await chosenItem.innerText()).not.toMatch(/\d/);
    await alert.getByRole('link', { name: 'Back to latest offers' }).click();
    await page.getByRole('heading', { level: 1, name: /Latest job offers/ }).waitFor();
    // Back to it from the latest offers: still no count beside it.
    await page.goBack();
    await alert.waitFor();
    await chosen.waitFor();
    expect(await chosenItem.innerText()).not.toMatch(/\d/);
  });

  it('loads more as it scrolls, rewrites the address to /home/1, and keeps list and place on going back', async () => {
    const { page } = b;
    await page.goto(url(breakfastSearch));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    await cards.nth(9).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/home/1');
    expect(new URL(page.url()).search).toMatch(/^\?breakfast-chef&near=/);
    const count = await cards.count();

    // Open the eleventh offer, then come back: the same list, at the same place.
    const eleventh = cards.nth(10);
    await eleventh.scrollIntoViewIfNeeded();
    const name = await eleventh.getByRole('heading').textContent();
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await eleventh.getByRole('link', { name: name! }).click();
    await page.getByRole('heading', { level: 1, name: name! }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /Search results/ }).waitFor();
    expect(await cards.count()).toBe(count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    expect(new URL(page.url()).pathname).toBe('/en/home/1');
  });

  it('opens /home/1 with both pages at once (qty widened to 20)', async () => {
    const { page } = b;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/offers')) asked.push(request.postData() ?? '');
    });
    await page.goto(url(breakfastSearch.replace('/home/0', '/home/1')));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    expect(asked[0]).toMatch(/"qty":20/);
    expect(asked[0]).toMatch(/"page":0/);
  });

  it('turns a link past the last page into the page the offers reach', async () => {
    const { page } = b;
    await page.goto(url(breakfastSearch.replace('/home/0', '/home/99')));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    const count = await cards.count();
    expect(count).toBeLessThan(100);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/home/${Math.ceil(count / 10) - 1}`);
  });

  it('lets a visitor select two offers, keeps them on reload, and sends a CV to them', async () => {
    const { page } = b;
    await page.goto(url(breakfastSearch));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    const names = [
      (await cards.nth(0).getByRole('heading').textContent())!,
      (await cards.nth(1).getByRole('heading').textContent())!,
    ];
    await page.getByRole('button', { name: `Select: ${names[0]}` }).click();
    await page.getByRole('button', { name: `Select: ${names[1]}` }).click();
    const panel = page.getByRole('region', { name: 'Selected offers' });
    await expect.poll(() => panel.textContent()).toContain('2 selected');
    // At the bottom of the page (once the list has loaded all it has) the fixed panel leaves the footer
    // in view, all of it.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [footer, bar] = [await page.getByRole('contentinfo').boundingBox(), await panel.boundingBox()];
        return footer!.y + footer!.height - bar!.y;
      })
      .toBeLessThanOrEqual(0);

    await page.reload();
    await expect.poll(() => panel.textContent()).toContain('2 selected');
    for (const name of names) expect(await panel.textContent()).toContain(name);
    expect(
      await page.getByRole('button', { name: `Selected: ${names[0]}` }).getAttribute('aria-pressed'),
    ).toBe('true');

    const ids = offers.filter((offer) => names.includes(offer.name)).map((offer) => offer.id);
    await panel.getByRole('link', { name: 'Send my CV' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toMatch(/^\/en\/contact\//);
    const inPath = decodeURIComponent(new URL(page.url()).pathname).replace('/en/contact/', '').split('&');
    expect(inPath.map(Number).sort()).toEqual(ids.sort());
  });
});

describe('the home feed on a phone', () => {
  const b = useBrowser(phone);

  it("reaches the first offer's pay on the first screen", async () => {
    const { page } = b;
    // This file's offers, which have no photo (a photo fills the card's top).
    await page.goto(url(breakfastSearch));
    const first = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem').first();
    await first.waitFor();
    // The card's first paragraph is its pay (title, venue and place come before it).
    const pay = await first.locator('p').first().boundingBox();
    expect(pay!.y + pay!.height).toBeLessThanOrEqual(844);
    // The place field says what it wants in its placeholder, without a hint line under it.
    const place = page.getByRole('search').getByRole('combobox', { name: 'Location' });
    expect(await place.getAttribute('placeholder')).toBe('Town or city');
    expect(await place.getAttribute('aria-describedby')).toBeNull();
    expect(b.pageErrors).toEqual([]);
  });

  it("a visitor's first offers come with the page; the next ones are asked for as the list scrolls", async () => {
    const { page } = b;
    const searches: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/offers'))
        searches.push((request.postDataJSON() as { page: number }).page);
    });
    await page.goto(url('/pt/'));
    const cards = page.getByRole('list', { name: 'Ofertas de emprego' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    expect(searches).toEqual([]);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => searches).toEqual([1]);
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    expect(b.pageErrors).toEqual([]);
  });

  it('shows offers on the first screen and filters in a full-height sheet', async () => {
    const { page } = b;
    await page.goto(url(breakfastSearch));
    const cards = page.getByRole('list', { name: 'Job offers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    const top = await cards.first().boundingBox();
    expect(top!.y).toBeLessThan(844);
    // The left column is for desktops: on a phone the filters wait behind a button.
    expect(await page.getByRole('checkbox', { name: /Part-time/ }).count()).toBe(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(box!.height).toBeGreaterThan(800);
    await sheet.getByRole('checkbox', { name: /Part-time/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('term')).toBe('part-time');
    await sheet.getByRole('button', { name: /^Show \d+ offers?$/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: /^Filters \(1\)/ }).count()).toBe(1);
    await expect.poll(() => cards.first().textContent()).toContain('Part-time');
    // Closed, the sheet gives focus back to the button that opened it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Filters \(1\)/);

    // From the latest offers, the first filter chosen in the sheet turns the feed into a search (another
    // address): the sheet stays open, with the search's counts.
    await page.goto(url('/en/'));
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: /Part-time/ }).check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/home/0');
    await expect.poll(() => sheet.getByRole('checkbox', { name: /Part-time/ }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: /^Show \d+ offers?$/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: /^Filters \(1\)/ }).count()).toBe(1);
  });
});

describe('the home feed on a wide desktop', () => {
  const b = useBrowser({ viewport: { width: 1440, height: 900 } });

  it('sets the right column beside the list, on the first screen', async () => {
    const { page } = b;
    await page.goto(url('/fr/'));
    const list = page.getByRole('list', { name: 'Offres d’emploi' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    const aside = page.getByRole('complementary', { name: 'Pour les restaurants et les chefs' });
    await aside.getByRole('heading', { level: 2 }).first().waitFor();
    const [listBox, asideBox] = [await list.boundingBox(), await aside.boundingBox()];
    expect(asideBox!.x).toBeGreaterThanOrEqual(listBox!.x + listBox!.width);
    expect(asideBox!.y).toBeLessThan(900);
    expect(b.pageErrors).toEqual([]);
  });
});
