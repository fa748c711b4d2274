import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The "Brigade" wordmark, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  const { language } = useScreen();
  return (
    <Link
      to={paths.home(language)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-stone-900"
      aria-label={t('nav.home_link')}
    >
      {/* The mark's letter is drawn by CSS: the link's visible text is then "Brigade" alone, which its
          name begins with (a name that differs from the visible text fails voice control users). */}
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-base text-white before:content-['B']"
      />
      <span aria-hidden="true">Brigade</span>
    </Link>
  );
}
