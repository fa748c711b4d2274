import { randomUUID } from 'node:crypto';
import { count, sql, type SQL } from 'drizzle-orm';
import { generate } from 'otplib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { vi } from 'vitest';
import type { SessionUser } from '../src/shared/contracts/accounts';
import type { StaffRole } from '../src/shared/contracts/admin';
import { createStaff } from '../src/server/features/accounts/staff.service';
import type { Envelope, ErrorEnvelope, SuccessEnvelope } from '../src/shared/contracts/envelope';
import { accounts } from '../src/server/db/schema/index';
import { jobSchema } from '../src/server/jobs/queue';
import { testOrigin, type TestApp } from './build-test-app';

/**
 * Helpers for the API tests (tests/api/): a request helper that can do everything a client can
 * (forms with repeated fields, raw bodies, bearer tokens, a chosen client address, no Origin), a
 * Set-Cookie reader, and a small account factory.
 */

export interface ApiOptions {
  /** Sent as the `token` cookie, as the web app does. */
  token?: string;
  /** Sent as `Authorization: Bearer ...`, as a native app does. */
  bearer?: string;
  /** The Origin header; the app's own origin unless given; `null` sends none. */
  origin?: string | null;
  referer?: string;
  /** Form-encoded body (arrays become repeated fields) instead of JSON. */
  form?: boolean;
  /** A raw body, sent as is with `contentType` (none when not given). */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  method?: InjectOptions['method'];
  /** The client address the server sees (rate limits count per address). */
  ip?: string;
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags map to true. */
  attributes: Record<string, string | true>;
  expires: Date | undefined;
}

export interface ApiResult<T> {
  status: number;
  /** The parsed JSON answer (undefined when the answer is not JSON, see `text`). */
  body: Envelope<T>;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
  /** The `token` cookie the answer set (or cleared), parsed. */
  cookie: ParsedCookie | undefined;
  /** The token the answer set, if any (undefined when the cookie was cleared). */
  token: string | undefined;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const i = part.indexOf('=');
    if (i === -1) attributes[part.trim().toLowerCase()] = true;
    else attributes[part.slice(0, i).trim().toLowerCase()] = part.slice(i + 1).trim();
  }
  const expires = typeof attributes.expires === 'string' ? new Date(attributes.expires) : undefined;
  return {
    name: pair.slice(0, eq).trim(),
    value: decodeURIComponent(pair.slice(eq + 1).trim()),
    attributes,
    expires,
  };
}

function formBody(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return params.toString();
}

/** Calls `/api/{path}` (a path with its own query string is fine) through the HTTP layer. */
export async function api<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? testOrigin;
  if (options.referer) headers.referer = options.referer;
  if (options.token) headers.cookie = `token=${encodeURIComponent(options.token)}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const method = options.method ?? 'POST';
  let payload: string | Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    if (options.raw !== undefined) {
      payload = options.raw;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = formBody(body);
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  Object.assign(headers, options.headers);
  const response = await app.inject({
    method,
    url: path.startsWith('/') ? path : `/api/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    parsed = undefined;
  }
  const cookieHeader = [response.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith('token='));
  const cookie = cookieHeader ? parseSetCookie(cookieHeader) : undefined;
  return {
    status: response.statusCode,
    body: parsed as Envelope<T>,
    text: response.body,
    headers: response.headers,
    cookie,
    token: cookie?.value || undefined,
  };
}

/** Narrows an answer to the error envelope (fails the test with the answer when it is not one). */
export function errorOf(result: ApiResult<unknown>): ErrorEnvelope {
  if (!result.body || result.body.success !== false)
    throw new Error(`expected an error envelope, got ${result.status} ${result.text}`);
  return result.body;
}

/** Narrows an answer to the success envelope (fails the test with the answer when it is not one). */
export function dataOf<T>(result: ApiResult<T>): SuccessEnvelope<T>['data'] {
  if (!result.body || result.body.success !== true)
    throw new Error(`expected a success envelope, got ${result.status} ${result.text}`);
  return result.body.data;
}

