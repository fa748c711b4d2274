import type { OfferCard } from '@shared/contracts/offers';
import { formatPay } from '@shared/offers/pay';
import { Skeleton } from '@web/components/ui/skeleton';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffersIn } from '../../api/related';
import { offerPath, placeLabel } from '@web/components/offers/offer-display';

/**
 * The offers a CV sent through contact/{ids} will mention (D12): only the live ones offers/in answered,
 * each with its venue and place, linking to its page; a clear word when none is open any more.
 */
export function SelectedOffers({
  offers,
  pending,
}: {
  offers: readonly OfferCard[] | undefined;
  pending: boolean;
}) {
  // The contact page's own texts: the offers namespace is not loaded there (the page's first load).
  const { t } = useTranslation('contact');
  const { language } = useScreen();
  if (pending)
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="sr-only">{t('selected_offers.loading')}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  if (!offers) return null;
  if (offers.length === 0) return <p className="text-stone-700">{t('selected_offers.none')}</p>;
  return (
    <section aria-labelledby="selected-offers" className="flex flex-col gap-2">
      <h2 id="selected-offers" className="text-base font-bold text-stone-900">
        {t('selected_offers.heading')}
      </h2>
      <ul className="flex flex-col divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {offers.map((offer) => {
          const place = placeLabel(offer.restaurant.location);
          return (
            <li key={offer.id} className="flex flex-col gap-0.5 px-4 py-3">
              <Link
                to={offerPath(language, offer)}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {offer.name}
              </Link>
              <span className="text-sm text-stone-700">
                {[offer.restaurant.name, place, formatPay(offer, language)].filter(Boolean).join(' · ')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * contact/{ids}'s panel (loaded on demand, so the contact page's first load stays small):
 * asks offers/in which of `ids` are live offers, names them, and hands their ids to `onLive`.
 */
export default function SelectedOffersPanel({
  ids,
  onLive,
}: {
  ids: readonly number[];
  onLive: (ids: number[]) => void;
}) {
  const { ready } = usePageNamespace('contact');
  const live = useOffersIn(ids);
  const liveIds = live.data?.map((offer) => offer.id).join(',');
  useEffect(() => {
    if (liveIds !== undefined) onLive(liveIds === '' ? [] : liveIds.split(',').map(Number));
  }, [liveIds, onLive]);
  if (!ready) return null;
  return <SelectedOffers offers={live.data} pending={live.isPending} />;
}
