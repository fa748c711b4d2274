import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import { exactMessages } from '../../src/shared/errors';
import enValidation from '../../src/shared/i18n/en/validation.json';
import esValidation from '../../src/shared/i18n/es/validation.json';
import frValidation from '../../src/shared/i18n/fr/validation.json';
import ptValidation from '../../src/shared/i18n/pt/validation.json';
import esApi from '../../src/shared/i18n/es/api.json';
import frApi from '../../src/shared/i18n/fr/api.json';
import ptApi from '../../src/shared/i18n/pt/api.json';
import enApi from '../../src/shared/i18n/en/api.json';
import {
  accounts,
  chefProfiles,
  restaurantProfiles,
  termsAcceptances,
} from '../../src/server/db/schema/index';
import {
  api,
  clearRateLimits,
  countAccounts,
  dataOf,
  day,
  errorOf,
  issueMessage,
  issuesOf,
  registerForm,
  registerUser,
  uniqueEmail,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';

type UserData = { user: SessionUser };

describe('account/preregister and account/register', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  /** Runs a call that must be refused and checks that no account row appeared. */
  async function refused<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const before = await countAccounts(t);
    const res = await send();
    expect(res.body).toMatchObject({ success: false, data: null });
    expect(await countAccounts(t)).toBe(before);
    return res;
  }

  const acceptancesOf = (email: string) =>
    t.database.db
      .select({
        email: termsAcceptances.email,
        language: termsAcceptances.language,
        acceptedAt: termsAcceptances.acceptedAt,
      })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.email, email));

  describe('preregister', () => {
    it('accepts a free address with the terms accepted', async () => {
      const email = uniqueEmail('pre');
      const res = await api(t.app, 'account/preregister', { email, terms: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { email }, message: enApi.preregistered });
    });

    it('accepts the form-encoded body the web client sends (submit=1, terms=1)', async () => {
      const res = await api(
        t.app,
        'account/preregister',
        { email: uniqueEmail('pre'), terms: '1', submit: '1', lang: 'fr' },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(frApi.preregistered);
    });

    it.each([
      ['a missing e-mail', { terms: 1 }, 'email_required'],
      ['an empty e-mail', { email: '', terms: 1 }, 'email_required'],
      ['an invalid e-mail', { email: 'not-an-address', terms: 1 }, 'email_invalid'],
      ['an e-mail with no domain dot', { email: 'ana@example', terms: 1 }, 'email_invalid'],
    ])('refuses %s with 400 and the issue on email', async (_, body, code) => {
      const res = await refused(() => api(t.app, 'account/preregister', body));
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('invalid_input');
      expect(issuesOf(res)).toEqual({ email: code });
    });

    it('records the acceptance when terms=1 comes, with the address and the language', async () => {
      const email = uniqueEmail('terms');
      const res = await api(t.app, 'account/preregister', {
        email: email.toUpperCase(),
        terms: 1,
        lang: 'pt',
      });
      expect(res.status).toBe(200);
      expect(await acceptancesOf(email)).toEqual([{ email, language: 'pt', acceptedAt: expect.any(Date) }]);
    });

    it("accepts the spec's client payload (email, submit=1, no terms) and records no acceptance", async () => {
      const email = uniqueEmail('spec');
      const res = await api(t.app, 'account/preregister', { email, submit: 1 }, { form: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { email }, message: enApi.preregistered });
      expect(await acceptancesOf(email)).toEqual([]);
    });

    it.each([
      ['0', { terms: 0 }],
      ['"0" in a form', { terms: '0' }],
    ])('refuses terms %s (declined) with terms_required', async (_, terms) => {
      const body = { email: uniqueEmail(), ...terms };
      const res = await api(t.app, 'account/preregister', body);
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ terms: 'terms_required' });
      expect(issueMessage(res, 'terms')).toBe(enValidation.terms_required);
      expect(await acceptancesOf(body.email)).toEqual([]);
    });

    it('refuses an address that already has an account with 409 and the exact text of the spec', async () => {
      const { email } = await registerUser(t.app);
      const res = await api(t.app, 'account/preregister', { email, terms: 1 });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        data: null,
        code: 'email_unique',
        message: 'The email field must contain a unique value.',
      });
      expect(issuesOf(res)).toEqual({ email: 'email_unique' });
    });

    it('finds an address already used whatever its letter case', async () => {
      const email = uniqueEmail('case');
      await registerUser(t.app, { email });
      const res = await api(t.app, 'account/preregister', { email: email.toUpperCase(), terms: 1 });
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe('email_unique');
    });
  });

  describe('control characters in single-line fields', () => {
    it.each([
      ['name', 'Ana\nGarcia'],
      ['name', 'Ana\r\nGarcia'],
      ['phoneNumber', '600\r\n123'],
      ['email', 'ana\u0000@example.com'],
    ])('register refuses %s %j with single_line, localized', async (field, value) => {
      const res = await refused(() =>
        api(t.app, 'account/register', registerForm({ [field]: value, lang: 'es' })),
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ [field]: 'single_line' });
      expect(issueMessage(res, field)).toBe(esValidation.single_line);
    });
  });

  describe('register', () => {
    it('creates a chef account, logs it in and answers data.user with the fields of the spec', async () => {
      const form = registerForm({ type: 'chef', name: 'Ana Garcia', phoneNumber: '600 123 456', lang: 'es' });
      const before = await countAccounts(t);
      const res = await api<UserData>(t.app, 'account/register', form);
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(esApi.registered);
      const { user } = dataOf(res);
      expect(user).toMatchObject({
        type: 'chef',
        isLogged: true,
        email: form.email,
        name: 'Ana Garcia',
        language: 'es',
        subscription: 0,
        subscription_status: 0,
        contactemail: form.email,
        phone: '600 123 456',
        main: null,
        profiles: [],
      });
      expect(user.session).toEqual(expect.any(String));
      expect(user.session.length).toBeGreaterThanOrEqual(32);
      expect(user.profile).toMatchObject({
        id: expect.any(Number),
        name: 'Ana Garcia',
        slug: expect.any(String),
        status: 1,
      });
      expect(await countAccounts(t)).toBe(before + 1);

      // The chef profile exists and belongs to the new account.
      const [profile] = await t.database.db
        .select()
        .from(chefProfiles)
        .where(eq(chefProfiles.accountId, user.id));
      expect(profile?.id).toBe(user.profile?.id);
    });

    it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ with a 7-day Expires, equal to data.user.session', async () => {
      const res = await api<UserData>(t.app, 'account/register', registerForm());
      expect(res.status).toBe(201);
      const cookie = res.cookie!;
      expect(cookie).toBeDefined();
      expect(cookie.name).toBe('token');
      expect(cookie.value).toBe(dataOf(res).user.session);
      expect(cookie.attributes.httponly).toBe(true);
      expect(String(cookie.attributes.samesite).toLowerCase()).toBe('lax');
      expect(cookie.attributes.path).toBe('/');
      expect(cookie.expires).toBeDefined();
      const ahead = cookie.expires!.getTime() - Date.now();
      expect(ahead).toBeGreaterThan(7 * day - 60_000);
      expect(ahead).toBeLessThan(7 * day + 60_000);
      // The new session works at once.
      const me = await api<UserData>(t.app, 'account/user', {}, { token: res.token });
      expect(me.status).toBe(200);
      expect(dataOf(me).user.id).toBe(dataOf(res).user.id);
    });

    it('creates a restaurant account whose first venue is the main one', async () => {
      const form = registerForm({ type: 'restaurant', name: 'Casa Lucio', lang: 'fr' });
      const res = await api<UserData>(t.app, 'account/register', form);
      expect(res.status).toBe(201);
      const { user } = dataOf(res);
      expect(user).toMatchObject({
        type: 'restaurant',
        isLogged: true,
        language: 'fr',
        subscription: 0,
        subscription_status: 0,
        contactemail: form.email,
        phone: form.phoneNumber,
        profile: null,
      });
      expect(user.profiles).toHaveLength(1);
      expect(user.profiles[0]).toMatchObject({ name: 'Casa Lucio', main: 1 });
      expect(user.main).toEqual(user.profiles[0]);
      const venues = await t.database.db
        .select()
        .from(restaurantProfiles)
        .where(eq(restaurantProfiles.accountId, user.id));
      expect(venues.map((v) => ({ id: v.id, main: v.main }))).toEqual([{ id: user.main!.id, main: 1 }]);
    });

    it('stores the password as a hash, never as sent', async () => {
      const { user, password } = await registerUser(t.app);
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, user.id));
      expect(row?.passwordHash).not.toContain(password);
      expect(row?.passwordHash.startsWith('$argon2')).toBe(true);
    });

    it('refuses an address already used with 409 email_unique, the exact text, and no second account', async () => {
      const { email } = await registerUser(t.app);
      const res = await refused(() => api(t.app, 'account/register', registerForm({ email })));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'email_unique', message: exactMessages.email_unique });
      expect(res.cookie).toBeUndefined();
    });

    it('detects a duplicate address whatever its letter case (Ana@X.com then ana@x.com)', async () => {
      const domain = `x${Date.now()}.com`;
      const first = await registerUser(t.app, { email: `Ana@${domain}` });
      expect(first.user.email).toBe(`ana@${domain}`);
      const res = await refused(() =>
        api(t.app, 'account/register', registerForm({ email: `ana@${domain}` })),
      );
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe('email_unique');
      const again = await refused(() =>
        api(t.app, 'account/register', registerForm({ email: `ANA@${domain.toUpperCase()}` })),
      );
      expect(again.status).toBe(409);
    });

    describe('validation (spec doc 1 section 5), each rule with its code on its field', () => {
      const cases: [string, string, string, Record<string, unknown>][] = [
        ['a missing e-mail', 'email', 'email_required', { email: undefined }],
        ['an empty e-mail', 'email', 'email_required', { email: '' }],
        ['an invalid e-mail', 'email', 'email_invalid', { email: 'ana.example.com' }],
        ['a missing type', 'type', 'type_required', { type: undefined }],
        ['an empty type', 'type', 'type_required', { type: '' }],
        ['an unknown type', 'type', 'type_required', { type: 'admin' }],
        ['the staff type (back office only)', 'type', 'type_required', { type: 'staff' }],
        ['a missing name', 'name', 'name_required', { name: undefined }],
        ['a name of spaces only', 'name', 'name_required', { name: '   ' }],
        ['a name with digits', 'name', 'name_letters', { name: 'Ana 2' }],
        ['a name with symbols', 'name', 'name_letters', { name: 'Ana <b>' }],
        ['a name starting with a space', 'name', 'name_letters', { name: ' Ana' }],
        ['a one-letter name', 'name', 'name_min', { name: 'A' }],
        ['a missing phone', 'phoneNumber', 'phone_required', { phoneNumber: undefined }],
        ['an empty phone', 'phoneNumber', 'phone_required', { phoneNumber: '' }],
        ['a phone with letters', 'phoneNumber', 'phone_digits', { phoneNumber: '600 12a 456' }],
        ['a phone with a plus sign inside', 'phoneNumber', 'phone_digits', { phoneNumber: '600+123' }],
        ['a phone with an unclosed bracket', 'phoneNumber', 'phone_digits', { phoneNumber: '(600 123' }],
        ['a phone of 3 digits', 'phoneNumber', 'phone_min', { phoneNumber: '123' }],
        ['a missing password', 'password', 'password_required', { password: undefined, rpassword: 'abcdef' }],
        ['a 5-character password', 'password', 'password_min', { password: 'abcde', rpassword: 'abcde' }],
        ['a missing repeat', 'rpassword', 'confirm_password', { rpassword: undefined }],
        ['an empty repeat', 'rpassword', 'confirm_password', { rpassword: '' }],
        [
          'a repeat that differs',
          'rpassword',
          'passwords_mismatch',
          { password: 'abcdef1', rpassword: 'abcdef2' },
        ],
      ];

      it.each(cases)('refuses %s (issue on %s: %s) and creates nothing', async (_, field, code, override) => {
        const body = registerForm(override);
        for (const key of Object.keys(override)) if (override[key] === undefined) delete body[key];
        const res = await refused(() => api(t.app, 'account/register', body));
        expect(res.status).toBe(400);
        expect(errorOf(res).code).toBe('invalid_input');
        expect(issuesOf(res)[field]).toBe(code);
        expect(issueMessage(res, field)).toBe(enValidation[code as keyof typeof enValidation]);
        expect(res.cookie).toBeUndefined();
      });

      it('lists every field in error at once', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', {
            email: 'x',
            type: 'x',
            name: 'A1',
            phoneNumber: 'x',
            password: '1',
            rpassword: '',
          }),
        );
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({
          email: 'email_invalid',
          type: 'type_required',
          name: 'name_letters',
          phoneNumber: 'phone_digits',
          password: 'password_min',
          rpassword: 'confirm_password',
        });
      });

      it('refuses an empty body with every required field listed', async () => {
        const res = await refused(() => api(t.app, 'account/register', {}));
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toMatchObject({
          email: 'email_required',
          type: 'type_required',
          name: 'name_required',
          phoneNumber: 'phone_required',
          password: 'password_required',
          rpassword: 'confirm_password',
        });
      });
    });

    it.each([
      'José',
      'Zoë',
      'Łukasz',
      'Nguyễn Văn An',
      'Jean-Luc',
      "O'Brien",
      '王小明',
      'Αλέξανδρος',
      'Mary Ann Smith',
      'Ana  María',
    ])('accepts the name %s', async (name) => {
      const res = await api<UserData>(t.app, 'account/register', registerForm({ name }));
      expect(res.status).toBe(201);
      expect(dataOf(res).user.name).toBe(name.replace(/\s+/g, ' '));
    });

    it('accepts a name in decomposed Unicode (letter plus combining accent)', async () => {
      const name = 'Jose\u0301';
      const res = await api<UserData>(t.app, 'account/register', registerForm({ name }));
      expect(res.status).toBe(201);
    });

    describe('messages in the interface language', () => {
      const bad = { email: 'nope', name: 'A', phoneNumber: '12', password: 'abc', rpassword: 'abc' };
      const tables = { en: enValidation, es: esValidation, fr: frValidation, pt: ptValidation } as const;

      it.each(['fr', 'pt', 'es'] as const)(
        'answers issue messages in the language of lang=%s',
        async (lang) => {
          const res = await refused(() => api(t.app, 'account/register', registerForm({ ...bad, lang })));
          expect(res.status).toBe(400);
          const table = tables[lang];
          expect(issueMessage(res, 'email')).toBe(table.email_invalid);
          expect(issueMessage(res, 'name')).toBe(table.name_min);
          expect(issueMessage(res, 'phoneNumber')).toBe(table.phone_min);
          expect(issueMessage(res, 'password')).toBe(table.password_min);
          // The codes stay the same whatever the language.
          expect(issuesOf(res)).toMatchObject({
            email: 'email_invalid',
            name: 'name_min',
            phoneNumber: 'phone_min',
            password: 'password_min',
          });
        },
      );

      it('uses Accept-Language when the request has no lang', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm(bad), {
            headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
          }),
        );
        expect(issueMessage(res, 'email')).toBe(ptValidation.email_invalid);
      });

      it('prefers lang over Accept-Language', async () => {
        const res = await api(t.app, 'account/register', registerForm({ ...bad, lang: 'es' }), {
          headers: { 'accept-language': 'fr' },
        });
        expect(issueMessage(res, 'email')).toBe(esValidation.email_invalid);
      });

      it('falls back to English for an unknown lang', async () => {
        const res = await api(t.app, 'account/register', registerForm({ ...bad, lang: 'de' }));
        expect(issueMessage(res, 'email')).toBe(enValidation.email_invalid);
      });

      it('localizes the answer message too, and fills the max length in', async () => {
        const res = await api(t.app, 'account/register', registerForm({ name: 'a'.repeat(256), lang: 'fr' }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Certains champs ne sont pas valides. Vérifiez-les et réessayez.');
        expect(issueMessage(res, 'name')).toBe(frValidation.max_length.replace('{{max}}', '255'));
      });

      it('answers data.user.language and the message from `language` when lang is absent (an alias)', async () => {
        const res = await api<UserData>(t.app, 'account/register', registerForm({ language: 'pt' }));
        expect(res.status).toBe(201);
        expect(dataOf(res).user.language).toBe('pt');
        expect(res.body.message).toBe(ptApi.registered);
      });

      it('gives the account the Accept-Language language when neither lang nor language is sent', async () => {
        const res = await api<UserData>(t.app, 'account/register', registerForm(), {
          headers: { 'accept-language': 'fr-CA' },
        });
        expect(res.status).toBe(201);
        expect(dataOf(res).user.language).toBe('fr');
      });
    });

    describe('form-encoded bodies as the web client sends them', () => {
      it('registers from a form with submit=1 and lang', async () => {
        const form = registerForm({ submit: '1', lang: 'es', type: 'restaurant', name: 'El Celler' });
        const res = await api<UserData>(t.app, 'account/register', form, { form: true });
        expect(res.status).toBe(201);
        expect(res.body.message).toBe(esApi.registered);
        expect(dataOf(res).user).toMatchObject({ type: 'restaurant', language: 'es', email: form.email });
        expect(res.cookie?.attributes.httponly).toBe(true);
      });

      it('reads the text null as empty', async () => {
        const res = await refused(() =>
          api(
            t.app,
            'account/register',
            registerForm({ submit: '1', name: 'null', phoneNumber: 'null', email: 'null' }),
            { form: true },
          ),
        );
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toMatchObject({
          email: 'email_required',
          name: 'name_required',
          phoneNumber: 'phone_required',
        });
      });

      it('reads JSON null as empty', async () => {
        const res = await refused(() => api(t.app, 'account/register', registerForm({ name: null })));
        expect(issuesOf(res)).toEqual({ name: 'name_required' });
      });

      it('refuses a field sent twice with repeated_field on that field', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm({ submit: '1', name: ['Ana Garcia', 'Bea Lopez'] }), {
            form: true,
          }),
        );
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({ name: 'repeated_field' });
        expect(issueMessage(res, 'name')).toBe(enValidation.repeated_field);
      });

      it('refuses an e-mail sent twice with repeated_field', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm({ email: [uniqueEmail(), uniqueEmail()] }), {
            form: true,
          }),
        );
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({ email: 'repeated_field' });
      });
    });

    describe('wrong shapes and sizes', () => {
      it('refuses a number for the name with 400', async () => {
        const res = await refused(() => api(t.app, 'account/register', registerForm({ name: 42 })));
        expect(res.status).toBe(400);
        expect(errorOf(res).code).toBe('invalid_input');
        expect(issuesOf(res)).toEqual({ name: 'invalid_value' });
      });

      it('refuses an object for the e-mail with 400', async () => {
        const res = await refused(() => api(t.app, 'account/register', registerForm({ email: { $ne: '' } })));
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({ email: 'invalid_value' });
      });

      it('refuses an array for the password with 400', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm({ password: ['abcdef'], rpassword: 'abcdef' })),
        );
        expect(res.status).toBe(400);
        expect(issuesOf(res).password).toBeDefined();
      });

      it('refuses a JSON array body with 400', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', {}, { raw: '[1,2,3]', contentType: 'application/json' }),
        );
        expect(res.status).toBe(400);
      });

      it.each([
        ['name', { name: 'a'.repeat(256) }],
        ['email', { email: `${'a'.repeat(250)}@example.com` }],
        ['phoneNumber', { phoneNumber: '1'.repeat(256) }],
        ['password', { password: 'p'.repeat(256), rpassword: 'p'.repeat(256) }],
      ])('refuses a %s of 256 or more characters with max_length', async (field, override) => {
        const res = await refused(() => api(t.app, 'account/register', registerForm(override)));
        expect(res.status).toBe(400);
        expect(issuesOf(res)[field]).toBe('max_length');
      });

      it('accepts a name of exactly 255 characters', async () => {
        const name = `Ana ${'b'.repeat(251)}`;
        expect(name).toHaveLength(255);
        const res = await api<UserData>(t.app, 'account/register', registerForm({ name }));
        expect(res.status).toBe(201);
      });

      it('refuses a body over 256 KB with a 413 envelope', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm({ padding: 'x'.repeat(300 * 1024) })),
        );
        expect(res.status).toBe(413);
        expect(errorOf(res).code).toBe('too_large');
      });

      it('refuses a form body over 256 KB with a 413 envelope', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', registerForm({ padding: 'x'.repeat(300 * 1024) }), { form: true }),
        );
        expect(res.status).toBe(413);
        expect(errorOf(res).code).toBe('too_large');
      });

      it('refuses malformed JSON with a 400 bad_request envelope', async () => {
        const res = await refused(() =>
          api(
            t.app,
            'account/register',
            {},
            { raw: '{"email": "a@b.com", ', contentType: 'application/json' },
          ),
        );
        expect(res.status).toBe(400);
        expect(errorOf(res).code).toBe('bad_request');
        expect(res.body.message).toBe('The request could not be read. Please try again.');
      });

      it('refuses a text/plain body with a 415 envelope', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', {}, { raw: 'email=a@b.com&type=chef', contentType: 'text/plain' }),
        );
        expect(res.status).toBe(415);
        expect(errorOf(res).code).toBe('unsupported_media_type');
      });

      it('refuses an unknown body type with a 415 envelope', async () => {
        const res = await refused(() =>
          api(t.app, 'account/register', {}, { raw: '<xml/>', contentType: 'application/xml' }),
        );
        expect(res.status).toBe(415);
        expect(errorOf(res).code).toBe('unsupported_media_type');
      });
    });
  });
});
