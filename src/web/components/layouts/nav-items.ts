import type { RestaurantProfileSummary, BriefSessionUser } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@web/config/paths';

/** A primary menu entry; `labelKey` is in the common namespace; `count` feeds its badge when known. */
export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
  count?: number;
}

/**
 * The primary menu per role (spec doc 1 section 2 "Header, menus, overlays"): visitors get the public
 * pages, chefs their working pages (applications with the pending count's badge), restaurants theirs.
 */
export function primaryNavItems(
  user: Pick<BriefSessionUser, 'type' | 'profile' | 'profiles'> | null,
  lang: Language,
): NavItem[] {
  if (!user) {
    return [
      { id: 'find-chefs', labelKey: 'nav.find_chefs', href: paths.findChefs(lang) },
      { id: 'find-restaurants', labelKey: 'nav.find_restaurants', href: paths.findRestaurants(lang) },
      { id: 'services', labelKey: 'nav.services', href: paths.services(lang) },
    ];
  }
  if (user.type === 'chef') {
    return [
      { id: 'find-restaurants', labelKey: 'nav.find_restaurants', href: paths.findRestaurants(lang) },
      {
        id: 'messages',
        labelKey: 'nav.messages',
        href: paths.chefMessages(lang),
        count: user.profile?.pendingnotifications.messages,
      },
      { id: 'calendar', labelKey: 'nav.calendar', href: paths.chefCalendar(lang) },
      {
        id: 'applications',
        labelKey: 'nav.applications',
        href: paths.chefApplications(lang),
        // Offers and dates waiting for the chef's answer (D4: "pending" is the chef's move).
        count: user.profile?.pendingnotifications.pending,
      },
    ];
  }
  return [
    { id: 'find-chefs', labelKey: 'nav.find_chefs', href: paths.findChefs(lang) },
    { id: 'offers', labelKey: 'nav.job_offers', href: paths.restaurantOffers(lang) },
    {
      id: 'messages',
      labelKey: 'nav.messages',
      href: paths.restaurantMessages(lang),
      count: user.profiles.reduce((sum, venue) => sum + venue.pendingnotifications.messages, 0),
    },
    { id: 'calendar', labelKey: 'nav.calendar', href: paths.restaurantCalendar(lang) },
  ];
}

/** The restaurant profile the account acts as: the one flagged main, else the first (spec doc 1 s. 3). */
export function mainRestaurantProfile(
  user: Pick<BriefSessionUser, 'main' | 'profiles'>,
): RestaurantProfileSummary | null {
  return user.main ?? user.profiles.find((profile) => profile.main === 1) ?? user.profiles[0] ?? null;
}

/** The public view of the user's own profile, or null while the account has no profile yet. */
export function previewPath(
  user: Pick<BriefSessionUser, 'type' | 'profile' | 'main' | 'profiles'>,
  lang: Language,
): string | null {
  if (user.type === 'chef') {
    return user.profile ? paths.chefView(lang, user.profile.id, user.profile.slug) : null;
  }
  const main = mainRestaurantProfile(user);
  return main ? paths.restaurantView(lang, main.id, main.slug) : null;
}

/** One of a restaurant account's venues in the profile menu: its page, and whether it is the main one. */
export interface VenueMenuEntry {
  id: number;
  name: string;
  href: string;
  main: boolean;
}

/**
 * The account's venues for the profile menu (spec doc 1 section 2: several venues per account), the
 * main one first; its page is the profile home, the others' pages are profile/home/{id}.
 */
export function venueMenuEntries(
  user: Pick<BriefSessionUser, 'main' | 'profiles'>,
  lang: Language,
): VenueMenuEntry[] {
  const main = mainRestaurantProfile(user);
  return user.profiles
    .map((profile) => ({
      id: profile.id,
      name: profile.name,
      main: profile.id === main?.id,
      href: profile.id === main?.id ? paths.restaurantHome(lang) : paths.restaurantHome(lang, profile.id),
    }))
    .sort((a, b) => Number(b.main) - Number(a.main));
}

/**
 * The unread notifications a badge shows (`pendingnotifications`): a chef's, one venue's (`venueId`), or
 * all of a restaurant account's venues together (the account menu's).
 */
export function unreadNotifications(
  user: Pick<BriefSessionUser, 'type' | 'profile' | 'profiles'>,
  venueId?: number,
): number {
  if (user.type === 'chef') return user.profile?.pendingnotifications.notifications ?? 0;
  return user.profiles
    .filter((venue) => venueId === undefined || venue.id === venueId)
    .reduce((sum, venue) => sum + venue.pendingnotifications.notifications, 0);
}

/** The account's notifications page, for the account menus; null for staff (no such page). */
export function notificationsPath(user: Pick<BriefSessionUser, 'type'>, lang: Language): string | null {
  if (user.type === 'chef') return paths.chefNotifications(lang);
  if (user.type === 'restaurant') return paths.restaurantNotifications(lang);
  return null;
}
