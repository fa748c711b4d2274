import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { optionsOf, type Labels, type ReferenceOption } from './options';

/** Months 1-12 of the experience and education dates (spec doc 1 section 3). */
export const monthIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type MonthId = (typeof monthIds)[number];
export const monthSchema = /* @__PURE__ */ z.literal(monthIds, { error: 'invalid_value' });

// Written out rather than taken from Intl.DateTimeFormat: every browser then shows the same words.
export const monthLabels: Readonly<Record<MonthId, Labels>> = {
  1: { en: 'January', es: 'Enero', fr: 'Janvier', pt: 'Janeiro' },
  2: { en: 'February', es: 'Febrero', fr: 'Février', pt: 'Fevereiro' },
  3: { en: 'March', es: 'Marzo', fr: 'Mars', pt: 'Março' },
  4: { en: 'April', es: 'Abril', fr: 'Avril', pt: 'Abril' },
  5: { en: 'May', es: 'Mayo', fr: 'Mai', pt: 'Maio' },
  6: { en: 'June', es: 'Junio', fr: 'Juin', pt: 'Junho' },
  7: { en: 'July', es: 'Julio', fr: 'Juillet', pt: 'Julho' },
  8: { en: 'August', es: 'Agosto', fr: 'Août', pt: 'Agosto' },
  9: { en: 'September', es: 'Septiembre', fr: 'Septembre', pt: 'Setembro' },
  10: { en: 'October', es: 'Octubre', fr: 'Octobre', pt: 'Outubro' },
  11: { en: 'November', es: 'Noviembre', fr: 'Novembre', pt: 'Novembro' },
  12: { en: 'December', es: 'Diciembre', fr: 'Décembre', pt: 'Dezembro' },
};

export const monthOptions = (language: Language): ReferenceOption<MonthId>[] =>
  optionsOf(monthIds, monthLabels, language);

/** Weekdays 1 (Monday) to 7 (Sunday), as opening hours store them (spec doc 2 section 3). */
export const dayIds = [1, 2, 3, 4, 5, 6, 7] as const;
export type DayId = (typeof dayIds)[number];
export const daySchema = /* @__PURE__ */ z.literal(dayIds, { error: 'invalid_value' });

export const dayLabels: Readonly<Record<DayId, Labels>> = {
  1: { en: 'Monday', es: 'Lunes', fr: 'Lundi', pt: 'Segunda-feira' },
  2: { en: 'Tuesday', es: 'Martes', fr: 'Mardi', pt: 'Terça-feira' },
  3: { en: 'Wednesday', es: 'Miércoles', fr: 'Mercredi', pt: 'Quarta-feira' },
  4: { en: 'Thursday', es: 'Jueves', fr: 'Jeudi', pt: 'Quinta-feira' },
  5: { en: 'Friday', es: 'Viernes', fr: 'Vendredi', pt: 'Sexta-feira' },
  6: { en: 'Saturday', es: 'Sábado', fr: 'Samedi', pt: 'Sábado' },
  7: { en: 'Sunday', es: 'Domingo', fr: 'Dimanche', pt: 'Domingo' },
};

export const dayOptions = (language: Language): ReferenceOption<DayId>[] =>
  optionsOf(dayIds, dayLabels, language);

/** Hours 0-23 of the opening-hours choices, shown HH:00 in every language (spec doc 2 section 3). */
export const hourValues = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
] as const;
export type HourValue = (typeof hourValues)[number];
export const hourSchema = /* @__PURE__ */ z.literal(hourValues, { error: 'invalid_value' });

export const hourLabel = (hour: HourValue): string => `${String(hour).padStart(2, '0')}:00`;

export const hourOptions = (): ReferenceOption<HourValue>[] =>
  hourValues.map((value) => ({ value, label: hourLabel(value) }));

/**
 * The times a trial, interview or call may start and end at: every quarter hour of the day, "00:00" to
 * "23:45", sent as HH:mm (spec doc 2 section 9). A shift whose end comes before its start ends the next
 * day (`endsNextDay`): kitchens close after midnight.
 */
export const quarterHourOptions = (): ReferenceOption<string>[] =>
  Array.from({ length: 96 }, (_, i) => {
    const time = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
    return { value: time, label: time };
  });

/** Whether a shift from `start` to `end` (HH:mm) runs past midnight into the next day. */
export const endsNextDay = (start: string, end: string): boolean => end < start;

/** How many years back the year choices go, this year included (spec doc 2 section 9). */
export const yearCount = 60;

/**
 * Year choices for experience and education dates: this year first, then the 59 before it. Computed
 * from the date, so no type narrower than `number`; contracts check the range with `yearSchema`.
 */
export function yearOptions(now: Date = new Date()): ReferenceOption<number>[] {
  const current = now.getFullYear();
  return Array.from({ length: yearCount }, (_, i) => ({ value: current - i, label: String(current - i) }));
}

/** A year among the choices (the range moves with the date the schema is built on). */
export function yearSchema(now: Date = new Date()) {
  const current = now.getFullYear();
  return z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(current - yearCount + 1, { error: 'invalid_value' })
    .max(current, { error: 'invalid_value' });
}
