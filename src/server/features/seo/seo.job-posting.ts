import { currencies, type CurrencyId } from '@shared/reference/currencies';
import type { OfferTerm, SalaryType } from '@shared/reference/offer-terms';

/*
 * The JobPosting structured data of an offer page (schema.org, as Google for Jobs reads it; spec doc 2
 * sections 2 and 9): pure, so its rules are tested without a server.
 */

/** A job posting is valid this long after the offer's last update (spec doc 2 section 9). */
export const jobPostingValidDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The schema.org employment type of each term. A relief chef covers shifts when a kitchen needs them:
 * PER_DIEM (paid by the day or shift) says that better than TEMPORARY, which reads as a fixed-term
 * contract (docs/decisions/026-page-heads-for-crawlers.md).
 */
export const employmentTypes: Readonly<Record<OfferTerm, 'FULL_TIME' | 'PART_TIME' | 'PER_DIEM'>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  reliefchef: 'PER_DIEM',
};

export interface JobPostingPlace {
  locality?: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string;
  street?: string;
  postalCode?: string;
}

export interface JobPostingInput {
  offerId: number;
  title: string;
  /** The offer's description and requirements as rich text (HTML is allowed). */
  descriptionHtml: string;
  createdAt: Date;
  updatedAt: Date;
  term: OfferTerm;
  salary: { type: SalaryType; from: number; to: number; currency: number; hidden: boolean };
  venue: { name: string; pageUrl: string; logoUrl?: string };
  place: JobPostingPlace;
  /** The offer page's absolute URL. */
  url: string;
}

/** When the posting stops being valid: the update plus 30 days. */
export function validThrough(updatedAt: Date): Date {
  return new Date(updatedAt.getTime() + jobPostingValidDays * dayMs);
}

/** Whether a live offer's posting has expired (its last update more than 30 days before `now`). */
export function isPostingExpired(updatedAt: Date, now: Date = new Date()): boolean {
  return validThrough(updatedAt).getTime() <= now.getTime();
}

/** The address of a place from its geocoder components (D8): locality, region, country code, street, postcode. */
export function placeOfComponents(components: Record<string, string> | undefined): JobPostingPlace {
  if (!components) return {};
  const pick = (...keys: string[]) => keys.map((key) => components[key]?.trim()).find(Boolean);
  const street = [pick('street', 'road', 'route'), pick('housenumber', 'street_number')]
    .filter(Boolean)
    .join(' ');
  return {
    locality: pick('locality', 'city', 'town', 'village'),
    region: pick('region', 'state', 'county'),
    countryCode: pick('country_code')?.toUpperCase(),
    street: street || undefined,
    postalCode: pick('postcode', 'postal_code'),
  };
}

/** The JobPosting object of an offer. */
export function jobPosting(input: JobPostingInput): Record<string, unknown> {
  const { salary, place } = input;
  const currency = currencies[salary.currency as CurrencyId]?.code;
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (place.street) address.streetAddress = place.street;
  if (place.locality) address.addressLocality = place.locality;
  if (place.region) address.addressRegion = place.region;
  if (place.postalCode) address.postalCode = place.postalCode;
  if (place.countryCode) address.addressCountry = place.countryCode;
  const organization: Record<string, string> = {
    '@type': 'Organization',
    name: input.venue.name,
    sameAs: input.venue.pageUrl,
  };
  if (input.venue.logoUrl) organization.logo = input.venue.logoUrl;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: input.venue.name, value: String(input.offerId) },
    datePosted: input.createdAt.toISOString(),
    validThrough: validThrough(input.updatedAt).toISOString(),
    employmentType: employmentTypes[input.term],
    hiringOrganization: organization,
    jobLocation: { '@type': 'Place', address },
    ...(!salary.hidden && currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.from,
              maxValue: salary.to,
              unitText: salary.type === 'hour' ? 'HOUR' : 'YEAR',
            },
          },
        }
      : {}),
    directApply: true,
    url: input.url,
  };
}
