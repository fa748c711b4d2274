import { describe, expect, it } from 'vitest';
import type { Place } from '@shared/contracts/places';
import { buildGazetteer, distanceKm } from './gazetteer';
import { countryNamed, locate, placeIn, townNamed } from './place-locate';

/** Rows in GeoNames' cities1000.txt format (the columns the gazetteer reads). */
function row(
  id: string,
  name: string,
  alternates: string[],
  lat: number,
  lng: number,
  country: string,
  population: number,
) {
  return [
    id,
    name,
    name,
    alternates.join(','),
    lat,
    lng,
    'P',
    'PPL',
    country,
    '',
    '',
    '',
    '',
    '',
    population,
  ].join('\t');
}

const index = buildGazetteer(
  Buffer.from(
    [
      row('2267057', 'Lisbon', ['Lisboa', 'Lisbonne'], 38.71667, -9.13333, 'PT', 517802),
      row('2', 'Amadora', [], 38.75382, -9.23083, 'PT', 178858),
      row('3', 'Lisbon', [], 44.03, -70.1, 'US', 9392),
      row('2950159', 'Berlin', ['Berlim', 'Berlín'], 52.52437, 13.41053, 'DE', 3426354),
      row('5', 'Paris', [], 33.66, -95.56, 'US', 24782),
      row('2988507', 'Paris', ['Parigi'], 48.85341, 2.3488, 'FR', 2138551),
      row('7', 'Milan', ['Milano', 'Milão'], 45.46427, 9.18951, 'IT', 1236837),
    ].join('\n') + '\n',
  ),
  {
    '2267057': { pt: 'Lisboa', es: 'Lisboa', fr: 'Lisbonne' },
    '2950159': { pt: 'Berlim', es: 'Berlín' },
  },
);

const lisbon: Place = {
  formatted_address: 'Lisboa, Portugal',
  components: { locality: 'Lisboa', region: '', country: 'Portugal', country_code: 'PT' },
  lat: 38.71667,
  lng: -9.13333,
};

describe('the gazetteer near a point', () => {
  it('answers the towns within a distance, nearest first', () => {
    const near = index.around(38.72, -9.14, 50).map((n) => index.town(n.index).name);
    expect(near).toEqual(['Lisbon', 'Amadora']);
    expect(index.around(38.72, -9.14, 0.5)).toEqual([]);
    expect(index.around(0, 0, 50)).toEqual([]);
    expect(distanceKm(38.72, -9.14, 38.71667, -9.13333)).toBeLessThan(1);
  });

  it('finds towns across the antimeridian and near the poles without failing', () => {
    expect(index.around(52.5, 13.4, 20).map((n) => index.town(n.index).name)).toEqual(['Berlin']);
    expect(index.around(89.9, 179.9, 100)).toEqual([]);
    expect(index.around(-10, -179.99, 100)).toEqual([]);
  });

  it('finds towns by a whole name, their own name before another town’s other name', () => {
    expect(index.named('lisboa', 3).map((t) => t.countryCode)).toEqual(['PT']);
    expect(index.named('paris', 3).map((t) => t.countryCode)).toEqual(['FR', 'US']);
    expect(index.named('paris', 3, (code) => code === 'US').map((t) => t.countryCode)).toEqual(['US']);
    expect(index.named('lis', 3)).toEqual([]);
  });
});

