import { localeOf, type Language } from '@shared/i18n/languages';

/** The lists grouped by day (conversations, a conversation's messages, saved offers): the reader's days. */

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's own day (YYYY-MM-DD) of a moment. */
export function dayKey(iso: string, now?: Date): string {
  const date = now ?? new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Today", "Yesterday" (the reader's words, `labels`), else the day as the reader reads it ("Thu, 10 Dec 2026"). */
export function dayHeading(
  key: string,
  language: Language,
  labels: { today: string; yesterday: string },
  now = new Date(),
): string {
  if (key === dayKey('', now)) return labels.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey('', yesterday)) return labels.yesterday;
  const [y, m, d] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(y!, m! - 1, d!));
}

/** A list's items by the reader's day of `momentOf` each, in the list's order (a list sorted by it). */
export function groupByDay<T>(items: readonly T[], momentOf: (item: T) => string) {
  const groups: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = dayKey(momentOf(item));
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}
