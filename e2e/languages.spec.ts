import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  htmlLang,
  sharedBrowser,
  loginThroughUi,
  url,
  useBrowser,
} from './fixtures';

/** The interface language: the visitor's saved choice or browser languages, and the account's after login. */

const b = useBrowser();

async function langCookie() {
  return (await b.context.cookies()).find((c) => c.name === 'lang')?.value;
}

describe('languages', () => {
  it('login switches the interface to the account language, on the same page', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'chef', name: 'Lucía Gómez', lang: 'es' });
    await page.goto(url('/en/services/chef?tab=1'));
    await loginThroughUi(page, account);
    await page.waitForURL((u) => u.pathname === '/es/services/chef');
    expect(new URL(page.url()).search).toBe('?tab=1');
    await expect.poll(() => htmlLang(page)).toBe('es');
    await accountMenuButton(page, 'es').waitFor();
    // The switch is remembered: the bare address now leads to Spanish.
    expect(await langCookie()).toBe('es');
    await page.goto(url('/'));
    await page.waitForURL((u) => u.pathname === '/es/');
    expect(b.pageErrors).toEqual([]);
  });

  it('login in the account language stays on the page', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'restaurant', lang: 'en' });
    await page.goto(url('/en/faqs/restaurant'));
    await loginThroughUi(page, account);
    await accountMenuButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/faqs/restaurant');
  });

  it("the footer's switch saves the choice that / follows; a path naming a page stays English", async () => {
    const { page } = b;
    // A page without the feed's endless list, whose loading more moves the footer while it is reached.
    await page.goto(url('/en/services'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/services');
    expect(await langCookie()).toBe('fr');
    await page.goto(url('/'));
    await page.waitForURL((u) => u.pathname === '/fr/');
    await page.goto(url('/de/faqs/chef'));
    await page.waitForURL((u) => u.pathname === '/en/faqs/chef');
    expect(await htmlLang(page)).toBe('en');
  });

  it("a first visit follows the browser's languages; an unknown segment keeps the page in English", async () => {
    const context = await (await sharedBrowser()).newContext({ locale: 'pt-PT' });
    try {
      const page = await context.newPage();
      await page.goto(url('/'));
      await page.waitForURL((u) => u.pathname === '/pt/');
      await page.goto(url('/services/restaurant'));
      await page.waitForURL((u) => u.pathname === '/en/services/restaurant');
      expect(await htmlLang(page)).toBe('en');
    } finally {
      await context.close();
    }
    const { page } = b;
    await page.goto(url('/services'));
    await page.waitForURL((u) => u.pathname === '/en/services');
  });
});
