import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  loginViaApi,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';

/**
 * The media dialog on a phone: crop and upload the account's photo, see it in the menu, remove it
 * from the album; the localized errors; the optional CV step after a chef's sign-up.
 */

const b = useBrowser({ viewport: { width: 375, height: 667 }, isMobile: true });

/** A photo drawn for the test: a gradient, so a crop shows. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c2410c"/><stop offset="1" stop-color="#1c1917"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fbe4d7"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * The account's picture in the phone menu (the burger sheet): an img once a photo is set, else the
 * initials. Opens the sheet, reads it, closes it.
 */
async function menuAvatar(
  page: Page,
  lang: 'en' | 'es' = 'en',
): Promise<{ kind: string | null; src: string | null }> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: lang === 'en' ? 'Open menu' : 'Abrir el menú' })
    .click();
  const sheet = page.getByRole('dialog', { name: lang === 'en' ? 'Menu' : 'Menú' });
  const avatar = sheet.locator('[data-account-avatar]');
  await avatar.waitFor();
  const img = avatar.locator('img');
  const result = {
    kind: await avatar.getAttribute('data-account-avatar'),
    src: (await img.count()) > 0 ? await img.getAttribute('src') : null,
  };
  if (result.kind === 'picture') {
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(600);
    expect(await img.getAttribute('width')).toBe('32');
    expect(await img.getAttribute('decoding')).toBe('async');
  }
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  return result;
}

async function openPhotoDialog(page: Page) {
  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change photo' });
  await dialog.getByRole('heading', { name: 'Your album' }).waitFor();
  return dialog;
}

