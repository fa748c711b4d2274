import { describe, expect, it } from 'vitest';
import { createAccount, loginViaApi, url, useBrowser } from './fixtures';

/** A new account's home says what "In review" means and what to do meanwhile, with links that work. */

const b = useBrowser();

describe('profile home of a new account', () => {
  it('a new chef reads what the review is and where to go meanwhile', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'chef', name: 'Nina Novak' });
    await loginViaApi(context, account);
    await page.goto(url('/en/chef/profile/home'));
    await page.getByText('In review', { exact: true }).waitFor();
    const next = page.getByRole('region', { name: 'What happens next' });
    await next
      .getByText(
        '“In review” means our team is checking your new profile before restaurants can see it. It usually takes less than 24 hours.',
      )
      .waitFor();
    // Each way forward leads somewhere real.
    await next.getByRole('button', { name: 'Complete your contact details and language' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    const hrefs = await next
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/en/faqs/chef', '/en/services/chef', '/en/contact']);
    await next.getByRole('link', { name: 'Read the questions chefs ask us' }).click();
    await page.waitForURL(url('/en/faqs/chef'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a new restaurant reads it in Spanish, about its venue, with the memberships', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Casa Lola', lang: 'es' });
    await loginViaApi(context, account);
    await page.goto(url('/es/restaurant/profile/home'));
    const next = page.getByRole('region', { name: 'Qué pasa ahora' });
    await next
      .getByText('«En revisión» significa que nuestro equipo está comprobando tu nuevo establecimiento')
      .waitFor();
    await next
      .getByRole('link', { name: 'Ver cómo funciona Brigade para restaurantes, con los planes' })
      .click();
    await page.waitForURL(url('/es/services/restaurant#membership'));
    expect(b.pageErrors).toEqual([]);
  });
});
