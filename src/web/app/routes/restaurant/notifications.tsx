import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileColumns, ProfileSkeleton } from '@web/components/profile/profile-layout';
import { RestaurantSideMenu } from '@web/components/profile/restaurant-side-menu';
import { NotificationsList } from '@web/features/notifications/components/notifications-list';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { AreaNotFound, useAreaVenue } from './area-venue';

/**
 * /{lang}/restaurant/profile/notifications/{id?} (spec doc 2 section 2, behind the restaurant guard): one
 * of the account's venues' notifications with its id (the venue's side menu leads here), every venue's
 * without (the account menu leads here); another account's venue is not found.
 */
export function RestaurantNotificationsPage() {
  const { t, ready } = usePageNamespace('account');
  const { user, venue, menuVenueId, param } = useAreaVenue();
  const allVenues = param.id === undefined;
  let body;
  if (!ready || !user) body = <ProfileSkeleton label={ready ? t('notifications.loading') : ''} />;
  else if (!allVenues && !venue)
    body = (
      <AreaNotFound
        title={t('notifications.venue_not_found_title')}
        text={t('notifications.venue_not_found_text')}
      />
    );
  else {
    const rid = allVenues ? undefined : venue?.id;
    const venueLabel = allVenues ? t('notifications.all_venues') : venue?.name;
    body = (
      <div className="flex flex-col gap-6">
        <PageTitle
          title={allVenues ? t('notifications.title') : `${t('notifications.title')} · ${venue?.name}`}
        />
        <meta name="robots" content="noindex" />
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          {t('notifications.title')}
        </h1>
        <ProfileColumns
          left={
            <div className="flex flex-col gap-5">
              <p className="text-lg font-bold break-words text-stone-900">{venueLabel}</p>
              <RestaurantSideMenu current={allVenues ? undefined : 'notifications'} venueId={menuVenueId} />
            </div>
          }
        >
          {/* A list per venue: its own "new" marks and what it has marked read. */}
          <NotificationsList
            key={rid ?? 'all'}
            rid={rid}
            venueName={
              allVenues && user.profiles.length > 1
                ? (id) => user.profiles.find((profile) => profile.id === id)?.name
                : undefined
            }
          />
        </ProfileColumns>
      </div>
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
