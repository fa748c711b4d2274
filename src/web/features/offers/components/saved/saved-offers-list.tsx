import type { SavedOfferCard } from '@shared/contracts/offers';
import { paths } from '@shared/paths';
import { OfferCard } from '@web/components/offers/offer-card';
import { SectionEmpty } from '@web/components/profile/profile-section';
import { buttonClasses } from '@web/components/ui/button';
import { ListFailed, ListLoading, MorePages } from '@web/components/ui/list-states';
import { dayHeading, groupByDay } from '@web/lib/days';
import { useScreen } from '@web/lib/device';
import { joinPagesById } from '@web/lib/pages';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedOffers } from '../../api/saved-offers';

/**
 * "Job offers you saved" (spec doc 1 section 2): the chef's saved offers grouped by the day they were
 * saved, newest first, each card opening its offer page; 10 a page, the next as the list scrolls
 * (throttled 500 ms) or with "show more". Saved offers cannot be un-saved (doc 1 section 4), so a card
 * has no remove button. Empty, it says so and leads to the offers.
 */
export function SavedOffersList() {
  const { t } = useTranslation('offers');
  const saved = useSavedOffers();
  const list = joinPagesById(saved.data?.pages ?? []);

  if (saved.isPending)
    return <ListLoading label={t('saved.loading')} rowClassName="h-40 w-full rounded-2xl" />;
  if (saved.isError && list.length === 0)
    return (
      <ListFailed
        text={t('saved.load_failed')}
        retry={t('saved.retry')}
        onRetry={() => void saved.refetch()}
      />
    );
  if (list.length === 0) return <NoSavedOffers />;
  return (
    <div className="flex flex-col gap-6">
      <SavedOfferDays offers={list} />
      <MorePages query={saved} labels={{ more: t('saved.show_more'), loading: t('saved.loading_more') }} />
    </div>
  );
}

/** The saved offers under a heading per day saved ("Today", "Yesterday", "Thu, 10 Dec 2026"). */
function SavedOfferDays({ offers }: { offers: readonly SavedOfferCard[] }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const labels = { today: t('saved.today'), yesterday: t('saved.yesterday') };
  return groupByDay(offers, (offer) => offer.saved).map((group) => (
    <section key={group.key} aria-labelledby={`saved-${group.key}`} className="flex flex-col gap-3">
      <h2 id={`saved-${group.key}`} className="text-base font-bold text-stone-800">
        {dayHeading(group.key, language, labels)}
      </h2>
      <ul aria-labelledby={`saved-${group.key}`} className="grid gap-4 sm:grid-cols-2">
        {group.items.map((offer) => (
          <li key={offer.id} className="min-w-0">
            <OfferCard offer={offer} withDescription />
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** No saved offers (spec doc 1 section 2's empty state), and where to find some. */
function NoSavedOffers() {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-bold text-stone-900">{t('saved.empty_title')}</h2>
      <SectionEmpty>{t('saved.empty')}</SectionEmpty>
      <Link to={paths.home(language)} className={buttonClasses({ variant: 'secondary' })}>
        <Search aria-hidden="true" className="size-4" />
        {t('saved.find_offers')}
      </Link>
    </div>
  );
}
