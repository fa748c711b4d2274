import type { OfferList } from '@shared/contracts/offers';
import { ProfileColumns } from '@web/components/profile/profile-layout';
import { SectionEmpty } from '@web/components/profile/profile-section';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { CalendarDays, Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnOffers } from '../api/own-offers';
import { offersEmptyState } from '../lib/offer-display';
import { joinPagesById } from '@web/lib/pages';
import { PostOfferButton } from './offer-dialog-buttons';
import { OwnOfferCard } from './own-offer-card';

/** The venue the offers page is about, as the session user lists it. */
export interface OffersVenue {
  id: number;
  name: string;
  /** 1 when the account is premium (D5). */
  premium: 0 | 1;
}

/**
 * restaurant/profile/offers/{id?} (spec doc 2 section 2 "Offers"): the venue's offers, paused and in
 * review included, 5 at a time as the list scrolls (a "load more" button does the same for keyboards),
 * the counts of all, active and paused ones, the calendar link, the post button, the empty states and,
 * for a free venue, what the recruitment service does (D5). `sideMenu` is the restaurant area's menu.
 */
export function OwnOffersPage({ venue, sideMenu }: { venue: OffersVenue; sideMenu?: ReactNode }) {
  const { t } = useTranslation('offers');
  const { language } = useScreen();
  const offers = useOwnOffers(venue.id);
  const pages = offers.data?.pages ?? [];
  const list = joinPagesById(pages);
  const counts: OfferList | undefined = pages[0];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{t('own.title')}</h1>
      <ProfileColumns
        left={
          <div className="flex flex-col gap-5">
            <p className="text-lg font-bold break-words text-stone-900">{venue.name}</p>
            <OfferCounts counts={counts} />
            <PostOfferButton rid={venue.id} />
            <Link
              to={paths.restaurantCalendar(language, venue.id)}
              className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('own.calendar')}
            </Link>
            {venue.premium === 1 ? null : (
              <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-stone-800">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {t('own.recruit_notice')}
              </p>
            )}
            {sideMenu}
          </div>
        }
      >
        {offers.isPending ? (
          <div role="status" className="flex flex-col gap-4">
            <span className="sr-only">{t('own.loading')}</span>
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-48 w-full rounded-2xl" />
            ))}
          </div>
        ) : offers.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-stone-800">{t('own.load_failed')}</p>
            <Button variant="secondary" onClick={() => void offers.refetch()}>
              {t('own.retry')}
            </Button>
          </div>
        ) : (
          <>
            <OffersEmpty counts={counts} rid={venue.id} />
            {list.length ? (
              <ul className="flex flex-col gap-4">
                {list.map((offer) => (
                  <li key={offer.id}>
                    <OwnOfferCard offer={offer} />
                  </li>
                ))}
              </ul>
            ) : null}
            <MoreOffers
              hasMore={offers.hasNextPage}
              loading={offers.isFetchingNextPage}
              onMore={() => void offers.fetchNextPage()}
            />
          </>
        )}
      </ProfileColumns>
    </div>
  );
}

/** Total, active and paused offers (the first page's counts). */
function OfferCounts({ counts }: { counts: OfferList | undefined }) {
  const { t } = useTranslation('offers');
  const items = [
    { key: 'total', label: t('own.count_total'), value: counts?.total },
    { key: 'active', label: t('own.count_active'), value: counts?.totalActive },
    { key: 'inactive', label: t('own.count_inactive'), value: counts?.totalInactive },
  ];
  return (
    <dl aria-label={t('own.counts')} className="grid grid-cols-3 gap-2" data-testid="offer-counts">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col items-center rounded-xl bg-stone-50 px-2 py-3 text-center"
        >
          <dt className="order-2 text-xs font-semibold text-stone-700">{item.label}</dt>
          <dd className="order-1 text-2xl font-extrabold text-stone-900" data-count={item.key}>
            {item.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'no_job_offers' with the post button, or 'no_active_offers' over the paused ones (spec doc 2 s. 8). */
export function OffersEmpty({ counts, rid }: { counts: OfferList | undefined; rid: number }) {
  const { t } = useTranslation('offers');
  const state = counts ? offersEmptyState(counts) : null;
  if (state === 'no_job_offers')
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
        <SectionEmpty>{t('own.no_job_offers')}</SectionEmpty>
        <PostOfferButton rid={rid} />
      </div>
    );
  if (state === 'no_active_offers') return <SectionEmpty>{t('own.no_active_offers')}</SectionEmpty>;
  return null;
}

/**
 * The end of the list: a sentinel that loads the next page as it nears the viewport (infinite scroll),
 * and the same as a button for keyboards and when the observer is not available.
 */
function MoreOffers({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('offers');
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loading;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad, onMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center">
      <Button variant="secondary" aria-busy={loading || undefined} onClick={() => canLoad && onMore()}>
        {loading ? t('own.loading_more') : t('own.load_more')}
      </Button>
    </div>
  );
}
