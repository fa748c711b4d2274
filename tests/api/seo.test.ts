import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/client';
import { pageAnswer, sitemapChildXml, sitemapIndexXml } from '../../src/server/features/seo/seo.service';
import { localFileStorage } from '../../src/server/lib/storage';
import type { Config } from '../../src/server/config';
import { media, profileImages, restaurantProfiles, type offers } from '../../src/server/db/schema/index';
import { testConfig } from '../build-test-app';
import { testLogger } from '../server-log';
import { insertChef, insertMedia, insertOffer, insertRestaurant } from '../factories';
import { createTestDatabase, type TestDatabase } from '../test-db';

/**
 * Page heads for search engines and link previews, the sitemaps and robots.txt
 * (docs/decisions/026-page-heads-for-crawlers.md), through the real HTTP layer with the web app served (its
 * built index.html, or the stand-in when it is not built: the head is the same).
 */
const publicUrl = 'https://brigade.example';
const languages = ['en', 'es', 'fr', 'pt'] as const;
const dayMs = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let database: TestDatabase;
let config: Config;
beforeAll(async () => {
  database = await createTestDatabase();
  config = { ...testConfig(), publicUrl };
  app = await buildApp({ config, db: database.db, serveWeb: true, loggerInstance: testLogger() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/** A JobPosting as read back (the nested parts the tests look into are typed). */
type JsonLd = Record<string, unknown> & {
  baseSalary?: { currency: string; value: { unitText: string } };
};

/** The head tags of a page, read from the HTML as a crawler without JavaScript would. */
function headOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const meta = (key: string) =>
    tags
      .filter((t) => t.startsWith('<meta') && (attr(t, 'name') === key || attr(t, 'property') === key))
      .map((t) => decode(attr(t, 'content') ?? ''));
  const links = (rel: string) => tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === rel);
  const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const jsonLd = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as JsonLd);
  return {
    titles,
    meta,
    canonical: links('canonical').map((t) => decode(attr(t, 'href') ?? '')),
    alternates: Object.fromEntries(
      links('alternate').map((t) => [attr(t, 'hreflang'), decode(attr(t, 'href') ?? '')]),
    ) as Record<string, string>,
    jsonLd,
    htmlLang: /<html lang="([^"]+)"/.exec(html)?.[1],
  };
}
/** A text of a translation file by its dotted key. */
function translated(lang: string, namespace: string, key: string): string {
  const file = JSON.parse(
    readFileSync(new URL(`../../src/shared/i18n/${lang}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return value;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const place = (locality: string, region: string, country: string, code: string) => ({
  formatted_address: `${locality}, ${region}, ${country}`,
  components: { locality, region, country, country_code: code },
  lat: 41.39,
  lng: 2.17,
});

/** An image in a slot, with every size the media feature makes (share 1200x630 among them). */
async function putImage(
  accountId: number,
  owner: { chefProfileId?: number; restaurantProfileId?: number; offerId?: number },
  slot: 'profile' | 'header' | 'logo' | 'image1',
) {
  const file = await insertMedia(database.db, { accountId });
  const folder = file.storageKey.replace(/\/original\.jpg$/, '');
  const size = (name: string, width: number, height: number, jpeg = false) => ({
    storageKey: `${folder}/${name}.webp`,
    width,
    height,
    ...(jpeg ? { jpegKey: `${folder}/${name}.jpg` } : {}),
  });
  const variants = {
    square: size('square', 600, 600, true),
    header: size('header', 1200, 600),
    showcase: size('showcase', 400, 300),
    miniature: size('miniature', 460, 240),
    share: size('share', 1200, 630, true),
  };
  await database.db.update(media).set({ variants }).where(eq(media.id, file.id));
  await database.db.insert(profileImages).values({ ...owner, slot, mediaId: file.id });
  return {
    share: `${publicUrl}/media/${folder}/share.jpg`,
    square: `${publicUrl}/media/${folder}/square.jpg`,
  };
}

async function liveOffer(overrides: Partial<typeof offers.$inferInsert> = {}) {
  const { account, venues } = await insertRestaurant(database.db, {
    venues: [{ name: 'Casa Lume', location: place('Barcelona', 'Catalonia', 'Spain', 'ES') }],
  });
  const venue = venues[0];
  const offer = await insertOffer(database.db, {
    restaurantProfileId: venue.id,
    name: 'Sous Chef, seafood kitchen',
    description: {
      en: '<p>Run the pass of a <strong>busy</strong> seafood kitchen &amp; train the commis.</p>',
      es: '<p>Dirige el pase de una cocina de marisco con mucho trabajo.</p>',
    },
    requirements: { en: '<ul><li>Three years as a sous chef</li></ul>' },
    ...overrides,
  });
  return { account, venue, offer };
}

const offerPath = (lang: string, v: { id: number; slug: string }, o: { id: number; slug: string }) =>
  `/${lang}/restaurant/view/offer/${v.id}/${v.slug}/${o.id}/${o.slug}`;

describe('information pages', () => {
  it('answer with their localized title, description, canonical and the four hreflang alternates', async () => {
    const en = await get('/en/services/restaurant');
    expect(en.status).toBe(200);
    const head = headOf(en.body);
    expect(head.htmlLang).toBe('en');
    expect(head.titles).toEqual(['Brigade for restaurants and hotels · Brigade']);
    expect(head.meta('description')[0]).toMatch(/^Post chef jobs for free and pay a 3% fee/);
    expect(head.canonical).toEqual([`${publicUrl}/en/services/restaurant`]);
    expect(head.alternates).toEqual({
      en: `${publicUrl}/en/services/restaurant`,
      es: `${publicUrl}/es/services/restaurant`,
      fr: `${publicUrl}/fr/services/restaurant`,
      pt: `${publicUrl}/pt/services/restaurant`,
      'x-default': `${publicUrl}/en/services/restaurant`,
    });
    expect(head.meta('og:url')).toEqual([`${publicUrl}/en/services/restaurant`]);
    expect(head.meta('og:locale')).toEqual(['en_GB']);
    expect(head.meta('og:site_name')).toEqual(['Brigade']);
    expect(head.meta('og:image')).toEqual([`${publicUrl}/brand-share.png`]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('robots')).toEqual([]);

    const fr = headOf((await get('/fr/faqs/chef')).body);
    expect(fr.htmlLang).toBe('fr');
    expect(fr.titles).toEqual([
      'FAQ pour les chefs · Brigade'.replace('FAQ pour les chefs', fr.meta('og:title')[0]!),
    ]);
    expect(fr.meta('og:locale')).toEqual(['fr_FR']);
    expect(fr.canonical).toEqual([`${publicUrl}/fr/faqs/chef`]);
  });

  it('cover the feed, find-chefs, find-restaurants, terms, privacy and contact in every language', async () => {
    const titles = new Set<string>();
    for (const path of [
      '',
      'home/2',
      'find-chefs',
      'find-restaurants',
      'terms',
      'privacy',
      'contact',
      'services',
    ]) {
      for (const lang of languages) {
        const res = await get(`/${lang}/${path}`);
        expect(res.status, path).toBe(200);
        const head = headOf(res.body);
        expect(head.titles, `${lang}/${path}`).toHaveLength(1);
        expect(head.meta('description')[0]!.length, `${lang}/${path}`).toBeGreaterThan(40);
        expect(head.alternates['x-default']).toBe(`${publicUrl}/en/${path}`);
        titles.add(head.titles[0]!);
      }
    }
    // Each page and language has its own title (the feed's pages share theirs).
    expect(titles.size).toBe(7 * 4);
    const es = headOf((await get('/es/find-chefs')).body);
    expect(es.titles).toEqual(['Encuentra cocineros y personal de cocina · Brigade']);
  });

  it('the services, FAQ and legal pages: the title of their translations, canonical and alternates in every language', async () => {
    const infoPages = [
      { path: 'services', ns: 'services', title: 'hub.page_title' },
      { path: 'services/chef', ns: 'services', title: 'chef.page_title' },
      { path: 'services/restaurant', ns: 'services', title: 'restaurant.page_title' },
      { path: 'faqs/chef', ns: 'faqs', title: 'chef.page_title' },
      { path: 'faqs/restaurant', ns: 'faqs', title: 'restaurant.page_title' },
      { path: 'terms', ns: 'legal', title: 'terms.page_title' },
      { path: 'privacy', ns: 'legal', title: 'privacy.page_title' },
    ];
    for (const info of infoPages) {
      for (const lang of languages) {
        const where = `/${lang}/${info.path}`;
        const head = headOf((await get(where)).body);
        expect(head.titles, where).toEqual([`${translated(lang, info.ns, info.title)} · Brigade`]);
        const description = head.meta('description')[0] ?? '';
        expect(description.length, where).toBeGreaterThan(40);
        expect(description, where).not.toMatch(/\[(en|es|fr|pt):|\{\{/);
        expect(head.canonical).toEqual([`${publicUrl}${where}`]);
        expect(head.alternates).toEqual({
          ...Object.fromEntries(languages.map((other) => [other, `${publicUrl}/${other}/${info.path}`])),
          'x-default': `${publicUrl}/en/${info.path}`,
        });
      }
    }
  });

  it('keep private areas, the reset page and unknown pages out of search results', async () => {
    for (const path of ['/en/chef/profile/home', '/es/restaurant/profile/offers', '/fr/resetpassword']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(headOf(res.body).meta('robots'), path).toEqual(['noindex']);
    }
    const unknown = await get('/pt/no-such-page');
    expect(unknown.status).toBe(404);
    expect(headOf(unknown.body).meta('robots')).toEqual(['noindex']);
  });
});

describe('venue and chef pages', () => {
  it('a venue page: name and town, its about text cut as plain text, its header as the image', async () => {
    const { account, venues } = await insertRestaurant(database.db, {
      venues: [
        {
          name: 'Taberna do Mar',
          location: place('Porto', 'Porto', 'Portugal', 'PT'),
          description: {
            pt: `<p>Uma <em>taberna</em> junto ao rio.</p><p>${'Peixe fresco todos os dias. '.repeat(12)}</p>`,
          },
          originalLanguage: 'pt',
        },
      ],
    });
    const venue = venues[0];
    const image = await putImage(account.id, { restaurantProfileId: venue.id }, 'header');
    for (const lang of ['en', 'pt']) {
      const res = await get(`/${lang}/restaurant/view/home/${venue.id}/${venue.slug}`);
      expect(res.status).toBe(200);
      const head = headOf(res.body);
      expect(head.titles).toEqual(['Taberna do Mar, Porto · Brigade']);
      const description = head.meta('description')[0]!;
      expect(description).toMatch(/^Uma taberna junto ao rio\. Peixe fresco/);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/[<>]/);
      expect(description.endsWith('…')).toBe(true);
      expect(head.canonical).toEqual([
        `${publicUrl}/${lang}/restaurant/view/home/${venue.id}/taberna-do-mar`,
      ]);
      expect(Object.keys(head.alternates).sort()).toEqual(['en', 'es', 'fr', 'pt', 'x-default']);
      expect(head.meta('og:image')).toEqual([image.share]);
      expect(head.meta('og:image:width')).toEqual(['1200']);
      expect(head.meta('og:image:height')).toEqual(['630']);
    }
  });

  it('a wrong or old slug moves permanently to the right URL, keeping the query', async () => {
    const { venues } = await insertRestaurant(database.db, { venues: [{ name: 'Bistro Norte' }] });
    const res = await get(`/es/restaurant/view/home/${venues[0].id}/old-name?job-offers`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/es/restaurant/view/home/${venues[0].id}/bistro-norte?job-offers`);

    const { profile } = await insertChef(database.db, { profile: { name: 'Ana Souza' } });
    const chef = await get(`/pt/chef/view/${profile.id}/ana`);
    expect(chef.status).toBe(301);
    expect(chef.headers.location).toBe(`/pt/chef/view/${profile.id}/ana-souza`);
  });

  it('a chef page: name, position and place, the photo as the image, in two languages', async () => {
    const { account, profile } = await insertChef(database.db, {
      profile: { name: 'Lucía Fernández', position: 3, location: place('Madrid', 'Madrid', 'Spain', 'ES') },
    });
    const photo = await putImage(account.id, { chefProfileId: profile.id }, 'profile');
    const en = headOf((await get(`/en/chef/view/${profile.id}/${profile.slug}`)).body);
    expect(en.titles).toEqual(['Lucía Fernández, Head Chef, Madrid, Madrid, Spain · Brigade']);
    expect(en.meta('og:type')).toEqual(['profile']);
    expect(en.meta('og:image')).toEqual([photo.share]);
    expect(en.meta('description')[0]).toContain('Lucía Fernández, Head Chef');
    const es = headOf((await get(`/es/chef/view/${profile.id}/${profile.slug}`)).body);
    // The country in the page's language (docs/decisions/044); the town and region as stored.
    expect(es.titles).toEqual(['Lucía Fernández, Jefe de cocina, Madrid, Madrid, España · Brigade']);
    expect(es.meta('og:locale')).toEqual(['es_ES']);
  });

  it('a venue or chef page that is not public is a 404 with noindex', async () => {
    const { venues } = await insertRestaurant(database.db, {
      venues: [{ name: 'Hidden Place', approved: 0 }],
    });
    const venue = await get(`/en/restaurant/view/home/${venues[0].id}/${venues[0].slug}`);
    expect(venue.status).toBe(404);
    expect(headOf(venue.body).meta('robots')).toEqual(['noindex']);
    const { profile } = await insertChef(database.db, { profile: { active: 0 } });
    expect((await get(`/en/chef/view/${profile.id}/${profile.slug}`)).status).toBe(404);
    expect((await get('/en/chef/view/999999/nobody')).status).toBe(404);
  });
});

