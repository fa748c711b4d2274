import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, expectAccessible, fieldError, loginViaApi, phone, url, useBrowser } from './fixtures';

/**
 * The chef wizard (spec doc 1 sections 2, 4 and 5; decisions D7), on a phone: a new chef builds a
 * whole profile with save and continue, meets a validation error that keeps what was typed, writes the
 * about text in two languages, and a pasted script does not come back.
 *
 * The wizard opens from the profile page's "Edit chef info" button (the page is built apart from the
 * wizard; this is the one name the test relies on there).
 */

const b = useBrowser(phone);

interface ShownProfile {
  name: string;
  position: number | null;
  location: { formatted_address: string } | null;
  phone: string | null;
  nationalities: string[] | null;
  cuisine: number[] | null;
  translations: Record<string, string>;
  experience: { value: { company: string; currently: boolean; toYear: number | null } }[];
  education: { value: { title: string; center: string } }[];
  languages: { language: string; level: number }[];
  referrals: { value: { translations: Record<string, string> } }[];
}

/** Picks a place in the location picker labelled `label`. */
async function pickPlace(dialog: Locator, label: string, typed: string, option: RegExp) {
  await dialog.getByLabel(label).fill(typed);
  await dialog.getByRole('option', { name: option }).first().click();
}

/** The rich-text editor named by its field label. */
const editor = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });

/** Pastes HTML into the focused editor as a browser's clipboard would. */
async function pasteHtml(page: Page, target: Locator, html: string) {
  await target.click();
  await target.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
  await page.waitForTimeout(50);
}

async function showProfile(page: Page): Promise<ShownProfile> {
  const user = (await (await page.request.get(url('/api/account/user'))).json()) as {
    data: { user: { profile: { id: number } } };
  };
  const answer = await page.request.get(url(`/api/chefs/show?id=${user.data.user.profile.id}&lang=en`));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ShownProfile }).data;
}

