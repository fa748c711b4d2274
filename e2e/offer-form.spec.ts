import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import { approveOffer } from '../src/server/features/offers/offers.service';
import {
  baseURL,
  createAccount,
  expectAccessible,
  fieldError,
  loginViaApi,
  phone,
  url,
  useBrowser,
} from './fixtures';

/**
 * The job offer form and the share overlay (spec doc 2 sections 4, 5, 7 and 8; decisions D5, D7), on a
 * phone: a new restaurant posts an offer with the Guru, shares it, edits it and deletes it. The form
 * opens from the offers page's "Post job offers" button and each offer's "Edit" button.
 */

const b = useBrowser(phone);

interface ShownOffer {
  id: number;
  name: string;
  salaryfrom: number;
  salaryto: number;
  currency: number;
  recruit: number;
  status: number;
  image1: unknown;
  translations: Record<string, string>;
  requirementsTranslations: Record<string, string>;
}

/** The newest offer of the signed-in restaurant's first venue, in review included. */
async function newestOfferId(page: Page): Promise<number> {
  const me = (await (await page.request.get(url('/api/account/user?lang=en'))).json()) as {
    data: { user: { profiles: { id: number }[] } };
  };
  const rid = me.data.user.profiles[0]!.id;
  const list = await page.request.post(url('/api/offer/restaurant'), {
    headers: { origin: baseURL() },
    data: { rid, review: 1, showpaused: 1 },
  });
  return ((await list.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
}

/** The back office approves the offer (D6). */
async function approve(id: number) {
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveOffer(db, id);
  } finally {
    await db.$client.end();
  }
}

async function readOffer(page: Page, id: number) {
  const answer = await page.request.get(url(`/api/offer/show?id=${id}&lang=en`));
  return { status: answer.status(), offer: ((await answer.json()) as { data: ShownOffer }).data };
}

const editor = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });
const closed = (dialog: Locator) => expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);

async function openOffersPage(page: Page, lang = 'en') {
  const account = await createAccount({ type: 'restaurant', name: 'Bistro Owner', lang });
  await loginViaApi(b.context, account);
  await page.goto(url(`/${lang}/restaurant/profile/offers`));
}

