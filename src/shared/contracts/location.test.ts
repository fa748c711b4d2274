import { describe, expect, it } from 'vitest';
import { isPlace, locationField, readLocation } from './location';

const place = {
  formatted_address: 'Lisboa, Portugal',
  components: { locality: 'Lisboa', region: '', country: 'Portugal', country_code: 'PT' },
  lat: 38.72,
  lng: -9.14,
};

/** A result as Google's geocoder answers it. */
const geocoderResult = {
  address_components: [
    { long_name: 'Lisboa', short_name: 'Lisboa', types: ['locality', 'political'] },
    { long_name: 'Lisboa', short_name: 'Lisboa', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Portugal', short_name: 'PT', types: ['country', 'political'] },
  ],
  formatted_address: 'Lisbon, Portugal',
  geometry: { location: { lat: 38.7222524, lng: -9.1393366 }, location_type: 'APPROXIMATE' },
  place_id: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ',
  types: ['locality', 'political'],
};

describe('a location as clients send it', () => {
  it('takes the picker’s place whole', () => {
    expect(readLocation(place)).toEqual(place);
  });

  it('takes the spec’s formatted address with coordinates, numbers or their text', () => {
    expect(readLocation({ formatted_address: ' Lisboa, Portugal ', lat: 38.72, lng: -9.14 })).toEqual({
      formatted_address: 'Lisboa, Portugal',
      lat: 38.72,
      lng: -9.14,
    });
    expect(readLocation({ formatted_address: 'Lisboa', lat: '38.72', lng: '-9.14' })).toMatchObject({
      lat: 38.72,
      lng: -9.14,
    });
  });

  it('takes a geocoder’s result: its coordinates and the components it names', () => {
    expect(readLocation(geocoderResult)).toEqual({
      formatted_address: 'Lisbon, Portugal',
      lat: 38.7222524,
      lng: -9.1393366,
      components: { locality: 'Lisboa', region: 'Lisboa', country_code: 'PT' },
    });
  });

  it('takes a town’s name, as text or under formatted_address, name or address', () => {
    expect(readLocation('Lisboa')).toEqual({ formatted_address: 'Lisboa' });
    expect(readLocation({ formatted_address: 'Lisboa' })).toEqual({ formatted_address: 'Lisboa' });
    expect(readLocation({ name: 'Lisboa' })).toEqual({ formatted_address: 'Lisboa' });
    expect(readLocation({ address: 'Rua Augusta 100, Lisboa' })).toEqual({
      formatted_address: 'Rua Augusta 100, Lisboa',
    });
  });

  it('reads empty as none, and refuses what names no place', () => {
    expect(readLocation(undefined)).toBeNull();
    expect(readLocation('  ')).toBeNull();
    for (const bad of [
      5,
      [],
      'x',
      'x'.repeat(256),
      {},
      { formatted_address: 'x' },
      { formatted_address: 'Lisboa', lat: 38.72 },
      { formatted_address: 'Lisboa', lat: 100, lng: 0 },
      { formatted_address: 'Lisboa', lat: 'north', lng: 0 },
      { geometry: { location: { lat: 38.72 } } },
    ])
      expect(readLocation(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('is read from a form’s JSON text, and a parsed value reads the same again', () => {
    const field = locationField();
    const sent = field.parse(JSON.stringify(geocoderResult));
    expect(field.parse(sent)).toEqual(sent);
    expect(field.parse(JSON.stringify(place))).toEqual(place);
    expect(field.parse('Porto')).toEqual({ formatted_address: 'Porto' });
    expect(field.parse('')).toBeNull();
    expect(field.safeParse('{"lat":"x"').error?.issues[0]?.message).toBe('location_invalid');
    expect(field.safeParse('[1,2]').error?.issues[0]?.message).toBe('location_invalid');
  });

  it('tells a place from a text kept as written', () => {
    expect(isPlace(place)).toBe(true);
    expect(isPlace({ formatted_address: 'Hogwarts' })).toBe(false);
  });
});
