import { buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a free account sees instead of a Premium page (D5: applicants, calendar): why, and the way there. */
export function PremiumOnly({ text }: { text: string }) {
  const { t } = useTranslation('applications');
  const { language } = useScreen();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
      <p className="text-stone-800">{text}</p>
      <Link to={paths.servicesRestaurant(language)} className={buttonClasses()}>
        {t('venue.premium_link')}
      </Link>
    </div>
  );
}
