import { describe, expect, it } from 'vitest';
import { useTestApp } from '../build-test-app';

/**
 * Paths outside /{lang}/ (docs/decisions/012-public-pages.md): a real HTTP redirect to the same page, or
 * the home page, in the visitor's language (saved choice, else Accept-Language, else English).
 */
describe('redirects of paths without a language', () => {
  const t = useTestApp({}, { serveWeb: true });

  async function redirectOf(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(302);
    return { location: res.headers.location, vary: String(res.headers.vary ?? '') };
  }

  it('sends / to English for a visitor with no preference', async () => {
    expect((await redirectOf('/')).location).toBe('/en/');
  });

  it('sends / to the Accept-Language choice, by q-value', async () => {
    expect((await redirectOf('/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).location).toBe('/es/');
    expect((await redirectOf('/', { 'accept-language': 'de;q=1, pt;q=0.4, fr;q=0.6' })).location).toBe(
      '/fr/',
    );
    expect((await redirectOf('/', { 'accept-language': 'de, ja' })).location).toBe('/en/');
    const { vary } = await redirectOf('/', { 'accept-language': 'fr' });
    expect(vary).toMatch(/Accept-Language/i);
    expect(vary).toMatch(/Cookie/i);
  });

  it('prefers the saved choice (lang cookie) to Accept-Language', async () => {
    const headers = { cookie: 'other=1; lang=pt', 'accept-language': 'es' };
    expect((await redirectOf('/', headers)).location).toBe('/pt/');
    // A path that names a page goes to English, as the spec says, whatever the preference.
    expect((await redirectOf('/services', headers)).location).toBe('/en/services');
    // An unsupported saved value is ignored.
    expect((await redirectOf('/', { cookie: 'lang=de', 'accept-language': 'fr' })).location).toBe('/fr/');
  });

  it('sends an unknown first segment to the same page when it exists', async () => {
    expect((await redirectOf('/services')).location).toBe('/en/services');
    expect((await redirectOf('/de/services')).location).toBe('/en/services');
    expect((await redirectOf('/de/faqs/chef')).location).toBe('/en/faqs/chef');
    expect((await redirectOf('/terms?x=1')).location).toBe('/en/terms');
    expect((await redirectOf('/de/services/restaurant', { 'accept-language': 'es' })).location).toBe(
      '/en/services/restaurant',
    );
  });

  it('sends a path that names no page to the home page', async () => {
    expect((await redirectOf('/de/nowhere')).location).toBe('/en/');
    expect((await redirectOf('/nowhere/at/all')).location).toBe('/en/');
  });

  it('keeps the login query, and only it', async () => {
    expect((await redirectOf('/xx/anything?login=a@b.co&other=1')).location).toBe('/en/?login=a%40b.co');
    expect((await redirectOf('/contact?login=chef%40example.com')).location).toBe(
      '/en/contact?login=chef%40example.com',
    );
  });

  it('leaves the API and the language pages alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/es/services' });
    expect(page.statusCode).not.toBe(302);
  });
});
