import { countries as countriesData } from 'countries-list';
import ISO6391 from 'iso-639-1';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { countryIds, countrySchema, europe, visaSchema } from './countries';
import { dialCode } from './country-codes';
import { cuisineSchema } from './cuisines';
import { yearOptions, yearSchema } from './dates';
import { positionName, positionSchema } from './positions';
import { isRatingAllowed, ratingTypeSchema } from './ratings';
import { referenceListNames, referenceLists } from './reference-lists';
import { spokenLanguageCodes, spokenLanguageSchema } from './spoken-languages';
import { spokenLanguageNames } from './spoken-language-names';

const lists = Object.fromEntries(languages.map((language) => [language, referenceLists(language)])) as Record<
  (typeof languages)[number],
  ReturnType<typeof referenceLists>
>;
const en = lists.en;
const values = <T>(options: readonly { value: T }[]) => options.map((o) => o.value);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sorted = <T>(items: T[]) => [...items].sort();

describe('reference lists (spec doc 1 section 3)', () => {
  it('are keyed by exactly the twenty names of the spec', () => {
    expect(Object.keys(en)).toEqual([...referenceListNames]);
    expect(referenceListNames).toHaveLength(20);
  });

  it('have the spec ids and counts', () => {
    expect(values(en.disponibility)).toEqual(range(1, 4));
    expect(values(en.currencies)).toEqual(range(1, 5));
    expect(en.currencies.map((c) => c.code)).toEqual(['GBP', 'EUR', 'USD', 'JPY', 'CHF']);
    expect(values(en.positions)).toEqual(range(1, 33));
    expect(values(en.ratings)).toEqual(range(0, 5));
    expect(values(en.sectors)).toEqual(range(1, 7));
    expect(values(en.languageLevels)).toEqual(range(1, 3));
    expect(values(en.applicationTypes)).toEqual(range(1, 3));
    expect(values(en.months)).toEqual(range(1, 12));
    expect(values(en.days)).toEqual(range(1, 7));
    expect(values(en.hours)).toEqual(range(0, 23));
    expect(values(en.shifts)).toEqual(range(1, 8));
    expect(sorted(values(en.cuisines))).toEqual(sorted(range(1, 56)));
    expect(values(en.socialNetworks)).toEqual(['fb', 'tw', 'in', 'ig']);
    expect(values(en.salaryTypes)).toEqual(['year', 'hour']);
    expect(values(en.terms)).toEqual(['full-time', 'part-time', 'reliefchef']);
  });

  it('keep the spec order of positions, with the pastry ladder at 14-22', () => {
    const label = (id: number) => en.positions.find((p) => p.value === id)?.label;
    expect([1, 3, 6, 9, 11, 13].map(label)).toEqual([
      'Chef Patron',
      'Head Chef',
      'Sous Chef',
      'Chef de Partie',
      'Commis Chef',
      'Breakfast Chef',
    ]);
    expect(
      range(14, 22)
        .map(label)
        .every((l) => /Pastry/.test(l ?? '')),
    ).toBe(true);
    expect([14, 22, 23, 33].map(label)).toEqual([
      'Executive Pastry Chef',
      'Pastry Commis Chef',
      'Head Baker',
      'Stage',
    ]);
    expect(lists.fr.positions.find((p) => p.value === 9)?.label).toBe('Chef de partie');
    expect(lists.es.positions.find((p) => p.value === 11)?.label).toBe('Ayudante de cocina');
    expect(lists.pt.positions.find((p) => p.value === 9)?.label).toBe('Chefe de partida');
  });

  it('name a position in the interface language, and nothing for none or an unknown id', () => {
    expect(positionName(6, 'en')).toBe('Sous Chef');
    expect(positionName(11, 'es')).toBe('Ayudante de cocina');
    expect(positionName(null, 'fr')).toBe('');
    expect(positionName(999, 'pt')).toBe('');
  });

  it('give each rating type its highest rating and an icon; hotel stars first among the real scales', () => {
    expect(en.ratingTypes.map(({ value, max }) => [value, max])).toEqual([
      ['none', 0],
      ['stars', 5],
      ['michelin', 3],
      ['rosette', 5],
      ['chefhat', 3],
      ['repsolsuns', 5],
    ]);
    expect(en.ratingTypes.every((t) => t.icon.length > 0)).toBe(true);
    expect(isRatingAllowed('michelin', 3)).toBe(true);
    expect(isRatingAllowed('michelin', 4)).toBe(false);
    expect(isRatingAllowed('none', 1)).toBe(false);
    expect(ratingTypeSchema.safeParse('stars').success).toBe(true);
    expect(ratingTypeSchema.safeParse('gault').success).toBe(false);
  });

  it('start the week on Monday and show hours as HH:00', () => {
    expect(en.days[0]).toEqual({ value: 1, label: 'Monday' });
    expect(en.days[6]).toEqual({ value: 7, label: 'Sunday' });
    expect(lists.pt.days[0]?.label).toBe('Segunda-feira');
    expect(en.hours.map((h) => h.label)).toEqual(range(0, 23).map((h) => `${String(h).padStart(2, '0')}:00`));
    expect(en.hours[0]?.label).toBe('00:00');
    expect(en.hours[23]?.label).toBe('23:00');
  });

  it('offer this year and the 59 before it, from the current date', () => {
    const year = new Date().getFullYear();
    expect(en.years).toHaveLength(60);
    expect(en.years[0]).toEqual({ value: year, label: String(year) });
    expect(en.years[59]?.value).toBe(year - 59);
    expect(yearOptions(new Date(2030, 0, 1))[0]?.value).toBe(2030);
    expect(yearSchema().safeParse(year - 59).success).toBe(true);
    expect(yearSchema().safeParse(year - 60).success).toBe(false);
    expect(yearSchema().safeParse(year + 1).success).toBe(false);
  });

  it('name every ISO 639-1 language of iso-639-1, sorted by name in the interface language', () => {
    expect(sorted([...spokenLanguageCodes])).toEqual(sorted(ISO6391.getAllCodes()));
    for (const language of languages) {
      const options = lists[language].languages;
      expect(options.length).toBeGreaterThanOrEqual(180);
      const labels = options.map((o) => o.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
    }
    expect(lists.fr.languages.find((o) => o.value === 'de')?.label).toBe('Allemand');
    expect(lists.es.languages.find((o) => o.value === 'en')?.label).toBe('Inglés');
    expect(lists.pt.languages.find((o) => o.value === 'tw')?.label).toBe('Twi');
    expect(lists.en.languages.find((o) => o.value === 'kw')?.label).toBe('Cornish');
    expect(lists.pt.languages.find((o) => o.value === 'bo')?.label).toBe('Tibetano');
  });

  it('write out a name for every spoken language in each interface language, never the code', () => {
    for (const language of languages) {
      const names = spokenLanguageNames[language];
      expect(Object.keys(names).sort()).toEqual([...spokenLanguageCodes].sort());
      for (const code of spokenLanguageCodes) {
        const name = names[code];
        expect(name.toLowerCase(), `${language} ${code}`).not.toBe(code);
        expect(name.charAt(0), `${language} ${code}`).toBe(name.charAt(0).toLocaleUpperCase());
      }
      // Two codes never share a name, so a list's items stay tellable apart.
      expect(new Set(Object.values(names)).size).toBe(spokenLanguageCodes.length);
    }
    expect(spokenLanguageSchema.safeParse('pt').success).toBe(true);
    expect(spokenLanguageSchema.safeParse('xx').success).toBe(false);
  });

  it('name every country of countries-list, with EUROPE for work visas', () => {
    expect(sorted([...countryIds])).toEqual(sorted(Object.keys(countriesData)));
    for (const language of languages) {
      const options = lists[language].countries;
      expect(options.length).toBeGreaterThanOrEqual(241);
      expect(options[0]?.value).toBe(europe);
      const labels = options.slice(1).map((o) => o.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
    }
    expect(lists.es.countries[0]?.label).toBe('Europa');
    expect(lists.fr.countries.find((o) => o.value === 'DE')?.label).toBe('Allemagne');
    expect(lists.pt.countries.find((o) => o.value === 'ES')?.label).toBe('Espanha');
    expect(visaSchema.safeParse('EUROPE').success).toBe(true);
    expect(countrySchema.safeParse('EUROPE').success).toBe(false);
    expect(countrySchema.safeParse('PT').success).toBe(true);
  });

  it('give dial codes with a plus, the country named in the interface language', () => {
    for (const language of languages) {
      const options = lists[language].countryCodes;
      expect(options.length).toBeGreaterThanOrEqual(220);
      for (const option of options) {
        expect(option.dialCode).toMatch(/^\+\d{1,4}$/);
        expect(option.label.endsWith(` (${option.dialCode})`)).toBe(true);
      }
    }
    expect(lists.en.countryCodes.find((o) => o.value === 'PT')).toEqual({
      value: 'PT',
      label: 'Portugal (+351)',
      dialCode: '+351',
    });
    expect(lists.fr.countryCodes.find((o) => o.value === 'GB')?.label).toBe('Royaume-Uni (+44)');
    expect(dialCode('ES')).toBe('+34');
    expect(dialCode('XK')).toBe('+383');
  });

  it('accept only the listed ids in their schemas', () => {
    expect(positionSchema.safeParse(33).success).toBe(true);
    expect(positionSchema.safeParse(34).success).toBe(false);
    expect(positionSchema.safeParse(0).success).toBe(false);
    expect(cuisineSchema.safeParse(56).success).toBe(true);
    expect(cuisineSchema.safeParse(57).success).toBe(false);
  });

  describe.each(languages)('in %s', (language) => {
    const own = lists[language];

    it('has a label for every id of every list, and the same ids as in English', () => {
      for (const name of referenceListNames) {
        const options: readonly { value: unknown; label: string }[] = own[name];
        expect(options.length, name).toBeGreaterThan(0);
        for (const option of options)
          expect(option.label.trim(), `${name} ${String(option.value)}`).not.toBe('');
        expect(sorted(values(options)), name).toEqual(
          sorted(values(en[name] as readonly { value: unknown }[])),
        );
      }
    });

    it('tells every option of a list apart by its label', () => {
      for (const name of referenceListNames) {
        const labels = own[name].map((o: { label: string }) => o.label);
        expect(new Set(labels).size, name).toBe(labels.length);
      }
    });
  });

  describe.each(['es', 'fr', 'pt'] as const)('translated into %s', (language) => {
    const own = lists[language];
    const translated = (name: (typeof referenceListNames)[number]) => {
      const english = new Map(
        values(en[name] as readonly { value: unknown; label: string }[]).map((v, i) => [
          v,
          en[name][i]?.label,
        ]),
      );
      const options = own[name] as readonly { value: unknown; label: string }[];
      return options.filter((o) => o.label !== english.get(o.value)).length / options.length;
    };

    it.each([
      'disponibility',
      'currencies',
      'positions',
      'ratingTypes',
      'sectors',
      'languageLevels',
      'applicationTypes',
      'months',
      'days',
      'shifts',
      'languages',
      'cuisines',
      'salaryTypes',
      'terms',
      'countries',
    ] as const)('%s: most labels differ from the English ones', (name) => {
      expect(translated(name)).toBeGreaterThan(0.5);
    });
  });
});
