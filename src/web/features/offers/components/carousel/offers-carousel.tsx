import type { OfferCard as OfferCardData } from '@shared/contracts/offers';
import { OfferCard } from '@web/components/offers/offer-card';
import { Carousel } from '@web/components/ui/carousel';
import { useTranslation } from 'react-i18next';

/**
 * The related offers carousel (spec doc 2 sections 2 and 9): 1 slide on phones, 3 on tablets, 4 on
 * desktops and large screens. Nothing when there are no offers.
 */
export function OffersCarousel({ offers, title }: { offers: readonly OfferCardData[]; title: string }) {
  const { t } = useTranslation('offers');
  return (
    <Carousel
      items={offers}
      title={title}
      itemKey={(offer) => offer.id}
      renderItem={(offer) => <OfferCard offer={offer} />}
      labels={{
        role: t('carousel.role'),
        slide: t('carousel.slide'),
        slideOf: (number, total) => t('carousel.slide_of', { number, total }),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        shown: (from, to, total) => t('carousel.shown', { from, to, total }),
      }}
    />
  );
}
