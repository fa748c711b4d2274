import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/shared/contracts/call';
import { allCalls } from '../../src/shared/contracts/calls';
import { maxRecordId } from '../../src/shared/contracts/numbers';
import {
  api,
  dataOf,
  errorOf,
  freshIp,
  issuesOf,
  registerUser,
  staffLogin,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';

type JsonSchema = {
  type?: string;
  const?: unknown;
  maximum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** 2^31 (one past PostgreSQL's integer), 2^53 (past a safe JavaScript integer) and 2^63 (past bigint). */
const beyond = ['2147483648', '9007199254740992', '9223372036854775808'];

const isRecordId = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  ((schema.type === 'integer' && schema.maximum === maxRecordId) || (schema.anyOf ?? []).some(isRecordId));

/** One form of a call's input: its record id fields, one list or not, and what names the form. */
interface IdForm {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  ids: { name: string; list: boolean }[];
  /** The fields whose constant value chooses this form (`action=delete`). */
  marks: Record<string, unknown>;
}

/** Every form of every declared call that takes record ids, read from the OpenAPI document's input schemas. */
function idForms(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): IdForm[] {
  const forms: IdForm[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const call = allCalls.find((c) => c.path === path && c.method === method.toUpperCase())!;
      const input =
        method === 'get'
          ? {
              properties: Object.fromEntries(
                (operation.parameters as { name: string; schema: JsonSchema }[]).map((p) => [
                  p.name,
                  p.schema,
                ]),
              ),
            }
          : ((operation.requestBody as { content: Record<string, { schema: JsonSchema }> }).content[
              'application/json'
            ]!.schema as JsonSchema);
      for (const form of input.anyOf ?? [input]) {
        const properties = Object.entries(form.properties ?? {});
        const ids = properties.flatMap(([name, schema]) =>
          isRecordId(schema)
            ? [{ name, list: false }]
            : schema.type === 'array' && isRecordId(schema.items)
              ? [{ name, list: true }]
              : [],
        );
        if (ids.length === 0) continue;
        const marks = Object.fromEntries(
          properties
            .filter(([name, schema]) => schema.const !== undefined && form.required?.includes(name))
            .map(([name, schema]) => [name, schema.const]),
        );
        forms.push({
          call: call.name,
          method: call.method as 'GET' | 'POST',
          path,
          access: call.access,
          ids,
          marks,
        });
      }
    }
  }
  return forms;
}

/**
 * Ids of 2^31 and beyond are refused on every call that takes one, as each role that may make it, in a
 * form body, a JSON body (as numbers, 2^63 written as it is) and a query string: 400 `invalid_value` on
 * the field, never a query PostgreSQL's integer would refuse with a 500.
 */
describe('record ids beyond the integer column', () => {
  const t = useTestApp();
  const tokens = {} as Record<'chef' | 'restaurant' | 'staff', string>;
  let forms: IdForm[] = [];

  beforeAll(async () => {
    tokens.chef = (await registerUser(t.app, { type: 'chef' })).token;
    tokens.restaurant = (await registerUser(t.app, { type: 'restaurant', name: 'Casa Pepe' })).token;
    tokens.staff = (await staffLogin(t, 'admin')).token;
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    forms = idForms(document.json());
  });

  /** The sessions a call is made with: each role its access lets in (visitors for public calls). */
  const rolesOf = (access: Access): (keyof typeof tokens | 'visitor')[] =>
    access === 'public'
      ? ['visitor', 'chef', 'restaurant']
      : access === 'account'
        ? ['chef', 'restaurant', 'staff']
        : access === 'moderator' || access === 'admin'
          ? ['staff']
          : [access];

  /** Sends the form with every id field set to `digits`, as a form, as JSON numbers, or in the query. */
  function send(form: IdForm, digits: string, encoding: 'form' | 'json' | 'query', role: string) {
    const token = role === 'visitor' ? undefined : tokens[role as keyof typeof tokens];
    const path = form.path.replace(/^\/api\//, '');
    const options = { token, ip: freshIp() };
    if (encoding === 'query') {
      const query = new URLSearchParams(form.ids.map(({ name }): [string, string] => [name, digits]));
      return api(t.app, `${path}?${query}`, {}, { ...options, method: 'GET' });
    }
    if (encoding === 'form') {
      const fields = { ...form.marks, ...Object.fromEntries(form.ids.map(({ name }) => [name, digits])) };
      return api(t.app, path, fields, { ...options, form: true });
    }
    // JSON numbers, written as digits: 2^63 has no exact JavaScript number to stringify.
    const members = [
      ...Object.entries(form.marks).map(
        ([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`,
      ),
      ...form.ids.map(({ name, list }) => `${JSON.stringify(name)}:${list ? `[${digits}]` : digits}`),
    ];
    return api(
      t.app,
      path,
      {},
      { ...options, raw: `{${members.join(',')}}`, contentType: 'application/json' },
    );
  }

  function expectRefused(res: ApiResult<unknown>, form: IdForm, what: string) {
    const issues = issuesOf(res);
    const expected = Object.fromEntries(form.ids.map(({ name }) => [name, 'invalid_value']));
    expect({ what, status: res.status, code: errorOf(res).code, issues: pick(issues, form.ids) }).toEqual({
      what,
      status: 400,
      code: 'invalid_input',
      issues: expected,
    });
  }

  it('finds the calls that take ids in their declarations, each id field with the shared id schema', () => {
    const calls = new Set(forms.map((f) => f.path));
    for (const path of [
      '/api/offer/related',
      '/api/contact',
      '/api/account/image/delete',
      '/api/profile/image',
      '/api/offer/image',
      '/api/moderation/report',
      '/api/moderation/block',
      '/api/profile/chefmeta/experience',
      '/api/profile/restaurantmeta/schedule',
      '/api/offer/manage/edit',
      '/api/offer/restaurant',
      '/api/offers/in',
      '/api/search/offers',
      '/api/notifications/read',
      '/api/stage/accept',
      '/api/messages/send',
    ])
      expect(calls, path).toContain(path);
    const imageForm = forms.find((f) => f.path === '/api/offer/manage/edit' && !('action' in f.marks));
    expect(imageForm?.ids.map((i) => i.name)).toEqual(expect.arrayContaining(['id', 'rid', 'image1']));
    // A field named as an id that is not read with the shared schema would escape the bound.
    const idNames = /^(id|ids|rid|oid|cid|offender|conversation|until|image1|offers)$/;
    const unbounded = allCalls.flatMap((call) => {
      const form = forms.filter((f) => f.path === call.path && f.method === call.method);
      const shape = (call.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      return Object.keys(shape)
        .filter((name) => idNames.test(name) && !form.some((f) => f.ids.some((i) => i.name === name)))
        .map((name) => `${call.name}.${name}`);
    });
    expect(unbounded).toEqual([]);
  });

  it.each(beyond)(
    'refuses %s on every call that takes an id, as every role, in every encoding',
    async (digits) => {
      expect(forms.length).toBeGreaterThan(40);
      for (const form of forms) {
        for (const role of rolesOf(form.access)) {
          const encodings = form.method === 'GET' ? (['query'] as const) : (['form', 'json'] as const);
          for (const encoding of encodings)
            expectRefused(
              await send(form, digits, encoding, role),
              form,
              `${form.call} ${encoding} as ${role}`,
            );
        }
      }
    },
  );

  it('reads the largest id as an id: it names no record, and nothing fails', async () => {
    const top = String(maxRecordId);
    const related = await api<{ list: unknown[] }>(t.app, 'offer/related', { id: top }, { form: true });
    expect(dataOf(related).list).toEqual([]);
    const byIds = await api<{ list: unknown[] }>(t.app, 'offers/in', { id: [top] });
    expect(dataOf(byIds).list).toEqual([]);
    const deleted = await api(t.app, 'account/image/delete', { id: maxRecordId }, { token: tokens.chef });
    expect(deleted.status).toBe(404);
    const read = await api(t.app, 'notifications/read', { ids: [maxRecordId] }, { token: tokens.chef });
    expect(read.status).toBe(200);
    const feed = await api(t.app, 'search/offers', { until: top }, { form: true });
    expect(feed.status).toBe(200);
  });
});

function pick(issues: Record<string, string>, ids: { name: string }[]): Record<string, string> {
  return Object.fromEntries(
    ids.filter(({ name }) => name in issues).map(({ name }) => [name, issues[name]!]),
  );
}