describe('the job offer form', () => {
  it('posts an offer with the Guru on a phone, shares its link, then edits and deletes it', async () => {
    const { page } = b;
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openOffersPage(page);
    await page.getByRole('button', { name: 'Post job offers' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Post a job offer' });

    await dialog.getByLabel('Position', { exact: true }).selectOption({ label: 'Head Chef' });
    await dialog.getByLabel('From', { exact: true }).fill('30000');
    await dialog.getByLabel('To', { exact: true }).fill('36000');
    // A new venue without a place pays in euros; the headline writes itself.
    await expect
      .poll(() => dialog.getByLabel('Headline', { exact: true }).inputValue())
      .toBe('Head Chef · €30,000–€36,000 a year');
    await dialog.getByLabel('Hours a week', { exact: true }).fill('45');
    await dialog.getByLabel('Holidays a year (days)', { exact: true }).fill('28');
    await dialog.getByLabel('Days off a week', { exact: true }).fill('2');
    // A free account cannot hand its applicants elsewhere (D5).
    expect(await dialog.getByLabel('Brigade recruits for this position', { exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await dialog.getByLabel('Brigade recruits for this position', { exact: true }).isChecked()).toBe(
      true,
    );

    // Closing the Guru without importing gives the form back as it was.
    await dialog.getByRole('button', { name: 'Write it with the Guru' }).click();
    let guru = page.getByRole('dialog', { name: 'Guru: write your job ad' });
    await guru.getByRole('checkbox').first().waitFor();
    await page.keyboard.press('Escape');
    dialog = page.getByRole('dialog', { name: 'Post a job offer' });
    await expect.poll(() => dialog.getByLabel('Hours a week', { exact: true }).inputValue()).toBe('45');

    // The Guru takes the form's place, then gives it back with what was typed and its texts. One
    // sentence in one group is enough, and with nothing written yet it replaces nothing: no question.
    await dialog.getByRole('button', { name: 'Write it with the Guru' }).click();
    guru = page.getByRole('dialog', { name: 'Guru: write your job ad' });
    await guru.getByRole('checkbox').first().waitFor();
    await guru.getByRole('button', { name: 'Import' }).click();
    await guru.getByRole('alert').getByText('Choose at least one sentence, in any group.').waitFor();
    await guru.getByRole('group', { name: 'About your venue' }).getByRole('checkbox').first().check();
    await guru.getByRole('button', { name: 'Import' }).click();
    dialog = page.getByRole('dialog', { name: 'Post a job offer' });
    await expect
      .poll(async () => (await editor(dialog, 'Description').innerText()).trim().length)
      .toBeGreaterThan(40);
    expect((await editor(dialog, 'Requirements').innerText()).trim()).toBe('');

    // Now the description holds words: importing over it asks first.
    await dialog.getByRole('button', { name: 'Write it with the Guru' }).click();
    guru = page.getByRole('dialog', { name: 'Guru: write your job ad' });
    await guru.getByRole('checkbox').first().waitFor();
    for (const group of await guru.getByRole('group').all())
      await group.getByRole('checkbox').first().check();
    await guru.getByRole('button', { name: 'Import' }).click();
    await guru.getByRole('button', { name: 'Yes, import' }).click();
    dialog = page.getByRole('dialog', { name: 'Post a job offer' });
    await expect
      .poll(async () => (await editor(dialog, 'Requirements').innerText()).trim().length)
      .toBeGreaterThan(40);
    expect((await editor(dialog, 'Description').innerText()).trim().length).toBeGreaterThan(40);
    expect(await dialog.getByLabel('From', { exact: true }).inputValue()).toBe('30000');
    expect(await dialog.getByLabel('Hours a week', { exact: true }).inputValue()).toBe('45');
    expect(await dialog.getByLabel('Headline', { exact: true }).inputValue()).toBe(
      'Head Chef · €30,000–€36,000 a year',
    );
    await expectAccessible(page, 'job offer form');

    // The photo comes from the media dialog, which also takes the form's place for a while.
    await dialog.getByRole('button', { name: 'Choose a photo' }).click();
    const media = page.getByRole('dialog', { name: 'Change photo' });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="100%" height="100%" fill="#c2410c"/></svg>';
    await media.getByTestId('media-file').setInputFiles({
      name: 'kitchen.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
    });
    await media.getByRole('button', { name: 'Upload and use' }).click();
    dialog = page.getByRole('dialog', { name: 'Post a job offer' });
    await dialog.getByRole('img', { name: 'The photo of the offer' }).waitFor();
    expect(await dialog.getByLabel('Hours a week', { exact: true }).inputValue()).toBe('45');
    expect((await editor(dialog, 'Description').innerText()).trim().length).toBeGreaterThan(40);

    // In review, its link would be a dead end for everyone: no share overlay, but when it can be shared.
    await dialog.getByRole('button', { name: 'Publish the offer' }).click();
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Your job offer is saved and in review.', { exact: false })
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Share the job offer' }).count()).toBe(0);
    const id = await newestOfferId(page);
    expect((await readOffer(page, id)).offer.status).toBe(1);
    await approve(id);

    // Approved, saving it opens the share overlay with its public link.
    await page.getByRole('button', { name: /^Edit.*Head Chef · €30,000–€36,000 a year$/ }).click();
    await page
      .getByRole('dialog', { name: 'Edit the job offer' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    const share = page.getByRole('dialog', { name: 'Share the job offer' });
    await share.waitFor();
    const link = await share.getByLabel('Link to the offer', { exact: true }).inputValue();
    const match = /\/en\/restaurant\/view\/offer\/(\d+)\/[^/]+\/(\d+)\/head-chef/.exec(link);
    expect(match, link).not.toBeNull();
    expect(link.startsWith(url('/'))).toBe(true);
    expect(Number(match![2])).toBe(id);
    await share.getByRole('button', { name: 'Copy' }).click();
    await share.getByText('The link is copied: paste it wherever you like.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await share.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    await expectAccessible(page, 'share overlay');
    await share.getByRole('button', { name: 'Close' }).click();

    let { offer } = await readOffer(page, id);
    expect(offer).toMatchObject({
      name: 'Head Chef · €30,000–€36,000 a year',
      salaryfrom: 30000,
      salaryto: 36000,
      currency: 2,
      recruit: 1,
      status: 1,
    });
    expect(offer.image1).not.toBeNull();
    expect(offer.translations.en).toBeTruthy();
    expect(offer.requirementsTranslations.en).toBeTruthy();

    // Edited: a headline written by hand stays when the pay changes.
    await page.getByRole('button', { name: /^Edit.*Head Chef · €30,000–€36,000 a year$/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the job offer' });
    await dialog.getByLabel('Headline', { exact: true }).fill('Head Chef for our riverside bistro');
    await dialog.getByLabel('To', { exact: true }).fill('40000');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Share the job offer' }).waitFor();
    ({ offer } = await readOffer(page, id));
    expect(offer).toMatchObject({ name: 'Head Chef for our riverside bistro', salaryto: 40000 });
    await page
      .getByRole('dialog', { name: 'Share the job offer' })
      .getByRole('button', { name: 'Close' })
      .click();

    // Deleted after a confirmation.
    await page.getByRole('button', { name: /^Edit.*Head Chef for our riverside bistro$/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the job offer' });
    expect(await dialog.getByLabel('Headline', { exact: true }).inputValue()).toBe(
      'Head Chef for our riverside bistro',
    );
    await dialog.getByRole('button', { name: 'Delete the offer' }).click();
    await dialog.getByText('Delete this job offer? Chefs will no longer see it').waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await closed(dialog);
    await expect.poll(async () => (await readOffer(page, id)).status).toBe(404);
  });

  it('refuses a pay range upside down with localized errors, and loses nothing typed', async () => {
    const { page } = b;
    await openOffersPage(page, 'es');
    await page.getByRole('button', { name: 'Publicar ofertas', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Publicar una oferta de empleo' });
    await dialog.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Jefe de cocina' });
    await dialog.getByLabel('Desde', { exact: true }).fill('30000');
    await dialog.getByLabel('Hasta', { exact: true }).fill('100');
    await dialog.getByLabel('Horas a la semana', { exact: true }).fill('40');
    await editor(dialog, 'Descripción').click();
    await page.keyboard.type('Una cocina con mucho ritmo.');
    await dialog.getByRole('button', { name: 'Publicar la oferta' }).click();
    await dialog.getByText('Faltan campos o hay datos incorrectos').waitFor();
    await expect
      .poll(() => fieldError(dialog.getByLabel('Hasta', { exact: true })))
      .toBe('El sueldo máximo no puede ser inferior al mínimo.');
    expect(await fieldError(dialog.getByLabel('Días libres a la semana', { exact: true }))).toBeTruthy();
    expect(await dialog.getByLabel('Desde', { exact: true }).inputValue()).toBe('30000');
    expect(await dialog.getByLabel('Titular', { exact: true }).inputValue()).toMatch(
      /^Jefe de cocina · 30\.000\s€ al año$/,
    );
    expect(await editor(dialog, 'Descripción').innerText()).toContain('Una cocina con mucho ritmo.');
    await expectAccessible(page, 'job offer form with errors');
  });
});
