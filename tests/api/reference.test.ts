import { describe, expect, it } from 'vitest';
import { referenceListNames, type ReferenceLists } from '../../src/shared/reference/reference-lists';
import { call, useTestApp } from '../build-test-app';

const get = (app: Parameters<typeof call>[0], path: string, headers: Record<string, string> = {}) =>
  call<ReferenceLists>(app, path, {}, { method: 'GET', headers });

const positionLabel = (lists: ReferenceLists, id: number) =>
  lists.positions.find((p) => p.value === id)?.label;

describe('GET /api/reference', () => {
  const t = useTestApp();

  it('answers the twenty reference lists, keyed by their spec names', async () => {
    const res = await get(t.app, 'reference');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    if (!res.body.success) return;
    expect(Object.keys(res.body.data)).toEqual([...referenceListNames]);
    expect(res.body.data.positions).toHaveLength(33);
    expect(res.body.data.cuisines).toHaveLength(56);
    expect(res.body.data.years[0]?.value).toBe(new Date().getFullYear());
    expect(res.body.data.ratingTypes.find((r) => r.value === 'michelin')).toMatchObject({ max: 3 });
    expect(res.body.data.countryCodes.find((c) => c.value === 'PT')).toMatchObject({ dialCode: '+351' });
    expect(positionLabel(res.body.data, 9)).toBe('Chef de Partie');
  });

  it.each(['language=fr', 'lang=fr'])('answers in French with %s', async (query) => {
    const res = await get(t.app, `reference?${query}`);
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error('expected success');
    expect(positionLabel(res.body.data, 11)).toBe('Commis de cuisine');
    expect(res.body.data.days[0]?.label).toBe('Lundi');
    expect(res.body.data.countries.find((c) => c.value === 'DE')?.label).toBe('Allemagne');
  });

  it('answers in the Accept-Language language without a parameter, and in English for an unknown one', async () => {
    const es = await get(t.app, 'reference', { 'accept-language': 'es-ES,es;q=0.9' });
    if (!es.body.success) throw new Error('expected success');
    expect(positionLabel(es.body.data, 9)).toBe('Jefe de partida');
    const unknown = await get(t.app, 'reference?language=de');
    if (!unknown.body.success) throw new Error('expected success');
    expect(positionLabel(unknown.body.data, 9)).toBe('Chef de Partie');
  });

  it('is cacheable: public for an hour, with an ETag that depends on the language', async () => {
    const first = await get(t.app, 'reference?language=pt');
    const again = await get(t.app, 'reference?lang=pt');
    const english = await get(t.app, 'reference?language=en');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(first.headers.vary)).toMatch(/Accept-Language/i);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const first = await get(t.app, 'reference?language=fr');
    const etag = String(first.headers.etag);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/reference?language=fr',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('public, max-age=3600');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/reference?language=fr',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    const otherLanguage = await t.app.inject({
      method: 'GET',
      url: '/api/reference?language=es',
      headers: { 'if-none-match': etag },
    });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.json()).toMatchObject({ success: true });
  });
});
