import { paths } from '@shared/paths';
import { describe, expect, it } from 'vitest';
import { offerAddressFix } from './offer-display';
import { descriptionCut } from '@web/components/offers/offer-display';
import { carouselPages, pageStart, slidesPerScreen } from '@web/components/ui/carousel-pages';

describe('slidesPerScreen', () => {
  it('shows one related offer on phones, three on tablets and four on desktops and large screens', () => {
    expect(slidesPerScreen('mobile')).toBe(1);
    expect(slidesPerScreen('tablet')).toBe(3);
    expect(slidesPerScreen('desktop')).toBe(4);
    expect(slidesPerScreen('large')).toBe(4);
  });
});

describe('descriptionCut', () => {
  it('cuts list descriptions at 100 characters on phones and 260 wider', () => {
    expect(descriptionCut('mobile')).toBe(100);
    expect(descriptionCut('tablet')).toBe(260);
    expect(descriptionCut('large')).toBe(260);
  });
});

describe('carousel paging', () => {
  it('counts pages and keeps the first slide inside the list', () => {
    expect(carouselPages(0, 4)).toBe(1);
    expect(carouselPages(9, 4)).toBe(3);
    expect(pageStart(8, 9, 4)).toBe(5);
    expect(pageStart(-1, 9, 4)).toBe(0);
    expect(pageStart(3, 2, 4)).toBe(0);
  });
});

describe('offerAddressFix', () => {
  const offer = { id: 7, rid: 3, slug: 'sous-chef-london', restaurant: { slug: 'the-ivy' } };

  it('leaves the right address alone', () => {
    expect(
      offerAddressFix(
        { rid: 3, slug: 'the-ivy', id: 7, offerSlug: 'sous-chef-london' },
        offer,
        paths.offerView,
        'en',
      ),
    ).toBeNull();
  });

  it('gives the right address for a wrong or missing offer slug or venue slug', () => {
    const right = '/en/restaurant/view/offer/3/the-ivy/7/sous-chef-london';
    expect(
      offerAddressFix({ rid: 3, slug: 'the-ivy', id: 7, offerSlug: 'old' }, offer, paths.offerView, 'en'),
    ).toBe(right);
    expect(offerAddressFix({ rid: 3, slug: 'the-ivy', id: 7 }, offer, paths.offerView, 'en')).toBe(right);
    expect(
      offerAddressFix(
        { rid: 9, slug: 'x', id: 7, offerSlug: 'sous-chef-london' },
        offer,
        paths.offerView,
        'fr',
      ),
    ).toBe('/fr/restaurant/view/offer/3/the-ivy/7/sous-chef-london');
  });
});
