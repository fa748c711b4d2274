import { CountBadge } from '@web/components/ui/badge';
import { paths } from '@shared/paths';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import {
  Bell,
  BriefcaseBusiness,
  CalendarDays,
  House,
  MessageSquare,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mainRestaurantProfile, unreadNotifications } from '../layouts/nav-items';
import { isPremium } from '@shared/states';

export type RestaurantAreaPage = 'home' | 'notifications' | 'offers' | 'applicants' | 'messages' | 'calendar';

/**
 * The side menu of the restaurant area (spec doc 2 section 2): home, notifications (with the venue's
 * unread ones), job offers, applicants (with the applications waiting for the venue) and messages
 * (with the venue's unread messages; premium only, D5), calendar (premium only: its page needs the
 * subscription, D5). `venueId` keeps the links on a venue other than the main one; `current` marks the
 * page shown (none on a page of every venue).
 */
interface SideMenuItem {
  page: RestaurantAreaPage;
  label: string;
  href: string;
  Icon: LucideIcon;
  count?: number;
  countLabel?: string;
}

export function RestaurantSideMenu({ current, venueId }: { current?: RestaurantAreaPage; venueId?: number }) {
  const { t } = useTranslation();
  const { language } = useScreen();
  const { user } = useSessionUser();
  const shownVenue = venueId ?? (user ? mainRestaurantProfile(user)?.id : undefined);
  const unread = user && shownVenue ? unreadNotifications(user, shownVenue) : 0;
  const venue = user?.profiles.find((profile) => profile.id === shownVenue);
  const badges = venue?.pendingnotifications;
  const waiting = badges?.offers ?? 0;
  const messages = badges?.messages ?? 0;
  // The header and the account menu count every venue of the account; this menu counts the venue shown,
  // and with several venues names it, so the two counts read as what they are.
  const severalVenues = (user?.profiles.length ?? 0) > 1;
  const atVenue = (label: string) =>
    severalVenues && venue ? t('nav.count_at_venue', { label, venue: venue.name }) : label;
  const items: SideMenuItem[] = [
    { page: 'home', label: t('nav.area_home'), href: paths.restaurantHome(language, venueId), Icon: House },
    {
      page: 'notifications',
      label: t('nav.notifications'),
      href: paths.restaurantNotifications(language, shownVenue),
      Icon: Bell,
      count: unread,
      countLabel: atVenue(t('nav.unread', { count: unread })),
    },
    {
      page: 'offers',
      label: t('nav.job_offers'),
      href: paths.restaurantOffers(language, venueId),
      Icon: BriefcaseBusiness,
    },
  ];
  if (isPremium(user))
    items.push(
      {
        page: 'applicants',
        label: t('nav.applicants'),
        href: paths.restaurantApplicantOffers(language, venueId),
        Icon: Users,
        count: waiting,
        countLabel: atVenue(t('nav.waiting', { count: waiting })),
      },
      {
        page: 'messages',
        label: t('nav.messages'),
        href: paths.restaurantMessages(language, shownVenue),
        Icon: MessageSquare,
        count: messages,
        countLabel: atVenue(t('nav.messages_unread', { count: messages })),
      },
      {
        page: 'calendar',
        label: t('nav.calendar'),
        href: paths.restaurantCalendar(language, venueId),
        Icon: CalendarDays,
      },
    );
  return (
    <nav
      aria-label={t('nav.area_menu')}
      className="hidden border-t border-stone-200 pt-4 first:border-t-0 first:pt-0 lg:block"
    >
      {severalVenues && venue ? (
        <p className="truncate px-2 pb-1 text-xs font-semibold text-stone-600">{venue.name}</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.page}>
            <Link
              to={item.href}
              aria-current={item.page === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-2 font-semibold',
                item.page === current ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
              )}
            >
              <item.Icon aria-hidden="true" className="size-4" />
              <span className="flex-1">{item.label}</span>
              {item.count !== undefined ? (
                <CountBadge
                  count={item.count}
                  label={item.countLabel ?? t('nav.unread', { count: item.count })}
                />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
