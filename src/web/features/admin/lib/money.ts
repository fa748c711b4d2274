import { localeOf, type Language } from '@shared/i18n/languages';
import { currencies, type CurrencyId } from '@shared/reference/currencies';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a salary currency (src/shared/reference/currencies.ts, by its id) as the reader reads
 * it: whole amounts without decimals, others with two ("€36,000", "£1,080.50"; "36 000 €" in French).
 * An id naming no currency shows the number alone.
 */
export function formatMoney(amount: number, currency: number, language: Language): string {
  const code = currencies[currency as CurrencyId]?.code;
  const whole = Number.isInteger(amount);
  const key = `${language}:${code ?? '-'}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      ...(code ? { style: 'currency', currency: code } : {}),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
