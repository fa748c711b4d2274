import { PageContainer } from '@web/components/layouts/page-shell';
import { useOwnChefProfile } from '@web/features/chef-profiles/api/chef-profile';
import { OwnProfile } from '@web/features/chef-profiles/components/profile/own-profile';
import { ProfileLoadError } from '@web/features/chef-profiles/components/profile/profile-states';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';

/** /{lang}/chef/profile/home (behind the chef guard): the chef's own profile, where sign-up lands. */
export function ChefProfileHomePage() {
  const { t, ready } = usePageNamespace('chef');
  const { user } = useSessionUser();
  const profile = useOwnChefProfile();
  const title = <PageTitle title={ready ? t('profile.page_title') : null} />;
  return (
    <PageContainer>
      {title}
      {!ready || !user || profile.isPending ? (
        <ProfileSkeleton label={ready ? t('profile.loading') : ''} />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <OwnProfile profile={profile.data} user={user} />
      )}
    </PageContainer>
  );
}
