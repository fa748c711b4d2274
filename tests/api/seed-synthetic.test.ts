import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSeedArguments } from '../../src/server/cli/seed-synthetic';
import { seedDemoData } from '../../src/server/db/seed';
import {
  countSynthetic,
  removeSynthetic,
  seedSynthetic,
  syntheticDomain,
  type SyntheticOptions,
} from '../../src/server/synthetic-load';
import { api, chefCountsAdrift, offerCountsAdrift, rows } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/**
 * The synthetic data generator (docs/performance.md, "Synthetic data"): `npm run db:seed` loads chefs, venues
 * and offers with COPY. Every row goes through the tables' constraints (a bad one fails the COPY), the data
 * is spread like a real market, the same seed loads the same data, --reset removes exactly the synthetic
 * rows, and the app's own calls read them.
 */

const options: SyntheticOptions = {
  chefs: 300,
  restaurants: 20,
  offers: 60,
  seed: 7,
  now: new Date('2026-11-23T00:00:00Z'),
};
const quiet = () => undefined;

/** Rough bounding boxes (lat, lng) of the main markets, to check coordinates fall in their country. */
const boxes: Record<string, [number, number, number, number]> = {
  GB: [49.8, 61, -8.7, 1.8],
  ES: [27.5, 43.9, -18.3, 4.4],
  FR: [41.3, 51.2, -5.2, 9.6],
  PT: [32.5, 42.2, -31.3, -6.1],
  IT: [35.4, 47.1, 6.6, 18.6],
  DE: [47.2, 55.1, 5.8, 15.1],
};

/** A digest of the synthetic rows' contents (ids left out: they depend on what the database held). */
async function fingerprint(t: ReturnType<typeof useTestApp>) {
  const [row] = await rows<{ accounts: string; chefs: string; venues: string; offers: string }>(
    t,
    sql`select
      (select md5(string_agg(concat_ws('|', email, name, language, subscription, created_at, updated_at), ',' order by email))
         from accounts where email like ${'%@' + syntheticDomain}) as accounts,
      (select md5(string_agg(concat_ws('|', a.email, p.slug, p.position, p.location, p.dob, p.nationalities, p.visas,
              p.cuisines, p.description, p.active, p.approved,
              (select string_agg(l.language || l.level, ',' order by l.sort_order) from chef_languages l where l.chef_profile_id = p.id),
              (select string_agg(e.company || e.from_year || e.position, ',' order by e.sort_order) from chef_experience e where e.chef_profile_id = p.id)),
              ',' order by a.email))
         from chef_profiles p join accounts a on a.id = p.account_id where a.email like ${'%@' + syntheticDomain}) as chefs,
      (select md5(string_agg(concat_ws('|', a.email, v.slug, v.location, v.description, v.main), ',' order by v.slug))
         from restaurant_profiles v join accounts a on a.id = v.account_id where a.email like ${'%@' + syntheticDomain}) as venues,
      (select md5(string_agg(concat_ws('|', v.slug, o.name, o.description, o.salary_from, o.created_at, o.deleted_at), ',' order by v.slug, o.created_at, o.name))
         from offers o join restaurant_profiles v on v.id = o.restaurant_profile_id
         join accounts a on a.id = v.account_id where a.email like ${'%@' + syntheticDomain}) as offers`,
  );
  return row!;
}

const count = async (t: ReturnType<typeof useTestApp>, query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: string }>(t, query))[0]!.n);

