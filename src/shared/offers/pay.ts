import { localeOf, type Language } from '../i18n/languages';
import { currencies, type CurrencyId } from '../reference/currencies';
import type { SalaryType } from '../reference/offer-terms';
import { positionName } from '../reference/positions';

/**
 * An offer's pay as people read it, and the headline made from it (spec doc 2 section 4: "auto-generated
 * from position, currency and salary range, or a negotiable-salary text if the salary is hidden, until
 * the user edits it manually"). Shared by the offer form, the cards, the offer page and the server.
 */

export interface OfferPay {
  salarytype: SalaryType;
  salaryfrom: number;
  salaryto: number;
  hidesalary: 0 | 1 | boolean;
  currency: number;
}

const perUnit: Record<SalaryType, Record<Language, string>> = {
  year: { en: 'a year', es: 'al año', fr: 'par an', pt: 'por ano' },
  hour: { en: 'an hour', es: 'por hora', fr: 'de l’heure', pt: 'à hora' },
};

/** The text shown instead of the range when the venue hides its pay. */
export const negotiableSalary: Record<Language, string> = {
  en: 'Salary negotiable',
  es: 'Sueldo a negociar',
  fr: 'Salaire à négocier',
  pt: 'Salário a negociar',
};

function currencyOf(id: number) {
  return currencies[id as CurrencyId] ?? currencies[2];
}

/** One amount in the currency, without decimals unless it has cents: "£30,000", "12,50 €". */
export function formatAmount(amount: number, currency: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(localeOf[language], {
    style: 'currency',
    currency: currencyOf(currency).code,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "£30,000–£36,000 a year", "£14 an hour" (equal bounds), or the negotiable text when hidden. */
export function formatPay(pay: OfferPay, language: Language): string {
  if (pay.hidesalary === 1 || pay.hidesalary === true) return negotiableSalary[language];
  const from = formatAmount(pay.salaryfrom, pay.currency, language);
  const range =
    pay.salaryto > pay.salaryfrom ? `${from}–${formatAmount(pay.salaryto, pay.currency, language)}` : from;
  return `${range} ${perUnit[pay.salarytype][language]}`;
}

/** The generated headline: "Sous Chef · £30,000–£36,000 a year", or "Sous Chef · Salary negotiable". */
export function offerHeadline(position: number, pay: OfferPay, language: Language): string {
  const label = positionName(position, language);
  const payText = formatPay(pay, language);
  return label ? `${label} · ${payText}` : payText;
}

/** The currency a venue in this country most likely pays in (ISO 3166-1 alpha-2); euro otherwise. */
export function currencyOfCountry(countryCode: string | null | undefined): CurrencyId {
  switch ((countryCode ?? '').toUpperCase()) {
    case 'GB':
    case 'IM':
    case 'JE':
    case 'GG':
      return 1;
    case 'US':
      return 3;
    case 'JP':
      return 4;
    case 'CH':
    case 'LI':
      return 5;
    default:
      return 2;
  }
}
