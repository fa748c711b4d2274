import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { Place } from '@shared/contracts/places';
import { scheduleValue, weekdays, type VenueView, type Weekday } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import {
  defaultRatingType,
  ratingScales,
  ratingTypeValues,
  type RatingType,
} from '@shared/reference/ratings';

/**
 * The venue dialogs' form values and the calls' payloads (src/shared/contracts/venues.ts, docs/api.md
 * "Venues"): selects hold text ('' when nothing is chosen), the shared schemas turn it into what the
 * server stores. Item forms keep their fields under `value`, so the server's issues (`value.person`)
 * land on the field of the same name.
 */

export interface AboutForm {
  name: string;
  location: Place | null;
  url: string;
  cuisine: string[];
  worklanguage: string;
  nationalities: string[];
  visas: string[];
  ratingtype: string;
  rating: string;
  description: string;
  stageinfo: string;
  emailmessage: string;
  contactemail: string;
}

const isRatingType = (value: string): value is RatingType =>
  (ratingTypeValues as readonly string[]).includes(value);

/** The ratings a scale offers, 0 (none) to its maximum. */
export function ratingChoices(ratingType: string): number[] {
  const max = isRatingType(ratingType) ? ratingScales[ratingType].max : 0;
  return Array.from({ length: max + 1 }, (_, value) => value);
}

/** A rating kept within a scale: another scale with a lower maximum lowers it to that maximum. */
export function clampRating(ratingType: string, rating: string): string {
  const max = isRatingType(ratingType) ? ratingScales[ratingType].max : 0;
  const value = Number.parseInt(rating, 10);
  return String(Number.isNaN(value) ? 0 : Math.min(Math.max(value, 0), max));
}

/** The about form of a venue with its three texts in `language`; none: a new venue. */
export function aboutFormValues(venue: VenueView | undefined, language: Language): AboutForm {
  return {
    name: venue?.name ?? '',
    location: venue?.location ?? null,
    url: venue?.url ?? '',
    cuisine: (venue?.cuisine ?? []).map(String),
    worklanguage: venue?.worklanguage ?? '',
    nationalities: venue?.nationalities ?? [],
    visas: venue?.visas ?? [],
    ratingtype: venue ? venue.ratingType : defaultRatingType,
    rating: String(venue?.rating ?? 0),
    contactemail: venue?.contactemail ?? '',
    ...aboutTexts(venue, language),
  };
}

/** The three texts of the about form (decisions D7) as written in `language` ('' when not yet). */
export function aboutTexts(venue: VenueView | undefined, language: Language) {
  return {
    description: venue?.translations[language] ?? '',
    stageinfo: venue?.stageinfoTranslations[language] ?? '',
    emailmessage: venue?.emailmessageTranslations?.[language] ?? '',
  };
}

/** The languages any of the about texts is written in, for the language selector's marks. */
export function aboutVersions(venue: VenueView | undefined): Partial<Record<Language, string>> {
  if (!venue) return {};
  return { ...venue.emailmessageTranslations, ...venue.stageinfoTranslations, ...venue.translations };
}

/** profile/aboutrestaurant: the venue (0 adds one) and the language its texts are written in. */
export function aboutPayload<T extends object>(rid: number, values: T, language: Language) {
  return { ...values, id: rid, language };
}

export interface DayForm {
  closed: boolean;
  lunchFrom: string;
  lunchTo: string;
  dinnerFrom: string;
  dinnerTo: string;
}
export type WeekForm = Record<Weekday, DayForm>;

const serviceTimes = ['lunchFrom', 'lunchTo', 'dinnerFrom', 'dinnerTo'] as const;

/** The hours offered: 0 to 23 as HH:00 (spec doc 2 section 3), plus a stored time that is not on the hour. */
export function hourChoices(kept: readonly string[] = []): string[] {
  const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
  const extra = kept.filter((time) => time && !hours.includes(time));
  return [...hours, ...extra].sort();
}

