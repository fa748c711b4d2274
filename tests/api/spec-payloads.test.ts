import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import type { ChefProfileView } from '../../src/shared/contracts/chef-profiles';
import type { MediaItem } from '../../src/shared/contracts/media';
import type { OfferCard, OfferList, OfferView, SavedOfferCard } from '../../src/shared/contracts/offers';
import type { VenueView } from '../../src/shared/contracts/venues';
import type { Language } from '../../src/shared/i18n/languages';
import enApi from '../../src/shared/i18n/en/api.json';
import esApi from '../../src/shared/i18n/es/api.json';
import frApi from '../../src/shared/i18n/fr/api.json';
import { accounts, contactMessages } from '../../src/server/db/schema/index';
import { runModeration } from '../../src/server/cli/moderation';
import {
  api,
  clearRateLimits,
  dataOf,
  freshIp,
  multipartBody,
  uniqueEmail,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { insertOffer } from '../factories/index';
import { addressesOf, startSmtpListener, type SmtpListener } from '../smtp-listener';

/**
 * Every implemented call of the spec's call tables (doc 1 and doc 2, section 7), replayed with exactly
 * the fields of its Payload column and sent as the spec's shared helper sends them: POST, form-encoded,
 * with submit=1 and the session cookie. The helper renames `lang` to `language`, so each call goes out
 * once with the table's `lang` and once renamed; the answer must be a success in that language.
 */

type UserData = { user: SessionUser };

const apiTexts: Partial<Record<Language, typeof enApi>> = { es: esApi, fr: frApi };

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

describe.each([
  { languageField: 'lang', language: 'es' as Language },
  { languageField: 'language', language: 'fr' as Language },
])("the spec's calls as its client sends them ($languageField)", ({ languageField, language }) => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url, contactEmail: 'team@brigade.test' }));
  beforeEach(() => clearRateLimits(t));

  const texts = apiTexts[language]!;
  /** The table's `lang`, under the name this run sends it. */
  const lang = { [languageField]: language };

  /** The spec's helper: POST, form-encoded, submit=1, cookies included. */
  function send<T>(path: string, fields: Record<string, unknown>, token?: string) {
    return api<T>(t.app, path, { ...fields, submit: 1 }, { form: true, token, ip: freshIp() });
  }

  function expectSuccess<T>(res: ApiResult<T>, message: string, status = 200): T {
    expect(res.status, res.text).toBe(status);
    expect(res.body).toMatchObject({ success: true, message });
    return dataOf(res) as T;
  }

  let serial = 0;
  /** account/register with the table's fields (email, type, name, phoneNumber, password, rpassword, lang). */
  async function register(type: 'chef' | 'restaurant') {
    serial += 1;
    const email = uniqueEmail(`spec-${type}`);
    const password = 'kitchen-secret-1';
    const res = await send<UserData>('account/register', {
      email,
      type,
      name: type === 'chef' ? 'Ana Garcia' : `Casa Lucio ${'abcdefghij'[serial % 10]}`,
      phoneNumber: '600 123 456',
      password,
      rpassword: password,
      ...lang,
    });
    const { user } = expectSuccess(res, texts.registered, 201);
    expect(user).toMatchObject({ type, email, isLogged: true, language });
    expect(res.token).toBe(user.session);
    return { user, email, password, token: res.token! };
  }

  it('account/preregister: email, submit=1', async () => {
    const email = uniqueEmail('spec-pre');
    // Exactly the table's payload: no lang, no terms.
    const res = await send('account/preregister', { email });
    expect(expectSuccess(res, enApi.preregistered)).toEqual({ email });
  });

  it('account/register: email, type, name, phoneNumber, password, rpassword, lang', async () => {
    await register('chef');
    await register('restaurant');
  });

  it('account/login: username, password, remember, lang', async () => {
    const { email, password } = await register('chef');
    const res = await send<UserData>('account/login', { username: email, password, remember: 1, ...lang });
    const { user } = expectSuccess(res, texts.logged_in);
    expect(user).toMatchObject({ type: 'chef', email });
    expect(user.session).toBe(res.token);
    const session = await send<UserData>('account/login', {
      username: email,
      password,
      remember: 0,
      ...lang,
    });
    expectSuccess(session, texts.logged_in);
  });

  it('account/user: token, lang (and GET with lang and the cookie)', async () => {
    const { token, user } = await register('chef');
    const res = await send<UserData>('account/user', { token, ...lang });
    expect(expectSuccess(res, texts.session_restored).user).toMatchObject({ id: user.id, session: token });
    const viaGet = await api<UserData>(
      t.app,
      `account/user?${languageField}=${language}`,
      {},
      {
        method: 'GET',
        token,
      },
    );
    expect(expectSuccess(viaGet, texts.session_restored).user.id).toBe(user.id);
  });

  it('account/logout: lang', async () => {
    const { token } = await register('chef');
    expect(expectSuccess(await send('account/logout', { ...lang }, token), texts.logged_out)).toBeNull();
    const after = await send('account/user', { token, ...lang });
    expect(after.status).toBe(401);
  });

  it('account/settings: password, rpassword, contactemail, phone, language (right after a login)', async () => {
    const { email, password, user } = await register('chef');
    const login = await send<UserData>('account/login', { username: email, password, remember: 1 });
    const token = login.token!;
    const contactemail = uniqueEmail('contact');
    // No lang on this call: `language` is the account's language, data of the form.
    const res = await send<UserData>(
      'account/settings',
      { password: '', rpassword: '', contactemail, phone: '611 222 333', language: 'pt' },
      token,
    );
    expect(expectSuccess(res, enApi.settings_saved).user).toMatchObject({
      id: user.id,
      contactemail,
      phone: '611 222 333',
      language: 'pt',
    });
    const [row] = await t.database.db
      .select({ contactEmail: accounts.contactEmail, language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, user.id));
    expect(row).toEqual({ contactEmail: contactemail, language: 'pt' });

    // A new password through the same payload, again right after a login.
    const again = await send<UserData>('account/login', { username: email, password, remember: 1 });
    const changed = await send<UserData>(
      'account/settings',
      {
        password: 'new-kitchen-secret',
        rpassword: 'new-kitchen-secret',
        contactemail,
        phone: '611 222 333',
        language: 'pt',
      },
      again.token,
    );
    expectSuccess(changed, enApi.settings_saved);
    const withNew = await send('account/login', { username: email, password: 'new-kitchen-secret' });
    expect(withNew.status).toBe(200);
  });

  it('account/resetpassword: email, lang; then code, password, rpassword, lang', async () => {
    const { email } = await register('chef');
    const asked = await send('account/resetpassword', { email, ...lang });
    expectSuccess(asked, texts.reset_link_sent);
    const mail: ParsedMail = await listener.waitFor((m) => addressesOf(m.to).includes(email));
    const code = new URL(/https?:\/\/\S+resetpassword\?code=\S+/.exec(mail.text ?? '')![0]).searchParams.get(
      'code',
    );
    expect(code).toBeTruthy();
    const res = await send('account/resetpassword', {
      code,
      password: 'reset-kitchen-secret',
      rpassword: 'reset-kitchen-secret',
      ...lang,
    });
    expectSuccess(res, texts.password_changed);
    const login = await send('account/login', { username: email, password: 'reset-kitchen-secret' });
    expect(login.status).toBe(200);
  });

  it('account/requestsubscription: type, lang', async () => {
    const { token } = await register('restaurant');
    const res = await send<UserData>('account/requestsubscription', { type: 1, ...lang }, token);
    expect(expectSuccess(res, texts.membership_requested).user).toMatchObject({ subscription_status: 1 });
  });

  describe('contact: name, surname, phone, phonecode, company, email, subject, enquiry, fileupload, curriculum, callback, lang', () => {
    const fields = () => ({
      name: 'Lucia',
      surname: 'Fernandez',
      phone: '600 123 456',
      phonecode: '34',
      company: 'Casa Lucia',
      email: uniqueEmail('spec-contact'),
      subject: 'Summer brigade',
      enquiry: 'We are looking for a sous chef.\nAnd two commis for the summer.',
      callback: 1,
    });

    it('form-encoded, with the file fields empty (no CV chosen)', async () => {
      const form = fields();
      const res = await send<{ id: number }>('contact', { ...form, fileupload: '', curriculum: '', ...lang });
      const { id } = expectSuccess(res, texts.message_sent, 201);
      const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ email: form.email, phoneCode: '+34', callback: true, language });
    });

    it('multipart, a CV in fileupload and curriculum left empty, as a browser sends two file inputs', async () => {
      const form = fields();
      const { raw, contentType } = await multipartBody({ ...form, submit: 1, ...lang }, [
        { field: 'fileupload', filename: 'cv.pdf', content: pdfBytes, contentType: 'application/pdf' },
        { field: 'curriculum', filename: '', content: Buffer.alloc(0) },
      ]);
      const res = await api<{ id: number }>(t.app, 'contact', {}, { raw, contentType, ip: freshIp() });
      const { id } = expectSuccess(res, texts.message_sent, 201);
      const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.cvMediaId).toEqual(expect.any(Number));
    });
  });

  describe('media: account/image (image, or pdf with type curriculum, lang), account/album, profile/image, offer/image, account/image/delete', () => {
    async function uploadAs(
      token: string,
      file: Buffer,
      filename: string,
      extra: Record<string, unknown> = {},
    ) {
      const { raw, contentType } = await multipartBody({ ...extra, submit: 1, ...lang }, [
        { field: 'image', filename, content: file, contentType: 'image/jpeg' },
      ]);
      const res = await api<{ media: MediaItem }>(t.app, 'account/image', {}, { raw, contentType, token });
      return expectSuccess(res, texts.media_uploaded, 201).media;
    }
    const photo = () =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: '#b5562f' } })
        .jpeg()
        .toBuffer();

    it('a chef uploads a photo and a CV, sees the album, puts the photo in a slot and deletes it', async () => {
      const { token } = await register('chef');
      const image = await uploadAs(token, await photo(), 'cropped.jpg');
      const cv = await uploadAs(token, pdfBytes, 'cv.pdf', { type: 'curriculum' });
      const albumRes = await api<MediaItem[]>(
        t.app,
        `account/album?${languageField}=${language}`,
        {},
        { token, method: 'GET' },
      );
      expect(dataOf(albumRes).map((m) => m.id)).toEqual([cv.id, image.id]);
      const slot = await send<UserData>('profile/image', { key: 'profile', id: image.id, ...lang }, token);
      expect(expectSuccess(slot, texts.image_saved).user.profile!.images.profile).not.toBeNull();
      const deleted = await send('account/image/delete', { id: image.id, ...lang }, token);
      expectSuccess(deleted, texts.media_deleted);
    });

    it('a restaurant puts images on its venue (rid) and its offer (oid)', async () => {
      const { token, user } = await register('restaurant');
      const image = await uploadAs(token, await photo(), 'logo.jpg');
      const venue = user.profiles[0]!;
      const slot = await send<UserData>(
        'profile/image',
        { key: 'logo', id: image.id, rid: venue.id, ...lang },
        token,
      );
      expect(expectSuccess(slot, texts.image_saved).user.profiles[0]!.images.logo).not.toBeNull();
      const offer = await insertOffer(t.database.db, { restaurantProfileId: venue.id });
      const offerRes = await send(
        'offer/image',
        { key: 'image1', id: image.id, oid: offer.id, ...lang },
        token,
      );
      expectSuccess(offerRes, texts.image_saved);
    });
  });

  describe('chef profiles: profile/aboutchef, infochef, descriptionchef, chefmeta/*, toggleChef, api/chefs/show/', () => {
    /**
     * `language` is data on these calls (a text's language, the account's language on infochef): the
     * run that renames `lang` sends the data field alone, and the answer is in the default language.
     */
    // api/chefs/show/ is /api/chefs/show (decisions D3: a seed path starting with api/ is not doubled).
    const textLang = languageField === 'lang' ? { language: 'pt', lang: language } : { language: 'pt' };
    const said = (key: keyof typeof enApi) => (languageField === 'lang' ? texts[key] : enApi[key]);
    const place = JSON.stringify({
      formatted_address: 'Porto, Portugal',
      components: { locality: 'Porto', region: 'Porto', country: 'Portugal', country_code: 'PT' },
      lat: 41.15,
      lng: -8.61,
    });

    it('a chef fills every step, adds, changes and deletes items, switches the profile off, and reads it', async () => {
      const { token, user } = await register('chef');
      const about = await send<UserData>(
        'profile/aboutchef',
        {
          name: 'Ana Garcia',
          position: 5,
          description: '<p>Cozinha de <b>mar</b>.</p>',
          dob: '1991-04-02',
          location: place,
          nationalities: 'ES,PT',
          visas: 'EUROPE',
          cuisine: '3,7',
          ...lang,
        },
        token,
      );
      expect(expectSuccess(about, said('chef_profile_saved')).user.profile!.name).toBe('Ana Garcia');
      const info = await send<UserData>(
        'profile/infochef',
        {
          name: 'Ana Garcia',
          position: 5,
          dob: '1991-04-02',
          location: place,
          nationalities: 'ES',
          visas: 'EUROPE',
          cuisine: '3',
          password: '',
          rpassword: '',
          contactemail: 'ana@porto.example',
          phone: '611 222 333',
          ...textLang,
        },
        token,
      );
      expect(expectSuccess(info, said('chef_profile_saved')).user).toMatchObject({
        contactemail: 'ana@porto.example',
        language: 'pt',
      });
      const description = await send<UserData>(
        'profile/descriptionchef',
        { description: 'Cozinho peixe.', ...lang },
        token,
      );
      expectSuccess(description, said('chef_profile_saved'));

      const values = {
        experience: {
          sector: 1,
          cuisine: 3,
          position: 5,
          fromYear: 2019,
          fromMonth: 1,
          toYear: 2022,
          toMonth: 12,
          currently: 0,
          location: JSON.parse(place) as unknown,
          company: 'Casa Lume',
          url: '',
          rating: 0,
          ratingType: 'none',
          description: 'Peixe todos os dias.',
        },
        education: {
          title: 'Cozinha',
          center: 'Escola de Hotelaria do Porto',
          url: '',
          fromYear: 2012,
          fromMonth: 9,
          toYear: 2014,
          toMonth: 6,
          currently: 0,
          description: '',
          location: null,
        },
        languages: { language: 'pt', level: 3 },
        referrals: { description: 'Uma excelente chefe.' },
      };
      for (const [section, value] of Object.entries(values)) {
        const add = await send<UserData>(
          `profile/chefmeta/${section}`,
          { id: 0, name: section, order: 0, value: JSON.stringify(value), ...textLang },
          token,
        );
        expect(expectSuccess(add, said('chef_item_saved')).user.id).toBe(user.id);
      }
      const shown = await send<ChefProfileView>('chefs/show/', { id: user.profile!.id, ...lang }, token);
      const view = expectSuccess(shown, texts.chef_profile);
      expect(view.experience[0]!.value).toMatchObject({ company: 'Casa Lume', language: 'pt' });
      expect(view.languages).toEqual([expect.objectContaining({ language: 'pt', level: 3 })]);
      const changed = await send<UserData>(
        'profile/chefmeta/experience',
        {
          id: view.experience[0]!.id,
          name: 'experience',
          order: 0,
          value: JSON.stringify({ ...values.experience, company: 'Casa Lume Porto' }),
          ...textLang,
        },
        token,
      );
      expectSuccess(changed, said('chef_item_saved'));
      const removed = await send<UserData>(
        'profile/chefmeta/referrals',
        { id: view.referrals[0]!.id, action: 'delete', ...lang },
        token,
      );
      expectSuccess(removed, said('chef_item_deleted'));
      const toggled = await send<UserData>('profile/toggleChef', { ...lang }, token);
      expect(expectSuccess(toggled, texts.chef_profile_toggled).user.profile!.active).toBe(0);
      const after = expectSuccess(
        await send<ChefProfileView>('chefs/show/', { id: user.profile!.id, ...lang }, token),
        texts.chef_profile,
      );
      expect(after.experience[0]!.value.company).toBe('Casa Lume Porto');
      expect(after.referrals).toEqual([]);
    });

    it('a restaurant fills a venue, adds one, fills every tab, switches it off, makes it main, and reads it', async () => {
      const { token, user } = await register('restaurant');
      const rid = user.profiles[0]!.id;
      const aboutFields = {
        name: 'Casa Lucio Porto',
        description: '<p>Peixe e <b>brasa</b>.</p>',
        rating: 1,
        ratingtype: 'michelin',
        url: 'https://casalucio.example',
        cuisine: '10,9',
        worklanguage: 'pt',
        stageinfo: '<p>Estágios ao jantar.</p>',
        emailmessage: 'Obrigado pela candidatura.',
        contactemail: 'chef@casalucio.example',
        location: place,
        nationalities: 'PT,ES',
        visas: 'EUROPE',
      };
      const about = await send<UserData>(
        'profile/aboutrestaurant',
        { id: rid, ...aboutFields, ...textLang },
        token,
      );
      expect(expectSuccess(about, said('venue_saved')).user.profiles[0]!.name).toBe('Casa Lucio Porto');
      const added = await send<UserData>(
        'profile/aboutrestaurant',
        { id: 0, ...aboutFields, name: 'Casa Lucio Lisboa', ...textLang },
        token,
      );
      const second = expectSuccess(added, said('venue_created')).user.profiles.find((p) => p.id !== rid)!;
      expect(second).toMatchObject({ name: 'Casa Lucio Lisboa', main: 0 });

      const values = {
        schedule: { 1: { lunchFrom: 12, lunchTo: 15, dinnerFrom: 19, dinnerTo: 23 } },
        chefs: { person: 'Rui Paiva', position: 3 },
        covers: { title: 'Sala', description: 'Trinta lugares.' },
        address: { location: JSON.parse(place) as unknown, formatted_address: 'Rua da Fonte 20, Porto' },
        phone: { value: '222 345 678' },
        social: { type: 'ig', url: 'https://instagram.com/casalucio' },
        email: { value: 'ola@casalucio.example' },
      };
      for (const [section, value] of Object.entries(values)) {
        const add = await send<UserData>(
          `profile/restaurantmeta/${section}`,
          { rid: second.id, id: 0, name: section, order: 0, value: JSON.stringify(value), ...textLang },
          token,
        );
        expect(expectSuccess(add, said('venue_item_saved')).user.id, section).toBe(user.id);
      }
      const shown = await send<VenueView>('restaurants/show/', { id: second.id, ...lang }, token);
      const view = expectSuccess(shown, texts.venue_profile);
      expect(view.schedule!.value[1]).toMatchObject({ lunchFrom: '12:00', dinnerTo: '23:00' });
      expect(view.contact.email[0]!.value).toBe('ola@casalucio.example');
      const removed = await send<UserData>(
        'profile/restaurantmeta/chefs',
        { rid: second.id, id: view.chefs[0]!.id, action: 'delete', ...lang },
        token,
      );
      expectSuccess(removed, said('venue_item_deleted'));
      const toggled = await send<UserData>('profile/togglerestaurant', { rid: second.id, ...lang }, token);
      const off = expectSuccess(toggled, texts.venue_toggled).user.profiles.find((p) => p.id === second.id)!;
      expect(off.active).toBe(0);
      const main = await send<UserData>('profile/setmainprofile', { rid: second.id, ...lang }, token);
      expect(expectSuccess(main, texts.venue_main_set).user.main!.id).toBe(second.id);
      const after = expectSuccess(
        await send<VenueView>('restaurants/show/', { id: second.id, ...lang }, token),
        texts.venue_profile,
      );
      expect(after).toMatchObject({ active: 0, main: 1, chefs: [] });
    });
  });
  describe('offers: offer/manage/edit, offer/toggle, offer/restaurant, offer/related, api/offers/in/, the offer detail, offer/chef/saved', () => {
    // `language` is data on offer/manage/edit (the texts' language, D7): the run that renames `lang`
    // sends the data field alone, and the answer is in the default language.
    const said = (key: keyof typeof enApi) => (languageField === 'lang' ? texts[key] : enApi[key]);

    it('a restaurant posts, lists, pauses, reactivates, shows and deletes an offer', async () => {
      const { token, user } = await register('restaurant');
      const rid = user.profiles[0]!.id;
      const saved = await send<{ offer: OfferView }>(
        'offer/manage/edit',
        {
          rid,
          id: 0,
          name: 'Chef de partie · 28.000–32.000 € al año',
          position: 7,
          description: '<p>Partida de pescados en un restaurante de temporada.</p>',
          salarytype: 'year',
          salaryfrom: '28000',
          salaryto: '32000',
          hidesalary: 0,
          term: 'full-time',
          hours: 40,
          holidays: 30,
          daysoff: 2,
          recruit: 1,
          status: 1,
          requirements: '<ul><li>Dos años en partida</li></ul>',
          image1: '',
          ...lang,
        },
        token,
      );
      const offer = expectSuccess(saved, said('offer_created')).offer;
      expect(offer).toMatchObject({ rid, position: 7, salaryfrom: 28000, recruit: 1, approvedp: 0, own: 1 });
      const oid = offer.id;

      const listed = await send<OfferList>(
        'offer/restaurant',
        { showpaused: 1, rid, page: 0, qty: 5, review: 1, ...lang },
        token,
      );
      expect(expectSuccess(listed, texts.action_completed)).toMatchObject({
        total: 1,
        totalActive: 1,
        totalInactive: 0,
        list: [{ id: oid }],
      });
      const paused = await send<{ offer: OfferCard }>('offer/toggle', { oid, action: 0, ...lang }, token);
      expect(expectSuccess(paused, texts.offer_paused).offer.status).toBe(0);
      const active = await send<{ offer: OfferCard }>('offer/toggle', { oid, action: 1, ...lang }, token);
      expect(expectSuccess(active, texts.offer_activated).offer.status).toBe(1);

      // New venues and offers wait for review (D6): staff approve both.
      for (const [kind, id] of [
        ['restaurant', rid],
        ['offer', oid],
      ] as const)
        expect((await runModeration(t.database.db, ['approve', kind, String(id)])).code).toBe(0);
      const detail = await send<OfferView>('offer/show', { id: oid, ...lang });
      expect(expectSuccess(detail, texts.offer_shown)).toMatchObject({ id: oid, own: 0 });
      const relatedRes = await send<{ list: OfferCard[]; total: number }>('offer/related', {
        id: oid,
        page: 0,
        qty: 999,
        ...lang,
      });
      expect(expectSuccess(relatedRes, texts.action_completed).list.map((o) => o.id)).not.toContain(oid);
      // api/offers/in/ is /api/offers/in (decisions D3), its id list as the client joins it.
      const byIds = await send<{ list: OfferCard[] }>('offers/in/', { id: `${oid}`, ...lang });
      expect(expectSuccess(byIds, texts.action_completed).list.map((o) => o.id)).toEqual([oid]);
      // A chef saves it (offer/subscribe, saved=1) and reads it back: offer/chef/saved, page, qty, lang.
      const chef = await register('chef');
      const saving = await send('offer/subscribe/', { offers: `${oid}`, saved: 1, ...lang }, chef.token);
      expectSuccess(saving, texts.offers_saved, 201);
      const savedList = await send<SavedOfferCard[]>(
        'offer/chef/saved',
        { page: 0, qty: 10, ...lang },
        chef.token,
      );
      expect(expectSuccess(savedList, texts.action_completed).map((o) => o.id)).toEqual([oid]);

      const deleted = await send<{ offer: null }>(
        'offer/manage/edit',
        { id: oid, action: 'delete', ...lang },
        token,
      );
      expect(expectSuccess(deleted, said('offer_deleted'))).toEqual({ offer: null });
      expect((await send('offer/show', { id: oid, ...lang })).status).toBe(404);
    });
  });
});
