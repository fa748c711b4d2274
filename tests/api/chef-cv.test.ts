import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import type { Language } from '../../src/shared/i18n/languages';
import { positionLabels } from '../../src/shared/reference/positions';
import { languages } from '../../src/shared/i18n/languages';
import enCv from '../../src/shared/i18n/en/cv.json';
import esCv from '../../src/shared/i18n/es/cv.json';
import frCv from '../../src/shared/i18n/fr/cv.json';
import ptCv from '../../src/shared/i18n/pt/cv.json';
import {
  api,
  clearRateLimits,
  dataOf,
  multipartBody,
  registerUser,
  rows,
  type RegisteredUser,
} from '../api-helpers';
import { cvRateLimit } from '../../src/server/features/chef-cv/chef-cv.service';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertBlock,
  insertOffer,
  insertRestaurant,
} from '../factories/index';

/**
 * GET /api/chefs/cv (spec doc 1 section 2 "Chef profile page"; docs/decisions/024-chef-cv-pdf.md): the
 * CV as a PDF through the real HTTP layer and PostgreSQL, read back with a PDF text extractor.
 */

const cvTexts: Record<Language, typeof enCv> = { en: enCv, es: esCv, fr: frCv, pt: ptCv };
const accents = 'ç ã õ ñ é è ê à œ « » € …';

const place = {
  formatted_address: 'Lisboa, Portugal',
  components: { locality: 'Lisboa', region: 'Lisboa', country: 'Portugal', country_code: 'PT' },
  lat: 38.72,
  lng: -9.14,
};

interface Cv {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  bytes: Buffer;
  json: { success: boolean; code?: string } | undefined;
  /** The text of each page. */
  pages: () => Promise<string[]>;
}

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

