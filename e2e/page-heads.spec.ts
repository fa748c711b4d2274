import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './fixtures';

/**
 * The server's head and the app's (docs/decisions/026-page-heads-for-crawlers.md): a crawler without
 * scripts reads the server's tags; once the app runs, each tag is there once, and after a move to
 * another page none of the first page's server tags is left.
 */

const b = useBrowser();

describe('page heads', () => {
  it('the app takes over the server head without doubling a tag, then drops the rest on the next page', async () => {
    const { page } = b;
    const response = await page.goto(url('/fr/services/chef'));
    expect(response?.status()).toBe(200);
    const served = (await response?.text()) ?? '';
    expect(served).toMatch(/<title data-server-head>[^<]+ · Brigade<\/title>/);
    expect(served).toContain('property="og:title"');

    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const title = /<title data-server-head>([^<]+)<\/title>/.exec(served)![1];
    await expect.poll(() => page.title()).toBe(title?.replace('&#39;', "'"));
    const count = (selector: string) => page.locator(selector).count();
    // The app's own titles (the layout's and the page's, the first one wins) replace the server's.
    await expect.poll(() => count('title[data-server-head]')).toBe(0);
    expect(await count('meta[name="description"]')).toBe(1);
    expect(await count('link[rel="canonical"]')).toBe(1);
    expect(await count('link[rel="alternate"][hreflang]')).toBe(5);
    // What the app does not write stays while this page is shown.
    expect(await count('meta[property="og:title"][data-server-head]')).toBe(1);

    await page.locator('footer').getByRole('link').first().click();
    await page.waitForURL((next) => next.pathname !== '/fr/services/chef');
    await expect.poll(() => count('[data-server-head]')).toBe(0);
    expect(b.pageErrors).toEqual([]);
  });
});
