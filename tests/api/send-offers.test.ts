import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscribeOutput } from '../../src/shared/contracts/applications';
import type { NotificationView } from '../../src/shared/contracts/notifications';
import enErrors from '../../src/shared/i18n/en/errors.json';
import { api, clearRateLimits, dataOf, errorOf, issuesOf, login, rows, type ApiResult } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertApplication, insertBlock, insertChef } from '../factories/index';
import { insertChefLanguage, insertOffer, insertRestaurant, type Venue } from '../factories/index';

/**
 * A premium venue sends one of its live offers to chefs it picked (offer/subscribe with `cid` and `oid`;
 * spec doc 2 sections 6 and 7, decisions D5, D6 and D9): each chef who can take it gets the offer and
 * is told; the others are skipped with why, and only when nobody gets it is the call refused.
 */
describe('a venue sends its offer to chefs', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const send = (token: string, oid: number, chefs: number[] | string) =>
    api<SubscribeOutput>(
      t.app,
      'offer/subscribe',
      { cid: Array.isArray(chefs) ? chefs.join(',') : chefs, oid },
      { token },
    );
  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  /** A venue (premium unless told) asking for French speakers of France, with a live offer. */
  async function venue(options: { premium?: boolean; venue?: Partial<Venue> } = {}) {
    const made = await insertRestaurant(db(), {
      account: { subscription: options.premium === false ? 0 : 1 },
      venues: [{ nationalities: ['FR'], workLanguage: 'fr', ...options.venue }],
    });
    const offer = await insertOffer(db(), { restaurantProfileId: made.venues[0].id });
    return { ...made, venue: made.venues[0], offer, token: await tokenOf(made.account.email) };
  }

  /** A French chef speaking French (in the venue's audience), unless told otherwise. */
  async function chef(nationalities = ['FR'], languages = ['fr']) {
    const made = await insertChef(db(), { profile: { nationalities } });
    for (const language of languages) await insertChefLanguage(db(), made.profile.id, language);
    return made;
  }

  const applicationsOf = (offerId: number) =>
    rows<{ chef_profile_id: number; status: number; invited: boolean }>(
      t,
      sql`select chef_profile_id, status, invited from applications where offer_id = ${offerId} order by id`,
    );

  it('sends to those who can take it and skips the others with why: already, outside the audience, not available', async () => {
    const marc = await venue();
    const ok = await chef();
    const applied = await chef();
    await insertApplication(db(), { offerId: marc.offer.id, chefProfileId: applied.profile.id });
    // Declared another nationality and no French: both parts leave the chef out.
    const outsider = await chef(['ES'], ['es']);
    // Declared nothing yet: the venue chose the chef, so the offer reaches them (they add it to take it).
    const undeclared = await chef([], []);
    const blocked = await chef();
    await insertBlock(db(), blocked.account.id, marc.account.id);
    const hidden = await insertChef(db(), { profile: { approved: 0 } });
    const cids = [ok, applied, outsider, undeclared, blocked, hidden].map((c) => c.profile.id);

    const res = await send(marc.token, marc.offer.id, cids);
    expect(res.status, res.text).toBe(201);
    const data = dataOf(res);
    const made = (cid: number) => ({ id: expect.any(Number), oid: marc.offer.id, cid, statusid: 3 });
    expect(data.applications).toEqual([made(ok.profile.id), made(undeclared.profile.id)]);
    expect(data.already).toEqual([applied.profile.id]);
    expect(data.skipped).toEqual(
      [
        { cid: applied.profile.id, reason: 'already' },
        { cid: outsider.profile.id, reason: 'outside_audience', parts: ['nationality', 'language'] },
        { cid: blocked.profile.id, reason: 'not_available' },
        { cid: hidden.profile.id, reason: 'not_available' },
      ].sort((a, b) => a.cid - b.cid),
    );
    expect(await applicationsOf(marc.offer.id)).toEqual([
      { chef_profile_id: applied.profile.id, status: 2, invited: false },
      { chef_profile_id: ok.profile.id, status: 3, invited: true },
      { chef_profile_id: undeclared.profile.id, status: 3, invited: true },
    ]);
  });

  it('names only the part of the audience a chef is outside of', async () => {
    const marc = await venue();
    const speaksSpanish = await chef(['FR'], ['es']);
    const spanish = await chef(['ES'], ['fr']);
    const ok = await chef();
    const data = dataOf(
      await send(
        marc.token,
        marc.offer.id,
        [speaksSpanish, spanish, ok].map((c) => c.profile.id),
      ),
    );
    expect(data.applications.map((a) => a.cid)).toEqual([ok.profile.id]);
    expect(data.skipped).toEqual([
      { cid: speaksSpanish.profile.id, reason: 'outside_audience', parts: ['language'] },
      { cid: spanish.profile.id, reason: 'outside_audience', parts: ['nationality'] },
    ]);
  });

  it('tells each chef who received it', async () => {
    const marc = await venue({ venue: { name: 'Casa Lume' } });
    const ana = await chef();
    const outsider = await chef(['ES'], ['es']);
    dataOf(await send(marc.token, marc.offer.id, [ana.profile.id, outsider.profile.id]));
    const read = async (account: { email: string }) =>
      dataOf(
        await api<NotificationView[]>(
          t.app,
          'notifications/user',
          {},
          { token: await tokenOf(account.email) },
        ),
      );
    const [news] = await read(ana.account);
    expect(news).toMatchObject({
      kind: 'offer_received',
      read: 0,
      payload: { title: expect.stringContaining('Casa Lume') },
    });
    expect(await read(outsider.account)).toEqual([]);
  });

  it('refuses when nobody can take it: 409 already_applied when all had it, else 409 chefs_cannot_receive', async () => {
    const marc = await venue();
    const ana = await chef();
    dataOf(await send(marc.token, marc.offer.id, [ana.profile.id]));
    const again = await send(marc.token, marc.offer.id, [ana.profile.id]);
    expectRefused(again, 409, 'already_applied');
    // In the venue's words, not the chef's "You have already applied".
    expect(errorOf(again).message).toBe(enErrors.already_sent_to_chefs);
    expect(errorOf(again).detail).toEqual({ skipped: [{ cid: ana.profile.id, reason: 'already' }] });
    const outsider = await chef(['ES'], ['es']);
    const blocked = await chef();
    await insertBlock(db(), marc.account.id, blocked.account.id);
    const none = await send(marc.token, marc.offer.id, [
      ana.profile.id,
      outsider.profile.id,
      blocked.profile.id,
    ]);
    expectRefused(none, 409, 'chefs_cannot_receive');
    expect(errorOf(none).message).toBe(enErrors.chefs_cannot_receive);
    expect(errorOf(none).detail).toEqual({
      skipped: [
        { cid: ana.profile.id, reason: 'already' },
        { cid: outsider.profile.id, reason: 'outside_audience', parts: ['nationality', 'language'] },
        { cid: blocked.profile.id, reason: 'not_available' },
      ],
    });
    // A chef id that names nobody is one the venue cannot reach.
    expectRefused(await send(marc.token, marc.offer.id, [2_000_000_000]), 409, 'chefs_cannot_receive');
    expect(await applicationsOf(marc.offer.id)).toHaveLength(1);
  });

  it('needs a premium venue and a live offer of the account', async () => {
    const ana = await chef();
    const free = await venue({ premium: false });
    expectRefused(await send(free.token, free.offer.id, [ana.profile.id]), 403, 'premium_required');
    const marc = await venue();
    expectRefused(await send(marc.token, free.offer.id, [ana.profile.id]), 404, 'offer_not_found');
    const paused = await insertOffer(db(), { restaurantProfileId: marc.venue.id, status: 0 });
    expectRefused(await send(marc.token, paused.id, [ana.profile.id]), 404, 'offer_not_available');
    const inReview = await insertOffer(db(), { restaurantProfileId: marc.venue.id, approved: 0 });
    expectRefused(await send(marc.token, inReview.id, [ana.profile.id]), 404, 'offer_not_available');
    for (const offer of [free.offer, paused, inReview]) expect(await applicationsOf(offer.id)).toEqual([]);
  });

  it('takes at most 10 chefs a send; 11 are refused by validation', async () => {
    const marc = await venue({ venue: { nationalities: [], workLanguage: null } });
    const eleven = await Promise.all(Array.from({ length: 11 }, () => insertChef(db())));
    const tooMany = await send(
      marc.token,
      marc.offer.id,
      eleven.map((c) => c.profile.id),
    );
    expect(tooMany.status, tooMany.text).toBe(400);
    expect(issuesOf(tooMany)).toEqual({ cid: 'chefs_max' });
    expect(await applicationsOf(marc.offer.id)).toEqual([]);
    // The same chef twice counts once.
    const ten = [...eleven.slice(0, 10).map((c) => c.profile.id), eleven[0]!.profile.id];
    const data = dataOf(await send(marc.token, marc.offer.id, ten));
    expect(data.applications).toHaveLength(10);
    expect(data.skipped).toEqual([]);
  });
});
