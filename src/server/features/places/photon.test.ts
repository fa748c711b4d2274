import { describe, expect, it } from 'vitest';
import { placeFromPhoton } from './photon';

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });

describe('placeFromPhoton', () => {
  it('maps a city: its name, state and country (named in the request language)', () => {
    const place = placeFromPhoton(
      {
        geometry: point(2.3522, 48.8566),
        properties: {
          name: 'Paris',
          state: 'Île-de-France',
          country: 'France',
          countrycode: 'FR',
          type: 'city',
        },
      },
      'es',
    );
    expect(place).toEqual({
      formatted_address: 'Paris, Île-de-France, Francia',
      components: { locality: 'Paris', region: 'Île-de-France', country: 'Francia', country_code: 'FR' },
      lat: 48.8566,
      lng: 2.3522,
    });
  });

  it('names a district or a street by its town, and leaves out a region named like its town', () => {
    const place = placeFromPhoton(
      {
        geometry: point(-3.7, 40.42),
        properties: {
          name: 'Malasaña',
          city: 'Madrid',
          state: 'Madrid',
          countrycode: 'es',
          type: 'district',
        },
      },
      'pt',
    );
    expect(place?.formatted_address).toBe('Madrid, Espanha');
  });

  it('leaves out countries, states and features without coordinates or a valid country', () => {
    expect(
      placeFromPhoton(
        { geometry: point(-8, 39.5), properties: { name: 'Portugal', countrycode: 'PT', type: 'country' } },
        'en',
      ),
    ).toBeUndefined();
    expect(
      placeFromPhoton(
        { geometry: point(-8, 39.5), properties: { name: 'Algarve', countrycode: 'PT', type: 'state' } },
        'en',
      ),
    ).toBeUndefined();
    expect(
      placeFromPhoton({ geometry: { type: 'Point' }, properties: { name: 'Faro', countrycode: 'PT' } }, 'en'),
    ).toBeUndefined();
    expect(
      placeFromPhoton({ geometry: point(200, 39.5), properties: { name: 'Faro', countrycode: 'PT' } }, 'en'),
    ).toBeUndefined();
    expect(
      placeFromPhoton({ geometry: point(-7.9, 37), properties: { name: 'Faro', countrycode: 'XYZ' } }, 'en'),
    ).toBeUndefined();
  });
});
