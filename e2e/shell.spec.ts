import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenuButton, createAccount, htmlLang, loginViaApi, url, useBrowser } from './fixtures';

/** The shell: language in the URL, dialogs and the keyboard, guards, texts. */

const b = useBrowser();

function pathAndSearch(page: Page): string {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

/** Marks the current document; a full page load (not a client-side route change) drops the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

function documentWasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark !== true);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('shell', () => {
  it('an unknown first segment redirects to /en/ keeping ?login=, which opens the login dialog', async () => {
    const { page } = b;
    await page.goto(url('/xx/anything?login=a@b.co&other=1'));
    await page.waitForURL((current) => current.pathname === '/en/');
    const current = new URL(page.url());
    expect(current.searchParams.get('login')).toBe('a@b.co');
    expect(current.searchParams.get('other')).toBeNull();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe('a@b.co');
    expect(await htmlLang(page)).toBe('en');

    // Without ?login=, the bare root and an unknown segment land on /en/ too.
    for (const path of ['/', '/de/chef/profile/home']) {
      await page.goto(url(path));
      await page.waitForURL((u) => u.pathname === '/en/' && u.search === '');
      await page.getByRole('heading', { level: 1, name: /Latest job offers/ }).waitFor();
    }
    expect(b.pageErrors).toEqual([]);
  });

  it('a visitor switches the language from the footer: the segment is rewritten, the page reloads, <html lang> follows', async () => {
    const { page } = b;
    await page.goto(url('/en/services?tab=chef'));
    expect(await htmlLang(page)).toBe('en');
    const footer = page.getByRole('contentinfo');
    await markDocument(page);

    await footer.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((u) => u.pathname === '/es/services');
    expect(pathAndSearch(page)).toBe('/es/services?tab=chef');
    await expect.poll(() => htmlLang(page)).toBe('es');
    expect(await documentWasReloaded(page)).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
    // The current language is marked in the switch.
    expect(await footer.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');

    await footer.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/services');
    await expect.poll(() => htmlLang(page)).toBe('fr');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a chef switches the language from the user menu, and stays logged in', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Rui Costa' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Rui Costa' }).waitFor();

    await accountMenuButton(page).click();
    await page.getByRole('menu').waitFor();
    // Closed and reopened at once (while it still fades out), the menu opens again.
    await page.keyboard.press('Escape');
    await accountMenuButton(page).click();
    const current = page.getByRole('menuitemradio', { name: 'English' });
    expect(await current.getAttribute('aria-checked')).toBe('true');
    await markDocument(page);
    await page.getByRole('menuitemradio', { name: 'Português' }).click();
    await page.waitForURL(url('/pt/chef/profile/home'));
    await expect.poll(() => htmlLang(page)).toBe('pt');
    expect(await documentWasReloaded(page)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Rui Costa' }).waitFor();
    await accountMenuButton(page, 'pt').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('Escape closes an open dialog and focus returns to the button that opened it', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    const banner = page.getByRole('banner');

    // Opened with the keyboard, closed with Escape.
    const loginButton = banner.getByRole('button', { name: 'Log in', exact: true });
    await loginButton.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    // Focus moved into the dialog, on the e-mail field.
    await expect
      .poll(() => login.getByLabel('E-mail address').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(loginButton)).toBe(true);

    // Opened with the mouse, through a chain (sign-up step 1 to login): focus still goes home.
    const signupButton = banner.getByRole('button', { name: 'Sign up', exact: true });
    await signupButton.click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => isFocused(signupButton)).toBe(true);

    // A hero call to action opens sign-up with the type chosen; Escape again returns focus to it.
    const heroButton = page.getByRole('button', { name: 'I’m hiring' });
    await heroButton.click();
    await signup.waitFor();
    await page.keyboard.press('Escape');
    await signup.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(heroButton)).toBe(true);
    expect(b.pageErrors).toEqual([]);
  });

  it('guards: the chef and restaurant areas send anyone else to /en/', async () => {
    const { page, context } = b;
    // A visitor.
    for (const path of ['/en/restaurant/profile/home', '/en/chef/profile/home']) {
      await page.goto(url(path));
      await page.waitForURL(url('/en/'));
      await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    }

    // A chef may not enter the restaurant area, and reaches its own.
    const chef = await createAccount({ type: 'chef', name: 'Guard Chef' });
    await loginViaApi(context, chef);
    await page.goto(url('/en/restaurant/profile/home'));
    await page.waitForURL(url('/en/'));
    await accountMenuButton(page).waitFor();
    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Guard Chef' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/chef/profile/home');

    // A restaurant may not enter the chef area, and reaches its own.
    await context.clearCookies();
    const restaurant = await createAccount({ type: 'restaurant', name: 'Guard Bistro' });
    await loginViaApi(context, restaurant);
    await page.goto(url('/en/chef/profile/home'));
    await page.waitForURL(url('/en/'));
    await accountMenuButton(page).waitFor();
    expect(await accountMenuButton(page).textContent()).toContain('Guard Bistro');
    await page.goto(url('/en/restaurant/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Guard Bistro' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a missing translation key shows a visible placeholder with the language and the key', async () => {
    const { page } = b;
    // Serve the French texts with the header's "find chefs" key renamed, as if it had been forgotten.
    let replaced = false;
    await page.route(/\/assets\/i18n-fr-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const original = await response.text();
      const body = original.replace(
        'find_chefs:"Trouver des chefs"',
        'find_chefs_renamed:"Trouver des chefs"',
      );
      replaced = body !== original;
      await route.fulfill({ response, body });
    });
    await page.goto(url('/fr/'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' });
    const placeholder = nav.getByRole('link', { name: '[fr:common.nav.find_chefs]' });
    await placeholder.waitFor();
    expect(replaced).toBe(true);
    expect(await placeholder.isVisible()).toBe(true);
    // The other header texts are still French.
    await nav.getByRole('link', { name: 'Trouver des restaurants' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('the pages of the shell raise no errors and no CSP violations', async () => {
    const { page, context } = b;
    const restaurant = await createAccount({ type: 'restaurant' });
    await page.goto(url('/en/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(url('/pt/nothing-here'));
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.goto(url('/fr/resetpassword?code=abc'));
    await page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' }).waitFor();
    await loginViaApi(context, restaurant);
    await page.goto(url('/es/restaurant/profile/home'));
    await page.getByRole('heading', { level: 1, name: /Bistro Owner/ }).waitFor();
    await accountMenuButton(page, 'es').click();
    await page.getByRole('menuitem', { name: 'Ajustes' }).click();
    await page.getByRole('dialog', { name: 'Ajustes' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});