describe('the chef wizard', () => {
  it('a new chef builds a whole profile on a phone, step after step', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Marta Soares' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('button', { name: 'Edit my information' }).click();

    // 1. Chef info, with the place picker and the multi-selects.
    let dialog = page.getByRole('dialog', { name: 'Chef info' });
    await dialog.getByLabel('Position').selectOption({ label: 'Head Chef' });
    await pickPlace(dialog, 'Where you live', 'Lisbo', /Lisbon/);
    // A phone as people write it (docs/decisions/044).
    await dialog.getByLabel('Phone', { exact: true }).fill('+351 912 345 678');
    // A nationality is found by its demonym too, in any of the four languages and either gender.
    await dialog.getByRole('combobox', { name: 'Nationalities' }).fill('portuguesa');
    await dialog.getByRole('option', { name: 'Portugal' }).click();
    await dialog.getByRole('combobox', { name: 'Cuisines' }).fill('span');
    await dialog.getByRole('option', { name: 'Spanish' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Remove Portugal' }).count()).toBe(1);
    // Escape closes an open list first, not the dialog.
    await dialog.getByRole('combobox', { name: 'Cuisines' }).focus();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Cuisines' }).getAttribute('aria-expanded'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Cuisines' }).getAttribute('aria-expanded'))
      .toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'chef info step');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // 2. About: bold and a list, written in English, then Spanish.
    dialog = page.getByRole('dialog', { name: 'About you' });
    const about = editor(dialog, 'About you');
    await about.click();
    // Written plain first, then the word selected and made bold. Toggling bold between typed
    // letters, or typing straight after moving the caret, races the editor's reading of what
    // Chromium did: under load a space or a selection arrived late.
    await page.keyboard.type('I cook seasonal food.');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Fish');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Rice');
    await dialog.getByText('I cook seasonal food.FishRice'.length + ' of 5,000 characters').waitFor();
    await about.locator('p').first().click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 'I cook '.length; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 'seasonal'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => about.innerHTML()).toContain('I cook <strong>seasonal</strong> food.');
    await expectAccessible(page, 'about step with the rich-text editor');
    // Switching the language saves the English first, then loads the (empty) Spanish version.
    await dialog.getByLabel('Written in').selectOption('es');
    await expect.poll(async () => (await about.innerText()).trim()).toBe('');
    await dialog.getByText('You are writing the Spanish version.', { exact: false }).waitFor();
    await about.click();
    await page.keyboard.type('Cocino comida de temporada.');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // 3. Experience: a one-letter company is refused, and what was typed stays.
    dialog = page.getByRole('dialog', { name: 'Add work experience' });
    await dialog.getByLabel('Company').fill('A');
    await dialog.getByLabel('Position').selectOption({ label: 'Sous Chef' });
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect
      .poll(() => fieldError(dialog.getByLabel('Company')))
      .toBe('Please write at least 2 characters.');
    expect(await dialog.getByLabel('Position').inputValue()).not.toBe('');
    expect(await dialog.getByLabel('Company').inputValue()).toBe('A');
    await dialog.getByLabel('Company').fill('Casa Lisboa');
    await dialog.getByLabel('Sector').selectOption({ label: 'Restaurant' });
    await dialog.getByLabel('Cuisine').selectOption({ label: 'Portuguese' });
    await dialog.getByLabel('Start month').selectOption({ label: 'April' });
    await dialog.getByLabel('Start year').selectOption('2019');
    await dialog.getByLabel('I currently work here').check();
    await pickPlace(dialog, 'Place', 'Lisbo', /Lisbon/);
    await editor(dialog, 'Description').click();
    await page.keyboard.type('Fish and rice for 80 covers.');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // 4. Education: an end before the start is refused with its message.
    dialog = page.getByRole('dialog', { name: 'Add education' });
    await dialog.getByLabel('Title').fill('Culinary Arts');
    await dialog.getByLabel('School or centre').fill('Escola de Hotelaria');
    await dialog.getByLabel('Start month').selectOption({ label: 'September' });
    await dialog.getByLabel('Start year').selectOption('2015');
    await dialog.getByLabel('End month').selectOption({ label: 'June' });
    await dialog.getByLabel('End year').selectOption('2014');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect
      .poll(() => fieldError(dialog.getByLabel('End year')))
      .toBe('The end date cannot come before the start date.');
    await dialog.getByLabel('End year').selectOption('2017');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // 5. Language.
    dialog = page.getByRole('dialog', { name: 'Add a language' });
    await dialog.getByLabel('Language', { exact: true }).selectOption({ label: 'Spanish' });
    await dialog.getByLabel('Level').selectOption({ label: 'Native or bilingual proficiency' });
    await dialog.getByRole('button', { name: 'Save and continue' }).click();

    // 6. More info: a pasted script does not come back.
    dialog = page.getByRole('dialog', { name: 'Add more info' });
    await pasteHtml(
      page,
      editor(dialog, 'More about you'),
      '<p>Finalist, <b>Chef of the Year</b> 2022</p><script>alert(1)</script>',
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = await showProfile(page);
    expect(shown.name).toBe('Marta Soares');
    expect(shown.position).toBe(3);
    expect(shown.location?.formatted_address).toMatch(/Lisbon/);
    expect(shown.phone).toBe('+351 912 345 678');
    expect(shown.nationalities).toEqual(['PT']);
    expect(shown.cuisine).toEqual([2]);
    expect(shown.translations.en).toMatch(
      /^<p>I cook <strong>seasonal<\/strong> food\.<\/p><ul><li>(<p>)?Fish/,
    );
    expect(shown.translations.en).toContain('Rice');
    expect(shown.translations.es).toBe('<p>Cocino comida de temporada.</p>');
    expect(shown.experience).toHaveLength(1);
    expect(shown.experience[0]!.value).toMatchObject({
      company: 'Casa Lisboa',
      currently: true,
      toYear: null,
    });
    expect(shown.education[0]!.value).toMatchObject({
      title: 'Culinary Arts',
      center: 'Escola de Hotelaria',
    });
    expect(shown.languages).toMatchObject([{ language: 'es', level: 3 }]);
    const referral = shown.referrals[0]!.value.translations.en ?? '';
    expect(referral).toContain('Chef of the Year');
    expect(referral).not.toMatch(/script|alert|onerror|<img/i);
    expect(b.pageErrors, b.pageErrors.join('\n')).toEqual([]);
  });

  it('adds more than one item, and deletes one saved while switching its language', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Rui Costa' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('button', { name: 'Edit my information' }).click();
    await page.getByRole('dialog').getByRole('navigation').getByRole('button', { name: 'Languages' }).click();

    // Save and add more: the form starts again, empty, and says so.
    let dialog = page.getByRole('dialog', { name: 'Add a language' });
    await dialog.getByLabel('Language', { exact: true }).selectOption({ label: 'French' });
    await dialog.getByLabel('Level').selectOption({ label: 'Professional working proficiency' });
    await dialog.getByRole('button', { name: 'Save and add more' }).click();
    await dialog.getByText('Saved. You can add another one now.').waitFor();
    expect(await dialog.getByLabel('Language', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Language', { exact: true }).selectOption({ label: 'Portuguese' });
    await dialog.getByLabel('Level').selectOption({ label: 'Native or bilingual proficiency' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Switching the language of a new study saves it; from then on it can be deleted.
    await page.getByRole('button', { name: 'Edit my information' }).click();
    await page.getByRole('dialog').getByRole('navigation').getByRole('button', { name: 'Education' }).click();
    dialog = page.getByRole('dialog', { name: 'Add education' });
    await dialog.getByLabel('Title').fill('Pastry');
    await dialog.getByLabel('School or centre').fill('Le Cordon Bleu');
    await dialog.getByLabel('Start month').selectOption({ label: 'January' });
    await dialog.getByLabel('Start year').selectOption('2020');
    await dialog.getByLabel('I currently study here').check();
    await editor(dialog, 'Description').click();
    await page.keyboard.type('Viennoiserie and plated desserts.');
    await dialog.getByLabel('Written in').selectOption('fr');
    dialog = page.getByRole('dialog', { name: 'Edit education' });
    await dialog.getByText('You are writing the French version.', { exact: false }).waitFor();
    let shown = await showProfile(page);
    expect(shown.languages.map((l) => l.language).sort()).toEqual(['fr', 'pt']);
    expect(shown.education).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    shown = await showProfile(page);
    expect(shown.education).toHaveLength(0);
    // Escape closes the wizard; what was saved stays.
    await page.getByRole('button', { name: 'Edit my information' }).click();
    dialog = page.getByRole('dialog', { name: 'Chef info' });
    await dialog.getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(b.pageErrors, b.pageErrors.join('\n')).toEqual([]);
  });
});

describe('the place picker in the chef info step', () => {
  it('a Portuguese chef picks a town with the keyboard alone, and the profile keeps it', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Rui Almeida', lang: 'pt' });
    await loginViaApi(context, account);
    await page.goto(url('/pt/chef/profile/home'));
    await page.getByRole('button', { name: 'Editar os meus dados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados do chef' });
    const place = dialog.getByRole('combobox', { name: 'Onde vive' });
    await place.focus();
    await page.keyboard.type('Coimbr');
    // Suggestions come in the interface language (the country's name), and the keyboard moves through them.
    await dialog
      .getByRole('option', { name: /Coimbra, Portugal/ })
      .first()
      .waitFor();
    expect(await place.getAttribute('aria-expanded')).toBe('true');
    // Escape closes the list, not the dialog; ArrowDown opens it again, and moves to the first place.
    await page.keyboard.press('Escape');
    await expect.poll(() => place.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => place.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => place.getAttribute('aria-activedescendant')).toBeTruthy();
    const active = await place.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toMatch(/Coimbra/);
    await page.keyboard.press('Enter');
    await expect.poll(() => place.inputValue()).toMatch(/^Coimbra, .*Portugal$/);
    expect(await place.getAttribute('aria-expanded')).toBe('false');
    await dialog.getByLabel('Cargo').selectOption({ label: 'Chefe de cozinha' });
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shown = await showProfile(page);
    expect(shown.location?.formatted_address).toMatch(/^Coimbra, .*Portugal$/);
    expect(b.pageErrors).toEqual([]);
  });
});

describe('unsaved changes in a wizard step', () => {
  it('leaving a changed step asks first: stay keeps what was typed, leave drops it', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Clara Nunes' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('button', { name: 'Edit my information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chef info' });
    await dialog.getByLabel('Name').fill('Clara Nunes Silva');

    // Another step, with changes not saved: the chef is asked, and staying keeps the text.
    await dialog
      .getByRole('navigation', { name: 'Profile steps' })
      .getByRole('button', { name: 'About' })
      .click();
    const ask = dialog.getByRole('alertdialog', { name: 'Unsaved changes' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay and save' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Clara Nunes Silva');

    // Continue later, then leave without saving: nothing was saved.
    await dialog.getByRole('button', { name: 'Continue later' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await showProfile(page)).name).toBe('Clara Nunes');
    expect(b.pageErrors).toEqual([]);
  });
});
