import type { OfferCard } from '@shared/contracts/offers';
import { Button } from '@web/components/ui/button';
import { offerPath } from '@web/components/offers/offer-display';
import { useOverlay, useScreen } from '@web/lib/device';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOffersChanged } from '../api/own-offers';

/**
 * Opens the offer form (joboffers) on an offer of venue `rid` (none: a new one); the offer lists are read
 * again once it saves, and `onChange` runs (what the page around shows of the offers).
 */
export function useEditOffer(onChange?: () => void) {
  const { openDialog } = useOverlay();
  const changed = useOffersChanged();
  return (rid: number, id?: number) =>
    openDialog('joboffers', id ? { rid, id } : { rid }, () => {
      void changed();
      onChange?.();
    });
}

/** The "Post job offers" button (spec doc 2 section 2): the offer form for a new offer of venue `rid`. */
export function PostOfferButton({
  rid,
  label,
  variant = 'primary',
  onChange,
}: {
  rid: number;
  label?: string;
  variant?: 'primary' | 'secondary';
  onChange?: () => void;
}) {
  const { t } = useTranslation('offers');
  const edit = useEditOffer(onChange);
  return (
    <Button variant={variant} onClick={() => edit(rid)}>
      <Plus aria-hidden="true" className="size-4" />
      {label ?? t('own.post')}
    </Button>
  );
}

/** Opens the share overlay (spec doc 2 section 4) with a live offer's public link, headline and picture. */
export function useShareOffer() {
  const { openDialog } = useOverlay();
  const { language } = useScreen();
  return (offer: OfferCard) =>
    openDialog('share', {
      url: new URL(offerPath(language, offer), window.location.origin).href,
      title: offer.name,
      subtitle: offer.restaurant.name,
      image:
        offer.image1?.showcase?.url ??
        offer.image1?.square?.url ??
        offer.restaurant.logo?.square?.url ??
        null,
    });
}
