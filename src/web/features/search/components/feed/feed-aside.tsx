import { buttonClasses, Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useDevice } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The feed's right column on large screens (doc 2 section 2): restaurants are asked to post their
 * offers for free, and everyone finds the services pages.
 */
export function FeedAside() {
  const { t } = useTranslation('search');
  const { language, openDialog } = useDevice();
  const { user } = useSessionUser();
  return (
    <aside aria-label={t('aside.label')} className="flex flex-col gap-4 self-start">
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <Megaphone aria-hidden="true" className="size-7 text-brand-700" />
        <h2 className="text-lg font-bold text-stone-900">{t('aside.post_title')}</h2>
        <p className="text-sm text-stone-700">{t('aside.post_text')}</p>
        {user?.type === 'restaurant' ? (
          <Link to={paths.restaurantOffers(language)} className={buttonClasses()}>
            {t('aside.post_own')}
          </Link>
        ) : user ? null : (
          <Button onClick={() => openDialog('signup', { type: 'restaurant' })}>
            {t('aside.post_signup')}
          </Button>
        )}
      </div>
      <nav aria-label={t('aside.services')} className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="mb-2 text-base font-bold text-stone-900">{t('aside.services')}</h2>
        <ul className="flex flex-col">
          <li>
            <Link
              to={paths.servicesChef(language)}
              className="flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('aside.services_chef')}
            </Link>
          </li>
          <li>
            <Link
              to={paths.servicesRestaurant(language)}
              className="flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('aside.services_restaurant')}
            </Link>
          </li>
          <li>
            <Link
              to={paths.faqsChef(language)}
              className="flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('aside.faqs')}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
