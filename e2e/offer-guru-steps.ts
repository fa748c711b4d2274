import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { guruGroups } from '../src/shared/contracts/offer-guru';
import enGuru from '../src/shared/i18n/en/guru.json';

/**
 * The Guru's steps for the job offer form's journeys (issue 11 item 2): the form opens the dialog
 * `jobofferguru` from its own button, then these steps use it as a manager would, in English. The
 * steps name the dialog's controls by their accessible names, so they hold on a phone and a desktop.
 */

/** The open Guru dialog. */
export function guruDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: enGuru.title });
}

/**
 * Presses Import with nothing ticked: every group shows its error, the summary names them all and the
 * first group's first sentence takes the focus (spec doc 2 section 5: every group needs one choice).
 */
export async function expectGuruRequiresEveryGroup(page: Page): Promise<void> {
  const dialog = guruDialog(page);
  await dialog.getByRole('button', { name: enGuru.import, exact: true }).click();
  await expect.poll(() => dialog.getByText(enGuru.group_required).count()).toBe(guruGroups.length);
  await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(enGuru.groups.about.label);
  const first = dialog.getByRole('group', { name: enGuru.groups.about.label }).getByRole('checkbox').first();
  await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * Ticks the `nth` sentence of every group, presses Import, confirms the replacement, and answers the
 * texts of the ticked sentences (the form's description and requirements should then hold them).
 */
export async function importFromGuru(page: Page, nth = 0): Promise<string[]> {
  const dialog = guruDialog(page);
  const texts: string[] = [];
  for (const group of guruGroups) {
    const box = dialog
      .getByRole('group', { name: enGuru.groups[group].label, exact: true })
      .getByRole('checkbox')
      .nth(nth);
    await box.check();
    texts.push(((await box.locator('xpath=..').textContent()) ?? '').trim());
  }
  await dialog.getByRole('button', { name: enGuru.import, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: enGuru.confirm_title });
  await confirm.getByRole('button', { name: enGuru.confirm_yes }).click();
  await expect.poll(() => guruDialog(page).count()).toBe(0);
  return texts;
}
