import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChefProfileView } from '../../src/shared/contracts/chef-profiles';
import { accounts } from '../../src/server/db/schema/index';
import { approveChef, runModeration } from '../../src/server/cli/moderation';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  issueMessage,
  issuesOf,
  registerUser,
  rows,
  lisbonPlace,
  chefEducation as education,
  chefExperience as experience,
  type RegisteredUser,
  type UserAnswer,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { insertApplication, insertBlock, insertOffer, insertRestaurant } from '../factories/index';
import { countryIds, visaIds } from '../../src/shared/reference/countries';
import { cuisineIds } from '../../src/shared/reference/cuisines';
import { spokenLanguageCodes } from '../../src/shared/reference/spoken-languages';

/** The chef profile calls (spec doc 1 sections 3, 5, 6 and 7; decisions D6, D7, D13). */

describe('chef profiles', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const chef = () => registerUser(t.app, { type: 'chef', name: 'Ana Garcia' });
  const profileId = (user: RegisteredUser) => user.user.profile!.id;
  const show = (id: number, token?: string, lang = 'en') =>
    api<ChefProfileView>(t.app, `chefs/show?id=${id}&lang=${lang}`, {}, { method: 'GET', token });
  const meta = (section: string, user: RegisteredUser, body: Record<string, unknown>) =>
    api<UserAnswer>(
      t.app,
      `profile/chefmeta/${section}`,
      { ...body, value: body.value === undefined ? undefined : JSON.stringify(body.value) },
      { token: user.token, form: true },
    );
  const approve = (user: RegisteredUser) =>
    rows(t, sql`update chef_profiles set approved = 1 where id = ${profileId(user)}`);

  describe('profile/aboutchef and profile/infochef', () => {
    it('saves the facts and answers data.user', async () => {
      const ana = await chef();
      const res = await api<UserAnswer>(
        t.app,
        'profile/aboutchef',
        {
          name: 'Ana María García',
          position: '4',
          dob: '1990-05-17',
          location: JSON.stringify(lisbonPlace),
          nationalities: 'ES,PT',
          visas: 'EUROPE,GB',
          cuisine: '2,5',
          description: '<p>I cook <i>seafood</i>.</p>',
          submit: 1,
          lang: 'en',
        },
        { token: ana.token, form: true },
      );
      expect(res.status).toBe(200);
      expect(dataOf(res).user.profile).toMatchObject({ name: 'Ana María García', slug: 'ana-maria-garcia' });
      const view = dataOf(await show(profileId(ana), ana.token));
      expect(view).toMatchObject({
        position: 4,
        dob: '1990-05-17',
        nationalities: ['ES', 'PT'],
        visas: ['EUROPE', 'GB'],
        cuisine: [2, 5],
        description: '<p>I cook <i>seafood</i>.</p>',
        language: 'en',
      });
      expect(view.location?.formatted_address).toBe('Lisbon, Portugal');
    });

    it('saves a live profile with every nationality, visa, cuisine and language (one index holds them all)', async () => {
      const ana = await chef();
      const res = await api(
        t.app,
        'profile/aboutchef',
        {
          name: 'Ana Garcia',
          position: '4',
          nationalities: countryIds.join(','),
          visas: visaIds.join(','),
          cuisine: cuisineIds.join(','),
          lang: 'en',
        },
        { token: ana.token, form: true },
      );
      expect(res.status).toBe(200);
      await rows(t, sql`update chef_profiles set approved = 1, active = 1 where id = ${profileId(ana)}`);
      await rows(
        t,
        sql`insert into chef_languages (chef_profile_id, language, level)
            select ${profileId(ana)}, code, 2 from unnest(string_to_array(${spokenLanguageCodes.join(',')}, ',')) code`,
      );
      const [saved] = await rows<{ n: number; v: number; c: number; l: number }>(
        t,
        sql`select cardinality(nationalities) as n, cardinality(visas) as v, cardinality(cuisines) as c,
                   cardinality(languages) as l from chef_profiles where id = ${profileId(ana)}`,
      );
      expect(saved).toEqual({
        n: countryIds.length,
        v: visaIds.length,
        c: cuisineIds.length,
        l: spokenLanguageCodes.length,
      });
    });

    it('refuses unknown position and country codes with localized messages, changing nothing', async () => {
      const ana = await chef();
      const res = await api(
        t.app,
        'profile/aboutchef',
        { name: 'Ana', position: '99', nationalities: 'ES,XX', visas: 'ZZ', cuisine: '999', lang: 'es' },
        { token: ana.token, form: true },
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toMatchObject({
        position: 'invalid_value',
        nationalities: 'country_invalid',
        visas: 'country_invalid',
        cuisine: 'invalid_value',
      });
      expect(issueMessage(res, 'nationalities')).toBe('Elige países de la lista.');
      const missing = await api(t.app, 'profile/aboutchef', { name: 'A' }, { token: ana.token });
      expect(issuesOf(missing)).toMatchObject({ name: 'name_min', position: 'position_required' });
      const [row] = await rows<{ position: number | null }>(
        t,
        sql`select position from chef_profiles where id = ${profileId(ana)}`,
      );
      expect(row!.position).toBeNull();
    });

    it('refuses a birth date that is not a real past date', async () => {
      const ana = await chef();
      for (const dob of ['2020-02-30', '17/05/1990', '2999-01-01']) {
        const res = await api(
          t.app,
          'profile/aboutchef',
          { name: 'Ana', position: 1, dob },
          { token: ana.token },
        );
        expect(issuesOf(res)).toEqual({ dob: 'date_invalid' });
      }
    });

    it('infochef saves the account contact details and its language (language is data)', async () => {
      const ana = await chef();
      const res = await api<UserAnswer>(
        t.app,
        'profile/infochef',
        {
          name: 'Ana Garcia',
          position: 2,
          contactemail: 'Ana.Work@Example.com',
          phone: '612 345 678',
          language: 'fr',
          lang: 'en',
          nationalities: 'ES',
        },
        { token: ana.token, form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your profile has been saved.');
      expect(dataOf(res).user).toMatchObject({
        contactemail: 'ana.work@example.com',
        phone: '612 345 678',
        language: 'fr',
      });
      const bad = await api(
        t.app,
        'profile/infochef',
        {
          name: 'Ana',
          position: 2,
          contactemail: 'nope',
          phone: '12ab',
          password: 'abcdefgh',
          rpassword: 'x',
        },
        { token: ana.token },
      );
      expect(issuesOf(bad)).toMatchObject({
        contactemail: 'email_invalid',
        phone: 'phone_digits',
        rpassword: 'password_min',
      });
    });

    it('is for chefs only', async () => {
      const venue = await registerUser(t.app, { type: 'restaurant', name: 'Casa Pepe' });
      expect((await api(t.app, 'profile/aboutchef', {}, { token: venue.token })).status).toBe(403);
      expect((await api(t.app, 'profile/toggleChef', {})).status).toBe(401);
    });
  });

  describe('rich text (D7)', () => {
    const payloads = [
      '<script>alert(1)</script>Hello',
      '<img src=x onerror=alert(1)>Hello',
      '<svg/onload=alert(1)>Hello',
      '<a href="javascript:alert(1)">Hello</a>',
      '<p onclick="alert(1)" style="color:red">Hello</p>',
      '<iframe src="https://evil.example"></iframe>Hello',
      '<b><scr<script>ipt>alert(1)</script></b>Hello',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Hello',
      '"><body onload=alert(1)>Hello',
      '<object data="data:text/html,<script>alert(1)</script>"></object>Hello',
    ];

    it.each(payloads)('stores %s without anything that runs', async (payload) => {
      const ana = await chef();
      const res = await api(t.app, 'profile/descriptionchef', { description: payload }, { token: ana.token });
      expect(res.status).toBe(200);
      const [row] = await rows<{ description: Record<string, string> }>(
        t,
        sql`select description from chef_profiles where id = ${profileId(ana)}`,
      );
      const stored = Object.values(row!.description).join('');
      expect(stored).toContain('Hello');
      expect(stored).not.toMatch(/<(script|img|svg|iframe|object|style|math|body|a)\b/i);
      expect(stored).not.toMatch(/on\w+=|javascript:|style=/i);
    });

    it('keeps bold, italic, underline and lists, and nothing else', async () => {
      const ana = await chef();
      await api(
        t.app,
        'profile/descriptionchef',
        {
          description:
            '<h1>Title</h1><p><strong>a</strong> <em>b</em> <u>c</u> <span class="x">d</span></p><ul><li>one</li></ul><ol><li>two</li></ol>',
        },
        { token: ana.token },
      );
      expect(dataOf(await show(profileId(ana), ana.token)).description).toBe(
        'Title<p><strong>a</strong> <em>b</em> <u>c</u> d</p><ul><li>one</li></ul><ol><li>two</li></ol>',
      );
    });

    it('replaces URLs and e-mail addresses by the notices of the text language', async () => {
      const ana = await chef();
      await api(
        t.app,
        'profile/descriptionchef',
        { description: '<p>Mira www.mi-web.com o escribe a ana@example.com</p>', language: 'es', lang: 'en' },
        { token: ana.token, form: true },
      );
      const view = dataOf(await show(profileId(ana), ana.token, 'es'));
      expect(view.description).toBe(
        '<p>Mira [no se permiten URL] o escribe a [no se permiten correos electrónicos]</p>',
      );
    });

    it('refuses empty, one-letter and over-long texts', async () => {
      const ana = await chef();
      const post = (description: string) =>
        api(t.app, 'profile/descriptionchef', { description }, { token: ana.token });
      expect(issuesOf(await post('<p> </p><script>x</script>'))).toEqual({
        description: 'description_required',
      });
      expect(issuesOf(await post('<b>a</b>'))).toEqual({ description: 'min_2' });
      const long = await post(`<p>${'a'.repeat(5001)}</p>`);
      expect(issuesOf(long)).toEqual({ description: 'text_too_long' });
      expect(issueMessage(long, 'description')).toBe('The text can be at most 5000 characters long.');
      expect((await post(`<p>${'<b>a</b>'.repeat(5000)}</p>`)).status).toBe(200);
    });
  });

  describe('texts in several languages (D7)', () => {
    it('keeps one version per language; viewers read theirs, else the chef’s first', async () => {
      const ana = await chef();
      await approve(ana);
      const about = (description: string, language: string) =>
        api(
          t.app,
          'profile/descriptionchef',
          { description, language, lang: 'en' },
          { token: ana.token, form: true },
        );
      await about('<p>Cocino pescado.</p>', 'es');
      await about('<p>I cook fish.</p>', 'en');
      expect(dataOf(await show(profileId(ana), undefined, 'en'))).toMatchObject({
        description: '<p>I cook fish.</p>',
        language: 'en',
        translations: { es: '<p>Cocino pescado.</p>', en: '<p>I cook fish.</p>' },
      });
      expect(dataOf(await show(profileId(ana), undefined, 'fr'))).toMatchObject({
        description: '<p>Cocino pescado.</p>',
        language: 'es',
      });

      const saved = await meta('referrals', ana, {
        id: 0,
        language: 'pt',
        value: { description: 'Muito bom chef.' },
      });
      expect(saved.status).toBe(200);
      const [item] = dataOf(await show(profileId(ana), undefined, 'en')).referrals;
      await meta('referrals', ana, {
        id: item!.id,
        language: 'en',
        value: { description: 'A very good chef.' },
      });
      const shown = dataOf(await show(profileId(ana), undefined, 'es')).referrals[0]!;
      expect(shown.value).toMatchObject({ description: 'Muito bom chef.', language: 'pt' });
      expect(shown.value.translations).toEqual({ pt: 'Muito bom chef.', en: 'A very good chef.' });
    });
  });

  describe('profile/chefmeta/*', () => {
    it('adds with id 0, changes by id and deletes with action=delete', async () => {
      const ana = await chef();
      const add = await meta('experience', ana, { id: 0, name: 'experience', order: 1, value: experience() });
      expect(add.status).toBe(200);
      expect(add.body.message).toBe('The item has been saved.');
      expect(dataOf(add).user.profile?.id).toBe(profileId(ana));
      await meta('experience', ana, {
        id: 0,
        value: experience({ company: 'Tasca', fromYear: 2022, currently: 1, toYear: '', toMonth: '' }),
      });
      let view = dataOf(await show(profileId(ana), ana.token));
      expect(view.experience.map((e) => e.value.company)).toEqual(['Tasca', 'Casa Lume']);
      expect(view.experience[0]!.value).toMatchObject({ currently: true, toYear: null, toMonth: null });
      const id = view.experience[1]!.id;
      await meta('experience', ana, { id, value: experience({ company: 'Casa Lume Lisboa' }) });
      const removed = await meta('experience', ana, { id: view.experience[0]!.id, action: 'delete' });
      expect(removed.body.message).toBe('The item has been deleted.');
      view = dataOf(await show(profileId(ana), ana.token));
      expect(view.experience.map((e) => e.value.company)).toEqual(['Casa Lume Lisboa']);

      await meta('education', ana, { id: 0, value: education() });
      await meta('languages', ana, { id: 0, value: { language: 'pt', level: 3 } });
      const twice = await meta('languages', ana, { id: 0, value: { language: 'pt', level: 1 } });
      expect(issuesOf(twice)).toEqual({ 'value.language': 'spoken_language_taken' });
      view = dataOf(await show(profileId(ana), ana.token));
      expect(view.education[0]!.value).toMatchObject({
        title: 'Culinary Arts',
        center: 'Escola de Hotelaria',
      });
      expect(view.languages).toEqual([expect.objectContaining({ language: 'pt', level: 3 })]);
    });

    it('applies the rules of section 5 with localized messages', async () => {
      const ana = await chef();
      const missing = await meta('experience', ana, { id: 0, value: { company: 'A' }, lang: 'fr' });
      expect(issuesOf(missing)).toMatchObject({
        'value.sector': 'sector_required',
        'value.cuisine': 'cuisine_required',
        'value.position': 'position_required',
        'value.company': 'min_2',
        'value.fromYear': 'from_year_required',
        'value.fromMonth': 'from_month_required',
        'value.toYear': 'to_year_required',
        'value.toMonth': 'to_month_required',
      });
      expect(issueMessage(missing, 'value.sector')).toBe('Veuillez choisir un secteur.');
      const backwards = await meta('education', ana, {
        id: 0,
        value: education({ fromYear: 2020, fromMonth: 5, toYear: 2020, toMonth: 4 }),
      });
      expect(issuesOf(backwards)).toEqual({ 'value.toYear': 'end_before_start' });
      const unknown = await meta('experience', ana, {
        id: 0,
        value: experience({ position: 77, cuisine: 0 }),
      });
      expect(issuesOf(unknown)).toMatchObject({
        'value.position': 'invalid_value',
        'value.cuisine': 'invalid_value',
      });
      expect(issuesOf(await meta('languages', ana, { id: 0, value: {} }))).toEqual({
        'value.language': 'spoken_language_required',
        'value.level': 'level_required',
      });
      expect(issuesOf(await meta('referrals', ana, { id: 0, value: { description: '' } }))).toEqual({
        'value.description': 'description_required',
      });
      const broken = await api(
        t.app,
        'profile/chefmeta/experience',
        { id: 0, value: '{not json' },
        { token: ana.token, form: true },
      );
      expect(issuesOf(broken)).toEqual({ value: 'invalid_value' });
      const nowhere = await meta('experience', ana, { id: 0, value: experience({ location: 42 }) });
      expect(issuesOf(nowhere)).toEqual({ 'value.location': 'location_invalid' });
      const aboveScale = await meta('experience', ana, {
        id: 0,
        value: experience({ ratingType: 'michelin', rating: 5 }),
      });
      expect(issuesOf(aboveScale)).toEqual({ 'value.rating': 'invalid_value' });
      const about = await api(
        t.app,
        'profile/aboutchef',
        { name: 'Ana', position: 1, location: '{"formatted_address":"x"}', lang: 'pt' },
        { token: ana.token, form: true },
      );
      expect(issueMessage(about, 'location')).toBe('Escolha um local das sugestões.');
      expect(dataOf(await show(profileId(ana), ana.token)).experience).toEqual([]);
    });

    it("refuses another chef's items, changing nothing", async () => {
      const ana = await chef();
      const bea = await chef();
      await meta('education', ana, { id: 0, value: education() });
      const [item] = dataOf(await show(profileId(ana), ana.token)).education;
      const change = await meta('education', bea, { id: item!.id, value: education({ title: 'Stolen' }) });
      expect(change.status).toBe(400);
      expect(issuesOf(change)).toEqual({ id: 'item_not_found' });
      const remove = await meta('education', bea, { id: item!.id, action: 'delete' });
      expect(issuesOf(remove)).toEqual({ id: 'item_not_found' });
      expect(dataOf(await show(profileId(ana), ana.token)).education[0]!.value.title).toBe('Culinary Arts');
      expect(dataOf(await show(profileId(bea), bea.token)).education).toEqual([]);
    });
  });

  describe('moderation (D6) and the active switch', () => {
    it('a new profile is in review and hidden from others until approved; edits stay live after', async () => {
      const ana = await chef();
      expect(ana.user.profile?.approved).toBe('0');
      expect((await show(profileId(ana))).status).toBe(404);
      expect((await show(profileId(ana), ana.token)).status).toBe(200);
      expect(await approveChef(t.database.db, profileId(ana))).toMatchObject({ id: profileId(ana) });
      expect((await show(profileId(ana))).status).toBe(200);
      await api(t.app, 'profile/descriptionchef', { description: 'New text' }, { token: ana.token });
      expect(dataOf(await show(profileId(ana)))).toMatchObject({ approved: '1', description: 'New text' });
      expect(await approveChef(t.database.db, 2_000_000_000)).toBeUndefined();
    });

    it('the moderation command approves by id and says what it did', async () => {
      const ana = await chef();
      const db = t.database.db;
      expect(await runModeration(db, ['approve', 'venue', '1'])).toMatchObject({ code: 2 });
      expect(await runModeration(db, ['approve', 'chef', '0x1'])).toMatchObject({ code: 2 });
      expect(await runModeration(db, ['approve', 'chef', '999999999'])).toMatchObject({ code: 1 });
      expect(await runModeration(db, ['approve', 'chef', String(profileId(ana))])).toEqual({
        line: `Chef profile ${profileId(ana)} (Ana Garcia) is approved.`,
        code: 0,
      });
      expect((await show(profileId(ana))).status).toBe(200);
    });

    it('toggleChef hides the profile from restaurants and shows it again', async () => {
      const ana = await chef();
      await approve(ana);
      const off = await api<UserAnswer>(
        t.app,
        'profile/toggleChef',
        { submit: 1 },
        { token: ana.token, form: true },
      );
      expect(dataOf(off).user.profile?.active).toBe(0);
      expect((await show(profileId(ana))).status).toBe(404);
      const on = await api<UserAnswer>(t.app, 'profile/toggleChef', {}, { token: ana.token });
      expect(dataOf(on).user.profile?.active).toBe(1);
      expect((await show(profileId(ana))).status).toBe(200);
    });
  });

  describe('chefs/show: who sees what (D13)', () => {
    it('contact details to the chef and a related restaurant only; details to logged-in viewers', async () => {
      const ana = await chef();
      await approve(ana);
      await api(
        t.app,
        'profile/infochef',
        {
          name: 'Ana Garcia',
          position: 2,
          contactemail: 'ana@kitchen.example',
          phone: '600 111 222',
          nationalities: 'ES',
        },
        { token: ana.token },
      );
      const other = await chef();
      const db = t.database.db;
      const unrelated = await insertRestaurant(db);
      const related = await insertRestaurant(db);
      const offer = await insertOffer(db, { restaurantProfileId: related.venues[0].id });
      await insertApplication(db, { offerId: offer.id, chefProfileId: profileId(ana) });
      const tokenOf = async (accountId: number) => {
        const password = 'kitchen-secret-1';
        const [account] = await db
          .select()
          .from(accounts)
          .where(sql`${accounts.id} = ${accountId}`);
        const res = await api(t.app, 'account/login', { username: account!.email, password });
        return res.token!;
      };

      const anonymous = dataOf(await show(profileId(ana)));
      expect(anonymous).toMatchObject({
        contactemail: null,
        phone: null,
        lastlogin: null,
        nationalities: null,
      });
      const own = dataOf(await show(profileId(ana), ana.token));
      expect(own).toMatchObject({ contactemail: 'ana@kitchen.example', phone: '600 111 222' });
      expect(own.lastlogin).not.toBeNull();
      const byChef = dataOf(await show(profileId(ana), other.token));
      expect(byChef).toMatchObject({ contactemail: null, phone: null, nationalities: ['ES'] });
      const byUnrelated = dataOf(await show(profileId(ana), await tokenOf(unrelated.account.id)));
      expect(byUnrelated).toMatchObject({
        contactemail: null,
        related: 0,
        inapply: 0,
        nationalities: ['ES'],
      });
      const byRelated = dataOf(await show(profileId(ana), await tokenOf(related.account.id)));
      expect(byRelated).toMatchObject({ contactemail: 'ana@kitchen.example', related: 1, inapply: 1 });

      await insertBlock(db, ana.user.id, unrelated.account.id);
      expect((await show(profileId(ana), await tokenOf(unrelated.account.id))).status).toBe(404);
    });

    it('takes POST as the spec client sends it, and refuses a bad id', async () => {
      const ana = await chef();
      await approve(ana);
      const res = await api<ChefProfileView>(
        t.app,
        'chefs/show',
        { id: String(profileId(ana)), lang: 'en', submit: 1 },
        { form: true },
      );
      expect(dataOf(res).id).toBe(profileId(ana));
      expect(issuesOf(await show(0))).toEqual({ id: 'invalid_value' });
      expect((await show(2_000_000_000)).status).toBe(404);
    });

    it('answers in the same number of queries whatever the number of items', async () => {
      const ana = await chef();
      await approve(ana);
      // The job queue's polling shares the pool: countQueries leaves its queries out.
      const count = () => countQueries(t, async () => expect((await show(profileId(ana))).status).toBe(200));
      const few = await count();
      for (let i = 0; i < 6; i++) {
        await meta('experience', ana, { id: 0, value: experience({ company: `Kitchen ${i}` }) });
        await meta('education', ana, { id: 0, value: education() });
        await meta('referrals', ana, { id: 0, value: { description: `Referral ${i}` } });
      }
      expect(await count()).toBe(few);
    });
  });
});

describe('chef profiles with AUTO_APPROVE=1 (D6)', () => {
  const t = useTestApp({ autoApprove: true });

  it('a new profile is live at once', async () => {
    const ana = await registerUser(t.app, { type: 'chef', name: 'Ana Garcia' });
    expect(ana.user.profile?.approved).toBe('1');
    const res = await api<ChefProfileView>(
      t.app,
      `chefs/show?id=${ana.user.profile!.id}`,
      {},
      { method: 'GET' },
    );
    expect(dataOf(res)).toMatchObject({ approved: '1', name: 'Ana Garcia' });
  });
});