describe('media dialog on a phone', () => {
  it('a chef crops and uploads a photo, sees it as the account picture, then removes it', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Marta Lopez' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    expect(await menuAvatar(page)).toEqual({ kind: 'initials', src: null });

    const dialog = await openPhotoDialog(page);
    await dialog.getByText('Your album is empty').waitFor();
    await expectAccessible(page, 'media dialog');
    await expectNoHorizontalScroll(page, 'media dialog');

    await dialog.getByTestId('media-file').setInputFiles({
      name: 'kitchen.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1600, 1000),
    });
    // The crop area takes focus: the arrow keys move the photo, + zooms.
    const cropArea = dialog.getByRole('group', { name: 'Crop area' });
    await cropArea.waitFor();
    await expect.poll(() => cropArea.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(1);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expectAccessible(page, 'media dialog, cropping');
    await expectNoHorizontalScroll(page, 'media dialog, cropping');

    // The buttons are big enough for a finger.
    for (const name of ['Zoom in', 'Zoom out', 'Upload and use']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }

    await dialog.getByRole('button', { name: 'Upload and use' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The new picture shows at once in the menu (the square size), without a reload, and on the page.
    const shown = await menuAvatar(page);
    expect(shown.kind).toBe('picture');
    expect(shown.src).toMatch(/^\/media\//);
    await page.getByRole('main').locator('[data-account-avatar="picture"] img').waitFor();

    // Still there after a reload (the server put it in the slot).
    await page.reload();
    expect((await menuAvatar(page)).kind).toBe('picture');

    // The album holds it; removing it asks first, then empties the slot.
    const again = await openPhotoDialog(page);
    await again.getByRole('button', { name: 'Remove file kitchen.jpg' }).click();
    const question = again.getByRole('group', { name: 'Remove this file?' });
    await question.waitFor();
    await expect
      .poll(() =>
        question.getByRole('button', { name: 'Cancel' }).evaluate((e) => e === document.activeElement),
      )
      .toBe(true);
    await expectAccessible(page, 'media dialog, confirm removal');
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await again.getByText('kitchen.jpg was removed.').waitFor();
    await expect
      .poll(() =>
        again.getByRole('button', { name: 'Choose a photo' }).evaluate((e) => e === document.activeElement),
      )
      .toBe(true);
    await again.getByText('Your album is empty').waitFor();
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
    await page.getByRole('main').locator('[data-account-avatar="initials"]').waitFor();
    expect((await menuAvatar(page)).kind).toBe('initials');
    expect(b.pageErrors).toEqual([]);
  });

  it('a wrong file, a photo too small and a lost connection each say why and keep what was chosen', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', lang: 'es' });
    await loginViaApi(context, account);
    await page.goto(url('/es/chef/profile/home'));
    await page.getByRole('button', { name: 'Cambiar foto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar foto' });
    const input = dialog.getByTestId('media-file');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog
      .getByRole('alert')
      .getByText('Este archivo no es una imagen JPEG, PNG o WebP. Elige una foto en uno de esos formatos.')
      .waitFor();

    await input.setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: await photo(300, 200, 'png'),
    });
    await dialog
      .getByRole('alert')
      .getByText(
        'Esta foto es demasiado pequeña (300 × 200 píxeles): debe medir al menos 600 × 600 píxeles para llenar este espacio.',
      )
      .waitFor();
    await expectAccessible(page, 'media dialog with an error');

    // A good photo, then the connection drops during the upload: the crop stays for another try.
    await input.setInputFiles({ name: 'plato.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 800) });
    await dialog.getByRole('group', { name: 'Zona de recorte' }).waitFor();
    await page.route('**/api/account/image?*', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Subir y usar' }).click();
    await dialog.getByRole('alert').getByText('Se perdió la conexión antes de terminar la subida.').waitFor();
    await dialog.getByRole('group', { name: 'Zona de recorte' }).waitFor();
    await page.unroute('**/api/account/image?*');
    await dialog.getByRole('button', { name: 'Subir y usar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await menuAvatar(page, 'es')).kind).toBe('picture');
    expect(b.pageErrors).toEqual([]);
  });
});

describe('the optional CV step after a chef signs up', () => {
  async function registerChef(page: Page) {
    await page.goto(url('/en/'));
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('cv-step'));
    await dialog.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: /A chef or kitchen professional/ }).check();
    await dialog.getByLabel('Name', { exact: true }).fill('Paula Reis');
    await dialog.getByLabel('Phone number').fill('600 222 333');
    await dialog.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await dialog.getByLabel('Repeat the password').fill('secret-pass-1');
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(url('/en/chef/profile/home'));
    await dialog.getByRole('heading', { name: 'Add your CV' }).waitFor();
    return dialog;
  }

  it('uploads a PDF CV, which then waits in the album', async () => {
    const { page } = b;
    const dialog = await registerChef(page);
    await expectAccessible(page, 'CV step');
    await expectNoHorizontalScroll(page, 'CV step');
    const input = dialog.getByTestId('signup-cv-file');
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await photo(700, 700, 'png'),
    });
    await dialog.getByRole('alert').getByText('The CV must be a PDF file.').waitFor();
    await input.setInputFiles({ name: 'paula-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('Chosen: paula-cv.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Upload my CV' }).click();
    await dialog.getByText('Your CV was uploaded.').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    const album = await openPhotoDialog(page);
    await album.getByText('paula-cv.pdf').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a failed CV upload says why and leaves the chef logged in; Skip goes on', async () => {
    const { page } = b;
    const dialog = await registerChef(page);
    // A file that claims to be a PDF but is not one: the server refuses it by its bytes.
    await dialog
      .getByTestId('signup-cv-file')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
    await dialog.getByRole('button', { name: 'Upload my CV' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/^Your account is ready and you are logged in, but your CV was not uploaded: .+/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Paula Reis' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});

describe('media dialog on a desktop', () => {
  const desk = useBrowser();

  it("a restaurant changes its main venue's logo and sees it in the user menu", async () => {
    const { page, context } = desk;
    const account = await createAccount({ type: 'restaurant', name: 'Casa Lola' });
    await loginViaApi(context, account);
    await page.goto(url('/en/restaurant/profile/home'));
    const trigger = accountMenuButton(page);
    await trigger.locator('[data-account-avatar="initials"]').waitFor();

    await page.getByRole('button', { name: 'Change logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change logo' });
    await dialog.getByTestId('media-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await photo(900, 900, 'png'),
    });
    await dialog.getByRole('group', { name: 'Crop area' }).waitFor();
    await expectAccessible(page, 'media dialog on a desktop');
    await dialog.getByRole('button', { name: 'Upload and use' }).click();
    await dialog.waitFor({ state: 'detached' });

    const img = trigger.locator('[data-account-avatar="picture"] img');
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(600);
    expect(await img.getAttribute('width')).toBe('28');
    expect(desk.pageErrors).toEqual([]);
  });
});
