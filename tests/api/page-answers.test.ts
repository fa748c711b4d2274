import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageAnswer } from '../../src/shared/page-answers';
import { countQueries } from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { insertOffer, insertRestaurant } from '../factories';

/**
 * A visitor's search pages come with the answer of their first search (docs/decisions/
 * 031-first-answers-in-the-page.md): the same answer the call gives for the fields the web app sends,
 * safe inside the HTML, and never for a signed-in viewer or a search of the address's own.
 */
const t = useTestApp({}, { serveWeb: true });

async function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The answers a page's HTML carries, as the web app reads them; [] when it carries none. */
function answersOf(html: string): PageAnswer[] {
  const match = /<script type="application\/json" id="page-answers">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as PageAnswer[]) : [];
}

async function callAnswer(read: Pick<PageAnswer, 'path' | 'fields'>) {
  const res = await t.app.inject({
    method: 'POST',
    url: read.path,
    headers: { origin: testOrigin, 'content-type': 'application/json' },
    payload: read.fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as unknown;
}

describe('first answers in the page', () => {
  it('the home feed carries its first page of offers, widened to the page of the address', async () => {
    const { venues } = await insertRestaurant(t.database.db);
    const offer = await insertOffer(t.database.db, { restaurantProfileId: venues[0].id });

    const res = await page('/en');
    expect(res.statusCode).toBe(200);
    const [feed, ...others] = answersOf(res.body);
    expect(others).toEqual([]);
    expect(feed).toMatchObject({ path: '/api/search/offers', fields: { lang: 'en', page: 0, qty: 10 } });
    expect((feed!.answer.data as { list: { id: number }[] }).list.map((o) => o.id)).toEqual([offer.id]);
    expect(feed!.answer).toEqual(await callAnswer(feed!));

    const [deeper] = answersOf((await page('/es/home/2')).body);
    expect(deeper).toMatchObject({ fields: { lang: 'es', page: 0, qty: 30 } });
    expect(deeper!.answer).toEqual(await callAnswer(deeper!));
  });

  it('find chefs and find restaurants carry their default lists, as the web app asks for them', async () => {
    const [chefs] = answersOf((await page('/fr/find-chefs')).body);
    expect(chefs).toMatchObject({
      path: '/api/search/chefs',
      fields: { lang: 'fr', filters: '', location: '', position: '', page: 0, qty: 10 },
    });
    expect(chefs!.answer).toEqual(await callAnswer(chefs!));
    const [venues] = answersOf((await page('/pt/find-restaurants')).body);
    expect(venues).toMatchObject({
      path: '/api/search/restaurants',
      fields: { lang: 'pt', filters: '', location: '', q: '', page: 0, qty: 10 },
    });
    expect(venues!.answer).toEqual(await callAnswer(venues!));
  });

  it('a HEAD request makes no search, and PAGE_ANSWERS_WAIT_MS=0 none at all', async () => {
    const head = await countQueries(t, () => t.app.inject({ method: 'HEAD', url: '/en' }));
    expect(head).toBe(0);
    const wait = t.config.pageAnswersWaitMs;
    t.config.pageAnswersWaitMs = 0;
    try {
      expect(answersOf((await page('/en')).body)).toEqual([]);
    } finally {
      t.config.pageAnswersWaitMs = wait;
    }
  });

  it('not for a signed-in viewer, a search in the address, another page or a missing one', async () => {
    expect(answersOf((await page('/en', { cookie: 'token=some-session' })).body)).toEqual([]);
    expect(answersOf((await page('/en/home/0?sous-chef')).body)).toEqual([]);
    expect(answersOf((await page('/en/find-chefs?cuisine=3')).body)).toEqual([]);
    expect(answersOf((await page('/en/services')).body)).toEqual([]);
    const missing = await page('/en/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(answersOf(missing.body)).toEqual([]);
  });

  it('no text of an answer can close its script; the page is compressed when the browser takes it', async () => {
    const { venues } = await insertRestaurant(t.database.db);
    // `$&`, `` $` `` and `$$` would paste parts of the page into a string replacement.
    const name = 'Chef </script><script>alert(1)</script><!-- & \u2028 $& $` $$';
    await insertOffer(t.database.db, { restaurantProfileId: venues[0].id, name });

    const plain = await page('/en');
    expect(plain.body).not.toContain('<script>alert(1)');
    const names = (answersOf(plain.body)[0]!.answer.data as { list: { name: string }[] }).list.map(
      (o) => o.name,
    );
    expect(names.some((shown) => shown.includes('</script><script>alert(1)</script><!-- &'))).toBe(true);
    expect(names.some((shown) => shown.includes('$& $` $$'))).toBe(true);
    // Nothing of the page was pasted into the answer (a string replacement's `$\``).
    expect(plain.body.match(/<html/g)).toHaveLength(1);
    expect(plain.body.match(/<\/body>/g)).toHaveLength(1);

    const compressed = await page('/en', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
