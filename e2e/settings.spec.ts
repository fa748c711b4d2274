import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  fieldError,
  htmlLang,
  loginThroughUi,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';

/** A restaurant's settings (contact, phone, language, password). */

const b = useBrowser();

const texts = {
  en: {
    settings: 'Settings',
    contact: 'Contact e-mail',
    phone: 'Phone number',
    language: 'Language',
    password: 'New password',
    repeat: 'Repeat the password',
    save: 'Save settings',
    done: 'Done',
    saved: 'Your settings have been saved.',
    ok: 'OK',
  },
  es: {
    settings: 'Ajustes',
    contact: 'Correo de contacto',
    phone: 'Teléfono',
    language: 'Idioma',
    password: 'Nueva contraseña',
    current: 'Contraseña actual',
    repeat: 'Repite la contraseña',
    save: 'Guardar los ajustes',
    done: 'Hecho',
    saved: 'Se han guardado tus ajustes.',
    ok: 'Aceptar',
  },
  pt: {
    settings: 'Definições',
    contact: 'E-mail de contacto',
    phone: 'Telefone',
    language: 'Idioma',
    password: 'Nova palavra-passe',
    repeat: 'Repita a palavra-passe',
    save: 'Guardar definições',
    done: 'Concluído',
    saved: 'As suas definições foram guardadas.',
    ok: 'OK',
  },
} as const;

type Lang = keyof typeof texts;

/** Opens Settings from the user menu; returns the dialog. */
async function openSettings(page: Page, lang: Lang) {
  await accountMenuButton(page, lang).click();
  await page.getByRole('menuitem', { name: texts[lang].settings }).click();
  const dialog = page.getByRole('dialog', { name: texts[lang].settings });
  await dialog.waitFor();
  return dialog;
}

/** Counts the settings calls the page makes (nothing may be sent while the form has errors). */
function countSettingsCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/account/settings')) calls.count += 1;
  });
  return calls;
}

