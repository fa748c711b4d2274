/**
 * The month calendars' arithmetic (spec doc 1 and doc 2 section 2 "Calendar"), on calendar days as the
 * server sends them ("2026-12-10") and months as "2026-12": no time zone enters, so a day stays the day
 * it names wherever the reader is.
 */

import { localeOf, type Language } from '@shared/i18n/languages';

const monthPattern = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
const dayPattern = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** "2026-12" when the text is a month, else undefined. */
export function parseMonth(value: string | null | undefined): string | undefined {
  return value && monthPattern.test(value) ? value : undefined;
}

/** "2026-12-10" when the text is a real day, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !dayPattern.test(value)) return undefined;
  return utcDay(new Date(`${value}T00:00:00Z`)) === value ? value : undefined;
}

/** Today in the reader's own calendar (their clock's day, not UTC's). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The later of two days. */
export const laterDay = (a: string, b: string) => (a > b ? a : b);

/** The month a day falls in. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The month `delta` months away ("2026-12", 1 gives "2027-01"). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return utcDay(date).slice(0, 7);
}

/** The month's first and last day, as the calendar calls take them (`from`, `to`). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: utcDay(new Date(Date.UTC(year, index, 0))) };
}

/**
 * The month's weeks, Monday first: seven cells each, a day or null for the days of the months around
 * it (4 to 6 weeks).
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const first = new Date(`${from}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const count = Number(to.slice(8, 10));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The day after ("2026-12-31" gives "2027-01-01"). */
const nextDay = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000));

/** The days of the month that fall in any of the periods, their first and last day included. */
export function daysInPeriods(
  periods: readonly { date: string; ends: string }[],
  month: string,
): ReadonlySet<string> {
  const { from, to } = monthRange(month);
  const days = new Set<string>();
  for (const period of periods) {
    const last = period.ends < to ? period.ends : to;
    for (let day = laterDay(period.date, from); day <= last; day = nextDay(day)) days.add(day);
  }
  return days;
}

/** The items by their day, in the order given. */
export function byDay<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
}

/**
 * The weekday names, Monday first, in the reader's language: `long` for the column's full name and
 * `short` for its header, at most three letters (and the language's abbreviation point) so seven fit a
 * phone's width. Portuguese locales give the whole word as the short form ("segunda", "terça"), so a
 * short form longer than that is cut to its first three letters, as Portuguese calendars print them.
 */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  const locale = localeOf[language];
  const format = (weekday: 'short' | 'long') => new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
  const short = format('short');
  const long = format('long');
  // 2 February 2026 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 1, 2 + i));
    const name = short.format(date);
    return { short: name.replace(/\.$/, '').length > 3 ? name.slice(0, 3) : name, long: long.format(date) };
  });
}
