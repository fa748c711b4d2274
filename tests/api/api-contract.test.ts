import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contracts/calls';
import enErrors from '../../src/shared/i18n/en/errors.json';
import { errorCodes } from '../../src/shared/errors';
import { z } from 'zod';
import { defineCall, noData } from '../../src/shared/contracts/call';
import { buildApp } from '../../src/server/app';
import { AppError } from '../../src/server/lib/app-error';
import { registerCall } from '../../src/server/lib/calls';
import { api, registerUser, type ApiResult } from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { takeServerErrors, testLogger } from '../server-log';

const apiDoc = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

/** Whether an operation's body takes any field. */
function hasFields(operation: { requestBody?: unknown }): boolean {
  const body = operation.requestBody as
    { content: Record<string, { schema: { properties?: object; anyOf?: unknown[] } }> } | undefined;
  const schema = body?.content['application/json']?.schema;
  return Boolean(schema && (schema.anyOf || Object.keys(schema.properties ?? {}).length > 0));
}

/** The envelope of decisions D3, checked key by key. */
function expectEnvelope(res: ApiResult<unknown>) {
  expect(res.body, `not JSON: ${res.status} ${res.text}`).toBeDefined();
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.body).toHaveProperty('success');
  expect(res.body).toHaveProperty('data');
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  if (res.body.success) {
    expect(res.status).toBeLessThan(400);
  } else {
    expect(res.body.data).toBeNull();
    expect(Object.keys(errorCodes)).toContain(res.body.code);
    expect(errorCodes[res.body.code]).toBe(res.status);
  }
}

