import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/shared/contracts/places';
import { api, dataOf, errorOf, issueMessage, issuesOf } from '../api-helpers';
import { useTestApp } from '../build-test-app';

const suggest = (app: Parameters<typeof api>[0], query: string) =>
  api<Place[]>(app, `places/suggest?${query}`, {}, { method: 'GET' });

const addresses = (places: Place[]) => places.map((p) => p.formatted_address);

describe('GET /api/places/suggest (built-in gazetteer)', () => {
  const t = useTestApp();

  it('finds São Paulo first for "sao pau", accents and case ignored, with its coordinates', async () => {
    for (const q of ['sao pau', 'SÃO  PAU', 'são-paulo']) {
      const places = dataOf(await suggest(t.app, `q=${encodeURIComponent(q)}&lang=pt`));
      expect(places[0]).toMatchObject({
        formatted_address: 'São Paulo, Brasil',
        components: { locality: 'São Paulo', region: '', country: 'Brasil', country_code: 'BR' },
      });
      expect(places[0]!.lat).toBeCloseTo(-23.55, 1);
      expect(places[0]!.lng).toBeCloseTo(-46.64, 1);
    }
  });

  it('finds Lisbon in Portugal first for "lisb" and "lisboa", named in the request language', async () => {
    const lisb = dataOf(await suggest(t.app, 'q=lisb&lang=pt'));
    expect(lisb[0]?.components).toMatchObject({
      locality: 'Lisboa',
      country: 'Portugal',
      country_code: 'PT',
    });
    expect(dataOf(await suggest(t.app, 'q=lisb&lang=en'))[0]?.formatted_address).toBe('Lisbon, Portugal');
    expect(dataOf(await suggest(t.app, 'q=lisb&lang=fr'))[0]?.formatted_address).toBe('Lisbonne, Portugal');
    expect(dataOf(await suggest(t.app, 'q=london&lang=es'))[0]?.formatted_address).toBe(
      'Londres, Reino Unido',
    );
    const lisboa = dataOf(await suggest(t.app, 'q=lisboa&lang=pt'));
    expect(lisboa[0]?.formatted_address).toBe('Lisboa, Portugal');
    expect(lisboa[0]?.lat).toBeCloseTo(38.72, 1);
  });

  it('credits GeoNames in the answer message, in the request language', async () => {
    const res = await suggest(t.app, 'q=lisb&lang=pt');
    expect(res.body.message).toBe('Locais: GeoNames (CC BY)');
  });

  it('names countries in the request language', async () => {
    const names = async (lang: string) =>
      dataOf(await suggest(t.app, `q=madrid&lang=${lang}`))[0]?.formatted_address;
    expect(await names('pt')).toBe('Madrid, Espanha');
    expect(await names('fr')).toBe('Madrid, Espagne');
    expect(await names('es')).toBe('Madrid, España');
    expect(await names('en')).toBe('Madrid, Spain');
    const accepted = await api<Place[]>(
      t.app,
      'places/suggest?q=madrid',
      {},
      {
        method: 'GET',
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      },
    );
    expect(dataOf(accepted)[0]?.components.country).toBe('Espagne');
  });

  it('ranks by population and answers a town once however many of its names match', async () => {
    const places = dataOf(await suggest(t.app, 'q=sa&lang=en&limit=20'));
    expect(places).toHaveLength(20);
    expect(places[0]?.formatted_address).toBe('São Paulo, Brazil');
    expect(new Set(addresses(places)).size).toBe(20);
    // "porto" is a whole name: Porto comes before the larger Porto Alegre.
    const porto = addresses(dataOf(await suggest(t.app, 'q=porto&lang=pt')));
    expect(porto.slice(0, 2)).toEqual(['Porto, Portugal', 'Porto Alegre, Brasil']);
  });

  it('reads "town, country" as what the picker shows once a place is chosen', async () => {
    const places = dataOf(await suggest(t.app, `q=${encodeURIComponent('Madrid, Colômbia')}&lang=pt`));
    expect(places[0]?.formatted_address).toBe('Madrid, Colômbia');
    expect(places.every((p) => p.components.country_code === 'CO')).toBe(true);
  });

  it('answers 8 suggestions by default and at most `limit`', async () => {
    expect(dataOf(await suggest(t.app, 'q=san&lang=es'))).toHaveLength(8);
    expect(dataOf(await suggest(t.app, 'q=san&lang=es&limit=3'))).toHaveLength(3);
    expect(dataOf(await suggest(t.app, 'q=san&lang=es&limit=20'))).toHaveLength(20);
  });

  it('answers an empty list for fewer than 2 characters, and for a name no town has', async () => {
    for (const q of ['', 'l', ' l ', '--'])
      expect(dataOf(await suggest(t.app, `q=${encodeURIComponent(q)}`))).toEqual([]);
    expect(dataOf(await suggest(t.app, 'q=xqzvwk'))).toEqual([]);
  });

  it.each(['0', '21', 'abc', '1.5', '0x5'])('refuses limit=%s with a localized message', async (limit) => {
    const res = await suggest(t.app, `q=lisb&lang=pt&limit=${limit}`);
    expect(res.status).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(issuesOf(res)).toEqual({ limit: 'suggestion_limit' });
    expect(issueMessage(res, 'limit')).toBe('Peça entre 1 e 20 sugestões.');
  });

  it('refuses a query over 100 characters', async () => {
    const res = await suggest(t.app, `q=${'a'.repeat(101)}&lang=fr`);
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ q: 'max_length' });
  });
});