describe('a location as a client sends it, made a place', () => {
  it('keeps a complete place as sent', () => {
    expect(locate(lisbon, 'en', () => index)).toEqual(lisbon);
  });

  it('fills the components of a point from its town, in the request language, keeping the text', () => {
    expect(
      locate({ formatted_address: 'Lisboa, Portugal', lat: 38.72, lng: -9.14 }, 'fr', () => index),
    ).toEqual({
      formatted_address: 'Lisboa, Portugal',
      components: { locality: 'Lisbonne', region: '', country: 'Portugal', country_code: 'PT' },
      lat: 38.72,
      lng: -9.14,
    });
    // Nearer Amadora, but the text names Lisbon; the region the geocoder gave is kept.
    expect(
      locate(
        { formatted_address: 'Lisbon, Portugal', lat: 38.75, lng: -9.22, components: { region: 'Lisboa' } },
        'en',
        () => index,
      )?.components,
    ).toEqual({ locality: 'Lisbon', region: 'Lisboa', country: 'Portugal', country_code: 'PT' });
    expect(
      locate({ formatted_address: '', lat: 38.75, lng: -9.22 }, 'en', () => index)?.formatted_address,
    ).toBe('Amadora, Portugal');
  });

  it('refuses a point far from any town', () => {
    expect(locate({ formatted_address: 'Atlantic', lat: 30, lng: -40 }, 'en', () => index)).toBeUndefined();
  });

  it('resolves a text to the town it names, a postal code, street or country beside it', () => {
    expect(locate({ formatted_address: 'Lisboa' }, 'pt', () => index)).toEqual({
      ...lisbon,
      components: { ...lisbon.components },
    });
    expect(townNamed('Rua Augusta 100, 1100-048 Lisboa', index)?.countryCode).toBe('PT');
    expect(townNamed('Paris, États-Unis', index)?.countryCode).toBe('US');
    expect(townNamed('Paris', index)?.countryCode).toBe('FR');
    // A last part that reads as a country code but names no town of it ("IL" is Israel) is no filter.
    expect(townNamed('Paris, IL', index)?.countryCode).toBe('FR');
    expect(townNamed('Hogwarts', index)).toBeUndefined();
    expect(locate({ formatted_address: 'Hogwarts' }, 'en', () => index)).toBeUndefined();
  });

  it('reads country names in the product’s languages, a neighbour’s, and codes', () => {
    expect(countryNamed('Deutschland')).toBe('DE');
    expect(countryNamed('Espanha')).toBe('ES');
    expect(countryNamed('pt')).toBe('PT');
    expect(countryNamed('Lisboa')).toBeUndefined();
  });
});

describe('a stored place named in the reader’s language', () => {
  it('names the town and the country in that language, in the components and the line', () => {
    expect(placeIn(lisbon, 'fr', index)).toEqual({
      ...lisbon,
      formatted_address: 'Lisbonne, Portugal',
      components: { ...lisbon.components, locality: 'Lisbonne' },
    });
    expect(placeIn(lisbon, 'en', index).formatted_address).toBe('Lisbon, Portugal');
    const berlin: Place = {
      formatted_address: 'Berlin, Deutschland',
      components: { locality: 'Berlin', region: '', country: 'Deutschland', country_code: 'DE' },
      lat: 52.52,
      lng: 13.405,
    };
    expect(placeIn(berlin, 'fr', index).formatted_address).toBe('Berlin, Allemagne');
    expect(placeIn(berlin, 'pt', index).formatted_address).toBe('Berlim, Alemanha');
  });

  it('keeps a street in the line, and a town it does not find as written', () => {
    const street = { ...lisbon, formatted_address: 'Rua Augusta 100, Lisboa, Portugal' };
    expect(placeIn(street, 'fr', index).formatted_address).toBe('Rua Augusta 100, Lisbonne, Portugal');
    const unknown: Place = {
      formatted_address: 'Aldeia, Portugal',
      components: { locality: 'Aldeia', region: '', country: 'Portugal', country_code: 'PT' },
      lat: 38.72,
      lng: -9.14,
    };
    expect(placeIn(unknown, 'fr', index)).toBe(unknown);
    expect(placeIn(unknown, 'es', index).formatted_address).toBe('Aldeia, Portugal');
    // Another language's town that is not in CLDR's list keeps its stored name, but not in English.
    const milano: Place = {
      formatted_address: 'Milano, Italia',
      components: { locality: 'Milano', region: '', country: 'Italia', country_code: 'IT' },
      lat: 45.46427,
      lng: 9.18951,
    };
    expect(placeIn(milano, 'pt', index).formatted_address).toBe('Milano, Itália');
    expect(placeIn(milano, 'en', index).formatted_address).toBe('Milan, Italy');
  });

  it('leaves a text kept as written, and no place, as they are', () => {
    const written = { formatted_address: 'Hogwarts' };
    expect(placeIn(written, 'fr', index)).toBe(written);
    expect(placeIn(null, 'fr', index)).toBeNull();
    // Without the gazetteer loaded, only the country is named anew.
    expect(placeIn(lisbon, 'en', undefined).formatted_address).toBe('Lisboa, Portugal');
    expect(
      placeIn(
        {
          ...lisbon,
          components: { ...lisbon.components, country: 'Portogallo' },
          formatted_address: 'Lisboa, Portogallo',
        },
        'en',
        undefined,
      ).formatted_address,
    ).toBe('Lisboa, Portugal');
  });
});
