import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../src/shared/contracts/envelope';
import { errorCodes } from '../../src/shared/errors';
import enErrors from '../../src/shared/i18n/en/errors.json';
import esErrors from '../../src/shared/i18n/es/errors.json';
import enValidation from '../../src/shared/i18n/en/validation.json';
import esValidation from '../../src/shared/i18n/es/validation.json';
import { buildApp } from '../../src/server/app';
import {
  api,
  clearRateLimits,
  errorOf,
  freshIp,
  issuesOf,
  multipartBody,
  registerUser,
  type ApiOptions,
  type ApiResult,
} from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { testLogger } from '../server-log';

/**
 * Whatever a client sends, the answer is never a 5xx and is always the envelope: NUL bytes, broken
 * multipart bodies, and malformed HTTP (a wrong Content-Length, oversized headers) sent over a socket.
 */

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

function expectEnvelope(res: ApiResult<unknown>, status: number, code: string): ErrorEnvelope {
  expect(res.status, res.text).toBe(status);
  const body = errorOf(res);
  expect(body).toMatchObject({ success: false, data: null, code });
  expect(errorCodes[body.code]).toBe(status);
  return body;
}

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucia',
  surname: 'Fernandez',
  phone: '600 123 456',
  phonecode: '+34',
  company: 'Casa Lucia',
  email: 'lucia@example.com',
  subject: 'Summer brigade',
  enquiry: 'We are looking for a sous chef.',
  ...overrides,
});

describe('bad input answers 4xx with the envelope', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const send = (path: string, body: Record<string, unknown>, options: ApiOptions = {}) =>
    api(t.app, path, body, { ip: freshIp(), ...options });

  describe('a NUL byte', () => {
    it.each([false, true])('in the login username or password (form: %s)', async (form) => {
      const { email, password } = await registerUser(t.app);
      const inName = await send(
        'account/login',
        { username: `${email}\u0000`.replace('@', '\u0000@'), password },
        { form },
      );
      expectEnvelope(inName, 400, 'invalid_input');
      expect(issuesOf(inName)).toEqual({ username: 'single_line' });
      const inPassword = await send(
        'account/login',
        { username: email, password: `${password}\u0000` },
        { form },
      );
      expect(inPassword.status).toBe(401);
      expect(errorOf(inPassword).code).toBe('login_combination');
    });

    it.each(['name', 'surname', 'phone', 'phonecode', 'company', 'email', 'subject', 'enquiry', 'offers'])(
      'in the contact field %s',
      async (field) => {
        const res = await send('contact', contactForm({ [field]: `Sum\u0000mer` }), { form: true });
        expectEnvelope(res, 400, 'invalid_input');
        expect(Object.keys(issuesOf(res))).toEqual([field]);
      },
    );

    it("in a CV's file name: a field issue on the file", async () => {
      const { raw, contentType } = await multipartBody(contactForm(), [
        { field: 'fileupload', filename: 'cv\u0000.pdf', content: pdfBytes, contentType: 'application/pdf' },
      ]);
      const res = await send('contact', {}, { raw, contentType });
      expectEnvelope(res, 400, 'invalid_input');
      expect(issuesOf(res)).toEqual({ fileupload: 'single_line' });
      expect(errorOf(res).issues?.[0]?.message).toBe(enValidation.single_line);
    });

    it('in query strings, JSON keys and register fields', async () => {
      const user = await send('account/user?token=ab%00cd&lang=%00', {}, { method: 'GET' });
      expect(user.status).toBeLessThan(500);
      expect(user.body.success).toBe(false);
      const reference = await send('reference?lang=e%00n&language=%00', {}, { method: 'GET' });
      expect(reference.status).toBe(200);
      const key = await send('account/preregister', {
        'em\u0000ail': 'a@example.com',
        email: 'b\u0000@example.com',
      });
      expectEnvelope(key, 400, 'invalid_input');
      const register = await send('account/register', {
        email: 'new@example.com',
        type: 'chef\u0000',
        name: 'Ana Garcia',
        phoneNumber: '600 123 456',
        password: 'kitchen\u0000secret',
        rpassword: 'kitchen\u0000secret',
      });
      expectEnvelope(register, 400, 'invalid_input');
      expect(issuesOf(register).type).toBe('type_required');
    });
  });

  describe('a broken multipart body', () => {
    it('without a boundary', async () => {
      const res = await send('contact', {}, { raw: 'name=Lucia', contentType: 'multipart/form-data' });
      expectEnvelope(res, 400, 'bad_request');
    });

    it('cut short', async () => {
      const { raw, contentType } = await multipartBody(contactForm(), [
        { field: 'fileupload', filename: 'cv.pdf', content: pdfBytes, contentType: 'application/pdf' },
      ]);
      for (const cut of [raw.length - 10, Math.floor(raw.length / 2), 20]) {
        const res = await send('contact', {}, { raw: raw.subarray(0, cut), contentType });
        expectEnvelope(res, 400, 'bad_request');
      }
    });

    it('with a boundary that never appears', async () => {
      const res = await send(
        'contact',
        {},
        { raw: 'just some bytes', contentType: 'multipart/form-data; boundary=----nothing' },
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toMatch(/^(bad_request|invalid_input)$/);
    });
  });
});

