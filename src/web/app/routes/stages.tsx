import { isPremium } from '@shared/states';
import { paths } from '@shared/paths';
import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { useChefStageRequests, useVenueStageRequests } from '@web/features/applications/api/stage-requests';
import { PremiumOnly } from '@web/features/applications/components/premium-only';
import { StageBookingForm } from '@web/features/applications/components/stage-booking-form';
import { StageRequestList } from '@web/features/applications/components/stage-request-list';
import { useVenue } from '@web/features/venues/api/venue';
import { useScreen } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AreaNotFound, useAreaVenue } from './restaurant/area-venue';

/**
 * The pages of stage requests (docs/decisions/052), loaded on demand: the chef's booking page
 * (restaurant/view/stage/{id}/{slug}, spec doc 2 section 2), the venue's requests beside its applicants
 * (restaurant/profile/applicants/{id}/stages) and the chef's beside the applications
 * (chef/profile/applications/stages).
 */

/** /{lang}/restaurant/view/stage/{id}/{slug}, chefs only: the venue's stage information and the form. */
export function VenueStagePage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const id = Number(useParams().id);
  const venue = useVenue(Number.isInteger(id) && id > 0 ? id : undefined);
  let body;
  if (!ready || venue.isPending) body = <ProfileSkeleton label={ready ? t('list.loading') : ''} />;
  else if (!venue.data)
    body = <AreaNotFound title={t('stage.venue_not_found')} text={t('stage.venue_not_found_text')} />;
  else
    body = (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageTitle title={`${t('stage.title')} · ${venue.data.name}`} />
        <meta name="robots" content="noindex" />
        <Link
          to={paths.restaurantView(language, venue.data.id, venue.data.slug)}
          className="inline-flex min-h-11 items-center gap-2 self-start text-brand-700 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {venue.data.name}
        </Link>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('stage.title')}
          </h1>
          <p className="text-stone-800">{t('stage.intro', { name: venue.data.name })}</p>
        </div>
        <StageBookingForm venue={venue.data} />
      </div>
    );
  return <PageContainer>{body}</PageContainer>;
}

/** /{lang}/restaurant/profile/applicants/{id}/stages: a venue's stage requests and its answers. */
export function RestaurantStageRequestsPage() {
  const { t, ready } = usePageNamespace('applications');
  const { user, venue, menuVenueId } = useAreaVenue();
  const requests = useVenueStageRequests(venue?.id);
  const premium = isPremium(user);
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('list.loading') : ''} />;
  else if (!venue)
    body = <AreaNotFound title={t('calendar.venue_not_found')} text={t('calendar.venue_not_found_text')} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        <PageTitle title={`${t('stage.requests_title')} · ${venue.name}`} />
        <meta name="robots" content="noindex" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-stone-700">{venue.name}</p>
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('stage.requests_title')}
          </h1>
        </div>
        <ProfileColumns
          left={
            <div className="flex flex-col gap-4">
              <p className="text-sm text-stone-700">{t('stage.requests_intro')}</p>
              <RestaurantSideMenu current="applicants" venueId={menuVenueId} />
            </div>
          }
        >
          <div className="flex flex-col gap-4">
            {/* A free venue's requests are answered by the recruitment service (D5). */}
            {premium ? null : <PremiumOnly text={t('stage.premium_only')} />}
            <StageRequestList side="restaurant" query={requests} canAnswer={premium} />
          </div>
        </ProfileColumns>
      </div>
    );
  return <PageContainer>{body}</PageContainer>;
}

/** /{lang}/chef/profile/applications/stages: the chef's stage requests, answering a venue's proposal. */
export function ChefStagesPage() {
  const { t, ready } = usePageNamespace('applications');
  const { language } = useScreen();
  const { user } = useSessionUser();
  const requests = useChefStageRequests();
  return (
    <PageContainer>
      {!ready || !user ? (
        <ProfileSkeleton label={ready ? t('list.loading') : ''} />
      ) : (
        <div className="flex flex-col gap-6">
          <PageTitle title={`${t('chef.title')} · ${t('stage.tab')}`} />
          <meta name="robots" content="noindex" />
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('stage.tab')}
          </h1>
          <ProfileColumns
            left={
              <Link
                to={paths.chefApplications(language)}
                className="inline-flex min-h-11 items-center gap-2 self-start text-brand-700 underline underline-offset-2"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('chef.title')}
              </Link>
            }
          >
            <StageRequestList side="chef" query={requests} />
          </ProfileColumns>
        </div>
      )}
    </PageContainer>
  );
}