describe('chefs/cv: the CV as a PDF', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const profileId = (user: RegisteredUser) => user.user.profile!.id;
  const approve = (id: number) => rows(t, sql`update chef_profiles set approved = 1 where id = ${id}`);

  async function cv(id: number, token: string | undefined, query = ''): Promise<Cv> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chefs/cv?id=${id}${query}`,
      headers: token ? { cookie: `token=${encodeURIComponent(token)}` } : {},
    });
    const bytes = response.rawPayload;
    let json: Cv['json'];
    try {
      json = JSON.parse(response.body) as Cv['json'];
    } catch {
      json = undefined;
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      bytes,
      json,
      pages: () => pdfPages(bytes),
    };
  }

  const show = (id: number, token?: string) =>
    api(t.app, `chefs/show?id=${id}`, {}, { method: 'GET', token });

  async function loginAs(email: string) {
    const res = await api<{ user: SessionUser }>(t.app, 'account/login', {
      username: email,
      password: factoryPassword,
    });
    return res.token!;
  }

  async function restaurant() {
    const { account, venues } = await insertRestaurant(t.database.db);
    return { account, venues, token: await loginAs(account.email) };
  }

  /** A chef with a whole CV: about in Spanish and English, two jobs, a school, languages, a referral. */
  async function fullChef(about = `<p>Cocinera de <b>producto</b> y temporada. ${accents}</p>`) {
    const ana = await registerUser(t.app, { type: 'chef', name: 'Ana García' });
    const token = ana.token;
    const save = async (path: string, body: Record<string, unknown>) => {
      const res = await api(t.app, path, body, { token });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    };
    await save('profile/infochef', {
      name: 'Ana García',
      position: 2,
      contactemail: 'ana.private@kitchen.example',
      phone: '600 111 222',
      location: JSON.stringify(place),
      nationalities: 'ES,PT',
      visas: 'EUROPE',
      cuisine: '2,3',
    });
    await save('profile/descriptionchef', { description: about, language: 'es' });
    await save('profile/descriptionchef', {
      description: '<p>Produce-led <i>seasonal</i> cook.</p><ul><li>Fish</li><li>Sauces</li></ul>',
      language: 'en',
    });
    const item = (section: string, value: Record<string, unknown>, language = 'es') =>
      save(`profile/chefmeta/${section}`, { id: 0, language, value: JSON.stringify(value) });
    /** Start and end as month and year; no end: still there. */
    const dates = (from: [number, number], to?: [number, number]) => ({
      fromYear: from[1],
      fromMonth: from[0],
      ...(to ? { toYear: to[1], toMonth: to[0], currently: 0 } : { currently: 1 }),
    });
    const job = { location: place, rating: 2, ratingType: 'michelin', url: 'https://casalume.example' };
    await item('experience', {
      ...job,
      ...dates([3, 2018], [9, 2021]),
      company: 'Casa Lume',
      position: 3,
      sector: 1,
      cuisine: 2,
      description: '<p>Llevé la partida de <b>pescado</b>.</p>',
    });
    await item('experience', {
      ...dates([10, 2021]),
      company: 'Hotel Alameda',
      position: 2,
      sector: 2,
      cuisine: 3,
      description: '<p>Banquetes para 300 personas.</p>',
    });
    await item('education', {
      ...dates([9, 2014], [6, 2016]),
      title: 'Técnico Superior en Cocina',
      center: 'Escuela de Hostelería',
      description: '<p>Cocina clásica.</p>',
    });
    await save('profile/chefmeta/languages', { id: 0, value: JSON.stringify({ language: 'es', level: 3 }) });
    await save('profile/chefmeta/languages', { id: 0, value: JSON.stringify({ language: 'en', level: 2 }) });
    await item('referrals', { description: '<p>Ana es constante y generosa.</p>' });
    return ana;
  }

  it('gives the owner the CV in each language: a PDF named brigade-{slug}-{lang}.pdf, in that language', async () => {
    const ana = await fullChef();
    for (const language of languages) {
      const res = await cv(profileId(ana), ana.token, `&language=${language}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="brigade-ana-garcia-${language}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = await res.pages();
      const text = pages.join('\n');
      const labels = cvTexts[language];
      expect(text).toContain('Ana García');
      expect(text).toContain(positionLabels[2][language]);
      // The place in the CV's language (the gazetteer's names).
      expect(text).toContain(
        { en: 'Lisbon', es: 'Lisboa', fr: 'Lisbonne', pt: 'Lisboa' }[language] + ', Portugal',
      );
      for (const key of [
        'contact',
        'about',
        'experience',
        'education',
        'languages',
        'referrals',
        'visas',
      ] as const)
        expect(text, `${language} ${key}`).toContain(labels[key]);
      // Page numbers on every page, "Page 1 of 2" in the CV's language.
      pages.forEach((page, index) =>
        expect(page).toContain(
          labels.page.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length)),
        ),
      );
      // No contact details in the PDF: it links to the public profile instead.
      expect(text).not.toContain('ana.private@kitchen.example');
      expect(text).not.toContain('600 111 222');
      expect(res.bytes.toString('latin1')).toContain(
        `(http://localhost:3000/${language}/chef/view/${profileId(ana)}/ana-garcia)`,
      );
    }
  });

  it('writes the texts in the CV language when the chef wrote one, else in the chef’s language (D7)', async () => {
    const ana = await fullChef();
    const en = (await (await cv(profileId(ana), ana.token, '&language=en')).pages()).join('\n');
    expect(en).toContain('Produce-led seasonal cook.');
    expect(en).toContain('Fish');
    expect(en).toContain('March 2018 – September 2021');
    expect(en).toContain('October 2021 – currently');
    expect(en).toContain('Native or bilingual');
    const fr = (await (await cv(profileId(ana), ana.token, '&language=fr')).pages()).join('\n');
    expect(fr).toContain(`Cocinera de producto y temporada. ${accents}`);
    expect(fr).toContain('Octobre 2021 – aujourd’hui');
    expect(fr).toContain('Espagnol');
    // French puts a (no-break) space before a colon.
    expect(fr).toMatch(/Étoiles Michelin[ \u00a0]: 2/);
    expect(fr).toMatch(/Nationalités[ \u00a0]: Espagne, Portugal/);
  });

  it('is in the interface language when no language is asked for, and refuses an unknown one', async () => {
    const ana = await fullChef();
    const pt = await cv(profileId(ana), ana.token, '&lang=pt');
    expect(pt.headers['content-disposition']).toBe('attachment; filename="brigade-ana-garcia-pt.pdf"');
    expect((await pt.pages()).join('\n')).toContain(ptCv.experience);
    const bad = await cv(profileId(ana), ana.token, '&language=de');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('puts work experience on a new page when the about text is shorter than 1,695 characters', async () => {
    const short = await fullChef('<p>Short about.</p>');
    const shortPages = await (await cv(profileId(short), short.token, '&language=es')).pages();
    expect(shortPages[0]).toContain(esCv.about);
    expect(shortPages[0]).not.toContain(esCv.experience);
    expect(shortPages[1]).toContain(esCv.experience);

    const long = await fullChef(`<p>${'Cocina de mercado, producto y temporada. '.repeat(45)}</p>`);
    const longPages = await (await cv(profileId(long), long.token, '&language=es')).pages();
    expect(longPages[0]).toContain(esCv.experience);
  });

  it('lays rich text out with its styles: no tag, no script reaches the text; an attack does not break it', async () => {
    const ana = await fullChef(
      '<p>Bold <b>move</b> &lt;b&gt;typed&lt;/b&gt;<script>alert(1)</script><img src=x onerror=alert(2)></p><ol><li>uno</li><li>dos</li></ol>',
    );
    await api(
      t.app,
      'profile/chefmeta/referrals',
      { id: 0, language: 'es', value: JSON.stringify({ description: '"><svg onload=alert(3)>«Gracias»' }) },
      { token: ana.token },
    );
    const res = await cv(profileId(ana), ana.token, '&language=es');
    expect(res.status).toBe(200);
    const text = (await res.pages()).join('\n');
    expect(text).toContain('Bold move <b>typed</b>');
    expect(text).toContain('1.');
    expect(text).toContain('uno');
    expect(text).toContain('«Gracias»');
    expect(text).not.toMatch(/<script|alert\(|<svg|<img|<p>|<li>|<ol>/);
  });

  it('refuses visitors, and restaurants exactly where chefs/show does: in review, hidden, blocked', async () => {
    const ana = await fullChef();
    const id = profileId(ana);
    const anonymous = await cv(id, undefined, '&language=en');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, code: 'not_logged_in' });

    const venue = await restaurant();
    // In review: the owner has it, a restaurant is told it does not exist, as chefs/show tells it.
    expect((await cv(id, ana.token)).status).toBe(200);
    expect((await show(id, venue.token)).status).toBe(404);
    const inReview = await cv(id, venue.token);
    expect(inReview.status).toBe(404);
    expect(inReview.json).toMatchObject({ success: false, code: 'not_found' });

    await approve(id);
    const live = await cv(id, venue.token, '&language=fr');
    expect(live.status).toBe(200);
    expect(live.headers['content-disposition']).toBe('attachment; filename="brigade-ana-garcia-fr.pdf"');

    await api(t.app, 'profile/toggleChef', {}, { token: ana.token });
    expect((await show(id, venue.token)).status).toBe(404);
    expect((await cv(id, venue.token)).status).toBe(404);
    expect((await cv(id, ana.token)).status).toBe(200);
    await api(t.app, 'profile/toggleChef', {}, { token: ana.token });

    const blocked = await restaurant();
    expect((await cv(id, blocked.token)).status).toBe(200);
    await insertBlock(t.database.db, ana.user.id, blocked.account.id);
    expect((await cv(id, blocked.token)).status).toBe(404);

    expect((await cv(2_000_000_000, venue.token)).status).toBe(404);
  });

  it('answers 429 with the envelope past an account’s hourly share of CVs', async () => {
    const ana = await fullChef();
    await rows(
      t,
      sql`insert into rate_limits (key, window_start, hits) values (${`cv:account:${ana.user.id}`}, now(), ${cvRateLimit.limit * t.config.rateLimitMultiplier})`,
    );
    const res = await cv(profileId(ana), ana.token);
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a restaurant the chef applied to have the CV of a hidden profile, as chefs/show does', async () => {
    const ana = await fullChef();
    const id = profileId(ana);
    await approve(id);
    await api(t.app, 'profile/toggleChef', {}, { token: ana.token });
    const venue = await restaurant();
    const offer = await insertOffer(t.database.db, { restaurantProfileId: venue.venues[0].id });
    await insertApplication(t.database.db, { offerId: offer.id, chefProfileId: id });
    expect((await show(id, venue.token)).status).toBe(200);
    expect((await cv(id, venue.token)).status).toBe(200);
  });

  it('shows the header and photo, and leaves a picture out cleanly when its file is gone', async () => {
    const ana = await fullChef();
    const put = async (key: 'profile' | 'header', background: string) => {
      const content = await sharp({ create: { width: 1400, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const { raw, contentType } = await multipartBody({}, [
        { field: 'image', filename: `${key}.jpg`, content, contentType: 'image/jpeg' },
      ]);
      const uploaded = await api<{ media: { id: number } }>(
        t.app,
        'account/image',
        {},
        {
          token: ana.token,
          raw,
          contentType,
        },
      );
      const media = dataOf(uploaded).media;
      expect((await api(t.app, 'profile/image', { key, id: media.id }, { token: ana.token })).status).toBe(
        200,
      );
    };
    await put('profile', '#b4441e');
    await put('header', '#2f6b4f');
    const images = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

    const both = await cv(profileId(ana), ana.token, '&language=en');
    expect(both.status).toBe(200);
    expect(images(both.bytes)).toBe(2);

    const [header] = await rows<{ key: string }>(
      t,
      sql`select m.variants->'header'->>'storageKey' as key from media m join profile_images p on p.media_id = m.id where p.slot = 'header' and p.chef_profile_id = ${profileId(ana)}`,
    );
    await rm(join(t.config.dataDir, 'uploads', header!.key));
    const withoutHeader = await cv(profileId(ana), ana.token, '&language=en');
    expect(withoutHeader.status).toBe(200);
    expect(images(withoutHeader.bytes)).toBe(1);
    expect((await withoutHeader.pages()).join('\n')).toContain('Ana García');
  });
});
