import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, settle, url, useBrowser } from './fixtures';

/** What a newcomer measures: focus that does not look like an error, tap targets, strips that scroll. */

const colour = (element: Locator, property: 'outlineColor' | 'borderTopColor') =>
  element.evaluate((node, name) => getComputedStyle(node)[name], property);

/** Visible links and buttons under `root` smaller than 44x44 CSS pixels, by name and size. */
async function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((node) =>
    [...node.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 44 || rect.height < 44)
      .map(({ element, rect }) => `${element.textContent?.trim()} ${rect.width}x${rect.height}`),
  );
}

async function openSignupWithErrors(page: Page): Promise<Locator> {
  await page.goto(url('/en/'));
  await page.getByRole('button', { name: 'I’m a chef' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.locator('[aria-invalid="true"]').first().waitFor();
  await settle(page);
  return dialog;
}

describe('on a laptop (1366x900)', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('a focused field is ringed in a colour unlike the error border', async () => {
    const dialog = await openSignupWithErrors(b.page);
    const email = dialog.getByLabel('E-mail address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const errorBorder = await colour(email, 'borderTopColor');
    // Keyboard focus moves to the terms checkbox and back to the e-mail field.
    await b.page.keyboard.press('Tab');
    await b.page.keyboard.press('Shift+Tab');
    expect(await email.evaluate((node) => node === document.activeElement)).toBe(true);
    const ring = await colour(email, 'outlineColor');
    expect(ring).toBe('rgb(29, 78, 216)');
    // Focused and invalid: the red border stays beside the blue ring.
    expect(await colour(email, 'borderTopColor')).toBe(errorBorder);
    expect(errorBorder).toBe('rgb(185, 28, 28)');
    // The brand's terracotta is not the focus colour either (buttons are terracotta).
    const button = dialog.getByRole('button', { name: 'Continue' });
    for (let i = 0; i < 6 && !(await button.evaluate((node) => node === document.activeElement)); i += 1)
      await b.page.keyboard.press('Tab');
    // Buttons ease their colours (150 ms): the ring's colour once that is over.
    await expect.poll(() => colour(button, 'outlineColor')).toBe('rgb(29, 78, 216)');
  });

  it('the footer keeps the four language names on one line', async () => {
    await b.page.goto(url('/en/'));
    const footer = b.page.getByRole('contentinfo');
    const tops = await footer
      .locator('a[hreflang]')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size, `tops: ${tops.join(', ')}`).toBe(1);
  });
});

describe('on a phone', () => {
  const b = useBrowser(phone);

  it('every link and button of the header and footer is at least 44x44 pixels', async () => {
    await b.page.goto(url('/en/contact'));
    await settle(b.page);
    expect(await smallTargets(b.page.getByRole('banner'))).toEqual([]);
    expect(await smallTargets(b.page.getByRole('contentinfo'))).toEqual([]);
    expect(await smallTargets(b.page.getByRole('main'))).toEqual([]);
  });

  it('the services section strip shows that it scrolls, until its end is reached', async () => {
    await b.page.goto(url('/en/services/restaurant'));
    const strip = b.page.getByRole('navigation', { name: 'On this page' }).getByRole('list');
    const membership = strip.getByRole('link', { name: 'Membership' });
    await membership.waitFor();
    const overflows = await strip.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(overflows).toBe(true);
    await expect.poll(() => strip.getAttribute('data-more-after')).toBe('');
    expect(await strip.evaluate((node) => getComputedStyle(node).maskImage)).toContain('linear-gradient');
    await strip.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect.poll(() => strip.getAttribute('data-more-after')).toBeNull();
    expect(await strip.getAttribute('data-more-before')).toBe('');
  });
});
