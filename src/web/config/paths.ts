import type { AccountRole } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import type { ApplicationTab } from '@shared/applications/tabs';

/**
 * The one place for the app's URLs (spec doc 1 section 2, doc 2 section 2). Every route starts with the
 * interface language. Trailing slashes follow the spec's own spelling.
 */
const at = (lang: Language, rest = '') => `/${lang}/${rest}`;
const slugPart = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: (lang: Language) => at(lang),
  /** The home feed at a page (spec doc 2 section 2: the address follows the pages loaded). */
  homePage: (lang: Language, page: number) => at(lang, `home/${page}`),
  resetPassword: (lang: Language, code?: string) =>
    at(lang, code ? `resetpassword?${new URLSearchParams({ code }).toString()}` : 'resetpassword'),

  /** Find chefs, at a page of its list when `page` is above 0 (/find-chefs/{page}, spec doc 2 section 2). */
  findChefs: (lang: Language, page = 0) => at(lang, page > 0 ? `find-chefs/${page}` : 'find-chefs'),
  /** Find restaurants, at a page of its list when `page` is above 0 (/find-restaurants/{page}). */
  findRestaurants: (lang: Language, page = 0) =>
    at(lang, page > 0 ? `find-restaurants/${page}` : 'find-restaurants'),
  services: (lang: Language) => at(lang, 'services'),
  servicesChef: (lang: Language) => at(lang, 'services/chef'),
  servicesRestaurant: (lang: Language) => at(lang, 'services/restaurant'),
  contact: (lang: Language) => at(lang, 'contact'),
  /** The contact page with its "request callback" tab open. */
  contactCallback: (lang: Language) => at(lang, 'contact?tab=callback'),
  /** The send-CV-only flow for selected offers: contact/{ids joined by &} (spec doc 1 section 2). */
  contactOffers: (lang: Language, offerIds: readonly number[]) =>
    at(lang, offerIds.length ? `contact/${offerIds.map(slugPart).join('&')}` : 'contact'),
  faqsChef: (lang: Language) => at(lang, 'faqs/chef'),
  faqsRestaurant: (lang: Language) => at(lang, 'faqs/restaurant'),
  terms: (lang: Language) => at(lang, 'terms'),
  privacy: (lang: Language) => at(lang, 'privacy'),

  chefHome: (lang: Language) => at(lang, 'chef/profile/home'),
  /** The chef's applications (spec doc 1 section 2): the base is the pending tab. */
  chefApplications: (lang: Language, tab: ApplicationTab = 'pending') =>
    at(lang, tab === 'pending' ? 'chef/profile/applications/' : `chef/profile/applications/${tab}`),
  chefMessages: (lang: Language) => at(lang, 'chef/profile/messages/'),
  /** One of the chef's conversations (spec doc 1 section 2: chef/profile/messages/view/{id}). */
  chefConversation: (lang: Language, id: number) => at(lang, `chef/profile/messages/view/${slugPart(id)}`),
  chefCalendar: (lang: Language) => at(lang, 'chef/profile/calendar'),
  chefNotifications: (lang: Language) => at(lang, 'chef/profile/notifications'),
  chefView: (lang: Language, id: number, slug: string) =>
    at(lang, `chef/view/${slugPart(id)}/${slugPart(slug)}`),

  restaurantHome: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/home/${slugPart(id)}` : 'restaurant/profile/home'),
  /** The account's offers (spec doc 2 section 2: profile/offers/{id?}), of one venue when `id` is given. */
  restaurantOffers: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/offers/${slugPart(id)}` : 'restaurant/profile/offers'),
  /** One own offer with its edit button: profile/offers/{id}/view/{oid}. */
  restaurantOfferView: (lang: Language, id: number, oid: number) =>
    at(lang, `restaurant/profile/offers/${slugPart(id)}/view/${slugPart(oid)}`),
  /** The account's notifications (spec doc 2 section 2: profile/notifications/{id}), one venue's with `id`. */
  restaurantNotifications: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/notifications/${slugPart(id)}` : 'restaurant/profile/notifications'),
  /** An offer's applicants of one tab (spec doc 2 section 2: profile/applicants/{id}/{oid}/{status}). */
  restaurantApplicants: (lang: Language, id: number, oid: number, tab: ApplicationTab = 'pending') =>
    at(lang, `restaurant/profile/applicants/${slugPart(id)}/${slugPart(oid)}/${tab}`),
  /** The venue's offers with applicants (spec doc 2 section 2: profile/applicants/{id?}), each to its list. */
  restaurantApplicantOffers: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/applicants/${slugPart(id)}` : 'restaurant/profile/applicants'),
  /** The conversations (spec doc 2 section 2: profile/messages/{id?}), of one venue when `id` is given. */
  restaurantMessages: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/messages/${slugPart(id)}` : 'restaurant/profile/messages'),
  /** One conversation (profile/messages/{id?}/view/{conversationId}). */
  restaurantConversation: (lang: Language, id: number | undefined, conversationId: number) =>
    at(lang, `restaurant/profile/messages/${id ? `${slugPart(id)}/` : ''}view/${slugPart(conversationId)}`),
  /** The trial calendar (spec doc 2 section 2: profile/calendar/{id?}), of one venue when `id` is given. */
  restaurantCalendar: (lang: Language, id?: number) =>
    at(lang, id ? `restaurant/profile/calendar/${slugPart(id)}` : 'restaurant/profile/calendar'),
  restaurantView: (lang: Language, id: number, slug: string) =>
    at(lang, `restaurant/view/home/${slugPart(id)}/${slugPart(slug)}`),
  /** A chef writes to a venue (spec doc 2 section 2: restaurant/view/message/{id}/{slug}, chefs only). */
  venueMessage: (lang: Language, id: number, slug: string) =>
    at(lang, `restaurant/view/message/${slugPart(id)}/${slugPart(slug)}`),
  /** A venue's page opened at its offers block (the phone's `?job-offers`, spec doc 2 section 2). */
  restaurantViewOffers: (lang: Language, id: number, slug: string) =>
    at(lang, `restaurant/view/home/${slugPart(id)}/${slugPart(slug)}?job-offers`),
  /** An offer's public page, also its share link (spec doc 2 section 2). */
  offerView: (lang: Language, rid: number, slug: string, id: number, offerSlug: string) =>
    at(
      lang,
      `restaurant/view/offer/${slugPart(rid)}/${slugPart(slug)}/${slugPart(id)}/${slugPart(offerSlug)}`,
    ),

  /** The profile home of an account type: where sign-up lands (decisions D12). */
  /** Staff have no profile: their home is the site's until the back office has its own. */
  profileHome: (lang: Language, type: AccountRole) =>
    type === 'chef'
      ? at(lang, 'chef/profile/home')
      : type === 'restaurant'
        ? at(lang, 'restaurant/profile/home')
        : at(lang, ''),
} as const;

/** Route patterns under /:lang, for the router. */
export const routePatterns = {
  /** The home feed at a page (/{lang}/home/{page}); /{lang} is its page 0. */
  homePage: 'home/:page',
  contact: 'contact',
  contactOffers: 'contact/:offers',
  resetPassword: 'resetpassword',
  chefArea: 'chef/profile',
  chefHome: 'home',
  chefNotifications: 'notifications',
  /** The chef's applications: the base (pending) and in-review, accepted, rejected. */
  chefApplications: 'applications/:tab?',
  chefCalendar: 'calendar',
  /** The chef's conversations (messages/), and one of them (messages/view/{id}): the page reads the rest. */
  chefMessages: 'messages/*',
  /** A chef's public view (spec doc 1 section 2): public, outside the chef area's guard. */
  chefView: 'chef/view/:id/:slug',
  restaurantArea: 'restaurant/profile',
  restaurantHome: 'home',
  /** One of the account's venues by id (spec doc 2 section 2: profile/home/{id?}). */
  restaurantHomeOf: 'home/:id',
  /** The offers of the main venue, or of one venue by id (spec doc 2 section 2: profile/offers/{id?}). */
  restaurantOffers: 'offers',
  restaurantOffersOf: 'offers/:id',
  /** One own offer with its edit button (profile/offers/{id}/view/{oid}). */
  restaurantOfferView: 'offers/:id/view/:oid',
  /** Every venue's notifications, or one venue's by id (spec doc 2 section 2: profile/notifications/{id}). */
  restaurantNotifications: 'notifications',
  restaurantNotificationsOf: 'notifications/:id',
  /** An offer's applicants: pending, in-review, accepted or rejected. */
  restaurantApplicants: 'applicants/:id/:oid/:tab',
  /** The main venue's offers with applicants, or one venue's by id. */
  restaurantApplicantOffers: 'applicants',
  restaurantApplicantOffersOf: 'applicants/:id',
  /** The main venue's trial calendar, or one venue's by id (spec doc 2 section 2: profile/calendar/{id?}). */
  restaurantCalendar: 'calendar',
  restaurantCalendarOf: 'calendar/:id',
  /** Every venue's conversations, or one venue's (messages/{id?}), one conversation (.../view/{c}): the page reads the rest. */
  restaurantMessages: 'messages/*',
  /** A chef writes to a venue: the conversation is opened, then shown (chefs only). */
  venueMessage: 'restaurant/view/message/:id/:slug',
  /** A venue's public page (spec doc 2 section 2): public, outside the restaurant area's guard. */
  venueView: 'restaurant/view/home/:id/:slug',
  /** An offer's public page (spec doc 2 section 2): public; a missing offer slug is put back. */
  offerView: 'restaurant/view/offer/:rid/:slug/:id/:offerSlug?',
  /** The search pages, with the page of the list the address opens at (spec doc 2 section 2). */
  findChefs: 'find-chefs/:page?',
  findRestaurants: 'find-restaurants/:page?',
  // Information pages (services, FAQs, legal texts), each loaded on demand.
  services: 'services',
  servicesChef: 'services/chef',
  servicesRestaurant: 'services/restaurant',
  faqsChef: 'faqs/chef',
  faqsRestaurant: 'faqs/restaurant',
  terms: 'terms',
  privacy: 'privacy',
} as const;
