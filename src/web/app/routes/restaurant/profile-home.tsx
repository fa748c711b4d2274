import { PageContainer } from '@web/components/layouts/page-shell';
import { AccountOverview } from '@web/features/accounts/components/account-overview';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import { useTranslation } from 'react-i18next';

/** /{lang}/restaurant/profile/home (behind the restaurant guard). */
export function RestaurantProfileHomePage() {
  const { t } = useTranslation('account');
  const { user } = useSessionUser();
  const title = <PageTitle title={t('overview.page_title')} />;
  if (!user) return title;
  return (
    <PageContainer>
      {title}
      <AccountOverview user={user} />
    </PageContainer>
  );
}
