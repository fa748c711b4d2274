import { PageContainer } from '@web/components/layouts/page-shell';
import { unreadNotifications } from '@web/components/layouts/nav-items';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
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
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
          <div className="flex flex-col gap-1 lg:order-2">
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
              {t('notifications.title')}
            </h1>
            <p className="text-lg break-words text-stone-700 lg:hidden">{venueLabel}</p>
          </div>
          {/* The left column is the desktop's (under 1024 px the burger menu leads to the pages). */}
          <div className="hidden flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6 lg:row-span-2 lg:flex lg:self-start">
            <p className="text-lg font-bold break-words text-stone-900">{venueLabel}</p>
            <RestaurantSideMenu current={allVenues ? undefined : 'notifications'} venueId={menuVenueId} />
          </div>
          <div className="min-w-0 lg:order-3 lg:col-start-2">
            <NotificationsList
              rid={rid}
              unread={unreadNotifications(user, rid)}
              venueName={
                allVenues && user.profiles.length > 1
                  ? (id) => user.profiles.find((profile) => profile.id === id)?.name
                  : undefined
              }
            />
          </div>
        </div>
      </div>
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
