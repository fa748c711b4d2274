import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../src/server/db/client';
import { accounts } from '../src/server/db/schema/index';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { postOk, useApiClients, type Account } from './api-calls';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  fieldError,
  sharedBrowser,
  loginViaApi,
  phone,
  url,
  useBrowser,
} from './fixtures';

/**
 * Messages (spec doc 1 section 2, doc 2 section 2; decisions D5, D14): a premium restaurant writes to a
 * chef from the chef's page, the chef finds it on a phone in Spanish with the header's badge and
 * answers; a chef writes to a premium venue from its page, blocks, unblocks and deletes the
 * conversation; a free restaurant is told messages are Premium, and chefs get no message button on its
 * page.
 */

interface Venue {
  id: number;
  slug: string;
  name: string;
}

const clients = useApiClients();

/** A restaurant account whose venue is live, premium unless told. */
async function liveVenue(name: string, premium = true): Promise<Account & { venue: Venue }> {
  const owner = await createAccount({ type: 'restaurant', name });
  const api = await clients.as(owner);
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: Venue[] } };
  };
  const first = me.data.user.profiles[0]!;
  const saved = await postOk<{ data: { user: { profiles: Venue[] } } }>(api, '/api/profile/aboutrestaurant', {
    id: first.id,
    name,
    description: '<p>Small plates, open kitchen.</p>',
    cuisine: '6',
    language: 'en',
  });
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, first.id);
    if (premium)
      await db
        .update(accounts)
        .set({ subscription: 1, subscriptionStatus: 1 })
        .where(eq(accounts.email, owner.email));
  } finally {
    await db.$client.end();
  }
  return { ...owner, venue: saved.data.user.profiles.find((profile) => profile.id === first.id)! };
}

const approvedChef = (name: string) => clients.approvedChef(name);

let premiumVenue: Account & { venue: Venue };
let freeVenue: Account & { venue: Venue };

beforeAll(async () => {
  [premiumVenue, freeVenue] = await Promise.all([liveVenue('Casa Brasa'), liveVenue('Free Corner', false)]);
});

describe('a premium restaurant and a chef write to each other', () => {
  const b = useBrowser();

  it("starts from the chef's page, and the chef answers on a phone in Spanish", async () => {
    const { page, context } = b;
    const chef = await approvedChef('Rosa Cocinera');

    await loginViaApi(context, premiumVenue);
    await page.goto(url(`/en/chef/view/${chef.profileId}/${chef.slug}`));
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/en\/restaurant\/profile\/messages\/view\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Rosa Cocinera' }).waitFor();
    await page.getByText('No messages yet. Write the first one below.').waitFor();

    // Too short: said beside the field, and nothing is sent.
    const box = page.getByLabel('Your message to Rosa Cocinera');
    await box.fill('Hi');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await fieldError(box)).toBe('Your message needs at least 4 characters.');
    await box.fill('Hello Rosa,\nwould you come for a trial on Friday?');
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log');
    await log.getByText('would you come for a trial on Friday?', { exact: false }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await expectAccessible(page, 'a conversation (restaurant)');

    // The list shows it, with the side menu's Messages item marked.
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const row = page.getByTestId('conversations').getByRole('listitem').filter({ hasText: 'Rosa Cocinera' });
    await row.getByText('You: Hello Rosa, would you come', { exact: false }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Messages', exact: true }).last().getAttribute('aria-current'),
      )
      .toBe('page');
    await expectAccessible(page, 'the restaurant conversations');

    // The chef, on a phone in Spanish, finds it unread in the list.
    // A context of its own: the chef's cookies beside the restaurant's.
    const chefContext = await (
      await sharedBrowser()
    ).newContext({ baseURL: url(''), ...phone, hasTouch: true });
    try {
      const chefPage = await chefContext.newPage();
      await loginViaApi(chefContext, chef);
      await chefPage.goto(url('/es/chef/profile/messages/'));
      await chefPage.getByRole('heading', { level: 1, name: 'Mensajes' }).waitFor();
      const conversation = chefPage
        .getByTestId('conversations')
        .getByRole('listitem')
        .filter({ hasText: 'Casa Brasa' });
      await conversation.getByText('1 mensaje sin leer').waitFor();
      await expectNoHorizontalScroll(chefPage, 'the chef conversations on a phone');
      await expectAccessible(chefPage, 'the chef conversations');
      await conversation.getByRole('link').first().click();
      await chefPage.getByRole('heading', { level: 2, name: 'Casa Brasa' }).waitFor();
      // The line break is kept.
      expect(await chefPage.getByRole('log').innerText()).toContain('Hello Rosa,\nwould you come');
      await chefPage.getByLabel('Tu mensaje para Casa Brasa').fill('¡Claro! El viernes a las diez.');
      await chefPage.getByRole('button', { name: 'Enviar' }).click();
      await chefPage.getByRole('log').getByText('¡Claro! El viernes a las diez.').waitFor();
      await expectNoHorizontalScroll(chefPage, 'a conversation on a phone');
      await expectAccessible(chefPage, 'a conversation (chef)');
      // Opened: nothing is left unread for the chef.
      const chefApi = await clients.as(chef);
      const user = (await (await chefApi.get('/api/account/user?lang=en')).json()) as {
        data: { user: { profile: { pendingnotifications: { messages: number } } } };
      };
      expect(user.data.user.profile.pendingnotifications.messages).toBe(0);
    } finally {
      await chefContext.close();
    }

    // The restaurant sees the answer, and its message marked read.
    await page.reload();
    await row.getByText('¡Claro! El viernes a las diez.').waitFor();
    await row.getByRole('link').first().click();
    await page.getByRole('log').getByText('¡Claro! El viernes a las diez.').waitFor();
  });
});

