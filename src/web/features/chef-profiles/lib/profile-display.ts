import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import { countryIds, europe, europeLabels } from '@shared/reference/countries';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import { languageLevelLabels, type LanguageLevelId } from '@shared/reference/language-levels';
import { displayName, localeOf } from '@shared/reference/options';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { spokenLanguageName } from '@shared/reference/spoken-language-names';
import { sectorLabels, type SectorId } from '@shared/reference/sectors';
import { parseRichText, plainText } from '@web/lib/rich-text';

/**
 * What the chef profile page and the public view show (spec doc 1 section 2, "Chef profile page" and
 * "Chef public view"), kept apart from the components so the rules can be tested on their own.
 */

/** Long texts are cut (spec doc 1 section 2): experience and education descriptions at 120 characters. */
export const itemTextCut = 120;
/** The public view shows two experience items until the reader expands the list. */
export const experienceShownFirst = 2;

/** The anchors of the page's sections, in the page's order (spec doc 1 section 2). */
export const profileSectionIds = [
  'status',
  'about',
  'work-experience',
  'education',
  'languages',
  'referrals',
] as const;
export type ProfileSectionId = (typeof profileSectionIds)[number];

interface Period {
  fromYear: number;
  fromMonth: number;
  toYear: number | null;
  toMonth: number | null;
  currently: boolean;
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** "March 2019", "mars 2019": the month and year of a period's end, in the interface language. */
export function monthYear(year: number, month: number, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "March 2019 – currently", "June 2015 – May 2018": a period, its end "currently" while still there. */
export function periodLabel(period: Period, language: Language, currently: string): string {
  const from = monthYear(period.fromYear, period.fromMonth, language);
  const to =
    period.currently || period.toYear === null || period.toMonth === null
      ? currently
      : monthYear(period.toYear, period.toMonth, language);
  return `${from} – ${to}`;
}

/** Newest start first (spec: experience sorted by start date); equal starts keep the chef's order. */
export function sortByStart<T extends { order: number; value: Period }>(items: readonly T[]): T[] {
  const start = (item: T) => item.value.fromYear * 12 + item.value.fromMonth;
  return [...items].sort((a, b) => start(b) - start(a) || a.order - b.order);
}

export type StatusBarKey = 'about' | 'experience' | 'education' | 'languages' | 'referrals';

type StatusSource = Pick<
  ChefProfileView,
  'description' | 'translations' | 'experience' | 'education' | 'languages' | 'referrals'
>;

/** True when the about text says something, in any language the chef wrote it in. */
export function hasAboutText(profile: Pick<ChefProfileView, 'description' | 'translations'>): boolean {
  return [profile.description, ...Object.values(profile.translations)].some(
    (html) => html !== undefined && plainText(parseRichText(html)) !== '',
  );
}

/** The five bars of the profile status block: a bar is full when its section has entries. */
export function statusBars(profile: StatusSource): { key: StatusBarKey; full: boolean }[] {
  return [
    { key: 'about', full: hasAboutText(profile) },
    { key: 'experience', full: profile.experience.length > 0 },
    { key: 'education', full: profile.education.length > 0 },
    { key: 'languages', full: profile.languages.length > 0 },
    { key: 'referrals', full: profile.referrals.length > 0 },
  ];
}

/**
 * The chef has not filled the info step (spec doc 1 section 8, empty state "no chef info"): sign-up
 * gives a name only, the position is the first thing the info step asks.
 */
export function hasChefInfo(profile: Pick<ChefProfileView, 'position'>): boolean {
  return profile.position !== null;
}

const labelOf = <K extends number>(labels: Readonly<Record<K, Record<Language, string>>>) => {
  return (id: number | null | undefined, language: Language): string =>
    id !== null && id !== undefined && id in labels ? labels[id as K][language] : '';
};

export const positionLabel = labelOf<PositionId>(positionLabels);
export const cuisineLabel = labelOf<CuisineId>(cuisineLabels);
export const sectorLabel = labelOf<SectorId>(sectorLabels);
export const levelLabel = labelOf<LanguageLevelId>(languageLevelLabels);

/** A country (nationality) or visa code by name; EUROPE is the visa for the whole of Europe. */
export function countryLabel(code: string, language: Language): string {
  if (code === europe) return europeLabels[language];
  return (countryIds as readonly string[]).includes(code) ? displayName('region', code, language) : code;
}

/** A spoken language by name, from the reference list. */
export const spokenLanguageLabel = spokenLanguageName;

/** "Sous Chef, Madrid": the line under a chef's name on the page and in its title. */
export function headline(profile: Pick<ChefProfileView, 'position' | 'location'>, language: Language) {
  return [positionLabel(profile.position, language), profile.location?.formatted_address ?? '']
    .filter(Boolean)
    .join(', ');
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** The chef's last login (an ISO time) as a date and a 24-hour time in the interface language. */
export function lastLoginLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * The preview button's label is cut to 8 characters plus a dot when longer (spec doc 1 section 2,
 * "Chef profile page"; only that button: menus have room for the whole label). Counted in user-perceived characters so accents are never split.
 */
export function shortenLabel(label: string, max = 8): string {
  const characters = Array.from(label.trim());
  if (characters.length <= max) return label.trim();
  return `${characters.slice(0, max).join('').trimEnd()}.`;
}
