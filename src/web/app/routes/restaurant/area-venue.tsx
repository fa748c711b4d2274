import { ProfileMessage } from '@web/components/profile/profile-layout';
import { ownVenueId } from '@web/features/venues/lib/venue-display';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { useParams } from 'react-router';

/**
 * The account's venue the address names (its own only), else the main one; null: not found. A page that
 * reads its address itself gives the id it found (`named`: null for none).
 */
export function useAreaVenue(named?: string | null) {
  const { user } = useSessionUser();
  const params = useParams();
  const id = user ? ownVenueId(user, named === undefined ? params.id : (named ?? undefined)) : null;
  const venue = user?.profiles.find((profile) => profile.id === id) ?? null;
  const isMain =
    venue !== null && (user?.main?.id ?? user?.profiles.find((p) => p.main === 1)?.id) === venue.id;
  return { user, venue, menuVenueId: venue && !isMain ? venue.id : undefined, param: params };
}

/** A restaurant-area page whose venue or item is not the account's: not indexed, with its message. */
export function AreaNotFound({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <ProfileMessage title={title} text={text} />
    </>
  );
}
