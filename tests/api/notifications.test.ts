import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import type { MediaItem } from '../../src/shared/contracts/media';
import type { NotificationView } from '../../src/shared/contracts/notifications';
import type { OfferView } from '../../src/shared/contracts/offers';
import { runModeration } from '../../src/server/cli/moderation';
import { approveChefProfile } from '../../src/server/features/chef-profiles/chef-profiles.service';
import { approveOffer } from '../../src/server/features/offers/offers.service';
import { approveVenue } from '../../src/server/features/venues/venues.service';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  errorOf,
  issuesOf,
  login,
  multipartBody,
  registerUser,
  type ApiOptions,
  type UserAnswer,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertOffer, insertRestaurant, type Venue } from '../factories/index';

/**
 * The notifications calls (docs/api.md "Notifications", docs/decisions/035-notifications.md): what the
 * moderation's approvals tell an account, the badges of `data.user`, paging, and who sees what.
 */

describe('notifications', () => {
  // AUTO_APPROVE is off: new profiles, venues and offers wait in review until the team approves them.
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const list = (token: string | undefined, body: Record<string, unknown> = {}, options: ApiOptions = {}) =>
    api<NotificationView[]>(t.app, 'notifications/user', body, { token, ...options });
  const listOf = async (token: string, body: Record<string, unknown> = {}) => dataOf(await list(token, body));
  const markRead = (
    token: string | undefined,
    body: Record<string, unknown> = {},
    options: ApiOptions = {},
  ) => api<UserAnswer>(t.app, 'notifications/read', body, { token, ...options });
  const userOf = async (token: string) =>
    dataOf(await api<UserAnswer>(t.app, 'account/user', {}, { token })).user;
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const moderate = async (kind: 'chef' | 'restaurant' | 'offer', id: number) =>
    expect((await runModeration(t.database.db, ['approve', kind, String(id)])).code).toBe(0);

  /** Each venue's unread count in data.user, by venue id. */
  const venueBadges = (user: SessionUser) =>
    Object.fromEntries(user.profiles.map((p) => [p.id, p.pendingnotifications.notifications]));
  const chefBadge = (user: SessionUser) => user.profile!.pendingnotifications.notifications;

  /** Uploads a picture to the account's album and puts it in a slot (a venue's with `rid`): data.user. */
  async function setPicture(token: string, key: 'profile' | 'logo', rid?: number) {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6b4f' } })
      .jpeg()
      .toBuffer();
    const { raw, contentType } = await multipartBody({}, [
      { field: 'image', filename: 'photo.jpg', content: jpeg, contentType: 'image/jpeg' },
    ]);
    const uploaded = await api<{ media: MediaItem }>(t.app, 'account/image', {}, { token, raw, contentType });
    const body = { key, id: dataOf(uploaded).media.id, ...(rid ? { rid } : {}) };
    return dataOf(await api<UserAnswer>(t.app, 'profile/image', body, { token })).user;
  }

  /** A restaurant account with venues in review (or as given) and a session. */
  async function restaurant(venues: Partial<Venue>[] = [{ approved: 0 }]) {
    const { account, venues: made } = await insertRestaurant(t.database.db, { venues });
    return { account, venues: made, token: await tokenOf(account.email) };
  }

  /** `n` offers of the venue, each posted in review then approved by the team: `n` notifications. */
  async function approvedOffers(venueId: number, n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const offer = await insertOffer(t.database.db, {
        restaurantProfileId: venueId,
        name: `Line Cook ${i + 1}`,
        approved: 0,
      });
      await moderate('offer', offer.id);
      ids.push(offer.id);
    }
    return ids;
  }

  describe('a chef profile approved after review', () => {
    it('tells the chef once, in the language of the request', async () => {
      const ana = await registerUser(t.app, { type: 'chef', name: 'Ana Garcia' });
      const profileId = ana.user.profile!.id;
      expect(ana.user.profile).toMatchObject({ approved: '0', pendingnotifications: { notifications: 0 } });
      expect(await listOf(ana.token)).toEqual([]);

      const before = Date.now();
      await moderate('chef', profileId);
      const [notification, ...others] = await listOf(ana.token, { lang: 'en' });
      expect(others).toEqual([]);
      expect(notification).toEqual({
        id: expect.any(Number),
        kind: 'chef_profile_approved',
        created: expect.any(String),
        read: 0,
        rid: null,
        payload: {
          link: '/en/chef/profile/home',
          title: 'Your profile “Ana Garcia” has been approved by our team.',
          image: null,
        },
      });
      const created = new Date(notification!.created).getTime();
      expect(created).toBeGreaterThan(before - 60_000);
      expect(created).toBeLessThanOrEqual(Date.now() + 1000);

      const es = await listOf(ana.token, { lang: 'es' });
      expect(es).toEqual([
        {
          ...notification,
          payload: {
            link: '/es/chef/profile/home',
            title: 'Nuestro equipo ha aprobado tu perfil «Ana Garcia».',
            image: null,
          },
        },
      ]);
      expect((await listOf(ana.token, { lang: 'fr' }))[0]!.payload).toMatchObject({
        link: '/fr/chef/profile/home',
        title: 'Votre profil « Ana Garcia » a été approuvé par notre équipe.',
      });
      // Without `lang`: Accept-Language, else English; `lang` of the query string as of any call.
      const fromHeader = await list(ana.token, {}, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      expect(dataOf(fromHeader)[0]!.payload.link).toBe('/pt/chef/profile/home');
      expect((await listOf(ana.token))[0]!.payload.link).toBe('/en/chef/profile/home');
      const ptQuery = dataOf(
        await api<NotificationView[]>(t.app, 'notifications/user?lang=pt', {}, { token: ana.token }),
      );
      expect(ptQuery[0]!.payload).toMatchObject({
        link: '/pt/chef/profile/home',
        title: 'O seu perfil «Ana Garcia» foi aprovado pela nossa equipa.',
      });
      expect(chefBadge(await userOf(ana.token))).toBe(1);

      // Approving again (the command, the service) tells nothing new.
      await moderate('chef', profileId);
      expect(await approveChefProfile(t.database.db, profileId)).toEqual({
        id: profileId,
        name: 'Ana Garcia',
      });
      expect(await listOf(ana.token)).toEqual([notification]);
      expect(chefBadge(await userOf(ana.token))).toBe(1);
    });

    it('two approvals at the same moment tell the chef once', async () => {
      const { account, profile } = await insertChef(t.database.db, { profile: { approved: 0 } });
      const token = await tokenOf(account.email);
      const approvals = await Promise.all([
        runModeration(t.database.db, ['approve', 'chef', String(profile.id)]),
        runModeration(t.database.db, ['approve', 'chef', String(profile.id)]),
        approveChefProfile(t.database.db, profile.id),
      ]);
      expect(approvals.map((a) => a && ('code' in a ? a.code : a.id))).toEqual([0, 0, profile.id]);
      expect((await listOf(token)).map((n) => n.kind)).toEqual(['chef_profile_approved']);
      expect(chefBadge(await userOf(token))).toBe(1);
    });

    it('approving a profile that was never in review tells nothing', async () => {
      const { account, profile } = await insertChef(t.database.db);
      const token = await tokenOf(account.email);
      await moderate('chef', profile.id);
      expect(await listOf(token)).toEqual([]);
      expect(chefBadge(await userOf(token))).toBe(0);
    });

    it("shows the chef's photo as it is now, and the name verbatim", async () => {
      const { account, profile } = await insertChef(t.database.db, {
        account: { name: 'Zoë O’Neil & <b>Co</b>' },
        profile: { approved: 0 },
      });
      const token = await tokenOf(account.email);
      await moderate('chef', profile.id);
      const [first] = await listOf(token);
      expect(first!.payload).toEqual({
        link: '/en/chef/profile/home',
        title: 'Your profile “Zoë O’Neil & <b>Co</b>” has been approved by our team.',
        image: null,
      });
      const sizes = (await setPicture(token, 'profile')).profile!.images.profile;
      expect(sizes?.square.url).toEqual(expect.any(String));
      const [again] = await listOf(token);
      expect(again!.payload.image).toEqual({ sizes });
    });
  });

  describe('venues and offers approved after review', () => {
    it("tell the restaurant account, each about its venue; rid lists one venue's", async () => {
      const marc = await restaurant([
        { name: 'Tasca do Largo', approved: 0 },
        { name: 'Casa Nova', approved: 0 },
      ]);
      const [a, b] = [marc.venues[0].id, marc.venues[1]!.id];

      await moderate('restaurant', a);
      const posted = await api<{ offer: OfferView | null }>(
        t.app,
        'offer/manage/edit',
        {
          id: 0,
          rid: b,
          name: 'Sous Chef, seafood kitchen',
          position: 6,
          description: '<p>Run the pass with our <b>head chef</b> in a busy seafood kitchen.</p>',
          requirements: '<ul><li>Three years as a chef de partie</li></ul>',
          salarytype: 'year',
          salaryfrom: '30000',
          salaryto: '36000',
          hidesalary: 0,
          term: 'full-time',
          hours: 45,
          holidays: 28,
          daysoff: 2,
          status: 1,
          image1: '',
          language: 'en',
          lang: 'en',
          submit: 1,
        },
        { token: marc.token, form: true },
      );
      const offer = dataOf(posted).offer!;
      expect(offer.approvedp).toBe(0);
      // Posted in review: nothing yet.
      expect((await listOf(marc.token)).map((n) => n.kind)).toEqual(['venue_approved']);
      await moderate('offer', offer.id);

      const all = await listOf(marc.token);
      expect(all).toEqual([
        {
          id: expect.any(Number),
          kind: 'offer_approved',
          created: expect.any(String),
          read: 0,
          rid: b,
          payload: {
            link: `/en/restaurant/profile/offers/${b}/view/${offer.id}`,
            title: 'Your job offer “Sous Chef, seafood kitchen” has been approved by our team.',
            image: null,
          },
        },
        {
          id: expect.any(Number),
          kind: 'venue_approved',
          created: expect.any(String),
          read: 0,
          rid: a,
          payload: {
            link: `/en/restaurant/profile/home/${a}`,
            title: 'Your restaurant page “Tasca do Largo” has been approved by our team.',
            image: null,
          },
        },
      ]);
      // Newest first.
      expect(new Date(all[0]!.created).getTime()).toBeGreaterThanOrEqual(new Date(all[1]!.created).getTime());
      expect(await listOf(marc.token, { rid: a })).toEqual([all[1]]);
      expect(await listOf(marc.token, { rid: String(b) })).toEqual([all[0]]);
      // An empty rid is no rid.
      expect(await listOf(marc.token, { rid: '' })).toEqual(all);

      const es = await listOf(marc.token, { lang: 'es' });
      expect(es.map((n) => n.payload)).toEqual([
        {
          link: `/es/restaurant/profile/offers/${b}/view/${offer.id}`,
          title: 'Nuestro equipo ha aprobado tu oferta de empleo «Sous Chef, seafood kitchen».',
          image: null,
        },
        {
          link: `/es/restaurant/profile/home/${a}`,
          title: 'Nuestro equipo ha aprobado tu página de restaurante «Tasca do Largo».',
          image: null,
        },
      ]);

      // Approving again, by the command or the services, adds nothing.
      await moderate('restaurant', a);
      await moderate('offer', offer.id);
      expect(await approveVenue(t.database.db, a)).toEqual({ id: a, name: 'Tasca do Largo' });
      expect(await approveOffer(t.database.db, offer.id)).toEqual({
        id: offer.id,
        name: 'Sous Chef, seafood kitchen',
      });
      expect(await listOf(marc.token)).toEqual(all);
    });

    it("shows the venue's logo as it is now", async () => {
      const marc = await restaurant();
      const venue = marc.venues[0].id;
      await moderate('restaurant', venue);
      expect((await listOf(marc.token))[0]!.payload.image).toBeNull();
      const sizes = (await setPicture(marc.token, 'logo', venue)).profiles[0]!.images.logo;
      expect(sizes?.square.url).toEqual(expect.any(String));
      expect((await listOf(marc.token))[0]!.payload.image).toEqual({ sizes });
    });
  });

  describe('the badges of data.user and notifications/read', () => {
    it("counts each venue's unread ones; read with rid clears one venue's, without rid all", async () => {
      const marc = await restaurant([
        { name: 'Tasca do Largo', approved: 0 },
        { name: 'Casa Nova', approved: 0 },
        { name: 'Mar Alto' },
      ]);
      const [a, b, c] = [marc.venues[0].id, marc.venues[1]!.id, marc.venues[2]!.id];
      expect(venueBadges(await userOf(marc.token))).toEqual({ [a]: 0, [b]: 0, [c]: 0 });

      await moderate('restaurant', a);
      await moderate('restaurant', b);
      await approvedOffers(b, 2);
      expect(venueBadges(await userOf(marc.token))).toEqual({ [a]: 1, [b]: 3, [c]: 0 });
      // Every answer with data.user carries them: the login's too.
      const signedIn = dataOf(await login(t.app, marc.account.email, factoryPassword)).user;
      expect(venueBadges(signedIn)).toEqual({ [a]: 1, [b]: 3, [c]: 0 });

      const readA = await markRead(marc.token, { rid: a });
      expect(readA.status).toBe(200);
      expect(Object.keys(dataOf(readA))).toEqual(['user']);
      expect(dataOf(readA).user.id).toBe(marc.account.id);
      expect(venueBadges(dataOf(readA).user)).toEqual({ [a]: 0, [b]: 3, [c]: 0 });
      expect(venueBadges(await userOf(marc.token))).toEqual({ [a]: 0, [b]: 3, [c]: 0 });
      const all = await listOf(marc.token);
      expect(all.map((n) => [n.rid, n.read])).toEqual([
        [b, 0],
        [b, 0],
        [b, 0],
        [a, 1],
      ]);

      // Something new after reading counts again.
      await approvedOffers(a, 1);
      expect(venueBadges(await userOf(marc.token))).toEqual({ [a]: 1, [b]: 3, [c]: 0 });
      expect((await listOf(marc.token, { rid: a })).map((n) => [n.kind, n.read])).toEqual([
        ['offer_approved', 0],
        ['venue_approved', 1],
      ]);

      const readAll = await markRead(marc.token, { lang: 'es', submit: 1 });
      expect(venueBadges(dataOf(readAll).user)).toEqual({ [a]: 0, [b]: 0, [c]: 0 });
      expect((await listOf(marc.token)).map((n) => n.read)).toEqual([1, 1, 1, 1, 1]);
      // Reading again changes nothing and still answers the user.
      expect(venueBadges(dataOf(await markRead(marc.token)).user)).toEqual({ [a]: 0, [b]: 0, [c]: 0 });
      expect(venueBadges(dataOf(await markRead(marc.token, { rid: c })).user)).toEqual({
        [a]: 0,
        [b]: 0,
        [c]: 0,
      });
    });

    it('read with ids marks only those shown, of the account, and leaves the rest new', async () => {
      const marc = await restaurant([{ name: 'Tasca do Largo', approved: 0 }]);
      const rid = marc.venues[0].id;
      await moderate('restaurant', rid);
      await approvedOffers(rid, 3);
      const other = await restaurant([{ name: 'Casa Nova', approved: 0 }]);
      await moderate('restaurant', other.venues[0].id);
      const [otherNotification] = await listOf(other.token);
      const shown = (await listOf(marc.token, { qty: 2 })).map((n) => n.id);

      // Form-encoded as a page would send it; another account's id is left alone.
      const res = await markRead(marc.token, { ids: [...shown, otherNotification!.id].join(','), rid });
      expect(res.status).toBe(200);
      expect(venueBadges(dataOf(res).user)).toEqual({ [rid]: 2 });
      expect((await listOf(marc.token)).map((n) => n.read)).toEqual([1, 1, 0, 0]);
      expect((await listOf(other.token)).map((n) => n.read)).toEqual([0]);
      // A JSON array works too.
      const rest = (await listOf(marc.token)).slice(2).map((n) => n.id);
      expect(venueBadges(dataOf(await markRead(marc.token, { ids: rest })).user)).toEqual({ [rid]: 0 });

      for (const ids of ['abc', '0', '1,x', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
        const refused = await markRead(marc.token, { ids });
        expect(refused.status).toBe(400);
        expect(Object.keys(issuesOf(refused))).toEqual(['ids']);
      }
    });

    it('read takes ids[]=1&ids[]=2, and never reads a malformed or unknown field as "all"', async () => {
      const marc = await restaurant([{ name: 'Tasca do Largo', approved: 0 }]);
      const rid = marc.venues[0].id;
      await moderate('restaurant', rid);
      await approvedOffers(rid, 3);
      const unread = async () => (await listOf(marc.token)).filter((n) => n.read === 0).length;
      const [first, second] = (await listOf(marc.token)).map((n) => n.id);

      // Ids of no notification of the account's: nothing changes.
      const none = await markRead(marc.token, { 'ids[]': [999998, 999999], lang: 'en' }, { form: true });
      expect(none.status).toBe(200);
      expect(await unread()).toBe(4);
      for (const [body, issue] of [
        [{ 'ids[]': Array.from({ length: 10_000 }, (_, i) => i + 1) }, { ids: 'invalid_value' }],
        [{ 'ids[0]': first }, { ids: 'list_form_invalid' }],
        [{ 'ids[x]': first }, { ids: 'list_form_invalid' }],
        [{ idz: first }, { idz: 'unknown_field' }],
        [{ id: first }, { id: 'unknown_field' }],
      ] as const) {
        const refused = await markRead(marc.token, body, { form: true });
        expect([refused.status, issuesOf(refused)]).toEqual([400, issue]);
        expect(await unread()).toBe(4);
      }
      // An empty list is none of them.
      expect((await markRead(marc.token, { ids: '' }, { form: true })).status).toBe(200);
      expect(await unread()).toBe(4);

      const two = await markRead(marc.token, { 'ids[]': [first, second] }, { form: true });
      expect(venueBadges(dataOf(two).user)).toEqual({ [rid]: 2 });
      expect((await listOf(marc.token)).map((n) => n.read)).toEqual([1, 1, 0, 0]);
      // Left out, `ids` is every notification, as before.
      expect(venueBadges(dataOf(await markRead(marc.token, { lang: 'en' })).user)).toEqual({ [rid]: 0 });
    });

    it("counts a chef's unread ones; read clears them and the list shows them read", async () => {
      const { account, profile } = await insertChef(t.database.db, { profile: { approved: 0 } });
      const token = await tokenOf(account.email);
      expect(chefBadge(await userOf(token))).toBe(0);
      await moderate('chef', profile.id);
      expect(chefBadge(await userOf(token))).toBe(1);
      const res = await markRead(token, {});
      expect(res.status).toBe(200);
      expect(chefBadge(dataOf(res).user)).toBe(0);
      expect(chefBadge(await userOf(token))).toBe(0);
      expect((await listOf(token)).map((n) => [n.kind, n.read])).toEqual([['chef_profile_approved', 1]]);
    });
  });

  describe('paging', () => {
    it('answers a page of qty from page 0, 10 by default, newest first', async () => {
      const marc = await restaurant([{ approved: 1 }]);
      const venue = marc.venues[0].id;
      const offers = await approvedOffers(venue, 12);
      const newestFirst = offers.map((id) => `/en/restaurant/profile/offers/${venue}/view/${id}`).reverse();
      const links = (page: NotificationView[]) => page.map((n) => n.payload.link);

      const first = await listOf(marc.token, { page: 0, qty: 10 });
      expect(links(first)).toEqual(newestFirst.slice(0, 10));
      const second = await listOf(marc.token, { page: 1, qty: 10 });
      expect(links(second)).toEqual(newestFirst.slice(10));
      expect(await listOf(marc.token, { page: 2, qty: 10 })).toEqual([]);
      expect(await listOf(marc.token)).toEqual(first);
      expect(links(await listOf(marc.token, { page: 1 }))).toEqual(newestFirst.slice(10));
      expect(links(await listOf(marc.token, { page: 2, qty: 5 }))).toEqual(newestFirst.slice(10));
      expect(links(await listOf(marc.token, { qty: 50 }))).toEqual(newestFirst);
      expect(links(await listOf(marc.token, { qty: 1 }))).toEqual(newestFirst.slice(0, 1));
      expect(new Set([...first, ...second].map((n) => n.id)).size).toBe(12);

      // As the spec's client sends it: form-encoded, numbers as text.
      const spec = await list(
        marc.token,
        {},
        { raw: 'page=0&qty=10&lang=es', contentType: 'application/x-www-form-urlencoded' },
      );
      expect(spec.status).toBe(200);
      expect(dataOf(spec).map((n) => n.payload.link)).toEqual(
        newestFirst.slice(0, 10).map((link) => link.replace('/en/', '/es/')),
      );
      expect(dataOf(spec)[0]!.payload.title).toBe(
        'Nuestro equipo ha aprobado tu oferta de empleo «Line Cook 12».',
      );
      const form = await list(marc.token, { page: 1, qty: 10, rid: venue, submit: 1 }, { form: true });
      expect(links(dataOf(form))).toEqual(newestFirst.slice(10));
    });

    it.each([
      [{ qty: 0 }, 'qty'],
      [{ qty: 51 }, 'qty'],
      [{ qty: 'ten' }, 'qty'],
      [{ qty: '1.5' }, 'qty'],
      [{ page: -1 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ rid: 0 }, 'rid'],
      [{ rid: 'abc' }, 'rid'],
    ])('refuses %o with a field issue on %s', async (body, field) => {
      const marc = await restaurant();
      const res = await list(marc.token, body, { form: true });
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('invalid_input');
      expect(Object.keys(issuesOf(res))).toEqual([field]);
    });
  });

  describe('who sees what', () => {
    it('a visitor gets 401 from both calls', async () => {
      const visitorList = await list(undefined);
      expect(visitorList.status).toBe(401);
      expect(errorOf(visitorList).code).toBe('not_logged_in');
      const visitorRead = await markRead(undefined, { rid: 1 });
      expect(visitorRead.status).toBe(401);
      expect(errorOf(visitorRead).code).toBe('not_logged_in');
    });

    it("an account never sees another account's notifications", async () => {
      const marc = await restaurant();
      const lea = await restaurant();
      const ana = await insertChef(t.database.db, { profile: { approved: 0 } });
      const bea = await insertChef(t.database.db, { profile: { approved: 0 } });
      const anaToken = await tokenOf(ana.account.email);
      const beaToken = await tokenOf(bea.account.email);
      await moderate('restaurant', marc.venues[0].id);
      await approvedOffers(marc.venues[0].id, 2);
      await moderate('chef', ana.profile.id);

      expect(await listOf(marc.token)).toHaveLength(3);
      expect(await listOf(lea.token)).toEqual([]);
      expect(venueBadges(await userOf(lea.token))).toEqual({ [lea.venues[0].id]: 0 });
      expect((await listOf(anaToken)).map((n) => n.kind)).toEqual(['chef_profile_approved']);
      expect(await listOf(beaToken)).toEqual([]);
      expect(chefBadge(await userOf(beaToken))).toBe(0);
      // Reading one's own clears nobody else's.
      await markRead(lea.token);
      await markRead(beaToken);
      expect(venueBadges(await userOf(marc.token))).toEqual({ [marc.venues[0].id]: 3 });
      expect(chefBadge(await userOf(anaToken))).toBe(1);
    });

    it("a rid of another account's venue, of no venue, or from a chef is 404 venue_not_found", async () => {
      const marc = await restaurant();
      const lea = await restaurant();
      const theirs = marc.venues[0].id;
      await moderate('restaurant', theirs);
      const chef = await insertChef(t.database.db);
      const chefToken = await tokenOf(chef.account.email);

      for (const [token, rid] of [
        [lea.token, theirs],
        [lea.token, 2_000_000_000],
        [chefToken, theirs],
        [chefToken, lea.venues[0].id],
      ] as const) {
        const res = await list(token, { rid });
        expect(res.status).toBe(404);
        expect(errorOf(res)).toMatchObject({
          code: 'venue_not_found',
          message: 'This restaurant page is not one of yours.',
        });
      }
      const inSpanish = await list(lea.token, { rid: theirs, lang: 'es' });
      expect(errorOf(inSpanish).message).toBe('Esta página de restaurante no es tuya.');
      expect(await listOf(marc.token, { rid: theirs })).toHaveLength(1);
    });

    it("notifications/read of another account's venue is refused and changes nothing", async () => {
      const marc = await restaurant();
      const lea = await restaurant();
      const theirs = marc.venues[0].id;
      await moderate('restaurant', theirs);
      await moderate('restaurant', lea.venues[0].id);

      const res = await markRead(lea.token, { rid: theirs });
      expect(res.status).toBe(404);
      expect(errorOf(res).code).toBe('venue_not_found');
      const chef = await insertChef(t.database.db, { profile: { approved: 0 } });
      const chefToken = await tokenOf(chef.account.email);
      await moderate('chef', chef.profile.id);
      const byChef = await markRead(chefToken, { rid: theirs });
      expect(byChef.status).toBe(404);
      expect(errorOf(byChef).code).toBe('venue_not_found');
      // Nothing was read: neither the venue's owner's, nor the caller's own.
      expect(chefBadge(await userOf(chefToken))).toBe(1);
      expect(venueBadges(await userOf(marc.token))).toEqual({ [theirs]: 1 });
      expect(venueBadges(await userOf(lea.token))).toEqual({ [lea.venues[0].id]: 1 });
      expect((await listOf(marc.token)).map((n) => n.read)).toEqual([0]);
    });
  });

  describe('fixed query counts', () => {
    it('answers 2 or 10 notifications in the same number of queries', async () => {
      const marc = await restaurant([{ approved: 1 }]);
      const venue = marc.venues[0].id;
      await setPicture(marc.token, 'logo', venue);
      const chef = await insertChef(t.database.db, { profile: { approved: 0 } });
      const chefToken = await tokenOf(chef.account.email);
      await moderate('chef', chef.profile.id);
      await approvedOffers(venue, 2);
      // A first call of the session, outside the count.
      await listOf(marc.token);
      await listOf(chefToken);

      const measure = (token: string, length: number) =>
        countQueries(t, async () => expect(await listOf(token, { qty: 10 })).toHaveLength(length));
      const few = await measure(marc.token, 2);
      await approvedOffers(venue, 8);
      expect(await measure(marc.token, 10)).toBe(few);
      expect(await measure(marc.token, 10)).toBe(few);
      // A chef's page costs the same.
      expect(await measure(chefToken, 1)).toBe(few);
      const page = await listOf(marc.token);
      expect(page.every((n) => n.payload.image?.sizes.square.url)).toBe(true);
    });
  });
});
