import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BriefSessionUser, SessionUser } from '../../src/shared/contracts/accounts';
import type { ChefProfileView } from '../../src/shared/contracts/chef-profiles';
import {
  api,
  chefEducation,
  chefExperience,
  clearRateLimits,
  countQueries,
  dataOf,
  day,
  lisbonPlace,
  login,
  multipartBody,
  registerUser,
  type RegisteredUser,
  type UserAnswer,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertChef,
  insertOffer,
  insertRestaurant,
} from '../factories/index';

/**
 * `data.user.profile` is the chef's whole profile (spec doc 1 section 3 "User ... profile (chef)"),
 * on every call that answers the user, so a client that replaces its stored user with a save's answer
 * has the profile as saved; the web app's account/session answers it in brief
 * (docs/decisions/042-the-session-user.md).
 */

const experience = (company: string) => chefExperience({ company });
const education = (title: string) => chefEducation({ title });

/** Each section's item as sent, and how its answer shows a change made to it. */
const sections = {
  experience: {
    value: (n: number) => experience(`Casa Lume ${n}`),
    shown: (item: ChefProfileView['experience'][number]) => item.value.company,
    expected: (n: number) => `Casa Lume ${n}`,
  },
  education: {
    value: (n: number) => education(`Culinary Arts ${n}`),
    shown: (item: ChefProfileView['education'][number]) => item.value.title,
    expected: (n: number) => `Culinary Arts ${n}`,
  },
  languages: {
    value: (n: number) => ({ language: 'pt', level: n === 1 ? 1 : 3 }),
    shown: (item: ChefProfileView['languages'][number]) => `${item.language}:${item.level}`,
    expected: (n: number) => `pt:${n === 1 ? 1 : 3}`,
  },
  referrals: {
    value: (n: number) => ({ description: `<p>Reference ${n}</p>` }),
    shown: (item: ChefProfileView['referrals'][number]) => item.value.description,
    expected: (n: number) => `<p>Reference ${n}</p>`,
  },
} as const;
type Section = keyof typeof sections;

