import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, expectAccessible, fieldError, loginViaApi, url, useBrowser } from './fixtures';

/**
 * The venue dialogs (spec doc 2 sections 2 to 5; decisions D6, D7, D9): a new restaurant account
 * completes its venue through them, on a tablet (768 × 1024) and a phone.
 *
 * They open from the restaurant profile home's buttons, built apart from the dialogs; the names this
 * test relies on there: 'Edit about', 'Edit opening hours', 'Add a chef', 'Add a cover',
 * 'Add an address', 'Add a phone', 'Add an e-mail', 'Add a social network', 'Switch main restaurant'.
 */

const b = useBrowser({ viewport: { width: 768, height: 1024 }, isMobile: true });

interface ShownVenue {
  id: number;
  name: string;
  rating: number;
  ratingType: string;
  cuisine: number[];
  worklanguage: string | null;
  nationalities: string[];
  translations: Record<string, string>;
  contactemail: string | null;
  schedule: { id: number; value: Record<string, Record<string, string | null>> } | null;
  chefs: { value: { person: string; position: number } }[];
  covers: { value: { title: string; translations: Record<string, string> } }[];
  contact: {
    address: { value: { formatted_address: string } }[];
    phone: { value: string }[];
    email: { value: string }[];
    social: { value: { type: string; url: string } }[];
  };
}

interface ShownUser {
  profiles: { id: number; name: string; main: number; approved: string }[];
}

async function sessionUser(page: Page): Promise<ShownUser> {
  const answer = await page.request.get(url('/api/account/user'));
  return ((await answer.json()) as { data: { user: ShownUser } }).data.user;
}

async function mainVenue(page: Page): Promise<ShownVenue> {
  const main = (await sessionUser(page)).profiles.find((venue) => venue.main === 1)!;
  const answer = await page.request.get(url(`/api/restaurants/show?id=${main.id}&lang=en`));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ShownVenue }).data;
}

/** Picks an option of the searchable list labelled `label` (the multi-select's own listbox). */
async function pick(dialog: Locator, label: string, typed: string, option: string) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.fill(typed);
  const list = await box.getAttribute('aria-controls');
  await dialog.locator(`[id="${list}"]`).getByRole('option', { name: option, exact: true }).click();
}

const editor = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });

async function openHome(page: Page) {
  const account = await createAccount({ type: 'restaurant', name: 'Bistro Owner' });
  await loginViaApi(b.context, account);
  await page.goto(url('/en/restaurant/profile/home'));
  return account;
}

/** Waits for a dialog to close after its save. */
const closed = (dialog: Locator) => expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);

