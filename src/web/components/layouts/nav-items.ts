import type { RestaurantProfileSummary, BriefSessionUser } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { isPremium } from '@shared/states';

/**
 * A primary menu entry; `labelKey` is in the common namespace; `count` feeds its badge when known, and
 * `countKey` (common namespace, given `count`) says what it counts; `allVenues` marks a count summed
 * over the account's venues, which the badge says, as a venue's side menu counts that venue alone.
 */
export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
  count?: number;
  countKey?: string;
  allVenues?: boolean;
}

/**
 * The primary menu per role (spec doc 1 section 2 "Header, menus, overlays"): visitors get the public
 * pages, chefs their working pages (applications with the pending count's badge), restaurants theirs;
 * staff the two searches and the back office (they have no restaurant's pages).
 */
export function primaryNavItems(
  user: Pick<BriefSessionUser, 'type' | 'profile' | 'profiles'> | null,
  lang: Language,
): NavItem[] {
  if (!user || user.type === 'staff') {
    return [
      { id: 'find-chefs', labelKey: 'nav.find_chefs', href: paths.findChefs(lang) },
      { id: 'find-restaurants', labelKey: 'nav.find_restaurants', href: paths.findRestaurants(lang) },
      user
        ? { id: 'admin', labelKey: 'nav.back_office', href: paths.admin(lang) }
        : { id: 'services', labelKey: 'nav.services', href: paths.services(lang) },
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
        countKey: 'nav.messages_unread',
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
      countKey: 'nav.messages_unread',
      allVenues: user.profiles.length > 1,
    },
    { id: 'calendar', labelKey: 'nav.calendar', href: paths.restaurantCalendar(lang) },
  ];
}

/** What a menu item's badge counts, and over which venues, in words (its accessible text and tooltip). */
export function navCountLabel(
  t: (key: string, values?: Record<string, unknown>) => string,
  item: Pick<NavItem, 'count' | 'countKey' | 'allVenues'>,
): string {
  const label = t(item.countKey ?? 'nav.pending_count', { count: item.count });
  return item.allVenues ? t('nav.count_all_venues', { label }) : label;
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

/** The account menus' badge of unread notifications: a restaurant account's count all its venues. */
export function unreadNotificationsBadge(user: Pick<BriefSessionUser, 'type' | 'profile' | 'profiles'>) {
  return {
    count: unreadNotifications(user),
    countKey: 'nav.unread',
    allVenues: user.type === 'restaurant' && user.profiles.length > 1,
  };
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

/**
 * The burger button's badge (spec doc 1 section 2: "pending counts (pending + messages) appear as
 * badges"): everything the phone menu's rows count, so nothing waiting hides behind a closed menu. A
 * chef's applications waiting for them, unread messages and notifications; a restaurant account's
 * unread messages and notifications in all its venues, and the applications waiting for them where
 * the account can answer them (the applicants page is Premium, D5).
 */
export function menuBadgeCount(
  user: Pick<BriefSessionUser, 'type' | 'profile' | 'profiles' | 'subscription'>,
): number {
  if (user.type === 'chef') {
    const badges = user.profile?.pendingnotifications;
    return badges ? badges.pending + badges.messages + badges.notifications : 0;
  }
  return user.profiles.reduce(
    (sum, { pendingnotifications: badges }) =>
      sum + badges.messages + badges.notifications + (isPremium(user) ? badges.offers : 0),
    0,
  );
}

/** The chef's saved offers (spec doc 1 section 2), for the account menus; null for anyone else. */
export function savedOffersPath(user: Pick<BriefSessionUser, 'type'>, lang: Language): string | null {
  return user.type === 'chef' ? paths.chefSaved(lang) : null;
}

/** The account's notifications page, for the account menus; null for staff (no such page). */
export function notificationsPath(user: Pick<BriefSessionUser, 'type'>, lang: Language): string | null {
  if (user.type === 'chef') return paths.chefNotifications(lang);
  if (user.type === 'restaurant') return paths.restaurantNotifications(lang);
  return null;
}