describe('the session user', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const call = <T>(path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    api<T>(t.app, path, body, { token });
  const userOf = async (path: string, token: string, body: Record<string, unknown> = {}) => {
    const res = await call<UserAnswer>(path, token, body);
    expect(res.status, res.text).toBe(200);
    return dataOf(res).user;
  };
  const show = async (id: number, token: string) =>
    dataOf(await api<ChefProfileView>(t.app, `chefs/show?id=${id}`, {}, { method: 'GET', token }));
  const chef = () => registerUser(t.app, { type: 'chef', name: 'Ana Garcia' });
  const meta = (section: Section, user: RegisteredUser, body: Record<string, unknown>) =>
    userOf(`profile/chefmeta/${section}`, user.token, {
      ...body,
      value: body.value === undefined ? undefined : JSON.stringify(body.value),
    });

  it('register, login and account/user carry the whole profile, as chefs/show gives it to its owner', async () => {
    const ana = await chef();
    expect(ana.user.profile).toMatchObject({
      experience: [],
      education: [],
      languages: [],
      referrals: [],
      contactemail: ana.email,
      pendingnotifications: { notifications: 0, messages: 0, pending: 0, review: 0, accepted: 0, offers: 0 },
    });
    await meta('experience', ana, { id: 0, value: experience('Casa Lume') });
    const logged = dataOf(await login(t.app, ana.email, ana.password)).user;
    const restored = await userOf('account/user', ana.token);
    for (const user of [logged, restored]) {
      const { pendingnotifications, ...profile } = user.profile!;
      expect(pendingnotifications.offers).toBe(0);
      expect(profile).toEqual(await show(ana.user.profile!.id, ana.token));
      expect(profile.experience.map((item) => item.value.company)).toEqual(['Casa Lume']);
    }
    // The spec's GET form and a native client's body token answer the same.
    const got = await api<UserAnswer>(t.app, 'account/user', {}, { method: 'GET', bearer: ana.token });
    expect(dataOf(got).user.profile).toEqual(restored.profile);
  });

  it("answers the web app's account/session with the profile in brief", async () => {
    const ana = await chef();
    await meta('experience', ana, { id: 0, value: experience('Casa Lume') });
    const res = await api<{ user: BriefSessionUser }>(
      t.app,
      'account/session',
      {},
      { method: 'GET', token: ana.token },
    );
    expect(res.status).toBe(200);
    const { profile, ...user } = dataOf(res).user;
    expect(Object.keys(profile!).sort()).toEqual(
      ['id', 'slug', 'name', 'active', 'approved', 'status', 'images', 'pendingnotifications'].sort(),
    );
    const full = await userOf('account/user', ana.token);
    expect(profile).toEqual({
      id: full.profile!.id,
      slug: full.profile!.slug,
      name: full.profile!.name,
      active: full.profile!.active,
      approved: full.profile!.approved,
      status: 1,
      images: full.profile!.images,
      pendingnotifications: full.profile!.pendingnotifications,
    });
    const { profile: _profile, ...fullUser } = full;
    expect(user).toEqual(fullUser);
    // Like account/user: a visitor is not logged in.
    const visitor = await api(t.app, 'account/session', {}, { method: 'GET' });
    expect([visitor.status, visitor.body]).toMatchObject([401, { code: 'not_logged_in' }]);
  });

  it.each(Object.keys(sections) as Section[])(
    'profile/chefmeta/%s answers the profile with the item added, changed and deleted',
    async (section) => {
      const { shown, value, expected } = sections[section] as (typeof sections)['experience'];
      const ana = await chef();
      const items = (user: SessionUser) =>
        (user.profile![section] as ChefProfileView['experience']).map((item) => ({
          id: item.id,
          shown: shown(item),
        }));
      const added = await meta(section, ana, { id: 0, order: 1, value: value(1) });
      const [item] = items(added);
      expect(item).toEqual({ id: expect.any(Number), shown: expected(1) });
      const changed = await meta(section, ana, { id: item!.id, value: value(2) });
      expect(items(changed)).toEqual([{ id: item!.id, shown: expected(2) }]);
      const deleted = await meta(section, ana, { id: item!.id, action: 'delete' });
      expect(items(deleted)).toEqual([]);
      // A client that keeps the answer has what chefs/show reads now.
      const { pendingnotifications: _badges, ...profile } = deleted.profile!;
      expect(profile).toEqual(await show(ana.user.profile!.id, ana.token));
    },
  );

  it('infochef, aboutchef, descriptionchef and toggleChef answer the profile as saved', async () => {
    const ana = await chef();
    const info = await userOf('profile/infochef', ana.token, {
      name: 'Ana Garcia',
      position: 6,
      location: JSON.stringify(lisbonPlace),
      nationalities: 'ES',
      visas: 'EUROPE',
      cuisine: '2',
      contactemail: 'kitchen@ana.example',
      phone: '600 111 222',
    });
    expect(info.profile).toMatchObject({
      position: 6,
      location: { formatted_address: 'Lisbon, Portugal' },
      nationalities: ['ES'],
      visas: ['EUROPE'],
      cuisine: [2],
      contactemail: 'kitchen@ana.example',
      phone: '600 111 222',
    });
    const about = await userOf('profile/aboutchef', ana.token, {
      name: 'Ana María García',
      position: 3,
      description: '<p>Fish and fire.</p>',
    });
    expect(about.profile).toMatchObject({
      name: 'Ana María García',
      slug: 'ana-maria-garcia',
      position: 3,
      description: '<p>Fish and fire.</p>',
    });
    const described = await userOf('profile/descriptionchef', ana.token, {
      description: '<p>Peixe e brasa.</p>',
      language: 'pt',
    });
    // The text shown is in the request's language (English here, written first); every version is there.
    expect(described.profile).toMatchObject({
      description: '<p>Fish and fire.</p>',
      translations: { en: '<p>Fish and fire.</p>', pt: '<p>Peixe e brasa.</p>' },
    });
    const inPortuguese = await userOf('profile/descriptionchef?lang=pt', ana.token, {
      description: '<p>Peixe e brasa!</p>',
      language: 'pt',
    });
    expect(inPortuguese.profile).toMatchObject({ description: '<p>Peixe e brasa!</p>', language: 'pt' });
    const toggled = await userOf('profile/toggleChef', ana.token);
    expect(toggled.profile!.active).toBe(1 - ana.user.profile!.active);
  });

  it('account/image and profile/image answer the user, with the picture in its slot', async () => {
    const ana = await chef();
    const photo = await sharp({
      create: { width: 640, height: 640, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const { raw, contentType } = await multipartBody({}, [
      { field: 'image', filename: 'me.jpg', content: photo, contentType: 'image/jpeg' },
    ]);
    const uploaded = await api<UserAnswer & { media: { id: number } }>(
      t.app,
      'account/image',
      {},
      { token: ana.token, raw, contentType },
    );
    expect(uploaded.status).toBe(201);
    const { media, user } = dataOf(uploaded);
    expect(user.profile).toMatchObject({
      id: ana.user.profile!.id,
      experience: [],
      images: { profile: null },
    });
    const set = await userOf('profile/image', ana.token, { key: 'profile', id: media.id });
    expect(set.profile!.images.profile?.square.url).toMatch(/^\/media\//);
    expect(set.profile!.experience).toEqual([]);
  });

  it('counts in pendingnotifications.offers the offers sent to the chef until the chef answers them', async () => {
    const { account: venueAccount, venues } = await insertRestaurant(db(), {
      account: { subscription: 1 },
      venues: [{}],
    });
    const venueToken = (await login(t.app, venueAccount.email, factoryPassword)).token!;
    const { account, profile } = await insertChef(db());
    const token = (await login(t.app, account.email, factoryPassword)).token!;
    const badges = async () => (await userOf('account/user', token)).profile!.pendingnotifications;
    const [taken, declined] = [
      await insertOffer(db(), { restaurantProfileId: venues[0].id, name: 'Sous Chef' }),
      await insertOffer(db(), { restaurantProfileId: venues[0].id, name: 'Pastry Chef' }),
    ];
    for (const offer of [taken, declined]) {
      const sent = await call('offer/subscribe', venueToken, { cid: String(profile.id), oid: offer.id });
      expect(sent.status, sent.text).toBe(201);
    }
    // A date the venue proposed on the chef's own application also waits for the chef: pending, not an offer.
    const proposed = await insertOffer(db(), { restaurantProfileId: venues[0].id, name: 'Commis' });
    await insertApplication(db(), { offerId: proposed.id, chefProfileId: profile.id, status: 3 });
    expect(await badges()).toMatchObject({ pending: 3, offers: 2, review: 0 });

    const [takenId, declinedId] = await Promise.all(
      [taken, declined].map(async (offer) => {
        const list = dataOf(
          await call<{ id: number; offer: { id: number } }[]>('offer/chef/list', token, { status: 3 }),
        );
        return list.find((application) => application.offer.id === offer.id)!.id;
      }),
    );
    const date = new Date(Date.now() + 20 * day).toISOString().slice(0, 10);
    const took = await call('offer/acceptsugestedoffer', token, {
      id: takenId,
      dates: JSON.stringify([date]),
      disponibility: 1,
    });
    expect(took.status, took.text).toBe(200);
    expect(await badges()).toMatchObject({ pending: 2, offers: 1, review: 1 });
    expect((await call('offer/chef/reject', token, { id: declinedId })).status).toBe(200);
    expect(await badges()).toMatchObject({ pending: 1, offers: 0, review: 1 });
  });

  it('account/user takes as many statements for a profile of 10 items per section as for 1', async () => {
    const ana = await chef();
    const restore = () => userOf('account/user', ana.token);
    const languages = ['pt', 'es', 'fr', 'de', 'it', 'ja', 'nl', 'sv', 'pl', 'el'];
    const fill = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        await meta('experience', ana, { id: 0, value: experience(`Kitchen ${n}`) });
        await meta('education', ana, { id: 0, value: education(`Course ${n}`) });
        await meta('languages', ana, { id: 0, value: { language: languages[n], level: 2 } });
        await meta('referrals', ana, { id: 0, value: { description: `<p>Reference ${n}</p>` } });
      }
    };
    await fill(0, 1);
    await restore();
    const one = await countQueries(t, restore);
    await fill(1, 10);
    const ten = await countQueries(t, restore);
    const profile = (await restore()).profile!;
    expect(
      [profile.experience, profile.education, profile.languages, profile.referrals].map((s) => s.length),
    ).toEqual([10, 10, 10, 10]);
    expect(ten).toBe(one);
    // The session, then the profile with its sections, then the pictures and the badges side by side.
    expect(one).toBeLessThanOrEqual(7);
  });
});
