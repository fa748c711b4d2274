import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { buttonClasses } from '@web/components/ui/button';
import { ListFailed, ListLoading } from '@web/components/ui/list-states';
import { paths } from '@shared/paths';
import { PremiumOnly } from '@web/features/applications/components/premium-only';
import { useApplicantOffers } from '@web/features/applications/api/applicants';
import { StatusBar } from '@web/features/applications/components/status-bar';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { Link } from 'react-router';
import { AreaNotFound, useAreaVenue } from './area-venue';
import { isActiveOffer, isPremium } from '@shared/states';

/**
 * /{lang}/restaurant/profile/applicants/{id?} (spec doc 2 section 2, behind the restaurant guard; the
 * side menu's Applicants item): the venue's offers that have applicants, those with applicants waiting
 * first, each with the status bar of its counters leading to its lists. Premium accounts only (D5).
 */
export function RestaurantApplicantOffersPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user, venue, menuVenueId } = useAreaVenue();
  const premium = isPremium(user);
  const offers = useApplicantOffers(venue?.id, premium && venue !== null);
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('list.loading') : ''} />;
  else if (!venue)
    body = <AreaNotFound title={t('calendar.venue_not_found')} text={t('calendar.venue_not_found_text')} />;
  else {
    let list;
    if (!premium) list = <PremiumOnly text={t('venue.premium_only')} />;
    else if (offers.isPending)
      list = <ListLoading label={t('list.loading')} rowClassName="h-32 rounded-2xl" />;
    else if (offers.isError)
      list = (
        <ListFailed
          text={t('offers.load_failed')}
          retry={t('list.retry')}
          onRetry={() => void offers.refetch()}
        />
      );
    else if (offers.data.length === 0)
      list = (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-800">{t('offers.empty')}</p>
          <Link
            to={paths.restaurantOffers(language, menuVenueId)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('offers.to_offers')}
          </Link>
        </div>
      );
    else
      list = (
        <ul className="flex flex-col gap-4">
          {offers.data.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
            >
              <h2 className="text-lg font-bold break-words text-stone-900">
                <Link
                  to={paths.restaurantApplicants(language, offer.rid, offer.id)}
                  className="hover:text-brand-800 hover:underline"
                >
                  {offer.name}
                </Link>
              </h2>
              {!isActiveOffer(offer) ? <p className="text-sm text-stone-700">{t('list.paused')}</p> : null}
              <StatusBar
                label={t('offers.bar_label', { name: offer.name })}
                counters={offer.counters}
                hrefOf={(tab) => paths.restaurantApplicants(language, offer.rid, offer.id, tab)}
              />
            </li>
          ))}
        </ul>
      );
    body = (
      <div className="flex flex-col gap-6">
        <PageTitle title={`${t('venue.title')} · ${venue.name}`} />
        <meta name="robots" content="noindex" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-stone-700">{venue.name}</p>
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('venue.title')}
          </h1>
        </div>
        <ProfileColumns
          left={
            <div className="flex flex-col gap-4">
              <p className="text-sm text-stone-700">{t('offers.intro')}</p>
              <Link
                to={paths.restaurantStageRequests(language, venue.id)}
                className="inline-flex min-h-11 items-center self-start text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('stage.requests_title')}
              </Link>
              <RestaurantSideMenu current="applicants" venueId={menuVenueId} />
            </div>
          }
        >
          {list}
        </ProfileColumns>
      </div>
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