/** The stored week as the form shows it: a day with no time at all is closed. */
export function weekToForm(schedule: VenueView['schedule']): WeekForm {
  const week = {} as WeekForm;
  for (const day of weekdays) {
    const stored = schedule?.value[day];
    const times = Object.fromEntries(serviceTimes.map((key) => [key, stored?.[key] ?? ''])) as Omit<
      DayForm,
      'closed'
    >;
    week[day] = { closed: serviceTimes.every((key) => !times[key]), ...times };
  }
  return week;
}

/** The form's week as profile/restaurantmeta/schedule takes it: a closed day sends no time. */
export function formToWeek(week: WeekForm) {
  return Object.fromEntries(
    weekdays.map((day) => {
      const { closed, ...times } = week[day];
      const value = Object.fromEntries(serviceTimes.map((key) => [key, closed ? '' : times[key]]));
      return [day, value];
    }),
  ) as Record<Weekday, Record<(typeof serviceTimes)[number], string>>;
}

/** "Copy Monday to all days": every day takes Monday's times (and its closing). */
export function copyMondayToAll(week: WeekForm): WeekForm {
  return Object.fromEntries(weekdays.map((day) => [day, { ...week['1'] }])) as WeekForm;
}

/**
 * The weekday names, Monday first, in the interface language (Intl; 2024-01-01 was a Monday): as
 * written inside a sentence (`lundi`), and as a heading (`Lundi`).
 */
export function weekdayNames(locale: string): Record<Weekday, { inText: string; heading: string }> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(
    weekdays.map((day, index) => {
      const name = format.format(new Date(Date.UTC(2024, 0, 1 + index)));
      return [day, { inText: name, heading: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) }];
    }),
  ) as Record<Weekday, { inText: string; heading: string }>;
}

/**
 * A profile/restaurantmeta/* save: `id` 0 adds, another id changes that item of the venue; `language`
 * is the language of the item's text (covers, D7).
 */
export function venueItemPayload<V extends object>(
  rid: number,
  id: number,
  order: number,
  value: V,
  language?: Language,
) {
  return { rid, id, order, action: 'save' as const, ...(language ? { language } : {}), value };
}

export function venueItemDelete(rid: number, id: number) {
  return { rid, id, action: 'delete' as const };
}

/** The account's venues as the switch lists them: the main one first, then by name. */
export function venueChoices(user: BriefSessionUser) {
  return [...user.profiles].sort((a, b) => b.main - a.main || a.name.localeCompare(b.name));
}

export type VenueItemSection = 'chefs' | 'covers' | 'address' | 'phone' | 'email' | 'social';

type Items<S extends VenueItemSection> = S extends 'chefs' | 'covers'
  ? VenueView[S]
  : S extends keyof VenueView['contact']
    ? Exclude<VenueView['contact'][S], number>
    : never;

/** One section's items of the venue. */
export function venueItems<S extends VenueItemSection>(venue: VenueView, section: S): Items<S> {
  return (
    section === 'chefs' || section === 'covers'
      ? venue[section as 'chefs' | 'covers']
      : venue.contact[section as 'address' | 'phone' | 'email' | 'social']
  ) as Items<S>;
}

/** The id a new item got: the one in `after` not in `before` (the highest when several). */
export function newVenueItemId(before: readonly { id: number }[], after: readonly { id: number }[]) {
  const known = new Set(before.map((item) => item.id));
  const added = after.filter((item) => !known.has(item.id)).map((item) => item.id);
  return added.length ? Math.max(...added) : 0;
}

/**
 * The week's problems by form field (`1.lunchTo`), as the shared schema finds them (a service needs
 * both ends: `schedule_pair`); none when it can be saved.
 */
export function weekIssues(week: WeekForm): Record<string, string> {
  const result = scheduleValue.safeParse(formToWeek(week));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