describe('a chef writes to a premium restaurant from its page', () => {
  const b = useBrowser();

  it('sends, blocks, unblocks and deletes the conversation', async () => {
    const { page, context } = b;
    const chef = await approvedChef('Tomás Chef');
    await loginViaApi(context, chef);
    await page.goto(url(`/en/restaurant/view/home/${premiumVenue.venue.id}/${premiumVenue.venue.slug}`));
    await page.getByRole('link', { name: 'Send a message' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/en\/chef\/profile\/messages\/view\/\d+$/);
    await page.getByLabel('Your message to Casa Brasa').fill('Do you still need a grill cook?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log').getByText('Do you still need a grill cook?').waitFor();

    // Block: the form gives way to why, until unblocked.
    /**
     * Opens the conversation's menu and picks `item`. The page reads the conversation again after each
     * change: a menu opened while it does so can be drawn anew under the pointer, so it is opened again.
     */
    const choose = async (item: string) => {
      for (let attempt = 1; ; attempt++) {
        await page.getByRole('button', { name: 'Options for the conversation with Casa Brasa' }).click();
        try {
          await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
          return;
        } catch (error) {
          if (attempt === 3) throw error;
          await page.keyboard.press('Escape');
        }
      }
    };
    await choose('Block');
    const ask = page.getByRole('dialog', { name: 'Block the conversation with Casa Brasa?' });
    await ask.getByRole('button', { name: 'Block conversation' }).click();
    await page.getByText('You blocked this conversation. Unblock it to write again.').waitFor();
    expect(await page.getByLabel('Your message to Casa Brasa').count()).toBe(0);
    // The restaurant cannot write either.
    const venueApi = await clients.as(premiumVenue);
    const conversationId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const refused = await venueApi.post('/api/messages/send', {
      data: { conversation: conversationId, message: 'Are you there?', lang: 'en' },
    });
    expect(refused.status()).toBe(403);

    await choose('Unblock');
    await page.getByLabel('Your message to Casa Brasa').waitFor();

    // Delete: back to the list, now empty for the chef.
    await choose('Delete');
    await page
      .getByRole('dialog', { name: 'Delete the conversation with Casa Brasa?' })
      .getByRole('button', { name: 'Delete conversation' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/chef/profile/messages/');
    await page.getByText('No messages yet', { exact: true }).waitFor();

    // An address that names no conversation says so, with the way back.
    await page.goto(url('/en/chef/profile/messages/view/abc'));
    await page.getByRole('heading', { name: 'Conversation not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to messages' }).waitFor();
  });
});

describe('messages without Premium', () => {
  const b = useBrowser();

  it('tells a free restaurant that messages are Premium, and gives chefs no message button on its page', async () => {
    const { page, context } = b;
    await loginViaApi(context, freeVenue);
    await page.goto(url('/en/restaurant/profile/messages'));
    await page.getByText('Messages are part of Premium', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'See Premium' }).waitFor();

    await context.clearCookies();
    const chef = await approvedChef('Ines Chef');
    await loginViaApi(context, chef);
    await page.goto(url(`/en/restaurant/view/home/${freeVenue.venue.id}/${freeVenue.venue.slug}`));
    await page.getByRole('heading', { level: 1, name: 'Free Corner' }).waitFor();
    expect(await page.getByRole('link', { name: 'Send a message' }).count()).toBe(0);
    // Its message address says why instead of opening a conversation.
    await page.goto(url(`/en/restaurant/view/message/${freeVenue.venue.id}/${freeVenue.venue.slug}`));
    await page.getByText('This restaurant does not take messages', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to the restaurant' }).waitFor();
  });
});