describe('settings', () => {
  it('a restaurant changes contact e-mail and phone in English, then switches the account to Portuguese', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Harbour Grill' });
    await page.goto(url('/en/restaurant/profile/home'));
    // A visitor is sent home first; logging in keeps them there.
    await page.waitForURL(url('/en/'));
    await loginThroughUi(page, account);
    await page.goto(url('/en/restaurant/profile/home'));
    await page.waitForURL(url('/en/restaurant/profile/home'));

    const t = texts.en;
    let dialog = await openSettings(page, 'en');
    // Pre-filled from the account.
    expect(await dialog.getByLabel(t.contact).inputValue()).toBe(account.email);
    expect(await dialog.getByLabel(t.phone).inputValue()).toBe('600 000 000');
    const contact = uniqueEmail('contact');
    await dialog.getByLabel(t.contact).fill(contact);
    // As people write it (docs/decisions/044): stored and shown with single spaces.
    await dialog.getByLabel(t.phone).fill('+44 20-7946-0958');
    await dialog.getByRole('button', { name: t.save }).click();

    const success = page.getByRole('dialog', { name: t.done });
    await success.getByText(t.saved).waitFor();
    await success.getByRole('button', { name: t.ok }).click();
    await success.waitFor({ state: 'detached' });
    // The account page shows the new details at once.
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByText(contact).waitFor();
    await details.getByText('+44 20 7946 0958').waitFor();

    // Reopening (after a reload, so from the server) shows the saved values.
    await page.reload();
    dialog = await openSettings(page, 'en');
    expect(await dialog.getByLabel(t.contact).inputValue()).toBe(contact);
    expect(await dialog.getByLabel(t.phone).inputValue()).toBe('+44 20 7946 0958');

    // The account language: Portuguese switches the interface to /pt/ after the reload.
    await dialog.getByLabel(t.language).selectOption({ label: 'Português' });
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByRole('dialog', { name: t.done }).getByText(t.saved).waitFor();
    await page.waitForURL(url('/pt/restaurant/profile/home'));
    await expect.poll(() => htmlLang(page)).toBe('pt');
    await page.getByRole('heading', { level: 1, name: 'Harbour Grill' }).waitFor();
    await accountMenuButton(page, 'pt').waitFor();

    // In Portuguese, the settings show the saved values and the language chosen.
    const tp = texts.pt;
    dialog = await openSettings(page, 'pt');
    expect(await dialog.getByLabel(tp.contact).inputValue()).toBe(contact);
    expect(await dialog.getByLabel(tp.phone).inputValue()).toBe('+44 20 7946 0958');
    expect(await dialog.getByLabel(tp.language).inputValue()).toBe('pt');
    await dialog.getByLabel(tp.phone).fill('+351 912 345 678');
    await dialog.getByRole('button', { name: tp.save }).click();
    const successPt = page.getByRole('dialog', { name: tp.done });
    await successPt.getByText(tp.saved).waitFor();
    await successPt.getByRole('button', { name: tp.ok }).click();
    await page.getByRole('region', { name: 'Dados da conta' }).getByText('+351 912 345 678').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pt/restaurant/profile/home');
    expect(b.pageErrors).toEqual([]);
  });

  it('bad input shows localized errors in Spanish and saves nothing; a new password then works', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Taberna Sol', lang: 'es' });
    await page.goto(url('/es/'));
    await loginThroughUi(page, account, 'es');
    const calls = countSettingsCalls(page);

    const t = texts.es;
    let dialog = await openSettings(page, 'es');
    const phone = dialog.getByLabel(t.phone);
    const password = dialog.getByLabel(t.password);
    const repeat = dialog.getByLabel(t.repeat);
    await phone.fill('91 abc 22');
    await password.fill('123');
    await repeat.fill('456789');
    await dialog.getByRole('button', { name: t.save }).click();

    await expect
      .poll(() => fieldError(phone))
      .toBe(
        'Usa cifras, con espacios, guiones, puntos o paréntesis entre ellas y un + delante si quieres, como en +34 612 345 678.',
      );
    expect(await fieldError(password)).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(await fieldError(repeat)).toBe('Las contraseñas no coinciden.');
    // A new password needs the current one.
    expect(await fieldError(dialog.getByLabel(t.current))).toBe(
      'Escribe tu contraseña actual para elegir una nueva.',
    );
    expect(await fieldError(dialog.getByLabel(t.contact))).toBe('');
    // The dialog stays open with what was typed; no success, nothing sent.
    expect(await phone.inputValue()).toBe('91 abc 22');
    expect(await page.getByRole('dialog', { name: t.done }).count()).toBe(0);
    expect(calls.count).toBe(0);

    // A short repeat on its own, and a mismatch of two valid passwords.
    await phone.fill('91 222 33');
    await password.fill('valid-pass-1');
    await repeat.fill('short');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect.poll(() => fieldError(repeat)).toMatch(/al menos 6 caracteres|no coinciden/);
    expect(await fieldError(phone)).toBe('');
    await repeat.fill('valid-pass-2');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect.poll(() => fieldError(repeat)).toBe('Las contraseñas no coinciden.');
    expect(calls.count).toBe(0);

    // Closed without saving: reopening shows the stored values.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    dialog = await openSettings(page, 'es');
    expect(await dialog.getByLabel(t.phone).inputValue()).toBe('600 000 000');
    expect(await dialog.getByLabel(t.password).inputValue()).toBe('');

    // A wrong current password is refused by the server, on its field.
    const current = dialog.getByLabel(t.current);
    await dialog.getByLabel(t.phone).fill('91 222 33');
    await current.fill('not-my-password');
    await dialog.getByLabel(t.password).fill('valid-pass-1');
    await dialog.getByLabel(t.repeat).fill('valid-pass-1');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect.poll(() => fieldError(current)).toBe('La contraseña actual no es correcta.');
    expect(calls.count).toBe(1);

    // Good input saves, with the success in Spanish; the new password is the one that logs in.
    await current.fill(account.password);
    await dialog.getByRole('button', { name: t.save }).click();
    const success = page.getByRole('dialog', { name: t.done });
    await success.getByText(t.saved).waitFor();
    await success.getByRole('button', { name: t.ok }).click();
    expect(calls.count).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/es/');

    await accountMenuButton(page, 'es').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
    await loginThroughUi(page, { email: account.email, password: 'valid-pass-1' }, 'es');
    await accountMenuButton(page, 'es').waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});
