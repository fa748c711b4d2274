import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  fieldError,
  loginTexts,
  loginThroughUi,
  settle,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';

/** Sign-up, log out, log in, and what the forms say when something is wrong. */

const b = useBrowser();

/** How a button looks: its colours and opacity (what tells a sighted user it is available). */
function look(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} / ${style.color} / ${style.opacity}`;
  });
}

const signupTexts = {
  en: {
    open: 'Sign up',
    dialog: 'Create your account',
    email: 'E-mail address',
    terms: 'I accept the terms of use',
    continue: 'Continue',
    chef: /A chef or kitchen professional/,
    restaurant: /A restaurant or hotel/,
    name: 'Name',
    phone: 'Phone number',
    password: 'Password',
    repeat: 'Repeat the password',
    submit: 'Create my account',
  },
  es: {
    open: 'Registrarse',
    dialog: 'Crea tu cuenta',
    email: 'Correo electrónico',
    terms: 'Acepto las condiciones de uso',
    continue: 'Continuar',
    chef: /Cocinero o profesional de cocina/,
    restaurant: /Un restaurante o un hotel/,
    name: 'Nombre',
    phone: 'Teléfono',
    password: 'Contraseña',
    repeat: 'Repite la contraseña',
    submit: 'Crear mi cuenta',
  },
  fr: {
    open: 'S’inscrire',
    dialog: 'Créez votre compte',
    email: 'Adresse e-mail',
    terms: 'J’accepte les conditions d’utilisation',
    continue: 'Continuer',
    chef: /Chef ou professionnel de cuisine/,
    restaurant: /Un restaurant ou un hôtel/,
    name: 'Nom',
    phone: 'Téléphone',
    password: 'Mot de passe',
    repeat: 'Confirmez le mot de passe',
    submit: 'Créer mon compte',
  },
} as const;

type SignupLang = keyof typeof signupTexts;

/** Opens sign-up from the header and completes step 1; returns the dialog, now on step 2. */
async function signupStep1(page: Page, lang: SignupLang, email: string): Promise<Locator> {
  const texts = signupTexts[lang];
  await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await dialog.getByLabel(texts.email).fill(email);
  await dialog.getByRole('checkbox', { name: texts.terms }).check();
  await dialog.getByRole('button', { name: texts.continue }).click();
  await dialog.getByRole('button', { name: texts.submit }).waitFor();
  return dialog;
}

async function fillStep2(
  dialog: Locator,
  lang: SignupLang,
  values: { type: 'chef' | 'restaurant'; name: string; phone: string; password: string; repeat: string },
) {
  const texts = signupTexts[lang];
  await dialog.getByRole('radio', { name: texts[values.type] }).check();
  await dialog.getByLabel(texts.name, { exact: true }).fill(values.name);
  await dialog.getByLabel(texts.phone).fill(values.phone);
  await dialog.getByLabel(texts.password, { exact: true }).fill(values.password);
  await dialog.getByLabel(texts.repeat).fill(values.repeat);
}

describe('accounts', () => {
  it('a chef signs up in English, logs out, and logs in again from the header', async () => {
    const { page } = b;
    const email = uniqueEmail('chef-signup');
    await page.goto(url('/en/'));

    // Step 1: e-mail and terms. Continue looks disabled until both are set (spec doc 1 section 5):
    // unlike the page's other primary buttons, until it turns like them.
    const primaryLook = await look(page.getByRole('button', { name: 'I’m a chef' }));
    await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByText('Step 1 of 2').waitFor();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await settle(page);
    expect(await look(continueButton)).not.toBe(primaryLook);
    await dialog.getByLabel('E-mail address').fill(email);
    expect(await look(continueButton)).not.toBe(primaryLook);
    // Pressing it anyway explains what is missing.
    await continueButton.click();
    await dialog.getByText('Please accept the terms of use to continue.').waitFor();
    await dialog.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
    await page.mouse.move(0, 0);
    await expect.poll(() => look(continueButton)).toBe(primaryLook);
    await continueButton.click();

    // Step 2: the e-mail is shown, locked.
    await dialog.getByText('Step 2 of 2').waitFor();
    const lockedEmail = dialog.getByLabel('E-mail address');
    expect(await lockedEmail.inputValue()).toBe(email);
    expect(await lockedEmail.isEditable()).toBe(false);
    await fillStep2(dialog, 'en', {
      type: 'chef',
      name: 'Marta Lopez',
      phone: '+351 912 345 678',
      password: 'secret-pass-1',
      repeat: 'secret-pass-1',
    });
    await dialog.getByRole('button', { name: 'Create my account' }).click();

    // Logged in, on the chef profile home, with the optional CV step offered (skipped here; e2e/media.spec.ts
    // uploads one), then the home showing the name.
    await page.waitForURL(url('/en/chef/profile/home'));
    await dialog.getByText('Optional: your CV').waitFor();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marta Lopez' }).waitFor();
    await accountMenuButton(page).waitFor();
    expect(await dialog.count()).toBe(0);

    // Log out from the user menu: back to /en/, the header offers Log in.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(url('/en/'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await accountMenuButton(page).count()).toBe(0);

    // Log in again from the header of another page: the user stays on that page.
    await page.goto(url('/en/services'));
    await loginThroughUi(page, { email, password: 'secret-pass-1' });
    await accountMenuButton(page).waitFor();
    expect(await accountMenuButton(page).textContent()).toContain('Marta Lopez');
    expect(new URL(page.url()).pathname).toBe('/en/services');
    expect(b.pageErrors).toEqual([]);
  });

  it('a wrong password shows the localized "login combination" text, not the server text', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'chef' });
    const expected = {
      en: 'The e-mail address or password is not correct.',
      es: 'El correo electrónico o la contraseña no son correctos.',
      fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
    } as const;
    for (const lang of ['es', 'fr', 'en'] as const) {
      const texts = loginTexts[lang];
      await page.goto(url(`/${lang}/`));
      await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await dialog.getByLabel(texts.email).fill(account.email);
      await dialog.getByLabel(texts.password, { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(expected[lang]);
      expect(await dialog.textContent()).not.toContain('combination');
      // What was typed stays.
      expect(await dialog.getByLabel(texts.email).inputValue()).toBe(account.email);
    }
    expect(b.pageErrors).toEqual([]);
  });

  it('a restaurant signs up in Spanish and lands on its profile home with its venue listed', async () => {
    const { page } = b;
    await page.goto(url('/es/'));
    const dialog = await signupStep1(page, 'es', uniqueEmail('restaurant-signup'));
    await dialog.getByText('Paso 2 de 2').waitFor();
    await fillStep2(dialog, 'es', {
      type: 'restaurant',
      name: 'Casa Pepe',
      phone: '911 222 333',
      password: 'secret-pass-1',
      repeat: 'secret-pass-1',
    });
    await dialog.getByRole('button', { name: 'Crear mi cuenta' }).click();

    await page.waitForURL(url('/es/restaurant/profile/home'));
    // The venue's page, with what a new venue still lacks; the profile menu lists it as the main one.
    await page.getByRole('heading', { level: 1, name: 'Casa Pepe' }).waitFor();
    await page.getByRole('region', { name: 'Qué pasa ahora' }).waitFor();
    await accountMenuButton(page, 'es').click();
    await page.getByRole('menuitem', { name: 'Casa Pepe Principal' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('step 2 shows localized field errors next to the fields and keeps what was typed', async () => {
    const { page } = b;
    const email = uniqueEmail('invalid-signup');
    await page.goto(url('/fr/'));
    const dialog = await signupStep1(page, 'fr', email);
    await fillStep2(dialog, 'fr', {
      type: 'chef',
      name: 'Jean Dupont',
      phone: '06 12 ab',
      password: 'secret-pass-1',
      repeat: 'secret-pass-2',
    });
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();

    const phone = dialog.getByLabel('Téléphone');
    const repeat = dialog.getByLabel('Confirmez le mot de passe');
    await expect
      .poll(() => fieldError(phone))
      .toBe(
        'Utilisez des chiffres, avec des espaces, tirets, points ou parenthèses entre eux et un + devant si vous le souhaitez, par exemple +33 6 12 34 56 78.',
      );
    expect(await fieldError(repeat)).toBe('Les mots de passe ne correspondent pas.');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(dialog.getByLabel('Nom', { exact: true }))).toBe('');

    // Nothing typed is lost, and the user is still on the home page, logged out.
    expect(await dialog.getByLabel('Adresse e-mail').inputValue()).toBe(email);
    expect(await dialog.getByLabel('Nom', { exact: true }).inputValue()).toBe('Jean Dupont');
    expect(await phone.inputValue()).toBe('06 12 ab');
    expect(await dialog.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('secret-pass-1');
    expect(await repeat.inputValue()).toBe('secret-pass-2');
    expect(await dialog.getByRole('radio', { name: signupTexts.fr.chef }).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/fr/');

    // Corrected, the same form goes through.
    await phone.fill('06 12 34 56');
    await repeat.fill('secret-pass-1');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(url('/fr/chef/profile/home'));
    await dialog.getByRole('button', { name: 'Passer' }).click();
    await page.getByRole('heading', { level: 1, name: /Jean Dupont/ }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('an e-mail already in use is said on the e-mail field, with log in and forgot password beside it', async () => {
    const { page } = b;
    const existing = await createAccount({ type: 'restaurant' });
    const expected = {
      es: {
        text: 'Este correo ya está en uso; usa «¿Has olvidado tu contraseña?» para restablecerla',
        login: 'Inicia sesión con esta dirección',
        forgot: '¿Has olvidado tu contraseña?',
      },
      fr: {
        text: 'Cette adresse e-mail est déjà utilisée ; utilisez « Mot de passe oublié » pour le réinitialiser',
        login: 'Se connecter avec cette adresse',
        forgot: 'Mot de passe oublié ?',
      },
    } as const;
    for (const lang of ['es', 'fr'] as const) {
      const texts = signupTexts[lang];
      await page.goto(url(`/${lang}/`));
      await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      const email = dialog.getByLabel(texts.email);
      await email.fill(existing.email);
      await dialog.getByRole('checkbox', { name: texts.terms }).check();
      await dialog.getByRole('button', { name: texts.continue }).click();
      // On the field, not in a form-level alert; still on step 1 with the address as typed.
      await expect.poll(() => fieldError(email)).toBe(expected[lang].text);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      expect(await email.inputValue()).toBe(existing.email);
      await dialog.getByRole('button', { name: expected[lang].forgot }).waitFor();
      await dialog.getByRole('button', { name: expected[lang].login }).waitFor();
    }

    // "Log in" opens the login dialog with the address filled in.
    await page.getByRole('dialog').getByRole('button', { name: expected.fr.login }).click();
    const login = page.getByRole('dialog', { name: loginTexts.fr.dialog });
    await login.waitFor();
    expect(await login.getByLabel(loginTexts.fr.email).inputValue()).toBe(existing.email);

    // On step 2 (the address was taken meanwhile) the same help comes under the locked e-mail.
    await page.goto(url('/en/'));
    const fresh = uniqueEmail('taken-later');
    const dialog = await signupStep1(page, 'en', fresh);
    await createAccount({ type: 'chef', email: fresh });
    await fillStep2(dialog, 'en', {
      type: 'chef',
      name: 'Late Comer',
      phone: '600 111 222',
      password: 'secret-pass-1',
      repeat: 'secret-pass-1',
    });
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    const locked = dialog.getByLabel('E-mail address');
    await expect
      .poll(() => fieldError(locked))
      .toBe('This email is already in use, use forgot password to reset');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await reset.getByLabel('E-mail address').inputValue()).toBe(fresh);
    expect(b.pageErrors).toEqual([]);
  });

  it('?login=email opens the login dialog pre-filled for a visitor, and not for a logged-in user', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'chef' });
    await page.goto(url(`/en/?login=${encodeURIComponent(account.email)}`));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe(account.email);
    // The password is the field to type next.
    await expect
      .poll(() =>
        dialog.getByLabel('Password', { exact: true }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await accountMenuButton(page).waitFor();

    // Logged in, the same link opens nothing.
    await page.goto(url(`/en/?login=${encodeURIComponent(account.email)}`));
    await accountMenuButton(page).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(b.pageErrors).toEqual([]);
  });
});
