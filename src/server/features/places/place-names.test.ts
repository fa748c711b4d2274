import { describe, expect, it } from 'vitest';
import { isLatinKey, placeKey } from './place-names';

describe('placeKey', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  SÃO   paulo ', 'sao paulo'],
    ['são-paulo', 'sao paulo'],
    ["L'Hospitalet de Llobregat", 'l hospitalet de llobregat'],
    ['Zürich', 'zurich'],
    ['Kraków', 'krakow'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Saint-Étienne', 'saint etienne'],
    ['A Coruña', 'a coruna'],
  ])('%s gives %s', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });

  it('keeps the letters of other alphabets, which are not Latin keys', () => {
    expect(placeKey('Лиссабон')).toBe('лиссабон');
    expect(isLatinKey(placeKey('Лиссабон'))).toBe(false);
    expect(isLatinKey(placeKey('Lisboa'))).toBe(true);
    expect(isLatinKey(placeKey('北京'))).toBe(false);
  });
});
