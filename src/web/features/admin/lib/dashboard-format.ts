import { localeOf, type Language } from '@shared/i18n/languages';

const units = new Map<string, Intl.NumberFormat>();
function unitFormat(language: Language, unit: 'minute' | 'hour' | 'day') {
  const key = `${language}:${unit}`;
  let format = units.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    units.set(key, format);
  }
  return format;
}

/**
 * A time to answer as the reader reads it: minutes under an hour, hours under two days, days after
 * ("45 mins", "4 hrs", "2.5 days"; "45 min", "4 h", "2,5 j" in French).
 */
export function formatWait(seconds: number, language: Language): string {
  if (seconds < 3600) return unitFormat(language, 'minute').format(Math.max(1, Math.round(seconds / 60)));
  if (seconds < 48 * 3600) return unitFormat(language, 'hour').format(seconds / 3600);
  return unitFormat(language, 'day').format(seconds / 86_400);
}

/** A file's size in KB or MB, in the reader's language. */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(localeOf[language], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
}