/** The issue codes of an error answer, by field: `{ email: 'email_invalid' }`. */
export function issuesOf(result: ApiResult<unknown>): Record<string, string> {
  const body = result.body as ErrorEnvelope | undefined;
  return Object.fromEntries((body?.issues ?? []).map((i) => [i.field, i.code]));
}

/** The localized issue message of one field. */
export function issueMessage(result: ApiResult<unknown>, field: string): string | undefined {
  const body = result.body as ErrorEnvelope | undefined;
  return body?.issues?.find((i) => i.field === field)?.message;
}

let serial = 0;

/** A distinct, valid client address per call, so per-address limits of one test never touch another. */
export function freshIp(): string {
  serial += 1;
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
}

/** A fresh e-mail address, unique within the run. */
export function uniqueEmail(prefix = 'user'): string {
  serial += 1;
  return `${prefix}-${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Register fields to replace; any value (wrong types included) may be sent. */
export type RegisterInputOverrides = Record<string, unknown>;

export interface RegisteredUser {
  user: SessionUser;
  token: string;
  email: string;
  password: string;
}

/** A valid register form; overrides replace fields. */
export function registerForm(overrides: RegisterInputOverrides = {}): Record<string, unknown> {
  const password = overrides.password ?? 'kitchen-secret-1';
  return {
    email: uniqueEmail(),
    type: 'chef',
    name: 'Ana Garcia',
    phoneNumber: '600 123 456',
    password,
    rpassword: password,
    ...overrides,
  };
}

/**
 * Creates an account through account/register (each from its own client address, so the per-address
 * sign-up limit never interferes) and returns the user, its session token and its credentials.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: RegisterInputOverrides = {},
): Promise<RegisteredUser> {
  const form = registerForm(overrides);
  const res = await api<{ user: SessionUser }>(app, 'account/register', form, { ip: freshIp() });
  if (res.status !== 201 || !res.token) throw new Error(`registerUser failed: ${res.status} ${res.text}`);
  return {
    user: dataOf(res).user,
    token: res.token,
    email: String(form.email).toLowerCase(),
    password: String(form.password),
  };
}

/** Logs in and returns the answer (token in `.token`). */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  options: ApiOptions = {},
) {
  return api<{ user: SessionUser }>(
    app,
    'account/login',
    { username, password, ...extra },
    { ip: freshIp(), ...options },
  );
}

/** How many accounts exist. */
export async function countAccounts(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

/** Runs SQL on the test file's database and returns the rows. */
export async function rows<R extends Record<string, unknown>>(t: TestApp, query: SQL): Promise<R[]> {
  const result = await t.database.db.execute(query);
  return result.rows as R[];
}

/** A kept facet count of find chefs that differs from the same count made afresh. */
export interface ChefCountDrift {
  position: number;
  type: string;
  option: string;
  kept: number;
  live: number;
}

/**
 * Find chefs' kept facet counts (migration 0007), pairs (migration 0009) and bits (migration 0010)
 * that differ from the same counts made afresh from the approved, active profiles: none when the
 * database kept them right. A pair's type reads `onType:onOption type`; a bit's reads `bit type`, with
 * the profile's id as its position and 1 as its count.
 */
export function chefCountsAdrift(t: TestApp): Promise<ChefCountDrift[]> {
  return rows<ChefCountDrift & Record<string, unknown>>(
    t,
    sql`with live as (
          select coalesce(p.position, 0) as position, o.type, o.option, count(*)::int as n
          from chef_profiles p cross join lateral chef_facet_options(p) o
          where p.approved = 1 and p.active = 1 group by 1, 2, 3
          union all
          select coalesce(p.position, 0), o.on_type || ':' || o.on_option || ' ' || o.type, o.option, count(*)::int
          from chef_profiles p cross join lateral chef_facet_pairs_of(p) o
          where p.approved = 1 and p.active = 1 group by 1, 2, 3
          union all
          select p.id, 'bit ' || o.type, o.option, 1
          from chef_profiles p cross join lateral chef_facet_options(p) o
          where p.approved = 1 and p.active = 1),
        kept as (
          select position, type, option, count from chef_facet_counts where count <> 0
          union all
          select position, on_type || ':' || on_option || ' ' || type, option, count
          from chef_facet_pairs where count <> 0
          union all
          select b.chunk * 8192 + i, 'bit ' || b.type, b.option, 1
          from chef_facet_bits b cross join generate_series(0, 8191) i where get_bit(b.bits, i) = 1)
        select coalesce(k.position, l.position) as position, coalesce(k.type, l.type) as type,
               coalesce(k.option, l.option) as option, coalesce(k.count, 0) as kept, coalesce(l.n, 0) as live
        from kept k
        full join live l on l.position = k.position and l.type = k.type and l.option = k.option
        where coalesce(k.count, 0) <> coalesce(l.n, 0)`,
  );
}

/** A kept facet count of the offers feed that differs from the same count made afresh. */
export interface OfferCountDrift {
  pos: number;
  nationalities: string[];
  work_language: string;
  type: string;
  option: string;
  kept: number;
  live: number;
}

/**
 * The feed's kept facet counts and bits (migration 0011) that differ from the same made afresh from the
 * live offers of live venues: none when the database kept them right. A bit's type reads `bit type`,
 * with the offer's id as its position and 1 as its count.
 */
export function offerCountsAdrift(t: TestApp): Promise<OfferCountDrift[]> {
  return rows<OfferCountDrift & Record<string, unknown>>(
    t,
    sql`with live as (
          select r.pos, r.nationalities, r.work_language, r.type, r.option, count(*)::int as n
          from offers o
          join restaurant_profiles v on v.id = o.restaurant_profile_id and v.approved = 1 and v.active = 1
          cross join lateral offer_facet_rows(o, v) r
          where o.status = 1 and o.approved = 1 and o.deleted_at is null
          group by 1, 2, 3, 4, 5
          union all
          select o.id, '{}', '', 'bit ' || x.type, x.option, 1
          from offers o
          join restaurant_profiles v on v.id = o.restaurant_profile_id and v.approved = 1 and v.active = 1
          cross join lateral offer_facet_bit_options(o, v) x
          where o.status = 1 and o.approved = 1 and o.deleted_at is null),
        kept as (
          select * from offer_facet_counts where count <> 0
          union all
          select b.chunk * 8192 + i, '{}', '', 'bit ' || b.type, b.option, 1
          from offer_facet_bits b cross join generate_series(0, 8191) i where get_bit(b.bits, i) = 1)
        select coalesce(k.position, l.pos) as pos, coalesce(k.nationalities, l.nationalities) as nationalities,
               coalesce(k.work_language, l.work_language) as work_language, coalesce(k.type, l.type) as type,
               coalesce(k.option, l.option) as option, coalesce(k.count, 0) as kept, coalesce(l.n, 0) as live
        from kept k
        full join live l on l.pos = k.position and l.nationalities = k.nationalities
          and l.work_language = k.work_language and l.type = k.type and l.option = k.option
        where coalesce(k.count, 0) <> coalesce(l.n, 0)`,
  );
}

/**
 * Waits until the app's pool has sent no query (the job queue's aside) for `quietMs`: work an answer
 * left running behind it (an e-mail sent after a message's answer) is over, and will not be counted
 * with the next call's queries. 300 ms: with three test workers and a second run beside them, the
 * work left behind a call could start more than 150 ms after it and land in the next count.
 */
export async function untilDatabaseQuiet(t: TestApp, quietMs = 300, timeoutMs = 5_000): Promise<void> {
  const spy = vi.spyOn(t.database.db.$client, 'query');
  try {
    const started = Date.now();
    let seen = -1;
    while (Date.now() - started < timeoutMs) {
      const now = spy.mock.calls.filter(([query]) => !textOf(query).includes(`${jobSchema}.`)).length;
      if (now === seen) return;
      seen = now;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  } finally {
    spy.mockRestore();
  }
}

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');

/**
 * How many SQL queries `work` sends to the test file's database (the fixed query counts of the lists).
 * The job queue's polling shares the pool and may land in between: its queries are not counted; the
 * jobs the test's earlier calls queued (e-mails, CVs) are let finish first, so their work is not either.
 */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  await untilDatabaseQuiet(t);
  const spy = vi.spyOn(t.database.db.$client, 'query');
  try {
    await work();
    return spy.mock.calls.filter(([query]) => !textOf(query).includes(`${jobSchema}.`)).length;
  } finally {
    spy.mockRestore();
  }
}

/** Empties the rate-limit counters, so a test starts with none used. */
export async function clearRateLimits(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`delete from rate_limits`);
}

export const day = 24 * 60 * 60 * 1000;

/** A file part of a multipart body. */
export interface MultipartFile {
  field: string;
  filename: string;
  content: Buffer | Uint8Array;
  /** The type the client declares (the server must not trust it). */
  contentType?: string;
}

/**
 * A multipart/form-data body as a browser sends it (text fields, repeated for arrays, then files),
 * built by the platform's FormData; pass `raw` and `contentType` to `api`.
 */
export async function multipartBody(
  fields: Record<string, unknown>,
  files: MultipartFile[] = [],
): Promise<{ raw: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, String(v));
  }
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.content)], {
      type: file.contentType ?? 'application/octet-stream',
    });
    form.append(file.field, blob, file.filename);
  }
  const response = new Response(form);
  return {
    raw: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** The answer of the profile saves: the refreshed session user. */
export type UserAnswer = { user: SessionUser };

/** A place as the location picker sends it (decisions D8). */
export const lisbonPlace = {
  formatted_address: 'Lisboa, Portugal',
  components: { locality: 'Lisboa', region: 'Lisboa', country: 'Portugal', country_code: 'PT' },
  lat: 38.72,
  lng: -9.14,
};

/** An experience item's `value` as the chef's form sends it (profile/chefmeta/experience). */
export const chefExperience = (overrides: Record<string, unknown> = {}) => ({
  sector: 1,
  cuisine: 2,
  position: 3,
  company: 'Casa Lume',
  url: 'https://casalume.example',
  fromYear: 2018,
  fromMonth: 3,
  toYear: 2021,
  toMonth: 9,
  currently: 0,
  location: lisbonPlace,
  rating: 2,
  ratingType: 'michelin',
  description: '<p>Ran the <b>fish</b> section.</p>',
  ...overrides,
});

/** An education item's `value` as the chef's form sends it (profile/chefmeta/education). */
export const chefEducation = (overrides: Record<string, unknown> = {}) => ({
  title: 'Culinary Arts',
  center: 'Escola de Hotelaria',
  url: '',
  fromYear: 2014,
  fromMonth: 9,
  toYear: 2016,
  toMonth: 6,
  currently: 0,
  description: '<p>Two years of classic cuisine.</p>',
  ...overrides,
});

/**
 * A member of staff signed in as the back office wants (decision 053): the account made as
 * `npm run staff:create` makes it, then password and a TOTP code of its secret.
 */
export async function staffLogin(t: TestApp, role: StaffRole = 'moderator', email?: string) {
  const staff = await createStaff(t.database.db, t.config.sessionSecret, {
    email: email ?? `staff-${randomUUID().slice(0, 8)}@brigade.test`,
    role,
  });
  const res = await login(t.app, staff.email, staff.password, {
    otp: await generate({ secret: staff.secret }),
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.body}`);
  return { ...staff, token: res.token! };
}
