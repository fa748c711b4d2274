import { localeOf, type Language } from '@shared/i18n/languages';

/** Badge counters are capped: above 99 they read "+99" (spec doc 1 sections 2 and 9). */
export const badgeCap = 99;

export function formatBadgeCount(count: number, cap: number = badgeCap): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > cap ? `+${cap}` : String(whole);
}

/**
 * Number formats by language and kind. Creating an Intl.NumberFormat loads the locale's data and costs
 * far more than formatting (about 25 ms on a slow phone), and a page formats the same prices many times.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, kind: string, options: Intl.NumberFormatOptions) {
  const key = `${language}:${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count with the grouping of the interface language: "149,755", "149.755", "149 755"; "1000" in es and pt. */
export function formatCount(count: number, language: Language): string {
  return numberFormat(language, 'count', { maximumFractionDigits: 2 }).format(count);
}

/** Pounds in the interface language, whole amounts without decimals: "£600", "600 £". */
export function formatPounds(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return numberFormat(language, whole ? 'pounds' : 'pence', {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A percentage in the interface language: "3%", "3 %". */
export function formatPercent(value: number, language: Language): string {
  return numberFormat(language, 'percent', { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A stored date ("2026-11-23 10:04:00" or ISO) as the reader reads it ("23 Nov 2026"); empty when unreadable. */
export function formatShortDate(value: string, language: Language): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2} /.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A calendar day ("2026-12-10") with its weekday, as the reader reads it ("Thu, 10 Dec 2026"); empty when unreadable. */
export function formatDay(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
