import { tabOfSegment } from '@shared/applications/tabs';
import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { PremiumOnly } from '@web/features/applications/components/premium-only';
import { useOfferCounters } from '@web/features/applications/api/applicants';
import { ApplicantList } from '@web/features/applications/components/applicant-list';
import { StatusBar } from '@web/features/applications/components/status-bar';
import { useOffer } from '@web/features/offers/api/offer';
import { MessageChefButton } from '@web/features/messaging/components/message-chef-button';
import { useVenue } from '@web/features/venues/api/venue';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundPage } from '../public/not-found';
import { AreaNotFound, useAreaVenue } from './area-venue';
import { isPremium } from '@shared/states';

/**
 * /{lang}/restaurant/profile/applicants/{id}/{oid}/{status} (spec doc 2 section 2, behind the restaurant
 * guard): an offer of the venue with the status bar of its applicants, the total and a link back to
 * the offers, and the tab's applicants. Premium accounts only (D5: subscription 1); others are told
 * what Premium opens.
 */
export function RestaurantApplicantsPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user, venue, menuVenueId, param } = useAreaVenue();
  const tab = tabOfSegment(param.tab);
  const oid = param.oid && /^[0-9]{1,9}$/.test(param.oid) ? Number(param.oid) : 0;
  const offer = useOffer(oid > 0 ? oid : undefined);
  const counters = useOfferCounters(oid);
  // The venue as its owner reads it: its default message to a chef it accepts (D4).
  const venueShown = useVenue(venue?.id);
  if (!tab || oid === 0) return <NotFoundPage />;
  let body;
  if (!ready || !user || offer.isPending) body = <ProfileSkeleton label={ready ? t('list.loading') : ''} />;
  else if (!venue || !offer.data || offer.data.own !== 1 || offer.data.rid !== venue.id)
    body = <AreaNotFound title={t('venue.not_found_title')} text={t('venue.not_found_text')} />;
  else {
    const total = counters.data
      ? counters.data.pending + counters.data.review + counters.data.accepted + counters.data.rejected
      : undefined;
    body = (
      <div className="flex flex-col gap-6">
        <PageTitle title={`${t('venue.title')} · ${offer.data.name}`} />
        <meta name="robots" content="noindex" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-stone-700">{t('venue.title')}</p>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl">
            {offer.data.name}
          </h1>
        </div>
        <ProfileColumns
          left={
            <div className="flex flex-col gap-4">
              <p className="text-lg font-bold text-stone-900">
                {total === undefined ? '\u00a0' : t('venue.total', { count: total })}
              </p>
              <Link
                to={paths.restaurantOffers(language, menuVenueId)}
                className={buttonClasses({ variant: 'secondary' })}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('venue.back')}
              </Link>
              {isPremium(user) ? (
                <Link
                  to={paths.restaurantCalendar(language, menuVenueId)}
                  className="inline-flex min-h-11 items-center gap-2 self-start px-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t('calendar.link')}
                </Link>
              ) : null}
              <RestaurantSideMenu current="applicants" venueId={menuVenueId} />
            </div>
          }
        >
          {!isPremium(user) ? (
            <PremiumOnly text={t('venue.premium_only')} />
          ) : (
            <>
              <StatusBar
                current={tab}
                counters={counters.data}
                hrefOf={(next) => paths.restaurantApplicants(language, venue.id, oid, next)}
              />
              <ApplicantList
                key={tab}
                oid={oid}
                tab={tab}
                acceptMessage={venueShown.data?.emailmessage ?? undefined}
                messageChef={(chef) => (
                  <MessageChefButton cid={chef.id} rid={venue.id} label={t('list.message_chef')} />
                )}
              />
            </>
          )}
        </ProfileColumns>
      </div>
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
