import { PageContainer } from '@web/components/layouts/page-shell';
import { PublicProfile } from '@web/features/chef-profiles/components/profile/public-profile';
import { chefProfilesKey } from '@web/features/chef-profiles/query-keys';
import { MessageChefButton } from '@web/features/messaging/components/message-chef-button';
import { ModerationActions } from '@web/features/moderation/components/moderation-actions';
import { ProfileSkeleton } from '@web/components/profile/profile-layout';
import { usePageNamespace } from '@web/lib/i18n';
import { useParams } from 'react-router';

/** /{lang}/chef/view/{id}/{slug}: a chef's public view, for anyone (what each viewer sees is chefs/show's). */
export function ChefViewPage() {
  const { t, ready } = usePageNamespace('chef');
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : undefined;
  return (
    <PageContainer>
      {ready ? (
        <PublicProfile
          id={id}
          slug={params.slug ?? ''}
          messageChef={(target) => <MessageChefButton {...target} />}
          // A block drops the kept profiles: the page reads again that there is nothing to see.
          moderationActions={(target) => (
            <ModerationActions kind="chef" blockedKey={chefProfilesKey} {...target} />
          )}
        />
      ) : (
        <ProfileSkeleton label={t('view.loading', { defaultValue: '' })} />
      )}
    </PageContainer>
  );
}
