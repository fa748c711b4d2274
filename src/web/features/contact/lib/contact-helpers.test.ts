import { maxCvBytes } from '@shared/contracts/contact';
import { languages } from '@shared/i18n/languages';
import { countryCodeOptions, dialCode } from '@shared/reference/country-codes';
import { describe, expect, it } from 'vitest';
import {
  contactTabFromLocation,
  cvFileProblem,
  defaultPhoneCountry,
  isCountryId,
  maxCvMegabytes,
  maxSelectedOffers,
  parseOfferIds,
  searchForTab,
  shortFileName,
} from './contact-helpers';

describe('shortFileName (spec doc 1 section 9: the CV name is shown cut at 20 characters)', () => {
  it('keeps names of up to 20 characters', () => {
    expect(shortFileName('cv.pdf')).toBe('cv.pdf');
    expect(shortFileName('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts longer names at 20 characters and adds an ellipsis', () => {
    expect(shortFileName('curriculum-vitae-maria-lopez-2024.pdf')).toBe('curriculum-vitae-mar…');
    expect(shortFileName('123456789012345678901')).toBe('12345678901234567890…');
  });

  it('counts whole characters, never splitting an emoji or an accent', () => {
    const name = `${'é'.repeat(19)}🍳🍳.pdf`;
    expect(shortFileName(name)).toBe(`${'é'.repeat(19)}🍳…`);
  });
});

describe('defaultPhoneCountry: the dial code follows the interface language', () => {
  it.each([
    ['en', 'GB', '+44'],
    ['es', 'ES', '+34'],
    ['fr', 'FR', '+33'],
    ['pt', 'PT', '+351'],
  ] as const)('%s: %s %s', (language, country, code) => {
    expect(defaultPhoneCountry[language]).toBe(country);
    expect(dialCode(defaultPhoneCountry[language])).toBe(code);
  });

  it('is an option of the picker in every language', () => {
    for (const language of languages) {
      const option = countryCodeOptions(language).find((o) => o.value === defaultPhoneCountry[language]);
      expect(option?.label).toContain(option?.dialCode);
    }
  });

  it('isCountryId tells picker values from anything else', () => {
    expect(isCountryId('PT')).toBe(true);
    expect(isCountryId('EUROPE')).toBe(false);
    expect(isCountryId('+351')).toBe(false);
    expect(isCountryId(undefined)).toBe(false);
  });
});

describe('parseOfferIds: the selected offers of contact/{ids}', () => {
  it('reads ids joined by &', () => {
    expect(parseOfferIds('12&15')).toEqual([12, 15]);
    expect(parseOfferIds('7')).toEqual([7]);
  });

  it('also reads a comma list and trims spaces', () => {
    expect(parseOfferIds('3, 4 ,5')).toEqual([3, 4, 5]);
  });

  it('ignores what is not a positive whole number, and duplicates', () => {
    expect(parseOfferIds('12&abc&15&-3&0&1.5&&12&1e3& ')).toEqual([12, 15]);
    expect(parseOfferIds('99999999999999999999')).toEqual([]);
  });

  it('gives nothing for no ids', () => {
    expect(parseOfferIds(undefined)).toEqual([]);
    expect(parseOfferIds('')).toEqual([]);
    expect(parseOfferIds('offers')).toEqual([]);
  });

  it('keeps at most the 50 the server takes', () => {
    const raw = Array.from({ length: 60 }, (_, i) => i + 1).join('&');
    expect(parseOfferIds(raw)).toHaveLength(maxSelectedOffers);
  });
});

describe('contact tabs from the address', () => {
  it('opens the callback tab for ?tab=callback or #callback', () => {
    expect(contactTabFromLocation('?tab=callback', '')).toBe('callback');
    expect(contactTabFromLocation('', '#callback')).toBe('callback');
    expect(contactTabFromLocation('?utm_source=x&tab=callback', '')).toBe('callback');
  });

  it('opens the message tab otherwise', () => {
    expect(contactTabFromLocation('', '')).toBe('message');
    expect(contactTabFromLocation('?tab=message', '#top')).toBe('message');
    expect(contactTabFromLocation('?tab=other', '')).toBe('message');
  });

  it('writes the tab into the query, keeping other parameters', () => {
    expect(searchForTab('', 'callback')).toBe('?tab=callback');
    expect(searchForTab('?tab=callback', 'message')).toBe('');
    expect(searchForTab('?ref=mail&tab=callback', 'message')).toBe('?ref=mail');
    expect(searchForTab('?ref=mail', 'callback')).toBe('?ref=mail&tab=callback');
  });
});

describe('cvFileProblem: the client checks of a CV', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts PDFs and JPEG, PNG or WebP images up to 5 MB', () => {
    expect(cvFileProblem(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(cvFileProblem(file('me.JPG', 'image/jpeg'))).toBeNull();
    expect(cvFileProblem(file('me.png', 'image/png'))).toBeNull();
    expect(cvFileProblem(file('me.webp', 'image/webp', maxCvBytes))).toBeNull();
    expect(cvFileProblem(null)).toBeNull();
  });

  it('goes by the extension when the system gives no type', () => {
    expect(cvFileProblem(file('cv.PDF', ''))).toBeNull();
    expect(cvFileProblem(file('cv.pdf', 'application/octet-stream'))).toBeNull();
    expect(cvFileProblem(file('cv.docx', ''))).toBe('file_type');
    expect(cvFileProblem(file('cv', ''))).toBe('file_type');
  });

  it('refuses other types', () => {
    expect(
      cvFileProblem(
        file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe('file_type');
    expect(cvFileProblem(file('cv.html', 'text/html'))).toBe('file_type');
    expect(cvFileProblem(file('cv.gif', 'image/gif'))).toBe('file_type');
  });

  it('refuses files over 5 MB', () => {
    expect(cvFileProblem(file('cv.pdf', 'application/pdf', maxCvBytes + 1))).toBe('file_too_large');
    expect(maxCvMegabytes).toBe(5);
  });
});
