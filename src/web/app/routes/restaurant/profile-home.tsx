import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileMessage, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { AccountDetails } from '@web/features/accounts/components/account-details';
import { useVenueOffers } from '@web/features/offers/api/own-offers';
import { PostOfferButton } from '@web/features/offers/components/offer-dialog-buttons';
import { VenueOffersSection } from '@web/features/offers/components/venue-offers-section';
import { useVenue } from '@web/features/venues/api/venue';
import { OwnVenue } from '@web/features/venues/components/page/own-venue';
import { VenueLoadError } from '@web/features/venues/components/page/venue-header';
import { ownVenueId } from '@web/features/venues/lib/venue-display';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { useParams } from 'react-router';

/**
 * /{lang}/restaurant/profile/home/{id?} (behind the restaurant guard): the restaurant's venue page, where
 * sign-up lands. Without an id the account's main venue; an id of another account's venue is not found.
 */
export function RestaurantProfileHomePage() {
  const { t, ready } = usePageNamespace('venue');
  const { user } = useSessionUser();
  const params = useParams();
  const id = user ? ownVenueId(user, params.id) : null;
  const venue = useVenue(id ?? undefined);
  // The venue's offers, paused and in review included (the section's query): none leads to the first.
  const offers = useVenueOffers(id ?? 0, id !== null);
  const title = <PageTitle title={ready ? (venue.data?.name ?? t('page.page_title')) : null} />;

  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('page.loading') : ''} />;
  else if (id === null)
    body = (
      <>
        <meta name="robots" content="noindex" />
        <ProfileMessage title={t('page.not_found_title')} text={t('page.not_found_text')} />
      </>
    );
  else if (venue.isPending) body = <ProfileSkeleton label={t('page.loading')} />;
  else if (venue.isError) body = <VenueLoadError onRetry={() => void venue.refetch()} />;
  else
    body = (
      <OwnVenue
        venue={venue.data}
        user={user}
        footer={<AccountDetails user={user} />}
        offersSection={<VenueOffersSection rid={venue.data.id} />}
        firstOfferAction={
          offers.data?.total === 0 ? (
            <PostOfferButton rid={venue.data.id} label={t('page.post_first_offer')} />
          ) : null
        }
      />
    );

  return (
    <PageContainer>
      {title}
      {body}
    </PageContainer>
  );
}
