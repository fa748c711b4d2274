import type { Language } from '@shared/i18n/languages';
import type { PageNamespace } from '@shared/i18n/namespaces';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { routePatterns } from '@web/config/route-patterns';
import { preloadPageNamespace, withNamespaces } from '@web/lib/i18n';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';
import { LanguageGate, UnknownLanguageRedirect } from './routes/language-gate';
import { RequireRole } from './routes/role-guard';

export function RouteLoading() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('loading')} />;
}

/** A page loaded on demand: its code (and the texts it loads) come with the first visit. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}

/** The pages' modules, loaded on demand (and early by `preloadRoute` for the first page). */
const load = {
  home: () => withNamespaces(import('./routes/public/home'), ['search', 'offers']),
  notFound: () => import('./routes/public/not-found'),
  resetPassword: () => withNamespaces(import('./routes/public/reset-password'), ['search', 'offers']),
  contact: () => import('./routes/public/contact'),
  services: () => import('./routes/public/services'),
  servicesChef: () => import('./routes/public/services-chef'),
  servicesRestaurant: () => import('./routes/public/services-restaurant'),
  faqsChef: () => import('./routes/public/faqs-chef'),
  faqsRestaurant: () => import('./routes/public/faqs-restaurant'),
  terms: () => import('./routes/public/terms'),
  privacy: () => import('./routes/public/privacy'),
  chefProfileHome: () => withNamespaces(import('./routes/chef/profile-home'), ['account']),
  chefView: () => withNamespaces(import('./routes/chef/chef-view'), ['account']),
  chefNotifications: () => withNamespaces(import('./routes/chef/notifications'), ['account']),
  chefApplications: () => withNamespaces(import('./routes/chef/applications'), ['applications']),
  chefCalendar: () => withNamespaces(import('./routes/chef/calendar'), ['applications']),
  chefSaved: () => withNamespaces(import('./routes/chef/saved'), ['offers']),
  restaurantProfileHome: () => withNamespaces(import('./routes/restaurant/profile-home'), ['account']),
  venueView: () => withNamespaces(import('./routes/restaurant/venue-view'), ['account']),
  restaurantOffers: () => withNamespaces(import('./routes/restaurant/offers'), ['account']),
  offerView: () => import('./routes/restaurant/offer-view'),
  restaurantNotifications: () => withNamespaces(import('./routes/restaurant/notifications'), ['account']),
  restaurantApplicants: () => withNamespaces(import('./routes/restaurant/applicants'), ['applications']),
  restaurantApplicantOffers: () =>
    withNamespaces(import('./routes/restaurant/applicant-offers'), ['applications']),
  restaurantCalendar: () => withNamespaces(import('./routes/restaurant/calendar'), ['applications']),
  messages: () => withNamespaces(import('./routes/messages'), ['messages']),
  findPages: () => import('./routes/public/find-pages'),
  stages: () => withNamespaces(import('./routes/stages'), ['applications']),
  admin: () => withNamespaces(import('./routes/admin/admin-area'), ['admin']),
};

