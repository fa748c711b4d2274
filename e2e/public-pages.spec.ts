import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import lighthousePages from '../scripts/public-pages.json';
import { accountMenuButton, createAccount, loginViaApi, url, useBrowser } from './fixtures';

/** The public pages for a visitor (no console error at all) and for a returning user (session restored). */

const b = useBrowser();

/** The pages Lighthouse measures (npm run bench), and a few in other languages. */
const publicPages = [...lighthousePages, '/es/', '/fr/services/restaurant', '/pt/contact'];

/** The layout shift of the page load so far, as Lighthouse counts it (shifts without recent input). */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('public pages', () => {
  it('log no console error for a visitor, and ask nothing of account/session or account/user', async () => {
    const { page } = b;
    const sessionCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/account\/(session|user)/.test(request.url())) sessionCalls.push(request.url());
    });
    const shifts: Record<string, number> = {};
    for (const path of publicPages) {
      await page.goto(url(path), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      shifts[path] = await cumulativeLayoutShift(page);
    }
    expect(b.consoleErrors).toEqual([]);
    // The page arriving in place of its skeleton moves nothing in view (the footer stays below the fold).
    for (const [path, shift] of Object.entries(shifts)) expect(shift, path).toBeLessThan(0.1);
    expect(b.pageErrors).toEqual([]);
    expect(sessionCalls).toEqual([]);
  });

  it('serve a robots.txt that keeps the private areas out', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/dev/', '/*/chef/profile/', '/*/restaurant/profile/'])
      expect(lines).toContain(`Disallow: ${path}`);
  });

  it('a returning user is logged in again on every page load, marker or not', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Marta Ruiz' });
    await loginViaApi(context, account);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'logged_in')?.httpOnly).toBe(false);

    await page.goto(url('/en/services'));
    await accountMenuButton(page).waitFor();

    // A token cookie without its marker (a session from before the marker existed) still restores: the
    // page brings the marker back.
    await context.clearCookies({ name: 'logged_in' });
    await page.goto(url('/en/faqs/chef'));
    await accountMenuButton(page).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'logged_in')).toBe(true);
    expect(b.consoleErrors).toEqual([]);
  });

  it('a session ended elsewhere leaves a visitor whose next pages ask nothing', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant' });
    await loginViaApi(context, account);
    // The session ends on the server (logout from another device with the same token).
    const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
    await fetch(url('/api/account/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await page.goto(url('/en/'), { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    // The failed restore cleared both cookies: from now on nothing is asked.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('logged_in');
    b.consoleErrors.length = 0;
    await page.goto(url('/en/contact'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(b.consoleErrors).toEqual([]);
  });
});