/** A local stand-in for a Photon service: it answers what Photon answers, in Photon's GeoJSON format. */
function photonServer(answer: (url: URL) => { status?: number; body?: unknown; delayMs?: number }) {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status = 200, body = {}, delayMs = 0 } = answer(url);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  return {
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const lisbonFeatures = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-9.1365919, 38.7077507] },
      properties: {
        osm_type: 'R',
        name: 'Lisboa',
        state: 'Lisboa',
        country: 'Portugal',
        countrycode: 'PT',
        osm_key: 'place',
        osm_value: 'city',
        type: 'city',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-9.14, 38.71] },
      properties: { name: 'Baixa', city: 'Lisboa', state: 'Lisboa', countrycode: 'PT', type: 'district' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point' },
      properties: { name: 'No coordinates', countrycode: 'PT' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-69.19, 44.03] },
      properties: {
        name: 'Lisbon',
        state: 'Maine',
        country: 'United States',
        countrycode: 'US',
        type: 'city',
      },
    },
  ],
};

describe('GET /api/places/suggest with GEOCODER_URL (a Photon-compatible service)', () => {
  let slow = false;
  const photon = photonServer(() =>
    slow ? { body: lisbonFeatures, delayMs: 5000 } : { body: lisbonFeatures },
  );
  let url = '';
  beforeAll(async () => {
    url = await photon.start();
  });
  afterAll(() => photon.stop());
  const t = useTestApp(() => ({ geocoderUrl: url }));

  it('asks the service with q, lang and limit and maps its features to places', async () => {
    const places = dataOf(await suggest(t.app, 'q=lisb&lang=pt&limit=5'));
    const asked = photon.requests.at(-1)!;
    expect(asked.pathname).toBe('/api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'lisb', lang: 'pt', limit: '5' });
    expect((await suggest(t.app, 'q=lisb&lang=pt')).body.message).toBe(
      'Locais: © colaboradores do OpenStreetMap',
    );
    expect(places).toEqual([
      {
        formatted_address: 'Lisboa, Portugal',
        components: { locality: 'Lisboa', region: '', country: 'Portugal', country_code: 'PT' },
        lat: 38.7077507,
        lng: -9.1365919,
      },
      {
        formatted_address: 'Lisbon, Maine, Estados Unidos',
        components: { locality: 'Lisbon', region: 'Maine', country: 'Estados Unidos', country_code: 'US' },
        lat: 44.03,
        lng: -69.19,
      },
    ]);
  });

  it('does not ask the service for fewer than 2 characters', async () => {
    const before = photon.requests.length;
    expect(dataOf(await suggest(t.app, 'q=l'))).toEqual([]);
    expect(photon.requests.length).toBe(before);
  });

  it('answers 503 with a localized message when the service does not answer in time', async () => {
    slow = true;
    try {
      const res = await suggest(t.app, 'q=lisb&lang=es');
      expect(res.status).toBe(503);
      expect(errorOf(res).message).toMatch(/no está disponible/);
    } finally {
      slow = false;
    }
  });
});