const homePage = page(load.home, (m) => m.HomePage);
const notFoundPage = page(load.notFound, (m) => m.NotFoundPage);
const resetPasswordPage = page(load.resetPassword, (m) => m.ResetPasswordPage);
const contactPage = page(load.contact, (m) => m.ContactPage);
const servicesPage = page(load.services, (m) => m.ServicesPage);
const servicesChefPage = page(load.servicesChef, (m) => m.ServicesChefPage);
const servicesRestaurantPage = page(load.servicesRestaurant, (m) => m.ServicesRestaurantPage);
const faqsChefPage = page(load.faqsChef, (m) => m.FaqsChefPage);
const faqsRestaurantPage = page(load.faqsRestaurant, (m) => m.FaqsRestaurantPage);
const termsPage = page(load.terms, (m) => m.TermsPage);
const privacyPage = page(load.privacy, (m) => m.PrivacyPage);
const chefProfileHomePage = page(load.chefProfileHome, (m) => m.ChefProfileHomePage);
const chefViewPage = page(load.chefView, (m) => m.ChefViewPage);
const restaurantProfileHomePage = page(load.restaurantProfileHome, (m) => m.RestaurantProfileHomePage);
const venueViewPage = page(load.venueView, (m) => m.VenueViewPage);
const restaurantOffersPage = page(load.restaurantOffers, (m) => m.RestaurantOffersPage);
const restaurantOfferViewPage = page(load.restaurantOffers, (m) => m.RestaurantOfferViewPage);
const chefNotificationsPage = page(load.chefNotifications, (m) => m.ChefNotificationsPage);
const chefApplicationsPage = page(load.chefApplications, (m) => m.ChefApplicationsPage);
const restaurantNotificationsPage = page(load.restaurantNotifications, (m) => m.RestaurantNotificationsPage);
const restaurantApplicantsPage = page(load.restaurantApplicants, (m) => m.RestaurantApplicantsPage);
const restaurantApplicantOffersPage = page(
  load.restaurantApplicantOffers,
  (m) => m.RestaurantApplicantOffersPage,
);
const chefCalendarPage = page(load.chefCalendar, (m) => m.ChefCalendarPage);
const chefSavedPage = page(load.chefSaved, (m) => m.ChefSavedPage);
const restaurantCalendarPage = page(load.restaurantCalendar, (m) => m.RestaurantCalendarPage);
const chefMessagesPage = page(load.messages, (m) => m.ChefMessagesPage);
const restaurantMessagesPage = page(load.messages, (m) => m.RestaurantMessagesPage);
const venueMessagePage = page(load.messages, (m) => m.VenueMessagePage);
const venueStagePage = page(load.stages, (m) => m.VenueStagePage);
const restaurantStageRequestsPage = page(load.stages, (m) => m.RestaurantStageRequestsPage);
const chefStagesPage = page(load.stages, (m) => m.ChefStagesPage);
const offerViewPage = page(load.offerView, (m) => m.OfferViewPage);
const findChefsPage = page(load.findPages, (m) => m.FindChefsPage);
const findRestaurantsPage = page(load.findPages, (m) => m.FindRestaurantsPage);
const adminArea = page(load.admin, (m) => m.AdminArea);

/** The public pages by their path under /{lang}/, with the texts namespace each one loads. */
const publicPreloads: Record<string, { module: () => Promise<unknown>; namespace?: PageNamespace }> = {
  '': { module: load.home, namespace: 'search' },
  [routePatterns.services]: { module: load.services, namespace: 'services' },
  [routePatterns.servicesChef]: { module: load.servicesChef, namespace: 'services' },
  [routePatterns.servicesRestaurant]: { module: load.servicesRestaurant, namespace: 'services' },
  [routePatterns.faqsChef]: { module: load.faqsChef, namespace: 'faqs' },
  [routePatterns.faqsRestaurant]: { module: load.faqsRestaurant, namespace: 'faqs' },
  [routePatterns.contact]: { module: load.contact, namespace: 'contact' },
  [routePatterns.terms]: { module: load.terms, namespace: 'legal' },
  [routePatterns.privacy]: { module: load.privacy, namespace: 'legal' },
  'find-chefs': { module: load.findPages, namespace: 'search' },
  'find-restaurants': { module: load.findPages, namespace: 'search' },
};

/** The profile pages (the chef own page and public view, the venue public page), with their texts. */
const profilePreloads = {
  home: { module: load.chefProfileHome, namespace: 'chef' },
  view: { module: load.chefView, namespace: 'chef' },
  venueView: { module: load.venueView, namespace: 'venue' },
  offerView: { module: load.offerView, namespace: 'offers' },
} satisfies Record<string, { module: () => Promise<unknown>; namespace?: PageNamespace }>;

/**
 * Starts fetching the first page's code and texts while the language's texts load, instead of one after
 * the other once the router has rendered (a shorter chain of requests before the page shows).
 */
export function preloadRoute(pathname: string, language: Language): void {
  const rest = pathname.split('/').slice(2).join('/').replace(/\/+$/, '');
  const entry = rest.startsWith('chef/view/')
    ? profilePreloads.view
    : rest.startsWith('restaurant/view/home/')
      ? profilePreloads.venueView
      : rest.startsWith('restaurant/view/offer/')
        ? profilePreloads.offerView
        : rest === 'chef/profile/home'
          ? profilePreloads.home
          : publicPreloads[
              rest.startsWith('contact/')
                ? routePatterns.contact
                : /^home\/\d+$/.test(rest)
                  ? ''
                  : rest.replace(/^(find-chefs|find-restaurants)\/\d+$/, '$1')
            ];
  if (!entry) return;
  entry.module().catch(() => undefined);
  if (entry.namespace) preloadPageNamespace(language, entry.namespace);
}

