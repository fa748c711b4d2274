import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { countryIds, europe } from './countries';
import { countryAliasesByLanguage, searchableCountryOptions, searchableVisaOptions } from './country-aliases';
import { foldText, indexOptions, optionMatchRank, searchOptions } from './option-search';

const nationalities = {
  en: indexOptions(searchableCountryOptions('en')),
  es: indexOptions(searchableCountryOptions('es')),
  fr: indexOptions(searchableCountryOptions('fr')),
  pt: indexOptions(searchableCountryOptions('pt')),
};
const found = (language: keyof typeof nationalities, typed: string) =>
  searchOptions(nationalities[language], typed).map((option) => option.value);

describe('finding nationalities and countries by what people type', () => {
  it('finds the United Kingdom by its demonyms and common names, first', () => {
    for (const typed of [
      'British',
      'Brit',
      'UK',
      'U.K.',
      'England',
      'english',
      'Scotland',
      'Scottish',
      'Wales',
      'Welsh',
      'Great Britain',
      'Britain',
    ])
      expect(found('en', typed)[0], typed).toBe('GB');
    expect(found('es', 'británica')[0]).toBe('GB');
    expect(found('fr', 'Anglaise')[0]).toBe('GB');
    expect(found('pt', 'inglesa')[0]).toBe('GB');
    // "UK" still lists Ukraine, after.
    expect(found('en', 'UK')).toContain('UA');
  });

  it('finds the United States as American, USA, US', () => {
    for (const typed of [
      'American',
      'USA',
      'US',
      'U.S.',
      'américaine',
      'estadounidense',
      'EEUU',
      'norte-americana',
    ])
      expect(found('fr', typed)[0], typed).toBe('US');
  });

  it('finds a country by its demonym in any of the four languages, masculine or feminine', () => {
    expect(found('en', 'Español')[0]).toBe('ES');
    expect(found('pt', 'Spanish')[0]).toBe('ES');
    expect(found('es', 'española')[0]).toBe('ES');
    expect(found('en', 'Portugais')[0]).toBe('PT');
    expect(found('fr', 'portuguesa')[0]).toBe('PT');
    expect(found('en', 'Brasileira')[0]).toBe('BR');
    expect(found('en', 'brésilienne')[0]).toBe('BR');
    expect(found('es', 'Dutch')[0]).toBe('NL');
    expect(found('en', 'Holanda')[0]).toBe('NL');
    expect(found('pt', 'alemã')[0]).toBe('DE');
    expect(found('fr', 'italienne')[0]).toBe('IT');
    expect(found('en', 'Deutschland')[0]).toBe('DE');
  });

  it('finds a country by its name in another interface language, and by its own', () => {
    expect(found('en', 'Alemania')[0]).toBe('DE');
    expect(found('pt', 'Germany')[0]).toBe('DE');
    expect(found('fr', 'Espagne')[0]).toBe('ES');
    expect(found('es', 'espana')[0]).toBe('ES');
    expect(found('en', '')).toHaveLength(countryIds.length);
    expect(found('en', 'zzzz')).toEqual([]);
  });

  it('finds Europe among the work visas as the EU', () => {
    const visas = indexOptions(searchableVisaOptions('es'));
    expect(searchOptions(visas, 'EU')[0]?.value).toBe(europe);
    expect(searchOptions(visas, 'Unión Europea')[0]?.value).toBe(europe);
  });

  it('ranks: the very name or alias, then names beginning with it, then words, then anything holding it', () => {
    expect(optionMatchRank('uk', 'united kingdom', ['uk'])).toBe(0);
    expect(optionMatchRank('uk', 'ukraine', [])).toBe(1);
    expect(optionMatchRank('kingdom', 'united kingdom', [])).toBe(2);
    expect(optionMatchRank('brasileira', 'brazil', ['brasileiro'])).toBe(2);
    expect(optionMatchRank('ngdo', 'united kingdom', [])).toBe(3);
    expect(optionMatchRank('ngdo', 'spain', ['ngdo land'])).toBe(1);
    expect(optionMatchRank('xyz', 'spain', ['spanish'])).toBeNull();
    expect(foldText('  Côte d’Ivoire ')).toBe('cote divoire');
  });

  it('writes aliases in all four languages for every country that has them', () => {
    for (const code of [europe, ...countryIds]) {
      const byLanguage = countryAliasesByLanguage(code);
      if (Object.keys(byLanguage).length === 0) continue;
      for (const language of languages)
        expect(byLanguage[language]?.filter(Boolean).length, `${code} ${language}`).toBeGreaterThan(0);
    }
    // Every sovereign country of the product's markets has its demonyms.
    for (const code of ['GB', 'US', 'ES', 'FR', 'PT', 'BR', 'IT', 'DE', 'IE', 'NL'])
      expect(Object.keys(countryAliasesByLanguage(code))).toEqual([...languages]);
  });
});
