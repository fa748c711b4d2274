import en from '@shared/i18n/en/chef.json';
import es from '@shared/i18n/es/chef.json';
import fr from '@shared/i18n/fr/chef.json';
import pt from '@shared/i18n/pt/chef.json';
import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  cuisineLabel,
  hasChefInfo,
  headline,
  monthYear,
  periodLabel,
  positionLabel,
  sortByStart,
  shortenLabel,
  statusBars,
} from './profile-display';

const period = (fromYear: number, fromMonth: number, to: [number, number] | null = null) => ({
  fromYear,
  fromMonth,
  toYear: to?.[0] ?? null,
  toMonth: to?.[1] ?? null,
  currently: to === null,
});

describe('dates', () => {
  it('writes month and year in the interface language', () => {
    expect(monthYear(2019, 3, 'en')).toBe('March 2019');
    expect(monthYear(2019, 3, 'fr')).toBe('mars 2019');
    expect(monthYear(2019, 3, 'es')).toMatch(/^marzo (de )?2019$/);
  });

  it('ends a period "currently" while the chef is still there', () => {
    expect(periodLabel(period(2020, 1), 'en', 'currently')).toBe('January 2020 – currently');
    expect(periodLabel(period(2015, 6, [2018, 5]), 'en', 'currently')).toBe('June 2015 – May 2018');
  });
});

describe('sortByStart', () => {
  it('puts the newest start first and keeps the chef order for equal starts', () => {
    const items = [
      { id: 1, order: 0, value: period(2015, 6, [2018, 5]) },
      { id: 2, order: 1, value: period(2020, 1) },
      { id: 3, order: 2, value: period(2018, 6, [2019, 12]) },
      { id: 4, order: 3, value: period(2018, 6, [2020, 1]) },
    ];
    expect(sortByStart(items).map((item) => item.id)).toEqual([2, 3, 4, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('statusBars', () => {
  const empty = {
    description: '',
    translations: {},
    experience: [],
    education: [],
    languages: [],
    referrals: [],
  };

  it('has five empty bars for a new profile', () => {
    expect(statusBars(empty)).toEqual([
      { key: 'about', full: false },
      { key: 'experience', full: false },
      { key: 'education', full: false },
      { key: 'languages', full: false },
      { key: 'referrals', full: false },
    ]);
  });

  it('fills a bar when its section has entries; markup alone is not an about text', () => {
    const bars = statusBars({
      ...empty,
      description: '<p></p>',
      translations: { fr: '<p>Bonjour</p>' },
      languages: [{ id: 1, order: 0, language: 'fr', level: 3 }],
    });
    expect(bars.filter((bar) => bar.full).map((bar) => bar.key)).toEqual(['about', 'languages']);
    expect(statusBars({ ...empty, description: '<p> </p>' })[0]).toEqual({ key: 'about', full: false });
    expect(statusBars({ ...empty, description: '<p><br></p>' })[0]).toEqual({ key: 'about', full: false });
  });
});

describe('labels', () => {
  it('names reference values in the interface language', () => {
    expect(positionLabel(6, 'en')).toBe('Sous Chef');
    expect(positionLabel(null, 'en')).toBe('');
    expect(cuisineLabel(2, 'es')).toBe('Española');
    expect(countryLabel('EUROPE', 'pt')).toBe('Europa');
    expect(countryLabel('FR', 'en')).toBe('France');
  });

  it('writes the headline from what the chef filled', () => {
    expect(headline({ position: 6, location: null }, 'en')).toBe('Sous Chef');
    expect(hasChefInfo({ position: null })).toBe(false);
  });
});

describe('the preview button', () => {
  it('shows its label cut to 8 characters plus a dot, reading as an abbreviation in every language', () => {
    expect([en, es, fr, pt].map((texts) => shortenLabel(texts.profile.preview))).toEqual([
      'Preview.',
      'Previsua.',
      'Prévisua.',
      'Pré-visu.',
    ]);
  });
});

describe('shortenLabel', () => {
  it('keeps labels of up to 8 characters', () => {
    expect(shortenLabel('Preview')).toBe('Preview');
    expect(shortenLabel('Aperçu')).toBe('Aperçu');
    expect(shortenLabel('12345678')).toBe('12345678');
  });

  it('cuts longer labels to 8 characters plus a dot', () => {
    expect(shortenLabel('Vista previa')).toBe('Vista pr.');
    expect(shortenLabel('Pré-visualizar')).toBe('Pré-visu.');
    expect(shortenLabel('123456789')).toBe('12345678.');
  });

  it('does not leave a space before the dot', () => {
    expect(shortenLabel('Preview profile')).toBe('Preview.');
  });
});
