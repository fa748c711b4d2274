import type { Locator, Page } from 'playwright-core';
import { generate } from 'otplib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { createStaff, type NewStaff } from '../src/server/features/accounts/staff.service';
import {
  dayFromNow,
  liveVenueWithOffers,
  postOk,
  useApiClients,
  type Account,
  type OwnVenue,
} from './api-calls';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  loginTexts,
  loginViaApi,
  phone,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';
import { e2eSessionSecret } from './secrets';

/**
 * The back office (issue 33, docs/decisions/053-back-office.md): an admin signs in with a password and
 * the code of an authenticator app, approves a new chef and a new offer, rejects a venue with a reason,
 * and activates the Premium a restaurant asked for, which then opens that restaurant's applicants page.
 */

const clients = useApiClients();
let admin: NewStaff;
let chefName: string;
let rejected: { name: string };
let premium: Account & { name: string };
let premiumVenue: OwnVenue;
let liveOfferId: number;
let reviewOffer: { id: number; name: string };
let lastStep = 0;

/** A code of the admin's app for a step not used yet (each is good once). */
async function nextCode(): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) step = lastStep + 1;
  lastStep = step;
  return generate({ secret: admin.secret, epoch: step * 30 });
}

beforeAll(async () => {
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    admin = await createStaff(db, e2eSessionSecret, { email: uniqueEmail('admin'), role: 'admin' });
  } finally {
    await db.$client.end();
  }
  const stamp = Math.random().toString(36).slice(2, 7);
  chefName = `Ines Review ${stamp}`.replace(/[0-9]/g, 'x');
  await createAccount({ type: 'chef', name: chefName });
  rejected = { name: `Maison Lune ${stamp}`.replace(/[0-9]/g, 'x') };
  await createAccount({ type: 'restaurant', name: rejected.name });

  const ownerName = `Fjord Table ${stamp}`.replace(/[0-9]/g, 'x');
  const owner = await createAccount({ type: 'restaurant', name: ownerName });
  const api = await clients.as(owner);
  const live = await liveVenueWithOffers(
    api,
    { name: ownerName, description: '<p>Fish from the quay.</p>', cuisine: '6' },
    [
      {
        name: 'Line cook, fish station',
        position: 6,
        salaryfrom: '28000',
        salaryto: '32000',
        description: '<p>Fish.</p>',
      },
    ],
  );
  premiumVenue = live.venue;
  liveOfferId = live.offers[0]!.id;
  premium = { ...owner, name: ownerName };
  const posted = await postOk<{ data: { offer: { id: number; name: string } } }>(
    api,
    '/api/offer/manage/edit',
    {
      id: 0,
      rid: premiumVenue.id,
      name: `Pastry chef ${stamp}`,
      position: 6,
      salarytype: 'year',
      salaryfrom: '30000',
      salaryto: '34000',
      hidesalary: 0,
      term: 'full-time',
      hours: 40,
      holidays: 25,
      daysoff: 2,
      description: '<p>Laminated doughs every morning.</p>',
      language: 'en',
    },
  );
  reviewOffer = posted.data.offer;
  await postOk(api, '/api/account/requestsubscription', { type: 1 });
});

