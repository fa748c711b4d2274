import type { Language } from '@shared/i18n/languages';

/** Each language named in itself, as language pickers show them. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
};
