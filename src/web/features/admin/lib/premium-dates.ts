import type { PremiumAccount } from '@shared/contracts/admin';

/** A day as the API writes it (YYYY-MM-DD), in the reader's own calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day a year later (29 February goes to 1 March). */
export function yearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  return next.toISOString().slice(0, 10);
}

/**
 * What the activate dialog starts from (D5: Premium is sold by the year). With a period on record it is
 * a renewal: the new period starts where that one ends, or today when that day has passed or an admin
 * ended it early; without one, today. The end is a year after the start. Both stay editable.
 */
export function activationDefaults(
  period: PremiumAccount['period'],
  today: string,
): { renewal: boolean; start: string; end: string } {
  const end = period?.end.slice(0, 10);
  const start = end && !period?.ended && end > today ? end : today;
  return { renewal: Boolean(period), start, end: yearAfter(start) };
}
