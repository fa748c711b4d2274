import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { OwnOfferDetail } from '@web/features/offers/components/own-offer-detail';
import { OwnOffersPage } from '@web/features/offers/components/own-offers-page';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { AreaNotFound, useAreaVenue } from './area-venue';

/**
 * /{lang}/restaurant/profile/offers/{id?} (behind the restaurant guard): the offers of one of the
 * account's venues, the main one without an id; another account's venue is not found.
 */
export function RestaurantOffersPage() {
  const { t, ready } = usePageNamespace('offers');
  const { user, venue, menuVenueId } = useAreaVenue();
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('own.loading') : ''} />;
  else if (!venue)
    body = <AreaNotFound title={t('own.venue_not_found_title')} text={t('own.venue_not_found_text')} />;
  else
    body = (
      <>
        <PageTitle title={`${t('own.title')} · ${venue.name}`} />
        <meta name="robots" content="noindex" />
        <OwnOffersPage
          venue={venue}
          sideMenu={<RestaurantSideMenu current="offers" venueId={menuVenueId} />}
        />
      </>
    );
  return <PageContainer>{body}</PageContainer>;
}

/** /{lang}/restaurant/profile/offers/{id}/view/{oid}: one of the venue's own offers, with its edit button. */
export function RestaurantOfferViewPage() {
  const { t, ready } = usePageNamespace('offers');
  const { user, venue, menuVenueId, param } = useAreaVenue();
  const oid = /^[1-9]\d{0,9}$/.test(param.oid ?? '') ? Number(param.oid) : 0;
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('own.loading') : ''} />;
  else if (!venue || !oid)
    body = <AreaNotFound title={t('own.not_found_title')} text={t('own.not_found_text')} />;
  else
    body = (
      <OwnOfferDetail
        rid={venue.id}
        oid={oid}
        sideMenu={<RestaurantSideMenu current="offers" venueId={menuVenueId} />}
      />
    );
  return <PageContainer>{body}</PageContainer>;
}