describe('the venue dialogs', () => {
  it('the about form refuses a short name, keeps what was typed, clamps the rating, and saves', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('button', { name: 'Edit about' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'About your restaurant' });
    await dialog.getByLabel('Restaurant name').fill('Bis');
    await pick(dialog, 'Cuisines', 'fren', 'French');
    await dialog.getByLabel('Rating type').selectOption({ label: 'Hotel stars' });
    await dialog.getByLabel('Rating', { exact: true }).selectOption('5');
    // Michelin gives three at the most: the rating follows.
    await dialog.getByLabel('Rating type').selectOption({ label: 'Michelin stars' });
    expect(await dialog.getByLabel('Rating', { exact: true }).inputValue()).toBe('3');
    expect(await dialog.getByLabel('Rating', { exact: true }).locator('option').count()).toBe(4);
    await pick(dialog, 'Working language', 'fren', 'French');
    await pick(dialog, 'Nationalities', 'French', 'France');
    await editor(dialog, 'About the restaurant').click();
    await page.keyboard.type('A bistro by the river.');
    await dialog.getByLabel('Manager’s e-mail').fill('manager@example.com');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => fieldError(dialog.getByLabel('Restaurant name')))
      .toBe('Please write at least 4 characters.');
    expect(await dialog.getByLabel('Restaurant name').inputValue()).toBe('Bis');
    expect(await dialog.getByRole('button', { name: 'Remove French' }).count()).toBe(2);
    await expectAccessible(page, 'restaurant about dialog');
    await dialog.getByLabel('Restaurant name').fill('Bistro Lumière');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    const venue = await mainVenue(page);
    expect(venue).toMatchObject({
      name: 'Bistro Lumière',
      rating: 3,
      ratingType: 'michelin',
      worklanguage: 'fr',
      nationalities: ['FR'],
      contactemail: 'manager@example.com',
    });
    expect(venue.cuisine).toHaveLength(1);
    expect(venue.translations.en).toContain('A bistro by the river.');
  });

  it('the opening hours are edited on a tablet: a service needs both ends, Monday copies to the week', async () => {
    const { page } = b;
    await openHome(page);
    await page.getByRole('button', { name: 'Add opening hours' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Opening hours' });
    const monday = dialog.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closed on Monday').uncheck();
    await monday.getByLabel('Lunch from').selectOption('12:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => fieldError(monday.getByLabel('Lunch to')))
      .toBe('Please give both the opening and the closing time, or neither.');
    await monday.getByLabel('Lunch to').selectOption('15:00');
    await monday.getByLabel('Dinner from').selectOption('19:00');
    await monday.getByLabel('Dinner to').selectOption('23:00');
    await dialog.getByRole('button', { name: 'Copy monday to all days' }).click();
    await dialog.getByRole('group', { name: 'Sunday' }).getByLabel('Closed on Sunday').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    const { schedule } = await mainVenue(page);
    expect(schedule?.value['1']).toEqual({
      lunchFrom: '12:00',
      lunchTo: '15:00',
      dinnerFrom: '19:00',
      dinnerTo: '23:00',
    });
    expect(schedule?.value['6']).toEqual(schedule?.value['1']);
    expect(schedule?.value['7']).toEqual({
      lunchFrom: null,
      lunchTo: null,
      dinnerFrom: null,
      dinnerTo: null,
    });

    // Opened again, the week reads as saved.
    await page.getByRole('button', { name: 'Edit opening hours' }).click();
    expect(await dialog.getByRole('group', { name: 'Friday' }).getByLabel('Dinner to').inputValue()).toBe(
      '23:00',
    );
    expect(await dialog.getByLabel('Closed on Sunday').isChecked()).toBe(true);
  });

  it('chefs, covers (in two languages) and contact items are added, with "save and add more" and delete', async () => {
    const { page } = b;
    await openHome(page);

    await page.getByRole('tab', { name: 'Chefs' }).click();
    await page.getByRole('button', { name: 'Add a chef' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a chef' });
    await dialog.getByLabel('Name').fill('Marie Curry');
    await dialog.getByLabel('Position').selectOption({ label: 'Head Chef' });
    await dialog.getByRole('button', { name: 'Save and add more' }).click();
    await dialog.getByText('Saved. You can add another one.').waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('');
    await dialog.getByLabel('Name').fill('Paul Sauce');
    await dialog.getByLabel('Position').selectOption({ label: 'Sous Chef' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    await page.getByRole('tab', { name: 'Covers' }).click();
    await page.getByRole('button', { name: 'Add a cover' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a cover' });
    await dialog.getByLabel('Title').fill('Guide 2026');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldError(editor(dialog, 'Description'))).toBe('Please write a description.');
    await editor(dialog, 'Description').click();
    await page.keyboard.type('Listed in the guide.');
    // Another language saves the English first, then shows the (empty) Spanish version.
    await dialog.getByLabel('Written in').selectOption('es');
    // Saved: the dialog now edits that cover.
    dialog = page.getByRole('dialog', { name: 'Edit cover' });
    await expect.poll(async () => (await editor(dialog, 'Description').innerText()).trim()).toBe('');
    await editor(dialog, 'Description').click();
    await page.keyboard.type('En la guía.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    // A saved cover can be deleted (after a confirmation) from its dialog.
    await page.getByRole('button', { name: 'Add a cover' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a cover' });
    await dialog.getByLabel('Title').fill('Wrong cover');
    await editor(dialog, 'Description').click();
    await page.keyboard.type('To delete.');
    await dialog.getByLabel('Written in').selectOption('fr');
    dialog = page.getByRole('dialog', { name: 'Edit cover' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await closed(dialog);

    await page.getByRole('tab', { name: 'Contact' }).click();
    await page.getByRole('button', { name: 'Add an address' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Address', { exact: true }).fill('Lyo');
    await dialog.getByRole('option', { name: /Lyon/ }).first().click();
    await dialog.getByLabel('Address as shown').fill('12 quai Saint-Antoine, Lyon');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    await page.getByRole('button', { name: 'Add a phone number' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a phone' });
    await dialog.getByLabel('Phone number').fill('04 78 00 00 00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    await page.getByRole('button', { name: 'Add an e-mail' }).click();
    dialog = page.getByRole('dialog', { name: 'Add an e-mail' });
    await dialog.getByLabel('E-mail address').fill('hello@bistro.example');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    await page.getByRole('button', { name: 'Add a social network' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a social network' });
    await dialog.getByLabel('Network').selectOption({ label: 'Instagram' });
    await dialog.getByLabel('Page address').fill('https://instagram.com/bistro');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await closed(dialog);

    const venue = await mainVenue(page);
    expect(venue.chefs.map((chef) => chef.value.person)).toEqual(['Marie Curry', 'Paul Sauce']);
    expect(venue.covers.map((cover) => cover.value.title)).toEqual(['Guide 2026']);
    expect(venue.covers[0]?.value.translations).toMatchObject({
      en: expect.stringContaining('Listed in the guide.'),
      es: expect.stringContaining('En la guía.'),
    });
    expect(venue.contact.address[0]?.value.formatted_address).toBe('12 quai Saint-Antoine, Lyon');
    expect(venue.contact.phone).toHaveLength(1);
    expect(venue.contact.email[0]?.value).toBe('hello@bistro.example');
    expect(venue.contact.social[0]?.value).toEqual({ type: 'ig', url: 'https://instagram.com/bistro' });
  });

  it('a second venue is added (in review) and made the main one', async () => {
    const { page } = b;
    await openHome(page);
    // Under 1024 px the profile menu is in the burger menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Add a restaurant' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a restaurant' });
    await dialog.getByLabel('Restaurant name').fill('Second Table');
    await pick(dialog, 'Cuisines', 'ital', 'Italian');
    await editor(dialog, 'About the restaurant').click();
    await page.keyboard.type('Our second place.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Restaurant added' });
    await done.getByText('in review', { exact: false }).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();

    const profiles = (await sessionUser(page)).profiles;
    const second = profiles.find((venue) => venue.name === 'Second Table')!;
    expect(second).toMatchObject({ main: 0 });
    // The manager lands on the new venue's own page, to go on completing it.
    await page.waitForURL(new RegExp(`/en/restaurant/profile/home/${second.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Second Table' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Switch main profile' }).click();
    dialog = page.getByRole('dialog', { name: 'Switch main restaurant' });
    await dialog.getByRole('button', { name: 'Make Second Table the main restaurant' }).click();
    await closed(dialog);
    await page.waitForURL(/\/en\/restaurant\/profile\/home$/);
    const after = (await sessionUser(page)).profiles;
    expect(after.find((venue) => venue.main === 1)?.name).toBe('Second Table');
  });
});
