import type { Language } from '@shared/i18n/languages';
import { localeOf } from '@shared/reference/options';

/** One format per language (a file of its own: only upload forms need it, not every page). */
const formats = new Map<Language, Intl.NumberFormat>();

/** A file size limit in megabytes in the interface language: "10 MB", "10 Mo". */
export function formatMegabytes(bytes: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    formats.set(language, format);
  }
  return format.format(bytes / (1024 * 1024));
}
