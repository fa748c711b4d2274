import type { ApplicationTab } from './applications/tabs';
import type { AccountRole } from './contracts/accounts';
import type { ModerationKind } from './contracts/admin';
import type { Language } from './i18n/languages';

/**
 * The one place for the addresses of the app's pages (spec doc 1 section 2, doc 2 section 2), for the
 * web app's links and the server's (e-mails, notifications, the sitemap, page heads). Every page's
 * address starts with the interface language; with `null` for it, the address after the language (a
 * notification's link, which each reader opens in their own). Trailing slashes follow the spec's own
 * spelling.
 */
type PathLanguage = Language | null;
const at = (lang: PathLanguage, rest = ''): `/${string}` => (lang ? `/${lang}/${rest}` : `/${rest}`);
const slugPart = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: (lang: PathLanguage) => at(lang),
  /** The home feed at a page (spec doc 2 section 2: the address follows the pages loaded). */
  homePage: (lang: PathLanguage, page: number) => at(lang, `home/${page}`),
  resetPassword: (lang: PathLanguage, code?: string) =>
    at(lang, code ? `resetpassword?code=${encodeURIComponent(code)}` : 'resetpassword'),

  /** Find chefs, at a page of its list when `page` is above 0 (/find-chefs/{page}, spec doc 2 section 2). */
  findChefs: (lang: PathLanguage, page = 0) => at(lang, page > 0 ? `find-chefs/${page}` : 'find-chefs'),
  /** Find restaurants, at a page of its list when `page` is above 0 (/find-restaurants/{page}). */
  findRestaurants: (lang: PathLanguage, page = 0) =>
    at(lang, page > 0 ? `find-restaurants/${page}` : 'find-restaurants'),
  services: (lang: PathLanguage) => at(lang, 'services'),
  servicesChef: (lang: PathLanguage) => at(lang, 'services/chef'),
  servicesRestaurant: (lang: PathLanguage) => at(lang, 'services/restaurant'),
  contact: (lang: PathLanguage) => at(lang, 'contact'),
  /** The contact page with its "request callback" tab open. */
  contactCallback: (lang: PathLanguage) => at(lang, 'contact?tab=callback'),
  /** The send-CV-only flow for selected offers: contact/{ids joined by &} (spec doc 1 section 2). */
  contactOffers: (lang: PathLanguage, offerIds: readonly number[]) =>
    at(lang, offerIds.length ? `contact/${offerIds.map(slugPart).join('&')}` : 'contact'),
  faqsChef: (lang: PathLanguage) => at(lang, 'faqs/chef'),
  faqsRestaurant: (lang: PathLanguage) => at(lang, 'faqs/restaurant'),
  terms: (lang: PathLanguage) => at(lang, 'terms'),
  privacy: (lang: PathLanguage) => at(lang, 'privacy'),

  chefHome: (lang: PathLanguage) => at(lang, 'chef/profile/home'),
  /** The chef's applications (spec doc 1 section 2): the base is the pending tab. */
  chefApplications: (lang: PathLanguage, tab: ApplicationTab = 'pending') =>
    at(lang, tab === 'pending' ? 'chef/profile/applications/' : `chef/profile/applications/${tab}`),
  /** The chef's stage requests, beside the applications' tabs (docs/decisions/052). */
  chefStages: (lang: PathLanguage) => at(lang, 'chef/profile/applications/stages'),
  chefMessages: (lang: PathLanguage) => at(lang, 'chef/profile/messages/'),
  /** One of the chef's conversations (spec doc 1 section 2: chef/profile/messages/view/{id}). */
  chefConversation: (lang: PathLanguage, id: number) =>
    at(lang, `chef/profile/messages/view/${slugPart(id)}`),
  chefCalendar: (lang: PathLanguage) => at(lang, 'chef/profile/calendar'),
  /** The offers the chef saved (spec doc 1 section 2: chef/profile/saved). */
  chefSaved: (lang: PathLanguage) => at(lang, 'chef/profile/saved'),
  chefNotifications: (lang: PathLanguage) => at(lang, 'chef/profile/notifications'),
  chefView: (lang: PathLanguage, id: number, slug: string) =>
    at(lang, `chef/view/${slugPart(id)}/${slugPart(slug)}`),

  restaurantHome: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/home/${slugPart(id)}` : 'restaurant/profile/home'),
  /** The account's offers (spec doc 2 section 2: profile/offers/{id?}), of one venue when `id` is given. */
  restaurantOffers: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/offers/${slugPart(id)}` : 'restaurant/profile/offers'),
  /** One own offer with its edit button: profile/offers/{id}/view/{oid}. */
  restaurantOfferView: (lang: PathLanguage, id: number, oid: number) =>
    at(lang, `restaurant/profile/offers/${slugPart(id)}/view/${slugPart(oid)}`),
  /** The account's notifications (spec doc 2 section 2: profile/notifications/{id}), one venue's with `id`. */
  restaurantNotifications: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/notifications/${slugPart(id)}` : 'restaurant/profile/notifications'),
  /** An offer's applicants of one tab (spec doc 2 section 2: profile/applicants/{id}/{oid}/{status}). */
  restaurantApplicants: (lang: PathLanguage, id: number, oid: number, tab: ApplicationTab = 'pending') =>
    at(lang, `restaurant/profile/applicants/${slugPart(id)}/${slugPart(oid)}/${tab}`),
  /** The venue's offers with applicants (spec doc 2 section 2: profile/applicants/{id?}), each to its list. */
  restaurantApplicantOffers: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/applicants/${slugPart(id)}` : 'restaurant/profile/applicants'),
  /** A venue's stage requests, beside its offers' applicants (docs/decisions/052). */
  restaurantStageRequests: (lang: PathLanguage, id: number) =>
    at(lang, `restaurant/profile/applicants/${slugPart(id)}/stages`),
  /** The conversations (spec doc 2 section 2: profile/messages/{id?}), of one venue when `id` is given. */
  restaurantMessages: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/messages/${slugPart(id)}` : 'restaurant/profile/messages'),
  /** One conversation (profile/messages/{id?}/view/{conversationId}). */
  restaurantConversation: (lang: PathLanguage, id: number | undefined, conversationId: number) =>
    at(lang, `restaurant/profile/messages/${id ? `${slugPart(id)}/` : ''}view/${slugPart(conversationId)}`),
  /** The trial calendar (spec doc 2 section 2: profile/calendar/{id?}), of one venue when `id` is given. */
  restaurantCalendar: (lang: PathLanguage, id?: number) =>
    at(lang, id ? `restaurant/profile/calendar/${slugPart(id)}` : 'restaurant/profile/calendar'),
  restaurantView: (lang: PathLanguage, id: number, slug: string) =>
    at(lang, `restaurant/view/home/${slugPart(id)}/${slugPart(slug)}`),
  /** A chef asks the venue for a stage (spec doc 2 section 2: restaurant/view/stage/{id}/{slug}, chefs only). */
  venueStage: (lang: PathLanguage, id: number, slug: string) =>
    at(lang, `restaurant/view/stage/${slugPart(id)}/${slugPart(slug)}`),
  /** A chef writes to a venue (spec doc 2 section 2: restaurant/view/message/{id}/{slug}, chefs only). */
  venueMessage: (lang: PathLanguage, id: number, slug: string) =>
    at(lang, `restaurant/view/message/${slugPart(id)}/${slugPart(slug)}`),
  /** A venue's page opened at its offers block (the phone's `?job-offers`, spec doc 2 section 2). */
  restaurantViewOffers: (lang: PathLanguage, id: number, slug: string) =>
    at(lang, `restaurant/view/home/${slugPart(id)}/${slugPart(slug)}?job-offers`),
  /** An offer's public page, also its share link (spec doc 2 section 2). */
  offerView: (lang: PathLanguage, rid: number, slug: string, id: number, offerSlug: string) =>
    at(
      lang,
      `restaurant/view/offer/${slugPart(rid)}/${slugPart(slug)}/${slugPart(id)}/${slugPart(offerSlug)}`,
    ),

  /**
   * The back office (staff only, docs/decisions/053-back-office.md): its overview, or one of its pages
   * (admin/moderation/{kind}, admin/premium, admin/audit, admin/dashboard, admin/inbox, admin/outbox,
   * admin/reports, admin/recruitment with an offer's applicants of one tab, admin/fees). One function:
   * the router's first load stays small.
   */
  admin: (
    lang: PathLanguage,
    page?:
      | `moderation/${ModerationKind}`
      | 'premium'
      | 'audit'
      | 'dashboard'
      | 'inbox'
      | 'outbox'
      | 'reports'
      | 'recruitment'
      | `recruitment/${number}/${ApplicationTab}`
      | 'fees',
  ) => at(lang, page ? `admin/${page}` : 'admin'),

  /** The profile home of an account type: where sign-up lands (decisions D12); staff's is the back office. */
  profileHome: (lang: PathLanguage, type: AccountRole) =>
    type === 'chef'
      ? at(lang, 'chef/profile/home')
      : type === 'restaurant'
        ? at(lang, 'restaurant/profile/home')
        : at(lang, 'admin'),
} as const;
