import { PageContainer } from '@web/components/layouts/page-shell';
import { AccountOverview } from '@web/features/accounts/components/account-overview';
import { usePageTitle } from '@web/lib/page-title';
import { useSessionUser } from '@web/lib/session';
import { useTranslation } from 'react-i18next';

/** /{lang}/restaurant/profile/home (behind the restaurant guard). */
export function RestaurantProfileHomePage() {
  const { t } = useTranslation('account');
  const { user } = useSessionUser();
  usePageTitle(t('overview.page_title'));
  if (!user) return null;
  return (
    <PageContainer>
      <AccountOverview user={user} />
    </PageContainer>
  );
}
