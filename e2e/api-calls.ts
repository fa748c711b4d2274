import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { createDatabase } from '../src/server/db/client';
import type { OfferView } from '../src/shared/contracts/offers';
import { approveChefProfile } from '../src/server/features/chef-profiles/chef-profiles.service';
import { approveOffer } from '../src/server/features/offers/offers.service';
import { approveVenue } from '../src/server/features/venues/venues.service';
import { baseURL, createAccount } from './fixtures';

/** An account's e-mail and password, as createAccount gives them. */
export interface Account {
  email: string;
  password: string;
}

/**
 * API clients for a spec file's setup and checks, each with its own cookie jar; all are disposed after
 * the file's tests. `as` logs one in; `visitor` has no session.
 */
export function useApiClients() {
  const clients: APIRequestContext[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });
  const visitor = async () => {
    const client = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
    clients.push(client);
    return client;
  };
  const as = async (account: Account) => {
    const client = await visitor();
    const login = await client.post('/api/account/login', {
      data: { username: account.email, password: account.password, remember: 1 },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${await login.text()}`);
    return client;
  };
  /** A new chef account whose profile the team approved (live: venues find and see it). */
  const approvedChef = async (name: string): Promise<Account & { profileId: number; slug: string }> => {
    const chef = await createAccount({ type: 'chef', name });
    const api = await as(chef);
    const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
      data: { user: { profile: { id: number; slug: string } } };
    };
    const { id, slug } = me.data.user.profile;
    const db = createDatabase(inject('databaseURL'), 1);
    try {
      await approveChefProfile(db, id);
    } finally {
      await db.$client.end();
    }
    return { ...chef, profileId: id, slug };
  };
  return { as, visitor, approvedChef };
}

/** A JSON POST (with `lang` en unless given) that must succeed: its answer, else the error thrown. */
export async function postOk<T>(
  api: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await api.post(path, { data: { lang: 'en', ...data } });
  if (response.status() !== 200) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A place as the location picker sends it (decisions D8). */
export const lisboa = {
  formatted_address: 'Lisboa, Portugal',
  components: { locality: 'Lisboa', region: 'Lisboa', country: 'Portugal', country_code: 'PT' },
  lat: 38.7223,
  lng: -9.1393,
};

/** A venue as its owner's session user lists it. */
export interface OwnVenue {
  id: number;
  slug: string;
  name: string;
}

/**
 * The first venue of a restaurant account, its about form saved with `about` (name, description,
 * place, audience...), and offers posted in it with `offers` (each merged over a full-time, yearly-paid
 * offer), all approved by the back office (D6): live for every search and page.
 */
export async function liveVenueWithOffers(
  api: APIRequestContext,
  about: Record<string, unknown>,
  offers: Record<string, unknown>[],
): Promise<{ venue: OwnVenue; offers: OfferView[] }> {
  const me = (await (await api.get('/api/account/user?lang=en')).json()) as {
    data: { user: { profiles: OwnVenue[] } };
  };
  const first = me.data.user.profiles[0]!;
  const saved = await postOk<{ data: { user: { profiles: OwnVenue[] } } }>(
    api,
    '/api/profile/aboutrestaurant',
    {
      id: first.id,
      language: 'en',
      ...about,
    },
  );
  const venue = saved.data.user.profiles.find((profile) => profile.id === first.id)!;
  const posted: OfferView[] = [];
  for (const offer of offers) {
    const answer = await postOk<{ data: { offer: OfferView } }>(api, '/api/offer/manage/edit', {
      id: 0,
      rid: venue.id,
      salarytype: 'year',
      hidesalary: 0,
      term: 'full-time',
      hours: 40,
      holidays: 25,
      daysoff: 2,
      image1: '',
      language: 'en',
      ...offer,
    });
    posted.push(answer.data.offer);
  }
  const db = createDatabase(inject('databaseURL'), 1);
  try {
    await approveVenue(db, venue.id);
    for (const offer of posted) await approveOffer(db, offer.id);
  } finally {
    await db.$client.end();
  }
  return { venue, offers: posted };
}

/** A day `days` from today in the browser's calendar, as a date input takes it. */
export function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
