import { PageContainer } from '@web/components/layouts/page-shell';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { NotificationsList } from '@web/features/notifications/components/notifications-list';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';

/** /{lang}/chef/profile/notifications (spec doc 1 section 2, behind the chef guard): the chef's notifications. */
export function ChefNotificationsPage() {
  const { t, ready } = usePageNamespace('account');
  const { user } = useSessionUser();
  return (
    <PageContainer>
      {!ready || !user ? (
        <ProfileSkeleton label={ready ? t('notifications.loading') : ''} />
      ) : (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <PageTitle title={t('notifications.title')} />
          <meta name="robots" content="noindex" />
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {t('notifications.title')}
          </h1>
          <NotificationsList />
        </div>
      )}
    </PageContainer>
  );
}
