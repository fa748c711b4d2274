import { describe, expect, it } from 'vitest';
import { createAccount, loginViaApi, url, useBrowser } from './fixtures';

/**
 * A new restaurant's home says what "In review" means and what to do meanwhile, with links that work. (The
 * chef's home is the chef profile page: e2e/chef-profile.spec.ts.)
 */

const b = useBrowser();

describe('profile home of a new account', () => {
  it('a new restaurant reads it in Spanish, about its venue, with the memberships', async () => {
    const { page, context } = b;
    const account = await createAccount({ type: 'restaurant', name: 'Casa Lola', lang: 'es' });
    await loginViaApi(context, account);
    await page.goto(url('/es/restaurant/profile/home'));
    const next = page.getByRole('region', { name: 'Qué pasa ahora' });
    await next
      .getByText('Nuestro equipo aprueba un establecimiento cuando su página está completa')
      .waitFor();
    // What «En revisión» means is said beside the switch, once.
    await page
      .getByText('«En revisión» significa que nuestro equipo está comprobando tu nuevo establecimiento')
      .waitFor();
    await next
      .getByRole('link', { name: 'Ver cómo funciona Brigade para restaurantes, con los planes' })
      .click();
    await page.waitForURL(url('/es/services/restaurant#membership'));
    expect(b.pageErrors).toEqual([]);
  });
});