/** Opens more of a queue until the card of `name` shows. */
async function cardOf(page: Page, name: string): Promise<Locator> {
  // The heading names the item, and its link says it opens in a new tab.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
  // Other files' tests fill the queues too. "Show more" goes away once the last page is in, and may
  // go while it is being clicked: a click that misses is tried again on the next turn.
  for (let i = 0; i < 30 && !(await card.isVisible()); i++) {
    const more = page.getByRole('button', { name: 'Show more' });
    if (await more.isVisible()) await more.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await card.waitFor();
  return card;
}

describe('the back office', () => {
  const b = useBrowser();

  it('signs an admin in with a code, who approves, rejects with a reason and activates Premium', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    const texts = loginTexts.en;
    await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByLabel(texts.email).fill(admin.email);
    await dialog.getByLabel(texts.password, { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    const code = dialog.getByLabel('Authentication code');
    await code.fill('000000');
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect.poll(() => dialog.getByText(/wrong or has been used/).isVisible()).toBe(true);
    await code.fill(await nextCode());
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('banner').getByRole('link', { name: 'Back office' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await expectAccessible(page, 'the back office overview');

    // A new chef, approved: public at once.
    await page.goto(url('/en/admin/moderation/chef'));
    const chef = await cardOf(page, chefName);
    await chef.getByRole('button', { name: `Approve ${chefName}` }).click();
    await chef.waitFor({ state: 'detached' });

    // A new offer, approved.
    await page.goto(url('/en/admin/moderation/offer'));
    const offer = await cardOf(page, reviewOffer.name);
    await offer.getByRole('button', { name: `Approve ${reviewOffer.name}` }).click();
    await offer.waitFor({ state: 'detached' });
    const shown = await page.request.get(url(`/api/offer/show?id=${reviewOffer.id}`), {
      headers: { cookie: '' },
    });
    expect(shown.status()).toBe(200);

    // A venue, rejected with a reason and a note.
    await page.goto(url('/en/admin/moderation/venue'));
    const venue = await cardOf(page, rejected.name);
    await expectAccessible(page, 'a moderation queue');
    await venue.getByRole('button', { name: `Reject ${rejected.name}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${rejected.name}` });
    await reject.getByLabel('Reason').selectOption({ label: 'Other reason (explain in the note)' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect
      .poll(() => reject.getByText('Please say in the note what the owner should change.').isVisible())
      .toBe(true);
    await reject.getByLabel('Note to the owner').fill('Add a photo of the dining room.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.waitFor({ state: 'detached' });
    await venue.waitFor({ state: 'detached' });

    // The Premium the restaurant asked for.
    await page.goto(url('/en/admin/premium'));
    const account = await cardOf(page, premium.name);
    await account.getByRole('button', { name: `Activate: ${premium.name}` }).click();
    const activate = page.getByRole('dialog', { name: `Activate Premium for ${premium.name}` });
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await activate.waitFor({ state: 'detached' });

    // The audit log has each of them.
    await page.goto(url('/en/admin/audit'));
    await page.getByLabel('Staff e-mail').fill(admin.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    for (const action of ['approve', 'reject', 'premium_activate'])
      await expect.poll(() => page.getByText(action, { exact: true }).first().isVisible()).toBe(true);
  });

  it("opens the restaurant's applicants page once its Premium is active", async () => {
    const { page, context } = b;
    await loginViaApi(context, premium);
    await page.goto(url(`/en/restaurant/profile/applicants/${premiumVenue.id}/${liveOfferId}/pending`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.getByText('Reading and answering applicants is part of Premium').count())
      .toBe(0);
  });

  it("answers a free venue's applicant for it, records the hire, and finds its fee to invoice", async () => {
    const { page, context } = b;
    const stamp = Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x');
    const owner = await createAccount({ type: 'restaurant', name: `Casa Recruta ${stamp}` });
    const { venue, offers } = await liveVenueWithOffers(
      await clients.as(owner),
      { name: `Casa Recruta ${stamp}`, description: '<p>Rice on the coast.</p>', cuisine: '6' },
      [
        {
          name: `Rice cook ${stamp}`,
          position: 19,
          salaryfrom: '26000',
          salaryto: '30000',
          description: '<p>Rice.</p>',
        },
      ],
    );
    const offerName = offers[0]!.name;
    const chefName = `Rui Recruta ${stamp}`;
    const chef = await createAccount({ type: 'chef', name: chefName });
    const applied = await (
      await clients.as(chef)
    ).post('/api/offer/subscribe', {
      data: { offers: String(offers[0]!.id), dates: JSON.stringify([dayFromNow(20)]), disponibility: 1 },
    });
    expect(applied.status()).toBe(201);

    const login = await context.request.post(url('/api/account/login'), {
      headers: { origin: new URL(url('/')).origin },
      data: { username: admin.email, password: admin.password, otp: await nextCode() },
    });
    expect(login.status()).toBe(200);
    await page.goto(url('/en/admin/recruitment'));
    const offer = await cardOf(page, offerName);
    await offer.getByRole('link', { name: `See the applicants (${offerName})` }).click();
    await page.getByRole('heading', { level: 1, name: `Recruitment: ${offerName}` }).waitFor();
    const card = page.getByRole('article').filter({ hasText: chefName });
    await card.getByRole('link', { name: `CV of ${chefName} (PDF)` }).waitFor();
    await expectAccessible(page, "the recruitment service's applicants");

    // The venue's own dialog, sending the service's call.
    await card.getByRole('button', { name: `Accept ${chefName}` }).click();
    const accept = page.getByRole('dialog', { name: `Accept ${chefName}` });
    await accept.getByRole('radio').first().check();
    await accept.getByLabel('From', { exact: true }).selectOption('10:00');
    await accept.getByLabel('To', { exact: true }).selectOption('15:00');
    await accept.getByLabel('Message to the chef').fill('Come at ten to the kitchen door; ask for Marta.');
    await accept.getByRole('button', { name: 'Accept' }).click();
    await accept.waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Applications by state' })
      .getByRole('link', { name: /^Trial agreed/ })
      .click();
    await card.getByRole('button', { name: `Record the hire of ${chefName}` }).click();
    const hire = page.getByRole('dialog', { name: `Record the hire of ${chefName}` });
    await hire.getByLabel('Yearly salary').fill('-3');
    await hire.getByRole('button', { name: 'Record hire' }).click();
    await expect.poll(() => hire.getByText('This value is not valid.').count()).toBeGreaterThan(0);
    await hire.getByLabel('Hire date').fill(dayFromNow(0));
    await hire.getByLabel('Yearly salary').fill('30000');
    await hire.getByLabel('Currency').selectOption('2');
    await hire.getByRole('button', { name: 'Record hire' }).click();
    await hire.waitFor({ state: 'detached' });
    await card.getByText('Not due yet').first().waitFor();

    await page.goto(url('/en/admin/fees?state=pending'));
    const row = page.getByRole('listitem').filter({ hasText: chefName });
    await row.getByText('€900', { exact: true }).waitFor();
    await expectAccessible(page, 'the recruitment fees');

    // The free venue finds on its own offer what the service did for it.
    await context.clearCookies();
    await loginViaApi(context, owner);
    await page.goto(url(`/en/restaurant/profile/offers/${venue.id}/view/${offers[0]!.id}`));
    const service = page.getByRole('region', { name: 'Our recruitment service' });
    await service.getByRole('link', { name: chefName }).waitFor();
    await service.getByText(/^Hired from /).waitFor();
  });

  it('is the not-found page for a chef, and the back office in each language on a phone', async () => {
    const { page, context } = b;
    const chef = await createAccount({ type: 'chef', name: 'Curious Chef' });
    await loginViaApi(context, chef);
    await page.goto(url('/en/admin'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.clearCookies();

    const login = await context.request.post(url('/api/account/login'), {
      headers: { origin: new URL(url('/')).origin },
      data: { username: admin.email, password: admin.password, otp: await nextCode() },
    });
    expect(login.status()).toBe(200);
    const titles = { en: 'Overview', es: 'Resumen', fr: 'Vue d’ensemble', pt: 'Resumo' };
    await page.setViewportSize(phone.viewport);
    for (const [lang, title] of Object.entries(titles)) {
      await page.goto(url(`/${lang}/admin`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectNoHorizontalScroll(page, `the back office in ${lang} on a phone`);
    }
  });
});
