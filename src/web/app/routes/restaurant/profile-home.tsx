import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileMessage, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { AccountDetails } from '@web/features/accounts/components/account-details';
import { VenueOffersSection } from '@web/features/offers/components/venue-offers-section';
import { useVenue, venuesKey } from '@web/features/venues/api/venue';
import { OwnVenue } from '@web/features/venues/components/page/own-venue';
import { VenueLoadError } from '@web/features/venues/components/page/venue-header';
import { ownVenueId } from '@web/features/venues/lib/venue-display';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
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
        offersSection={
          <VenueOffersSection
            rid={venue.data.id}
            // The venue's offer count leads a new venue to its first offer: read again after a save.
            onChange={() => void queryClient.invalidateQueries({ queryKey: venuesKey })}
          />
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
