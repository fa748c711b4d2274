import { describe, expect, it } from 'vitest';
import { buildGazetteer } from './gazetteer';
import { placeKey } from './place-names';
import { findPlace, suggestFromGazetteer } from './places.service';

/** Rows in GeoNames' cities1000.txt format: id, name, asciiname, alternate names, lat, lng, ... */
function row(
  name: string,
  ascii: string,
  alternates: string[],
  lat: number,
  lng: number,
  country: string,
  population: number,
  id = '1',
) {
  const fields = [
    id,
    name,
    ascii,
    alternates.join(','),
    String(lat),
    String(lng),
    'P',
    'PPL',
    country,
    '',
    '01',
    '',
    '',
    '',
    String(population),
    '',
    '10',
    'Europe/Lisbon',
    '2024-01-01',
  ];
  return fields.join('\t');
}

const index = buildGazetteer(
  Buffer.from(
    [
      row('Lisbon', 'Lisbon', ['Lisboa', 'Lisbonne', 'Лиссабон', 'lisubon'], 38.72, -9.13, 'PT', 517802),
      row('Lisburn', 'Lisburn', [], 54.5, -6.03, 'GB', 77506),
      row('Lisbon', 'Lisbon', [], 44.03, -70.1, 'US', 9392),
      row('Lisbon', 'Lisbon', [], 41.6, -72.0, 'US', 4234),
      row('Porto', 'Porto', ['Oporto'], 41.15, -8.61, 'PT', 249633),
      row('Porto Alegre', 'Porto Alegre', [], -30.03, -51.23, 'BR', 1372741),
      row('São Paulo', 'Sao Paulo', ['San Paulo', 'Sao Paulo'], -23.55, -46.64, 'BR', 10021295),
      row('Shanghai', 'Shanghai', ['Sanghaj', 'Xangai'], 31.22, 121.46, 'CN', 22315474),
      row('Santos', 'Santos', [], -23.96, -46.33, 'BR', 433966),
    ].join('\n') + '\n',
  ),
);

const localities = (prefix: string, limit = 8) =>
  index.search(placeKey(prefix), limit).map((h) => `${h.locality}/${h.countryCode}`);

describe('the gazetteer index', () => {
  it('indexes the Latin-script names of every town, not the others or lower-case romanizations', () => {
    expect(index.size).toBe(9);
    expect(localities('лисс')).toEqual([]);
    expect(localities('lisub')).toEqual([]);
  });

  it('finds a town by a prefix of any of its names, accents ignored', () => {
    expect(localities('sao pau')).toEqual(['São Paulo/BR']);
    expect(localities('SÃO-PAULO')).toEqual(['São Paulo/BR']);
    expect(localities('lisbonn')).toEqual(['Lisbonne/PT']);
  });

  it('ranks by population, a whole name before a longer one, and answers each town once', () => {
    expect(localities('lisb')).toEqual(['Lisbon/PT', 'Lisburn/GB', 'Lisbon/US', 'Lisbon/US']);
    expect(localities('porto')).toEqual(['Porto/PT', 'Porto Alegre/BR']);
    expect(localities('lisb', 2)).toEqual(['Lisbon/PT', 'Lisburn/GB']);
  });

  it("shows the name the query matched when the town's own name does not start with it", () => {
    expect(localities('lisboa')).toEqual(['Lisboa/PT']);
    expect(localities('opor')).toEqual(['Oporto/PT']);
  });

  it('puts towns found only by another name after towns found by their own', () => {
    // Shanghai is larger, but "sa" matches only its alternate "Sanghaj".
    expect(localities('sa')).toEqual(['São Paulo/BR', 'Santos/BR', 'Sanghaj/CN']);
  });

  it('filters by country when asked', () => {
    expect(index.search('lisb', 8, (code) => code === 'US').map((h) => h.countryCode)).toEqual(['US', 'US']);
  });
});

