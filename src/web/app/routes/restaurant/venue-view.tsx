import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { OfferCardList } from '@web/components/offers/offer-card';
import { SendCvButton } from '@web/features/chef-cv/components/send-cv-button';
import { ModerationActions } from '@web/features/moderation/components/moderation-actions';
import { PublicVenue } from '@web/features/venues/components/page/public-venue';
import { venuesKey } from '@web/features/venues/query-keys';
import { usePageNamespace } from '@web/lib/i18n';
import { useParams } from 'react-router';

/** /{lang}/restaurant/view/home/{id}/{slug}: a venue's public page, for anyone (restaurants/show decides what). */
export function VenueViewPage() {
  const { t, ready } = usePageNamespace('venue');
  // The offers block shows the offers feature's cards, whose texts are in their own namespace.
  const offersTexts = usePageNamespace('offers');
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : undefined;
  return (
    <PageContainer>
      {ready ? (
        <PublicVenue
          id={id}
          slug={params.slug ?? ''}
          offersList={offersTexts.ready ? (offers) => <OfferCardList offers={offers} /> : undefined}
          // A block drops the kept venues: the page reads again that there is nothing to see.
          moderationActions={(target) => (
            <ModerationActions kind="venue" blockedKey={venuesKey} {...target} />
          )}
          // Its texts are the `offers` namespace's, loaded for the offer cards.
          sendCv={
            offersTexts.ready
              ? (venue) => (
                  <SendCvButton target={{ rid: venue.id, venueName: venue.name }} className="w-full" />
                )
              : undefined
          }
        />
      ) : (
        <ProfileSkeleton label={t('view.loading', { defaultValue: '' })} />
      )}
    </PageContainer>
  );
}