/** `depth` arrays, one in another, around `inner`. */
const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('JSON nested too deeply', () => {
  // Answers kept (decision 029): a deep body must be refused before any key of a kept answer is made.
  const t = useTestApp({ visitorAnswersMs: 60_000 });
  beforeEach(() => clearRateLimits(t));
  const searches = ['search/offers', 'search/chefs', 'search/restaurants', 'restaurants/featured'];

  it.each(searches)('in a JSON body of %s: 400 with a localized message, for 5,000 levels', async (path) => {
    for (const raw of [
      `{"page":0,"filters":${nested(5000)}}`,
      `{"location":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      nested(5000),
    ]) {
      const res = await api(
        t.app,
        path,
        {},
        { raw, contentType: 'application/json', headers: { 'accept-language': 'es' } },
      );
      const body = expectEnvelope(res, 400, 'invalid_input');
      expect(body.issues).toEqual([
        {
          field: 'body',
          code: 'json_too_deep',
          message: esValidation.json_too_deep.replace('{{max}}', '32'),
        },
      ]);
    }
  });

  it('takes JSON up to 32 levels deep', async () => {
    const res = await api(
      t.app,
      'search/offers',
      {},
      { raw: `{"page":0,"x":${nested(31)}}`, contentType: 'application/json' },
    );
    expect(res.status).toBe(200);
    const deeper = await api(
      t.app,
      'search/offers',
      {},
      { raw: `{"page":0,"x":${nested(32)}}`, contentType: 'application/json' },
    );
    expect(issuesOf(deeper)).toEqual({ body: 'json_too_deep' });
    // Brackets inside strings are text, not depth.
    const text = await api(t.app, 'search/offers', { page: 0, position: '['.repeat(40) });
    expect(text.status).toBe(200);
  });

  it.each(searches.slice(0, 3))('in the JSON text of a form field of %s', async (path) => {
    for (const field of ['filters', 'location']) {
      const res = await api(t.app, path, { [field]: nested(5000), lang: 'fr' }, { form: true });
      expectEnvelope(res, 400, 'invalid_input');
      expect(issuesOf(res)).toEqual({ [field]: 'json_too_deep' });
    }
  });

  it('in an id list and in an item value', async () => {
    const chef = await registerUser(t.app);
    const read = await api(
      t.app,
      'notifications/read',
      { ids: nested(5000) },
      { token: chef.token, form: true },
    );
    expect(issuesOf(read)).toEqual({ ids: 'json_too_deep' });
    const item = await api(
      t.app,
      'profile/chefmeta/referrals',
      { id: 0, value: `{"description":${nested(5000, '"x"')}}` },
      { token: chef.token, form: true },
    );
    expect(issuesOf(item)).toEqual({ value: 'json_too_deep' });
  });
});

describe('malformed HTTP over a socket answers the envelope', () => {
  const t = useTestApp();
  let port = 0;
  let server: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await buildApp({
      config: t.config,
      db: t.database.db,
      serveWeb: false,
      loggerInstance: testLogger(),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  /** Writes raw bytes, half-closes when told, and reads the whole answer. */
  function raw(request: string | Buffer, { end = true } = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
      });
      socket.write(request, () => {
        if (end) socket.end();
      });
    });
  }

  function envelopeOf(answer: { status: number; body: string }, status: number, code: string) {
    expect(answer.status, answer.body).toBe(status);
    const body = JSON.parse(answer.body) as ErrorEnvelope;
    expect(body).toEqual({
      success: false,
      data: null,
      code,
      message: (enErrors as Record<string, string>)[code],
    });
    expect(errorCodes[body.code]).toBe(status);
  }

  const form = 'username=ana%40example.com&password=kitchen-secret';
  const post = (headers: string, body: string) =>
    `POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${testOrigin}\r\nContent-Type: application/x-www-form-urlencoded\r\n${headers}\r\n${body}`;

  it('an HTTP/1.1 request without Host: 400 with the envelope, in the language asked', async () => {
    envelopeOf(await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'bad_request');
    const spanish = await raw(
      'GET /api/reference HTTP/1.1\r\nAccept-Language: es\r\nConnection: close\r\n\r\n',
    );
    expect(spanish.status).toBe(400);
    expect(JSON.parse(spanish.body)).toEqual({
      success: false,
      data: null,
      code: 'bad_request',
      message: esErrors.bad_request,
    });
    // HTTP/1.0 has no Host to require.
    expect((await raw('GET /api/health HTTP/1.0\r\n\r\n', { end: false })).status).toBe(200);
  });

  it('a body shorter than its Content-Length', async () => {
    envelopeOf(
      await raw(post(`Content-Length: ${form.length + 20}\r\nConnection: close\r\n`, form)),
      400,
      'bad_request',
    );
  });

  it('a body longer than its Content-Length', async () => {
    const answer = await raw(post(`Content-Length: 10\r\nConnection: keep-alive\r\n`, `${form}\r\n`));
    // The first request (10 bytes of the form) is answered; the rest is not HTTP and gets the envelope.
    expect(answer.status).toBe(400);
    const bodies = answer.body.split(/HTTP\/1\.1 \d{3}[^\r]*\r\n(?:[^\r]+\r\n)*\r\n/);
    for (const body of bodies.filter(Boolean)) {
      const parsed = JSON.parse(body) as ErrorEnvelope;
      expect(parsed).toMatchObject({ success: false, data: null });
    }
  });

  it('a Content-Length that is not a number', async () => {
    envelopeOf(await raw(post('Content-Length: abc\r\n', form)), 400, 'bad_request');
  });

  it('oversized headers', async () => {
    envelopeOf(
      await raw(post(`X-Padding: ${'a'.repeat(20 * 1024)}\r\nContent-Length: ${form.length}\r\n`, form)),
      431,
      'headers_too_large',
    );
  });

  it('bytes that are not HTTP at all', async () => {
    envelopeOf(await raw('HELLO\r\n\r\n'), 400, 'bad_request');
  });
});