describe('offer pages', () => {
  it('describe the offer: headline, venue and town; its image; a JobPosting with every required property', async () => {
    const { account, venue, offer } = await liveOffer();
    const picture = await putImage(account.id, { offerId: offer.id }, 'image1');
    const logo = await putImage(account.id, { restaurantProfileId: venue.id }, 'logo');
    const res = await get(offerPath('en', venue, offer));
    expect(res.status).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toEqual(['Sous Chef, seafood kitchen at Casa Lume, Barcelona · Brigade']);
    expect(head.meta('description')).toEqual(['Run the pass of a busy seafood kitchen & train the commis.']);
    expect(head.canonical).toEqual([`${publicUrl}${offerPath('en', venue, offer)}`]);
    expect(head.alternates.fr).toBe(`${publicUrl}${offerPath('fr', venue, offer)}`);
    expect(head.meta('og:image')).toEqual([picture.share]);
    expect(head.meta('twitter:image')).toEqual([picture.share]);

    expect(head.jsonLd).toHaveLength(1);
    const posting = head.jsonLd[0]!;
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Sous Chef, seafood kitchen');
    expect(posting.description).toContain('<strong>busy</strong>');
    expect(posting.description).toContain('Three years as a sous chef');
    expect(posting.datePosted).toBe(offer.createdAt.toISOString());
    expect(posting.validThrough).toBe(new Date(offer.updatedAt.getTime() + 30 * dayMs).toISOString());
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.directApply).toBe(true);
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Casa Lume',
      value: String(offer.id),
    });
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Casa Lume',
      sameAs: `${publicUrl}/en/restaurant/view/home/${venue.id}/casa-lume`,
      logo: logo.square,
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Barcelona',
        addressRegion: 'Catalonia',
        addressCountry: 'ES',
      },
    });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 36000, unitText: 'YEAR' },
    });

    // Spanish: the Spanish description and title.
    const es = headOf((await get(offerPath('es', venue, offer))).body);
    expect(es.titles).toEqual(['Sous Chef, seafood kitchen en Casa Lume, Barcelona · Brigade']);
    expect(es.meta('description')).toEqual(['Dirige el pase de una cocina de marisco con mucho trabajo.']);
    expect(es.jsonLd[0]!.description).toContain('Dirige el pase');
  });

  it('leave the pay out of the JobPosting when it is hidden; an hourly relief offer is paid by the day', async () => {
    const { venue, offer } = await liveOffer({ hideSalary: true });
    const posting = headOf((await get(offerPath('en', venue, offer))).body).jsonLd[0]!;
    expect(posting.baseSalary).toBeUndefined();
    const relief = await liveOffer({
      term: 'reliefchef',
      salaryType: 'hour',
      salaryFrom: '14',
      salaryTo: '18',
      currency: 1,
    });
    const hourly = headOf((await get(offerPath('en', relief.venue, relief.offer))).body).jsonLd[0]!;
    expect(hourly.employmentType).toBe('PER_DIEM');
    expect(hourly.baseSalary?.currency).toBe('GBP');
    expect(hourly.baseSalary?.value.unitText).toBe('HOUR');
  });

  it('escape the JSON-LD so no text can close its script', async () => {
    const { venue, offer } = await liveOffer({
      name: 'Chef </script><script>alert(1)</script>',
    });
    const res = await get(offerPath('en', venue, offer));
    const script = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script\\u003e');
    expect(headOf(res.body).jsonLd[0]!.title).toBe('Chef </script><script>alert(1)</script>');
  });

  it('a paused, deleted or unapproved offer, or one of a hidden venue, is a 404 with noindex and no JSON-LD', async () => {
    const paused = await liveOffer({ status: 0 });
    const deleted = await liveOffer({ deletedAt: new Date() });
    const review = await liveOffer({ approved: 0 });
    const hiddenVenue = await liveOffer();
    await database.db
      .update(restaurantProfiles)
      .set({ active: 0 })
      .where(eq(restaurantProfiles.id, hiddenVenue.venue.id));
    for (const { venue, offer } of [paused, deleted, review, hiddenVenue]) {
      const res = await get(offerPath('en', venue, offer));
      expect(res.status).toBe(404);
      const head = headOf(res.body);
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.jsonLd).toEqual([]);
    }
  });

  it('an expired offer (updated more than 30 days ago) keeps its page without the JobPosting', async () => {
    const old = new Date(Date.now() - 31 * dayMs);
    const { venue, offer } = await liveOffer({ createdAt: old, updatedAt: old });
    const res = await get(offerPath('en', venue, offer));
    expect(res.status).toBe(200);
    const head = headOf(res.body);
    expect(head.meta('robots')).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });

  it('a wrong slug, venue or missing offer slug moves permanently to the right URL', async () => {
    const { venue, offer } = await liveOffer();
    const right = offerPath('fr', venue, offer);
    for (const wrong of [
      `/fr/restaurant/view/offer/${venue.id}/${venue.slug}/${offer.id}/old-headline`,
      `/fr/restaurant/view/offer/${venue.id}/${venue.slug}/${offer.id}`,
      `/fr/restaurant/view/offer/${venue.id}/another/${offer.id}/${offer.slug}`,
      `/fr/restaurant/view/offer/${venue.id + 1000}/${venue.slug}/${offer.id}/${offer.slug}`,
    ]) {
      const res = await get(wrong);
      expect(res.status, wrong).toBe(301);
      expect(res.headers.location).toBe(right);
    }
  });
});

