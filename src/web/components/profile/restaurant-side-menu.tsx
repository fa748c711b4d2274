import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { BriefcaseBusiness, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type RestaurantAreaPage = 'home' | 'offers';

/**
 * The side menu of the restaurant area (spec doc 2 section 2): home, notifications, job offers,
 * applicants and messages (premium only, D5), calendar. Home and job offers exist; notifications,
 * applicants, messages and the calendar come with their issues and are left out until then, rather
 * than linking to a not-found page. `venueId` keeps the links on a venue other than the main one.
 */
export function RestaurantSideMenu({ current, venueId }: { current: RestaurantAreaPage; venueId?: number }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const items = [
    { page: 'home', label: t('nav.area_home'), href: paths.restaurantHome(language, venueId), Icon: House },
    {
      page: 'offers',
      label: t('nav.job_offers'),
      href: paths.restaurantOffers(language, venueId),
      Icon: BriefcaseBusiness,
    },
  ] as const;
  return (
    <nav aria-label={t('nav.area_menu')} className="hidden border-t border-stone-200 pt-4 lg:block">
      <ul className="flex flex-col gap-1">
        {items.map(({ page, label, href, Icon }) => (
          <li key={page}>
            <Link
              to={href}
              aria-current={page === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-2 font-semibold',
                page === current ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
