import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { blocks, reports } from '../../src/server/db/schema/index';
import { api, clearRateLimits, errorOf, login } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertAccount, insertChef, insertRestaurant } from '../factories';

/** moderation/report and moderation/block (spec doc 1 section 7, decisions D6), as the spec's client sends them. */
describe('moderation', () => {
  const t = useTestApp(() => ({ autoApprove: true }));
  beforeEach(() => clearRateLimits(t));

  async function tokenOf(email: string) {
    return (await login(t.app, email, factoryPassword)).token!;
  }

  it('a restaurant reports a chef: the report waits for the team, once while it is open', async () => {
    const restaurant = await insertRestaurant(t.database.db);
    const chef = await insertChef(t.database.db);
    const token = await tokenOf(restaurant.account.email);
    const form = { offender: String(chef.account.id), ischef: '1', lang: 'es', submit: '1' };
    const res = await api(t.app, 'moderation/report', form, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gracias: nuestro equipo revisará esta denuncia.');
    await api(t.app, 'moderation/report', { ...form, reason: 'Asked for money to apply.' }, { token });
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.offenderAccountId, chef.account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterAccountId: restaurant.account.id,
      offenderIsChef: true,
      status: 'open',
    });
  });

  it('refuses a report that names no such chef or restaurant, or oneself, and a visitor', async () => {
    const restaurant = await insertRestaurant(t.database.db);
    const staff = await insertAccount(t.database.db, { type: 'staff' });
    const token = await tokenOf(restaurant.account.email);
    const asChef = await api(
      t.app,
      'moderation/report',
      { offender: restaurant.account.id, ischef: 1 },
      { token: await tokenOf((await insertChef(t.database.db)).account.email) },
    );
    expect(errorOf(asChef).code).toBe('not_found');
    expect(
      errorOf(await api(t.app, 'moderation/report', { offender: 999_999, ischef: 1 }, { token })).code,
    ).toBe('not_found');
    expect(
      errorOf(await api(t.app, 'moderation/report', { offender: staff.id, ischef: 0 }, { token })).code,
    ).toBe('not_found');
    const self = await api(
      t.app,
      'moderation/report',
      { offender: restaurant.account.id, ischef: 0 },
      { token },
    );
    expect(errorOf(self).issues).toEqual([
      { field: 'offender', code: 'offender_self', message: 'You cannot report or block your own account.' },
    ]);
    expect(
      errorOf(await api(t.app, 'moderation/report', { offender: 'x', ischef: 1 }, { token })).issues?.[0]
        ?.field,
    ).toBe('offender');
    expect(
      (await api(t.app, 'moderation/report', { offender: restaurant.account.id, ischef: 0 })).status,
    ).toBe(401);
  });

  it('a chef blocks a restaurant: from then on neither sees the other, and blocking twice is once', async () => {
    const restaurant = await insertRestaurant(t.database.db);
    const chef = await insertChef(t.database.db);
    const chefToken = await tokenOf(chef.account.email);
    const restaurantToken = await tokenOf(restaurant.account.email);
    const show = () =>
      api(t.app, `chefs/show?id=${chef.profile.id}`, {}, { method: 'GET', token: restaurantToken });
    expect((await show()).status).toBe(200);

    const res = await api(
      t.app,
      'moderation/block',
      { offender: restaurant.account.id, lang: 'fr' },
      { token: chefToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('Bloqué');
    await api(t.app, 'moderation/block', { offender: restaurant.account.id }, { token: chefToken });
    const rows = await t.database.db
      .select()
      .from(blocks)
      .where(
        and(eq(blocks.blockerAccountId, chef.account.id), eq(blocks.blockedAccountId, restaurant.account.id)),
      );
    expect(rows).toHaveLength(1);
    expect(errorOf(await show()).code).toBe('not_found');
  });

  it('refuses to block oneself or an account that is not a chef or a restaurant', async () => {
    const chef = await insertChef(t.database.db);
    const staff = await insertAccount(t.database.db, { type: 'staff' });
    const token = await tokenOf(chef.account.email);
    expect(
      errorOf(await api(t.app, 'moderation/block', { offender: chef.account.id }, { token })).issues?.[0]
        ?.code,
    ).toBe('offender_self');
    expect(errorOf(await api(t.app, 'moderation/block', { offender: staff.id }, { token })).code).toBe(
      'not_found',
    );
    expect(
      await t.database.db.select().from(blocks).where(eq(blocks.blockerAccountId, chef.account.id)),
    ).toEqual([]);
  });
});
