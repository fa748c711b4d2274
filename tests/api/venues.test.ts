import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VenueView } from '../../src/shared/contracts/venues';
import { runModeration } from '../../src/server/cli/moderation';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  errorOf,
  issueMessage,
  issuesOf,
  login,
  registerUser,
  rows,
  lisbonPlace,
  type RegisteredUser,
  type UserAnswer,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertBlock,
  insertChef,
  insertOffer,
  insertRestaurant,
} from '../factories/index';

/** The venue calls (spec doc 2 sections 3, 5, 6 and 7; decisions D5, D6, D7, D9, D13). */

const place = lisbonPlace;

const aboutForm = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  name: 'Tasca do Largo',
  description: '<p>A small <b>tasca</b> by the river.</p>',
  rating: 2,
  ratingtype: 'michelin',
  url: 'https://tasca.example',
  cuisine: '10,2',
  worklanguage: 'pt',
  stageinfo: '<p>Stages on Mondays.</p>',
  emailmessage: 'Thank you for applying.',
  contactemail: 'Manager@Tasca.example',
  location: JSON.stringify(place),
  nationalities: 'PT,ES',
  visas: 'EUROPE',
  language: 'en',
  lang: 'en',
  submit: 1,
  ...overrides,
});

const week = {
  1: { lunchFrom: 12, lunchTo: 15, dinnerFrom: '19:30', dinnerTo: '23:00' },
  2: { lunchFrom: '', lunchTo: '', dinnerFrom: '', dinnerTo: '' },
  3: { lunchFrom: '12:00', lunchTo: '15:30', dinnerFrom: null, dinnerTo: null },
};

