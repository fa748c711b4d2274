import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { ScheduleDay, VenueView, Weekday } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { localeOf } from '@shared/reference/options';
import { parseRichText, plainText } from '@web/lib/rich-text';

// The contracts' `weekdays`, written out: a value import would bring the venue schemas (zod) into the page.
const weekdays: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '7'];

type DayTimes = Pick<ScheduleDay, 'lunchFrom' | 'lunchTo' | 'dinnerFrom' | 'dinnerTo'>;

/** One day of the week as the page lists it: its name, and its services ("12:00–15:00"), none when closed. */
export interface ScheduleRow {
  day: Weekday;
  name: string;
  services: string[];
}

/** The name of a weekday (1 Monday to 7 Sunday) in the viewer's language, capitalised ("Lunes"). */
export function weekdayName(day: Weekday, language: Language): string {
  // 2024-01-01 was a Monday: day 1 is that date, day 7 the Sunday after.
  const date = new Date(Date.UTC(2024, 0, Number(day)));
  const name = new Intl.DateTimeFormat(localeOf[language], { weekday: 'long', timeZone: 'UTC' }).format(date);
  return name.charAt(0).toLocaleUpperCase(localeOf[language]) + name.slice(1);
}

/** A stored HH:mm time in the viewer's language, on the 24-hour clock (spec doc 2 section 3: HH:mm). */
export function timeLabel(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** The week of a venue's schedule, Monday first; a day with neither service is closed (no services). */
export function scheduleRows(schedule: VenueView['schedule'], language: Language): ScheduleRow[] {
  return weekdays.map((day) => {
    const times: DayTimes | undefined = schedule?.value[day];
    const services = (['lunch', 'dinner'] as const).flatMap((service) => {
      const from = times?.[`${service}From`];
      const to = times?.[`${service}To`];
      return from && to ? [`${timeLabel(from, language)}–${timeLabel(to, language)}`] : [];
    });
    return { day, name: weekdayName(day, language), services };
  });
}

/** True when the venue has opening hours: at least one day with a service. */
export function hasOpeningHours(schedule: VenueView['schedule']): boolean {
  return scheduleRows(schedule, 'en').some((row) => row.services.length > 0);
}

/** What a new venue still lacks for a full page (spec doc 2 section 2: sign-up lands on this page). */
export type CompletionStep = 'about' | 'pictures' | 'hours' | 'contact';

export function missingSteps(venue: VenueView): CompletionStep[] {
  const steps: [CompletionStep, boolean][] = [
    ['about', plainText(parseRichText(venue.description)).trim() !== ''],
    ['pictures', venue.images.logo !== null && venue.images.image1 !== null],
    ['hours', hasOpeningHours(venue.schedule)],
    ['contact', venue.contact.address.length + venue.contact.email.length + venue.contact.phone.length > 0],
  ];
  return steps.filter(([, done]) => !done).map(([step]) => step);
}

/**
 * The venue a profile home shows: the one named in the address when it is the account's, else none
 * (not found); without an id, the account's main venue (the first when none is marked main).
 */
export function ownVenueId(user: BriefSessionUser, param: string | undefined): number | null {
  if (param !== undefined) {
    const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
    return user.profiles.some((venue) => venue.id === id) ? id : null;
  }
  const main = user.main ?? user.profiles.find((venue) => venue.main === 1) ?? user.profiles[0];
  return main?.id ?? null;
}

/** The about text as plain text, cut for a page description (at most 160 characters). */
export function aboutSummary(html: string): string {
  const text = plainText(parseRichText(html)).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}