describe('suggestions from the gazetteer', () => {
  it('names the country in the request language and answers towns that read the same once', () => {
    const places = suggestFromGazetteer({ q: 'lisb', limit: 8, language: 'pt' }, index);
    expect(places.map((p) => p.formatted_address)).toEqual([
      'Lisbon, Portugal',
      'Lisburn, Reino Unido',
      'Lisbon, Estados Unidos',
    ]);
    expect(places[2]).toMatchObject({ lat: 44.03, lng: -70.1 });
  });

  it('reads "town, country" in the request language, English, or as a code', () => {
    const countries = (q: string) =>
      suggestFromGazetteer({ q, limit: 8, language: 'fr' }, index).map((p) => p.components.country_code);
    expect(countries('lisbon, états')).toEqual(['US']);
    expect(countries('lisbon, united')).toEqual(['US']);
    expect(countries('lisb, united')).toEqual(['GB', 'US']);
    expect(countries('lisb, pt')).toEqual(['PT']);
  });

  it('names a town in the request language where CLDR names it, whatever name the query matched', () => {
    const named = buildGazetteer(
      Buffer.from(
        [
          row('Lisbon', 'Lisbon', ['Lisboa'], 38.72, -9.13, 'PT', 517802, '2267057'),
          row('London', 'London', [], 51.51, -0.13, 'GB', 7556900, '2643743'),
          row('Lisburn', 'Lisburn', [], 54.5, -6.03, 'GB', 77506, '2643736'),
          row('City of London', 'City of London', ['London'], 51.51, -0.09, 'GB', 8000, '2643741'),
        ].join('\n') + '\n',
      ),
      {
        '2267057': { es: 'Lisboa', fr: 'Lisbonne', pt: 'Lisboa' },
        '2643743': { es: 'Londres', fr: 'Londres', pt: 'Londres' },
      },
    );
    const suggest = (q: string, language: 'en' | 'es' | 'fr' | 'pt') =>
      suggestFromGazetteer({ q, limit: 8, language }, named).map((p) => p.formatted_address);
    expect(suggest('lisb', 'pt')).toEqual(['Lisboa, Portugal', 'Lisburn, Reino Unido']);
    expect(suggest('lisb', 'fr')).toEqual(['Lisbonne, Portugal', 'Lisburn, Royaume-Uni']);
    expect(suggest('lisb', 'en')).toEqual(['Lisbon, Portugal', 'Lisburn, United Kingdom']);
    // The City of London, found by its alternate "London", would read as London did: answered once.
    expect(suggest('london', 'es')).toEqual(['Londres, Reino Unido']);
    expect(suggest('london', 'en')).toEqual(['London, United Kingdom']);
    // The names are keys too: "Lisbonne" finds Lisbon though GeoNames does not list it here.
    expect(suggest('lisbonne', 'fr')).toEqual(['Lisbonne, Portugal']);
    expect(suggest('lisbonne', 'en')).toEqual(['Lisbonne, Portugal']);
  });

  it('answers nothing under 2 characters', () => {
    expect(suggestFromGazetteer({ q: ' l ', limit: 8, language: 'en' }, index)).toEqual([]);
  });
});

describe('finding the place a search names', () => {
  it('takes the best suggestion, and forgives one typo in the town name', async () => {
    const town = async (name: string) =>
      (await findPlace(name, 'en', undefined, index))?.components.locality ?? null;
    expect(await town('Lisboa')).toBe('Lisboa');
    expect(await town('lisbn')).toBe('Lisbon');
    expect(await town('Lsibon')).toBe('Lisbon');
    expect(await town('Prto')).toBe('Porto');
    expect(await town('Santso')).toBe('Santos');
    expect(await town('Xyzzyq')).toBeNull();
    // Too short to guess from.
    expect(await town('Lx')).toBeNull();
  });

  it('keeps the country part of "town, country" when forgiving a typo', async () => {
    const place = await findPlace('Lisbn, United States', 'en', undefined, index);
    expect(place?.components.country_code).toBe('US');
  });
});
