import { describe, expect, it } from 'vitest';
import {
  employmentTypes,
  isPostingExpired,
  jobPosting,
  placeOfComponents,
  validThrough,
  type JobPostingInput,
} from './seo.job-posting';

const day = 24 * 60 * 60 * 1000;
const input: JobPostingInput = {
  offerId: 42,
  title: 'Head Chef',
  descriptionHtml: '<p>Lead a team of eight.</p>',
  createdAt: new Date('2026-10-01T09:00:00Z'),
  updatedAt: new Date('2026-10-10T09:00:00Z'),
  term: 'part-time',
  salary: { type: 'year', from: 40000, to: 48000, currency: 1, hidden: false },
  venue: {
    name: 'Casa Lume',
    pageUrl: 'https://x.test/en/restaurant/view/home/1/casa-lume',
    logoUrl: 'https://x.test/l.jpg',
  },
  place: { locality: 'London', region: 'England', countryCode: 'GB', postalCode: 'E1 6AN' },
  url: 'https://x.test/en/restaurant/view/offer/1/casa-lume/42/head-chef',
};

/** Google's required JobPosting properties, and the recommended ones the product has data for. */
const required = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const recommended = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'];

describe('JobPosting', () => {
  it('has every required and recommended property', () => {
    const posting = jobPosting(input);
    for (const key of [...required, ...recommended]) expect(posting[key], key).toBeDefined();
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.validThrough).toBe('2026-11-09T09:00:00.000Z');
    expect(posting.employmentType).toBe('PART_TIME');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Casa Lume',
      sameAs: input.venue.pageUrl,
      logo: 'https://x.test/l.jpg',
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'London',
        addressRegion: 'England',
        postalCode: 'E1 6AN',
        addressCountry: 'GB',
      },
    });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 40000, maxValue: 48000, unitText: 'YEAR' },
    });
  });

  it('leaves the pay out when it is hidden, and the logo when there is none', () => {
    const posting = jobPosting({
      ...input,
      salary: { ...input.salary, hidden: true },
      venue: { ...input.venue, logoUrl: undefined },
    });
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.hiringOrganization).not.toHaveProperty('logo');
  });

  it('maps every term to an employment type', () => {
    expect(employmentTypes).toEqual({
      'full-time': 'FULL_TIME',
      'part-time': 'PART_TIME',
      reliefchef: 'PER_DIEM',
    });
  });

  it('is valid for 30 days after the last update', () => {
    const updated = new Date('2026-01-01T00:00:00Z');
    expect(validThrough(updated).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isPostingExpired(updated, new Date(updated.getTime() + 29 * day))).toBe(false);
    expect(isPostingExpired(updated, new Date(updated.getTime() + 30 * day))).toBe(true);
  });

  it('reads the address from the place components', () => {
    expect(
      placeOfComponents({ locality: 'Porto', region: 'Porto', country: 'Portugal', country_code: 'pt' }),
    ).toEqual({
      locality: 'Porto',
      region: 'Porto',
      countryCode: 'PT',
      street: undefined,
      postalCode: undefined,
    });
    expect(placeOfComponents(undefined)).toEqual({});
  });
});
