import ptSearch from '@shared/i18n/pt/search.json';
import frSearch from '@shared/i18n/fr/search.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyLocalePluralRules, countFormatter } from './i18n';

async function instance(language: 'pt' | 'fr', search: object) {
  const i18n = i18next.createInstance().use(countFormatter);
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { search } },
    defaultNS: 'search',
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  applyLocalePluralRules(i18n);
  return i18n;
}

describe('plural forms of the interface languages', () => {
  it('gives zero the plural in European Portuguese', async () => {
    const i18n = await instance('pt', ptSearch);
    expect(i18n.t('find_chefs.total', { count: 0 })).toBe('0 cozinheiros');
    expect(i18n.t('find_chefs.total', { count: 1 })).toBe('1 cozinheiro');
    expect(i18n.t('find_restaurants.total', { count: 2 })).toBe('2 restaurantes');
  });

  it('writes a million as any other plural (CLDR\'s "many" has no text of its own)', async () => {
    const pt = await instance('pt', ptSearch);
    expect(pt.t('find_chefs.total', { count: 1_000_000 })).toBe('1\u00a0000\u00a0000 cozinheiros');
    const fr = await instance('fr', frSearch);
    expect(fr.t('find_chefs.total', { count: 2_000_000 })).toBe('2\u202f000\u202f000 cuisiniers');
    expect(fr.t('find_chefs.total', { count: 1 })).toBe('1 cuisinier');
  });

  it('keeps the singular for zero in French, as French writes it', async () => {
    const i18n = await instance('fr', frSearch);
    expect(i18n.t('find_chefs.total', { count: 0 })).toBe('0 cuisinier');
    expect(i18n.t('find_chefs.total', { count: 2 })).toBe('2 cuisiniers');
  });
});

describe('counts in the texts', () => {
  it('are grouped as each language groups them; other numbers are left as given', async () => {
    const fr = await instance('fr', {
      n_one: '{{count}} offre',
      n_other: '{{count}} offres',
      y: 'en {{year}}',
    });
    expect(fr.t('n', { count: 149755 })).toBe('149\u202f755 offres');
    expect(fr.t('y', { year: 2026 })).toBe('en 2026');
    const pt = await instance('pt', { n_one: '{{count}} oferta', n_other: '{{count}} ofertas' });
    expect(pt.t('n', { count: 0 })).toBe('0 ofertas');
  });
});