describe('venues', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const restaurant = (name = 'Marc Dubois') => registerUser(t.app, { type: 'restaurant', name });
  const rid = (user: RegisteredUser) => user.user.profiles[0]!.id;
  const show = (id: number, token?: string, lang = 'en') =>
    api<VenueView>(t.app, `restaurants/show?id=${id}&lang=${lang}`, {}, { method: 'GET', token });
  const about = (user: RegisteredUser, body: Record<string, unknown>) =>
    api<UserAnswer>(t.app, 'profile/aboutrestaurant', body, { token: user.token, form: true });
  const meta = (section: string, user: RegisteredUser, body: Record<string, unknown>) =>
    api<UserAnswer>(
      t.app,
      `profile/restaurantmeta/${section}`,
      { ...body, value: body.value === undefined ? undefined : JSON.stringify(body.value) },
      { token: user.token, form: true },
    );
  const approve = (id: number) => rows(t, sql`update restaurant_profiles set approved = 1 where id = ${id}`);
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;

  describe('profile/aboutrestaurant', () => {
    it('saves the about form of a venue and answers data.user', async () => {
      const marc = await restaurant();
      const res = await about(marc, aboutForm({ id: rid(marc) }));
      expect(res.status).toBe(200);
      expect(dataOf(res).user.profiles[0]).toMatchObject({ name: 'Tasca do Largo', slug: 'tasca-do-largo' });
      const view = dataOf(await show(rid(marc), marc.token));
      expect(view).toMatchObject({
        name: 'Tasca do Largo',
        description: '<p>A small <b>tasca</b> by the river.</p>',
        language: 'en',
        rating: 2,
        ratingType: 'michelin',
        url: 'https://tasca.example',
        cuisine: [10, 2],
        worklanguage: 'pt',
        nationalities: ['PT', 'ES'],
        visas: ['EUROPE'],
        stageinfo: '<p>Stages on Mondays.</p>',
        emailmessage: 'Thank you for applying.',
        contactemail: 'manager@tasca.example',
      });
      expect(view.location?.formatted_address).toBe('Lisbon, Portugal');
    });

    it('validates with localized messages, changing nothing', async () => {
      const marc = await restaurant();
      const res = await about(
        marc,
        aboutForm({
          id: rid(marc),
          name: 'Tas',
          description: '<p>abc</p>',
          cuisine: '',
          contactemail: 'not-an-email',
          url: 'tasca',
          worklanguage: 'xx',
          lang: 'fr',
        }),
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toMatchObject({
        name: 'min_4',
        cuisine: 'cuisine_required',
        contactemail: 'email_invalid',
        url: 'url_invalid',
        worklanguage: 'invalid_value',
      });
      expect(issueMessage(res, 'cuisine')).toBe('Veuillez choisir une cuisine.');
      const short = await about(marc, aboutForm({ id: rid(marc), description: '<p>abc</p>' }));
      expect(issuesOf(short)).toEqual({ description: 'min_4' });
      const empty = await about(marc, aboutForm({ id: rid(marc), description: '<p> </p>' }));
      expect(issuesOf(empty)).toEqual({ description: 'description_required' });
      const [row] = await rows<{ name: string }>(
        t,
        sql`select name from restaurant_profiles where id = ${rid(marc)}`,
      );
      expect(row!.name).toBe('Marc Dubois');
    });

    it("refuses a rating above the type's maximum", async () => {
      const marc = await restaurant();
      const res = await about(
        marc,
        aboutForm({ id: rid(marc), ratingtype: 'michelin', rating: 4, lang: 'es' }),
      );
      expect(issuesOf(res)).toEqual({ rating: 'rating_above_scale' });
      expect(issueMessage(res, 'rating')).toBe('Esta valoración supera el máximo del tipo elegido.');
      const stars = await about(marc, aboutForm({ id: rid(marc), ratingtype: 'stars', rating: 5 }));
      expect(stars.status).toBe(200);
      const none = await about(marc, aboutForm({ id: rid(marc), ratingtype: 'none', rating: 3 }));
      expect(issuesOf(none)).toEqual({ rating: 'rating_above_scale' });
    });

    it('sanitizes the rich texts against known XSS payloads', async () => {
      const marc = await restaurant();
      const payloads = [
        '<p>Hello<script>alert(1)</script> world</p>',
        '<p onclick="alert(1)">Hello <img src=x onerror=alert(1)>world</p>',
        '<p><a href="javascript:alert(1)">Hello</a> world</p>',
        '<svg onload=alert(1)><p>Hello world</p></svg>',
        '<p style="background:url(javascript:alert(1))">Hello world</p><iframe src="https://evil"></iframe>',
      ];
      for (const description of payloads) {
        const res = await about(marc, aboutForm({ id: rid(marc), description, stageinfo: description }));
        expect(res.status).toBe(200);
        const view = dataOf(await show(rid(marc), marc.token));
        for (const text of [view.description, view.stageinfo]) {
          expect(text).not.toMatch(/script|onerror|onclick|onload|javascript|iframe|style|<img|<a|<svg/i);
          expect(text).toContain('Hello');
        }
      }
      const contact = await about(
        marc,
        aboutForm({ id: rid(marc), description: '<p>Write to boss@tasca.example or www.tasca.example</p>' }),
      );
      expect(contact.status).toBe(200);
      const { description } = dataOf(await show(rid(marc), marc.token));
      expect(description).not.toContain('boss@tasca.example');
      expect(description).not.toContain('www.tasca.example');
    });

    it('keeps one version per language and shows the viewer theirs, else the first one', async () => {
      const marc = await restaurant();
      await approve(rid(marc));
      await about(
        marc,
        aboutForm({ id: rid(marc), description: '<p>Uma tasca junto ao rio.</p>', language: 'pt' }),
      );
      await about(
        marc,
        aboutForm({ id: rid(marc), description: '<p>A tasca by the river.</p>', language: 'en' }),
      );
      const inEnglish = dataOf(await show(rid(marc), undefined, 'en'));
      expect(inEnglish).toMatchObject({ description: '<p>A tasca by the river.</p>', language: 'en' });
      expect(inEnglish.translations).toEqual({
        pt: '<p>Uma tasca junto ao rio.</p>',
        en: '<p>A tasca by the river.</p>',
      });
      const inFrench = dataOf(await show(rid(marc), undefined, 'fr'));
      expect(inFrench).toMatchObject({ description: '<p>Uma tasca junto ao rio.</p>', language: 'pt' });
    });

    it('id 0 adds a venue to the account, in review and not main', async () => {
      const marc = await restaurant();
      const res = await about(marc, aboutForm({ id: 0, name: 'Casa Nova' }));
      expect(res.status).toBe(200);
      const profiles = dataOf(res).user.profiles;
      expect(profiles).toHaveLength(2);
      const added = profiles.find((p) => p.name === 'Casa Nova')!;
      expect(added).toMatchObject({ approved: '0', main: 0, active: 1 });
      expect((await show(added.id)).status).toBe(404);
      expect((await show(added.id, marc.token)).status).toBe(200);
      expect(await runModeration(t.database.db, ['approve', 'restaurant', String(added.id)])).toEqual({
        line: `Restaurant profile ${added.id} (Casa Nova) is approved.`,
        code: 0,
      });
      expect((await show(added.id)).status).toBe(200);
      expect(await runModeration(t.database.db, ['approve', 'restaurant', '999999999'])).toMatchObject({
        code: 1,
      });
    });

    it("refuses another account's venue, changing nothing", async () => {
      const marc = await restaurant();
      const other = await restaurant('Ana Garcia');
      const res = await about(other, aboutForm({ id: rid(marc), name: 'Stolen Name' }));
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ id: 'venue_not_found' });
      const [row] = await rows<{ name: string }>(
        t,
        sql`select name from restaurant_profiles where id = ${rid(marc)}`,
      );
      expect(row!.name).toBe('Marc Dubois');
      const chef = await registerUser(t.app, { type: 'chef' });
      expect((await about(chef, aboutForm({ id: rid(marc) }))).status).toBe(403);
      expect((await api(t.app, 'profile/aboutrestaurant', aboutForm())).status).toBe(401);
    });
  });

  describe('profile/restaurantmeta/*', () => {
    it('saves the week as one schedule, hours or HH:mm, empty days closed; delete clears it', async () => {
      const marc = await restaurant();
      const res = await meta('schedule', marc, { rid: rid(marc), id: 0, name: 'schedule', value: week });
      expect(res.status).toBe(200);
      const { schedule } = dataOf(await show(rid(marc), marc.token));
      expect(schedule!.id).toBe(rid(marc));
      expect(schedule!.value[1]).toEqual({
        lunchFrom: '12:00',
        lunchTo: '15:00',
        dinnerFrom: '19:30',
        dinnerTo: '23:00',
      });
      expect(schedule!.value[2]).toEqual({
        lunchFrom: null,
        lunchTo: null,
        dinnerFrom: null,
        dinnerTo: null,
      });
      expect(schedule!.value[3]).toMatchObject({ lunchTo: '15:30', dinnerFrom: null });
      expect(schedule!.value[7].lunchFrom).toBeNull();
      // Saving again with the schedule's id replaces the week.
      await meta('schedule', marc, {
        rid: rid(marc),
        id: rid(marc),
        value: { 5: { dinnerFrom: 20, dinnerTo: 1 } },
      });
      const again = dataOf(await show(rid(marc), marc.token)).schedule!;
      expect(again.value[1].lunchFrom).toBeNull();
      expect(again.value[5]).toMatchObject({ dinnerFrom: '20:00', dinnerTo: '01:00' });
      const removed = await meta('schedule', marc, { rid: rid(marc), id: rid(marc), action: 'delete' });
      expect(removed.status).toBe(200);
      expect(dataOf(await show(rid(marc), marc.token)).schedule).toBeNull();
    });

    it('refuses bad times and half services with localized messages', async () => {
      const marc = await restaurant();
      const res = await meta('schedule', marc, {
        rid: rid(marc),
        id: 0,
        value: { 1: { lunchFrom: '25:00', lunchTo: '15:00' }, 2: { dinnerFrom: '19:00' } },
      });
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({
        'value.1.lunchFrom': 'time_invalid',
        'value.2.dinnerTo': 'schedule_pair',
      });
      const pt = await api(
        t.app,
        'profile/restaurantmeta/schedule',
        {
          rid: rid(marc),
          id: 0,
          value: JSON.stringify({ 1: { lunchFrom: 'noon', lunchTo: 15 } }),
          lang: 'pt',
        },
        { token: marc.token, form: true },
      );
      expect(issueMessage(pt, 'value.1.lunchFrom')).toBe('Escolha uma hora da lista (HH:mm).');
      expect(dataOf(await show(rid(marc), marc.token)).schedule).toBeNull();
    });

    it('adds, changes and deletes chefs, covers and contact items', async () => {
      const marc = await restaurant();
      const r = rid(marc);
      expect(
        (await meta('chefs', marc, { rid: r, id: 0, value: { person: 'Rui Paiva', position: 1 } })).status,
      ).toBe(200);
      await meta('covers', marc, {
        rid: r,
        id: 0,
        value: { title: 'Terrace', description: '<p>Forty covers <b>outside</b>.</p>' },
        language: 'en',
      });
      await meta('address', marc, { rid: r, id: 0, value: place });
      await meta('address', marc, {
        rid: r,
        id: 0,
        order: 1,
        value: { location: place, formatted_address: 'Rua do Largo 3, Lisboa' },
      });
      await meta('phone', marc, { rid: r, id: 0, value: { value: '213 456 789' } });
      await meta('email', marc, { rid: r, id: 0, value: { value: 'Hello@Tasca.example' } });
      await meta('social', marc, {
        rid: r,
        id: 0,
        value: { type: 'ig', url: 'https://instagram.com/tasca' },
      });
      const view = dataOf(await show(r, marc.token));
      expect(view.chefs).toEqual([
        { id: expect.any(Number), order: 0, value: { person: 'Rui Paiva', position: 1 } },
      ]);
      expect(view.covers[0]!.value).toMatchObject({
        title: 'Terrace',
        description: '<p>Forty covers <b>outside</b>.</p>',
        language: 'en',
      });
      expect(view.contact.address.map((a) => a.value.formatted_address)).toEqual([
        'Lisbon, Portugal',
        'Rua do Largo 3, Lisbon',
      ]);
      expect(view.contact.phone[0]!.value).toBe('213 456 789');
      expect(view.contact.email[0]!.value).toBe('hello@tasca.example');
      expect(view.contact.social[0]!.value).toEqual({ type: 'ig', url: 'https://instagram.com/tasca' });
      expect(view.contact.visible).toBe(1);

      const chefId = view.chefs[0]!.id;
      await meta('chefs', marc, { rid: r, id: chefId, value: { person: 'Rui Paiva', position: 2 } });
      // A cover's text in another language is a second version of the same item.
      await meta('covers', marc, {
        rid: r,
        id: view.covers[0]!.id,
        value: { title: 'Esplanada', description: '<p>Quarenta lugares.</p>' },
        language: 'pt',
      });
      const changed = dataOf(await show(r, marc.token, 'pt'));
      expect(changed.chefs[0]!.value.position).toBe(2);
      expect(changed.covers[0]!.value).toMatchObject({
        title: 'Esplanada',
        description: '<p>Quarenta lugares.</p>',
      });
      expect(Object.keys(changed.covers[0]!.value.translations).sort()).toEqual(['en', 'pt']);

      for (const [section, list] of [
        ['chefs', changed.chefs],
        ['covers', changed.covers],
        ['address', changed.contact.address],
        ['phone', changed.contact.phone],
        ['email', changed.contact.email],
        ['social', changed.contact.social],
      ] as const) {
        const res = await meta(section, marc, { rid: r, id: list[0]!.id, action: 'delete' });
        expect(res.status, section).toBe(200);
      }
      const after = dataOf(await show(r, marc.token));
      expect(after.chefs).toEqual([]);
      expect(after.covers).toEqual([]);
      expect(after.contact.address).toHaveLength(1);
      expect(after.contact.phone).toEqual([]);
    });

    it('validates each item with localized field issues', async () => {
      const marc = await restaurant();
      const r = rid(marc);
      const cases: [string, unknown, Record<string, string>][] = [
        [
          'chefs',
          { person: '', position: '' },
          { 'value.person': 'person_required', 'value.position': 'position_required' },
        ],
        ['covers', { title: '', description: '' }, { 'value.title': 'title_required' }],
        [
          'covers',
          { title: 'Terrace', description: '<p></p>' },
          { 'value.description': 'description_required' },
        ],
        ['address', {}, { 'value.location': 'address_required' }],
        ['address', { location: { formatted_address: 'x' } }, { 'value.location': 'location_invalid' }],
        ['phone', { value: '' }, { 'value.value': 'phone_required' }],
        ['phone', { value: '+44 abc' }, { 'value.value': 'phone_digits' }],
        ['email', { value: '' }, { 'value.value': 'venue_email_required' }],
        ['email', { value: 'nope' }, { 'value.value': 'email_invalid' }],
        [
          'social',
          { type: '', url: '' },
          { 'value.type': 'social_type_required', 'value.url': 'social_url_required' },
        ],
        [
          'social',
          { type: 'xx', url: 'instagram' },
          { 'value.type': 'invalid_value', 'value.url': 'url_invalid' },
        ],
      ];
      for (const [section, value, issues] of cases) {
        const res = await meta(section, marc, { rid: r, id: 0, value });
        expect(res.status, section).toBe(400);
        expect(issuesOf(res), `${section} ${JSON.stringify(value)}`).toEqual(issues);
      }
      const es = await api(
        t.app,
        'profile/restaurantmeta/chefs',
        { rid: r, id: 0, value: JSON.stringify({ person: '', position: 3 }), lang: 'es' },
        { token: marc.token, form: true },
      );
      expect(issueMessage(es, 'value.person')).toBe('Introduce el nombre de la persona.');
      expect(issuesOf(await meta('chefs', marc, { id: 0, value: { person: 'Rui', position: 1 } }))).toEqual({
        rid: 'required',
      });
      const view = dataOf(await show(r, marc.token));
      expect([view.chefs, view.covers, view.contact.address, view.contact.phone]).toEqual([[], [], [], []]);
    });

    it("refuses another account's venue and items, changing nothing", async () => {
      const marc = await restaurant();
      const other = await restaurant('Ana Garcia');
      await meta('chefs', marc, { rid: rid(marc), id: 0, value: { person: 'Rui Paiva', position: 1 } });
      await meta('schedule', marc, { rid: rid(marc), id: 0, value: week });
      const itemId = dataOf(await show(rid(marc), marc.token)).chefs[0]!.id;

      const onTheirVenue = await meta('chefs', other, {
        rid: rid(marc),
        id: 0,
        value: { person: 'Intruder', position: 1 },
      });
      expect(onTheirVenue.status).toBe(400);
      expect(issuesOf(onTheirVenue)).toEqual({ rid: 'venue_not_found' });
      const change = await meta('chefs', other, {
        rid: rid(other),
        id: itemId,
        value: { person: 'Stolen', position: 1 },
      });
      expect(issuesOf(change)).toEqual({ id: 'item_not_found' });
      const remove = await meta('chefs', other, { rid: rid(other), id: itemId, action: 'delete' });
      expect(issuesOf(remove)).toEqual({ id: 'item_not_found' });
      const removeThere = await meta('chefs', other, { rid: rid(marc), id: itemId, action: 'delete' });
      expect(issuesOf(removeThere)).toEqual({ rid: 'venue_not_found' });
      const week2 = await meta('schedule', other, { rid: rid(other), id: rid(marc), value: week });
      expect(issuesOf(week2)).toEqual({ id: 'item_not_found' });
      const clear = await meta('schedule', other, { rid: rid(marc), id: rid(marc), action: 'delete' });
      expect(issuesOf(clear)).toEqual({ rid: 'venue_not_found' });
      expect(
        (await meta('chefs', other, { rid: 2_000_000_000, id: 0, value: { person: 'X', position: 1 } }))
          .status,
      ).toBe(400);

      const view = dataOf(await show(rid(marc), marc.token));
      expect(view.chefs.map((c) => c.value.person)).toEqual(['Rui Paiva']);
      expect(view.schedule).not.toBeNull();
      expect(dataOf(await show(rid(other), other.token)).chefs).toEqual([]);
    });
  });

  describe('profile/togglerestaurant and profile/setmainprofile', () => {
    it('toggles a venue between active and hidden', async () => {
      const marc = await restaurant();
      await approve(rid(marc));
      const off = await api<UserAnswer>(
        t.app,
        'profile/togglerestaurant',
        { rid: rid(marc), lang: 'en', submit: 1 },
        { token: marc.token, form: true },
      );
      expect(dataOf(off).user.profiles[0]!.active).toBe(0);
      expect((await show(rid(marc))).status).toBe(404);
      expect((await show(rid(marc), marc.token)).status).toBe(200);
      const on = await api<UserAnswer>(
        t.app,
        'profile/togglerestaurant',
        { rid: rid(marc) },
        { token: marc.token },
      );
      expect(dataOf(on).user.profiles[0]!.active).toBe(1);
      expect((await show(rid(marc))).status).toBe(200);
      const other = await restaurant('Ana Garcia');
      const theirs = await api(t.app, 'profile/togglerestaurant', { rid: rid(marc) }, { token: other.token });
      expect(issuesOf(theirs)).toEqual({ rid: 'venue_not_found' });
    });

    it('setmainprofile leaves exactly one main venue', async () => {
      const marc = await restaurant();
      await about(marc, aboutForm({ id: 0, name: 'Casa Nova' }));
      const third = await about(marc, aboutForm({ id: 0, name: 'Casa Velha' }));
      const profiles = dataOf(third).user.profiles;
      const velha = profiles.find((p) => p.name === 'Casa Velha')!;
      const res = await api<UserAnswer>(
        t.app,
        'profile/setmainprofile',
        { rid: velha.id, lang: 'en', submit: 1 },
        { token: marc.token, form: true },
      );
      expect(res.status).toBe(200);
      const user = dataOf(res).user;
      expect(user.main?.id).toBe(velha.id);
      expect(user.profiles.filter((p) => p.main === 1).map((p) => p.id)).toEqual([velha.id]);
      const again = await api<UserAnswer>(
        t.app,
        'profile/setmainprofile',
        { rid: velha.id },
        { token: marc.token },
      );
      expect(dataOf(again).user.profiles.filter((p) => p.main === 1)).toHaveLength(1);
      const other = await restaurant('Ana Garcia');
      const theirs = await api(t.app, 'profile/setmainprofile', { rid: velha.id }, { token: other.token });
      expect(issuesOf(theirs)).toEqual({ rid: 'venue_not_found' });
      // Two switches at once take turns: both succeed, one venue stays main.
      const both = await Promise.all(
        profiles.map((p) => api(t.app, 'profile/setmainprofile', { rid: p.id }, { token: marc.token })),
      );
      expect(both.map((r) => r.status)).toEqual(profiles.map(() => 200));
      const [{ mains } = { mains: 0 }] = await rows<{ mains: number }>(
        t,
        sql`select count(*)::int as mains from restaurant_profiles where account_id = ${marc.user.id} and main = 1`,
      );
      expect(mains).toBe(1);
    });
  });

  describe('restaurants/show: who sees what (D6, D13)', () => {
    it('hides a venue in review from others, and from a chef the venue blocked', async () => {
      const marc = await restaurant();
      expect(marc.user.profiles[0]!.approved).toBe('0');
      const chef = await insertChef(t.database.db);
      const chefToken = await tokenOf(chef.account.email);
      expect((await show(rid(marc))).status).toBe(404);
      expect((await show(rid(marc), chefToken)).status).toBe(404);
      expect((await show(rid(marc), marc.token)).status).toBe(200);
      await approve(rid(marc));
      expect((await show(rid(marc))).status).toBe(200);
      expect((await show(rid(marc), chefToken)).status).toBe(200);
      await insertBlock(t.database.db, marc.user.id, chef.account.id);
      expect((await show(rid(marc), chefToken)).status).toBe(404);
      expect((await show(rid(marc), marc.token)).status).toBe(200);
    });

    it('shows e-mails and phones to a chef only when the venue is premium and related; private fields to the owner', async () => {
      const db = t.database.db;
      const premium = await insertRestaurant(db, { account: { subscription: 1, subscriptionStatus: 1 } });
      const free = await insertRestaurant(db);
      const chef = await insertChef(db);
      const stranger = await insertChef(db);
      const chefToken = await tokenOf(chef.account.email);
      const strangerToken = await tokenOf(stranger.account.email);
      const ownerToken = await tokenOf(premium.account.email);
      const owner = {
        user: { profiles: [premium.venues[0]] },
        token: ownerToken,
      } as unknown as RegisteredUser;
      const freeOwner = {
        user: { profiles: [free.venues[0]] },
        token: await tokenOf(free.account.email),
      } as unknown as RegisteredUser;
      for (const who of [owner, freeOwner]) {
        await meta('email', who, { rid: rid(who), id: 0, value: { value: 'jobs@venue.example' } });
        await meta('phone', who, { rid: rid(who), id: 0, value: { value: '213 000 111' } });
        await meta('social', who, {
          rid: rid(who),
          id: 0,
          value: { type: 'fb', url: 'https://fb.example/venue' },
        });
      }
      for (const venue of [premium.venues[0], free.venues[0]]) {
        const offer = await insertOffer(db, { restaurantProfileId: venue.id });
        await insertApplication(db, { offerId: offer.id, chefProfileId: chef.profile.id });
      }

      const related = dataOf(await show(premium.venues[0].id, chefToken));
      expect(related).toMatchObject({ premium: 1, status: 3, related: 1, inapply: 1, invited: 0 });
      expect(related.contact).toMatchObject({ visible: 1, email: [{ value: 'jobs@venue.example' }] });
      expect(related.contact.phone[0]!.value).toBe('213 000 111');
      expect(related).toMatchObject({
        emailmessage: null,
        contactemail: null,
        emailmessageTranslations: null,
      });

      const unrelated = dataOf(await show(premium.venues[0].id, strangerToken));
      expect(unrelated).toMatchObject({ related: 0, contact: { visible: 0, email: [], phone: [] } });
      expect(unrelated.contact.social).toHaveLength(1);
      const anonymous = dataOf(await show(premium.venues[0].id));
      expect(anonymous.contact).toMatchObject({ visible: 0, email: [], phone: [] });

      const relatedFree = dataOf(await show(free.venues[0].id, chefToken));
      expect(relatedFree).toMatchObject({
        premium: 0,
        status: 1,
        related: 1,
        contact: { visible: 0, email: [] },
      });
      const own = dataOf(await show(free.venues[0].id, freeOwner.token));
      expect(own.contact).toMatchObject({ visible: 1, email: [{ value: 'jobs@venue.example' }] });
      expect(own.emailmessageTranslations).toEqual({});
    });

    it("lists the venue's live offers only", async () => {
      const db = t.database.db;
      const { venues } = await insertRestaurant(db);
      const live = await insertOffer(db, { restaurantProfileId: venues[0].id, name: 'Head Chef wanted' });
      await insertOffer(db, { restaurantProfileId: venues[0].id, name: 'Paused offer', status: 0 });
      await insertOffer(db, { restaurantProfileId: venues[0].id, name: 'In review offer', approved: 0 });
      await insertOffer(db, {
        restaurantProfileId: venues[0].id,
        name: 'Deleted offer',
        deletedAt: new Date(),
      });
      const view = dataOf(await show(venues[0].id));
      expect(view.offers.total).toBe(1);
      expect(view.offers.list[0]).toMatchObject({ id: live.id, name: 'Head Chef wanted', hidesalary: 0 });
    });

    it('takes POST as the spec client sends it, and refuses a bad id', async () => {
      const { venues } = await insertRestaurant(t.database.db);
      const res = await api<VenueView>(
        t.app,
        'restaurants/show',
        { id: String(venues[0].id), lang: 'en', submit: 1 },
        { form: true },
      );
      expect(dataOf(res).id).toBe(venues[0].id);
      expect(dataOf(res).images).toMatchObject({ logo: null, header: null, image1: null });
      expect(issuesOf(await show(0))).toEqual({ id: 'invalid_value' });
      expect((await show(2_000_000_000)).status).toBe(404);
      expect(errorOf(await show(2_000_000_000)).code).toBe('not_found');
    });

    it('answers in the same number of queries whatever the number of items', async () => {
      const marc = await restaurant();
      await approve(rid(marc));
      const chef = await insertChef(t.database.db);
      const chefToken = await tokenOf(chef.account.email);
      // The job queue's polling shares the pool: countQueries leaves its queries out.
      const count = (token?: string) =>
        countQueries(t, async () => expect((await show(rid(marc), token)).status).toBe(200));
      // One offer first: an empty offers block skips its images' two queries.
      await insertOffer(t.database.db, { restaurantProfileId: rid(marc) });
      const few = [await count(), await count(chefToken)];
      const r = rid(marc);
      await meta('schedule', marc, { rid: r, id: 0, value: week });
      for (let i = 0; i < 5; i++) {
        await meta('chefs', marc, { rid: r, id: 0, value: { person: `Cook ${i}`, position: 5 } });
        await meta('covers', marc, {
          rid: r,
          id: 0,
          value: { title: `Room ${i}`, description: 'Twenty seats.' },
        });
        await meta('address', marc, { rid: r, id: 0, value: place });
        await meta('phone', marc, { rid: r, id: 0, value: { value: `21300011${i}` } });
        await meta('email', marc, { rid: r, id: 0, value: { value: `team${i}@venue.example` } });
        await meta('social', marc, { rid: r, id: 0, value: { type: 'tw', url: `https://x.example/${i}` } });
        await insertOffer(t.database.db, { restaurantProfileId: r });
      }
      expect([await count(), await count(chefToken)]).toEqual(few);
    });
  });
});

describe('venues with AUTO_APPROVE=1 (D6)', () => {
  const t = useTestApp({ autoApprove: true });

  it('a new venue is live at once', async () => {
    const marc = await registerUser(t.app, { type: 'restaurant', name: 'Marc Dubois' });
    const res = await api<UserAnswer>(
      t.app,
      'profile/aboutrestaurant',
      aboutForm({ id: 0, name: 'Casa Nova' }),
      {
        token: marc.token,
        form: true,
      },
    );
    const added = dataOf(res).user.profiles.find((p) => p.name === 'Casa Nova')!;
    expect(added.approved).toBe('1');
    const view = await api<VenueView>(t.app, `restaurants/show?id=${added.id}`, {}, { method: 'GET' });
    expect(dataOf(view)).toMatchObject({ approved: '1', name: 'Casa Nova' });
  });
});