describe('the API contract', () => {
  const t = useTestApp();

  describe('every answer is an envelope { success, data, message }', () => {
    it('on success', async () => {
      const res = await api(t.app, 'health', {}, { method: 'GET' });
      expectEnvelope(res);
      expect(res.body.success).toBe(true);
    });

    it('on an unknown path: a 404 envelope', async () => {
      const res = await api(t.app, 'no/such/call', {});
      expect(res.status).toBe(404);
      expectEnvelope(res);
      expect(res.body).toEqual({
        success: false,
        data: null,
        code: 'not_found',
        message: enErrors.not_found,
      });
    });

    it('on a GET of a POST-only call: a 404 envelope', async () => {
      const res = await api(t.app, 'account/login', {}, { method: 'GET' });
      expect(res.status).toBe(404);
      expectEnvelope(res);
      expect(res.body).toMatchObject({ success: false, code: 'not_found' });
    });

    it.each(['PUT', 'DELETE', 'PATCH'] as const)(
      'on a %s of a POST-only call: a 404 envelope',
      async (method) => {
        const res = await api(t.app, 'account/register', {}, { method });
        expect(res.status).toBe(404);
        expectEnvelope(res);
      },
    );

    it('with a trailing slash, the call is the same call (the seeds write some paths with one)', async () => {
      const res = await api(t.app, 'health/', {}, { method: 'GET' });
      expect(res.status).toBe(200);
      expectEnvelope(res);
    });

    it.each([
      ['invalid input (400)', 'account/login', { username: 'x' }, {}],
      ['a wrong login (401)', 'account/login', { username: 'nobody@example.com', password: 'whatever1' }, {}],
      ['not logged in (401)', 'account/settings', {}, {}],
      ['another origin (403)', 'account/login', {}, { origin: 'https://evil.example' }],
      ['a body too large (413)', 'account/login', { padding: 'x'.repeat(300 * 1024) }, {}],
      [
        'a body that is not JSON (400)',
        'account/login',
        {},
        { raw: '{oops', contentType: 'application/json' },
      ],
      ['an empty JSON body (400)', 'account/login', {}, { raw: '', contentType: 'application/json' }],
      ['a body type not supported (415)', 'account/login', {}, { raw: 'hello', contentType: 'text/plain' }],
    ])('on %s', async (_, path, body, options) => {
      const res = await api(t.app, path, body, options);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectEnvelope(res);
      expect(res.body.success).toBe(false);
    });

    it('on a conflict (409)', async () => {
      const { email } = await registerUser(t.app);
      const res = await api(t.app, 'account/preregister', { email, terms: 1 });
      expect(res.status).toBe(409);
      expectEnvelope(res);
    });

    it('answers error messages in the request language (lang in the query string)', async () => {
      const res = await api(t.app, 'no/such/call?lang=pt', {}, { method: 'GET' });
      expect(res.body.message).toBe('Não encontrámos o que procura.');
    });
  });

  describe('a fault on the server', () => {
    let faulty: FastifyInstance | undefined;
    afterAll(async () => {
      await faulty?.close();
    });

    it('answers a 500 envelope that leaks no stack trace and no SQL', async () => {
      faulty = await buildApp({
        config: t.config,
        db: t.database.db,
        serveWeb: false,
        loggerInstance: testLogger(),
      });
      // A real database fault: a query on a table that does not exist.
      faulty.get('/api/test/sql-fault', async () => {
        await t.database.db.execute(
          sql`select secret_column from no_such_table_for_the_test where password_hash = 'x'`,
        );
        return { unreachable: true };
      });
      faulty.post('/api/test/thrown', async () => {
        const error = new Error('internal detail: connection string postgres://user:hunter2@db/brigade');
        throw error;
      });
      await faulty.ready();

      for (const [method, path] of [
        ['GET', 'test/sql-fault'],
        ['POST', 'test/thrown'],
      ] as const) {
        const res = await api(faulty, path, {}, { method });
        expect(res.status).toBe(500);
        expectEnvelope(res);
        expect(res.body).toEqual({
          success: false,
          data: null,
          code: 'server_error',
          message: enErrors.server_error,
        });
        for (const leak of [
          'no_such_table',
          'secret_column',
          'select ',
          'hunter2',
          'postgres://',
          ' at ',
          'stack',
          '.ts:',
          'node_modules',
        ]) {
          expect(res.text).not.toContain(leak);
        }
      }
      // The details stay in the server's log, one error line each.
      expect(takeServerErrors().map((line) => [line.msg, line.err?.message])).toEqual([
        ['unhandled error', expect.stringContaining('no_such_table_for_the_test')],
        ['unhandled error', expect.stringContaining('hunter2')],
      ]);
    });
  });

  describe('a client that leaves before its answer', () => {
    let server: FastifyInstance | undefined;
    afterAll(async () => {
      await server?.close();
    });

    it('is logged as information, not as a fault of the server', async () => {
      const logs: { level: number; msg: string }[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logs.push(JSON.parse(line) as { level: number; msg: string });
          done();
        },
      });
      server = await buildApp({
        config: t.config,
        db: t.database.db,
        serveWeb: false,
        loggerInstance: pino({ level: 'info' }, sink),
      });
      let arrived!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      // A call whose answer has no bytes ready yet, as a compressed answer before its first chunk.
      // A POST: its body read, Node does not mark the request as aborted when the client leaves.
      server.post('/api/test/slow-answer', (_request, reply) => {
        arrived();
        return reply.type('application/json').send(new PassThrough());
      });
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;

      const request = httpRequest(`http://127.0.0.1:${port}/api/test/slow-answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testOrigin },
      });
      request.on('error', () => undefined);
      request.end('{"page":0}');
      await arrival;
      request.destroy();

      await expect
        .poll(() => logs.map((line) => line.msg))
        .toContain('client closed the connection before the answer');
      expect(logs.filter((line) => line.level >= 40)).toEqual([]);
    });
  });

  describe('call declarations', () => {
    it('registers every API route from a declaration, and every declaration as a route', () => {
      const apiRoutes = t.app.registeredRoutes.filter(({ route }) =>
        route.split(' ')[1]!.startsWith('/api/'),
      );
      expect(apiRoutes.map(({ route }) => route)).toContain('POST /api/account/login');
      const undeclared = apiRoutes.filter(({ declared }) => !declared).map(({ route }) => route);
      expect(
        undeclared,
        `API routes without a declaration in src/shared/contracts:\n${undeclared.join('\n')}`,
      ).toEqual([]);
      const registered = new Set(apiRoutes.map(({ route }) => route));
      const unregistered = allCalls.map((c) => `${c.method} ${c.path}`).filter((r) => !registered.has(r));
      expect(unregistered, 'declared calls the server does not register').toEqual([]);
    });

    it('serves the OpenAPI 3.1 document of every declared call at GET /api/openapi.json', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const doc = res.json() as {
        openapi: string;
        paths: Record<
          string,
          Record<string, { operationId: string; 'x-access': string; requestBody?: unknown }>
        >;
      };
      expect(doc.openapi).toBe('3.1.0');
      for (const call of allCalls) {
        const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
        expect(operation?.operationId, `${call.method} ${call.path}`).toBe(call.name);
        expect(operation?.['x-access']).toBe(call.access);
      }
      // Fields a client may leave out are not required; the spec's login needs username and password.
      const login = doc.paths['/api/account/login']!.post as unknown as {
        requestBody: { content: Record<string, { schema: { required: string[]; properties: object } }> };
      };
      const schema = login.requestBody.content['application/x-www-form-urlencoded']!.schema;
      expect(schema.required.sort()).toEqual(['password', 'username']);
      expect(Object.keys(schema.properties)).toContain('remember');
      // A call that answers a file describes the file, not the envelope.
      const cv = doc.paths['/api/chefs/cv']!.get as unknown as {
        responses: Record<string, { content: Record<string, unknown>; headers?: Record<string, unknown> }>;
      };
      expect(Object.keys(cv.responses['200']!.content)).toEqual(['application/pdf']);
      expect(cv.responses['200']!.headers).toHaveProperty('Content-Disposition');
      expect(Object.keys(cv.responses['401']!.content)).toEqual(['application/json']);
    });

    type ErrorAnswer = {
      description: string;
      headers?: Record<string, unknown>;
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: string }, { properties: { code: { enum: string[] } } }] };
        };
      };
    };
    type Operation = {
      responses: Record<string, ErrorAnswer>;
      requestBody?: unknown;
      parameters?: unknown[];
    };
    const openApi = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
        components: { schemas: { ErrorEnvelope: Record<string, unknown> } };
      };
    /** The error codes an operation lists, by status. */
    const errorsOf = (operation: Operation) =>
      Object.fromEntries(
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, answer]) => [
            status,
            answer.content['application/json'].schema.allOf[1].properties.code.enum,
          ]),
      );

    it("lists each call's error answers by status, with the codes its access, input and rules give", async () => {
      const doc = await openApi();
      const envelope = doc.components.schemas.ErrorEnvelope as {
        required: string[];
        properties: Record<string, Record<string, unknown>>;
      };
      expect(envelope.required.sort()).toEqual(['code', 'data', 'message', 'success']);
      expect(envelope.properties.success).toEqual({ const: false });
      expect(envelope.properties.data).toEqual({ type: 'null' });
      expect(envelope.properties.issues).toMatchObject({ type: 'array' });
      expect(envelope.properties.code!.enum).toEqual(Object.keys(errorCodes));

      for (const call of allCalls) {
        const operation = doc.paths[call.path]![call.method.toLowerCase()]!;
        const where = `${call.method} ${call.path}`;
        expect(Object.keys(operation.responses), where).not.toContain('4XX');
        const errors = errorsOf(operation);
        for (const [status, codes] of Object.entries(errors)) {
          // Each status lists the codes that answer with it, and only those, in the shared envelope.
          for (const code of codes)
            expect(errorCodes[code as keyof typeof errorCodes], `${where} ${code}`).toBe(Number(status));
          expect(operation.responses[status]!.content['application/json'].schema.allOf[0]).toEqual({
            $ref: '#/components/schemas/ErrorEnvelope',
          });
        }
        expect(errors['500'], where).toEqual(['server_error']);
        const backOffice = call.access === 'moderator' || call.access === 'admin';
        if (call.access !== 'public' && !backOffice)
          expect(errors['401'], where).toEqual(['not_logged_in', 'session_expired']);
        if (call.access === 'chef' || call.access === 'restaurant' || call.access === 'staff')
          expect(errors['403'], where).toContain('forbidden');
        // The back office answers 404 to anyone but staff (decision 053); a moderator gets 403 on an admin's call.
        if (backOffice) {
          expect(errors['401'], where).toBeUndefined();
          expect(errors['404'], where).toContain('not_found');
          if (call.access === 'admin') expect(errors['403'], where).toContain('forbidden');
        }
        // A call that reads fields refuses bad ones.
        const fields = call.method === 'GET' ? (operation.parameters ?? []).length : 0;
        if (fields > 0 || (call.method !== 'GET' && hasFields(operation)))
          expect(errors['400'], where).toContain('invalid_input');
        if (call.method !== 'GET') expect(errors['413'], where).toEqual(['too_large']);
      }

      const at = (path: string, method = 'post') => errorsOf(doc.paths[path]![method]!);
      // A premium gate (D5) and the rules of the call, beside what its access and input give.
      expect(at('/api/offer/applicants/list')['403']).toEqual([
        'cross_origin',
        'forbidden',
        'premium_required',
      ]);
      expect(at('/api/offer/applicants/list')['404']).toEqual(['offer_not_found']);
      expect(at('/api/profile/toggleChef')).toMatchObject({
        401: ['not_logged_in', 'session_expired'],
        403: ['cross_origin', 'forbidden'],
      });
      expect(at('/api/account/register')).toMatchObject({
        400: ['bad_request', 'invalid_input'],
        409: ['email_unique'],
        429: ['rate_limited'],
      });
      expect(at('/api/account/login')['401']).toEqual(['login_combination', 'otp_invalid', 'otp_required']);
      expect(doc.paths['/api/account/login']!.post!.responses['429']!.headers).toHaveProperty('Retry-After');
      expect(at('/api/chefs/show', 'get')).toMatchObject({
        400: ['bad_request', 'invalid_input'],
        404: ['not_found'],
      });
      expect(at('/api/stage/accept')['409']).toEqual(['application_moved_on']);
      // A public read without fields: nothing a client sends can be refused but the request itself.
      expect(Object.keys(at('/api/reference', 'get'))).toEqual(['400', '500', '503']);
    });

    it('notes an error code a call answers without declaring it', async () => {
      const other = await buildApp({ config: t.config, db: t.database.db, serveWeb: false });
      try {
        const call = defineCall({
          name: 'test.undeclared',
          method: 'POST',
          path: '/api/test/undeclared',
          access: 'public',
          summary: 'Throws what its declaration does not say.',
          input: z.object({ conflict: z.string().optional() }),
          output: noData,
          errors: ['not_found'],
        });
        registerCall(other, call, ({ input }) => {
          throw new AppError(input.conflict ? 'email_unique' : 'not_found');
        });
        await other.ready();
        expect((await api(other, 'test/undeclared', {})).status).toBe(404);
        expect([...other.undeclaredErrors]).toEqual([]);
        expect((await api(other, 'test/undeclared', { conflict: 'yes' })).status).toBe(409);
        expect([...other.undeclaredErrors]).toEqual(['test.undeclared: email_unique']);
      } finally {
        await other.close();
      }
    });

    it('links the OpenAPI document from docs/api.md', () => {
      const doc = existsSync(apiDoc) ? readFileSync(apiDoc, 'utf8') : '';
      expect(doc).toContain('/api/openapi.json');
    });
  });
});
