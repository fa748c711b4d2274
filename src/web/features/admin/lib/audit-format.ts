import { localeOf, type Language } from '@shared/i18n/languages';

const moments = new Map<Language, Intl.DateTimeFormat>();

/** When a staff action was taken, in the reader's language with a 24-hour time (ui.md): "3 Dec 2026, 14:05". */
export function formatMoment(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = moments.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    moments.set(language, format);
  }
  return format.format(date);
}

/** A before or after value as compact JSON on one line; nothing (a creation's before) as a dash. */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '–';
  return JSON.stringify(value) ?? '–';
}
