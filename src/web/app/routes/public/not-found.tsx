import { PageContainer } from '@web/components/layouts/page-shell';
import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { PageTitle } from '@web/lib/page-head';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path without a page (yet): says so plainly and links home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { language } = useScreen();
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-16 sm:py-24">
      <PageTitle title={t('not_found.title')} />
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {t('not_found.title')}
      </h1>
      <p className="max-w-xl text-lg text-stone-700">{t('not_found.text')}</p>
      <Link to={paths.home(language)} className={buttonClasses({ size: 'lg', className: 'mt-2' })}>
        {t('not_found.home_link')}
      </Link>
    </PageContainer>
  );
}
