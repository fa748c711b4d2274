import { z } from 'zod';
import type { Language } from '../i18n/languages';
import type { Labels, ReferenceOption } from './options';

/** Offer salary currencies (spec doc 1 section 3, doc 2 section 3): 1 GBP, 2 EUR, 3 USD, 4 JPY, 5 CHF. */
export const currencyIds = [1, 2, 3, 4, 5] as const;
export type CurrencyId = (typeof currencyIds)[number];
export const currencySchema = /* @__PURE__ */ z.literal(currencyIds, { error: 'invalid_value' });

export interface Currency {
  /** ISO 4217 code, for Intl.NumberFormat and structured data. */
  code: 'GBP' | 'EUR' | 'USD' | 'JPY' | 'CHF';
  symbol: string;
  labels: Labels;
}

export const currencies: Readonly<Record<CurrencyId, Currency>> = {
  1: {
    code: 'GBP',
    symbol: '£',
    labels: { en: 'Pound sterling', es: 'Libra esterlina', fr: 'Livre sterling', pt: 'Libra esterlina' },
  },
  2: { code: 'EUR', symbol: '€', labels: { en: 'Euro', es: 'Euro', fr: 'Euro', pt: 'Euro' } },
  3: {
    code: 'USD',
    symbol: '$',
    labels: { en: 'US dollar', es: 'Dólar estadounidense', fr: 'Dollar américain', pt: 'Dólar americano' },
  },
  4: {
    code: 'JPY',
    symbol: '¥',
    labels: { en: 'Japanese yen', es: 'Yen japonés', fr: 'Yen japonais', pt: 'Iene japonês' },
  },
  5: {
    code: 'CHF',
    symbol: 'CHF',
    labels: { en: 'Swiss franc', es: 'Franco suizo', fr: 'Franc suisse', pt: 'Franco suíço' },
  },
};

export interface CurrencyOption extends ReferenceOption<CurrencyId> {
  code: Currency['code'];
  symbol: string;
}

/** Label "Pound sterling (GBP)": the name in the interface language and the code a payslip shows. */
export const currencyOptions = (language: Language): CurrencyOption[] =>
  currencyIds.map((value) => {
    const { code, symbol, labels } = currencies[value];
    return { value, label: `${labels[language]} (${code})`, code, symbol };
  });
