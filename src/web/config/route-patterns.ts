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
  /** The chef's stage requests, beside the applications' tabs (docs/decisions/052). */
  chefStages: 'applications/stages',
  chefCalendar: 'calendar',
  /** The offers the chef saved, grouped by the day saved. */
  chefSaved: 'saved',
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
  /** A venue's stage requests (docs/decisions/052). */
  restaurantStageRequests: 'applicants/:id/stages',
  /** The main venue's trial calendar, or one venue's by id (spec doc 2 section 2: profile/calendar/{id?}). */
  restaurantCalendar: 'calendar',
  restaurantCalendarOf: 'calendar/:id',
  /** Every venue's conversations, or one venue's (messages/{id?}), one conversation (.../view/{c}): the page reads the rest. */
  restaurantMessages: 'messages/*',
  /** A chef writes to a venue: the conversation is opened, then shown (chefs only). */
  venueMessage: 'restaurant/view/message/:id/:slug',
  /** A chef asks a venue for a stage (spec doc 2 section 2, chefs only). */
  venueStage: 'restaurant/view/stage/:id/:slug',
  /** A venue's public page (spec doc 2 section 2): public, outside the restaurant area's guard. */
  venueView: 'restaurant/view/home/:id/:slug',
  /** An offer's public page (spec doc 2 section 2): public; a missing offer slug is put back. */
  offerView: 'restaurant/view/offer/:rid/:slug/:id/:offerSlug?',
  /** The search pages, with the page of the list the address opens at (spec doc 2 section 2). */
  findChefs: 'find-chefs/:page?',
  findRestaurants: 'find-restaurants/:page?',
  /**
   * The back office (staff only, docs/decisions/053-back-office.md): one route loads its module, whose
   * own routes (below, relative to it) are the overview and its pages.
   */
  admin: 'admin/*',
  adminModeration: 'moderation/:kind',
  adminPremium: 'premium',
  adminAudit: 'audit',
  // Information pages (services, FAQs, legal texts), each loaded on demand.
  services: 'services',
  servicesChef: 'services/chef',
  servicesRestaurant: 'services/restaurant',
  faqsChef: 'faqs/chef',
  faqsRestaurant: 'faqs/restaurant',
  terms: 'terms',
  privacy: 'privacy',
} as const;
