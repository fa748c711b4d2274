import { beforeEach, describe, expect, it } from 'vitest';
import { guruGroups, type GuruItems } from '../../src/shared/contracts/offer-guru';
import { api, clearRateLimits, dataOf, errorOf, issuesOf, registerUser } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import esApi from '../../src/shared/i18n/es/api.json';

/** GET /api/offer/guru (spec doc 2 sections 3 and 7). */
describe('offer/guru', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const guru = (query: string, token?: string, headers: Record<string, string> = {}) =>
    api<GuruItems>(t.app, `offer/guru${query}`, {}, { method: 'GET', token, headers });

  const firstText = (data: GuruItems) => data.about[0]!.text;

  it('gives a restaurant the ten groups, each with at least three items', async () => {
    const { token } = await registerUser(t.app, { type: 'restaurant' });
    const res = await guru('?lang=en', token);
    expect(res.status).toBe(200);
    const data = dataOf(res);
    expect(Object.keys(data)).toEqual([...guruGroups]);
    for (const group of guruGroups) {
      expect(data[group].length).toBeGreaterThanOrEqual(3);
      for (const item of data[group])
        expect(item).toEqual({ id: expect.any(String), text: expect.any(String) });
    }
    expect(firstText(data)).toMatch(/^We are an independent restaurant/);
  });

  it('answers in the language asked, with the same items in each of the four languages', async () => {
    const { token } = await registerUser(t.app, { type: 'restaurant' });
    const answers = Object.fromEntries(
      await Promise.all(
        ['en', 'es', 'fr', 'pt'].map(
          async (lang) => [lang, dataOf(await guru(`?lang=${lang}`, token))] as const,
        ),
      ),
    );
    expect(firstText(answers.es!)).toMatch(/^Somos un restaurante independiente/);
    expect(firstText(answers.fr!)).toMatch(/^Nous sommes un restaurant indépendant/);
    expect(firstText(answers.pt!)).toMatch(/^Somos um restaurante independente/);
    const ids = (data: GuruItems) => guruGroups.map((group) => data[group].map((item) => item.id));
    for (const lang of ['es', 'fr', 'pt']) expect(ids(answers[lang]!)).toEqual(ids(answers.en!));
    const texts = new Set(Object.values(answers).map(firstText));
    expect(texts.size).toBe(4);
  });

  it('takes the interface language from Accept-Language too, and answers English for an unknown one', async () => {
    const { token } = await registerUser(t.app, { type: 'restaurant' });
    expect(firstText(dataOf(await guru('', token, { 'accept-language': 'pt-PT,pt;q=0.9' })))).toMatch(
      /^Somos um/,
    );
    const unknown = await guru('?lang=de', token);
    expect(unknown.status).toBe(200);
    expect(firstText(dataOf(unknown))).toMatch(/^We are/);
    const garbled = await guru('?lang=e%00n', token);
    expect(garbled.status).toBe(200);
    expect(firstText(dataOf(garbled))).toMatch(/^We are/);
  });

  it("gives the items in `language`, the offer texts' language, while the message stays in the interface language", async () => {
    const { token } = await registerUser(t.app, { type: 'restaurant' });
    const res = await guru('?lang=es&language=fr', token);
    expect(res.status).toBe(200);
    expect(firstText(dataOf(res))).toMatch(/^Nous sommes/);
    expect(res.body.message).toBe(esApi.action_completed);
    const bad = await guru('?lang=en&language=de', token);
    expect(bad.status).toBe(400);
    expect(issuesOf(bad)).toEqual({ language: 'language_invalid' });
  });

  it('refuses a visitor (not logged in) and a chef (forbidden)', async () => {
    const visitor = await guru('?lang=en');
    expect(visitor.status).toBe(401);
    expect(errorOf(visitor).code).toBe('not_logged_in');
    const chef = await registerUser(t.app, { type: 'chef' });
    const refused = await guru('?lang=fr', chef.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect(refused.body.success).toBe(false);
  });
});
