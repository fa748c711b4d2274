import { describe, expect, it } from 'vitest';
import { currencyOfCountry, formatPay, offerHeadline } from './pay';

const pay = { salarytype: 'year', salaryfrom: 30000, salaryto: 36000, hidesalary: 0, currency: 1 } as const;

describe('offer pay and headline', () => {
  it('writes the range with the currency and the unit in each language', () => {
    expect(formatPay(pay, 'en')).toBe('£30,000–£36,000 a year');
    expect(formatPay({ ...pay, currency: 2 }, 'es')).toMatch(/^30\.000\s€–36\.000\s€ al año$/);
    expect(formatPay({ ...pay, salarytype: 'hour', salaryfrom: 14.5, salaryto: 14.5 }, 'en')).toBe(
      '£14.50 an hour',
    );
  });

  it('says negotiable instead of the range when the pay is hidden', () => {
    expect(formatPay({ ...pay, hidesalary: 1 }, 'fr')).toBe('Salaire à négocier');
  });

  it('makes the headline from position and pay', () => {
    expect(offerHeadline(6, pay, 'en')).toBe('Sous Chef · £30,000–£36,000 a year');
    expect(offerHeadline(3, { ...pay, hidesalary: 1 }, 'pt')).toBe('Chefe de cozinha · Salário a negociar');
  });

  it('picks the currency of the venue’s country', () => {
    expect(currencyOfCountry('GB')).toBe(1);
    expect(currencyOfCountry('ch')).toBe(5);
    expect(currencyOfCountry('PT')).toBe(2);
    expect(currencyOfCountry(null)).toBe(2);
  });
});
