import type { BriefSessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import {
  menuBadgeCount,
  navCountLabel,
  notificationsPath,
  previewPath,
  primaryNavItems,
  savedOffersPath,
  unreadNotifications,
  venueMenuEntries,
} from './nav-items';

const base: Pick<BriefSessionUser, 'type' | 'profile' | 'main' | 'profiles'> = {
  type: 'chef',
  profile: {
    id: 7,
    slug: 'ana-lopez',
    name: 'Ana López',
    active: 1,
    approved: '1',
    status: 1,
    images: { profile: null, header: null },
    pendingnotifications: { notifications: 0, messages: 0, pending: 0, review: 0, accepted: 0, offers: 0 },
  },
  main: null,
  profiles: [],
};

const venue = (id: number, main: 0 | 1) => ({
  id,
  slug: `venue-${id}`,
  name: `Venue ${id}`,
  main,
  active: 1 as const,
  approved: '1' as const,
  premium: 0 as const,
  status: 1,
  images: { logo: null, header: null, image1: null, image2: null, image3: null },
  pendingnotifications: { notifications: 0, messages: 0, offers: 0 },
});

describe('primaryNavItems', () => {
  it('gives visitors the public pages', () => {
    expect(primaryNavItems(null, 'en').map((item) => item.href)).toEqual([
      '/en/find-chefs',
      '/en/find-restaurants',
      '/en/services',
    ]);
  });

  it('gives staff the searches and the back office', () => {
    expect(primaryNavItems({ ...base, type: 'staff', profile: null }, 'fr').map((item) => item.href)).toEqual(
      ['/fr/find-chefs', '/fr/find-restaurants', '/fr/admin'],
    );
  });

  it('gives chefs their working pages', () => {
    expect(primaryNavItems(base, 'es').map((item) => item.href)).toEqual([
      '/es/find-restaurants',
      '/es/chef/profile/messages/',
      '/es/chef/profile/calendar',
      '/es/chef/profile/applications/',
    ]);
  });

  it("badges the chef's applications with those waiting for the chef's answer", () => {
    const waiting = {
      ...base.profile!,
      pendingnotifications: { notifications: 2, messages: 0, pending: 3, review: 5, accepted: 1, offers: 0 },
    };
    const items = primaryNavItems({ type: 'chef', profile: waiting, profiles: [] }, 'en');
    expect(items.find((item) => item.id === 'applications')?.count).toBe(3);
    expect(items.filter((item) => item.count).map((item) => item.id)).toEqual(['applications']);
  });

  it("badges the Messages item with the unread messages: a chef's, a restaurant account's venues together", () => {
    const unread = {
      ...base.profile!,
      pendingnotifications: { notifications: 0, messages: 4, pending: 0, review: 0, accepted: 0, offers: 0 },
    };
    const chefItems = primaryNavItems({ type: 'chef', profile: unread, profiles: [] }, 'en');
    expect(chefItems.find((item) => item.id === 'messages')?.count).toBe(4);
    const venues = [
      { ...venue(1, 1), pendingnotifications: { notifications: 0, messages: 2, offers: 0 } },
      { ...venue(2, 0), pendingnotifications: { notifications: 0, messages: 3, offers: 0 } },
    ];
    const items = primaryNavItems({ type: 'restaurant', profile: null, profiles: venues }, 'en');
    const messages = items.find((item) => item.id === 'messages');
    expect(messages?.count).toBe(5);
    // The badge says it counts every venue, since a venue's side menu counts that venue alone.
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'nav.count_all_venues' ? `${String(values?.label)}, in all` : `${String(values?.count)} ${key}`;
    expect(navCountLabel(t, messages!)).toBe('5 nav.messages_unread, in all');
    const one = primaryNavItems({ type: 'restaurant', profile: null, profiles: venues.slice(0, 1) }, 'en');
    expect(one.find((item) => item.id === 'messages')?.allVenues).toBe(false);
  });

  it('gives restaurants theirs', () => {
    expect(
      primaryNavItems({ type: 'restaurant', profile: null, profiles: [] }, 'fr').map((item) => item.href),
    ).toEqual([
      '/fr/find-chefs',
      '/fr/restaurant/profile/offers',
      '/fr/restaurant/profile/messages',
      '/fr/restaurant/profile/calendar',
    ]);
  });
});

describe('previewPath', () => {
  it('is the chef public view', () => {
    expect(previewPath(base, 'pt')).toBe('/pt/chef/view/7/ana-lopez');
  });

  it('is the main venue of a restaurant, else its first venue', () => {
    const restaurant = { ...base, type: 'restaurant' as const, profile: null };
    expect(previewPath({ ...restaurant, profiles: [venue(1, 0), venue(2, 1)] }, 'en')).toBe(
      '/en/restaurant/view/home/2/venue-2',
    );
    expect(previewPath({ ...restaurant, profiles: [venue(3, 0), venue(4, 0)] }, 'en')).toBe(
      '/en/restaurant/view/home/3/venue-3',
    );
  });

  it('is null without a profile', () => {
    expect(previewPath({ ...base, profile: null }, 'en')).toBeNull();
  });
});

describe('venueMenuEntries', () => {
  it('lists the main venue first, on the profile home, the others by id', () => {
    const restaurant = { main: null, profiles: [venue(1, 0), venue(2, 1), venue(3, 0)] };
    expect(venueMenuEntries(restaurant, 'es')).toEqual([
      { id: 2, name: venue(2, 1).name, main: true, href: '/es/restaurant/profile/home' },
      { id: 1, name: venue(1, 0).name, main: false, href: '/es/restaurant/profile/home/1' },
      { id: 3, name: venue(3, 0).name, main: false, href: '/es/restaurant/profile/home/3' },
    ]);
  });
});

describe('unreadNotifications', () => {
  const unread = (id: number, count: number) => ({
    ...venue(id, id === 1 ? 1 : 0),
    pendingnotifications: { notifications: count, messages: 0, offers: 0 },
  });
  const restaurant = { ...base, type: 'restaurant' as const, profile: null };

  it("is a chef's own count, 0 without a profile", () => {
    const chef = {
      ...base,
      profile: {
        ...base.profile!,
        pendingnotifications: {
          notifications: 4,
          messages: 0,
          pending: 0,
          review: 0,
          accepted: 0,
          offers: 0,
        },
      },
    };
    expect(unreadNotifications(chef)).toBe(4);
    expect(unreadNotifications({ ...base, profile: null })).toBe(0);
  });

  it("is every venue's together for the account, one venue's with its id", () => {
    const user = { ...restaurant, profiles: [unread(1, 2), unread(2, 5), unread(3, 0)] };
    expect(unreadNotifications(user)).toBe(7);
    expect(unreadNotifications(user, 2)).toBe(5);
    expect(unreadNotifications(user, 3)).toBe(0);
    expect(unreadNotifications(user, 99)).toBe(0);
  });
});

describe('menuBadgeCount', () => {
  it("adds up a chef's waiting applications, unread messages and notifications", () => {
    const chef = {
      ...base,
      subscription: 0,
      profile: {
        ...base.profile!,
        pendingnotifications: {
          notifications: 2,
          messages: 3,
          pending: 4,
          review: 9,
          accepted: 9,
          offers: 1,
        },
      },
    };
    expect(menuBadgeCount(chef)).toBe(9);
    expect(menuBadgeCount({ ...chef, profile: null })).toBe(0);
  });

  it("adds up every venue's, counting waiting applicants only where the account can open them (D5)", () => {
    const badges = (id: number, notifications: number, messages: number, offers: number) => ({
      ...venue(id, id === 1 ? 1 : 0),
      pendingnotifications: { notifications, messages, offers },
    });
    const profiles = [badges(1, 1, 2, 3), badges(2, 0, 1, 5)];
    const restaurant = { ...base, type: 'restaurant' as const, profile: null, profiles };
    expect(menuBadgeCount({ ...restaurant, subscription: 1 })).toBe(12);
    expect(menuBadgeCount({ ...restaurant, subscription: 0 })).toBe(4);
  });
});

describe('notificationsPath', () => {
  it("is the role's notifications page; staff have none", () => {
    expect(notificationsPath({ type: 'chef' }, 'fr')).toBe('/fr/chef/profile/notifications');
    expect(notificationsPath({ type: 'restaurant' }, 'es')).toBe('/es/restaurant/profile/notifications');
    expect(notificationsPath({ type: 'staff' }, 'en')).toBeNull();
  });
});

describe('savedOffersPath', () => {
  it("is the chef's saved offers; restaurants and staff save none", () => {
    expect(savedOffersPath({ type: 'chef' }, 'pt')).toBe('/pt/chef/profile/saved');
    expect(savedOffersPath({ type: 'restaurant' }, 'en')).toBeNull();
    expect(savedOffersPath({ type: 'staff' }, 'en')).toBeNull();
  });
});