describe('synthetic data (npm run db:seed)', () => {
  const t = useTestApp();
  let demoAccounts = 0;

  beforeAll(async () => {
    await seedDemoData(t.database.db, t.config, { info: quiet });
    demoAccounts = await count(t, sql`select count(*) as n from accounts`);
    await seedSynthetic(t.database.db.$client, options, quiet);
  });

  it('loads the counts asked for, every row within the tables’ constraints', async () => {
    expect(await countSynthetic(t.database.db.$client)).toBeGreaterThan(300);
    expect(
      await count(
        t,
        sql`select count(*) as n from chef_profiles p join accounts a on a.id = p.account_id where a.email like 'chef%@synthetic.brigade.test'`,
      ),
    ).toBe(300);
    const venues = await rows<{ n: string; accounts: string; mains: string }>(
      t,
      sql`select count(*) as n, count(distinct v.account_id) as accounts, sum(v.main) as mains
          from restaurant_profiles v join accounts a on a.id = v.account_id where a.email like 'restaurant%@synthetic.brigade.test'`,
    );
    expect(Number(venues[0]!.n)).toBe(20);
    // Each account owns one to many venues, exactly one of them main.
    expect(Number(venues[0]!.accounts)).toBeLessThanOrEqual(20);
    expect(Number(venues[0]!.mains)).toBe(Number(venues[0]!.accounts));
    expect(
      await count(
        t,
        sql`select count(*) as n from offers o join restaurant_profiles v on v.id = o.restaurant_profile_id join accounts a on a.id = v.account_id where a.email like '%@synthetic.brigade.test'`,
      ),
    ).toBe(60);
    // All synthetic accounts share one password hash.
    expect(
      await count(
        t,
        sql`select count(distinct password_hash) as n from accounts where email like '%@synthetic.brigade.test'`,
      ),
    ).toBe(1);
    // The facet counts the database keeps, skipped row by row while loading, were recounted.
    expect(await chefCountsAdrift(t)).toEqual([]);
    expect(await offerCountsAdrift(t)).toEqual([]);
    expect(
      await count(t, sql`select count(*) as n from offer_facet_counts where count <> 0`),
    ).toBeGreaterThan(0);
    // The profiles were vacuumed: the visibility map lets the counts read chef_profiles_facets_idx alone.
    expect(
      await count(t, sql`select relallvisible as n from pg_class where relname = 'chef_profiles'`),
    ).toBeGreaterThan(0);
    // Chef slugs are unique.
    expect(await count(t, sql`select count(*) - count(distinct slug) as n from chef_profiles`)).toBe(0);
    // Each profile's language list, written with it, is its language rows in the chef's order.
    expect(
      await count(
        t,
        sql`select count(*) as n from chef_profiles p
            where p.languages is distinct from coalesce((select array_agg(l.language::text order by l.sort_order, l.id) from chef_languages l where l.chef_profile_id = p.id), '{}')`,
      ),
    ).toBe(0);
    expect(
      await count(t, sql`select count(*) as n from chef_profiles where cardinality(languages) > 0`),
    ).toBeGreaterThan(200);
  });

  it('spreads chefs, venues and offers like a real market', async () => {
    const countries = await rows<{ code: string; n: string }>(
      t,
      sql`select location->'components'->>'country_code' as code, count(*) as n from chef_profiles where location is not null group by 1 order by 2 desc`,
    );
    expect(countries.length).toBeGreaterThanOrEqual(6);
    expect(['GB', 'ES', 'FR']).toContain(countries[0]!.code);
    expect(
      await count(t, sql`select count(distinct position) as n from chef_profiles`),
    ).toBeGreaterThanOrEqual(10);
    // Commis and chefs de partie outnumber executive chefs.
    expect(
      await count(
        t,
        sql`select count(*) filter (where position in (9, 11)) - 5 * count(*) filter (where position = 2) as n from chef_profiles`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(t, sql`select count(distinct language) as n from chef_languages`),
    ).toBeGreaterThanOrEqual(6);
    // 1 to 4 spoken languages per chef, texts in one to four languages, in all four somewhere.
    expect(
      await count(
        t,
        sql`select max(n) as n from (select count(*) as n from chef_languages group by chef_profile_id) s`,
      ),
    ).toBeLessThanOrEqual(4);
    const textLanguages = await rows<{ key: string }>(
      t,
      sql`select distinct jsonb_object_keys(description) as key from chef_profiles union select distinct jsonb_object_keys(description) from offers`,
    );
    expect(textLanguages.map((r) => r.key).sort()).toEqual(['en', 'es', 'fr', 'pt']);
    expect(
      await count(
        t,
        sql`select count(*) as n from chef_profiles where (select count(*) from jsonb_object_keys(description)) >= 2`,
      ),
    ).toBeGreaterThan(0);
    // Coordinates fall within their country.
    const places = await rows<{ code: string; lat: number; lng: number }>(
      t,
      sql`select location->'components'->>'country_code' as code, lat, lng from chef_profiles where lat is not null
          union all select location->'components'->>'country_code', lat, lng from restaurant_profiles where lat is not null`,
    );
    let checked = 0;
    for (const { code, lat, lng } of places) {
      const box = boxes[code];
      if (!box) continue;
      checked++;
      expect(lat, `${code} ${lat},${lng}`).toBeGreaterThanOrEqual(box[0]);
      expect(lat).toBeLessThanOrEqual(box[1]);
      expect(lng).toBeGreaterThanOrEqual(box[2]);
      expect(lng).toBeLessThanOrEqual(box[3]);
    }
    expect(checked).toBeGreaterThan(100);
    // Most are live; some wait for review, some are hidden or paused.
    const chefs = await rows<{ live: string; review: string }>(
      t,
      sql`select count(*) filter (where approved = 1 and active = 1) as live, count(*) filter (where approved = 0) as review from chef_profiles p join accounts a on a.id = p.account_id where a.email like '%@synthetic.brigade.test'`,
    );
    expect(Number(chefs[0]!.live)).toBeGreaterThan(240);
    expect(Number(chefs[0]!.review)).toBeGreaterThan(0);
    // Offers: mostly from the last three months, updated after created, in the venue's currency.
    expect(
      await count(
        t,
        sql`select count(*) as n from offers where created_at > ${options.now.toISOString()}::timestamptz - interval '90 days'`,
      ),
    ).toBeGreaterThan(35);
    expect(
      await count(
        t,
        sql`select count(*) as n from offers where updated_at < created_at or created_at > ${options.now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*) as n from offers o join restaurant_profiles v on v.id = o.restaurant_profile_id
            where (v.location->'components'->>'country_code' = 'GB' and o.currency <> 1)
               or (v.location->'components'->>'country_code' in ('ES', 'FR', 'PT', 'IT', 'DE') and o.currency <> 2)`,
      ),
    ).toBe(0);
  });

  it('reads through the app’s own calls', async () => {
    const [venue] = await rows<{ id: number }>(
      t,
      sql`select v.id from restaurant_profiles v join accounts a on a.id = v.account_id
          where a.email like '%@synthetic.brigade.test' and v.active = 1 and v.approved = 1 order by v.id limit 1`,
    );
    const shown = await api<{ name: string }>(
      t.app,
      `restaurants/show?id=${venue!.id}&lang=en`,
      {},
      { method: 'GET' },
    );
    expect(shown.status).toBe(200);
    const [chef] = await rows<{ id: number }>(
      t,
      sql`select p.id from chef_profiles p join accounts a on a.id = p.account_id
          where a.email like '%@synthetic.brigade.test' and p.active = 1 and p.approved = 1 and p.position is not null order by p.id limit 1`,
    );
    const chefShown = await api<{ name: string }>(
      t.app,
      `chefs/show?id=${chef!.id}&lang=fr`,
      {},
      { method: 'GET' },
    );
    expect(chefShown.status).toBe(200);
  });

  it('loads the same data with the same seed, and --reset removes exactly the synthetic rows', async () => {
    const first = await fingerprint(t);
    expect(Object.values(first).every(Boolean)).toBe(true);
    // Demo rows pointing at synthetic ones: a demo chef's saved offer goes with the offer, a contact
    // message sent from a synthetic account stays without its account (its foreign key sets null).
    const domain = '%@' + syntheticDomain;
    await t.database.db.execute(
      sql`insert into saved_offers (chef_profile_id, offer_id)
          select (select p.id from chef_profiles p join accounts a on a.id = p.account_id
                   where a.email not like ${domain} order by p.id limit 1),
                 (select o.id from offers o order by o.id limit 1)`,
    );
    const [message] = await rows<{ id: number }>(
      t,
      sql`insert into contact_messages (name, email, language, account_id)
          select 'Synthetic sender', 'sender@example.com', 'en', min(id) from accounts where email like ${domain} returning id`,
    );
    const foreignKeys = sql`select conrelid::regclass::text as "table", conname as name,
      pg_get_constraintdef(oid) as definition, convalidated as checked
      from pg_constraint where contype = 'f' order by 1, 2`;
    const keysBefore = await rows(t, foreignKeys);

    const removed = await removeSynthetic(t.database.db.$client, quiet);
    expect(removed).toBeGreaterThan(300);
    expect(await countSynthetic(t.database.db.$client)).toBe(0);
    expect(await count(t, sql`select count(*) as n from accounts`)).toBe(demoAccounts);
    expect(await count(t, sql`select count(*) as n from saved_offers`)).toBe(0);
    expect(
      await rows(t, sql`select name, account_id from contact_messages where id = ${message!.id}`),
    ).toEqual([{ name: 'Synthetic sender', account_id: null }]);
    // --reset drops the foreign keys pointing at the owner tables for its deletes: every one is back,
    // the same and checked.
    expect(await rows(t, foreignKeys)).toEqual(keysBefore);
    expect(await chefCountsAdrift(t)).toEqual([]);
    expect(await offerCountsAdrift(t)).toEqual([]);
    // The demo venues and chefs are still there.
    expect(await count(t, sql`select count(*) as n from restaurant_profiles`)).toBeGreaterThan(0);
    expect(await count(t, sql`select count(*) as n from offers`)).toBe(0);

    await seedSynthetic(t.database.db.$client, options, quiet);
    expect(await fingerprint(t)).toEqual(first);
    await removeSynthetic(t.database.db.$client, quiet);
    await seedSynthetic(t.database.db.$client, { ...options, seed: 8 }, quiet);
    expect((await fingerprint(t)).chefs).not.toEqual(first.chefs);
  });
});

describe('db:seed arguments', () => {
  it('take counts, a seed and --reset, with defaults', () => {
    expect(parseSeedArguments([])).toEqual({
      options: { chefs: 10_000, restaurants: 500, offers: 2_000, seed: 1 },
      reset: false,
    });
    expect(
      parseSeedArguments([
        '--chefs',
        '1_000_000',
        '--restaurants=50000',
        '--offers',
        '200,000',
        '--seed',
        '3',
        '--reset',
      ]),
    ).toEqual({ options: { chefs: 1_000_000, restaurants: 50_000, offers: 200_000, seed: 3 }, reset: true });
  });

  it('refuse what they do not understand, with a clear message', () => {
    expect(parseSeedArguments(['--chefs', '-5'])).toEqual({
      error: '--chefs must be a whole number of 0 or more, not "-5".',
    });
    expect(parseSeedArguments(['--chefs'])).toEqual({ error: '--chefs needs a number.' });
    expect(parseSeedArguments(['--venues', '3'])).toEqual({ error: 'Unknown option --venues.' });
    expect(parseSeedArguments(['--chefs', '9000000'])).toEqual({
      error: '--chefs may be at most 5,000,000 (got 9000000).',
    });
    expect(parseSeedArguments(['--restaurants', '0'])).toEqual({
      error: '--offers needs venues to post them: give --restaurants 1 or more.',
    });
  });
});
