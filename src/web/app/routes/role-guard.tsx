import type { AccountType } from '@shared/contracts/accounts';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';

/**
 * The chef area is for logged-in chefs only, the restaurant area for restaurants only; anyone else is
 * sent to /{lang}/ (spec doc 1 section 6, doc 2 section 6).
 */
export function RequireRole({ type }: { type: AccountType }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const { user, isPending } = useSessionUser();
  if (isPending) return <PageSkeleton label={t('loading')} />;
  if (!user || user.type !== type) return <Navigate to={paths.home(language)} replace />;
  return <Outlet />;
}