/**
 * Routes (spec doc 1 section 2): everything lives under /:lang. React Router's declarative mode: the app
 * needs no loaders, and it keeps the router's share of the first load small (bundle budget). The first
 * bundle holds the shell (header, footer, dialogs host); every page loads on demand. Paths without a page yet show the
 * not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<UnknownLanguageRedirect />} />
      <Route path="/:lang" element={<LanguageGate />}>
        <Route element={<RootLayout />}>
          <Route index element={homePage} />
          <Route path={routePatterns.homePage} element={homePage} />
          <Route path={routePatterns.resetPassword} element={resetPasswordPage} />
          {/* The contact page and the send-CV-only flow (contact/{ids}). */}
          <Route path={routePatterns.contact} element={contactPage} />
          <Route path={routePatterns.contactOffers} element={contactPage} />
          {/* Information pages: their code and their texts (services, faqs, legal) load with them. */}
          <Route path={routePatterns.services} element={servicesPage} />
          <Route path={routePatterns.servicesChef} element={servicesChefPage} />
          <Route path={routePatterns.servicesRestaurant} element={servicesRestaurantPage} />
          <Route path={routePatterns.faqsChef} element={faqsChefPage} />
          <Route path={routePatterns.faqsRestaurant} element={faqsRestaurantPage} />
          <Route path={routePatterns.terms} element={termsPage} />
          <Route path={routePatterns.privacy} element={privacyPage} />
          <Route path={routePatterns.chefView} element={chefViewPage} />
          <Route path={routePatterns.venueView} element={venueViewPage} />
          <Route path={routePatterns.offerView} element={offerViewPage} />
          <Route path={routePatterns.venueMessage} element={<RequireRole type="chef" />}>
            <Route index element={venueMessagePage} />
          </Route>
          <Route path={routePatterns.venueStage} element={<RequireRole type="chef" />}>
            <Route index element={venueStagePage} />
          </Route>
          <Route path={routePatterns.findChefs} element={findChefsPage} />
          <Route path={routePatterns.findRestaurants} element={findRestaurantsPage} />
          <Route path={routePatterns.chefArea} element={<RequireRole type="chef" />}>
            <Route path={routePatterns.chefHome} element={chefProfileHomePage} />
            <Route path={routePatterns.chefNotifications} element={chefNotificationsPage} />
            <Route path={routePatterns.chefStages} element={chefStagesPage} />
            <Route path={routePatterns.chefApplications} element={chefApplicationsPage} />
            <Route path={routePatterns.chefCalendar} element={chefCalendarPage} />
            <Route path={routePatterns.chefSaved} element={chefSavedPage} />
            <Route path={routePatterns.chefMessages} element={chefMessagesPage} />
            <Route path="*" element={notFoundPage} />
          </Route>
          <Route path={routePatterns.restaurantArea} element={<RequireRole type="restaurant" />}>
            <Route path={routePatterns.restaurantHome} element={restaurantProfileHomePage} />
            <Route path={routePatterns.restaurantHomeOf} element={restaurantProfileHomePage} />
            <Route path={routePatterns.restaurantOffers} element={restaurantOffersPage} />
            <Route path={routePatterns.restaurantOffersOf} element={restaurantOffersPage} />
            <Route path={routePatterns.restaurantOfferView} element={restaurantOfferViewPage} />
            <Route path={routePatterns.restaurantNotifications} element={restaurantNotificationsPage} />
            <Route path={routePatterns.restaurantNotificationsOf} element={restaurantNotificationsPage} />
            <Route path={routePatterns.restaurantApplicants} element={restaurantApplicantsPage} />
            <Route path={routePatterns.restaurantApplicantOffers} element={restaurantApplicantOffersPage} />
            <Route path={routePatterns.restaurantApplicantOffersOf} element={restaurantApplicantOffersPage} />
            <Route path={routePatterns.restaurantStageRequests} element={restaurantStageRequestsPage} />
            <Route path={routePatterns.restaurantCalendar} element={restaurantCalendarPage} />
            <Route path={routePatterns.restaurantCalendarOf} element={restaurantCalendarPage} />
            <Route path={routePatterns.restaurantMessages} element={restaurantMessagesPage} />
            <Route path="*" element={notFoundPage} />
          </Route>
          {/* The back office: staff only, its own routes inside its module (the first load stays small). */}
          <Route path={routePatterns.admin} element={adminArea} />
          <Route path="*" element={notFoundPage} />
        </Route>
      </Route>
      <Route path="*" element={<UnknownLanguageRedirect />} />
    </Routes>
  );
}
