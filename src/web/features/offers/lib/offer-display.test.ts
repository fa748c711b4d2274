import type { OfferCard, OfferList } from '@shared/contracts/offers';
import { describe, expect, it } from 'vitest';
import { isLive, nextOfferPage, offerDate, offersEmptyState, textLanguage } from './offer-display';
import { descriptionCut } from '@web/components/offers/offer-display';

const card = (id: number) => ({ id }) as OfferCard;
const page = (ids: number[], total: number): OfferList => ({
  list: ids.map(card),
  total,
  totalActive: total,
  totalInactive: 0,
});

describe('descriptionCut', () => {
  it('cuts at 100 characters on phones and 260 on wider screens (spec doc 2 section 5)', () => {
    expect(descriptionCut('mobile')).toBe(100);
    expect(descriptionCut('tablet')).toBe(260);
    expect(descriptionCut('desktop')).toBe(260);
    expect(descriptionCut('large')).toBe(260);
  });
});

describe('nextOfferPage', () => {
  it('starts at page 0', () => {
    expect(nextOfferPage([])).toBe(0);
  });

  it('asks for the next page while offers are missing', () => {
    expect(nextOfferPage([page([7, 6, 5, 4, 3], 7)])).toBe(1);
  });

  it('stops once every offer of the total is there', () => {
    expect(nextOfferPage([page([7, 6, 5, 4, 3], 7), page([2, 1], 7)])).toBeUndefined();
    expect(nextOfferPage([page([1, 2], 2)])).toBeUndefined();
  });

  it('stops when a page adds nothing new, whatever the total says', () => {
    expect(nextOfferPage([page([5, 4, 3, 2, 1], 9), page([], 9)])).toBeUndefined();
    expect(nextOfferPage([page([5, 4, 3, 2, 1], 9), page([2, 1], 9)])).toBeUndefined();
  });
});

describe('offersEmptyState', () => {
  it("says 'no job offers' when there are none, 'no active offers' when all are paused", () => {
    expect(offersEmptyState({ total: 0, totalActive: 0 })).toBe('no_job_offers');
    expect(offersEmptyState({ total: 3, totalActive: 0 })).toBe('no_active_offers');
    expect(offersEmptyState({ total: 3, totalActive: 1 })).toBeNull();
  });
});

describe('isLive', () => {
  it('is true for active, approved offers only (D6)', () => {
    expect(isLive({ status: 1, approvedp: 1 })).toBe(true);
    expect(isLive({ status: 0, approvedp: 1 })).toBe(false);
    expect(isLive({ status: 1, approvedp: 0 })).toBe(false);
  });
});

describe('offerDate', () => {
  it('reads the database spelling and ISO dates in the viewer language', () => {
    expect(offerDate('2026-11-23 10:04:00', 'en')).toBe('23 Nov 2026');
    expect(offerDate('2026-11-23T10:04:00.000Z', 'es')).toMatch(/23 nov\.? 2026/);
    expect(offerDate('not a date', 'en')).toBe('');
  });
});

describe('textLanguage', () => {
  it('names the version a text is', () => {
    expect(textLanguage('<p>Hola</p>', { en: '<p>Hi</p>', es: '<p>Hola</p>' })).toBe('es');
    expect(textLanguage('', {})).toBeUndefined();
  });
});
