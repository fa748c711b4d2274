import type { VenueView } from '@shared/contracts/venues';
import { ProfileLoadFailed } from '@web/components/profile/profile-layout';
import { ProfilePicture } from '@web/components/profile/profile-picture';
import { useTranslation } from 'react-i18next';

/** The top of the venue's left column: its logo (or initials), its name (the page's heading), its place. */
export function VenueIdentity({ venue }: { venue: VenueView }) {
  return (
    <div className="flex items-center gap-4 lg:flex-col lg:items-start">
      <ProfilePicture image={venue.images.logo} name={venue.name} shape="square" />
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl">
          {venue.name}
        </h1>
        {venue.location ? <p className="text-stone-700">{venue.location.formatted_address}</p> : null}
      </div>
    </div>
  );
}

/** The venue could not be read: says what to do, with a button to try again. */
export function VenueLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('venue');
  return (
    <ProfileLoadFailed
      texts={{ title: t('page.error_title'), text: t('page.error_text'), retry: t('page.retry') }}
      onRetry={onRetry}
    />
  );
}
