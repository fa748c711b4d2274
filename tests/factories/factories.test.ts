import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, chefProfiles, offers, restaurantProfiles } from '../../src/server/db/schema/index';
import { dataOf, login } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertAccount,
  insertApplication,
  insertBlock,
  insertChef,
  insertChefLanguage,
  insertChefProfile,
  insertConversation,
  insertOffer,
  insertRestaurant,
  insertVenue,
} from './index';

/**
 * Each factory's defaults make a row the schema accepts (its NOT NULL columns and CHECK constraints are
 * enforced on insert) and the app can use; overrides replace what a test cares about.
 */
describe('test factories', () => {
  const t = useTestApp();

  it('insertAccount makes an account that can log in, with a unique lower-case e-mail', async () => {
    const a = await insertAccount(t.database.db);
    const b = await insertAccount(t.database.db, { email: 'Chef.Owner@Example.com', language: 'pt' });
    expect(a.type).toBe('chef');
    expect(a.email).not.toBe(b.email);
    expect(b).toMatchObject({ email: 'chef.owner@example.com', contactEmail: 'chef.owner@example.com' });
    const res = await login(t.app, b.email, factoryPassword);
    expect(dataOf(res).user).toMatchObject({ id: b.id, type: 'chef' });
  });

  it('insertChef makes a chef account and its approved profile', async () => {
    const { account, profile } = await insertChef(t.database.db, {
      account: { name: 'Pedro Ruiz' },
      profile: { position: 12, approved: 0 },
    });
    const [stored] = await t.database.db.select().from(chefProfiles).where(eq(chefProfiles.id, profile.id));
    expect(stored).toMatchObject({ accountId: account.id, name: 'Pedro Ruiz', slug: 'pedro-ruiz' });
    expect(stored).toMatchObject({ position: 12, approved: 0, active: 1 });
    expect(account.type).toBe('chef');
  });

  it('insertChefProfile refuses what the schema refuses', async () => {
    const account = await insertAccount(t.database.db);
    await expect(insertChefProfile(t.database.db, { accountId: account.id, position: 99 })).rejects.toThrow();
    const profile = await insertChefProfile(t.database.db, { accountId: account.id });
    expect(profile).toMatchObject({ accountId: account.id, approved: 1, cuisines: [2] });
  });

  it('insertRestaurant makes a restaurant account with one main venue, or several', async () => {
    const single = await insertRestaurant(t.database.db);
    expect(single.account.type).toBe('restaurant');
    expect(single.venues).toHaveLength(1);
    expect(single.venues[0]).toMatchObject({ accountId: single.account.id, main: 1, approved: 1 });

    const group = await insertRestaurant(t.database.db, {
      account: { name: 'Grupo Mar' },
      venues: [{ name: 'El Faro de Vigo' }, {}, { active: 0 }],
    });
    const stored = await t.database.db
      .select()
      .from(restaurantProfiles)
      .where(eq(restaurantProfiles.accountId, group.account.id))
      .orderBy(restaurantProfiles.id);
    expect(stored.map((v) => v.main)).toEqual([1, 0, 0]);
    expect(stored.map((v) => v.active)).toEqual([1, 1, 0]);
    expect(stored[0]).toMatchObject({ name: 'El Faro de Vigo', slug: 'el-faro-de-vigo' });
    expect(new Set(stored.map((v) => v.name)).size).toBe(3);
  });

  it('insertVenue adds a venue to an existing account, and a second main one is refused', async () => {
    const { account } = await insertRestaurant(t.database.db);
    const venue = await insertVenue(t.database.db, { accountId: account.id, name: 'Casa Lume' });
    expect(venue).toMatchObject({ accountId: account.id, main: 0, slug: 'casa-lume' });
    await expect(insertVenue(t.database.db, { accountId: account.id, main: 1 })).rejects.toThrow();
  });

  it('insertOffer makes a live offer of a venue, with overrides', async () => {
    const { venues } = await insertRestaurant(t.database.db);
    const live = await insertOffer(t.database.db, { restaurantProfileId: venues[0].id });
    const paused = await insertOffer(t.database.db, {
      restaurantProfileId: venues[0].id,
      name: 'Commis Chef',
      status: 0,
      salaryType: 'hour',
      salaryFrom: '12.50',
      salaryTo: '15.00',
    });
    const stored = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.restaurantProfileId, venues[0].id))
      .orderBy(offers.id);
    expect(stored.map((o) => o.id)).toEqual([live.id, paused.id]);
    expect(stored[0]).toMatchObject({ status: 1, approved: 1, deletedAt: null, originalLanguage: 'en' });
    expect(stored[1]).toMatchObject({
      name: 'Commis Chef',
      slug: 'commis-chef',
      status: 0,
      salaryFrom: '12.50',
    });
    await expect(
      insertOffer(t.database.db, { restaurantProfileId: venues[0].id, salaryFrom: '50', salaryTo: '40' }),
    ).rejects.toThrow();
  });

  it('accounts made by the factories are ordinary rows', async () => {
    const { account } = await insertChef(t.database.db);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toEqual(account);
  });

  it("insertApplication makes a chef's application, or an offer the venue sent (D4)", async () => {
    const { profile } = await insertChef(t.database.db);
    const { venues } = await insertRestaurant(t.database.db);
    const [first, second] = await Promise.all([
      insertOffer(t.database.db, { restaurantProfileId: venues[0].id }),
      insertOffer(t.database.db, { restaurantProfileId: venues[0].id }),
    ]);
    const applied = await insertApplication(t.database.db, { offerId: first!.id, chefProfileId: profile.id });
    expect(applied).toMatchObject({ status: 2, disponibility: 1, invited: false, withdrawnAt: null });
    const sent = await insertApplication(t.database.db, {
      offerId: second!.id,
      chefProfileId: profile.id,
      invited: true,
    });
    expect(sent).toMatchObject({ status: 3, disponibility: 0, invited: true });
    // One application per chef and offer.
    await expect(
      insertApplication(t.database.db, { offerId: first!.id, chefProfileId: profile.id }),
    ).rejects.toThrow();
  });

  it('insertConversation, insertBlock and insertChefLanguage make valid rows', async () => {
    const chef = await insertChef(t.database.db);
    const restaurant = await insertRestaurant(t.database.db);
    const conversation = await insertConversation(t.database.db, {
      chefProfileId: chef.profile.id,
      restaurantProfileId: restaurant.venues[0].id,
    });
    expect(conversation).toMatchObject({ status: 1, blockerAccountId: null, lastMessageAt: null });
    const block = await insertBlock(t.database.db, restaurant.account.id, chef.account.id);
    expect(block).toMatchObject({
      blockerAccountId: restaurant.account.id,
      blockedAccountId: chef.account.id,
    });
    await expect(insertBlock(t.database.db, chef.account.id, chef.account.id)).rejects.toThrow();
    const language = await insertChefLanguage(t.database.db, chef.profile.id, 'pt');
    expect(language).toMatchObject({ chefProfileId: chef.profile.id, language: 'pt', level: 2 });
  });
});
