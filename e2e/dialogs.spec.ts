import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  loginViaApi,
  settle,
  uniqueEmail,
  url,
  useBrowser,
} from './fixtures';

/**
 * Long dialogs on a laptop (1366x900) and a phone: the title, the close button and the main action stay
 * in view while the body scrolls, even with every field showing an error.
 */

/** Fails unless the element is wholly inside the viewport and is what a click at its centre reaches. */
async function expectInView(page: Page, element: Locator, label: string): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${label} has no box`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${label} starts above the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${label} ends below the viewport`).toBeLessThanOrEqual(viewport.height);
  const reached = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (node === hit || node.contains(hit));
  });
  expect(reached, `${label} is covered by something else`).toBe(true);
}

async function signupStep2WithErrors(page: Page): Promise<Locator> {
  await page.goto(url('/en/'));
  await page.getByRole('button', { name: 'I’m a chef' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('E-mail address').fill(uniqueEmail('tall'));
  await dialog.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const submit = dialog.getByRole('button', { name: 'Create my account' });
  await submit.waitFor();
  await settle(page);
  await submit.click();
  await dialog.locator('[aria-invalid="true"]').first().waitFor();
  return dialog;
}

async function expectSignupHeadAndActionInView(page: Page): Promise<void> {
  const dialog = await signupStep2WithErrors(page);
  await expectInView(page, dialog.getByRole('heading', { name: 'Create your account' }), 'the title');
  await expectInView(page, dialog.getByRole('button', { name: 'Close' }), 'the close button');
  await expectInView(page, dialog.getByRole('button', { name: 'Create my account' }), 'the submit button');
  // The body scrolls to reach the last field, and the title and the button stay where they were.
  const password = dialog.getByLabel('Repeat the password');
  await password.scrollIntoViewIfNeeded();
  await expectInView(page, password, 'the last field');
  await expectInView(page, dialog.getByRole('heading', { name: 'Create your account' }), 'the title');
  await expectInView(page, dialog.getByRole('button', { name: 'Create my account' }), 'the submit button');
}

describe('long dialogs on a laptop', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('sign-up step 2 with errors keeps its title, close button and submit button in view', async () => {
    await expectSignupHeadAndActionInView(b.page);
  });

  it('the restaurant settings keep Save at the bottom, below the membership block, in view', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant', email: uniqueEmail('tall-settings') });
    await loginViaApi(context, account);
    await page.goto(url('/en/restaurant/profile/home'));
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const save = dialog.getByRole('button', { name: 'Save settings' });
    const membership = dialog.getByRole('heading', { name: 'Membership' });
    await membership.waitFor();
    await settle(page);
    await expectInView(page, dialog.getByRole('heading', { name: 'Settings' }), 'the title');
    await expectInView(page, dialog.getByLabel('Contact e-mail'), 'the contact e-mail field');
    await expectInView(page, save, 'Save');
    const saveBox = await save.boundingBox();
    const membershipBox = await membership.boundingBox();
    expect(saveBox!.y).toBeGreaterThan(membershipBox!.y);
    await membership.scrollIntoViewIfNeeded();
    await expectInView(page, save, 'Save after scrolling');
  });
});

describe('long dialogs on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 640 }, isMobile: true });

  it('sign-up step 2 with errors keeps its title, close button and submit button in view', async () => {
    await expectSignupHeadAndActionInView(b.page);
  });
});
