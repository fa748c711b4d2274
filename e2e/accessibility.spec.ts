import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  loginViaApi,
  phone,
  resetCodeFor,
  url,
  useBrowser,
  expectAccessible,
  expectNoHorizontalScroll,
} from './fixtures';

/**
 * No serious or critical WCAG 2 A/AA violation (axe) on the pages and dialogs each role meets first (home,
 * not-found, profile homes; login, sign-up, reset, settings, error and success dialogs), and a phone
 * layout without horizontal scrolling.
 */

interface Account {
  email: string;
  password: string;
}

let chef: Account;
let restaurant: Account;

beforeAll(async () => {
  [chef, restaurant] = await Promise.all([
    createAccount({ type: 'chef', name: 'Axe Chef' }),
    createAccount({ type: 'restaurant', name: 'Axe Bistro' }),
  ]);
});

/** The error dialog: shown when a call fails, here the logout (answered with a server error). */
async function openErrorDialog(page: Page) {
  await page.route('**/api/account/logout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'server_error', message: 'Sorry, there was an error.' }),
    }),
  );
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await dialog.getByText('Sorry, there was an error.').waitFor();
  return dialog;
}

describe('accessibility (desktop)', () => {
  const b = useBrowser();

  it('visitor: home, not-found page, and the login, sign-up and reset-password dialogs', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'home (visitor)');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    await expectAccessible(page, 'login dialog');
    // With its errors showing.
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await login.getByText('Please enter your e-mail address.').waitFor();
    await expectAccessible(page, 'login dialog with errors');

    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await reset.getByRole('button', { name: 'Send me a link' }).waitFor();
    await expectAccessible(page, 'reset password dialog (request form)');
    await page.keyboard.press('Escape');
    await reset.waitFor({ state: 'detached' });

    await banner.getByRole('button', { name: 'Sign up', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.getByText('Step 1 of 2').waitFor();
    await expectAccessible(page, 'signup dialog step 1');
    await signup.getByRole('button', { name: 'Continue' }).click();
    await signup.getByText('Please accept the terms of use to continue.').waitFor();
    await expectAccessible(page, 'signup dialog step 1 with errors');
    await signup.getByLabel('E-mail address').fill('someone-new@e2e.brigade.test');
    await signup.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
    await signup.getByRole('button', { name: 'Continue' }).click();
    await signup.getByText('Step 2 of 2').waitFor();
    await expectAccessible(page, 'signup dialog step 2');
    await signup.getByRole('button', { name: 'Create my account' }).click();
    await signup.getByText('You must select a profile type.').waitFor();
    await expectAccessible(page, 'signup dialog step 2 with errors');
    await page.keyboard.press('Escape');

    const resetAccount = await createAccount({ type: 'chef' });
    await page.goto(url(`/en/resetpassword?code=${await resetCodeFor(resetAccount.email)}`));
    const confirm = page.getByRole('dialog', { name: 'Reset your password' });
    await confirm.getByLabel('New password').waitFor();
    await expectAccessible(page, 'reset password dialog (new password form)');

    await page.goto(url('/en/resetpassword?code=some-code'));
    await confirm.getByRole('alert').waitFor();
    await expectAccessible(page, 'reset password dialog (spent link)');

    await page.goto(url('/en/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'not-found page');
    await page.goto(url('/es/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await expectAccessible(page, 'not-found page (es)');
    expect(b.pageErrors).toEqual([]);
  });

  it('chef: home, chef profile home, user menu and the error dialog', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/'));
    // The home feed, signed in: the account menu is there and the offers have loaded.
    await accountMenuButton(page).waitFor();
    await page.getByRole('heading', { level: 1, name: /Latest job offers \(\d+\)/ }).waitFor();
    await expectAccessible(page, 'home (chef)');

    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Axe Chef' }).waitFor();
    await expectAccessible(page, 'chef profile home');
    await accountMenuButton(page).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'user menu (chef)');
    await page.keyboard.press('Escape');

    await openErrorDialog(page);
    await expectAccessible(page, 'error dialog');
    expect(b.pageErrors).toEqual([]);
  });

  it('restaurant: home, restaurant profile home, settings and success dialogs', async () => {
    const { page, context } = b;
    await loginViaApi(context, restaurant);
    await page.goto(url('/en/'));
    // The home feed, signed in: the account menu is there and the offers have loaded.
    await accountMenuButton(page).waitFor();
    await page.getByRole('heading', { level: 1, name: /Latest job offers \(\d+\)/ }).waitFor();
    await expectAccessible(page, 'home (restaurant)');

    await page.goto(url('/en/restaurant/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Axe Bistro' }).waitFor();
    await expectAccessible(page, 'restaurant profile home');

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor();
    await expectAccessible(page, 'settings dialog');
    await settings.getByLabel('Phone number').fill('12ab');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings
      .getByText(
        'Use digits, with spaces, hyphens, dots or brackets between them and a + in front if you like, as in +351 912 345 678.',
      )
      .waitFor();
    await expectAccessible(page, 'settings dialog with errors');
    await settings.getByLabel('Phone number').fill('600 000 000');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog', { name: 'Done' }).waitFor();
    await expectAccessible(page, 'success dialog');
    expect(b.pageErrors).toEqual([]);
  });
});

describe('phone layout (390 px)', () => {
  const b = useBrowser(phone);

  /** Opens the burger menu; returns the sheet. */
  async function openBurger(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    return sheet;
  }

  async function burgerItems(page: Page): Promise<string[]> {
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    const links = sheet.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    return (await links.allTextContents()).map((text) => text.trim());
  }

  it('visitor: pages and dialogs fit the width; the burger lists the public items and closes after navigation', async () => {
    const { page } = b;
    await page.goto(url('/en/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoHorizontalScroll(page, 'home (visitor)');
    // The desktop menu is hidden; the burger stands in for it.
    expect(await page.getByRole('banner').getByRole('navigation').count()).toBe(0);

    const sheet = await openBurger(page);
    expect(await burgerItems(page)).toEqual(['Find chefs', 'Find restaurants', 'Services']);
    await sheet.getByRole('button', { name: 'Log in' }).waitFor();
    await sheet.getByRole('button', { name: 'Sign up' }).waitFor();
    await expectNoHorizontalScroll(page, 'home (visitor) with the burger open');
    await expectAccessible(page, 'burger menu (visitor, phone)');

    await sheet.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(url('/en/services'));
    await sheet.waitFor({ state: 'detached' });
    // Focus goes back to the menu button.
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto(url('/en/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoHorizontalScroll(page, 'not-found page');

    // Sign-up from the burger: both steps fit the width.
    await openBurger(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.waitFor();
    await expectNoHorizontalScroll(page, 'signup step 1');
    await signup.getByLabel('E-mail address').fill('phone-visitor@e2e.brigade.test');
    await signup.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
    await signup.getByRole('button', { name: 'Continue' }).click();
    await signup.getByText('Step 2 of 2').waitFor();
    await expectNoHorizontalScroll(page, 'signup step 2');
    await expectAccessible(page, 'signup step 2 (phone)');
    await page.keyboard.press('Escape');
    await signup.waitFor({ state: 'detached' });

    await page.goto(url('/en/resetpassword?code=abc'));
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await expectNoHorizontalScroll(page, 'reset password dialog');
    expect(b.pageErrors).toEqual([]);
  });

  it('chef: pages fit the width; the burger lists the chef items and closes after navigation', async () => {
    const { page, context } = b;
    await loginViaApi(context, chef);
    await page.goto(url('/en/'));
    // The home feed, signed in, with its offers loaded.
    await page.getByRole('heading', { level: 1, name: /Latest job offers \(\d+\)/ }).waitFor();
    await expectNoHorizontalScroll(page, 'home (chef)');

    await page.goto(url('/en/chef/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Axe Chef' }).waitFor();
    await expectNoHorizontalScroll(page, 'chef profile home');
    await expectAccessible(page, 'chef profile home (phone)');

    const sheet = await openBurger(page);
    expect(await burgerItems(page)).toEqual(['Find restaurants', 'Messages', 'Calendar', 'Applications']);
    await sheet.getByRole('heading', { name: 'Axe Chef' }).waitFor();
    expect(await sheet.getByRole('button', { name: 'Settings' }).count()).toBe(0);
    await expectNoHorizontalScroll(page, 'chef profile home with the burger open');
    await sheet.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(url('/en/chef/profile/calendar'));
    await sheet.waitFor({ state: 'detached' });

    // Log out from the burger.
    await (await openBurger(page)).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/en/'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('restaurant: pages and settings fit the width; the burger lists the restaurant items and closes after navigation', async () => {
    const { page, context } = b;
    await loginViaApi(context, restaurant);
    await page.goto(url('/en/'));
    // The home feed, signed in, with its offers loaded.
    await page.getByRole('heading', { level: 1, name: /Latest job offers \(\d+\)/ }).waitFor();
    await expectNoHorizontalScroll(page, 'home (restaurant)');

    await page.goto(url('/en/restaurant/profile/home'));
    await page.getByRole('heading', { level: 1, name: 'Axe Bistro' }).waitFor();
    await expectNoHorizontalScroll(page, 'restaurant profile home');

    let sheet = await openBurger(page);
    expect(await burgerItems(page)).toEqual(['Find chefs', 'Job offers', 'Messages', 'Calendar']);
    await expectNoHorizontalScroll(page, 'restaurant profile home with the burger open');

    // Settings from the burger: the sheet closes, then the dialog opens and fits the width.
    await sheet.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor();
    await sheet.waitFor({ state: 'detached' });
    await expectNoHorizontalScroll(page, 'settings dialog');
    await expectAccessible(page, 'settings dialog (phone)');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    sheet = await openBurger(page);
    await sheet.getByRole('link', { name: 'Find chefs' }).click();
    await page.waitForURL(url('/en/find-chefs'));
    await sheet.waitFor({ state: 'detached' });
    expect(b.pageErrors).toEqual([]);
  });
});