describe('sitemaps and robots.txt', () => {
  it('the index names the children with lastmod; a child lists a live offer in four languages, never a paused one', async () => {
    const live = await liveOffer({ name: 'Pastry Chef for a hotel' });
    const paused = await liveOffer({ name: 'Paused Commis Chef', status: 0 });
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(children).toEqual([
      `${publicUrl}/sitemaps/pages.xml`,
      `${publicUrl}/sitemaps/offers-1.xml`,
      `${publicUrl}/sitemaps/venues-1.xml`,
      `${publicUrl}/sitemaps/chefs-1.xml`,
    ]);
    expect(index.body).toMatch(/<loc>[^<]+offers-1\.xml<\/loc>\s*<lastmod>\d{4}-\d\d-\d\dT/);

    const offersXml = (await get('/sitemaps/offers-1.xml')).body;
    expect(offersXml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const lang of languages) {
      const loc = `${publicUrl}${offerPath(lang, live.venue, live.offer)}`;
      expect(offersXml).toContain(`<loc>${loc}</loc>`);
      expect(offersXml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${loc}"/>`);
    }
    expect(offersXml).toContain(
      `hreflang="x-default" href="${publicUrl}${offerPath('en', live.venue, live.offer)}"`,
    );
    expect(offersXml).not.toContain(`/${paused.offer.id}/paused-commis-chef`);
    expect(offersXml).toContain(`/${live.offer.id}/pastry-chef-for-a-hotel`);

    const venuesXml = (await get('/sitemaps/venues-1.xml')).body;
    expect(venuesXml).toContain(`<loc>${publicUrl}/pt/restaurant/view/home/${live.venue.id}/casa-lume</loc>`);
    const pagesXml = (await get('/sitemaps/pages.xml')).body;
    expect(pagesXml).toContain(`<loc>${publicUrl}/es/faqs/restaurant</loc>`);
    expect(pagesXml).toContain(`<loc>${publicUrl}/fr/</loc>`);
    const { profile } = await insertChef(database.db, { profile: { name: 'Marta Ruiz' } });
    const hidden = await insertChef(database.db, { profile: { name: 'Not Approved', approved: 0 } });
    const chefsXml = (await get('/sitemaps/chefs-1.xml')).body;
    expect(chefsXml).toContain(`<loc>${publicUrl}/en/chef/view/${profile.id}/marta-ruiz</loc>`);
    expect(chefsXml).not.toContain(`/chef/view/${hidden.profile.id}/`);

    expect((await get('/sitemaps/offers-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('robots.txt keeps the API and private areas out in every language and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    for (const lang of languages) {
      expect(lines).toContain(`Disallow: /${lang}/chef/profile/`);
      expect(lines).toContain(`Disallow: /${lang}/restaurant/profile/`);
      expect(lines).toContain(`Disallow: /${lang}/resetpassword`);
    }
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('cost', () => {
  /**
   * The statements a page head or sitemap sends, counted on a pool of its own (the app's pool also
   * carries the background jobs' polling).
   */
  async function queriesOf(url: string) {
    const db = createDatabase(database.url, 2);
    const deps = { db, config, storage: localFileStorage(join(config.dataDir, 'uploads')) };
    const spy = vi.spyOn(db.$client, 'query');
    try {
      const answer = url.startsWith('/sitemap')
        ? url === '/sitemap.xml'
          ? await sitemapIndexXml(deps, null)
          : await sitemapChildXml(deps, url.split('/').pop()!, null)
        : await pageAnswer(deps, url);
      const status = typeof answer === 'string' ? 200 : answer?.status;
      return { status, queries: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
      await db.$client.end();
    }
  }

  it('a page head and a sitemap take a fixed number of queries, whatever the number of items', async () => {
    const { account, venue, offer } = await liveOffer();
    await putImage(account.id, { offerId: offer.id }, 'image1');
    for (let i = 0; i < 5; i += 1) await insertOffer(database.db, { restaurantProfileId: venue.id });
    expect(await queriesOf(offerPath('en', venue, offer))).toEqual({ status: 200, queries: 4 });
    expect(await queriesOf(`/en/restaurant/view/home/${venue.id}/${venue.slug}`)).toEqual({
      status: 200,
      queries: 2,
    });
    expect(await queriesOf('/es/services/chef')).toEqual({ status: 200, queries: 0 });
    expect(await queriesOf('/sitemap.xml')).toEqual({ status: 200, queries: 3 });
    expect(await queriesOf('/sitemaps/offers-1.xml')).toEqual({ status: 200, queries: 3 });
    expect(await queriesOf('/sitemaps/venues-1.xml')).toEqual({ status: 200, queries: 2 });
  });
});
