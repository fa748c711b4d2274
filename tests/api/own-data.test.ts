import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationView } from '../../src/shared/contracts/messaging';
import enApi from '../../src/shared/i18n/en/api.json';
import esApi from '../../src/shared/i18n/es/api.json';
import enValidation from '../../src/shared/i18n/en/validation.json';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  issueMessage,
  issuesOf,
  login,
  multipartBody,
  registerUser,
  rows,
  staffLogin,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertChef,
  insertChefLanguage,
  insertOffer,
  insertRestaurant,
  type Account,
} from '../factories/index';

/**
 * People's own data (docs/decisions/054-own-data.md): GET account/export answers a zip of everything the
 * account has (read back here with an unzipper), and POST account/delete deletes the account once its
 * password is given, leaving what others still read (a conversation) with a "deleted account" in it.
 */

/** A word no other test's names carry (letters only: the words search reads letters). */
const uniqueWord = () => `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

type Zip = Record<string, Uint8Array>;

describe('account/export and account/delete', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const db = () => t.database.db;
  const tokenOf = async (account: Account) => {
    const res = await login(t.app, account.email, factoryPassword);
    expect(res.status, res.text).toBe(200);
    return res.token!;
  };

  async function exportOf(token: string | undefined) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: token ? { cookie: `token=${encodeURIComponent(token)}` } : {},
    });
    return response;
  }

  async function zipOf(token: string): Promise<Zip> {
    const response = await exportOf(token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="brigade-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    return unzipSync(new Uint8Array(response.rawPayload));
  }

  const jsonIn = <T = unknown>(zip: Zip, name: string): T => {
    expect(Object.keys(zip)).toContain(name);
    return JSON.parse(new TextDecoder().decode(zip[name])) as T;
  };

  /** A premium restaurant with an offer, and a chef who applied to it and wrote to the venue. */
  async function chefWithHistory() {
    const word = uniqueWord();
    const chef = await insertChef(db(), { profile: { name: `Ana ${word}` } });
    await insertChefLanguage(db(), chef.profile.id, 'pt', 3);
    await rows(
      t,
      sql`insert into chef_experience (chef_profile_id, sector, cuisine, position, company, from_year, from_month, currently, original_language, description)
          values (${chef.profile.id}, 1, 2, 6, 'Tasca do Chico', 2019, 3, true, 'en', '{"en": "<p>Grill and fish.</p>"}')`,
    );
    const restaurant = await insertRestaurant(db(), {
      account: { subscription: 1, subscriptionStatus: 1 },
      venues: [{ name: `Casa ${word}` }],
    });
    const venue = restaurant.venues[0];
    const offer = await insertOffer(db(), { restaurantProfileId: venue.id, name: 'Chef de partie, grill' });
    const application = await insertApplication(db(), { offerId: offer.id, chefProfileId: chef.profile.id });
    const chefToken = await tokenOf(chef.account);
    const venueToken = await tokenOf(restaurant.account);
    const started = await api<{ id: number }>(
      t.app,
      'messages/startconversation',
      { rid: venue.id },
      { token: chefToken },
    );
    const conversation = dataOf(started).id;
    const send = (token: string, message: string) =>
      api(t.app, 'messages/send', { conversation, message }, { token }).then((res) =>
        expect(res.status, res.text).toBe(200),
      );
    await send(chefToken, 'Hello, is the grill job still open?');
    await send(venueToken, 'It is: come for a trial on Monday.');
    return { word, chef, restaurant, venue, offer, application, conversation, chefToken, venueToken };
  }

  it('is for logged-in accounts only', async () => {
    const visitor = await exportOf(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(JSON.parse(visitor.body)).toMatchObject({ success: false, code: 'not_logged_in' });
    const deletion = await api(t.app, 'account/delete', { password: 'anything' });
    expect(errorOf(deletion).code).toBe('not_logged_in');
  });

  it('gives a chef a zip with their account, profile, applications, messages, files and CVs', async () => {
    const { chef, offer, application, conversation, chefToken } = await chefWithHistory();
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#8a4b2d' } })
      .jpeg()
      .toBuffer();
    const { raw, contentType } = await multipartBody({ type: 'image' }, [
      { field: 'image', filename: 'kitchen.jpg', content: photo, contentType: 'image/jpeg' },
    ]);
    const uploaded = await api(t.app, 'account/image', {}, { token: chefToken, raw, contentType });
    expect(uploaded.status, uploaded.text).toBe(201);

    const zip = await zipOf(chefToken);
    const account = jsonIn<Record<string, unknown>>(zip, 'account.json');
    expect(account).toMatchObject({ id: chef.account.id, email: chef.account.email, type: 'chef' });
    expect(account).not.toHaveProperty('passwordHash');

    const profile = jsonIn<Record<string, unknown>>(zip, 'chef-profile.json');
    expect(profile).toMatchObject({ id: chef.profile.id, name: chef.profile.name });
    expect(profile.experience).toEqual([expect.objectContaining({ company: 'Tasca do Chico' })]);
    expect(profile.languages).toEqual([expect.objectContaining({ language: 'pt', level: 3 })]);

    const applications = jsonIn<{ id: number; offerId: number; events: unknown[] }[]>(
      zip,
      'applications.json',
    );
    expect(applications).toEqual([expect.objectContaining({ id: application.id, offerId: offer.id })]);

    const conversations = jsonIn<{ id: number; messages: { body: string; fromYou: boolean }[] }[]>(
      zip,
      'conversations.json',
    );
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.id).toBe(conversation);
    expect(conversations[0]!.messages.map((m) => [m.fromYou, m.body])).toEqual([
      [true, 'Hello, is the grill job still open?'],
      [false, 'It is: come for a trial on Monday.'],
    ]);

    const sessions = jsonIn<Record<string, unknown>[]>(zip, 'sessions.json');
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toContain(chefToken);

    // The album's original, byte for byte as stored, listed in files.json.
    const files = jsonIn<{ path: string; kind: string; originalName: string; sizeBytes: number }[]>(
      zip,
      'files.json',
    );
    expect(files).toEqual([expect.objectContaining({ kind: 'image', originalName: 'kitchen.jpg' })]);
    const original = zip[files[0]!.path]!;
    expect(original.byteLength).toBe(files[0]!.sizeBytes);
    const stored = await rows<{ storage_key: string }>(
      t,
      sql`select storage_key from media where account_id = ${chef.account.id}`,
    );
    expect(stored).toHaveLength(1);

    // The CV PDF in every language.
    const cvs = Object.keys(zip).filter((name) => name.startsWith('cv/'));
    expect(cvs.sort()).toEqual(
      ['en', 'es', 'fr', 'pt'].map((language) => `cv/brigade-${chef.profile.slug}-${language}.pdf`),
    );
    expect(new TextDecoder().decode(zip[cvs[0]!]!.slice(0, 5))).toBe('%PDF-');
  });

  it('gives a restaurant a zip with its venues, their parts and offers', async () => {
    const restaurant = await insertRestaurant(db(), {
      venues: [{ name: 'Tasca do Largo' }, { name: 'Casa Lume' }],
    });
    const [first, second] = restaurant.venues;
    await rows(
      t,
      sql`insert into restaurant_phones (restaurant_profile_id, phone) values (${second!.id}, '+351 210 000 000')`,
    );
    const offer = await insertOffer(db(), { restaurantProfileId: first.id, name: 'Sous chef, tasca' });
    const paused = await insertOffer(db(), {
      restaurantProfileId: second!.id,
      name: 'Pastry chef',
      status: 0,
    });
    const zip = await zipOf(await tokenOf(restaurant.account));

    const venues = jsonIn<{ id: number; name: string; phones: { phone: string }[] }[]>(zip, 'venues.json');
    expect(venues.map((v) => [v.id, v.name])).toEqual([
      [first.id, 'Tasca do Largo'],
      [second!.id, 'Casa Lume'],
    ]);
    expect(venues[1]!.phones).toEqual([expect.objectContaining({ phone: '+351 210 000 000' })]);
    const offers = jsonIn<{ id: number; name: string; restaurantProfileId: number }[]>(zip, 'offers.json');
    expect(offers.map((o) => [o.id, o.name, o.restaurantProfileId])).toEqual([
      [offer.id, 'Sous chef, tasca', first.id],
      [paused.id, 'Pastry chef', second!.id],
    ]);
    expect(Object.keys(zip)).not.toContain('chef-profile.json');
    expect(Object.keys(zip).some((name) => name.startsWith('cv/'))).toBe(false);
  });

  it('deletes only with the right password, a wrong one being a field error', async () => {
    const { account } = await insertChef(db());
    const token = await tokenOf(account);
    const wrong = await api(t.app, 'account/delete', { password: 'not-my-password' }, { token });
    expect(wrong.status).toBe(400);
    expect(issuesOf(wrong)).toEqual({ password: 'password_wrong' });
    expect(issueMessage(wrong, 'password')).toBe(enValidation.password_wrong);
    const empty = await api(t.app, 'account/delete', { password: '' }, { token });
    expect(issuesOf(empty)).toEqual({ password: 'password_required' });
    // Nothing happened: the session and the account are there.
    expect((await api(t.app, 'account/session', {}, { token, method: 'GET' })).status).toBe(200);
    expect((await login(t.app, account.email, factoryPassword)).status).toBe(200);
  });

  it("deletes a chef: sessions end, the e-mail signs up again, nothing shows, the venue's conversation keeps the messages", async () => {
    const { word, chef, venue, conversation, chefToken, venueToken } = await chefWithHistory();
    const otherSession = await tokenOf(chef.account);

    const deleted = await api(t.app, 'account/delete', { password: factoryPassword }, { token: chefToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, data: null, message: enApi.account_deleted });
    expect(deleted.cookie?.value).toBe('');

    // Every session ended; the old password opens nothing.
    for (const token of [chefToken, otherSession])
      expect((await api(t.app, 'account/session', {}, { token, method: 'GET' })).status).toBe(401);
    expect((await login(t.app, chef.account.email, factoryPassword)).status).toBe(401);

    // Nothing of the profile shows: its page, to a visitor or to the venue it wrote to, and search.
    expect(errorOf(await api(t.app, 'chefs/show', { id: chef.profile.id })).code).toBe('not_found');
    expect(errorOf(await api(t.app, 'chefs/show', { id: chef.profile.id }, { token: venueToken })).code).toBe(
      'not_found',
    );
    const search = await api<{ list: { id: number }[] }>(
      t.app,
      'search/chefs',
      { position: word },
      { token: venueToken },
    );
    expect(dataOf(search).list).toEqual([]);
    const left = await rows<{ name: string; active: number; approved: number }>(
      t,
      sql`select name, active, approved from chef_profiles where id = ${chef.profile.id}`,
    );
    expect(left).toEqual([{ name: '', active: 0, approved: -1 }]);
    expect(
      await rows(t, sql`select id from applications where chef_profile_id = ${chef.profile.id}`),
    ).toEqual([]);

    // The venue still reads the conversation, with the chef as a deleted account in its language.
    const page = await api<{ conversation: ConversationView; messages: { message: string }[] }>(
      t.app,
      'messages/conversation',
      { id: conversation, lang: 'es' },
      { token: venueToken },
    );
    const { conversation: view, messages } = dataOf(page);
    expect(view.chef).toMatchObject({ name: esApi.deleted_account, deleted: 1, images: { profile: null } });
    expect(view.canwrite).toBe(0);
    expect(messages.map((m) => m.message)).toEqual([
      'Hello, is the grill job still open?',
      'It is: come for a trial on Monday.',
    ]);
    const list = await api<{ list: ConversationView[] }>(
      t.app,
      'messages/conversations/list',
      { rid: venue.id },
      { token: venueToken },
    );
    expect(dataOf(list).list.map((c) => [c.id, c.chef.name])).toEqual([
      [conversation, enApi.deleted_account],
    ]);
    const reply = await api(
      t.app,
      'messages/send',
      { conversation, message: 'Are you there?' },
      { token: venueToken },
    );
    expect([reply.status, errorOf(reply).code]).toEqual([403, 'conversation_account_deleted']);

    // The address is free again: a new account, with nothing of the old one.
    const again = await registerUser(t.app, { email: chef.account.email, name: 'Ana Nova' });
    expect(again.user.id).not.toBe(chef.account.id);
    expect(again.user.profile?.id).not.toBe(chef.profile.id);
  });

  it("deletes a restaurant: its venues and offers are gone from pages, search and the sitemap, the chef's conversation stays", async () => {
    const { word, chef, restaurant, venue, offer, conversation, chefToken, venueToken } =
      await chefWithHistory();
    const quiet = await insertRestaurant(db(), { venues: [{ name: `Quieta ${word}` }] });
    const quietOffer = await insertOffer(db(), { restaurantProfileId: quiet.venues[0].id });
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemaps/venues-1.xml' })).body;
    expect(await sitemap()).toContain(`/${quiet.venues[0].id}/`);

    // A restaurant without conversations: every row goes.
    const gone = await api(
      t.app,
      'account/delete',
      { password: factoryPassword },
      { token: await tokenOf(quiet.account) },
    );
    expect(gone.status, gone.text).toBe(200);
    expect(await rows(t, sql`select id from accounts where id = ${quiet.account.id}`)).toEqual([]);
    expect(
      await rows(t, sql`select id from restaurant_profiles where account_id = ${quiet.account.id}`),
    ).toEqual([]);
    expect(errorOf(await api(t.app, 'offer/show', { id: quietOffer.id })).code).toMatch(
      /not_found|offer_not_available/,
    );
    expect(await sitemap()).not.toContain(`/${quiet.venues[0].id}/`);

    const deleted = await api(t.app, 'account/delete', { password: factoryPassword }, { token: venueToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect(errorOf(await api(t.app, 'restaurants/show', { id: venue.id })).code).toMatch(/not_found/);
    expect(errorOf(await api(t.app, 'offer/show', { id: offer.id })).code).toMatch(
      /not_found|offer_not_available/,
    );
    const search = await api<{ list: { id: number }[] }>(t.app, 'search/restaurants', { q: word });
    expect(dataOf(search).list).toEqual([]);
    expect(await rows(t, sql`select id from offers where restaurant_profile_id = ${venue.id}`)).toEqual([]);

    // The chef reads the conversation, the venue now a deleted account; nothing more can be sent.
    const list = await api<{ list: ConversationView[] }>(
      t.app,
      'messages/conversations/list',
      {},
      { token: chefToken },
    );
    const view = dataOf(list).list.find((c) => c.id === conversation)!;
    expect(view.restaurant).toMatchObject({
      name: enApi.deleted_account,
      deleted: 1,
      images: { logo: null },
    });
    expect(view.messages.map((m) => m.message)).toEqual(['It is: come for a trial on Monday.']);
    expect(view.canwrite).toBe(0);

    // The e-mail signs up again.
    const again = await registerUser(t.app, { email: restaurant.account.email, type: 'restaurant' });
    expect(again.user.type).toBe('restaurant');
    expect(chef.account.id).toBeGreaterThan(0);
  });

  it('keeps the Premium periods of a deleted restaurant for invoicing, ended that day', async () => {
    const restaurant = await insertRestaurant(db(), {
      account: { subscription: 1, subscriptionStatus: 1, name: 'Grupo Lume' },
    });
    await rows(
      t,
      sql`insert into premium_periods (account_id, start_date, end_date) values (${restaurant.account.id}, current_date - 10, current_date + 355)`,
    );
    const deleted = await api(
      t.app,
      'account/delete',
      { password: factoryPassword },
      { token: await tokenOf(restaurant.account) },
    );
    expect(deleted.status, deleted.text).toBe(200);
    const [account] = await rows<{ email: string; name: string; phone: string; disabled_at: Date | null }>(
      t,
      sql`select email, name, phone, disabled_at from accounts where id = ${restaurant.account.id}`,
    );
    expect(account).toMatchObject({
      email: `deleted-${restaurant.account.id}@deleted.invalid`,
      name: 'Grupo Lume',
      phone: '',
    });
    expect(account!.disabled_at).not.toBeNull();
    const periods = await rows<{ ended_at: Date | null }>(
      t,
      sql`select ended_at from premium_periods where account_id = ${restaurant.account.id}`,
    );
    expect(periods).toHaveLength(1);
    expect(periods[0]!.ended_at).not.toBeNull();
    expect(
      await rows(t, sql`select id from restaurant_profiles where account_id = ${restaurant.account.id}`),
    ).toEqual([]);
  });

  it('is not for staff, whose accounts are made and ended on the server', async () => {
    const staff = await staffLogin(t);
    expect((await exportOf(staff.token)).statusCode).toBe(403);
    const deletion = await api(t.app, 'account/delete', { password: staff.password }, { token: staff.token });
    expect([deletion.status, errorOf(deletion).code]).toEqual([403, 'forbidden']);
  });
});
